/// The app's data model as navigation sees it: every route type and the items it can show. Paths
/// store ids (docs/design-inputs.md#state-restoration), so restoring a path looks
/// each id up here and drops the ones that are gone.
///
/// Route types are matched without regard to case, everywhere: a deep link's host names the first
/// type and RFC 3986 makes the host case-insensitive (§3.2.2), so `route Chef …` must open from
/// `myapp://chef/…`; pushes, paths and saved state match the same way so a type means one thing
/// wherever it is written. Routes keep the declared spelling (`Chef/julia`). Ids are data and stay
/// case-sensitive, as a URL's path is.
public struct RouteCatalog: Hashable, Sendable {
  /// In declaration order.
  public private(set) var types: [RouteType] = []
  /// Each type's position in `types`, by `key(for:)`: a look-up costs the same however many types
  /// there are (scanning made 16,000 `route` and `push` lines take 52 s, docs/model.md#cost).
  private var positions: [String: Int] = [:]
  /// Items deleted from the data model, by type key and id: a stack that showed one keeps its
  /// screen, and the declared-stack-items invariant accepts it (docs/explore.md).
  private var deleted: Set<Route> = []

  public init() {}

  /// What two spellings of one route type have in common: the name lowercased.
  public static func key(for name: String) -> String { name.lowercased() }

  public func type(named name: String) -> RouteType? {
    positions[Self.key(for: name)].map { types[$0] }
  }

  /// Adds a route type, replacing one of the same name (in any case).
  public mutating func declare(_ type: RouteType) {
    let key = Self.key(for: type.name)
    if let index = positions[key] {
      types[index] = type
    } else {
      positions[key] = types.count
      types.append(type)
    }
  }

  /// Removes an item from the data model. Returns false when there was no such item. Stacks that
  /// show it keep their screen (a path holds the value it was given); only later look-ups by id
  /// (restoration, deep links, pushes) no longer find it.
  @discardableResult
  public mutating func delete(_ route: Route) -> Bool {
    guard let typeIndex = positions[Self.key(for: route.type)],
      let itemIndex = types[typeIndex].items.firstIndex(where: { $0.id == route.id })
    else { return false }
    types[typeIndex].items.remove(at: itemIndex)
    deleted.insert(Route(type: Self.key(for: route.type), id: route.id))
    return true
  }

  /// Why `route` on `tab`'s stack is not a declared item, or nil when it is: its type must be
  /// declared and registered in that tab's stack (or in every stack), and its id one of the type's
  /// items or one deleted since it was pushed (the screen keeps the value it was given).
  func problem(with route: Route, onTab tab: String) -> String? {
    guard let type = type(named: route.type) else {
      return "no route type \(route.type) is declared"
    }
    if let only = type.tab, only != tab {
      return "route type \(type.name) is registered in \(only)'s stack only"
    }
    guard
      type.items.contains(where: { $0.id == route.id })
        || deleted.contains(Route(type: Self.key(for: route.type), id: route.id))
    else { return "\(type.name) has no item \(route.id)" }
    return nil
  }
}
