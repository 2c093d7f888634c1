/// Where navigation draws: the content area the selected tab's screens fill, and the navigation
/// bar across its top with the back button at the leading end and the title in the middle.
public struct NavigationLayout: Hashable, Sendable {
  /// UINavigationBar's standard height without a large title (our decision: the long-standing
  /// 44 pt, docs/platform-facts.md#bar-heights).
  public static let navigationBarHeight = 44.0

  /// The area the top screen fills (the detail column beside a sidebar).
  public var content: Rect
  /// The top safe-area inset: the bar sits just below it.
  public var top: Double
  public var direction: LayoutDirection

  public init(content: Rect, top: Double, direction: LayoutDirection) {
    self.content = content
    self.top = top
    self.direction = direction
  }

  public var navigationBar: Rect {
    Rect(x: content.minX, y: top, width: content.width, height: Self.navigationBarHeight)
  }

  /// The leading third of the bar (our decision: UINavigationBar lays out leading items, the
  /// centred title and trailing items; a third each keeps long back titles tappable).
  public var backButton: Rect {
    navigationBar.leadingSlice(offset: 0, width: content.width / 3, direction: direction)
  }

  /// The trailing third of the bar, where a bar button item sits (the More list's Edit button).
  public var trailingButton: Rect {
    let third = content.width / 3
    return navigationBar.leadingSlice(offset: 2 * third, width: third, direction: direction)
  }

  /// The middle third of the bar.
  public var title: Rect {
    let third = content.width / 3
    return Rect(x: content.minX + third, y: top, width: third, height: Self.navigationBarHeight)
  }

  /// A point's distance from the content's leading edge (the right edge in right-to-left).
  public func leadingDistance(of point: Point) -> Double {
    content.leadingDistance(of: point, direction: direction)
  }
}
