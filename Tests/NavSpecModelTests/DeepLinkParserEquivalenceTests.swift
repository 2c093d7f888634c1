import Testing

@testable import NavSpecModel

/// The deep-link parser reads bytes; the parser it replaced read characters and scalars, and is
/// kept here as the reference: both must accept the same links, take them apart the same way and
/// reject the rest with the same reason.
struct DeepLinkParserEquivalenceTests {
  /// Every string of up to three pieces from an alphabet of the parser's corner cases, after
  /// a few prefixes: about 100,000 links.
  @Test func theByteParserAgreesWithTheCharacterParser() {
    let pieces = [
      "a", "Z", "9", "-", ".", "+", ":", "/", "//", "?", "#", "@", "[", "]", "%", "%2", "%41",
      "%C3%A9", "%FF", "%zz", " ", "é", "\u{200B}", "\r\n", "~", "!", ":80", "x.y",
    ]
    let prefixes = ["", "myapp://", "MyApp://host/", "my+app.v2-x://", "1a://", "a:/", "a://h/p/"]
    var cases: [String] = []
    for prefix in prefixes {
      cases.append(prefix)
      for a in pieces {
        cases.append(prefix + a)
        for b in pieces {
          cases.append(prefix + a + b)
          for c in pieces { cases.append(prefix + a + b + c) }
        }
      }
    }
    var disagreements: [String] = []
    for text in cases where outcome(DeepLink.parse, text) != outcome(Reference.parse, text) {
      disagreements.append(text)
    }
    #expect(disagreements.isEmpty, "first: \(disagreements.prefix(5))")
  }

  private func outcome(_ parse: (String) throws(DeepLink.Rejection) -> DeepLink, _ text: String)
    -> Result<DeepLink, DeepLink.Rejection>
  {
    do throws(DeepLink.Rejection) { return .success(try parse(text)) } catch {
      return .failure(error)
    }
  }

  /// The parser as it was before it read bytes.
  private enum Reference {
    static func parse(_ text: String) throws(DeepLink.Rejection) -> DeepLink {
      guard !text.isEmpty else { throw DeepLink.Rejection("malformed URL: it is empty") }
      for scalar in text.unicodeScalars where !isAllowed(scalar) {
        throw DeepLink.Rejection(
          "malformed URL: \(describe(scalar)) must be percent-encoded")
      }
      guard let colon = text.firstIndex(of: ":") else {
        throw DeepLink.Rejection("malformed URL: no scheme (expected 'scheme://…')")
      }
      let scheme = String(text[..<colon])
      guard let first = scheme.unicodeScalars.first, isLetter(first),
        scheme.unicodeScalars.allSatisfy({
          isLetter($0) || isDigit($0) || "+-.".unicodeScalars.contains($0)
        })
      else {
        throw DeepLink.Rejection("malformed URL: '\(scheme)' is not a scheme")
      }
      var rest = text[text.index(after: colon)...]
      guard rest.hasPrefix("//") else {
        throw DeepLink.Rejection("malformed URL: expected '//' after '\(scheme):'")
      }
      rest = rest.dropFirst(2)
      // The fragment, then the query, are ignored.
      if let hash = rest.firstIndex(of: "#") { rest = rest[..<hash] }
      if let question = rest.firstIndex(of: "?") { rest = rest[..<question] }
      let slash = rest.firstIndex(of: "/") ?? rest.endIndex
      let authority = rest[..<slash]
      if authority.contains("@") {
        throw DeepLink.Rejection("malformed URL: user info is not allowed")
      }
      if authority.contains(":") {
        throw DeepLink.Rejection("malformed URL: a port is not allowed")
      }
      if authority.contains("[") || authority.contains("]") {
        throw DeepLink.Rejection("malformed URL: an IP literal is not allowed")
      }
      if rest.contains("[") || rest.contains("]") {
        throw DeepLink.Rejection("malformed URL: '[' and ']' must be percent-encoded in a path")
      }
      let host = try decode(authority).lowercased()
      var segments: [String] = []
      if slash < rest.endIndex {
        var path = rest[rest.index(after: slash)...].split(
          separator: "/", omittingEmptySubsequences: false)
        if path.last?.isEmpty == true { path.removeLast() }
        for segment in path {
          guard !segment.isEmpty else {
            throw DeepLink.Rejection("malformed URL: empty path segment")
          }
          segments.append(try decode(segment))
        }
      }
      return DeepLink(scheme: scheme.lowercased(), host: host, path: segments)
    }

    static func decode(_ text: Substring) throws(DeepLink.Rejection) -> String {
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
          throw DeepLink.Rejection("malformed URL: bad percent-encoding '\(shown)'")
        }
        scalars = scalars.dropFirst(2)
        bytes.append(high << 4 | low)
      }
      guard let string = String(validating: bytes, as: UTF8.self) else {
        throw DeepLink.Rejection("malformed URL: percent-encoded bytes are not UTF-8")
      }
      return string
    }

    /// RFC 3986 unreserved, reserved (gen-delims and sub-delims) and `%`.
    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
      isLetter(scalar) || isDigit(scalar)
        || "-._~:/?#[]@!$&'()*+,;=%".unicodeScalars.contains(scalar)
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
      if scalar.value < 0x20 || scalar.value == 0x7F || scalar.properties.generalCategory == .format
      {
        return "U+" + String(scalar.value, radix: 16, uppercase: true)
      }
      return "'\(scalar)'"
    }
  }
}
