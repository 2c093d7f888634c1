/// `navspec audit --format junit`: the audit as JUnit XML, for the CI systems that read test
/// results (Jenkins, GitLab, Bazel's `XML_OUTPUT_FILE`).
///
/// One `<testsuite>` per file; in it, one `<testcase>` per finding, named by its rule, check and
/// element and located at the line that caused it: a new finding holds a `<failure>` (its
/// message, where else it occurred, where the rule is explained), a finding known from the
/// baseline is `<skipped>`. A file with no finding is one passing test case, `audit`, so every
/// audited file counts; a file that does not parse or check is one `parse` test case holding an
/// `<error>` with its diagnostics, as `navspec run`'s JUnit has it. `time` is 0: the audit
/// reads no clock, and its virtual time is spread over every setting.
public enum AuditJUnitReporter {
  public static func render(_ report: AuditReport) -> String {
    var tests = 0
    var failures = 0
    var errors = 0
    var skipped = 0
    var suites: [String] = []
    for file in report.files {
      let suite = self.suite(file, report)
      tests += suite.tests
      failures += suite.failures
      errors += suite.errors
      skipped += suite.skipped
      suites += suite.lines
    }
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      "<testsuites name=\"navspec audit\" tests=\(JUnitReporter.attribute(tests))"
        + " failures=\(JUnitReporter.attribute(failures))"
        + " errors=\(JUnitReporter.attribute(errors))"
        + " skipped=\(JUnitReporter.attribute(skipped)) time=\"0\">",
    ]
    lines += suites
    lines.append("</testsuites>")
    return lines.joined(separator: "\n") + "\n"
  }

  private static func suite(_ file: AuditReport.FileAudit, _ report: AuditReport) -> (
    lines: [String], tests: Int, failures: Int, errors: Int, skipped: Int
  ) {
    let path = JUnitReporter.attribute(file.path)
    var cases: [String] = []
    var failures = 0
    var skipped = 0
    let errors = file.diagnostics.hasErrors ? 1 : 0
    if file.diagnostics.hasErrors {
      cases += JUnitReporter.parseCase(
        path: file.path, diagnostics: file.diagnostics, source: file.source,
        message: "\(ReportText.count(file.diagnostics.errorCount, "error")), not audited")
    }
    for entry in file.entries {
      let opening =
        "    <testcase classname=\(path)"
        + " name=\(JUnitReporter.attribute("[\(entry.ruleAndCheck)] \(entry.element)"))"
        + " file=\(path) line=\(JUnitReporter.attribute(entry.location.line)) time=\"0\""
      if let acceptance = entry.acceptance {
        skipped += 1
        cases.append(opening + ">")
        cases.append("      <skipped message=\(JUnitReporter.attribute(acceptance))/>")
        cases.append("    </testcase>")
        continue
      }
      let message =
        "\(file.path):\(entry.location.line): [\(entry.ruleAndCheck)] \(entry.message)"
      let details =
        "\(entry.location.description): \(entry.severity.rawValue):"
        + " [\(entry.ruleAndCheck)] \(entry.message)\n\(entry.occurrences(in: report))\n"
        + report.docs(for: entry) + "\n"
      cases.append(opening + ">")
      // A note is a review item: a passing test case that says what to review.
      if entry.severity == .note {
        cases.append("      <system-out>" + JUnitReporter.text(details) + "</system-out>")
        cases.append("    </testcase>")
        continue
      }
      failures += 1
      cases.append(
        "      <failure message=\(JUnitReporter.attribute(message))"
          + " type=\(JUnitReporter.attribute(entry.severity.rawValue))>"
          + JUnitReporter.text(details) + "</failure>")
      cases.append("    </testcase>")
    }
    if file.entries.isEmpty && !file.diagnostics.hasErrors {
      cases.append(
        "    <testcase classname=\(path) name=\"audit\" file=\(path) line=\"1\" time=\"0\"/>")
    }
    let tests = file.entries.count + errors + (file.entries.isEmpty && errors == 0 ? 1 : 0)
    let lines =
      [
        "  <testsuite name=\(path) tests=\(JUnitReporter.attribute(tests))"
          + " failures=\(JUnitReporter.attribute(failures))"
          + " errors=\(JUnitReporter.attribute(errors))"
          + " skipped=\(JUnitReporter.attribute(skipped)) time=\"0\">"
      ] + cases + ["  </testsuite>"]
    return (lines, tests, failures, errors, skipped)
  }
}
