import Foundation
import NavSpecLanguage
import NavSpecModel
import NavSpecTestSupport
import Testing

/// The libFuzzer dictionary (Fuzz/ScenarioFuzzer/scenario.dict, docs/fuzzing.md) holds every
/// statement keyword, every `tabbar` style and every event name, so the fuzzer's mutations can
/// reach a new component's statements and events as soon as they exist; a keyword or an event
/// added without its word fails here.
struct FuzzDictionaryTests {
  static let path = "Fuzz/ScenarioFuzzer/scenario.dict"

  /// The entries, decoded: libFuzzer's format is one `"value"` or `name="value"` a line, with
  /// `\\`, `\"` and `\xNN` escapes; `#` starts a comment line. Nil for a malformed line.
  static func entries(_ text: String) -> [(line: Int, value: [UInt8]?)] {
    var result: [(Int, [UInt8]?)] = []
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = raw.trimmingCharacters(in: .whitespaces)
      if line.isEmpty || line.hasPrefix("#") { continue }
      result.append((index + 1, decode(line)))
    }
    return result
  }

  private static func decode(_ line: String) -> [UInt8]? {
    var bytes = Array(line.utf8)
    if let quote = bytes.firstIndex(of: UInt8(ascii: "\"")), quote > 0 {
      let name = bytes[..<quote]
      guard name.last == UInt8(ascii: "="),
        name.dropLast().allSatisfy({ $0 == UInt8(ascii: "_") || isAlphanumeric($0) })
      else { return nil }
      bytes.removeFirst(quote)
    }
    guard bytes.count >= 2, bytes.first == UInt8(ascii: "\""), bytes.last == UInt8(ascii: "\"")
    else { return nil }
    let body = bytes.dropFirst().dropLast()
    var value: [UInt8] = []
    var index = body.startIndex
    while index < body.endIndex {
      let byte = body[index]
      if byte == UInt8(ascii: "\"") { return nil }
      guard byte == UInt8(ascii: "\\") else {
        value.append(byte)
        index += 1
        continue
      }
      guard index + 1 < body.endIndex else { return nil }
      let next = body[index + 1]
      if next == UInt8(ascii: "\\") || next == UInt8(ascii: "\"") {
        value.append(next)
        index += 2
      } else if next == UInt8(ascii: "x"), index + 3 < body.endIndex,
        let hex = UInt8(String(decoding: body[(index + 2)...(index + 3)], as: UTF8.self), radix: 16)
      {
        value.append(hex)
        index += 4
      } else {
        return nil
      }
    }
    return value
  }

  private static func isAlphanumeric(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  static func words() throws -> Set<String> {
    Set(
      try entries(PackageFiles.read(path)).compactMap {
        $0.value.map { String(decoding: $0, as: UTF8.self) }
      })
  }

  @Test func everyLineIsAnEntryLibFuzzerReads() throws {
    let entries = Self.entries(try PackageFiles.read(Self.path))
    #expect(entries.count > 100)
    for entry in entries {
      #expect(entry.value != nil, "\(Self.path):\(entry.line) is not a libFuzzer dictionary entry")
    }
  }

  @Test func holdsEveryStatementKeyword() throws {
    let words = try Self.words()
    let missing = StatementVocabulary.words.filter { !words.contains($0) }
    #expect(missing.isEmpty, "add to \(Self.path): \(missing)")
  }

  @Test func holdsEveryTabBarStyle() throws {
    let words = try Self.words()
    let missing = StatementVocabulary.tabBarStyles.filter { !words.contains($0) }
    #expect(missing.isEmpty, "add to \(Self.path): \(missing)")
  }

  @Test func holdsEveryEventName() throws {
    let words = try Self.words()
    let missing = EventKind.allCases.map(\.rawValue).filter { !words.contains($0) }
    #expect(missing.isEmpty, "add to \(Self.path): \(missing)")
  }

  /// The decoder itself: the escapes and the `name=` prefix libFuzzer accepts, and what it rejects.
  @Test func decodesLibFuzzerEscapes() {
    let decoded = Self.entries(
      "# comment\n\"a\\\"b\"\nkw1=\"\\xc2\\xb1\"\n\"\\\\\"\n\nbare\n\"x\\q\"\n")
    #expect(decoded.map(\.line) == [2, 3, 4, 6, 7])
    #expect(decoded[0].value == Array("a\"b".utf8))
    #expect(decoded[1].value == [0xc2, 0xb1])
    #expect(decoded[2].value == [UInt8(ascii: "\\")])
    #expect(decoded[3].value == nil)
    #expect(decoded[4].value == nil)
  }
}
