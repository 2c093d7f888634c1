/// What covers an element: the regions of the components drawn above its own, where a touch
/// stops and the eye sees the upper component (`ComponentLayout.hitRegions`). The focus rule asks
/// whether VoiceOver's focus is hidden under them (WCAG 2.2 SC 2.4.11), the gesture-alternative
/// rule whether a tap can still reach a control.
extension AuditSnapshot {
  /// The regions of every component in a layer above `component`'s (an index into
  /// `components`).
  public func coveringRegions(above component: Int) -> [Rect] {
    let layer = components[component].layer
    let device = environment.device
    return components.filter { $0.layer > layer }.flatMap { $0.layout(on: device).hitRegions }
  }

  /// How much of `element`'s frame (or `region`, when given) the components above its own leave
  /// visible, from 0 (hidden) to 1 (all of it); 1 for an element of no area.
  public func visibleFraction(of element: AuditedElement, region: Rect? = nil) -> Double {
    let area = region ?? element.frame
    guard area.width > 0, area.height > 0 else { return 1 }
    let covering = coveringRegions(above: element.componentIndex)
    return area.uncoveredArea(by: covering) / (area.width * area.height)
  }
}

extension Rect {
  /// The area of this rectangle that none of `others` covers, exactly: the plane cut at every
  /// edge into cells, each counted when inside this rectangle and outside all of the others.
  /// A screen has a handful of bars, so the cells are few.
  func uncoveredArea(by others: [Rect]) -> Double {
    let covering = others.compactMap { $0.clipped(to: self) }
    guard !covering.isEmpty else { return width * height }
    let xs = Array(Set([minX, maxX] + covering.flatMap { [$0.minX, $0.maxX] })).sorted()
    let ys = Array(Set([minY, maxY] + covering.flatMap { [$0.minY, $0.maxY] })).sorted()
    var area = 0.0
    for i in 0..<(xs.count - 1) {
      for j in 0..<(ys.count - 1) {
        let midX = (xs[i] + xs[i + 1]) / 2
        let midY = (ys[j] + ys[j + 1]) / 2
        let covered = covering.contains {
          midX > $0.minX && midX < $0.maxX && midY > $0.minY && midY < $0.maxY
        }
        if !covered { area += (xs[i + 1] - xs[i]) * (ys[j + 1] - ys[j]) }
      }
    }
    return area
  }
}
