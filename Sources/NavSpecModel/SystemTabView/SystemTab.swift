/// One `Tab` of the system TabView (docs/design-inputs.md#the-system-tabview): the title, icon,
/// badge and
/// accessibility text every tab has, plus what iOS 18's TabView adds.
public struct SystemTab: Hashable, Sendable {
  /// Title, label, hint, badge and icon, as on the glass bar's tabs.
  public var item: TabItem
  /// The `TabSection` it is in, by title; nil at the top level.
  public var section: String?
  /// `Tab(role: .search)`: placed by the system, last in the tab bar and first in the sidebar.
  public var isSearch = false
  /// `.hidden(condition)`: hidden by the app's state; its stack survives (unlike an `if`).
  public var isHidden = false
  /// `.defaultVisibility(.hidden, for: .tabBar)`: left out of the tab bar until the user shows
  /// it; listed in the sidebar.
  public var isHiddenByDefault = false
  /// False for `.customizationBehavior(.disabled, for: .sidebar, .tabBar)`: the user can neither
  /// hide nor move it.
  public var isCustomizable = true

  public init(title: String) {
    self.item = TabItem(title: title)
  }

  public var title: String { item.title }

  /// Whether the user's customisation may hide or move it (search tabs are placed by the system).
  public var isMovable: Bool { isCustomizable && !isSearch }
}
