import Testing

@testable import NavSpecLanguage

/// `navspec audit` keeps, for each finding, how many steps and scenarios it occurred at and
/// the first few of them (`AuditReport.Entry.keptSteps`, docs/audits.md#long-scenarios): it kept
/// every step, so 4 MiB of taps grew past 1.9 GB and `--format json` was about 220 times the
/// input. Counted in bytes, not time.
@Suite("Long files: bounded audits")
struct LongAuditTests {
  /// A 12-tab bar, each tab 390 / 12 = 32.5 pt wide, under the 44 pt of the hit-target rule:
  /// every tab's finding is present after every tap.
  static func taps(_ count: Int) -> String {
    "tabbar glass " + (1...12).map { "T\($0)" }.joined(separator: " ") + "\n"
      + (0..<count).map { "tap T\($0 % 12 + 1)\n" }.joined() + "expect selection in tabs\n"
  }

  static func report(_ text: String, _ format: AuditReportFormat) -> String {
    let matrix = AuditMatrix(varying: [])
    let report = AuditReport(
      files: [
        ScenarioAuditor.audit(path: "t.scenario", text: text, matrix: matrix, rules: [.hitTarget])
      ],
      configurations: matrix.configurations)
    return format.render(report)
  }

  /// 400 more taps add nothing but the digits of the counts.
  @Test(arguments: [AuditReportFormat.human, .json, .sarif])
  func aLongerScenarioReportsTheSame(format: AuditReportFormat) {
    let short = Self.report(Self.taps(400), format)
    let long = Self.report(Self.taps(800), format)
    #expect(long.utf8.count - short.utf8.count <= 200, "\(format)")
  }

  /// The counts are every step, the list the first of them in file order.
  @Test func theCountsAreEveryStepAndTheListTheFirst() throws {
    let matrix = AuditMatrix(varying: [])
    let audit = ScenarioAuditor.audit(
      path: "t.scenario", text: Self.taps(300), matrix: matrix, rules: [.hitTarget])
    let entry = try #require(audit.entries.first)
    // The bar's line, the 300 taps and the expectation after them.
    #expect(entry.stepCount == 302)
    #expect(entry.steps.map(\.line) == Array(1...AuditReport.Entry.keptSteps))
    #expect(entry.scenarioCount == 1)
  }

  /// Scenarios replayed in file order, each after a set-up: the set-up's lines come first in
  /// the list whichever scenario reached them, and each scenario counts once.
  @Test func scenariosAndTheirSetUpAreCountedOnce() throws {
    let text =
      "tabbar glass " + (1...12).map { "T\($0)" }.joined(separator: " ") + "\n"
      + (0..<30).map { "scenario \"s\($0)\"\ntap T1\nexpect selection == T1\n" }.joined()
    let matrix = AuditMatrix(varying: [])
    let audit = ScenarioAuditor.audit(
      path: "t.scenario", text: text, matrix: matrix, rules: [.hitTarget])
    let entry = try #require(audit.entries.first)
    // The bar's line, and each scenario's tap and expectation (its `scenario` line is no step):
    // tools/expected/costs.py, `scenario_steps(30)`.
    #expect(entry.stepCount == 61)
    #expect(
      entry.steps.map(\.line) == [
        1, 3, 4, 6, 7, 9, 10, 12, 13, 15, 16, 18, 19, 21, 22, 24, 25, 27, 28, 30,
      ])
    #expect(entry.scenarioCount == 30)
    #expect(entry.scenarios == (0..<AuditReport.Entry.keptScenarios).map { "s\($0)" })
  }
}
