import NavSpecModel
import Testing

@testable import NavSpecLanguage

/// How a finding seen under several settings becomes one entry: its worst severity, with the
/// message of the setting that had it (docs/audits.md#running-audits).
struct AuditMergeTests {
  static func statement() throws -> Statement {
    let (document, _) = ScenarioPipeline.compile(
      SourceFile(path: "a.scenario", text: "tabbar glass A B\nscenario \"s\"\ntap A\n"))
    return try #require(document?.prelude.first)
  }

  static func finding(
    _ severity: AuditSeverity, _ message: String, shortfall: Double = 0
  ) -> AuditFinding {
    AuditFinding(
      rule: "contrast", check: "text", severity: severity, element: "A", message: message,
      shortfall: shortfall)
  }

  static func merged(_ findings: [AuditFinding]) throws -> AuditReport.Entry {
    let statement = try statement()
    var gatherer = ScenarioAuditor.Gatherer(rules: [], scenarios: 1)
    for (configuration, finding) in findings.enumerated() {
      gatherer.record([finding], after: statement, configuration: configuration, scenario: 0)
    }
    let entries = gatherer.entries(file: "a.scenario", scenarios: ["s"], ignores: [[]])
    #expect(entries.count == 1)
    return try #require(entries.first)
  }

  /// Before, the entry said "error" with the first setting's warning-level measurement.
  @Test func anErrorCarriesTheMessageOfTheSettingWhereItIsAnError() throws {
    let entry = try Self.merged([
      Self.finding(.warning, "3.9:1 in light"), Self.finding(.error, "1.2:1 in dark"),
      Self.finding(.warning, "4.1:1 in light, bold"), Self.finding(.error, "1.1:1 in dark, bold"),
    ])
    #expect(entry.severity == .error)
    #expect(entry.message == "1.2:1 in dark")
    #expect(entry.configurations == [0, 1, 2, 3])
  }

  /// Both fail 4.5:1; the report says the worse ratio. Before, "4.02:1 in light" stood for a
  /// finding that is 1.23:1 in dark.
  @Test func atEqualSeverityTheLargerShortfallsMessageWins() throws {
    let entry = try Self.merged([
      Self.finding(.error, "4.02:1 in light", shortfall: 4.5 / 4.02),
      Self.finding(.error, "1.23:1 in dark", shortfall: 4.5 / 1.23),
      Self.finding(.error, "2:1 in light, bold", shortfall: 4.5 / 2),
    ])
    #expect(entry.severity == .error)
    #expect(entry.message == "1.23:1 in dark")
  }

  @Test func aTieKeepsTheFirstSettingsMessage() throws {
    let entry = try Self.merged([
      Self.finding(.warning, "label repeats 'tab'"), Self.finding(.warning, "label repeats 'Tab'"),
    ])
    #expect(entry.message == "label repeats 'tab'")
  }

  @Test func aWarningAfterAnErrorChangesNothing() throws {
    let entry = try Self.merged([
      Self.finding(.error, "1.2:1 in dark"), Self.finding(.warning, "3.9:1 in light"),
    ])
    #expect(entry.severity == .error)
    #expect(entry.message == "1.2:1 in dark")
  }
}
