import Testing

@testable import NavSpecLanguage

/// Feeds the parser hostile input and checks it neither crashes nor hangs, and that everything
/// it reports points inside the file. Deterministic: a failure names its seed and case.
@Suite("Parser fuzzing")
struct ParserFuzzTests {
  /// Every well-formed line the other tests know, as mutation seeds.
  static let corpus: [String] =
    ScenarioParserTests.contract.map(\.0) + ScenarioParserTests.grammar.map(\.0)
    + NavigationParserTests.lines.map(\.0)

  /// Fragments that exercise every lexer and parser branch when spliced in anywhere.
  static let fragments: [String] = [
    "\"", "\\", "\\u{", "\\u{D800}", "\\q", "(", ")", "[", "]", ",", ".", ":", "#", "±", "+-", "+",
    "-", "=", "==", "!", "!=", "<", ">=", "0", "9", "-0", "0.5", "1e400", "99999999999999999999999",
    "ms", "us", "s", "pt", "hz", "x", "x9", "é", "日本", "\u{0}", "\r", "\n", "\r\n", "\u{FEFF}",
    "\u{301}", "\u{FFFD}", "\t", " ", "  ", "🙂", "👩‍👩‍👧", "\u{7}", "tap", "at 0ms", "+16ms",
    "expect", "event", "events", "no", "pill", "to", "in", "for", "contains", "!contains",
    "scenario", "settle", "(1, 2)", "[a, b]", "a(b: c)", "\"My Projects\"",
    "://", "myapp://", "%", "%2F", "?", "route", "push", "pop to root", "open", "back", "from",
    // Dotted names, canonically equivalent titles and route types differing only in case.
    "books.vertical", "v2.0", "1.circle", "square.grid.2x2", "a..b", "x.", ".y", "icon",
    "Caf\u{E9}", "Cafe\u{301}", "Recipe", "RECIPE", "[button, selected]", "[]",
  ]

  // MARK: Invariants

  /// Problems with what the parser produced for `source`; empty when all is well.
  static func violations(in source: SourceFile) -> [String] {
    let (document, diagnostics) = ScenarioParser.parse(source)
    var problems: [String] = []
    func check(_ range: SourceRange, _ what: @autoclosure () -> String) {
      let start = range.start
      guard start.file == source.path else {
        problems.append("\(what()): wrong file \(start.file)")
        return
      }
      guard start.line >= 1, start.line <= max(1, source.lines.count) else {
        problems.append("\(what()): line \(start.line) of \(source.lines.count)")
        return
      }
      let width = source.line(start.line).count
      if start.column < 1 || start.column > width + 1 || range.length < 1
        || start.column + range.length - 1 > width + 1
      {
        problems.append(
          "\(what()): \(start.line):\(start.column)+\(range.length) in a line of \(width)")
      }
    }
    for diagnostic in diagnostics {
      check(diagnostic.range, "diagnostic '\(diagnostic.message)'")
      // Messages quote user text shortened, so hostile input cannot flood the terminal.
      if diagnostic.message.count > 300 || (diagnostic.suggestion?.count ?? 0) > 200 {
        problems.append("overlong diagnostic '\(diagnostic.message.prefix(80))…'")
      }
      // Rendering must not trap either (it slices the line by the column).
      _ = DiagnosticRenderer.render(diagnostic, in: source)
    }
    if diagnostics.count > DiagnosticList.capacity {
      problems.append("\(diagnostics.count) diagnostics")
    }
    for statement in document.prelude + document.scenarios.flatMap(\.statements) {
      check(statement.range, "statement '\(statement.text.prefix(40))'")
    }
    _ = document.dump()
    return problems
  }

  /// Same, for the REPL entry point: diagnostics are on the given line and inside it.
  static func replViolations(_ text: String) -> [String] {
    let (statement, diagnostics) = ScenarioParser.parseLine(text, file: "<repl>", line: 3)
    var problems: [String] = []
    let firstLine = String(text.unicodeScalars.prefix { $0 != "\n" && $0 != "\r" })
    let width = firstLine.count
    for diagnostic in diagnostics {
      let start = diagnostic.location
      if start.line != 3 || start.column < 1 || start.column > width + 1 {
        problems.append("REPL diagnostic '\(diagnostic.message)' at \(start.line):\(start.column)")
      }
    }
    if statement != nil && !diagnostics.isEmpty {
      problems.append("a statement came back together with errors")
    }
    _ = statement?.dump()
    return problems
  }

  // MARK: Generators

  static func mutate(_ line: String, using random: inout SeededGenerator) -> String {
    var characters = Array(line)
    for _ in 0..<Int.random(in: 1...4, using: &random) {
      let position = Int.random(in: 0...characters.count, using: &random)
      switch Int.random(in: 0..<7, using: &random) {
      case 0 where !characters.isEmpty:
        characters.remove(at: min(position, characters.count - 1))
      case 1, 2:
        let fragment = fragments[Int.random(in: 0..<fragments.count, using: &random)]
        characters.insert(contentsOf: fragment, at: position)
      case 3 where !characters.isEmpty:
        let end = Int.random(in: position...characters.count, using: &random)
        characters.insert(contentsOf: characters[position..<end], at: end)
      case 4:
        characters.removeSubrange(position...)
      case 5 where characters.count > 1:
        let other = Int.random(in: 0..<characters.count, using: &random)
        characters.swapAt(min(position, characters.count - 1), other)
      default:
        let digits = String(repeating: "9", count: Int.random(in: 15...60, using: &random))
        characters.insert(contentsOf: digits, at: position)
      }
    }
    return String(characters)
  }

  static func mutatedFile(using random: inout SeededGenerator) -> String {
    let separators = ["\n", "\n", "\n", "\r\n", "\r"]
    var text = Bool.random(using: &random) ? "" : "\u{FEFF}"
    for _ in 0..<Int.random(in: 1...12, using: &random) {
      var line = corpus[Int.random(in: 0..<corpus.count, using: &random)]
      if Int.random(in: 0..<4, using: &random) != 0 { line = mutate(line, using: &random) }
      text += line + separators[Int.random(in: 0..<separators.count, using: &random)]
    }
    return text
  }

  /// Random bytes, biased towards the characters the grammar cares about, decoded the way a
  /// file reader decodes invalid UTF-8 (replacement characters).
  static func randomBytes(using random: inout SeededGenerator) -> String {
    let structural = Array("\"\\()[],.:#+-=<>!0123456789 \n\rabcxyz_msu{}".utf8)
    var bytes: [UInt8] = []
    for _ in 0..<Int.random(in: 0...300, using: &random) {
      if Bool.random(using: &random) {
        bytes.append(structural[Int.random(in: 0..<structural.count, using: &random)])
      } else {
        bytes.append(UInt8.random(in: 0...255, using: &random))
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  // MARK: Tests

  @Test(arguments: 0..<4)
  func mutatedContractFiles(seed: UInt64) {
    var random = SeededGenerator(seed: 0xC0FFEE + seed)
    var problems: [String] = []
    for index in 0..<600 {
      let text = Self.mutatedFile(using: &random)
      let found = Self.violations(in: SourceFile(path: "fuzz.scenario", text: text))
      problems += found.map { "seed \(seed) case \(index): \($0) in \(text.debugDescription)" }
    }
    #expect(problems.isEmpty, "\(problems.prefix(5))")
  }

  @Test(arguments: 0..<2)
  func mutatedREPLLines(seed: UInt64) {
    var random = SeededGenerator(seed: 0xBADC0DE + seed)
    var problems: [String] = []
    for index in 0..<500 {
      let line = Self.mutate(
        Self.corpus[Int.random(in: 0..<Self.corpus.count, using: &random)], using: &random)
      problems += Self.replViolations(line).map { "seed \(seed) case \(index): \($0)" }
    }
    #expect(problems.isEmpty, "\(problems.prefix(5))")
  }

  @Test func randomByteFiles() {
    var random = SeededGenerator(seed: 42)
    var problems: [String] = []
    for index in 0..<400 {
      let text = Self.randomBytes(using: &random)
      problems += Self.violations(in: SourceFile(path: "bytes.scenario", text: text)).map {
        "case \(index): \($0)"
      }
    }
    #expect(problems.isEmpty, "\(problems.prefix(5))")
  }

  /// Inputs built to hit every limit: long lines, deep nesting, floods of tokens, lists and
  /// arguments, numbers beyond `Double` and `Int64`.
  static let extremes: [(String, String)] = [
    ("line at the length limit", String(repeating: "a", count: Lexer.maxLineLength)),
    ("line over the length limit", String(repeating: "a", count: Lexer.maxLineLength + 1)),
    ("very long line", "tap " + String(repeating: "é", count: 200_000)),
    ("long string", "announce \"" + String(repeating: "x", count: 4000) + "\""),
    ("long combining cluster", "tap a" + String(repeating: "\u{301}", count: 50_000)),
    ("deep brackets", "expect x" + String(repeating: "[", count: 4000)),
    ("deep parentheses", String(repeating: "(", count: 4000)),
    ("nested events", "expect events [" + String(repeating: "a(b: [", count: 600)),
    ("nested subscripts", "expect " + String(repeating: "a[b]", count: 900) + " == 1"),
    ("token flood", String(repeating: ". ", count: 2000)),
    ("long path", "expect " + Array(repeating: "a", count: 200).joined(separator: ".") + " == 1"),
    (
      "long event list",
      "expect events [" + Array(repeating: "a", count: 300).joined(separator: ", ") + "]"
    ),
    (
      "many arguments",
      "expect event e(" + (0..<40).map { "a\($0): 1" }.joined(separator: ", ") + ")"
    ),
    ("many tabs", "tabbar glass " + Array(repeating: "T", count: 100).joined(separator: " ")),
    ("many properties", "tab T " + Array(repeating: "icon i", count: 30).joined(separator: " ")),
    ("huge double", "expect x == 1" + String(repeating: "0", count: 400)),
    ("huge fraction", "expect x == 0." + String(repeating: "0", count: 3000) + "1"),
    ("huge duration", "wait " + String(repeating: "9", count: 400) + "ms"),
    ("huge zero duration", "wait 0." + String(repeating: "0", count: 3000) + "ms"),
    ("huge finger", "touch down " + String(repeating: "9", count: 40) + " (1, 2)"),
    ("huge index", "expect tabs[" + String(repeating: "9", count: 40) + "].title == x"),
    ("huge badge", "tab T badge " + String(repeating: "9", count: 40)),
    ("huge size", "screen 1" + String(repeating: "0", count: 400) + "x1"),
    ("max Int64 us", "wait 9223372036854775807us"),
    ("over Int64 us", "wait 9223372036854775808us"),
    ("Int64 overflow in seconds", "wait 9223372036854.775807s"),
    ("many lines", String(repeating: "tap Home\n", count: 20_000)),
    ("many errors", String(repeating: "tapp\r", count: 3_000)),
    ("only separators", String(repeating: "\r\n\r\n\n\r", count: 1000)),
    ("NUL bytes", String(repeating: "\u{0}", count: 1000) + "\ntap \u{0}Home"),
    ("lone surrogate escape", "announce \"\\u{DFFF}\""),
    ("escape at end", "announce \"\\"),
    ("unicode escape overflow", "announce \"\\u{FFFFFFFFFF}\""),
    ("huge word suggestion", String(repeating: "t", count: 4000) + " Home"),
    ("huge style", "tabbar " + String(repeating: "g", count: 4000)),
    ("huge setting", "set " + String(repeating: "s", count: 4000)),
    ("huge path", "expect " + String(repeating: "p", count: 4000)),
    ("huge label", "expect event e(" + String(repeating: "l", count: 4000)),
    ("huge unit", "wait 3" + String(repeating: "u", count: 4000)),
    ("huge unitless duration", "wait " + String(repeating: "1", count: 4000)),
    ("huge untimed duration", String(repeating: "1", count: 4000) + "ms tap x"),
    ("huge unquoted name", "tap " + Array(repeating: "word", count: 800).joined(separator: " ")),
    (
      "long dotted icon",
      "tab T icon " + Array(repeating: "a1", count: 1300).joined(separator: ".")
    ),
    ("dots without pieces", "tab T icon a" + String(repeating: ".", count: 3000)),
    (
      "long word list",
      "expect x == [" + Array(repeating: "w", count: 600).joined(separator: ", ") + "]"
    ),
    ("huge string tolerance", "expect x == \"" + String(repeating: "v", count: 4000) + "\" ± 1"),
  ]

  @Test(arguments: extremes)
  func extremeInput(_ name: String, text: String) {
    #expect(Self.violations(in: SourceFile(path: "extreme.scenario", text: text)).isEmpty)
    #expect(Self.replViolations(text).isEmpty)
  }

  @Test func boundaryDurations() {
    #expect(
      parseLineForTest("wait 9223372036854775807us").1.first?.message.hasSuffix(
        "is too long; the limit is 1000000s") == true)
    #expect(parseLineForTest("wait 1000000s").0?.kind == .wait(1_000_000_000_000))
    #expect(
      parseLineForTest("wait 0." + String(repeating: "0", count: 3000) + "ms").0?.kind == .wait(0))
  }

  @Test func suggestionsStayWithinTheirCandidates() {
    var random = SeededGenerator(seed: 7)
    let alphabet = Array("abcdeé日-_ ")
    func word() -> String {
      String(
        (0..<Int.random(in: 0...12, using: &random)).map { _ in
          alphabet[Int.random(in: 0..<alphabet.count, using: &random)]
        })
    }
    var suggested = 0
    for _ in 0..<500 {
      let candidates = (0..<Int.random(in: 0...8, using: &random)).map { _ in word() }
      let target = word()
      if let found = Suggestion.nearest(to: target, among: candidates) {
        suggested += 1
        #expect(candidates.contains(found))
        #expect(Suggestion.nearest(to: target, among: candidates.reversed()) == found)
      }
    }
    // The checks above ran: a suggester that never suggests would pass them vacuously.
    #expect(suggested > 10)
  }
}
