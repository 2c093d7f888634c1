/// Reads JSON text (RFC 8259) into a `JSONValue`, or says precisely why it cannot.
///
/// Restoration must reject bad input with a clear reason and change nothing, so every failure is
/// a `JSONParser.Failure` naming what was wrong and where (a 1-based position in Unicode
/// scalars). A document that stops early is reported as truncated, since a cut-off save is the
/// usual way JSON goes bad on a device.
public struct JSONParser {
  public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    /// 1-based position of the offending character (one past the end when the text stopped).
    public var position: Int

    public var description: String { "\(message) at character \(position)" }
  }

  /// Deeper nesting is refused (our decision: saved navigation state is 3 levels deep; the bound
  /// keeps hostile input from exhausting the stack).
  public static let maximumDepth = 32

  private let scalars: [Unicode.Scalar]
  private var index = 0

  private init(_ text: String) {
    scalars = Array(text.unicodeScalars)
  }

  /// Parses a whole document: one value, optionally surrounded by whitespace.
  public static func parse(_ text: String) throws(Failure) -> JSONValue {
    var parser = JSONParser(text)
    parser.skipWhitespace()
    guard parser.index < parser.scalars.count else {
      throw Failure(message: "the text is empty; expected a JSON object", position: 1)
    }
    let value = try parser.parseValue(depth: 0)
    parser.skipWhitespace()
    if parser.index < parser.scalars.count {
      throw parser.failure("unexpected \(parser.describeCurrent()) after the end of the document")
    }
    return value
  }

  // MARK: Values

  private mutating func parseValue(depth: Int) throws(Failure) -> JSONValue {
    guard depth < Self.maximumDepth else {
      throw failure("nesting is deeper than \(Self.maximumDepth) levels")
    }
    guard let scalar = current else { throw truncated("a value") }
    switch scalar {
    case "{": return try parseObject(depth: depth)
    case "[": return try parseArray(depth: depth)
    case "\"": return .string(try parseString())
    case "t": return try parseLiteral("true", .bool(true))
    case "f": return try parseLiteral("false", .bool(false))
    case "n": return try parseLiteral("null", .null)
    case "-", "0"..."9": return .number(try parseNumber())
    default: throw failure("unexpected \(describeCurrent()); expected a value")
    }
  }

  private mutating func parseObject(depth: Int) throws(Failure) -> JSONValue {
    index += 1
    var members: [String: JSONValue] = [:]
    skipWhitespace()
    if current == "}" {
      index += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard let scalar = current else { throw truncated("a key") }
      guard scalar == "\"" else { throw failure("unexpected \(describeCurrent()); expected a key") }
      let keyPosition = index + 1
      let key = try parseString()
      skipWhitespace()
      guard let colon = current else { throw truncated("':'") }
      guard colon == ":" else { throw failure("unexpected \(describeCurrent()); expected ':'") }
      index += 1
      skipWhitespace()
      let value = try parseValue(depth: depth + 1)
      guard members.updateValue(value, forKey: key) == nil else {
        throw Failure(message: "duplicate key \"\(key)\"", position: keyPosition)
      }
      skipWhitespace()
      guard let next = current else { throw truncated("',' or '}'") }
      index += 1
      if next == "}" { return .object(members) }
      guard next == "," else {
        index -= 1
        throw failure("unexpected \(describeCurrent()); expected ',' or '}'")
      }
    }
  }

  private mutating func parseArray(depth: Int) throws(Failure) -> JSONValue {
    index += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if current == "]" {
      index += 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try parseValue(depth: depth + 1))
      skipWhitespace()
      guard let next = current else { throw truncated("',' or ']'") }
      index += 1
      if next == "]" { return .array(elements) }
      guard next == "," else {
        index -= 1
        throw failure("unexpected \(describeCurrent()); expected ',' or ']'")
      }
    }
  }

  private mutating func parseLiteral(_ word: String, _ value: JSONValue) throws(Failure)
    -> JSONValue
  {
    for expected in word.unicodeScalars {
      guard let scalar = current else { throw truncated("'\(word)'") }
      guard scalar == expected else {
        throw failure("unexpected \(describeCurrent()); expected '\(word)'")
      }
      index += 1
    }
    return value
  }

  /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?` (RFC 8259 §6).
  private mutating func parseNumber() throws(Failure) -> Double {
    let start = index
    if current == "-" { index += 1 }
    guard let first = current else { throw truncated("a digit") }
    guard Self.isDigit(first) else {
      throw failure("unexpected \(describeCurrent()); expected a digit")
    }
    index += 1
    if first != "0" { skipDigits() }
    if current == "." {
      index += 1
      guard let digit = current else { throw truncated("a digit") }
      guard Self.isDigit(digit) else {
        throw failure("unexpected \(describeCurrent()); expected a digit after '.'")
      }
      skipDigits()
    }
    if current == "e" || current == "E" {
      index += 1
      if current == "+" || current == "-" { index += 1 }
      guard let digit = current else { throw truncated("a digit") }
      guard Self.isDigit(digit) else {
        throw failure("unexpected \(describeCurrent()); expected an exponent")
      }
      skipDigits()
    }
    var spelling = ""
    spelling.unicodeScalars.append(contentsOf: scalars[start..<index])
    guard let value = Double(spelling), value.isFinite else {
      throw Failure(message: "number \(spelling) is out of range", position: start + 1)
    }
    return value
  }

  private mutating func parseString() throws(Failure) -> String {
    index += 1
    var result = String.UnicodeScalarView()
    while true {
      guard let scalar = current else { throw truncated("a closing '\"'") }
      switch scalar {
      case "\"":
        index += 1
        return String(result)
      case "\\":
        result.append(try parseEscape())
      default:
        guard scalar.value >= 0x20 else {
          throw failure("control character U+\(Self.hex(scalar.value)) in a string; escape it")
        }
        result.append(scalar)
        index += 1
      }
    }
  }

  private mutating func parseEscape() throws(Failure) -> Unicode.Scalar {
    let backslash = index
    index += 1
    guard let code = current else { throw truncated("an escape") }
    index += 1
    switch code {
    case "\"": return "\""
    case "\\": return "\\"
    case "/": return "/"
    case "b": return "\u{8}"
    case "f": return "\u{C}"
    case "n": return "\n"
    case "r": return "\r"
    case "t": return "\t"
    case "u":
      let unit = try parseHexUnit()
      if (0xD800...0xDBFF).contains(unit) {
        // A high surrogate must be followed by `\u` and a low one (RFC 8259 §7).
        guard current == "\\", index + 1 < scalars.count, scalars[index + 1] == "u" else {
          throw Failure(message: "unpaired surrogate in an escape", position: backslash + 1)
        }
        index += 2
        let low = try parseHexUnit()
        guard (0xDC00...0xDFFF).contains(low),
          let scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
        else { throw Failure(message: "unpaired surrogate in an escape", position: backslash + 1) }
        return scalar
      }
      guard let scalar = Unicode.Scalar(unit) else {
        throw Failure(message: "unpaired surrogate in an escape", position: backslash + 1)
      }
      return scalar
    default:
      index -= 1
      throw failure("unknown escape '\\\(code)'")
    }
  }

  private mutating func parseHexUnit() throws(Failure) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let scalar = current else { throw truncated("four hexadecimal digits") }
      guard let digit = Self.hexValue(scalar) else {
        throw failure("unexpected \(describeCurrent()); expected four hexadecimal digits")
      }
      value = value * 16 + digit
      index += 1
    }
    return value
  }

  // MARK: Helpers

  private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

  private mutating func skipWhitespace() {
    while let scalar = current, scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r"
    {
      index += 1
    }
  }

  private mutating func skipDigits() {
    while let scalar = current, Self.isDigit(scalar) { index += 1 }
  }

  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

  private static func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
    switch scalar {
    case "0"..."9": return scalar.value - 48
    case "a"..."f": return scalar.value - 87
    case "A"..."F": return scalar.value - 55
    default: return nil
    }
  }

  private static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  private func describeCurrent() -> String {
    guard let scalar = current else { return "end of text" }
    if scalar.value < 0x20 || scalar.value == 0x7F { return "U+\(Self.hex(scalar.value))" }
    return "'\(scalar)'"
  }

  private func failure(_ message: String) -> Failure {
    Failure(message: message, position: index + 1)
  }

  /// The text stopped where `expected` should have come: the save was cut off.
  private func truncated(_ expected: String) -> Failure {
    Failure(message: "the text ends early (truncated?); expected \(expected)", position: index + 1)
  }
}
