import NavSpecModel

/// JUnit XML, the format most CI systems (Jenkins, GitLab, GitHub Actions test reporters) read:
///
///     <?xml version="1.0" encoding="UTF-8"?>
///     <testsuites name="navspec" tests="3" failures="1" errors="1" skipped="0" time="0.400">
///       <testsuite name="scenarios/tap.scenario" tests="2" failures="1" errors="0" skipped="0"
///         time="0.400">
///         <testcase classname="scenarios/tap.scenario" name="Tap selects"
///           file="scenarios/tap.scenario" line="2" time="0.350"/>
///         <testcase classname="scenarios/tap.scenario" name="Wrong tab"
///           file="scenarios/tap.scenario" line="8" time="0.050">
///           <properties>
///             <property name="failure.location" value="scenarios/tap.scenario:11:1"/>
///           </properties>
///           <failure message="scenarios/tap.scenario:11: expectation failed at 0.000s">…</failure>
///         </testcase>
///       </testsuite>
///       <testsuite name="scenarios/broken.scenario" tests="1" failures="0" errors="1"
///         skipped="0" time="0">
///         <testcase classname="scenarios/broken.scenario" name="parse"
///           file="scenarios/broken.scenario" line="5" time="0">
///           <error message="1 error, no step ran">…diagnostics…</error>
///         </testcase>
///       </testsuite>
///     </testsuites>
///
/// (Each `<testcase>` is one line in the real output.) One `<testsuite>` per file, one
/// `<testcase>` per scenario, with the `file` and `line` of its `scenario` line (the first
/// error's for a file that did not parse), which Jenkins, GitLab and the GitHub test reporters use
/// to link a failure to its source. A file that did not parse gets a single `parse` test case
/// holding an `<error>`, because most readers ignore an `<error>` outside a test case.
///
/// A skipped scenario's test case holds `<skipped message="reason"/>`. An expected failure
/// (`xfail` that failed) is a passing test case whose `<system-out>` says it failed as expected,
/// why, and its failures; an `xfail` scenario that passed holds a `<failure>` whose message is
/// `expected to fail (reason) but passed`. Suites and the run count skipped cases in `skipped`.
///
/// `time` is the scenario's **virtual** duration, the model's clock when it ended, in seconds:
/// what the scenario spans on the device. Wall-clock time would make the output differ between
/// runs, and the runner reads no wall clock (docs/cli.md#junit); a suite's time is the sum of
/// its scenarios'.
public enum JUnitReporter {
  public static func render(_ report: RunReport) -> String {
    let errorCount = report.files.filter(\.hasErrors).count
    let failureCount = report.results.filter { !$0.passed }.count
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      "<testsuites name=\"navspec\" tests=\(attribute(report.testCount))"
        + " failures=\(attribute(failureCount)) errors=\(attribute(errorCount))"
        + " skipped=\(attribute(report.skippedCount))"
        + " time=\(seconds(report.results.map(\.endTime)))>",
    ]
    for file in report.files {
      lines += suite(file)
    }
    lines.append("</testsuites>")
    return lines.joined(separator: "\n") + "\n"
  }

  private static func suite(_ file: FileReport) -> [String] {
    let errors = file.hasErrors ? 1 : 0
    let failures = file.results.filter { !$0.passed }.count
    let tests = file.results.count + errors
    let skipped = file.results.filter { $0.status == .skipped }.count
    let path = attribute(file.path)
    var lines = [
      "  <testsuite name=\(path) tests=\(attribute(tests)) failures=\(attribute(failures))"
        + " errors=\(attribute(errors)) skipped=\(attribute(skipped))"
        + " time=\(seconds(file.results.map(\.endTime)))>"
    ]
    if file.hasErrors {
      lines += parseCase(
        path: file.path, diagnostics: file.diagnostics, source: file.source,
        message: ReportText.notRunSummary(file))
    }
    for result in file.results {
      let opening =
        "    <testcase classname=\(attribute(result.file)) name=\(attribute(result.name))"
        + " file=\(attribute(result.file)) line=\(attribute(result.location.line))"
        + " time=\(seconds([result.endTime]))"
      switch result.status {
      case .passed:
        lines.append(opening + "/>")
        continue
      case .skipped:
        lines.append(opening + ">")
        lines.append("      <skipped message=\(attribute(result.mark?.reason ?? ""))/>")
        lines.append("    </testcase>")
        continue
      case .expectedFailure:
        // A passing test case: readers count a `<failure>` as failing whatever it says, and a
        // `<skipped>` as not run, though it ran. `<system-out>`, which the JUnit schema has and
        // Jenkins, GitLab and the GitHub test reporters show with the case, says it failed as
        // expected, why, and how.
        let details =
          ["expected to fail: \(result.mark?.reason ?? "")"]
          + result.failures.map { ReportText.failureDetails($0).joined(separator: "\n") }
          + (ReportText.omittedFailures(result).map { [$0] } ?? [])
        lines.append(opening + ">")
        lines.append(
          "      <system-out>" + text(details.joined(separator: "\n\n") + "\n") + "</system-out>")
        lines.append("    </testcase>")
        continue
      case .unexpectedPass:
        // It passed, which fails the run: a failure at its `scenario` line.
        let message = result.unexpectedPassMessage ?? ""
        lines.append(opening + ">")
        lines.append("      <properties>")
        lines.append(
          "        <property name=\"failure.location\" value=\(attribute(result.location.description))/>"
        )
        lines.append("      </properties>")
        lines.append(
          "      <failure message=\(attribute(message))>"
            + text(ReportText.unexpectedPassAdvice(result) + "\n") + "</failure>")
        lines.append("    </testcase>")
        continue
      case .failed:
        break
      }
      guard let first = result.failures.first else { continue }
      // Readers show one failure per test case, so all of a scenario's failures share one
      // element: the message names the first, where it failed first, the text holds every one
      // in full. The test case's `line` is its `scenario` line; the failing line is in the
      // message and in a `failure.location` property, so a reader lands on the line that failed.
      var message =
        "\(first.location.file):\(first.location.line): \(first.message)"
        + " at \(ReportText.time(first.time))"
      if result.failureCount > 1 { message += " (and \(result.failureCount - 1) more)" }
      let details =
        result.failures.map { ReportText.failureDetails($0).joined(separator: "\n") }
        + (ReportText.omittedFailures(result).map { [$0] } ?? [])
      lines.append(opening + ">")
      lines.append("      <properties>")
      lines.append(
        "        <property name=\"failure.location\" value=\(attribute(first.location.description))/>"
      )
      lines.append("      </properties>")
      lines.append(
        "      <failure message=\(attribute(message))>"
          + text(details.joined(separator: "\n\n") + "\n") + "</failure>")
      lines.append("    </testcase>")
    }
    lines.append("  </testsuite>")
    return lines
  }

  /// The one test case of a file that did not parse or check, `parse`, at its first error,
  /// holding an `<error>` with every diagnostic: most readers ignore an `<error>` outside a test
  /// case. `navspec audit`'s JUnit has it too.
  static func parseCase(
    path: String, diagnostics: DiagnosticList, source: SourceFile?, message: String
  ) -> [String] {
    let details =
      diagnostics.map { DiagnosticRenderer.render($0, in: source) }
      + (diagnostics.omissionSummary.map { [$0 + "\n"] } ?? [])
    let line = diagnostics.first { $0.severity == .error }?.location.line ?? 1
    return [
      "    <testcase classname=\(attribute(path)) name=\"parse\" file=\(attribute(path))"
        + " line=\(attribute(line)) time=\"0\">",
      "      <error message=\(attribute(message))>" + text(details.joined()) + "</error>",
      "    </testcase>",
    ]
  }

  /// A quoted attribute value. Tab, newline and carriage return become character references
  /// because an XML parser would otherwise normalise them to spaces inside attributes.
  static func attribute(_ value: String) -> String {
    "\"" + escape(value, inAttribute: true) + "\""
  }

  static func attribute(_ value: Int) -> String {
    "\"\(value)\""
  }

  /// The sum of virtual durations, as a quoted attribute in seconds ("0.350", "0").
  private static func seconds(_ times: [VirtualTime]) -> String {
    let total = times.reduce(Int64(0)) { $0 + $1.microseconds }
    return total == 0 ? "\"0\"" : "\"" + ReportText.seconds(VirtualTime(microseconds: total)) + "\""
  }

  /// Element content; newlines and tabs stay literal so the details read well in raw XML.
  static func text(_ value: String) -> String {
    escape(value, inAttribute: false)
  }

  /// Escapes the five XML specials and makes every other character legal XML 1.0.
  ///
  /// XML 1.0 forbids most C0 controls and U+FFFE/U+FFFF outright, even as character
  /// references, so those are written as a visible `\u{1B}` rather than dropped: a report
  /// must stay well-formed, and the reader should still see that the text held a control.
  private static func escape(_ value: String, inAttribute: Bool) -> String {
    var out = ""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case "\r": out += "&#13;"
      case "\n": out += inAttribute ? "&#10;" : "\n"
      case "\t": out += inAttribute ? "&#9;" : "\t"
      case "\u{0}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}":
        out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      case "\u{7F}"..."\u{9F}", "\u{2028}", "\u{2029}", "\u{061C}", "\u{200E}", "\u{200F}",
        "\u{202A}"..."\u{202E}", "\u{2066}"..."\u{2069}":
        // Legal (C1 discouraged) in XML 1.0; a reference keeps them visible and out of a terminal.
        out += "&#x" + String(scalar.value, radix: 16, uppercase: true) + ";"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
