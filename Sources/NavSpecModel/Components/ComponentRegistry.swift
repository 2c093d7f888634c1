/// Every kind of screen component the model knows: the one place a new component is registered.
/// The simulator installs a tab container by looking its style word up here, and the language
/// lists styles and parts from here, so adding a component to this list is the only edit outside
/// its own folder (docs/architecture.md, "How to add a component").
public enum ComponentRegistry {
  /// Tab containers, in the order `:help` and error messages list their styles.
  public static let tabContainers: [any TabContainer.Type] = [
    GlassTabBar.self,
    SystemTabView.self,
    BubbleBar.self,
    GooeyTabBar.self,
  ]

  /// Components that are not tab containers (navigation is installed by declaring routes).
  public static let otherComponents: [any ScreenComponent.Type] = [
    Router.self,
    CollapsingHeader.self,
    ScrollView.self,
  ]

  /// What `tabbar` installs for a style nobody registered (the checker rejects such a style
  /// before a scenario runs; the model still installs something rather than trap).
  public static let defaultTabContainer: any TabContainer.Type = GlassTabBar.self

  /// Every component type: the tab containers, then the others.
  public static var components: [any ScreenComponent.Type] {
    tabContainers.map { $0 as any ScreenComponent.Type } + otherComponents
  }

  /// The tab container a style word installs.
  public static func tabContainer(style: String) -> (any TabContainer.Type)? {
    tabContainers.first { $0.styles.contains(style) }
  }

  /// Every style word, in registration order.
  public static var styles: [String] { tabContainers.flatMap { $0.styles } }

  /// The parts a bar of `style` has; empty for an unknown style.
  public static func parts(style: String) -> Set<TabContainerPart> {
    tabContainer(style: style)?.parts(style: style) ?? []
  }

  /// Root groups keyed by subscript, across every component.
  public static var keyedStateGroups: Set<String> {
    components.reduce(into: []) { $0.formUnion($1.keyedStateGroups) }
  }
}
