/// `--format github`: the human report with GitHub Actions workflow commands in it.
///
/// Each failure becomes `::error file=…,line=…,col=…,title=…::message` just before its scenario's
/// verdict, each diagnostic an `::error` or `::warning` before its file's, so the Actions run shows
/// them as annotations on the scenario's line
/// ([workflow commands](https://docs.github.com/en/actions/reference/workflows-and-actions/workflow-commands)).
/// The runner consumes those lines; the human report around them is what the log shows, ending
/// with the summary as always. A piece of the human report that the runner could take for a
/// command (a scenario named `##[warning]…`, a source line `::error …` echoed under a diagnostic)
/// is wrapped in `::stop-commands::` (`GitHubLog.guarded`), so the only commands are these. `navspec run` chooses this format when `GITHUB_ACTIONS` is `true`
/// and `--format` is not given.
public enum GitHubReporter {
  public static func render(_ report: RunReport, style: HumanStyle = HumanStyle()) -> String {
    var stream = ReportStream(format: .github, style: style)!
    return stream.render(report)
  }

  /// The file's diagnostics as commands (while `annotations` allows), then the human report's
  /// opening.
  public static func opening(
    _ file: FileReport, style: HumanStyle = HumanStyle(),
    annotations: inout GitHubAnnotationBudget
  ) -> String {
    var out = ""
    for diagnostic in file.diagnostics {
      let kind = diagnostic.severity == .error ? "error" : "warning"
      var message = diagnostic.message
      if let suggestion = diagnostic.suggestion { message += "\n" + suggestion }
      for note in diagnostic.notes { message += "\n\(note.location.description): \(note.message)" }
      out += annotations.command(
        kind, title: "navspec: \(kind) in the scenario", file: file.path,
        line: diagnostic.location.line, column: diagnostic.location.column, message: message)
    }
    return out + GitHubLog.guarded(HumanReporter.opening(file, style: style))
  }

  /// The scenario's failures as commands (while `annotations` allows), then its verdict as the
  /// human report prints it. Failures past those the scenario keeps are counted too.
  ///
  /// A skipped scenario and an expected failure fail nothing, so they are not annotated (the
  /// log and the job summary count them); an `xfail` scenario that passed is one error at its
  /// `scenario` line.
  public static func result(
    _ result: ScenarioResult, style: HumanStyle = HumanStyle(),
    annotations: inout GitHubAnnotationBudget
  ) -> String {
    var out = ""
    switch result.status {
    case .failed:
      for failure in result.failures {
        out += annotations.command(
          "error", title: "navspec: \(result.name)", file: failure.location.file,
          line: failure.location.line, column: failure.location.column,
          message: "\(failure.message)\nexpected: \(failure.expected)\nactual: \(failure.actual)"
            + failure.flowFrames.map { "\n" + $0.summary }.joined())
      }
      annotations.withhold(errors: result.omittedFailures)
    case .unexpectedPass:
      out += annotations.command(
        "error", title: "navspec: \(result.name)", file: result.location.file,
        line: result.location.line, column: result.location.column,
        message: ReportText.unexpectedPassAdvice(result))
    case .passed, .skipped, .expectedFailure:
      break
    }
    return out + GitHubLog.guarded(HumanReporter.result(result, style: style))
  }

  /// The warnings of a file that ran, as the human report prints them, guarded.
  public static func closing(_ file: FileReport, style: HumanStyle = HumanStyle()) -> String {
    GitHubLog.guarded(HumanReporter.closing(file, style: style))
  }

  /// One workflow command. Its properties and message are escaped as the runner unescapes them
  /// (`%` `\r` `\n` in both, `:` and `,` in properties too; actions/runner, `ActionCommand`), so
  /// no text from a scenario ends the command early or starts another.
  ///
  /// The numbers come last, so the `::` that ends the properties follows a digit: the runner
  /// finds it with a culture-sensitive search, which does not see a `:` that a character before
  /// it joins into one grapheme (a prepended mark ending a title). For the same reason a message
  /// whose first character would join the `:` before it starts with a space.
  public static func command(
    _ kind: String, title: String, file: String?, line: Int?, column: Int?, message: String
  ) -> String {
    var properties = ["title=\(property(title))"]
    if let file { properties.append("file=\(property(file))") }
    if let line { properties.append("line=\(line)") }
    if let column { properties.append("col=\(column)") }
    var text = data(message)
    if let first = text.unicodeScalars.first, (":" + String(first)).count == 1 {
      text = " " + text
    }
    return "::\(kind) \(properties.joined(separator: ","))::" + text
  }

  static func data(_ text: String) -> String {
    // Line breaks are kept (the command encodes them); every other control character is
    // escaped as in the human report, so none reaches the log.
    let printable = text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { PrintableText.escaping($0, keepingTabs: true) }.joined(separator: "\n")
    var out = ""
    for scalar in printable.unicodeScalars {
      switch scalar {
      case "%": out += "%25"
      case "\r": out += "%0D"
      case "\n": out += "%0A"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  static func property(_ text: String) -> String {
    data(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
  }
}
