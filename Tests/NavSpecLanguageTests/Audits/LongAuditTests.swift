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
    #expect(entry.scenario == "t")
  }

  /// Scenarios replayed in file order, each after a set-up: a finding is one scenario's, and
  /// the set-up's steps count in each scenario, before its own.
  @Test func eachScenarioCountsTheSetUpAndItsOwnSteps() throws {
    let text =
      "tabbar glass " + (1...12).map { "T\($0)" }.joined(separator: " ") + "\n"
      + (0..<30).map { "scenario \"s\($0)\"\ntap T1\nexpect selection == T1\n" }.joined()
    let matrix = AuditMatrix(varying: [])
    let audit = ScenarioAuditor.audit(
      path: "t.scenario", text: text, matrix: matrix, rules: [.hitTarget])
    // Twelve tabs in each of 30 scenarios.
    #expect(audit.entries.count == 360)
    let entry = try #require(
      audit.entries.first { $0.scenario == "s17" && $0.element == "T1" })
    // The bar's line, then scenario 17's tap and expectation: its `scenario` line is line
    // 2 + 3 × 17 = 53, and no step.
    #expect(entry.stepCount == 3)
    #expect(entry.steps.map(\.line) == [1, 54, 55])
    #expect(entry.location.line == 1)
  }
}
