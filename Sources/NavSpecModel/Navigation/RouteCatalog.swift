/// The app's data model as navigation sees it: every route type and the items it can show. Paths
/// store ids (docs/design-inputs.md#state-restoration), so restoring a path looks
/// each id up here and drops the ones that are gone.
public struct RouteCatalog: Hashable, Sendable {
  /// In declaration order.
  public private(set) var types: [RouteType] = []

  public init() {}

  public func type(named name: String) -> RouteType? {
    types.first { $0.name == name }
  }

  /// Adds a route type, replacing one of the same name.
  public mutating func declare(_ type: RouteType) {
    if let index = types.firstIndex(where: { $0.name == type.name }) {
      types[index] = type
    } else {
      types.append(type)
    }
  }

  /// Removes an item from the data model. Returns false when there was no such item. Stacks that
  /// show it keep their screen (a path holds the value it was given); only later look-ups by id
  /// (restoration, deep links, pushes) no longer find it.
  @discardableResult
  public mutating func delete(_ route: Route) -> Bool {
    guard let typeIndex = types.firstIndex(where: { $0.name == route.type }),
      let itemIndex = types[typeIndex].items.firstIndex(where: { $0.id == route.id })
    else { return false }
    types[typeIndex].items.remove(at: itemIndex)
    return true
  }
}
