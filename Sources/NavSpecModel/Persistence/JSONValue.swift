/// A JSON document, for what the model saves and restores (navigation state, tab customisation).
/// Its string escaper (`stringLiteral`) is also the one the language's JSON report uses.
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

  /// The canonical text: compact, keys sorted, strings escaped where JSON requires it and where a
  /// character would act on a terminal (`stringLiteral(_:)`).
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
    if number == number.rounded(), abs(number) < 1e15 { return String(Int64(clamping: number)) }
    return "\(number)"
  }

  /// `string` as a JSON string literal: the one escaper of the project, for the model's saved
  /// JSON and the language's JSON report alike.
  ///
  /// RFC 8259 §7: `"` and `\` are escaped, control characters become `\n`, `\t` … or `\u00xx`.
  /// DEL, the C1 controls, the line and paragraph separators and the bidirectional controls are
  /// legal raw, but would act on a terminal or an editor that shows the text, so they are written
  /// as `\u` escapes too (lower-case hex). Everything else (slashes, non-ASCII) is written as is.
  public static func stringLiteral(_ string: String) -> String {
    var text = ""
    writeString(string, into: &text)
    return text
  }

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
      case "\u{0}"..."\u{1F}", "\u{7F}"..."\u{9F}", "\u{2028}", "\u{2029}", "\u{061C}",
        "\u{200E}", "\u{200F}", "\u{202A}"..."\u{202E}", "\u{2066}"..."\u{2069}":
        let digits = String(scalar.value, radix: 16, uppercase: false)
        text += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
      default:
        text.unicodeScalars.append(scalar)
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
