import NavSpecModel
import Testing

@testable import NavSpecLanguage

/// Whatever NavSpec prints (a state value in the REPL or a report, an event, a time, a name in a
/// saved file) can be typed back and reads as the same value. Every value kind is covered, with
/// the awkward cases written out and random text on top.
@Suite("Value round trip")
struct ValueRoundTripTests {
  /// Text that once printed bare but did not lex (`v2.0`), that looks like a keyword, a number
  /// or a URL, or that needs escapes.
  static let awkwardTexts: [String] = [
    "Library", "v2.0", "books.vertical", "square.grid.2x2", "1.circle", "person.2.fill",
    "pill.scale", "v2.0.", ".hidden", "a..b", "a.-1", "a. b", "2-3", "My Projects", "", " ",
    "\"", "\\", "\n", "\t", "\u{7}", "\u{1B}[31m", "#x", "a#b", "Caf\u{E9}", "Cafe\u{301}", "日本",
    "👩‍👩‍👧", "none", "true", "off", "-x", "_x", "x-", "42", "4.5", "-1", "1e5", "myapp://recipe/a",
    "!contains", "!x", "a,b", "[x]", "(x)", "a: b", "±", "x.y.z.", "ü.2", "a.2x2", "a.5ms",
    "a.0.5", "\u{FEFF}x", "x\u{FEFF}", "\u{301}x",
  ]

  static let awkwardNumbers: [Double] = [
    0, -0.0, 1, -1, 185.25, -3.5, 0.1, 1.0 / 3, 1e-7, 123_456.789_012, 1e15, -1e15, 1e300,
    // 2^53 + 1 as written rounds to 2^53: a number the text has more digits of than a Double.
    .leastNonzeroMagnitude, 0.000_001, 0.000_000_5, Double("9007199254740993")!,
  ]

  /// One value of every kind the state tree and event arguments hold.
  static var values: [StateValue] {
    awkwardNumbers.map(StateValue.number) + awkwardTexts.map(StateValue.string)
      + [.bool(true), .bool(false), .none]
      + [.list([]), .list(["selected"]), .list(["button", "selected"])]
      + [.list(["v2.0", "My Projects", "", "none", "a,b", "]"])]
  }

  /// `printed` in the value position of an expectation, read back.
  static func readBack(_ printed: String) -> LiteralValue? {
    let line = "expect x == \(printed)"
    guard case (let statement?, []) = ScenarioParser.parseLine(line, file: "t", line: 1),
      case .expectValue(let expectation) = statement.kind
    else { return nil }
    return expectation.expected.value
  }

  /// The same value: text exactly (not merely equal under some looser rule), numbers within
  /// what six printed decimals keep.
  static func isSame(_ value: StateValue, _ literal: LiteralValue) -> Bool {
    switch (value, literal) {
    case (.string(let text), .string(let read)), (.string(let text), .identifier(let read)):
      return text.unicodeScalars.elementsEqual(read.unicodeScalars)
    case (.list(let words), .list(let read)):
      return words.count == read.count
        && zip(words, read).allSatisfy { $0.unicodeScalars.elementsEqual($1.unicodeScalars) }
    default:
      return ValueComparison.equals(value, literal, tolerance: nil)
    }
  }

  @Test(arguments: values)
  func everyStateValueReadsBack(_ value: StateValue) {
    let printed = ValueFormatter.value(value)
    let read = Self.readBack(printed)
    #expect(read.map { Self.isSame(value, $0) } == true, "printed \(printed), read \(read as Any)")
    // And the comparison the runner makes with it holds.
    #expect(read.map { ValueComparison.equals(value, $0, tolerance: nil) } == true, "\(printed)")
  }

  @Test(arguments: values)
  func everyEventArgumentReadsBack(_ value: StateValue) {
    let event = Event(
      time: VirtualTime(microseconds: 1_250), kind: .animationBegan,
      arguments: [.init("property", value), .init("to", .number(1.5))])
    let printed = ValueFormatter.event(event)
    let line = "expect event \(printed)"
    guard case (let statement?, []) = ScenarioParser.parseLine(line, file: "t", line: 1),
      case .expectEvent(let pattern, _, _) = statement.kind
    else {
      Issue.record("\(printed) does not parse")
      return
    }
    #expect(EventMatcher.matches(event, pattern), "\(printed)")
    #expect(pattern.arguments.count == 2)
  }

  @Test(arguments: [0, 1, 250, 1_000, 350_000, 1_000_000, 3_600_000_000, 1_000_000_000_000])
  func everyTimeReadsBack(_ microseconds: Int64) {
    let printed = ValueFormatter.time(VirtualTime(microseconds: microseconds))
    guard case (let statement?, []) = ScenarioParser.parseLine("at \(printed)", file: "t", line: 1),
      case .advance(let time) = statement.kind
    else {
      Issue.record("\(printed) does not parse")
      return
    }
    #expect(time == microseconds, "\(printed)")
  }

  /// A name printed into a saved file (`tabbar glass NAME`) reads back as that title.
  @Test(arguments: awkwardTexts.filter { !$0.isEmpty })
  func everyNameReadsBack(_ title: String) {
    let line = "tabbar glass \(Spelling.name(title))"
    guard case (let statement?, []) = ScenarioParser.parseLine(line, file: "t", line: 1),
      case .tabBar(_, let titles) = statement.kind
    else {
      Issue.record("\(line) does not parse")
      return
    }
    #expect(titles.map(\.value) == [title])
    #expect(titles.first?.value.unicodeScalars.elementsEqual(title.unicodeScalars) == true)
  }

  /// Random text from an alphabet of the characters the lexer treats specially.
  @Test func randomTextReadsBack() {
    let alphabet: [Character] = [
      "a", "Z", "é", "日", "0", "9", ".", "-", "_", " ", "\"", "\\", "#", ",", ":", "/", "(", "]",
      "x", "\u{301}", "\n", "±", "+", "=", "!",
    ]
    var random = SeededGenerator(seed: 8)
    var bare = 0
    for round in 0..<3_000 {
      let length = Int.random(in: 1...8, using: &random)
      let text = String((0..<length).map { _ in alphabet.randomElement(using: &random)! })
      let printed = ValueFormatter.value(.string(text))
      if printed == text { bare += 1 }
      let read = Self.readBack(printed)
      #expect(read.map { Self.isSame(.string(text), $0) } == true, "round \(round): \(printed)")
    }
    // Some came out bare (so the bare path was exercised), not only quoted.
    #expect(bare > 100)
  }

  /// The dotted names the lexer once split are now one name: an SF Symbol as an icon, a title
  /// such as `v2.0`.
  @Test func dottedNamesAreOneName() {
    let text = """
      tabbar glass Home v2.0
      tab Home icon books.vertical
      tab v2.0 icon 1.circle
      tap v2.0
      expect tabs[Home].icon == books.vertical
      expect tabs["v2.0"].icon == "1.circle"
      expect selection == v2.0
      expect tabs[Home].a11y.traits == [button]
      expect event selectionChanged(from: Home, to: v2.0)

      """
    let report = ScenarioPipeline.run(path: "t.scenario", text: text)
    #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.message))")
    #expect(report.results.first?.passed == true)
  }

  @Test func piecesMustTouch() {
    // `books . vertical` is not a name: blanks separate tokens.
    let (statement, diagnostics) = ScenarioParser.parseLine(
      "tab Home icon books . vertical", file: "t", line: 1)
    #expect(statement == nil)
    #expect(diagnostics.first?.message.contains("unknown tab property '.'") == true)
  }
}
