import NavSpecModel

/// The ways an `AuditReport` can be written out (`navspec audit --format`). Like `ReportFormat`,
/// every format is deterministic: the same files give the same bytes.
public enum AuditReportFormat: String, CaseIterable, Sendable {
  /// Each finding as a located warning or error with the line that caused it, then a summary.
  case human
  /// A JSON document with keys in a fixed order.
  case json
  /// SARIF 2.1.0, as GitHub code scanning ingests it.
  case sarif
  /// GitHub Actions annotations for the new findings, then the human report.
  case github
  /// JUnit XML: a test case per finding, new ones failing (`AuditJUnitReporter`).
  case junit
  /// TAP version 14: a test point per finding (`AuditTAPReporter`).
  case tap

  /// `showingKnown`: the human report lists findings known from the baseline too (the other
  /// formats always list every finding, marked).
  /// `quiet`: the human report (and the github report's) prints each new finding on one line.
  public func render(_ report: AuditReport, showingKnown: Bool = false, quiet: Bool = false)
    -> String
  {
    switch self {
    case .human: AuditHumanReporter.render(report, showingKnown: showingKnown, quiet: quiet)
    case .json: AuditJSONReporter.render(report)
    case .sarif: SARIFReporter.render(report)
    case .github: AuditGitHubReporter.render(report, showingKnown: showingKnown, quiet: quiet)
    case .junit: AuditJUnitReporter.render(report)
    case .tap: AuditTAPReporter.render(report)
    }
  }
}

extension AuditReport.Entry {
  /// "hit-target/below-recommended": what a report names the finding by.
  public var ruleAndCheck: String { check.isEmpty ? rule : "\(rule)/\(check)" }

  /// Where the finding occurred, in words: "in scenario "Tap" (glass), at 3 steps (lines 5, 6,
  /// 9), under 2 of 20 settings (defaults, voiceover=on)". Lists are cut after `listLimit`
  /// items.
  func occurrences(in report: AuditReport) -> String {
    let lines = steps.map { String($0.line) }
    let settings = configurations.map { report.configurations[$0].label }
    let stepWord = stepCount == 1 ? "step" : "steps"
    let component = self.component.isEmpty ? "" : " (\(self.component))"
    let settingsText =
      report.configurations.count == 1
      ? "under \(report.configurations[0].label)"
      : configurations.count == report.configurations.count
        ? "under all \(report.configurations.count) settings"
        : "under \(configurations.count) of \(report.configurations.count) settings ("
          + Self.cut(settings) + ")"
    return
      "in scenario \(ValueFormatter.quotedIfNeeded(scenario))\(component), at \(stepCount) \(stepWord) (\(stepCount == 1 ? "line" : "lines") \(Self.cut(lines, of: stepCount))), \(settingsText)"
  }

  static let listLimit = 8

  /// Why it fails nothing, for the reports that list it anyway: `known: in the baseline`, or
  /// `ignored on line 12: "…"`; nil for a new finding.
  public var acceptance: String? {
    if let ignored { return ignored.description }
    return known ? "known: in the baseline" : nil
  }

  /// The first `listLimit` of `items`, and how many more of `total` there are (`items` being
  /// the first of them; all when `total` is nil).
  static func cut(_ items: [String], of total: Int? = nil) -> String {
    let total = total ?? items.count
    let shown = items.prefix(listLimit)
    let text = shown.joined(separator: ", ")
    return total > shown.count ? "\(text) and \(total - shown.count) more" : text
  }
}
