import Testing

@testable import NavSpecLanguage

/// Canonical raw touch lines skip the lexer and parser and are kept packed (`PackedTouch`,
/// `StatementList`); the statements they come back as must be exactly what the general parser
/// makes of the same lines, and every other line must still go the general way.
@Suite("Packed touch lines")
struct PackedTouchTests {
  /// Lines the fast path takes.
  static let canonical = [
    "+1ms touch move (48.75, 812)",
    "+0ms touch down (0, 0)",
    "+0016ms touch up (146.25, 812)",
    "+16ms touch up (-3.5, -0)",
    "+999999999ms touch move (99999.0625, 0.000001)",
    "+1000000000ms touch move (1, 2)",
    // The ends of a point's domain (docs/language.md#numbers-have-domains).
    "+1ms touch move (-100000, 100000)",
  ]

  /// Lines it must leave to the general parser: other spellings, other statements, and
  /// errors, whose diagnostics the general parser makes.
  static let others = [
    "+1ms touch move (48.75, 812) # a comment",
    " +1ms touch move (48.75, 812)",
    "+1ms touch move (48.75, 812) ",
    "+1ms  touch move (48.75, 812)",
    "+1ms touch move 2 (48.75, 812)",
    "+1ms touch move (48.75,812)",
    "+1ms touch move (48.75 , 812)",
    "+1ms touch move (48.75pt, 812)",
    "+1ms touch move (48., 812)",
    "+1ms touch move (.5, 812)",
    "+1ms touch move (+5, 812)",
    "+1ms touch cancel",
    "+1ms touch up",
    "+1ms touch moved (1, 2)",
    "+1.5ms touch move (1, 2)",
    "+1s touch move (1, 2)",
    "+1us touch move (1, 2)",
    "+1msx touch move (1, 2)",
    "+-1ms touch move (1, 2)",
    "+1000000001ms touch move (1, 2)",
    "+9999999999999999999ms touch move (1, 2)",
    "+1ms touch move (1e5, 2)",
    "+1ms touch move (1, 2))",
    "+1ms touch move (1, 2x3)",
    "+1ms touch move (Café, 2)",
    "+1ms touch move (1, 2)\u{301}",
    "+1ms tap (1, 2)",
    "at 1ms touch move (1, 2)",
    "+1ms touch move (\(String(repeating: "9", count: 400)), 1)",
    // Past a point's domain: the general parser reports it.
    "+1ms touch move (100000.5, 1)",
    "+1ms touch move (\(String(repeating: "9", count: 300)), 1)",
    "+1ms touch move (1, \(String(repeating: "1", count: 4100)))",
  ]

  /// What the general parser makes of `line` as line `number` of `file`.
  func generalParse(_ line: String, number: Int, file: String = "t.scenario") -> (
    Statement?, [Diagnostic]
  ) {
    ScenarioParser.parseLine(line, file: file, line: number)
  }

  @Test func canonicalLinesArePackedAndReadBackAsTheGeneralParserMakesThem() {
    let text =
      "tabbar glass Home Search\nat 0ms touch down (1, 1)\n"
      + Self.canonical.joined(separator: "\r\n") + "\nexpect touches.count == 0\n"
    let (document, diagnostics) = ScenarioParser.parse(SourceFile(path: "t.scenario", text: text))
    #expect(diagnostics.isEmpty)
    let statements = document.scenarios[0].statements
    #expect(statements.packedCount == Self.canonical.count)
    #expect(statements.count == Self.canonical.count + 3)
    for (index, line) in Self.canonical.enumerated() {
      let (expected, problems) = generalParse(line, number: index + 3)
      #expect(problems.isEmpty, "\(line)")
      #expect(statements[index + 2] == expected, "\(line)")
    }
    // Iterating reads the same statements as subscripting.
    #expect(Array(statements) == statements.indices.map { statements[$0] })
  }

  @Test func otherLinesTakeTheGeneralPathWithTheSameStatementsAndDiagnostics() {
    for line in Self.others {
      let source = SourceFile(path: "t.scenario", text: "scenario \"s\"\n" + line + "\n")
      let (document, diagnostics) = ScenarioParser.parse(source)
      let (expected, problems) = generalParse(line, number: 2)
      #expect(document.scenarios[0].statements.packedCount == 0, "\(line)")
      #expect(Array(diagnostics) == problems, "\(line)")
      #expect(Array(document.scenarios[0].statements) == (expected.map { [$0] } ?? []), "\(line)")
    }
  }

  @Test func aRecordedScriptIsPackedWholeAndChecksAsBefore() {
    var text = "tabbar glass Home Search\nat 0ms touch down (48.75, 812)\n"
    for step in 0..<10_000 { text += "+1ms touch move (\(48.75 + Double(step % 300)), 812)\n" }
    text += "+1ms touch up (48.75, 812)\nexpect touches.count == 0\n"
    let source = SourceFile(path: "touches", text: text)
    let (document, diagnostics) = ScenarioPipeline.compile(source)
    #expect(diagnostics.isEmpty)
    let statements = document?.scenarios[0].statements ?? []
    #expect(statements.packedCount == 10_001)
    for (index, statement) in statements.enumerated() where index % 997 == 2 {
      #expect(
        statement == generalParse(source.line(index + 1), number: index + 1, file: "touches").0)
    }
  }

  @Test func aListReadsLikeAnArrayWhateverItsRuns() {
    let source = SourceFile(
      path: "t", text: "+1ms touch move (1, 2)\ntap Home\n+2ms touch move (3, 4)\n")
    let (document, _) = ScenarioParser.parse(source)
    let mixed = document.scenarios[0].statements
    let plain = StatementList(Array(mixed))
    #expect(mixed.packedCount == 2)
    #expect(plain.packedCount == 0)
    #expect(mixed == plain)
    #expect(mixed.hashValue == plain.hashValue)
    #expect(mixed.map(\.text) == ["+1ms touch move (1, 2)", "tap Home", "+2ms touch move (3, 4)"])
    var appended = mixed
    appended.append(plain[1])
    #expect(appended.count == 4)
    #expect(appended[3] == plain[1])
    #expect(appended != mixed)
    let empty: StatementList = []
    #expect(empty.isEmpty)
    #expect(([] + mixed).count == 3)
  }

  @Test func linesAreCutFromTheTextAndCanStillBeEdited() {
    var source = SourceFile(path: "t", text: "a\r\nb\rc\n\nd")
    #expect(source.lines == ["a", "b", "c", "", "d"])
    #expect(source.line(2) == "b")
    #expect(source.line(6) == "")
    source.lines.append("e")
    #expect(source.lines == ["a", "b", "c", "", "d", "e"])
    #expect(source.line(6) == "e")
    #expect(source.byteRange(ofLine: 1) == nil)
  }
}
