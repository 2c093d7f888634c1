/// A JSON document, for what the model saves and restores (navigation state, tab customisation).
///
/// The model writes and reads JSON itself rather than through Foundation's coders so the text is
/// the same on every platform and every run: keys sorted by Unicode scalar values, no spaces, no
/// escaped slashes, numbers as integers when whole. Saving, restoring into a fresh model and
/// saving again therefore gives identical text (the round trip docs/model.md promises).
public enum JSONValue: Hashable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  /// Keys are unique (the parser rejects duplicates); order is irrelevant, text sorts them.
  case object([String: JSONValue])

  /// The canonical text: compact, keys sorted, strings escaped only where JSON requires it.
  public var canonicalText: String {
    var text = ""
    write(into: &text)
    return text
  }

  private func write(into text: inout String) {
    switch self {
    case .null: text += "null"
    case .bool(let flag): text += flag ? "true" : "false"
    case .number(let number): text += Self.spell(number)
    case .string(let string): Self.writeString(string, into: &text)
    case .array(let elements):
      text += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { text += "," }
        element.write(into: &text)
      }
      text += "]"
    case .object(let members):
      text += "{"
      // Sorted by Unicode scalars, not by String's `<`, which is the same today but is not
      // promised to stay so; scalar order is what "sorted keys" means in the saved text.
      let keys = members.keys.sorted {
        $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars)
      }
      for (index, key) in keys.enumerated() {
        if index > 0 { text += "," }
        Self.writeString(key, into: &text)
        text += ":"
        members[key]?.write(into: &text)
      }
      text += "}"
    }
  }

  /// Whole numbers without a fraction ("1"); others in Swift's shortest round-tripping form.
  private static func spell(_ number: Double) -> String {
    if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
    return "\(number)"
  }

  /// RFC 8259 §7: `"` and `\` are escaped, control characters become `\n`, `\t` ... or `\u00XX`;
  /// everything else (slashes, non-ASCII) is written as is.
  private static func writeString(_ string: String, into text: inout String) {
    text += "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case "\u{8}": text += "\\b"
      case "\u{C}": text += "\\f"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16, uppercase: true)
          text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          text.unicodeScalars.append(scalar)
        }
      }
    }
    text += "\""
  }

  // MARK: Reading

  /// The members of an object, or nil.
  public var objectValue: [String: JSONValue]? {
    if case .object(let members) = self { return members }
    return nil
  }

  public var arrayValue: [JSONValue]? {
    if case .array(let elements) = self { return elements }
    return nil
  }

  public var stringValue: String? {
    if case .string(let string) = self { return string }
    return nil
  }

  public var numberValue: Double? {
    if case .number(let number) = self { return number }
    return nil
  }
}
