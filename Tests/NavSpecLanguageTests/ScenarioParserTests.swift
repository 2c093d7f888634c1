import Testing

@testable import NavSpecLanguage

/// Parses one line the way the REPL does, numbered line 1 of "t.scenario".
func parseLineForTest(_ text: String) -> (Statement?, [Diagnostic]) {
  ScenarioParser.parseLine(text, file: "t.scenario", line: 1)
}

/// Parses a whole file named "t.scenario".
func parseFileForTest(_ text: String) -> (ScenarioDocument, DiagnosticList) {
  ScenarioParser.parse(SourceFile(path: "t.scenario", text: text))
}

@Suite("Scenario parser")
struct ScenarioParserTests {
  /// The language contract: every one of these lines must parse exactly as written. Each is
  /// paired with the dump of its tree (as line 1).
  static let contract: [(String, String)] = [
    (
      "scenario \"Dragging the pill snaps to the nearest tab\"",
      """
      Scenario "Dragging the pill snaps to the nearest tab" @1:1
      """
    ),
    (
      "screen 390x844",
      """
      Screen 390x844 @1:1
      """
    ),
    (
      "tabbar glass Home Search Library Profile",
      """
      TabBar @1:1
        Style glass @1:8
        Title Home @1:14
        Title Search @1:19
        Title Library @1:26
        Title Profile @1:34
      """
    ),
    (
      "tabbar glass Home \"My Projects\" Settings Profile",
      """
      TabBar @1:1
        Style glass @1:8
        Title Home @1:14
        Title "My Projects" @1:19
        Title Settings @1:33
        Title Profile @1:42
      """
    ),
    (
      "tab Library badge 3 hint \"Shows your saved books.\"",
      """
      Tab @1:1
        Title Library @1:5
        Badge 3 @1:13
        Hint "Shows your saved books." @1:21
      """
    ),
    (
      "set reduce-motion on",
      """
      Set @1:1
        Setting reduce-motion @1:5
        Value on @1:19
      """
    ),
    (
      "set voiceover off",
      """
      Set @1:1
        Setting voiceover @1:5
        Value off @1:15
      """
    ),
    (
      "at 120ms",
      """
      At 120ms @1:1
      """
    ),
    (
      "wait 16ms",
      """
      Wait 16ms @1:1
      """
    ),
    (
      "at 0ms touch down (48, 812)",
      """
      Touch down [at 0ms] @1:1
        Point (48, 812) @1:19
      """
    ),
    (
      "+16ms touch move (64, 812)",
      """
      Touch move [+16ms] @1:1
        Point (64, 812) @1:18
      """
    ),
    (
      "touch up",
      """
      Touch up @1:1
      """
    ),
    (
      "touch cancel",
      """
      Touch cancel @1:1
      """
    ),
    (
      "touch down 2 (300, 812)",
      """
      Touch down @1:1
        Finger 2 @1:12
        Point (300, 812) @1:14
      """
    ),
    (
      "tap Library",
      """
      Tap @1:1
        Target tab Library @1:5
      """
    ),
    (
      "drag Home to Library in 300ms",
      """
      Drag in 300ms @1:1
        From tab Home @1:6
        To tab Library @1:14
      """
    ),
    (
      "long-press pill for 800ms",
      """
      LongPress for 800ms @1:1
        Target pill @1:12
      """
    ),
    (
      "voiceover activate Library",
      """
      VoiceOver @1:1
        Command activate Library @1:20
      """
    ),
    (
      "settle",
      """
      Settle @1:1
      """
    ),
    (
      "expect selection == Library",
      """
      ExpectValue @1:1
        Path selection @1:8
        Comparison == @1:18
        Value Library @1:21
      """
    ),
    (
      "expect pill.offset == 185.25 ± 0.5",
      """
      ExpectValue @1:1
        Path pill.offset @1:8
        Comparison == @1:20
        Value 185.25 ± 0.5 @1:23
      """
    ),
    (
      "expect pill.offset == 185.25 +- 0.5",
      """
      ExpectValue @1:1
        Path pill.offset @1:8
        Comparison == @1:20
        Value 185.25 ± 0.5 @1:23
      """
    ),
    (
      "expect pill.scale > 1.1",
      """
      ExpectValue @1:1
        Path pill.scale @1:8
        Comparison > @1:19
        Value 1.1 @1:21
      """
    ),
    (
      "expect tabs[Library].a11y.label == \"Library\"",
      """
      ExpectValue @1:1
        Path tabs[Library].a11y.label @1:8
        Comparison == @1:33
        Value "Library" @1:36
      """
    ),
    (
      "expect tabs[Library].a11y.traits contains selected",
      """
      ExpectValue @1:1
        Path tabs[Library].a11y.traits @1:8
        Comparison contains @1:34
        Value selected @1:43
      """
    ),
    (
      "expect tabs[Library].a11y.spoken == \"Selected, Library, Tab, 3 of 4\"",
      """
      ExpectValue @1:1
        Path tabs[Library].a11y.spoken @1:8
        Comparison == @1:34
        Value "Selected, Library, Tab, 3 of 4" @1:37
      """
    ),
    (
      "expect event selectionChanged(from: Home, to: Library, cause: drag)",
      """
      ExpectEvent @1:1
        Event selectionChanged @1:14
          Argument from: Home @1:31
          Argument to: Library @1:43
          Argument cause: drag @1:56
      """
    ),
    (
      "expect event selectionChanged(to: Library) at 250ms",
      """
      ExpectEvent at 250ms @1:1
        Event selectionChanged @1:14
          Argument to: Library @1:31
      """
    ),
    (
      "expect no event longPressBegan",
      """
      ExpectNoEvent @1:1
        Event longPressBegan @1:17
      """
    ),
    (
      "expect events [dragBegan, dragEnded, selectionChanged(to: Library)]",
      """
      ExpectEvents (3) @1:1
        Event dragBegan @1:16
        Event dragEnded @1:27
        Event selectionChanged @1:38
          Argument to: Library @1:55
      """
    ),
  ]

  /// The rest of the grammar, one line per form the contract does not already cover.
  static let grammar: [(String, String)] = [
    (
      "safe-area bottom 34",
      """
      SafeArea bottom 34 @1:1
      """
    ),
    (
      "safe-area top 47pt",
      """
      SafeArea top 47 @1:1
      """
    ),
    (
      "frame-rate 120",
      """
      FrameRate 120 @1:1
      """
    ),
    (
      "frame-rate 120hz",
      """
      FrameRate 120 @1:1
      """
    ),
    (
      "tab Library badge \"new\" label \"Books\" icon book",
      """
      Tab @1:1
        Title Library @1:5
        Badge "new" @1:13
        Label "Books" @1:25
        Icon book @1:39
      """
    ),
    (
      "tab \"My Projects\" badge none",
      """
      Tab @1:1
        Title "My Projects" @1:5
        Badge none @1:19
      """
    ),
    (
      "set text-size AX2",
      """
      Set @1:1
        Setting text-size @1:5
        Value AX2 @1:15
      """
    ),
    (
      "set speech-rate 0.5",
      """
      Set @1:1
        Setting speech-rate @1:5
        Value "0.5" @1:17
      """
    ),
    (
      "set greeting \"hello world\"",
      """
      Set @1:1
        Setting greeting @1:5
        Value "hello world" @1:14
      """
    ),
    (
      "at 0ms tap Home",
      """
      Tap [at 0ms] @1:1
        Target tab Home @1:12
      """
    ),
    (
      "+250us double-tap (195, 820)",
      """
      DoubleTap [+250us] @1:1
        Target point (195, 820) @1:19
      """
    ),
    (
      "touch up 2 (10.5, -3)",
      """
      Touch up @1:1
        Finger 2 @1:10
        Point (10.5, -3) @1:12
      """
    ),
    (
      "touch cancel 3",
      """
      Touch cancel @1:1
        Finger 3 @1:14
      """
    ),
    (
      "tap pill",
      """
      Tap @1:1
        Target pill @1:5
      """
    ),
    (
      "tap \"pill\"",
      """
      Tap @1:1
        Target tab pill @1:5
      """
    ),
    (
      "drag pill to (300, 812)",
      """
      Drag @1:1
        From pill @1:6
        To point (300, 812) @1:14
      """
    ),
    (
      "drag \"My Projects\" to Home",
      """
      Drag @1:1
        From tab "My Projects" @1:6
        To tab Home @1:23
      """
    ),
    (
      "long-press Library",
      """
      LongPress @1:1
        Target tab Library @1:12
      """
    ),
    (
      "voiceover next",
      """
      VoiceOver @1:1
        Command next @1:11
      """
    ),
    (
      "voiceover previous",
      """
      VoiceOver @1:1
        Command previous @1:11
      """
    ),
    (
      "voiceover escape",
      """
      VoiceOver @1:1
        Command escape @1:11
      """
    ),
    (
      "voiceover focus \"My Projects\"",
      """
      VoiceOver @1:1
        Command focus "My Projects" @1:17
      """
    ),
    (
      "voiceover activate",
      """
      VoiceOver @1:1
        Command activate @1:11
      """
    ),
    (
      "at 1.25s voiceover next",
      """
      VoiceOver [at 1250ms] @1:1
        Command next @1:20
      """
    ),
    (
      "+0.5s announce \"Saved \\\"draft\\\"\"",
      """
      Announce "Saved \\"draft\\"" [+500ms] @1:1
      """
    ),
    (
      "exhaustive on",
      """
      Exhaustive on @1:1
      """
    ),
    (
      "exhaustive off",
      """
      Exhaustive off @1:1
      """
    ),
    (
      "expect tabs[\"My Projects\"].frame.x >= -12.5pt",
      """
      ExpectValue @1:1
        Path tabs["My Projects"].frame.x @1:8
        Comparison >= @1:36
        Value -12.5 @1:39
      """
    ),
    (
      "expect tabs[2].title != \"Home\"",
      """
      ExpectValue @1:1
        Path tabs[2].title @1:8
        Comparison != @1:22
        Value "Home" @1:25
      """
    ),
    (
      "expect settings.reduce-motion == on",
      """
      ExpectValue @1:1
        Path settings.reduce-motion @1:8
        Comparison == @1:31
        Value on @1:34
      """
    ),
    (
      "expect pill.offset <= 200",
      """
      ExpectValue @1:1
        Path pill.offset @1:8
        Comparison <= @1:20
        Value 200 @1:23
      """
    ),
    (
      "expect pill.offset < 200 ± 1pt",
      """
      ExpectValue @1:1
        Path pill.offset @1:8
        Comparison < @1:20
        Value 200 ± 1 @1:22
      """
    ),
    (
      "expect animation.duration == 300ms ± 16ms",
      """
      ExpectValue @1:1
        Path animation.duration @1:8
        Comparison == @1:27
        Value 0.3 ± 0.016 @1:30
      """
    ),
    (
      "expect tabs[Library].a11y.traits !contains selected",
      """
      ExpectValue @1:1
        Path tabs[Library].a11y.traits @1:8
        Comparison !contains @1:34
        Value selected @1:44
      """
    ),
    (
      "expect event pillMoved(property: pill.offset, value: 185.25 ± 0.5, note: \"x\")",
      """
      ExpectEvent @1:1
        Event pillMoved @1:14
          Argument property: pill.offset @1:24
          Argument value: 185.25 ± 0.5 @1:47
          Argument note: "x" @1:68
      """
    ),
    (
      "expect event selectionChanged(to: Library) at 250ms ± 16ms",
      """
      ExpectEvent at 250ms ± 16ms @1:1
        Event selectionChanged @1:14
          Argument to: Library @1:31
      """
    ),
    (
      "expect event tabBarAppeared()",
      """
      ExpectEvent @1:1
        Event tabBarAppeared @1:14
      """
    ),
    (
      "expect events []",
      """
      ExpectEvents (0) @1:1
      """
    ),
    (
      "expect event == 3",
      """
      ExpectValue @1:1
        Path event @1:8
        Comparison == @1:14
        Value 3 @1:17
      """
    ),
    (
      "at 2s",
      """
      At 2000ms @1:1
      """
    ),
    (
      "wait 250us",
      """
      Wait 250us @1:1
      """
    ),
  ]

  @Test(arguments: contract)
  func contractLineParses(_ line: String, expectedDump: String) {
    let (statement, diagnostics) = parseLineForTest(line)
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    #expect(statement?.dump() == expectedDump + "\n")
    #expect(statement?.text == line)
  }

  @Test(arguments: grammar)
  func grammarLineParses(_ line: String, expectedDump: String) {
    let (statement, diagnostics) = parseLineForTest(line)
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    #expect(statement?.dump() == expectedDump + "\n")
  }

  @Test func theWholeContractParsesAsOneFile() {
    let text = Self.contract.map(\.0).joined(separator: "\n")
    let (document, diagnostics) = parseFileForTest(text)
    #expect(diagnostics.isEmpty)
    #expect(document.prelude.isEmpty)
    #expect(document.scenarios.count == 1)
    #expect(document.scenarios.first?.name == "Dragging the pill snaps to the nearest tab")
    #expect(document.scenarios.first?.statements.count == Self.contract.count - 1)
  }

  // MARK: Values in the tree

  func kind(_ line: String) -> StatementKind? { parseLineForTest(line).0?.kind }

  @Test func durationsAreExactMicroseconds() {
    #expect(kind("wait 120ms") == .wait(120_000))
    #expect(kind("wait 0.5s") == .wait(500_000))
    #expect(kind("wait 1.25s") == .wait(1_250_000))
    #expect(kind("wait 250us") == .wait(250))
    #expect(kind("wait 0.1s") == .wait(100_000))
    #expect(kind("wait 0.001ms") == .wait(1))
    #expect(kind("wait 1.500000s") == .wait(1_500_000))
    #expect(kind("at 1000000s") == .advance(to: 1_000_000_000_000))
    #expect(kind("wait 007ms") == .wait(7_000))
  }

  @Test func timingPrefixes() {
    #expect(parseLineForTest("+16ms touch up").0?.timing == .relative(16_000))
    #expect(parseLineForTest("at 0ms touch down (48, 812)").0?.timing == .absolute(0))
    #expect(parseLineForTest("at 120ms").0?.timing == nil)
    #expect(parseLineForTest("tap Home").0?.timing == nil)
    for input in ["set voiceover on", "tab Home badge 2", "announce \"Hi\"", "long-press pill"] {
      #expect(parseLineForTest("+1ms " + input).1.isEmpty, "\(input)")
    }
  }

  @Test func screenAndSettings() {
    #expect(kind("screen 390x844") == .screen(width: 390, height: 844))
    #expect(kind("screen 390.5x844pt") == .screen(width: 390.5, height: 844))
    #expect(kind("frame-rate 60hz") == .frameRate(60))
    #expect(kind("exhaustive on") == .exhaustive(true))
  }

  @Test func touchesDefaultToFingerOne() throws {
    guard case .touch(let touch) = kind("touch down (48, 812)") else {
      Issue.record("expected a touch")
      return
    }
    #expect(touch.finger == nil)
    #expect(touch.fingerID == 1)
    #expect(touch.phase.value == .down)
    #expect(touch.point?.value == PointLiteral(x: 48, y: 812))
    #expect(touch.point?.range.start.column == 12)
    #expect(touch.point?.range.length == 9)

    guard case .touch(let second) = kind("touch down 2 (300, 812)") else {
      Issue.record("expected a touch")
      return
    }
    #expect(second.fingerID == 2)
  }

  @Test func valueExpectationsConvertUnitsAndKeepTolerances() {
    guard case .expectValue(let value) = kind("expect animation.duration == 300ms ± 16ms") else {
      Issue.record("expected a value expectation")
      return
    }
    #expect(value.expected.value == .number(0.3))
    #expect(value.tolerance == 0.016)
    #expect(value.comparison.value == .equal)
    #expect(value.path.components.map(\.value) == [.name("animation"), .name("duration")])
    guard case .expectValue(let points) = kind("expect x == 12pt") else {
      Issue.record("expected a value expectation")
      return
    }
    #expect(points.expected.value == .number(12))
  }

  @Test func eventPatternsKeepArgumentsInOrder() {
    guard
      case .expectEvent(let pattern, let time, let tolerance) = kind(
        "expect event selectionChanged(from: Home, to: \"My Projects\", cause: drag) at 1s")
    else {
      Issue.record("expected an event expectation")
      return
    }
    #expect(pattern.name.value == "selectionChanged")
    #expect(pattern.arguments.map(\.label.value) == ["from", "to", "cause"])
    #expect(
      pattern.arguments.map(\.value.value) == [
        .identifier("Home"), .string("My Projects"), .identifier("drag"),
      ])
    #expect(time == 1_000_000)
    #expect(tolerance == nil)
    #expect(pattern.range.start.column == 14)
    #expect(pattern.range.length == 60)
  }

  @Test(arguments: [
    ("expect tabs[Library].a11y.label == x", "tabs[Library].a11y.label"),
    ("expect tabs[\"My Projects\"].frame.x == 1", "tabs[\"My Projects\"].frame.x"),
    ("expect tabs[2].title == x", "tabs[2].title"),
    ("expect tabs[\"2\"].title == x", "tabs[2].title"),
    ("expect tabs[\"a\\\"b\"].title == x", "tabs[\"a\\\"b\"].title"),
    ("expect settings.reduce-motion == on", "settings.reduce-motion"),
    ("expect tabs [ Home ] . badge == 3", "tabs[Home].badge"),
  ])
  func statePathsPrintBack(_ line: String, expected: String) {
    guard case .expectValue(let value) = kind(line) else {
      Issue.record("expected a value expectation: \(parseLineForTest(line).1.map(\.message))")
      return
    }
    #expect(value.path.description == expected)
  }

  @Test func statementTextAndRangeLeaveOutTheComment() {
    let (statement, _) = parseLineForTest("  tap Home   # go home")
    #expect(statement?.text == "tap Home")
    #expect(statement?.range.start.column == 3)
    #expect(statement?.range.length == 8)
  }

  // MARK: parseLine

  @Test func blankAndCommentLinesGiveNothing() {
    for line in ["", "   ", "\t", "# just a comment", "  # indented comment"] {
      let (statement, diagnostics) = parseLineForTest(line)
      #expect(statement == nil && diagnostics.isEmpty, "\(line)")
    }
  }

  @Test func aScenarioLineAtTheREPLStartsAScenario() {
    #expect(kind("scenario \"Smoke\"") == .scenario(name: "Smoke"))
    #expect(kind("scenario Smoke") == .scenario(name: "Smoke"))
  }

  @Test func replLinesUseTheGivenLineNumber() {
    let (_, diagnostics) = ScenarioParser.parseLine("tapp Home", file: "<repl>", line: 7)
    #expect(diagnostics.first?.location == SourceLocation(file: "<repl>", line: 7, column: 1))
  }

  @Test func aLineBreakInAREPLLineIsReported() {
    let (statement, diagnostics) = parseLineForTest("tap Home\ntap Search")
    #expect(statement == nil)
    #expect(diagnostics.map(\.message) == ["expected a single line; enter one statement at a time"])
    #expect(diagnostics.first?.location.column == 9)
  }

  // MARK: Whole documents

  @Test func preludeAndScenarios() {
    let text = """
      # Shared setup for both scenarios.
      screen 390x844
      tabbar glass Home Search Library Profile   # four tabs

      scenario "Tapping a tab"
      tap Library
      settle
      expect selection == Library

      scenario "Dragging the pill"
      at 0ms touch down (48, 812)
      +16ms touch move (64, 812)
      +300ms touch up
      expect events [dragBegan, dragEnded, selectionChanged(to: Search)]
      """
    let (document, diagnostics) = parseFileForTest(text)
    #expect(diagnostics.isEmpty)
    #expect(
      document.dump() == """
        Document "t.scenario"
          Prelude
            Screen 390x844 @2:1
            TabBar @3:1
              Style glass @3:8
              Title Home @3:14
              Title Search @3:19
              Title Library @3:26
              Title Profile @3:34
          Scenario "Tapping a tab" @5:1
            Tap @6:1
              Target tab Library @6:5
            Settle @7:1
            ExpectValue @8:1
              Path selection @8:8
              Comparison == @8:18
              Value Library @8:21
          Scenario "Dragging the pill" @10:1
            Touch down [at 0ms] @11:1
              Point (48, 812) @11:19
            Touch move [+16ms] @12:1
              Point (64, 812) @12:18
            Touch up [+300ms] @13:1
            ExpectEvents (3) @14:1
              Event dragBegan @14:16
              Event dragEnded @14:27
              Event selectionChanged @14:38
                Argument to: Search @14:55

        """)
    #expect(document.scenarios.map(\.location.line) == [5, 10])
    #expect(document.scenarios[1].statements[2].text == "+300ms touch up")
  }

  @Test func aFileWithoutScenarioLinesIsOneUnnamedScenario() {
    // BOM, CRLF, a lone CR and a blank line: line numbers must match an editor's.
    let text = "\u{FEFF}screen 390x844\r\ntap Home\r\n\r\n  # comment\rwait 16ms\n"
    let (document, diagnostics) = parseFileForTest(text)
    #expect(diagnostics.isEmpty)
    #expect(
      document.dump() == """
        Document "t.scenario"
          Scenario (unnamed) @1:1
            Screen 390x844 @1:1
            Tap @2:1
              Target tab Home @2:5
            Wait 16ms @5:1

        """)
  }

  @Test func anEmptyFileIsOneEmptyScenario() {
    let (document, diagnostics) = parseFileForTest("")
    #expect(diagnostics.isEmpty)
    #expect(document.scenarios.count == 1)
    #expect(document.scenarios.first?.statements.isEmpty == true)
  }

  @Test func goodLinesSurviveBadOnes() {
    let text = """
      screen 390x844
      scenario "broken
      tapp Home
      tap Home
      scenario "Second"
      settle
      """
    let (document, diagnostics) = parseFileForTest(text)
    #expect(diagnostics.map(\.location.line) == [2, 3])
    // The broken header still opens a scenario, so `tap Home` is not mistaken for prelude.
    #expect(
      document.dump() == """
        Document "t.scenario"
          Prelude
            Screen 390x844 @1:1
          Scenario (unnamed) @2:1
            Tap @4:1
              Target tab Home @4:5
          Scenario "Second" @5:1
            Settle @6:1

        """)
  }
}
