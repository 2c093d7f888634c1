/// What the audits know of the gooey bar's buttons (docs/audits.md): each is a tab showing its
/// title, and where slots are narrower than its 44 pt the buttons overlap and the later one wins
/// the touch (docs/components/gooey.md#button-size), so a button's hit region is the part of its
/// frame that no later button covers.
extension GooeyTabBar: AuditableComponent {
  public func describeForAudit(
    _ description: inout AuditElementDescription, of element: AccessibilityElement,
    in environment: ComponentEnvironment
  ) {
    guard let index = index(ofTab: element.identifier) else { return }
    let direction = environment.direction
    let later = (index + 1..<tabs.count).map { buttonFrame($0, direction: direction) }
    description.hitRegion = buttonFrame(index, direction: direction).uncovered(by: later)
  }
}

extension Rect {
  /// This rectangle less the rectangles lying over one of its sides (a neighbour overlapping it
  /// from the left or the right, the whole height); nil when they cover all of it.
  func uncovered(by others: [Rect]) -> Rect? {
    var minX = self.minX
    var maxX = self.maxX
    for other in others where other.minY <= minY && other.maxY >= maxY {
      guard other.maxX > minX, other.minX < maxX else { continue }
      if other.minX <= minX { minX = max(minX, other.maxX) }
      if other.maxX >= maxX { maxX = min(maxX, other.minX) }
    }
    guard maxX > minX else { return nil }
    return Rect(x: minX, y: minY, width: maxX - minX, height: height)
  }
}
