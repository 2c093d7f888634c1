/// NavigationSplitView's column visibility (docs/platform-facts.md#split-view-column-visibility)
/// for the regular size class, where the sidebar-adaptable TabView's sidebar is the split view's
/// leading column and the selected tab's stack its detail.
///
/// The split has two columns, so `doubleColumn` shows the same as `all` (Apple docs: "For a
/// two-column navigation split view, doubleColumn is equivalent to all").
public enum ColumnVisibility: String, Hashable, Sendable, CaseIterable {
  /// The system decides: resolved by `resolved(for:)`.
  case automatic
  case all
  case doubleColumn = "double-column"
  case detailOnly = "detail-only"

  /// `automatic` becomes `doubleColumn` in landscape (wider than tall) and `detailOnly` in
  /// portrait (our decision, after UISplitViewController's automatic display mode on iPad: side by
  /// side when there is room, the sidebar tucked away in portrait). The others are themselves.
  public func resolved(for screen: Size) -> ColumnVisibility {
    guard self == .automatic else { return self }
    return screen.width > screen.height ? .doubleColumn : .detailOnly
  }

  /// Every `columns(for:)` as the state and `columnVisibilityChanged` spell it.
  public static let columnSpellings = [doubleColumn, detailOnly].map {
    $0.columns(for: Size(width: 0, height: 0)).joined(separator: " ")
  }

  /// The columns shown, leading first: "sidebar detail" or "detail".
  public func columns(for screen: Size) -> [String] {
    resolved(for: screen) == .detailOnly ? ["detail"] : ["sidebar", "detail"]
  }
}
