// What routes and the router's statements are made of: route items, route literals, and what
// `save` and `restore` keep.

/// `apple-pie "Apple Pie"` in a `route` line.
public struct RouteItemLiteral: Hashable, Sendable {
  public var id: Located<String>
  public var title: Located<String>

  public init(id: Located<String>, title: Located<String>) {
    self.id = id
    self.title = title
  }
}

/// `recipe apple-pie`: a route type and an item id, as `push`, `delete` and `replace path` take.
public struct RouteLiteral: Hashable, Sendable, CustomStringConvertible {
  public var type: Located<String>
  public var id: Located<String>

  public init(type: Located<String>, id: Located<String>) {
    self.type = type
    self.id = id
  }

  /// From the type to the id.
  public var range: SourceRange {
    SourceRange(
      start: type.range.start,
      length: id.range.start.column + id.range.length - type.range.start.column)
  }

  /// `recipe/apple-pie`.
  public var description: String { "\(type.value)/\(id.value)" }
}

/// What `save` and `restore` keep: the navigation state or the TabView's customisation.
public enum SavedKind: String, Hashable, Sendable, CaseIterable {
  case state
  case customization
}

/// `restore state s1` or `restore state from "{…}"`.
public enum RestoreSource: Hashable, Sendable {
  case named(Located<String>)
  case json(Located<String>)
}
