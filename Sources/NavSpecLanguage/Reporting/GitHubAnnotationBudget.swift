/// How many annotations GitHub shows from one step, and what a report does past them.
///
/// GitHub shows at most 10 error, 10 warning and 10 notice annotations per step, and 50 per job;
/// a workflow command past those is consumed and shown nowhere (the Limitations section of the
/// problem matchers page in the documentation of https://github.com/actions/toolkit).
/// So the github formats annotate the first 10 errors and the first 10 warnings, then write one
/// notice that counts the rest. Nothing is lost: every failure and finding is also in the log,
/// where the human report prints it whole, and in the job summary (`GitHubJobSummary`).
public struct GitHubAnnotationBudget: Sendable, Equatable {
  /// Error annotations GitHub shows per step.
  public static let errorsPerStep = 10
  /// Warning annotations GitHub shows per step.
  public static let warningsPerStep = 10

  /// Annotations written.
  public private(set) var annotatedErrors = 0
  public private(set) var annotatedWarnings = 0
  /// Errors and warnings past the limits, or without an annotation of their own, not annotated.
  public private(set) var withheldErrors = 0
  public private(set) var withheldWarnings = 0

  public init() {}

  /// Counts one more error or warning (`kind` is `error` or `warning`), and says whether it is
  /// annotated: whether GitHub would still show it.
  mutating func admits(_ kind: String) -> Bool {
    if kind == "error" {
      guard annotatedErrors < Self.errorsPerStep else {
        withheldErrors += 1
        return false
      }
      annotatedErrors += 1
    } else {
      guard annotatedWarnings < Self.warningsPerStep else {
        withheldWarnings += 1
        return false
      }
      annotatedWarnings += 1
    }
    return true
  }

  /// Counts errors that have no annotation of their own (failures a scenario counted but did
  /// not keep), so that the notice counts them.
  mutating func withhold(errors count: Int) {
    withheldErrors += max(0, count)
  }

  /// The workflow command `kind` with its properties and message, when GitHub would still
  /// show it; an empty string when not (the failure stays in the human report beside).
  mutating func command(
    _ kind: String, title: String, file: String?, line: Int?, column: Int?, message: String
  ) -> String {
    guard admits(kind) else { return "" }
    return GitHubReporter.command(
      kind, title: title, file: file, line: line, column: column, message: message) + "\n"
  }

  /// One notice counting what was not annotated, or an empty string when everything was.
  public func notice(tool: String) -> String {
    var parts: [String] = []
    if withheldErrors > 0 {
      parts.append(ReportText.count(withheldErrors, "more error"))
    }
    if withheldWarnings > 0 {
      parts.append(ReportText.count(withheldWarnings, "more warning"))
    }
    guard !parts.isEmpty else { return "" }
    let counted = parts.joined(separator: " and ")
    return GitHubReporter.command(
      "notice", title: "\(tool): \(counted) not annotated", file: nil, line: nil, column: nil,
      message:
        "GitHub shows \(Self.errorsPerStep) error and \(Self.warningsPerStep) warning annotations"
        + " per step; the \(counted) are in the log (and in the job summary), not annotated.")
      + "\n"
  }
}
