import Foundation
import NavSpecLanguage
import Testing

// `navspec run --tag`, `--exclude-tag`, `--filter` and `--list` over tagged, skipped and
// expected-to-fail scenarios, run as a user runs the built executable
// (docs/cli.md#tags---tag-and---exclude-tag, #skipped-scenarios-and-expected-failures).
@Suite("navspec run: tags, skip and xfail")
struct TagCommandTests {
  static let tagged = """
    tabbar glass Home Search Library Profile

    scenario "Search"
    tags smoke
    tap Search
    expect selection == Search

    scenario "Library"
    tags slow
    tap Library
    expect selection == Library

    scenario "Sheet"
    tags smoke slow
    skip "no sheets yet"
    expect selection == Home

    # The pill slides for 0.35 s after the tap: it is not at Profile yet.
    scenario "Known defect"
    tags defect
    xfail "the pill is not there yet"
    tap Profile
    expect pill.offset == 282.75
    """

  static let fixed = """
    scenario "Fixed defect"
    tags defect
    xfail "fixed since"
    tabbar glass Home Search
    tap Search
    expect selection == Search
    """

  /// Runs `navspec run ARGUMENTS tagged.scenario fixed.scenario` in a folder holding both.
  static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Outcome {
    let folder = try scratchFolder("tags")
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(tagged.utf8).write(to: folder.appendingPathComponent("tagged.scenario"))
    try Data(fixed.utf8).write(to: folder.appendingPathComponent("fixed.scenario"))
    return try navspec(
      ["run"] + arguments + ["tagged.scenario", "fixed.scenario"], in: folder,
      environment: environment)
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var status: Int32
    var stdout: String
    var stderr = ""
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let cases: [Case] = [
    Case(
      arguments: ["--tag", "smoke"], status: 0,
      stdout: """
        PASS  tagged.scenario: Search
        SKIP  tagged.scenario: Sheet
          skipped: no sheets yet
        1 passed, 0 failed, 1 skipped

        """),
    Case(
      arguments: ["--tag", "smoke", "--exclude-tag", "slow"], status: 0,
      stdout: """
        PASS  tagged.scenario: Search
        1 passed, 0 failed, 0 skipped

        """),
    Case(
      arguments: ["--tag", "slow", "--tag", "smoke", "--filter", "S"], status: 0,
      stdout: """
        PASS  tagged.scenario: Search
        SKIP  tagged.scenario: Sheet
          skipped: no sheets yet
        1 passed, 0 failed, 1 skipped

        """),
    Case(
      arguments: ["--tag", "defect"], status: 1,
      stdout: """
        XFAIL tagged.scenario: Known defect
          expected to fail: the pill is not there yet
          tagged.scenario:23:1: pill.offset == 282.75 does not hold at 0.050s
        XPASS fixed.scenario: Fixed defect
          expected to fail (fixed since) but passed; if the defect is fixed, remove the scenario's 'xfail' line
        0 passed, 1 failed, 0 skipped, 1 expected failure

        """),
    // An expected failure alone fails nothing.
    Case(
      arguments: ["--tag", "defect", "--filter", "Known"], status: 0,
      stdout: """
        XFAIL tagged.scenario: Known defect
          expected to fail: the pill is not there yet
          tagged.scenario:23:1: pill.offset == 282.75 does not hold at 0.050s
        0 passed, 0 failed, 0 skipped, 1 expected failure

        """),
    Case(
      arguments: ["--exclude-tag", "defect", "--exclude-tag", "nowhere", "--quiet"], status: 0,
      stdout: "2 passed, 0 failed, 1 skipped\n"),
    // A --tag that matches nothing is an error, as a --filter that matches nothing is.
    Case(
      arguments: ["--tag", "smoke", "--tag", "smok"], status: 2,
      stdout: """
        PASS  tagged.scenario: Search
        SKIP  tagged.scenario: Sheet
          skipped: no sheets yet
        1 passed, 0 failed, 1 skipped

        """,
      stderr: "error: --tag 'smok' matched no scenario (did you mean 'smoke'?)\n"),
    Case(
      arguments: ["--tag", "slow", "--filter", "Known"], status: 2,
      stdout: "0 passed, 0 failed, 0 skipped\n",
      stderr: """
        error: --filter 'Known' matched no scenario
        error: --tag 'slow' matched no scenario (--filter or --exclude-tag left out the scenarios that carry it)

        """),
    Case(
      arguments: ["--list", "--exclude-tag", "slow"], status: 0,
      stdout: """
        tagged.scenario:3:1: Search [smoke]
        tagged.scenario:19:1: Known defect [defect]
        fixed.scenario:1:1: Fixed defect [defect]

        """),
    Case(
      arguments: ["--list", "--tag", "zzz"], status: 2, stdout: "",
      stderr: "error: --tag 'zzz' matched no scenario\n"),
  ]

  @Test(arguments: cases)
  func tagsSelectAndReport(_ expected: Case) throws {
    let outcome = try Self.run(expected.arguments)
    #expect(outcome.stdout == expected.stdout)
    #expect(outcome.stderr == expected.stderr)
    #expect(outcome.status == expected.status)
  }

  @Test(arguments: [["--tag", "a b"], ["--exclude-tag", "2024"], ["--tag", ""]])
  func aValueThatIsNoTagIsAUsageError(_ arguments: [String]) throws {
    let outcome = try Self.run(arguments)
    #expect(outcome.status == 2)
    #expect(outcome.stdout.isEmpty)
    #expect(
      outcome.stderr.hasPrefix(
        "Error: \(arguments[0]) '\(arguments[1])' is not a tag: \(ScenarioTag.definition)"))
  }

  /// Every whole-document format prints what the library renders for the same files: the CLI
  /// adds nothing (the library's tests hold each format's text), and the status is the run's.
  @Test(arguments: [ReportFormat.tap, .junit, .json, .html])
  func everyFormatReportsSkipXfailAndXpass(format: ReportFormat) throws {
    let outcome = try Self.run(["--format", format.rawValue])
    #expect(outcome.status == 1)
    var options = RunOptions()
    options.records = format.needsRecording
    let report = RunReport(files: [
      ScenarioPipeline.run(path: "tagged.scenario", text: Self.tagged, options: options),
      ScenarioPipeline.run(path: "fixed.scenario", text: Self.fixed, options: options),
    ])
    #expect(outcome.stdout == format.render(report))
    let statuses = report.results.map(\.status)
    #expect(statuses == [.passed, .passed, .skipped, .expectedFailure, .unexpectedPass])
    switch format {
    case .tap:
      #expect(outcome.stdout.contains("ok 3 - tagged.scenario: Sheet # SKIP no sheets yet\n"))
      #expect(
        outcome.stdout.contains(
          "not ok 4 - tagged.scenario: Known defect # TODO the pill is not there yet\n"))
      #expect(outcome.stdout.contains("not ok 5 - fixed.scenario: Fixed defect\n"))
    case .junit:
      #expect(outcome.stdout.contains(#"<skipped message="no sheets yet"/>"#))
      #expect(outcome.stdout.contains("<system-out>expected to fail: the pill is not there yet"))
      #expect(
        outcome.stdout.contains(#"<failure message="expected to fail (fixed since) but passed">"#))
    case .json:
      for status in ["skipped", "xfail", "xpass"] {
        #expect(outcome.stdout.contains("\"status\": \"\(status)\""))
      }
    default:
      #expect(outcome.stdout.contains("<span class=\"verdict skip\">SKIP</span> Sheet"))
      #expect(outcome.stdout.contains("<span class=\"verdict xfail\">XFAIL</span> Known defect"))
      #expect(outcome.stdout.contains("<span class=\"verdict fail\">XPASS</span> Fixed defect"))
    }
  }

  @Test func githubAnnotatesTheUnexpectedPassAndTheSummaryCountsTheRest() throws {
    let folder = try scratchFolder("tags-summary")
    defer { try? FileManager.default.removeItem(at: folder) }
    let summary = folder.appendingPathComponent("summary.md")
    let outcome = try Self.run(
      ["--format", "github"], environment: ["GITHUB_STEP_SUMMARY": summary.path])
    #expect(outcome.status == 1)
    #expect(
      outcome.stdout == """
        PASS  tagged.scenario: Search
        PASS  tagged.scenario: Library
        SKIP  tagged.scenario: Sheet
          skipped: no sheets yet
        XFAIL tagged.scenario: Known defect
          expected to fail: the pill is not there yet
          tagged.scenario:23:1: pill.offset == 282.75 does not hold at 0.050s
        ::error title=navspec%3A Fixed defect,file=fixed.scenario,line=1,col=1::expected to fail (fixed since) but passed; if the defect is fixed, remove the scenario's 'xfail' line
        XPASS fixed.scenario: Fixed defect
          expected to fail (fixed since) but passed; if the defect is fixed, remove the scenario's 'xfail' line
        2 passed, 1 failed, 1 skipped, 1 expected failure

        """)
    let written = try String(contentsOf: summary, encoding: .utf8)
    #expect(
      written.hasPrefix(
        "### navspec run: 2 passed, 1 failed, 1 skipped, 1 expected failure\n\n"
          + "5 scenarios in 2 files.\n\n<table>\n"))
    #expect(written.contains("<td>fixed.scenario:1</td><td>Fixed defect</td>"))
    #expect(!written.contains("Known defect"))
  }
}
