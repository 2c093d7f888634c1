/// The job summary of a run: Markdown that GitHub shows on the workflow run's page, appended to
/// the file `GITHUB_STEP_SUMMARY` names
/// ([Adding a job summary](https://docs.github.com/en/actions/reference/workflows-and-actions/workflow-commands#adding-a-job-summary)).
///
/// A heading with the counts, then a table of every failure (and every error of a file that did
/// not parse): its `file:line` linked to the line at the workflow's commit (`GitHubSourceLinks`),
/// the scenario, the message, expected against actual. GitHub refuses a step's summary past
/// 1 MiB, so the table stops before the limit and a last line counts the failures it left out;
/// every failure is in the log too.
///
/// The table is an HTML block (GitHub's Markdown passes it through its sanitiser), every text
/// from a scenario escaped by `HTMLText` and cut at `cellLimit` characters: no name, value or path
/// can end a cell, start a Markdown construct (an HTML block holds no Markdown until its blank
/// line, and an escaped line feed never makes one) or smuggle markup.
public enum GitHubJobSummary {
  /// GitHub's cap on one step's summary, in bytes.
  public static let byteLimit = 1 << 20
  /// Unicode scalars of one cell before it is cut (our decision, because a row should fit a
  /// screen and the human report in the log has the whole value; scalars rather than
  /// characters, since one character can join any number of them).
  public static let cellLimit = 400

  /// One failure or error, as a row.
  struct Row {
    var location: SourceLocation
    var file: String
    var scenario: String
    var message: String
    var expected: String
    var actual: String
  }

  /// The summary of `report`, at most `byteLimit` bytes of UTF-8.
  public static func render(
    _ report: RunReport, links: GitHubSourceLinks?, byteLimit: Int = byteLimit
  ) -> String {
    let failed = report.failedCount
    var heading = "### navspec run: " + ReportText.summary(report) + "\n\n"
    var files = ReportText.count(report.files.count, "file")
    let broken = report.files.filter(\.hasErrors).count
    if broken > 0 { files += ", \(broken) with errors" }
    heading += "\(ReportText.count(report.results.count, "scenario")) in \(files).\n\n"
    guard failed > 0 else { return fitted(heading, byteLimit: byteLimit) }

    var rows: [Row] = []
    var uncounted = 0
    for file in report.files {
      for diagnostic in file.diagnostics where diagnostic.severity == .error {
        rows.append(
          Row(
            location: diagnostic.location, file: file.path, scenario: "(does not parse)",
            message: diagnostic.message, expected: diagnostic.suggestion ?? "", actual: ""))
      }
      uncounted += file.diagnostics.omittedErrorCount
      // An expected failure fails nothing, so it has no row; an `xfail` scenario that passed
      // has one, at its `scenario` line.
      for result in file.results {
        switch result.status {
        case .failed:
          for failure in result.failures {
            rows.append(
              Row(
                location: failure.location, file: failure.location.file, scenario: result.name,
                message: failure.message, expected: failure.expected, actual: failure.actual))
          }
          uncounted += result.omittedFailures
        case .unexpectedPass:
          rows.append(
            Row(
              location: result.location, file: result.file, scenario: result.name,
              message: result.unexpectedPassMessage ?? "", expected: "a failure",
              actual: "passed"))
        case .passed, .skipped, .expectedFailure:
          continue
        }
      }
    }
    let open =
      "<table>\n<thead><tr><th>Where</th><th>Scenario</th><th>Failure</th><th>Expected</th>"
      + "<th>Actual</th></tr></thead>\n<tbody>\n"
    let close = "</tbody>\n</table>\n"
    var out = heading + open
    var listed = 0
    for row in rows {
      let line = self.row(row, links: links)
      // Room for this row, the table's end and the longest closing line.
      guard (out.utf8.count + line.utf8.count + close.utf8.count + 200) <= byteLimit else { break }
      out += line
      listed += 1
    }
    out += close
    let left = rows.count - listed + uncounted
    if left > 0 {
      var why: [String] = []
      if listed < rows.count { why.append("a step's summary is cut before GitHub's 1 MiB") }
      if uncounted > 0 {
        why.append(
          "a scenario keeps its first \(KeptResults.capacity) failures, a file its first \(DiagnosticList.capacity) errors"
        )
      }
      out +=
        "\n\(ReportText.count(left, "more failure")) not listed (\(why.joined(separator: "; ")))."
        + " The log has every one the run kept.\n"
    }
    return fitted(out, byteLimit: byteLimit)
  }

  static func row(_ row: Row, links: GitHubSourceLinks?) -> String {
    let place = "\(row.file):\(row.location.line)"
    var whereCell = cell(place)
    if let url = links?.url(path: row.file, line: row.location.line) {
      whereCell = "<a href=\"\(HTMLText.escaping(url))\">\(whereCell)</a>"
    }
    return "<tr><td>\(whereCell)</td><td>\(cell(row.scenario))</td><td>\(cell(row.message))</td>"
      + "<td><code>\(cell(row.expected))</code></td><td><code>\(cell(row.actual))</code></td></tr>\n"
  }

  /// Escaped, and cut at `cellLimit` scalars with the count of those left out.
  static func cell(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard scalars.count > cellLimit else { return HTMLText.escaping(text) }
    let kept = String(String.UnicodeScalarView(scalars.prefix(cellLimit)))
    return HTMLText.escaping(kept)
      + "… (\(ReportText.count(scalars.count - cellLimit, "more character")))"
  }

  /// `text`, or nothing when even the heading does not fit what is left of the step's summary.
  static func fitted(_ text: String, byteLimit: Int) -> String {
    text.utf8.count <= byteLimit ? text : ""
  }
}
