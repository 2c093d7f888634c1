/// Why saved text could not be restored: malformed or truncated JSON, a version this model does
/// not read, a missing or mistyped key, or names the app does not have. Restoring either succeeds
/// or changes nothing; this is the "nothing" case, with its reason.
public struct RestorationError: Error, Hashable, Sendable, CustomStringConvertible {
  public var reason: String

  public init(_ reason: String) {
    self.reason = reason
  }

  public var description: String { reason }

  /// Reads a whole saved document: JSON, an object at the top, and the expected `version` (checked
  /// before anything else, so a newer save is reported as such rather than as a shape mismatch).
  static func object(from text: String, version: Int) throws(RestorationError) -> [String:
    JSONValue]
  {
    let json: JSONValue
    do {
      json = try JSONParser.parse(text)
    } catch {
      throw RestorationError("malformed JSON: \(error)")
    }
    guard let members = json.objectValue else {
      throw RestorationError("expected a JSON object at the top")
    }
    guard let found = members["version"] else {
      throw RestorationError("missing key \"version\"")
    }
    guard let number = found.numberValue, number == number.rounded(), abs(number) < 1e15 else {
      throw RestorationError("\"version\" must be a whole number")
    }
    guard Int(clamping: number) == version else {
      throw RestorationError(
        "unsupported version \(Int(clamping: number)); this model reads version \(version)")
    }
    return members
  }

  /// A required member of `members`.
  static func member(_ key: String, of members: [String: JSONValue]) throws(RestorationError)
    -> JSONValue
  {
    guard let value = members[key] else { throw RestorationError("missing key \"\(key)\"") }
    return value
  }
}
