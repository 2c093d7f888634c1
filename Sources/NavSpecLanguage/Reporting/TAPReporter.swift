/// Test Anything Protocol, version 14 (https://testanything.org/tap-version-14-specification.html):
///
///     TAP version 14
///     1..3
///     ok 1 - scenarios/tap.scenario: Tap selects
///     not ok 2 - scenarios/wrong.scenario: Wrong tab
///       ---
///       failures:
///         - location: "scenarios/wrong.scenario:6:1"
///           message: "expectation failed"
///           statement: "expect selection == Profile"
///           expected: "Profile"
///           actual: "Library"
///           time: "0.000s"
///           eventsAround: []
///       ...
///     not ok 3 - scenarios/broken.scenario
///       ---
///       message: "1 error, no step ran"
///       diagnostics:
///         - location: "scenarios/broken.scenario:5:1"
///           severity: "error"
///           message: "unknown statement 'tapp'"
///           suggestion: "did you mean 'tap'?"
///       omittedDiagnostics: 120
///       ...
///     # 1 passed, 2 failed, 0 skipped
///
/// A skipped scenario is `ok N - … # SKIP reason`; an expected failure `not ok N - … # TODO
/// reason` with its failures (TAP's TODO: a harness reports it and does not count it as
/// failing); an `xfail` scenario that passed a plain `not ok`, whose `message` says it was
/// expected to fail. Reasons are escaped as descriptions are, so none can end the line or open
/// another directive.
///
/// `omittedDiagnostics` appears only when the file had more diagnostics than it keeps
/// (`DiagnosticList.capacity`), `omittedFailures` only when a scenario had more failures than it
/// keeps (`KeptResults.capacity`). There is one test point per scenario plus one per file that did not parse, matching
/// `RunReport.passedCount + failedCount`. Every string in the YAML blocks is double-quoted and
/// escaped, so statement text such as `a: b` or `# x` can never change the YAML's structure.
///
/// When `--fail-fast` stopped the run early (`RunReport.plannedBeforeStop`), the plan is what
/// the whole run would have run and the stream ends with `Bail out!`, as TAP 14's "Giving up"
/// example does: a harness then reports a run that stopped, not a shorter one that finished.
public enum TAPReporter {
  public static func render(_ report: RunReport) -> String {
    let ran = report.testCount
    let planned = max(ran, report.plannedBeforeStop ?? ran)
    var lines = ["TAP version 14", "1..\(planned)"]
    var number = 0
    for file in report.files {
      if file.hasErrors {
        number += 1
        lines.append("not ok \(number) - \(description(file.path))")
        lines.append("  ---")
        lines.append("  message: \(yaml(ReportText.notRunSummary(file)))")
        lines += diagnosticsBlock(file)
        lines.append("  ...")
      } else {
        // Warnings do not fail a file; TAP has no place for them but comments.
        for diagnostic in file.diagnostics {
          let rendered = DiagnosticRenderer.render(diagnostic, in: file.source)
          lines += rendered.split(separator: "\n").map { "# " + $0 }
        }
        if let summary = file.diagnostics.omissionSummary { lines.append("# " + summary) }
      }
      for result in file.results {
        number += 1
        let title = description("\(result.file): \(result.name)")
        let reason = description(result.mark?.reason ?? "")
        switch result.status {
        case .passed:
          lines.append("ok \(number) - \(title)")
          continue
        case .skipped:
          lines.append("ok \(number) - \(title) # SKIP \(reason)")
          continue
        case .unexpectedPass:
          // No TODO: an `xfail` scenario that passes is a failure, so the harness says so.
          lines.append("not ok \(number) - \(title)")
          lines.append("  ---")
          lines.append("  message: \(yaml(result.unexpectedPassMessage ?? ""))")
          lines.append("  ...")
          continue
        case .expectedFailure:
          // TODO: a known failure, which a harness reports and does not count as failing.
          lines.append("not ok \(number) - \(title) # TODO \(reason)")
        case .failed:
          lines.append("not ok \(number) - \(title)")
        }
        lines.append("  ---")
        lines += failuresBlock(result.failures)
        // Past the scenario's capacity failures are counted, not kept.
        if result.omittedFailures > 0 {
          lines.append("  omittedFailures: \(result.omittedFailures)")
        }
        lines.append("  ...")
      }
    }
    lines.append("# " + ReportText.summary(report))
    if planned > ran {
      lines.append(
        "Bail out! --fail-fast stopped the run at the first failure; "
          + "\(ReportText.count(planned - ran, "more test")) did not run")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func failuresBlock(_ failures: [ExpectationFailure]) -> [String] {
    var lines = ["  failures:"]
    for failure in failures {
      lines.append("    - location: \(yaml(failure.location.description))")
      lines.append("      message: \(yaml(failure.message))")
      lines.append("      statement: \(yaml(failure.statement))")
      if !failure.flowFrames.isEmpty {
        lines.append("      flows:")
        lines += failure.flowFrames.map { "        - \(yaml($0.summary))" }
      }
      lines.append("      expected: \(yaml(failure.expected))")
      lines.append("      actual: \(yaml(failure.actual))")
      lines.append("      time: \(yaml(ReportText.time(failure.time)))")
      if failure.eventsAround.isEmpty {
        lines.append("      eventsAround: []")
      } else {
        lines.append("      eventsAround:")
        lines += failure.eventsAround.map { "        - \(yaml($0))" }
      }
    }
    return lines
  }

  private static func diagnosticsBlock(_ file: FileReport) -> [String] {
    diagnosticsBlock(file.diagnostics)
  }

  static func diagnosticsBlock(_ diagnostics: DiagnosticList) -> [String] {
    var lines = ["  diagnostics:"]
    for diagnostic in diagnostics {
      lines.append("    - location: \(yaml(diagnostic.location.description))")
      lines.append("      severity: \(yaml(diagnostic.severity.rawValue))")
      lines.append("      message: \(yaml(diagnostic.message))")
      if let suggestion = diagnostic.suggestion {
        lines.append("      suggestion: \(yaml(suggestion))")
      }
    }
    // Past the list's capacity diagnostics are counted, not kept.
    if diagnostics.omittedCount > 0 {
      lines.append("  omittedDiagnostics: \(diagnostics.omittedCount)")
    }
    return lines
  }

  /// A test point description on one line. `#` starts a directive (`# SKIP`, `# TODO`) in
  /// TAP, so it is escaped as `\#`, and backslashes are doubled to keep that unambiguous.
  static func description(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "\\": out += "\\\\"
      case "#": out += "\\#"
      case "\n", "\r", "\r\n": out += " "
      default: out += PrintableText.escaping(String(character))
      }
    }
    return out
  }

  /// A YAML double-quoted scalar. Characters YAML does not allow raw (controls, DEL, C1, BOM,
  /// non-characters) become escapes; everything else, including non-ASCII text, stays as is.
  static func yaml(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{0}"..."\u{1F}", "\u{7F}"..."\u{9F}":
        out += "\\x" + hex(scalar.value, width: 2)
      case "\u{2028}", "\u{2029}", "\u{FEFF}", "\u{FFFE}", "\u{FFFF}", "\u{061C}", "\u{200E}",
        "\u{200F}", "\u{202A}"..."\u{202E}", "\u{2066}"..."\u{2069}":
        out += "\\u" + hex(scalar.value, width: 4)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  private static func hex(_ value: UInt32, width: Int) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}
