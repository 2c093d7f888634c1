import Foundation
import NavSpecLanguage
import NavSpecModel
import Testing

@testable import NavSpecREPL

/// `:save`: whatever the session did, `navspec run` passes the file, and replaying it reproduces
/// the live model exactly.
struct ReplSaveTests {
  /// Saves, then checks the invariant; returns the saved text.
  @discardableResult
  func saveAndRun(
    _ lines: [String], expectState: Bool = false,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) -> String {
    var (session, _) = ReplTesting.session(lines)
    let saved = session.savedScenario(expectState: expectState).text
    let report = ReplTesting.run(saved)
    #expect(
      !report.hasErrors && report.results.allSatisfy { $0.passed },
      "\(saved)\n\(ReplTesting.describe(report))", sourceLocation: sourceLocation)
    #expect(
      ReplTesting.replayedSimulator(saved) == session.simulator, "\(saved)",
      sourceLocation: sourceLocation)
    _ = session.handle(":reset")
    return saved
  }

  /// How a statement is written back follows its role in the keyword tables: set-up as typed,
  /// changes untimed in the set-up and at their instant after it, inputs at their instant.
  @Test func routerAndTabViewStatementsFollowTheirRole() {
    let saved = saveAndRun([
      "tabbar system Home Library Search", "hide Search", "route recipe apple-pie \"Apple Pie\"",
      "push recipe apple-pie", "wait 100ms", "show Search", "+16ms pop", "size-class regular",
      "expect selection == Home",
    ])
    #expect(
      saved == """
        # Recorded with navspec repl; 'navspec run' replays it.
        scenario "REPL session"
        tabbar system Home Library Search
        hide Search
        route recipe apple-pie "Apple Pie"
        at 0ms push recipe apple-pie
        at 100ms
        at 100ms show Search
        at 116ms pop
        at 116ms size-class regular
        expect selection == Home

        """)
  }

  @Test func inputsGetTheirTimesAndWaitsBecomeAt() {
    let saved = saveAndRun([
      ReplTesting.bar, "tab Library badge 3", "tap Library", "wait 175ms",
      "expect pill.offset == 87.75 ± 0.001", "settle", "expect pill.offset == 185.25",
      "+16ms touch down (48, 812)", "+16ms touch move (200, 812)", "touch up",
    ])
    #expect(
      saved == """
        # Recorded with navspec repl; 'navspec run' replays it.
        scenario "REPL session"
        tabbar glass Home Search Library Profile
        tab Library badge 3
        at 0ms tap Library
        at 225ms
        expect pill.offset == 87.75 ± 0.001
        at 400ms
        expect pill.offset == 185.25
        at 416ms touch down (48, 812)
        at 432ms touch move (200, 812)
        at 432ms touch up

        """)
  }

  @Test func expectStatePinsSelectionPillAndEvents() {
    let saved = saveAndRun(
      [ReplTesting.bar, "tap Library", "wait 100ms", "long-press pill for 600ms"],
      expectState: true)
    #expect(
      saved.hasSuffix(
        """
        # The state when the session was saved.
        expect selection == Library
        expect pill.offset == 185.25 ± 0.001
        expect pill.scale == 1.08466 ± 0.001
        expect events [selectionChanged(from: Home, to: Library, cause: tap), longPressBegan(tab: Library), longPressEnded]

        """), "\(saved)")
  }

  @Test func failedExpectationsBecomeComments() throws {
    let (session, responses) = ReplTesting.session([
      ReplTesting.bar, "tap Library", "expect selection == Search",
      "expect selection == Library",
    ])
    #expect(responses[2].failed)
    #expect(session.anyExpectationFailed)
    let saved = session.savedScenario(expectState: false)
    #expect(saved.failedExpectations == 1)
    #expect(saved.text.contains("\n# failed: expect selection == Search\n"))
    #expect(saved.text.contains("\nexpect selection == Library\n"))
    saveAndRun([ReplTesting.bar, "tap Library", "expect selection == Search"])
  }

  @Test func aSessionWithoutExpectationsPinsTheClock() {
    let saved = saveAndRun([ReplTesting.bar, "tap Search", "wait 16666us"])
    #expect(saved.hasSuffix("expect time == 66666us\n"))
    saveAndRun([])
    saveAndRun(["set voiceover on", "announce \"Saved\""])
  }

  @Test func settleAndRawTouchesWithFingers() {
    saveAndRun([
      ReplTesting.bar, "frame-rate 60", "at 0ms touch down (48, 812)", "+16ms touch move (57, 812)",
      "+16ms touch down 2 (300, 812)", "+16ms touch move (200, 812)", "touch cancel 2",
      "+16ms touch up (230, 812)", "expect selection == Library", "settle",
      "expect pill.animating == false", "touch down (300, 812)", "touch cancel",
    ])
  }

  @Test func voiceOverActions() {
    saveAndRun(
      [
        "set voiceover on", ReplTesting.bar, "tab Library hint \"Shows your saved books.\"",
        "voiceover next", "voiceover next", "voiceover activate", "voiceover focus Library",
        "voiceover activate Library", "voiceover escape", "announce \"Saved\"",
        "expect voiceover.focus == Library", "touch down (250, 812)", "touch up",
        "wait 100ms", "touch down (250, 812)", "touch up",
      ], expectState: true)
  }

  @Test func exhaustiveModeEndsWithTheUnmatchedEvents() {
    let saved = saveAndRun([
      "exhaustive on", ReplTesting.bar, "tap Library", "expect selection == Library",
      "drag Library to Profile", "tap Home",
    ])
    #expect(saved.contains("# Exhaustive mode is on"))
    saveAndRun(["exhaustive on", ReplTesting.bar, "tap Library", "exhaustive off"])
  }

  @Test func typedTimingPrefixesAndSettingsAfterSetUp() {
    saveAndRun([
      "set reduce-motion on", "screen 400x800", "safe-area bottom 34", "tabbar glass A B C",
      "at 10ms tap B", "set reduce-motion off", "+5ms set bold-text on", "tab A badge \"New\"",
      "at 1s", "at 2s tap C", "expect tabs[A].badge == New", "long-press B for 900ms",
    ])
  }

  @Test func quotedAndUnicodeTitles() {
    saveAndRun(
      [
        "tabbar glass Home \"My Projects\" Café 日本 \"say \\\"hi\\\"\"",
        "tap \"My Projects\"", "drag \"My Projects\" to \"say \\\"hi\\\"\"", "settle",
        "expect selection == \"say \\\"hi\\\"\"",
      ], expectState: true)
  }

  @Test func writesTheFileAndReportsIOErrors() throws {
    let directory = ReplTesting.directory("save")
    var (session, _) = ReplTesting.session(
      [ReplTesting.bar, "tap Library", "expect selection == Search"],
      workingDirectory: directory)
    let response = session.handle(":save out.scenario")
    #expect(
      response.text
        == "saved 7 lines to out.scenario; 1 failed expectation is written as a comment, so the file passes\n"
        + "note: no expectation held, so the file ends with 'expect time == ...'\n")
    let text = try #require(ReplTesting.read(directory + "/out.scenario"))
    #expect(text == session.savedScenario(expectState: false).text)
    let rerun = ReplTesting.run(text)
    #expect(rerun.results.allSatisfy { $0.passed })

    // Saving again over the file takes `:save!`.
    _ = session.handle("tap Search")
    _ = session.handle(":save! out.scenario")
    #expect(
      ReplTesting.read(directory + "/out.scenario")
        == session.savedScenario(expectState: false).text)
    #expect(ReplTesting.read(directory + "/out.scenario")?.contains("tap Search") == true)

    let missing = session.handle(":save no/such/dir/x.scenario")
    #expect(missing.failed)
    #expect(
      missing.text == "error: cannot write 'no/such/dir/x.scenario': No such file or directory\n")
    #expect(session.handle(":save").text == "error: usage: :save FILE [--expect-state]\n")
    #expect(
      session.handle(":save x --expect-stat").text
        == "error: unknown option '--expect-stat'\nnote: did you mean '--expect-state'?\n")
  }

  @Test func theScenarioNameIsKept() {
    let saved = saveAndRun(["scenario \"Tapping selects\"", ReplTesting.bar, "tap Search"])
    #expect(saved.contains("\nscenario \"Tapping selects\"\n"))
  }

  // MARK: - Fuzz

  @Test func fuzzedSessionsAlwaysSaveToAPassingScenario() {
    var generator = SeededGenerator(seed: 0x5EED_2024)
    var rejected = 0
    var accepted = 0
    for round in 0..<200 {
      let lines = Self.randomSession(&generator)
      var session = ReplSession(workingDirectory: "/nonexistent")
      for line in lines {
        let response = session.handle(line)
        #expect(response.text.isEmpty || response.text.hasSuffix("\n"), "\(line)")
        if response.text.contains("error:") || response.text.contains("refused:") {
          rejected += 1
        } else {
          accepted += 1
        }
      }
      let expectState = Bool.random(using: &generator)
      let saved = session.savedScenario(expectState: expectState).text
      let report = ReplTesting.run(saved)
      let passed = !report.hasErrors && report.results.allSatisfy(\.passed)
      #expect(
        passed,
        "round \(round):\n\(lines.joined(separator: "\n"))\n--- saved ---\n\(saved)\n\(ReplTesting.describe(report))"
      )
      #expect(
        ReplTesting.replayedSimulator(saved) == session.simulator,
        "round \(round): the replay differs\n\(saved)")
      if !passed { break }
    }
    // The generator must exercise both paths.
    #expect(accepted > 2_000)
    #expect(rejected > 100)
  }

  /// The line-by-line checker the REPL uses finds what the whole-file checker finds.
  @Test func lineCheckerAgreesWithTheFileChecker() {
    var generator = SeededGenerator(seed: 42)
    var compared = 0
    var withDiagnostics = 0
    for round in 0..<200 {
      let text = Self.randomSession(&generator).joined(separator: "\n") + "\n"
      let (document, parseDiagnostics) = ScenarioParser.parse(
        SourceFile(path: "f.scenario", text: text))
      guard parseDiagnostics.isEmpty, document.scenarios.count == 1 else { continue }
      let whole = ScenarioChecker.check(document, requireExpectation: false)
      var checker = LineChecker()
      let byLine = document.scenarios[0].statements.flatMap { checker.check($0) }
      #expect(Set(byLine) == Set(whole), "round \(round)\n\(text)")
      compared += 1
      if !whole.isEmpty { withDiagnostics += 1 }
    }
    // Enough rounds were compared, and some of them had something to find.
    #expect(compared > 50)
    #expect(withDiagnostics > 10)
  }

  static let titlePool = [
    "Home", "Search", "Library", "Profile", "\"My Projects\"", "Café", "日本", "Inbox", "a-b",
  ]

  static func randomSession(_ random: inout SeededGenerator) -> [String] {
    var lines: [String] = []
    func pick<T>(_ items: [T]) -> T { items.randomElement(using: &random)! }
    func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }
    func duration(_ range: ClosedRange<Int>) -> String {
      let value = Int.random(in: range, using: &random)
      return chance(20)
        ? "\(value * 1000 + Int.random(in: 0...999, using: &random))us" : "\(value)ms"
    }
    let count = Int.random(in: 2...6, using: &random)
    let titles = Array(titlePool.shuffled(using: &random).prefix(count))
    if chance(20) { lines.append("set voiceover on") }
    if chance(20) { lines.append("screen \(pick([320, 390, 430]))x\(pick([700, 844, 932]))") }
    if chance(20) { lines.append("safe-area bottom \(pick([0, 20, 34]))") }
    if chance(15) { lines.append("exhaustive on") }
    if chance(90) { lines.append("tabbar glass " + titles.joined(separator: " ")) }
    let settings = Settings.descriptors
    for _ in 0..<Int.random(in: 5...30, using: &random) {
      let title = pick(titles)
      let target =
        chance(15)
        ? "pill" : chance(10) ? "(\(Int.random(in: 0...430, using: &random)), 812)" : title
      let x = Int.random(in: -10...440, using: &random)
      let y =
        chance(85)
        ? Int.random(in: 780...844, using: &random) : Int.random(in: 0...900, using: &random)
      let finger = chance(20) ? " \(Int.random(in: 1...3, using: &random))" : ""
      let prefix =
        chance(20) ? "+\(duration(0...40)) " : chance(5) ? "at \(duration(0...2000)) " : ""
      let line: String
      switch Int.random(in: 0..<24, using: &random) {
      case 0, 1: line = prefix + "tap \(target)"
      case 2: line = prefix + "double-tap \(target)"
      case 3:
        line =
          prefix + "drag \(target) to \(pick(titles))"
          + (chance(50) ? " in \(duration(1...600))" : "")
      case 4:
        line = prefix + "long-press \(target)" + (chance(60) ? " for \(duration(100...1200))" : "")
      case 5, 6: line = prefix + "touch down\(finger) (\(x), \(y))"
      case 7, 8: line = prefix + "touch move\(finger) (\(x), \(y))"
      case 9: line = prefix + "touch up\(finger)" + (chance(50) ? " (\(x), \(y))" : "")
      case 10: line = prefix + "touch cancel\(finger)"
      case 11: line = "wait \(duration(0...700))"
      case 12: line = "at \(duration(0...3000))"
      case 13: line = "settle"
      case 14:
        let setting = pick(settings)
        line = prefix + "set \(setting.name) \(pick(setting.values))"
      case 15:
        line =
          prefix + "tab \(title) "
          + pick([
            "badge 3", "badge none", "badge \"New\"", "hint \"Hi\"", "label \"L\"", "icon star",
          ])
      case 16:
        line =
          prefix + "voiceover "
          + pick(["next", "previous", "escape", "activate", "focus \(title)", "activate \(title)"])
      case 17: line = prefix + "announce \"Done\""
      case 18: line = "expect selection == \(pick(titles))"
      case 19: line = "expect pill.offset >= \(Int.random(in: -20...400, using: &random))"
      case 20:
        line =
          "expect event "
          + pick([
            "selectionChanged", "reselected", "dragBegan", "longPressBegan", "voiceOverFocused",
            "animationBegan(property: pill.offset)",
          ])
      case 21:
        line =
          "expect events ["
          + (chance(50)
            ? ""
            : pick(["selectionChanged", "dragBegan, dragEnded, selectionChanged", "reselected"]))
          + "]"
      case 22:
        line = pick([
          "expect no event reselected", "exhaustive on", "exhaustive off",
          "frame-rate \(pick([30, 60, 120]))",
        ])
      default:
        line = pick([
          "expect drag.active == false", "expect touches.count == 0", "expect time >= 0",
        ])
      }
      lines.append(line)
    }
    return lines
  }
}
