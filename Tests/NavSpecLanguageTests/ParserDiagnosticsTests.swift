import Testing

@testable import NavSpecLanguage

@Suite("Parser diagnostics")
struct ParserDiagnosticsTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var line: String
    var message: String
    var column: Int
    var length: Int
    var suggestion: String?

    init(
      _ line: String, _ message: String, column: Int, length: Int = 1, _ suggestion: String? = nil
    ) {
      self.line = line
      self.message = message
      self.column = column
      self.length = length
      self.suggestion = suggestion
    }

    var testDescription: String { line }
  }

  static let cases: [Case] = [
    // Unknown words, with the nearest keyword.
    Case("tapp Library", "unknown statement 'tapp'", column: 1, length: 4, "did you mean 'tap'?"),
    Case("Tap Home", "unknown statement 'Tap'", column: 1, length: 3, "did you mean 'tap'?"),
    Case("frobnicate", "unknown statement 'frobnicate'", column: 1, length: 10),
    Case(
      "touch dwn (1, 2)", "unknown touch phase 'dwn'; expected 'down', 'move', 'up' or 'cancel'",
      column: 7, length: 3, "did you mean 'down'?"),
    Case(
      "voiceover nxt",
      "unknown VoiceOver command 'nxt'; expected 'next', 'previous', 'escape', 'focus' or 'activate'",
      column: 11, length: 3, "did you mean 'next'?"),
    Case(
      "safe-area bottm 34", "unknown safe-area edge 'bottm'; expected 'top' or 'bottom'",
      column: 11, length: 5, "did you mean 'bottom'?"),
    Case(
      "tab Library bdge 3",
      "unknown tab property 'bdge'; expected 'badge', 'hint', 'label' or 'icon'", column: 13,
      length: 4, "did you mean 'badge'?"),
    Case(
      "exhaustive yes", "unknown value 'yes'; expected 'on' or 'off'", column: 12, length: 3),
    Case(
      "expect pill.offset contain 3",
      "expected a comparison ('==', '!=', '<', '<=', '>', '>=', 'contains', '!contains' or 'in') after 'pill.offset', found 'contain'",
      column: 20, length: 7, "did you mean 'contains'?"),
    Case(
      "expect no evnt x", "expected 'event' or 'audit' after 'expect no'", column: 11, length: 4,
      "did you mean 'event'?"),
    Case(
      "at 0ms tapp Home", "unknown input 'tapp' after 'at 0ms'", column: 8, length: 4,
      "did you mean 'tap'?"),

    // Durations.
    Case(
      "drag Home to Library in 300", "missing unit in duration '300'; expected 'us', 'ms' or 's'",
      column: 25, length: 3, "did you mean '300ms'?"),
    Case("drag Home to Library in", "expected a duration such as '300ms' after 'in'", column: 24),
    Case(
      "long-press pill for soon", "expected a duration such as '300ms' after 'for'", column: 21,
      length: 4),
    Case(
      "wait 3MS", "unknown duration unit 'MS'; expected 'us', 'ms' or 's'", column: 6, length: 3,
      "did you mean '3ms'?"),
    Case(
      "at 0.0005ms tap x", "duration '0.0005ms' is not a whole number of microseconds", column: 4,
      length: 8),
    Case(
      "wait 1.5us", "duration '1.5us' is not a whole number of microseconds", column: 6, length: 5),
    Case(
      "wait 99999999999999999999999s",
      "duration '99999999999999999999999s' is too long; the limit is 1000000s", column: 6,
      length: 24),
    Case(
      "wait 1000000.000001s", "duration '1000000.000001s' is too long; the limit is 1000000s",
      column: 6, length: 15),
    Case("wait -5ms", "a duration cannot be negative", column: 6, length: 4),
    Case(
      "+16ms", "expected an input such as 'tap' or 'touch' after '+16ms'", column: 6,
      length: 1, "use 'wait 16ms' to let time pass without an input"),
    Case(
      "16ms tap x", "expected a statement such as 'tap' or 'expect', found '16ms'", column: 1,
      length: 4, "did you mean 'at 16ms' or '+16ms'?"),
    Case(
      "at 0ms settle",
      "'settle' cannot be timed; only inputs such as 'tap', 'touch', 'set' or 'push' can follow 'at 0ms'",
      column: 8, length: 6, "move the time to its own line before it: 'at T' or 'wait D'"),
    Case("at 0ms at 5ms tap x", "an input cannot have two timing prefixes", column: 8, length: 2),
    Case(
      "expect event a at 5ms ±", "expected a duration such as '300ms' after '±'", column: 24),

    // Numbers, sizes and points.
    Case(
      "screen 390 844", "expected a size such as '390x844' after 'screen'", column: 8, length: 3),
    Case(
      "screen 0x844", "a screen's width must be from 1 to 10000 pt, not '0'", column: 8, length: 5),
    Case(
      "screen 390x10001", "a screen's height must be from 1 to 10000 pt, not '10001'", column: 8,
      length: 9),
    Case("frame-rate 0", "a frame rate must be from 1 to 1000 Hz, not '0'", column: 12),
    Case(
      "frame-rate 1001hz", "a frame rate must be from 1 to 1000 Hz, not '1001'", column: 12,
      length: 6),
    Case(
      "frame-rate 60fps", "unknown unit 'fps' in '60fps'; expected 'hz' or no unit", column: 12,
      length: 5),
    Case(
      "safe-area top -3", "a safe-area inset must be from 0 to 10000 pt, not '-3'", column: 15,
      length: 2),
    Case(
      "touch down (100001, 0)",
      "an x coordinate must be from -100000 to 100000 pt, not '100001'", column: 13, length: 6),
    Case(
      "expect x == 1" + String(repeating: "0", count: 301),
      "an expected number must be from -1e+300 to 1e+300, not '1e+301'", column: 13, length: 302),
    Case(
      "expect pill.offset == 1e5",
      "unknown unit 'e5' in '1e5'; expected 'pt', 'us', 'ms', 's' or no unit", column: 23,
      length: 3),
    Case(
      "expect x == 1" + String(repeating: "0", count: 400),
      "number '1000000000000000000000000000000000000…' is too large", column: 13, length: 401),
    Case(
      "touch down (48 812)", "expected ',' between the coordinates of a point", column: 16,
      length: 3),
    Case("touch down (48, 812", "expected ')' to close the point", column: 20),
    Case("touch down", "expected a point such as '(48, 812)' after 'touch down'", column: 11),
    Case("touch move 2", "expected a point such as '(48, 812)' after 'touch move 2'", column: 13),
    Case("touch up 0", "a finger id must be a positive whole number, not '0'", column: 10),
    Case(
      "touch up 99999999999999999999",
      "a finger id must be a positive whole number, not '99999999999999999999'", column: 10,
      length: 20),
    Case("touch cancel (1, 2)", "unexpected '('; expected a finger id or end of line", column: 14),
    Case(
      "tab Home badge 1.5", "a badge count must be a whole number, not '1.5'", column: 16, length: 3
    ),

    // Names, strings and extra words.
    Case(
      "tap My Projects", "unexpected 'Projects'; expected end of line", column: 8, length: 8,
      "quote names that contain spaces: \"My Projects\""),
    Case(
      "drag Home to Library for 3ms",
      "unexpected 'for'; expected 'in' and a duration or end of line", column: 22, length: 3),
    Case(
      "drag Home Library", "expected 'to' and a second target after the start of the drag",
      column: 11, length: 7,
      "quote names that contain spaces, e.g. 'drag \"My Projects\" to Home'"),
    Case(
      "tap", "expected a target (a tab title, 'pill' or a point such as '(48, 812)') after 'tap'",
      column: 4),
    Case(
      "announce hello", "expected a quoted announcement such as \"Saved\" after 'announce'",
      column: 10, length: 5, "quote the text: \"hello\""),
    Case(
      "tabbar glass", "expected at least one tab title after 'tabbar glass'", column: 13,
      length: 1, "write the titles in order: 'tabbar glass Home Search Profile'"),
    Case(
      "tabbar \"glass\" Home", "expected a style such as 'glass' after 'tabbar'", column: 8,
      length: 7),
    Case(
      "tab Library",
      "expected tab property ('badge', 'hint', 'label' or 'icon') after 'Library'", column: 12),
    Case(
      "set reduce-motion", "expected a value such as 'on' after 'set reduce-motion'", column: 18),
    Case(
      "scenario", "expected a scenario name such as \"Tapping a tab\" after 'scenario'", column: 9),
    Case(
      "scenario \"unterminated",
      "unterminated string; expected a closing '\"' before the end of the line", column: 10),
    Case(
      "announce \"bad \\q escape\"",
      "unknown escape sequence '\\q'; expected \\\", \\\\, \\n, \\t or \\u{…}", column: 15,
      length: 2),
    Case("@", "unexpected character '@'", column: 1),

    // Expectations.
    Case(
      "expect",
      "expected a state path such as 'pill.offset', or 'event', 'no event' or 'events', after 'expect'",
      column: 7),
    Case(
      "expect pill.offset = 3", "unexpected character '='", column: 20, length: 1,
      "did you mean '=='?"),
    Case(
      "expect pill.offset == \"a\" ± 3",
      "a tolerance needs a numeric value, and \"a\" is not a number", column: 27),
    Case(
      "expect x == 3 ± -1", "a tolerance must be from 0 to 1e+300, not '-1'", column: 17,
      length: 2),
    Case("expect x == 3 ±", "expected a tolerance such as '0.5' after '±'", column: 16),
    Case(
      "expect x == 3 4", "unexpected '4'; expected '±' and a tolerance or end of line", column: 15),
    Case(
      "expect x ==", "expected a value (a number, a quoted string or a name) after '=='", column: 12
    ),
    Case("expect pill.", "expected a property name after '.'", column: 13),
    Case(
      "expect tabs[-1].title == x", "an index must be a whole number from 0", column: 13,
      length: 2),
    Case("expect tabs[Home.title == x", "expected ']' to close the subscript", column: 17),
    Case("expect 3 == x", "expected a state path such as 'pill.offset' after 'expect'", column: 8),
    Case(
      "expect event a(to: x, to: y)", "duplicate argument 'to' in 'a(…)'", column: 23, length: 2),
    Case("expect event a(to x)", "expected ':' after the argument label 'to'", column: 19),
    Case("expect event a(to: x", "expected ',' or ')' after the argument 'to'", column: 21),
    Case("expect event a(: x)", "expected an argument label such as 'to' in 'a(…)'", column: 16),
    Case(
      "expect event", "expected an event name such as 'selectionChanged' after 'event'", column: 13),
    Case("expect events [a, b", "expected ',' or ']' after an event in the list", column: 20),
    Case(
      "expect events [a,]", "expected an event name such as 'selectionChanged' after ','",
      column: 18),
    Case(
      "expect events dragBegan", "expected '[' and a list of events after 'events'", column: 15,
      length: 9, "for a single event write 'expect event dragBegan'"),
    Case(
      "expect event a at 5ms b", "unexpected 'b'; expected '±' and a tolerance or end of line",
      column: 23),
    Case("expect event a b", "unexpected 'b'; expected 'at' and a time or end of line", column: 16),
  ]

  @Test(arguments: cases)
  func reportsTheError(_ testCase: Case) {
    let (statement, diagnostics) = parseLineForTest(testCase.line)
    #expect(statement == nil)
    #expect(diagnostics.count == 1)
    let diagnostic = diagnostics.first
    #expect(diagnostic?.severity == .error)
    #expect(diagnostic?.message == testCase.message)
    #expect(
      diagnostic?.location == SourceLocation(file: "t.scenario", line: 1, column: testCase.column))
    #expect(diagnostic?.range.length == testCase.length)
    #expect(diagnostic?.suggestion == testCase.suggestion)
  }

  // MARK: Rendering

  func render(_ text: String) -> String {
    let source = SourceFile(path: "t.scenario", text: text)
    let (_, diagnostics) = ScenarioParser.parse(source)
    return diagnostics.map { DiagnosticRenderer.render($0, in: source) }.joined()
  }

  @Test func caretsUnderlineTheOffendingToken() {
    #expect(
      render("screen 390x844\ntapp Library\n") == """
        t.scenario:2:1: error: unknown statement 'tapp'
        tapp Library
        ^~~~
        note: did you mean 'tap'?

        """)
  }

  @Test func aMissingTokenIsPointedAtTheEndOfTheLine() {
    #expect(
      render("drag Home to Library in   # soon") == """
        t.scenario:1:24: error: expected a duration such as '300ms' after 'in'
        drag Home to Library in   # soon
                               ^

        """)
  }

  @Test func columnsCountCharacters() {
    // "é" is two bytes and "日本" six, but each character is one column of the location; the
    // caret is drawn under the word, so it allows for the two wide characters' double width.
    #expect(
      render("tab \"Café 日本\" bdge 3") == """
        t.scenario:1:15: error: unknown tab property 'bdge'; expected 'badge', 'hint', 'label' or 'icon'
        tab "Café 日本" bdge 3
                        ^~~~
        note: did you mean 'badge'?

        """)
  }

  @Test func caretsIgnoreAByteOrderMark() {
    let diagnostics = parseFileForTest("\u{FEFF}tapp Home").1
    #expect(diagnostics.first?.location.column == 1)
  }

  // MARK: Recovery

  @Test func everyBrokenLineOfAFileIsReported() {
    let text = """
      screen 390x844
      tabbar glass Home Search
      scenario "Many mistakes"
      tapp Home
      tap Search
      touch dwn (1, 2)
      wait 300
      expect pill.offset == 1 ± "x"
      voiceover nxt
      settle
      """
    let (document, diagnostics) = parseFileForTest(text)
    #expect(diagnostics.map(\.location.line) == [4, 6, 7, 8, 9])
    #expect(
      diagnostics.map(\.message) == [
        "unknown statement 'tapp'",
        "unknown touch phase 'dwn'; expected 'down', 'move', 'up' or 'cancel'",
        "missing unit in duration '300'; expected 'us', 'ms' or 's'",
        "expected a tolerance such as '0.5' after '±'",
        "unknown VoiceOver command 'nxt'; expected 'next', 'previous', 'escape', 'focus' or 'activate'",
      ])
    #expect(document.scenarios.first?.statements.map(\.text) == ["tap Search", "settle"])
  }

  @Test func errorsPastTheCapacityAreCountedNotKept() {
    let text = String(repeating: "tapp\n", count: DiagnosticList.capacity + 50)
    let diagnostics = parseFileForTest(text).1
    #expect(diagnostics.count == DiagnosticList.capacity)
    #expect(diagnostics.omittedCount == 50)
    #expect(diagnostics.last?.location.line == DiagnosticList.capacity)
    #expect(diagnostics.omissionSummary == "and 50 more errors")
  }

  @Test func aHugeFileIsOneError() {
    let text = String(repeating: "settle\n", count: ScenarioParser.maxFileSize / 7 + 1)
    let (document, diagnostics) = parseFileForTest(text)
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.message.hasPrefix("file is too large") == true)
    #expect(diagnostics.first?.location.line == 1)
    #expect(document.scenarios.isEmpty)
  }

  // MARK: Suggestions

  @Test(arguments: [
    ("tapp", "tap"), ("Tap", "tap"), ("dragg", "drag"), ("longpress", "long-press"),
    ("expct", "expect"), ("scenrio", "scenario"), ("tabar", "tabbar"), ("voicover", "voiceover"),
    ("waitt", "wait"), ("exhastive", "exhaustive"), ("sttle", "settle"), ("annouce", "announce"),
  ])
  func nearestKeyword(_ word: String, expected: String) {
    #expect(Suggestion.nearest(to: word, among: StatementVocabulary.words) == expected)
  }

  @Test func farWordsGetNoSuggestion() {
    #expect(Suggestion.nearest(to: "xyz", among: StatementVocabulary.words) == nil)
    #expect(Suggestion.nearest(to: "", among: ["a"]) == nil)
    #expect(Suggestion.nearest(to: "a", among: []) == nil)
  }

  @Test func transpositionsCountAsOneEdit() {
    #expect(Suggestion.nearest(to: "Lirbary", among: ["Library", "Home"]) == "Library")
    #expect(Suggestion.nearest(to: "ta", among: ["at"]) == "at")
  }

  @Test func tiesAreBrokenIndependentlyOfOrder() {
    // "cat" is one edit from both; the lexicographically smaller wins whatever the order.
    #expect(Suggestion.nearest(to: "cat", among: ["cut", "bat"]) == "bat")
    #expect(Suggestion.nearest(to: "cat", among: ["bat", "cut"]) == "bat")
    // An exact-case match beats a case-insensitive one at the same distance.
    #expect(Suggestion.nearest(to: "home", among: ["Home", "home"]) == "home")
    #expect(Suggestion.nearest(to: "home", among: ["home", "Home"]) == "home")
  }

  @Test func suggestionsWorkOnUnicodeNames() {
    #expect(Suggestion.nearest(to: "Cafe", among: ["Café", "Home"]) == "Café")
    #expect(Suggestion.nearest(to: "日本語", among: ["日本", "中国"]) == "日本")
  }

  @Test func hugeInputsAreBounded() {
    let huge = String(repeating: "a", count: 100_000)
    #expect(Suggestion.nearest(to: huge, among: [huge]) == nil)
    #expect(Suggestion.nearest(to: "abc", among: [huge, "abd"]) == "abd")
    let many = (0..<50_000).map { "word\($0)" }
    #expect(Suggestion.nearest(to: "wrod12", among: many) == "word12")
  }

  @Test func didYouMeanText() {
    #expect(Suggestion.didYouMean("tap") == "did you mean 'tap'?")
    #expect(Suggestion.didYouMean("tapp", among: ["tap"]) == "did you mean 'tap'?")
    #expect(Suggestion.didYouMean("zzzz", among: ["tap"]) == nil)
  }
}
