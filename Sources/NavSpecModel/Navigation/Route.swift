/// One screen on a navigation stack: a route type and an item's id, as a `NavigationPath` holds
/// values (docs/design-inputs.md#route-types). Written `recipe/apple-pie`, the form
/// used by deep links, the saved JSON and the state tree.
public struct Route: Hashable, Sendable, CustomStringConvertible {
  public var type: String
  public var id: String

  public init(type: String, id: String) {
    self.type = type
    self.id = id
  }

  /// `type/id`.
  public var description: String { "\(type)/\(id)" }

  /// Reads `type/id`, splitting at the first slash: types are scenario words and never contain
  /// one, ids may. Nil when either side is empty or there is no slash.
  public init?(spelled text: String) {
    guard let slash = text.firstIndex(of: "/") else { return nil }
    let type = String(text[..<slash])
    let id = String(text[text.index(after: slash)...])
    guard !type.isEmpty, !id.isEmpty else { return nil }
    self.init(type: type, id: id)
  }

  /// Between the routes of a spelled path.
  public static let separator = "/"

  /// A path as text: its routes joined by `/` (`category/desserts/recipe/apple-pie`), the way a
  /// deep link spells it; "" at the root.
  public static func spell(_ path: [Route]) -> String {
    path.map(\.description).joined(separator: separator)
  }
}
