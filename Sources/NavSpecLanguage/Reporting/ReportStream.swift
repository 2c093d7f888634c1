/// A report printed piece by piece as a run goes (`navspec run` streams the human and the github
/// formats): what comes before a file's scenarios, each scenario's verdict, what comes after,
/// and the summary. `render` puts the same pieces together, so a streamed report and a written
/// one are the same bytes.
///
/// The github format counts its annotations as it goes (`GitHubAnnotationBudget`): past
/// GitHub's limits a failure is printed but not annotated, and the summary starts with one
/// notice that counts those.
public struct ReportStream: Sendable {
  public let format: ReportFormat
  public let style: HumanStyle
  public private(set) var annotations = GitHubAnnotationBudget()

  /// Nil for the formats that are whole documents (JSON, JUnit, TAP, HTML).
  public init?(format: ReportFormat, style: HumanStyle = HumanStyle()) {
    guard format == .human || format == .github else { return nil }
    self.format = format
    self.style = style
  }

  public mutating func opening(_ file: FileReport) -> String {
    format == .github
      ? GitHubReporter.opening(file, style: style, annotations: &annotations)
      : HumanReporter.opening(file, style: style)
  }

  public mutating func result(_ result: ScenarioResult) -> String {
    format == .github
      ? GitHubReporter.result(result, style: style, annotations: &annotations)
      : HumanReporter.result(result, style: style)
  }

  public func closing(_ file: FileReport) -> String {
    format == .github
      ? GitHubReporter.closing(file, style: style) : HumanReporter.closing(file, style: style)
  }

  public func summary(_ report: RunReport) -> String {
    (format == .github ? annotations.notice(tool: "navspec") : "") + HumanReporter.summary(report)
  }

  /// One file whole: its opening, its scenarios' verdicts, its closing.
  public mutating func file(_ file: FileReport) -> String {
    var out = opening(file)
    for result in file.results { out += self.result(result) }
    return out + closing(file)
  }

  public mutating func render(_ report: RunReport) -> String {
    var out = ""
    for file in report.files { out += self.file(file) }
    return out + summary(report)
  }
}
