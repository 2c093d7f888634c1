/// Where things are. Offsets are measured along the leading axis (from the right edge in
/// right-to-left); frames are in screen coordinates.
extension GlassTabBar {
  /// Items split the width equally (docs/design-inputs.md#item-width).
  public var itemWidth: Double { frame.width / Double(tabs.count) }

  public var pillWidth: Double { PillIndicator.widthFactor * itemWidth }

  /// The pill's offset at rest on a tab: `index * itemWidth - 0.1 * itemWidth`, which centres a
  /// 1.2x-wide pill on the item (docs/design-inputs.md#pill-offset).
  public func restingOffset(for index: Int) -> Double {
    Double(index) * itemWidth - PillIndicator.overhang * itemWidth
  }

  public func tabFrame(_ index: Int, direction: LayoutDirection) -> Rect {
    frame.leadingSlice(offset: Double(index) * itemWidth, width: itemWidth, direction: direction)
  }

  /// The tab under a point, or nil outside the bar.
  public func tabIndex(at point: Point, direction: LayoutDirection) -> Int? {
    guard frame.contains(point) else { return nil }
    let leading = frame.leadingDistance(of: point, direction: direction)
    let index = Int(clamping: leading / itemWidth, rounding: .down)
    return min(max(index, 0), tabs.count - 1)
  }

  /// The pill's frame at `time`, unscaled (the scale is a render effect; hit testing uses the
  /// layout frame, as SwiftUI's scaleEffect does).
  public func pillFrame(at time: VirtualTime, direction: LayoutDirection) -> Rect {
    let slice = frame.leadingSlice(
      offset: pill.offset(at: time), width: pillWidth, direction: direction)
    return Rect(
      x: slice.minX, y: frame.minY + PillIndicator.verticalInset, width: pillWidth,
      height: frame.height - 2 * PillIndicator.verticalInset)
  }

  /// The drag offset allowed for the selected tab: the pill's centre stays between the first and
  /// last item centres (docs/design-inputs.md#drag-clamp).
  public func clampedDragOffset(_ translation: Double) -> Double {
    let lower = -Double(selectedIndex) * itemWidth
    let upper = Double(tabs.count - 1 - selectedIndex) * itemWidth
    return min(max(translation, lower), upper)
  }

  /// The item nearest the pill's centre for a drag offset. Halves round away from zero, as
  /// Dart's `round()` does in the Flutter original (our reading of `(dragOffset / itemW).round()`).
  public func nearestIndex(forDragOffset offset: Double) -> Int {
    let position = Double(selectedIndex) + offset / itemWidth
    let index = Int(clamping: position, rounding: .toNearestOrAwayFromZero)
    return min(max(index, 0), tabs.count - 1)
  }
}
