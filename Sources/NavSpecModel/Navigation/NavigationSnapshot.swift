/// The saved navigation state: the selected tab and every tab's path as ids, like the
/// document's `NavigationModel` ("Store IDs, not full objects"). Its JSON is canonical, so saving,
/// restoring into a fresh model and saving again gives identical text:
///
///     {"paths":{"Home":[],"Library":["recipe/apple-pie"]},"selectedTab":"Library","version":1}
///
/// Every tab of the app has a key in `paths` (an empty array at the root). Reading ignores keys it
/// does not know (as Codable does) and rejects everything else that is off: see `decode`.
public struct NavigationSnapshot: Hashable, Sendable {
  /// The format this model writes and reads (our decision: a number to bump when the shape
  /// changes, checked first so a newer save is refused clearly).
  public static let version = 1

  public var selectedTab: String
  public var paths: [String: [Route]]

  public init(selectedTab: String, paths: [String: [Route]]) {
    self.selectedTab = selectedTab
    self.paths = paths
  }

  public var json: JSONValue {
    .object([
      "version": .number(Double(Self.version)),
      "selectedTab": .string(selectedTab),
      "paths": .object(paths.mapValues { .array($0.map { .string($0.description) }) }),
    ])
  }

  public var text: String { json.canonicalText }

  /// Reads saved text. Rejected: malformed or truncated JSON, no object at the top, a missing or
  /// other `version`, a missing or mistyped `selectedTab` or `paths`, a path that is not an array of
  /// `"type/id"` strings. Whether the tabs, types and ids exist is the router's business.
  public static func decode(_ text: String) throws(RestorationError) -> NavigationSnapshot {
    let members = try RestorationError.object(from: text, version: version)
    guard let selected = try RestorationError.member("selectedTab", of: members).stringValue else {
      throw RestorationError("\"selectedTab\" must be a string")
    }
    guard let pathMembers = try RestorationError.member("paths", of: members).objectValue else {
      throw RestorationError("\"paths\" must be an object")
    }
    var paths: [String: [Route]] = [:]
    for (tab, value) in pathMembers {
      guard let elements = value.arrayValue else {
        throw RestorationError("\"paths\".\(tab) must be an array")
      }
      var routes: [Route] = []
      for (index, element) in elements.enumerated() {
        guard let spelled = element.stringValue, let route = Route(spelled: spelled) else {
          throw RestorationError(
            "\"paths\".\(tab)[\(index)] must be a string \"type/id\", not \(element.canonicalText)")
        }
        routes.append(route)
      }
      paths[tab] = routes
    }
    return NavigationSnapshot(selectedTab: selected, paths: paths)
  }
}
