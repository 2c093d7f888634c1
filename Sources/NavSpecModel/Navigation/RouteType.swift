/// A kind of destination, as a `navigationDestination(for:)` registers one
/// (docs/design-inputs.md#route-types: `Category`, `Recipe`), with the items the app's data model
/// holds for it.
public struct RouteType: Hashable, Sendable {
  /// The word scenarios and URLs use: `recipe` in `myapp://recipe/apple-pie`.
  public var name: String
  /// In declaration order. Deleting an item removes it here (the data model changed).
  public var items: [RouteItem]
  /// The tab whose stack registers this destination; nil registers it in every tab's stack (our
  /// decision: a destination declared on the whole TabView is visible from each tab).
  public var tab: String?

  public init(name: String, items: [RouteItem], tab: String?) {
    self.name = name
    self.items = items
    self.tab = tab
  }

  public func item(id: String) -> RouteItem? {
    items.first { $0.id == id }
  }

  /// Whether a stack in `tab` can show this route (has a matching navigationDestination).
  public func isRegistered(in tab: String) -> Bool {
    self.tab == nil || self.tab == tab
  }
}
