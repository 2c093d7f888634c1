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

  public static func parse(_ text: String) throws(Rejection) -> DeepLink {
    guard !text.isEmpty else { throw Rejection("malformed URL: it is empty") }
    for scalar in text.unicodeScalars where !isAllowed(scalar) {
      throw Rejection(
        "malformed URL: \(describe(scalar)) must be percent-encoded")
    }
    guard let colon = text.firstIndex(of: ":") else {
      throw Rejection("malformed URL: no scheme (expected 'scheme://…')")
    }
    let scheme = String(text[..<colon])
    guard let first = scheme.unicodeScalars.first, isLetter(first),
      scheme.unicodeScalars.allSatisfy({
        isLetter($0) || isDigit($0) || "+-.".unicodeScalars.contains($0)
      })
    else {
      throw Rejection("malformed URL: '\(scheme)' is not a scheme")
    }
    var rest = text[text.index(after: colon)...]
    guard rest.hasPrefix("//") else {
      throw Rejection("malformed URL: expected '//' after '\(scheme):'")
    }
    rest = rest.dropFirst(2)
    // The fragment, then the query, are ignored.
    if let hash = rest.firstIndex(of: "#") { rest = rest[..<hash] }
    if let question = rest.firstIndex(of: "?") { rest = rest[..<question] }
    let slash = rest.firstIndex(of: "/") ?? rest.endIndex
    let authority = rest[..<slash]
    if authority.contains("@") { throw Rejection("malformed URL: user info is not allowed") }
    if authority.contains(":") { throw Rejection("malformed URL: a port is not allowed") }
    if authority.contains("[") || authority.contains("]") {
      throw Rejection("malformed URL: an IP literal is not allowed")
    }
    if rest.contains("[") || rest.contains("]") {
      throw Rejection("malformed URL: '[' and ']' must be percent-encoded in a path")
    }
    let host = try decode(authority).lowercased()
    var segments: [String] = []
    if slash < rest.endIndex {
      var path = rest[rest.index(after: slash)...].split(
        separator: "/", omittingEmptySubsequences: false)
      if path.last?.isEmpty == true { path.removeLast() }
      for segment in path {
        guard !segment.isEmpty else { throw Rejection("malformed URL: empty path segment") }
        segments.append(try decode(segment))
      }
    }
    return DeepLink(scheme: scheme.lowercased(), host: host, path: segments)
  }

  /// Decodes `%XX` escapes; the bytes must form UTF-8.
  static func decode(_ text: Substring) throws(Rejection) -> String {
    var bytes: [UInt8] = []
    var scalars = Array(text.unicodeScalars)[...]
    while let scalar = scalars.popFirst() {
      guard scalar == "%" else {
        bytes.append(UInt8(scalar.value))  // ASCII: checked by isAllowed
        continue
      }
      guard scalars.count >= 2, let high = hexValue(scalars[scalars.startIndex]),
        let low = hexValue(scalars[scalars.startIndex + 1])
      else {
        let shown = "%" + String(String.UnicodeScalarView(scalars.prefix(2)))
        throw Rejection("malformed URL: bad percent-encoding '\(shown)'")
      }
      scalars = scalars.dropFirst(2)
      bytes.append(high << 4 | low)
    }
    guard let string = String(validating: bytes, as: UTF8.self) else {
      throw Rejection("malformed URL: percent-encoded bytes are not UTF-8")
    }
    return string
  }

  /// RFC 3986 unreserved, reserved (gen-delims and sub-delims) and `%`.
  private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    isLetter(scalar) || isDigit(scalar) || "-._~:/?#[]@!$&'()*+,;=%".unicodeScalars.contains(scalar)
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
