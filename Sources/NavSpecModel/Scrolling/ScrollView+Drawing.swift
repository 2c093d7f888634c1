/// The scroll view's content as `navspec render` draws it: rows at the presented offset, those
/// that show in the viewport.
extension ScrollView {
  /// The drawn rows' height. Our decision: the model knows the content's height, not what it
  /// holds; rows of 44 pt (the minimum touch target of Apple's Human Interface Guidelines, a
  /// plain table row) make the offset visible.
  public static let drawnRowHeight = 44.0
  /// The most rows drawn, whatever the viewport. Our decision: a 2,000 pt screen holds fewer
  /// than 50 rows; the bound keeps a picture small whatever the numbers.
  public static let drawnRowLimit = 200

  public func drawing(in environment: ComponentEnvironment) -> Drawing {
    let scroll = currentScroll(in: environment)
    guard scroll.isOnScreen else { return .empty }
    let appearance = ColorAppearance(environment.settings)
    let offset = scroll.motion.offset(at: environment.now)
    let viewport = scroll.viewport
    // UIScrollView's geometry: content point y shows at `viewport.minY + y - contentOffset.y`.
    let top = viewport.minY - offset
    let first = max(0, Int(clamping: (viewport.minY - top) / Self.drawnRowHeight, rounding: .down))
    let rows = Int(clamping: scroll.contentHeight / Self.drawnRowHeight, rounding: .up)
    let fill = DesignColor.system(.systemGray6).resolved(in: appearance)
    var drawing = Drawing()
    var index = first
    while index < rows, index - first < Self.drawnRowLimit {
      let y = top + Double(index) * Self.drawnRowHeight
      guard y < viewport.maxY else { break }
      let height = min(
        Self.drawnRowHeight, scroll.contentHeight - Double(index) * Self.drawnRowHeight)
      drawing.append(
        DrawingItem(
          .rect(
            Rect(x: viewport.minX, y: y + 1, width: viewport.width, height: max(0, height - 2))),
          fill: fill, tags: DrawingTags(part: "row", tab: scroll.tab, element: String(index))))
      index += 1
    }
    return drawing
  }
}
