/// A report printed piece by piece as a run goes (`navspec run` streams the human and the github
/// formats): what comes before a file's scenarios, each scenario's verdict, what comes after,
/// and the summary. `render` puts the same pieces together, so a streamed report and a written
/// one are the same bytes.
public struct ReportStream: Sendable {
  public let format: ReportFormat
  public let style: HumanStyle

  /// Nil for the formats that are whole documents (JSON, JUnit, TAP, HTML).
  public init?(format: ReportFormat, style: HumanStyle = HumanStyle()) {
    guard format == .human || format == .github else { return nil }
    self.format = format
    self.style = style
  }

  public func opening(_ file: FileReport) -> String {
    format == .github
      ? GitHubReporter.opening(file, style: style) : HumanReporter.opening(file, style: style)
  }

  public func result(_ result: ScenarioResult) -> String {
    format == .github
      ? GitHubReporter.result(result, style: style) : HumanReporter.result(result, style: style)
  }

  public func closing(_ file: FileReport) -> String {
    format == .github
      ? GitHubReporter.closing(file, style: style) : HumanReporter.closing(file, style: style)
  }

  public func summary(_ report: RunReport) -> String {
    HumanReporter.summary(report)
  }

  /// One file whole: its opening, its scenarios' verdicts, its closing.
  public func file(_ file: FileReport) -> String {
    opening(file) + file.results.map(result).joined() + closing(file)
  }

  public func render(_ report: RunReport) -> String {
    report.files.map(file).joined() + summary(report)
  }
}
