/// A URL taken apart the way the router reads it: `myapp://category/desserts/recipe/apple-pie` is
/// scheme `myapp`, host `category` and path `desserts`, `recipe`, `apple-pie`, percent-decoded.
///
/// The parser is ours (no Foundation), after RFC 3986, and strict where a link could be misread:
/// - the scheme (letters, then letters, digits, `+`, `-`, `.`) is followed by `://`; it and the
///   host compare case-insensitively (RFC 3986 §3.1, §3.2.2), the path case-sensitively;
/// - characters outside RFC 3986's unreserved, reserved and `%` must be percent-encoded (a space,
///   a raw `é`); `%` must start a two-digit hex escape, and the decoded bytes must be UTF-8;
/// - user info (`user@`), a port (`:8080`) and IP literals (`[::1]`) are not part of an app link
///   and are rejected;
/// - the query (`?ref=mail`) and the fragment (`#top`) are ignored; so is one trailing `/`; an
///   empty segment anywhere else (`recipe//apple-pie`) is rejected.
public struct DeepLink: Hashable, Sendable {
  /// Lowercased.
  public var scheme: String
  /// Lowercased and percent-decoded; may be empty (`myapp:///recipe/x`).
  public var host: String
  /// The path's segments, percent-decoded.
  public var path: [String]

  public init(scheme: String, host: String, path: [String]) {
    self.scheme = scheme
    self.host = host
    self.path = path
  }

  /// The host, then the path: what the router reads as `type id type id …`.
  public var segments: [String] { [host] + path }

  /// Why a link was turned down: the `reason` of `deepLinkRejected`.
  public struct Rejection: Error, Hashable, Sendable, CustomStringConvertible {
    public var reason: String

    public init(_ reason: String) {
      self.reason = reason
    }

    public var description: String { reason }
  }

  /// Read as bytes: every character that passes the first check is ASCII, so a byte is a
  /// character. Walking the text by `Character` (grapheme clusters) cost about 1.5 % of a typical
  /// scenario for its one link (docs/model.md#the-run).
  public static func parse(_ text: String) throws(Rejection) -> DeepLink {
    guard !text.isEmpty else { throw Rejection("malformed URL: it is empty") }
    let bytes = Array(text.utf8)
    guard bytes.allSatisfy(isAllowed) else {
      // Not ASCII, or ASCII that must be escaped: found again by scalar, to name it.
      for scalar in text.unicodeScalars where !isAllowed(scalar) {
        throw Rejection("malformed URL: \(describe(scalar)) must be percent-encoded")
      }
      preconditionFailure("a byte outside the allowed set belongs to a scalar outside it")
    }
    guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else {
      throw Rejection("malformed URL: no scheme (expected 'scheme://…')")
    }
    let schemeBytes = bytes[..<colon]
    guard let first = schemeBytes.first, isLetter(first),
      schemeBytes.allSatisfy({
        isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-")
          || $0 == UInt8(ascii: ".")
      })
    else {
      throw Rejection("malformed URL: '\(string(schemeBytes))' is not a scheme")
    }
    var rest = bytes[(colon + 1)...]
    guard rest.starts(with: [UInt8(ascii: "/"), UInt8(ascii: "/")]) else {
      throw Rejection("malformed URL: expected '//' after '\(string(schemeBytes)):'")
    }
    rest = rest.dropFirst(2)
    // The fragment, then the query, are ignored.
    if let hash = rest.firstIndex(of: UInt8(ascii: "#")) { rest = rest[..<hash] }
    if let question = rest.firstIndex(of: UInt8(ascii: "?")) { rest = rest[..<question] }
    let slash = rest.firstIndex(of: UInt8(ascii: "/")) ?? rest.endIndex
    let authority = rest[..<slash]
    if authority.contains(UInt8(ascii: "@")) {
      throw Rejection("malformed URL: user info is not allowed")
    }
    if authority.contains(UInt8(ascii: ":")) {
      throw Rejection("malformed URL: a port is not allowed")
    }
    if authority.contains(where: isBracket) {
      throw Rejection("malformed URL: an IP literal is not allowed")
    }
    if rest.contains(where: isBracket) {
      throw Rejection("malformed URL: '[' and ']' must be percent-encoded in a path")
    }
    let host = try decode(authority).lowercased()
    var segments: [String] = []
    if slash < rest.endIndex {
      var path = rest[(slash + 1)...].split(
        separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
      if path.last?.isEmpty == true { path.removeLast() }
      for segment in path {
        guard !segment.isEmpty else { throw Rejection("malformed URL: empty path segment") }
        segments.append(try decode(segment))
      }
    }
    return DeepLink(scheme: string(schemeBytes).lowercased(), host: host, path: segments)
  }

  /// Decodes `%XX` escapes in text already checked to be ASCII (`isAllowed`); the bytes must form
  /// UTF-8.
  private static func decode(_ text: ArraySlice<UInt8>) throws(Rejection) -> String {
    guard text.contains(UInt8(ascii: "%")) else { return string(text) }
    var bytes: [UInt8] = []
    var index = text.startIndex
    while index < text.endIndex {
      let byte = text[index]
      index += 1
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      guard text.endIndex - index >= 2, let high = hexValue(text[index]),
        let low = hexValue(text[index + 1])
      else {
        let shown = "%" + string(text[index..<min(index + 2, text.endIndex)])
        throw Rejection("malformed URL: bad percent-encoding '\(shown)'")
      }
      index += 2
      bytes.append(high << 4 | low)
    }
    guard let string = String(validating: bytes, as: UTF8.self) else {
      throw Rejection("malformed URL: percent-encoded bytes are not UTF-8")
    }
    return string
  }

  private static func string(_ bytes: ArraySlice<UInt8>) -> String {
    String(decoding: bytes, as: UTF8.self)
  }

  private static func isBracket(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]")
  }

  /// `isAllowed` for one byte of UTF-8: a byte of a longer scalar is never allowed.
  private static func isAllowed(_ byte: UInt8) -> Bool {
    byte < 0x80 && isAllowed(Unicode.Scalar(byte))
  }

  private static func isLetter(_ byte: UInt8) -> Bool { isLetter(Unicode.Scalar(byte)) }

  private static func isDigit(_ byte: UInt8) -> Bool { isDigit(Unicode.Scalar(byte)) }

  private static func hexValue(_ byte: UInt8) -> UInt8? { hexValue(Unicode.Scalar(byte)) }

  /// RFC 3986 unreserved, reserved (gen-delims and sub-delims) and `%`.
  private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "a"..."z", "A"..."Z", "0"..."9", "-", ".", "_", "~", ":", "/", "?", "#", "[", "]", "@",
      "!", "$", "&", "'", "(", ")", "*", "+", ",", ";", "=", "%":
      return true
    default:
      return false
    }
  }

  private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
  }

  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

  private static func hexValue(_ scalar: Unicode.Scalar) -> UInt8? {
    switch scalar {
    case "0"..."9": return UInt8(scalar.value - 48)
    case "a"..."f": return UInt8(scalar.value - 87)
    case "A"..."F": return UInt8(scalar.value - 55)
    default: return nil
    }
  }

  private static func describe(_ scalar: Unicode.Scalar) -> String {
    if scalar == " " { return "a space" }
    if scalar.value < 0x20 || scalar.value == 0x7F || scalar.properties.generalCategory == .format {
      return "U+" + String(scalar.value, radix: 16, uppercase: true)
    }
    return "'\(scalar)'"
  }
}
