import Foundation
import NavSpecModel
import Testing

@testable import NavSpecLanguage

/// A scenario's metadata lines, `tags`, `skip` and `xfail` (docs/language.md#tags-skip-and-expected-failures):
/// how they parse, where they may stand, how they select and mark scenarios, and what the runner
/// makes of them.
@Suite("Scenario metadata")
struct ScenarioMetadataTests {
  /// Every line's diagnostics as `navspec run` prints them, located with the line and a caret.
  static func rendered(_ text: String) -> String {
    let source = SourceFile(path: "t.scenario", text: text)
    let (_, diagnostics) = ScenarioPipeline.compile(source)
    return diagnostics.map { DiagnosticRenderer.render($0, in: source) }.joined()
  }

  @Test func metadataIsKeptBesideTheScenarioNotAmongItsSteps() {
    let (document, diagnostics) = parseFileForTest(
      """
      tabbar glass Home Search

      scenario "Tags"
      # A comment may come between.
      tags smoke tab-bar Café_2
      xfail "the pill \\"overshoots\\""
      tap Search
      expect selection == Search

      scenario "Skipped"
      skip "no sheets yet"
      expect selection == Home
      """)
    #expect(diagnostics.isEmpty)
    #expect(
      document.dump() == """
        Document "t.scenario"
          Prelude
            TabBar @1:1
              Style glass @1:8
              Title Home @1:14
              Title Search @1:19
          Scenario "Tags" @3:1
            Tags @5:1
              Tag smoke @5:6
              Tag tab-bar @5:12
              Tag Café_2 @5:20
            ExpectedFailure "the pill \\"overshoots\\"" @6:1
            Tap @7:1
              Target tab Search @7:5
            ExpectValue @8:1
              Path selection @8:8
              Comparison == @8:18
              Value Search @8:21
          Scenario "Skipped" @10:1
            Skip "no sheets yet" @11:1
            ExpectValue @12:1
              Path selection @12:8
              Comparison == @12:18
              Value Home @12:21

        """)
    #expect(document.scenarios[0].tags == ["smoke", "tab-bar", "Café_2"])
    #expect(document.scenarios[0].mark == .expectedFailure(reason: "the pill \"overshoots\""))
    #expect(document.scenarios[0].statements.count == 2)
    #expect(document.scenarios[1].tags == [])
    #expect(document.scenarios[1].mark == .skip(reason: "no sheets yet"))
    #expect(document.scenarios[1].isSkipped)
    #expect(document.declaredTags == ["smoke", "tab-bar", "Café_2"])
  }

  @Test func aLineAloneParsesAsItsStatement() {
    let (tags, tagErrors) = parseLineForTest("tags a b")
    #expect(tagErrors.isEmpty)
    #expect(tags?.keyword.role == .scenarioMetadata)
    #expect(tags?.dump() == "Tags @1:1\n  Tag a @1:6\n  Tag b @1:8\n")
    #expect(parseLineForTest("skip \"x\"").0?.dump() == "Skip \"x\" @1:1\n")
    #expect(parseLineForTest("xfail \"y\"").0?.dump() == "ExpectedFailure \"y\" @1:1\n")
  }

  /// Each mistake is one located error with the line, a caret and, where there is one, the fix.
  @Test func misplacedRepeatedAndMalformedLinesAreLocatedErrors() {
    #expect(
      Self.rendered(
        """
        tags early
        tabbar glass Home Search

        scenario "One"
        tags smoke smoke
        tags ios.18
        skip not ready
        skip ""
        tap Home
        tags late
        expect selection == Home

        scenario "Two"
        skip "a"
        xfail "b"
        skip "c"
        tags a
        tags b
        tags "slow test"
        expect selection == Home
        """) == """
          t.scenario:1:1: error: 'tags' describes a scenario, so it goes right after a 'scenario' line; this line comes before the first one
          tags early
          ^~~~
          note: add a line such as 'scenario "Tapping a tab selects it"' above it
          t.scenario:5:12: error: duplicate tag 'smoke' (first written at column 6); a scenario carries a tag once
          tags smoke smoke
                     ^~~~~
          note: remove the second 'smoke'
          t.scenario:6:6: error: 'ios.18' is not a tag: a tag is one word of letters, digits, '_' and '-' that starts with a letter or '_'
          tags ios.18
               ^~~~~~
          note: did you mean 'ios-18'?
          t.scenario:7:6: error: expected a reason in quotes after 'skip': why the scenario is skipped
          skip not ready
               ^~~
          note: quote the reason: skip "not ready"
          t.scenario:8:6: error: the reason after 'skip' is empty; say why the scenario is skipped
          skip ""
               ^~
          t.scenario:10:1: error: 'tags' must come right after the 'scenario' line (line 4), before the scenario's statements
          tags late
          ^~~~
          note: move it up, under line 4
          t.scenario:15:1: error: a scenario cannot be both skipped and expected to fail ('skip' on line 14): a skipped scenario does not run, so it cannot fail
          xfail "b"
          ^~~~~
          note: keep 'skip' to leave it out, or 'xfail' to run it and expect it to fail
          t.scenario:16:1: error: 'skip' is written on line 14 already; a scenario says it once
          skip "c"
          ^~~~
          note: remove this line
          t.scenario:18:1: error: this scenario's tags are written on line 17 already; a scenario has one 'tags' line
          tags b
          ^~~~
          note: add these tags to line 17
          t.scenario:19:6: error: '"slow test"' is not a tag: a tag is one word of letters, digits, '_' and '-' that starts with a letter or '_'
          tags "slow test"
               ^~~~~~~~~~~
          note: did you mean 'slow-test'?

          """)
  }

  @Test(arguments: [
    ("tags", "expected at least one tag after 'tags'"),
    ("tags 2024", "'2024' is not a tag: \(ScenarioTag.definition)"),
    ("tags a, b", "'a,' is not a tag: \(ScenarioTag.definition)"),
    ("tags !contains", "'!contains' is not a tag: \(ScenarioTag.definition)"),
    ("xfail", "expected a reason in quotes after 'xfail': why the scenario is expected to fail"),
    ("xfail \"  \"", "the reason after 'xfail' is empty; say why the scenario is expected to fail"),
    ("skip \"a\" \"b\"", "unexpected '\"b\"'; expected end of line"),
    (
      "at 1ms skip \"a\"",
      "'skip' cannot be timed; only inputs such as 'tap', 'touch', 'set' or 'push' can follow 'at 1ms'"
    ),
  ])
  func malformedLines(line: String, message: String) {
    let (statement, diagnostics) = parseLineForTest(line)
    #expect(statement == nil)
    #expect(diagnostics.map(\.message) == [message])
  }

  @Test func aScenarioCarriesAtMostSixtyFourTags() {
    let tags = (1...65).map { "t\($0)" }
    let (_, diagnostics) = parseLineForTest("tags " + tags.joined(separator: " "))
    #expect(diagnostics.map(\.message) == ["too many tags (the limit is 64)"])
    #expect(
      diagnostics.first?.location.column == 5 + (1...64).map { "t\($0) ".count }.reduce(0, +) + 1)
    #expect(parseLineForTest("tags " + tags.dropLast().joined(separator: " ")).1.isEmpty)
  }

  @Test func tagsAreWordsAndTheNearestTagIsSuggested() {
    #expect(ScenarioTag.isTag("smoke"))
    #expect(ScenarioTag.isTag("tab-bar_2"))
    #expect(ScenarioTag.isTag("日本"))
    #expect(!ScenarioTag.isTag("2024"))
    #expect(!ScenarioTag.isTag("-x"))
    #expect(!ScenarioTag.isTag("a b"))
    #expect(!ScenarioTag.isTag(""))
    #expect(!ScenarioTag.isTag(String(repeating: "a", count: 65)))
    #expect(ScenarioTag.nearestTag(to: "slow test") == "slow-test")
    #expect(ScenarioTag.nearestTag(to: "ios.18") == "ios-18")
    #expect(ScenarioTag.nearestTag(to: "smoke") == nil)
    #expect(ScenarioTag.nearestTag(to: "2024") == nil)
  }

  // MARK: - Selecting and running

  static let corpus = """
    tabbar glass Home Search Library Profile

    scenario "Passes"
    tags smoke
    tap Search
    expect selection == Search

    scenario "Skipped"
    tags slow
    skip "no sheets yet"
    tap Library
    expect selection == Library

    scenario "Fails as expected"
    xfail "known defect"
    tap Profile
    expect selection == Home

    scenario "Passes unexpectedly"
    tags smoke slow
    xfail "was a defect"
    tap Profile
    expect selection == Profile
    """

  static func run(_ options: RunOptions = RunOptions()) -> FileReport {
    ScenarioPipeline.run(path: "t.scenario", text: corpus, options: options)
  }

  @Test func eachScenarioEndsWithItsStatus() {
    let report = Self.run()
    #expect(
      report.results.map(\.status) == [.passed, .skipped, .expectedFailure, .unexpectedPass])
    #expect(report.results.map(\.passed) == [true, true, true, false])
    #expect(report.results.map(\.tags) == [["smoke"], ["slow"], [], ["smoke", "slow"]])
    // The skipped scenario ran nothing: no step, no expectation, the clock at 0.
    let skipped = report.results[1]
    #expect(skipped.stepCount == 0 && skipped.expectationCount == 0 && skipped.endTime == .zero)
    #expect(report.results[2].failures.map(\.location.line) == [17])
    #expect(
      report.results[3].unexpectedPassMessage == "expected to fail (was a defect) but passed")
    let run = RunReport(files: [report])
    #expect(run.passedCount == 1)
    #expect(run.failedCount == 1)
    #expect(run.skippedCount == 1)
    #expect(run.expectedFailureCount == 1)
    #expect(run.testCount == 4)
    #expect(run.exitCode == 1)
    #expect(report.declaredTags == ["smoke", "slow"])
  }

  @Test func anExpectedFailureAloneFailsNothing() {
    let report = RunReport(files: [Self.run(RunOptions(filters: ["as expected"]))])
    #expect(report.results.map(\.status) == [.expectedFailure])
    #expect(report.exitCode == 0)
    #expect(HumanReporter.summary(report) == "0 passed, 0 failed, 0 skipped, 1 expected failure\n")
  }

  /// A set-up that would fail does not run for a file whose selected scenarios are all skipped:
  /// no step runs, the set-up's included.
  @Test func aSkippedScenarioRunsNoStepNotEvenTheSetUp() {
    let report = ScenarioPipeline.run(
      path: "s.scenario",
      text: """
        tabbar glass Home Search
        expect selection == Search

        scenario "Skipped"
        skip "later"
        expect selection == Home
        """)
    #expect(report.results.map(\.status) == [.skipped])
    #expect(report.results[0].failures.isEmpty)
  }

  @Test(arguments: [
    (RunOptions(tags: ["smoke"]), ["Passes", "Passes unexpectedly"]),
    (RunOptions(tags: ["smoke", "slow"]), ["Passes", "Skipped", "Passes unexpectedly"]),
    (RunOptions(excludedTags: ["slow"]), ["Passes", "Fails as expected"]),
    (RunOptions(tags: ["smoke"], excludedTags: ["slow"]), ["Passes"]),
    (RunOptions(filters: ["Passes"], tags: ["slow"]), ["Passes unexpectedly"]),
    (RunOptions(filters: ["Fails"], tags: ["smoke"]), []),
    (RunOptions(filters: ["Pass", "Skip"], excludedTags: ["smoke"]), ["Skipped"]),
    (RunOptions(tags: ["Smoke"]), []),
  ])
  func tagsFiltersAndExclusionsCombine(options: RunOptions, names: [String]) {
    #expect(Self.run(options).results.map(\.name) == names)
    let listed = ScenarioPipeline.list(path: "t.scenario", text: Self.corpus, options: options)
    #expect(listed.results.map(\.name) == names)
  }

  @Test func theListingShowsTags() {
    let listed = ScenarioPipeline.list(path: "t.scenario", text: Self.corpus)
    #expect(
      ScenarioPipeline.listing(RunReport(files: [listed])) == """
        t.scenario:3:1: Passes [smoke]
        t.scenario:8:1: Skipped [slow]
        t.scenario:14:1: Fails as expected
        t.scenario:19:1: Passes unexpectedly [smoke, slow]

        """)
  }

  @Test func tagOptionsAreTagsAndAnUnmatchedOneSaysWhy() throws {
    #expect(
      try TagOption.validated(["smoke", "tab-bar"], option: "--tag") == ["smoke", "tab-bar"])
    #expect(throws: OptionFailure.self) { try TagOption.validated(["a b"], option: "--tag") }
    do {
      _ = try TagOption.validated(["ok", "a\u{1B}b"], option: "--exclude-tag")
      Issue.record("a control character is no tag")
    } catch {
      #expect(
        error.message
          == "--exclude-tag 'a\\u{1B}b' is not a tag: \(ScenarioTag.definition) (did you mean 'a-b'?)"
      )
    }
    let smoke = RunReport(files: [Self.run(RunOptions(tags: ["smoke", "slwo"]))])
    #expect(
      TagOption.unmatched(["smoke", "slwo"], in: smoke) == [
        "--tag 'slwo' matched no scenario (did you mean 'slow'?)"
      ])
    let excluded = RunReport(files: [Self.run(RunOptions(filters: ["Fails"], tags: ["slow"]))])
    #expect(
      TagOption.unmatched(["slow"], in: excluded) == [
        "--tag 'slow' matched no scenario (--filter or --exclude-tag left out the scenarios that carry it)"
      ])
    let nowhere = RunReport(files: [Self.run(RunOptions(tags: ["zzz"]))])
    #expect(TagOption.unmatched(["zzz"], in: nowhere) == ["--tag 'zzz' matched no scenario"])
  }

  /// `navspec audit` leaves out a skipped scenario: it runs no step, so nothing is audited.
  @Test func theAuditLeavesSkippedScenariosOut() throws {
    let text = """
      scenario "Skipped"
      skip "later"
      screen 320x844
      tabbar glass A B C D E F G H
      expect selection == A
      """
    let matrix = try AuditMatrix(parsing: "none")
    let skipped = ScenarioAuditor.audit(path: "a.scenario", text: text, matrix: matrix)
    #expect(skipped.entries.isEmpty && skipped.steps == 0)
    let audited = ScenarioAuditor.audit(
      path: "a.scenario", text: text.replacingOccurrences(of: "skip \"later\"\n", with: ""),
      matrix: matrix)
    #expect(!audited.entries.isEmpty)
  }
}
