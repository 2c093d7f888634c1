import Foundation
import NavSpecModel
import NavSpecTestSupport
import Testing

@testable import NavSpecLanguage

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// How every report format shows a skipped scenario, an expected failure and an `xfail` scenario
/// that passed (docs/cli.md#skipped-scenarios-and-expected-failures), whole; and that a hostile
/// reason injects nothing into any of them.
@Suite("Skip and xfail in reports")
struct SkipAndExpectedFailureReporterTests {
  static let report = RunReport(files: [ScenarioMetadataTests.run()])

  @Test func human() {
    #expect(
      HumanReporter.render(Self.report) == """
        PASS  t.scenario: Passes
        SKIP  t.scenario: Skipped
          skipped: no sheets yet
        XFAIL t.scenario: Fails as expected
          expected to fail: known defect
          t.scenario:17:1: selection == Home does not hold at 0.050s
        XPASS t.scenario: Passes unexpectedly
          expected to fail (was a defect) but passed; if the defect is fixed, remove the scenario's 'xfail' line
        1 passed, 1 failed, 1 skipped, 1 expected failure

        """)
    // --quiet keeps what fails the run; --color paints the new verdicts.
    #expect(
      HumanReporter.render(Self.report, style: HumanStyle(quiet: true)) == """
        XPASS t.scenario: Passes unexpectedly
          expected to fail (was a defect) but passed; if the defect is fixed, remove the scenario's 'xfail' line
        1 passed, 1 failed, 1 skipped, 1 expected failure

        """)
    let colored = HumanReporter.render(Self.report, style: HumanStyle(color: true))
    #expect(colored.contains("\u{1B}[33mSKIP\u{1B}[0m  t.scenario: Skipped"))
    #expect(colored.contains("\u{1B}[33mXFAIL\u{1B}[0m t.scenario"))
    #expect(colored.contains("\u{1B}[1;31mXPASS\u{1B}[0m t.scenario"))
  }

  @Test func tap() {
    #expect(
      TAPReporter.render(Self.report) == #"""
        TAP version 14
        1..4
        ok 1 - t.scenario: Passes
        ok 2 - t.scenario: Skipped # SKIP no sheets yet
        not ok 3 - t.scenario: Fails as expected # TODO known defect
          ---
          failures:
            - location: "t.scenario:17:1"
              message: "selection == Home does not hold"
              statement: "expect selection == Home"
              expected: "Home"
              actual: "Profile"
              time: "0.050s"
              eventsAround:
                - "0.050s  selectionChanged(from: Home, to: Profile, cause: tap)"
                - "0.050s  animationBegan(property: pill.offset, from: -9.75, to: 282.75, animation: \"easeInOut(0.35s)\")"
          ...
        not ok 4 - t.scenario: Passes unexpectedly
          ---
          message: "expected to fail (was a defect) but passed"
          ...
        # 1 passed, 1 failed, 1 skipped, 1 expected failure

        """#)
  }

  @Test func junit() {
    let xml = JUnitReporter.render(Self.report)
    #expect(
      xml == """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="navspec" tests="4" failures="1" errors="0" skipped="1" time="0.150">
          <testsuite name="t.scenario" tests="4" failures="1" errors="0" skipped="1" time="0.150">
            <testcase classname="t.scenario" name="Passes" file="t.scenario" line="3" time="0.050"/>
            <testcase classname="t.scenario" name="Skipped" file="t.scenario" line="8" time="0">
              <skipped message="no sheets yet"/>
            </testcase>
            <testcase classname="t.scenario" name="Fails as expected" file="t.scenario" line="14" time="0.050">
              <system-out>expected to fail: known defect

        t.scenario:17:1: selection == Home does not hold at 0.050s
            expect selection == Home
          expected: Home
            actual: Profile
          events around 0.050s:
            0.050s  selectionChanged(from: Home, to: Profile, cause: tap)
            0.050s  animationBegan(property: pill.offset, from: -9.75, to: 282.75, animation: &quot;easeInOut(0.35s)&quot;)
        </system-out>
            </testcase>
            <testcase classname="t.scenario" name="Passes unexpectedly" file="t.scenario" line="19" time="0.050">
              <properties>
                <property name="failure.location" value="t.scenario:19:1"/>
              </properties>
              <failure message="expected to fail (was a defect) but passed">expected to fail (was a defect) but passed; if the defect is fixed, remove the scenario&apos;s &apos;xfail&apos; line
        </failure>
            </testcase>
          </testsuite>
        </testsuites>

        """)
    #expect(XMLParser(data: Data(xml.utf8)).parse())
  }

  @Test func json() throws {
    let json = JSONReporter.render(Self.report)
    let document = try JSONParser.parse(json)
    let schema = try JSONParser.parse(PackageFiles.read("schemas/navspec-run-report-1.json"))
    #expect(JSONSchemaValidator(root: schema).errors(in: document) == [])
    #expect(
      json.hasPrefix(
        """
        {
          "version": 1,
          "passed": 1,
          "failed": 1,
          "skipped": 1,
          "expectedFailures": 1,
        """))
    #expect(
      json.contains(
        """
                {
                  "name": "Skipped",
                  "line": 8,
                  "passed": true,
                  "status": "skipped",
                  "tags": [
                    "slow"
                  ],
                  "reason": "no sheets yet",
                  "expectations": 0,
                  "steps": 0,
                  "endTime": 0.000,
                  "failures": []
                },
                {
                  "name": "Fails as expected",
                  "line": 14,
                  "passed": true,
                  "status": "xfail",
                  "reason": "known defect",
                  "expectations": 1,
        """))
    #expect(
      json.contains(
        """
                {
                  "name": "Passes unexpectedly",
                  "line": 19,
                  "passed": false,
                  "status": "xpass",
                  "tags": [
                    "smoke",
                    "slow"
                  ],
                  "reason": "was a defect",
                  "expectations": 1,
                  "steps": 3,
                  "endTime": 0.050,
                  "failures": []
                }
        """))
  }

  @Test func html() {
    let html = HTMLReporter.render(Self.report)
    #expect(
      html.contains(
        "<strong>1 passed, 1 failed, 1 skipped, 1 expected failure</strong> (1 file)"))
    // The file fails: its counts under its name, the unexpected pass in the summary's list.
    #expect(
      html.contains("<p class=\"meta\">1 passed, 1 failed, 1 skipped, 1 expected to fail</p>"))
    #expect(html.contains("<li><a href=\"#f1-s4\">t.scenario:"))
    #expect(
      html.contains(
        "<h4><span class=\"verdict skip\">SKIP</span> Skipped</h4>\n"
          + "<p class=\"meta\">t.scenario:8 · tags: slow</p>\n"
          + "<p class=\"mark\">skipped: no sheets yet</p>\n"))
    #expect(
      html.contains(
        "<h4><span class=\"verdict xfail\">XFAIL</span> Fails as expected</h4>"))
    #expect(html.contains("<p class=\"mark\">expected to fail: known defect</p>"))
    #expect(
      html.contains(
        "<article class=\"scenario fail\" id=\"f1-s4\">\n"
          + "<h4><span class=\"verdict fail\">XPASS</span> Passes unexpectedly</h4>"))
  }

  @Test func githubAnnotatesOnlyTheUnexpectedPass() {
    let log = GitHubReporter.render(Self.report)
    #expect(
      log == """
        PASS  t.scenario: Passes
        SKIP  t.scenario: Skipped
          skipped: no sheets yet
        XFAIL t.scenario: Fails as expected
          expected to fail: known defect
          t.scenario:17:1: selection == Home does not hold at 0.050s
        ::error title=navspec%3A Passes unexpectedly,file=t.scenario,line=19,col=1::expected to fail (was a defect) but passed; if the defect is fixed, remove the scenario's 'xfail' line
        XPASS t.scenario: Passes unexpectedly
          expected to fail (was a defect) but passed; if the defect is fixed, remove the scenario's 'xfail' line
        1 passed, 1 failed, 1 skipped, 1 expected failure

        """)
    #expect(
      GitHubJobSummary.render(Self.report, links: nil) == """
        ### navspec run: 1 passed, 1 failed, 1 skipped, 1 expected failure

        4 scenarios in 1 file.

        <table>
        <thead><tr><th>Where</th><th>Scenario</th><th>Failure</th><th>Expected</th><th>Actual</th></tr></thead>
        <tbody>
        <tr><td>t.scenario:19</td><td>Passes unexpectedly</td><td>expected to fail (was a defect) but passed</td><td><code>a failure</code></td><td><code>passed</code></td></tr>
        </tbody>
        </table>

        """)
  }

  // MARK: - A hostile reason

  /// A reason that tries everything: a terminal escape, a line break into a GitHub command and a
  /// TAP directive, XML and HTML markup, quotes, a JSON break-out, a bidirectional override.
  static let hostileReason =
    #"\u{1B}]0;owned\u{7}x\n::error file=a,line=1::forged\n##[warning]legacy # TODO not mine "#
    + #"</skipped><x a=\"1\"/> <script>alert(1)</script> \"}, \"status\": \"passed \u{202E}evil"#

  static func hostileReport(_ keyword: String) -> RunReport {
    let text = """
      tabbar glass Home Search
      scenario "Hostile"
      \(keyword) "\(hostileReason)"
      tap Search
      expect selection == Home
      """
    return RunReport(files: [ScenarioPipeline.run(path: "h.scenario", text: text)])
  }

  /// Nothing a terminal acts on, in any format's text.
  static func hasNoRawControl(_ text: String) -> Bool {
    !text.unicodeScalars.contains { $0 != "\n" && PrintableText.needsEscape($0) }
  }

  @Test(arguments: ["skip", "xfail"])
  func aHostileReasonInjectsNothing(keyword: String) throws {
    let report = Self.hostileReport(keyword)
    let reason = try #require(report.results.first?.mark?.reason)
    #expect(reason.contains("\u{1B}") && reason.contains("\n"))

    // Human: one line per reason, escaped; no new line starts with anything the report did
    // not write.
    let human = HumanReporter.render(report)
    #expect(Self.hasNoRawControl(human))
    #expect(!human.split(separator: "\n").contains { $0.hasPrefix("::") || $0.hasPrefix("##[") })
    #expect(human.contains(#"\u{1B}]0;owned\u{7}x\n::error file=a,line=1::forged\n##[warning]"#))
    #expect(human.contains("\\u{202E}evil"))

    // TAP: one test line, whose only directive is NavSpec's.
    let tap = TAPReporter.render(report)
    #expect(Self.hasNoRawControl(tap))
    let point = try #require(
      tap.split(separator: "\n").first { $0.hasPrefix("ok 1") || $0.hasPrefix("not ok 1") })
    let directive = keyword == "skip" ? " # SKIP " : " # TODO "
    #expect(point.components(separatedBy: " # ").count == 2)
    #expect(point.contains(directive))
    #expect(point.contains(##"\# TODO not mine"##))
    #expect(
      tap.split(separator: "\n").count(where: { $0.hasPrefix("ok") || $0.hasPrefix("not ok") }) == 1
    )

    // JUnit: well-formed, the reason text whole in it, no element of its own.
    let xml = JUnitReporter.render(report)
    #expect(XMLParser(data: Data(xml.utf8)).parse())
    #expect(!xml.contains("<script>") && !xml.contains("<x a="))
    #expect(!xml.contains("\u{1B}") && !xml.contains("\u{202E}"))

    // JSON: valid, its own status, the reason a string equal to what was written.
    let json = JSONReporter.render(report)
    #expect(Self.hasNoRawControl(json))
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let files = try #require(document["files"] as? [[String: Any]])
    let scenario = try #require((files.first?["scenarios"] as? [[String: Any]])?.first)
    #expect(scenario["reason"] as? String == reason)
    #expect(scenario["status"] as? String == (keyword == "skip" ? "skipped" : "xfail"))

    // HTML: no markup from the reason.
    let html = HTMLReporter.render(report)
    #expect(!html.contains("<script>") && !html.contains("<x a=") && !html.contains("</skipped>"))
    #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    #expect(Self.hasNoRawControl(html))

    // GitHub: the only commands are NavSpec's own (none here: a skip and an expected failure
    // are not annotated) and its stops.
    let log = GitHubReporter.render(report)
    #expect(ActionsRunnerPort.problems(in: log, intended: []) == [])
    let summary = GitHubJobSummary.render(report, links: nil)
    #expect(!summary.contains("<script>"))
  }

  /// An `xfail` scenario that passes with a hostile reason: its one annotation holds the reason
  /// escaped, and nothing else runs.
  @Test func aHostileReasonInAnUnexpectedPassIsOneAnnotation() throws {
    let text = """
      tabbar glass Home Search
      scenario "Hostile"
      xfail "\(Self.hostileReason)"
      tap Search
      expect selection == Search
      """
    let report = RunReport(files: [ScenarioPipeline.run(path: "h.scenario", text: text)])
    #expect(report.results.first?.status == .unexpectedPass)
    let log = GitHubReporter.render(report)
    let reason = try #require(report.results.first?.mark?.reason)
    // An annotation keeps line breaks (the runner shows them) and escapes every other control.
    let shown = reason.split(separator: "\n", omittingEmptySubsequences: false)
      .map { PrintableText.escaping($0, keepingTabs: true) }.joined(separator: "\n")
    let message =
      "expected to fail (\(shown)) but passed; "
      + "if the defect is fixed, remove the scenario's 'xfail' line"
    let intended = ActionsRunnerPort.Command(
      name: "error",
      properties: ["title": "navspec: Hostile", "file": "h.scenario", "line": "2", "col": "1"],
      data: message)
    #expect(ActionsRunnerPort.problems(in: log, intended: [intended]) == [])
    let xml = JUnitReporter.render(report)
    #expect(XMLParser(data: Data(xml.utf8)).parse())
    #expect(!xml.contains("<script>"))
    let summary = GitHubJobSummary.render(report, links: nil)
    #expect(!summary.contains("<script>") && summary.contains("&lt;script&gt;"))
  }
}
