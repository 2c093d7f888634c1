import NavSpecLanguage
import NavSpecModel
import Testing

/// The audit statements (docs/audits.md#in-a-scenario): what they check before anything runs,
/// how `audit` fails on errors alone and records warnings, how expectations report expected
/// against actual, and what `audit ignore` leaves out.
@Suite("Audit statements")
struct AuditLanguageTests {
  static let eightTabs = """
    screen 320x844
    tabbar glass Home Search Library Profile Music Photos Maps Notes

    """

  static func report(_ text: String) -> FileReport {
    ScenarioPipeline.run(path: "audits.scenario", text: text)
  }

  static func human(_ text: String) -> String {
    ReportFormat.human.render(RunReport(files: [report(text)]))
  }

  @Test("unknown rules, checks and elements are located errors with the nearest name")
  func checkedBeforeAnythingRuns() {
    let output = Self.human(
      Self.eightTabs + """
        audit hit-targte
        audit label.empty
        expect audit label.emtpy on Home
        expect audit label on Hme
        expect no audit traits on Serch
        expect audit hit-target on Home severity fatal
        expect audit hit-target Home
        """)
    let expected = [
      "audits.scenario:3:7: error: unknown audit rule 'hit-targte'",
      "note: did you mean 'hit-target'?",
      "audits.scenario:4:7: error: 'audit' runs whole rules; write 'label'",
      "audits.scenario:5:14: error: the rule 'label' has no check 'emtpy'",
      "note: did you mean 'empty'?",
      "audits.scenario:6:23: error: unknown element 'Hme'",
      "note: did you mean 'Home'?",
      "audits.scenario:7:27: error: unknown element 'Serch'",
      "audits.scenario:8:42: error: unknown severity 'fatal'; expected 'note', 'warning' or 'error'",
      "audits.scenario:9:25: error: unexpected 'Home'; expected 'on' and an element",
      "note: write 'on Home'",
      "7 errors, no step ran",
    ]
    for line in expected { #expect(output.contains(line), "\(line)\n\(output)") }
  }

  @Test("a bad content backdrop, palette colour or ignore reason is a located error with the fix")
  func contentPaletteAndReasonsAreChecked() {
    let output = Self.human(
      Self.eightTabs + """
        content backdrop #1C1C1E
        content backdrop "#1C1C"
        content backdrop luminance 0.8 to 0.2
        content backdrop ligth
        palette tnt "#FF9500"
        palette tint "#FF9500" drak "#000000"
        audit ignore label because unquoted
        audit ignore label on Home becaus "x"
        """)
    let expected = [
      "audits.scenario:3:17: error: expected 'light', 'dark', a colour such as \"#1C1C1E\", 'luminance 0.2 to 0.6' or 'unknown' after 'content backdrop'",
      "note: a colour goes in quotes, since '#' starts a comment: content backdrop \"#1C1C1E\"",
      "audits.scenario:4:18: error: '\"#1C1C\"' is not a colour; write it as \"#RRGGBB\"",
      "a luminance range runs from 0 (black) to 1 (white), the lower first; got 0.8 to 0.2",
      "audits.scenario:6:18: error: unknown content backdrop 'ligth'",
      "note: did you mean 'light'?",
      "audits.scenario:7:9: error: unknown colour 'tnt'",
      "note: did you mean 'tint'?",
      "audits.scenario:8:24: error: unexpected 'drak'",
      "audits.scenario:9:28: error: expected a reason in quotes after 'because'",
      "audits.scenario:10:28: error: unexpected 'becaus'",
      "8 errors, no step ran",
    ]
    for line in expected { #expect(output.contains(line), "\(line)\n\(output)") }
  }

  @Test("content backdrop and palette change what contrast judges, and back")
  func contentAndPaletteRun() {
    let report = Self.report(
      """
      scenario "gooey"
      tabbar gooey-corrected Home Search
      expect audit contrast.text on Search severity error
      palette unselected-label "#6C6C70"
      expect no audit contrast.text on Search
      palette unselected-label default
      expect audit contrast.text on Search

      scenario "glass"
      tabbar glass Home Search
      expect audit contrast.content-dependent severity note
      content backdrop dark
      expect audit contrast.text on Home severity error
      content backdrop unknown
      expect no audit contrast.text
      """)
    #expect(report.results.count == 2)
    #expect(report.results.allSatisfy { $0.failures.isEmpty }, "\(report.results)")
    #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
  }

  @Test("the navigation bar's and a component's elements are known once declared")
  func elementsOfTheScreen() {
    let report = Self.report(
      """
      tabbar glass Home Library
      header collapsing
      route category desserts "Desserts"
      push category desserts
      expect no audit label on back-button
      expect no audit hit-target on screen-title
      expect audit hit-target on header-search
      """)
    #expect(report.diagnostics.isEmpty)
    #expect(report.results.allSatisfy { $0.passed })
  }

  @Test("an audit with warnings alone passes and records them; its findings are part of the result")
  func warningsAreRecorded() throws {
    let report = Self.report(Self.eightTabs + "audit hit-target\n")
    let result = try #require(report.results.first)
    #expect(result.passed)
    #expect(result.expectationCount == 1)
    let record = try #require(result.audits.first)
    #expect(record.location.line == 3)
    #expect(record.findings.count == 8)
    #expect(record.findings.allSatisfy { $0.severity == .warning && $0.rule == "hit-target" })
    let output = ReportFormat.human.render(RunReport(files: [report]))
    #expect(
      output.contains(
        "  audits.scenario:3:1: warning at 0.000s: hit-target.below-recommended on Search: Search's hit region is 40 x 64 pt; Apple's HIG asks for 44 x 44 pt"
      ), "\(output)")
    let json = ReportFormat.json.render(RunReport(files: [report]))
    #expect(json.contains("\"audits\": ["))
    #expect(json.contains("\"check\": \"below-recommended\""))
  }

  @Test("a measurement just under its threshold is printed under it, from the scenario line on")
  func measurementsBesideTheirThresholds() {
    // 351.992 / 8 = 43.999 pt: under Apple's 44 pt, so never printed as 44.
    let output = Self.human(
      "screen 351.992x844\ntabbar glass Home Search Library Profile Music Photos Maps Notes\n"
        + "audit hit-target\n")
    #expect(
      output.contains(
        "audits.scenario:3:1: warning at 0.000s: hit-target.below-recommended on Home: Home's hit region is 43.99 x 64 pt; Apple's HIG asks for 44 x 44 pt"
      ), "\(output)")
  }

  @Test("an audit with an error fails, listing every finding as actual")
  func errorsFail() throws {
    let output = Self.human(Self.eightTabs + "tab Library label \"\"\naudit label\n")
    #expect(output.contains("audits.scenario:4:1: audit found 1 error at 0.000s"), "\(output)")
    #expect(output.contains("    expected: no errors"))
    #expect(output.contains("      actual: [label.empty on Library (error)]"), "\(output)")
    #expect(output.contains("0 passed, 1 failed, 0 skipped"))
  }

  @Test("expectations show expected against the findings there were")
  func expectationFailures() {
    let output = Self.human(
      Self.eightTabs + """
        expect audit clean
        expect no audit hit-target on Home
        expect audit label on Home
        expect audit hit-target on Home severity error
        """)
    #expect(output.contains("audits.scenario:3:1: audit is not clean at 0.000s"), "\(output)")
    #expect(output.contains("audits.scenario:4:1: the audit finds hit-target on Home at 0.000s"))
    #expect(output.contains("    expected: no hit-target on Home"))
    #expect(output.contains("      actual: [hit-target.below-recommended on Home (warning)]"))
    #expect(output.contains("audits.scenario:5:1: the audit finds no label on Home at 0.000s"))
    #expect(
      output.contains(
        "audits.scenario:6:1: the audit finds hit-target on Home, but not as error at 0.000s"))
  }

  @Test(
    "'audit ignore' leaves findings out of later audits and 'expect audit clean', not out of named expectations"
  )
  func ignore() {
    let report = Self.report(
      Self.eightTabs + """
        tab Library label "Library tab"
        audit ignore hit-target
        audit ignore contrast
        audit ignore dynamic-type.fixed-size
        audit ignore label.repeats-trait on Library
        expect audit clean
        audit
        expect audit hit-target on Home
        """)
    #expect(report.diagnostics.isEmpty)
    let result = report.results.first
    #expect(result?.passed == true)
    #expect(result?.audits.first?.findings.isEmpty == true)
  }

  @Test("a scenario made of set-up and 'audit' asserts something; 'audit ignore' alone does not")
  func auditCountsAsAnExpectation() {
    #expect(Self.report("tabbar glass Home Search\naudit\n").diagnostics.isEmpty)
    let ignored = Self.report("tabbar glass Home Search\naudit ignore label\n")
    #expect(!ignored.diagnostics.isEmpty)
  }

  @Test("audit lines dump as they were written")
  func dump() throws {
    let lines = [
      ("audit hit-target label", "Audit hit-target label"),
      ("audit ignore label.duplicate on B", "Audit Ignore label.duplicate on B"),
      ("expect audit clean", "Expect Audit clean"),
      (
        "expect audit hit-target on \"My Projects\" severity warning",
        "Expect Audit hit-target on \"My Projects\" severity warning"
      ),
      ("expect no audit focus", "Expect No Audit focus"),
    ]
    for (line, header) in lines {
      let (statement, diagnostics) = ScenarioParser.parseLine(line, file: "t", line: 1)
      #expect(diagnostics.isEmpty, "\(line)")
      let dump = try #require(statement?.dump())
      #expect(dump.contains(header), "\(dump)")
    }
  }
}
