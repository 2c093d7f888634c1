import NavSpecModel

/// Just enough of JSON to write the reports (`navspec run --format json`, `navspec audit`'s JSON
/// and SARIF, the audit baseline). Objects are ordered pairs, not a dictionary, so key order is
/// part of each format; numbers are pre-formatted text, so no formatter chooses their digits.
indirect enum OrderedJSON {
  case object([(String, OrderedJSON)])
  case array([OrderedJSON])
  case string(String)
  case number(String)
  case bool(Bool)
  case null

  /// The document, pretty-printed, with a final newline.
  var text: String {
    var out = ""
    write(to: &out, indent: "")
    return out + "\n"
  }

  /// Pretty-prints with two-space indentation; empty containers stay on one line (`[]`).
  func write(to out: inout String, indent: String) {
    switch self {
    case .object(let members):
      guard !members.isEmpty else {
        out += "{}"
        return
      }
      out += "{\n"
      for (index, (key, value)) in members.enumerated() {
        out += indent + "  " + Self.quoted(key) + ": "
        value.write(to: &out, indent: indent + "  ")
        out += index == members.count - 1 ? "\n" : ",\n"
      }
      out += indent + "}"
    case .array(let elements):
      guard !elements.isEmpty else {
        out += "[]"
        return
      }
      out += "[\n"
      for (index, element) in elements.enumerated() {
        out += indent + "  "
        element.write(to: &out, indent: indent + "  ")
        out += index == elements.count - 1 ? "\n" : ",\n"
      }
      out += indent + "]"
    case .string(let text): out += Self.quoted(text)
    case .number(let text): out += text
    case .bool(let flag): out += flag ? "true" : "false"
    case .null: out += "null"
    }
  }

  /// A JSON string literal, escaped as the model's saved JSON is (`JSONValue.stringLiteral`).
  private static func quoted(_ text: String) -> String { JSONValue.stringLiteral(text) }

  /// A whole number.
  static func integer(_ value: Int) -> OrderedJSON { .number(String(value)) }
}
