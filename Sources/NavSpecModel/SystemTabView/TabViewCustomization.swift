/// The user's arrangement of a customisable TabView (docs/design-inputs.md#the-system-tabview:
/// `TabViewCustomization` persisted with `@AppStorage`): their order of the movable tabs and the
/// tabs they showed or hid. Its JSON is canonical, like the navigation state's:
///
///     {"order":["Library","Home"],"version":1,"visibility":{"Debug":"visible","Library":"hidden"}}
public struct TabViewCustomization: Hashable, Sendable {
  public enum Visibility: String, Hashable, Sendable, CaseIterable {
    case visible
    case hidden
  }

  /// The format version (our decision, as for the navigation state).
  public static let version = 1

  /// Titles of movable tabs in the user's order; tabs not listed follow in declaration order.
  public var order: [String] = []
  /// The user's choice per tab; tabs not listed keep their default.
  public var visibility: [String: Visibility] = [:]

  public init(order: [String] = [], visibility: [String: Visibility] = [:]) {
    self.order = order
    self.visibility = visibility
  }

  public var json: JSONValue {
    .object([
      "version": .number(Double(Self.version)),
      "order": .array(order.map(JSONValue.string)),
      "visibility": .object(visibility.mapValues { .string($0.rawValue) }),
    ])
  }

  public var text: String { json.canonicalText }

  /// Reads saved text. Rejected: malformed or truncated JSON, a missing or other `version`, an
  /// `order` that is not an array of distinct strings, a `visibility` that is not an object of
  /// "visible"/"hidden". Tabs that no longer exist are the TabView's to drop.
  public static func decode(_ text: String) throws(RestorationError) -> TabViewCustomization {
    let members = try RestorationError.object(from: text, version: version)
    guard let orderValues = try RestorationError.member("order", of: members).arrayValue else {
      throw RestorationError("\"order\" must be an array")
    }
    var order: [String] = []
    for (index, value) in orderValues.enumerated() {
      guard let title = value.stringValue else {
        throw RestorationError("\"order\"[\(index)] must be a string, not \(value.canonicalText)")
      }
      guard !order.contains(title) else {
        throw RestorationError("\"order\" names '\(title)' twice")
      }
      order.append(title)
    }
    guard let visibilityMembers = try RestorationError.member("visibility", of: members).objectValue
    else {
      throw RestorationError("\"visibility\" must be an object")
    }
    var visibility: [String: Visibility] = [:]
    for (title, value) in visibilityMembers {
      guard let word = value.stringValue, let choice = Visibility(rawValue: word) else {
        throw RestorationError(
          "\"visibility\".\(title) must be \"visible\" or \"hidden\", not \(value.canonicalText)")
      }
      visibility[title] = choice
    }
    return TabViewCustomization(order: order, visibility: visibility)
  }
}
