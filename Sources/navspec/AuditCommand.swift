import ArgumentParser
import FoundationEssentials
import NavSpecLanguage

/// `navspec audit [PATH ...]`: replay every scenario under a matrix of settings, audit the
/// screen after every step, and report each finding once (docs/audits.md#running-audits).
struct AuditCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "audit",
    abstract: "Audit the accessibility of every step of every scenario across the user's settings.",
    discussion: """
      Files and folders are found as 'navspec run' finds them. Each scenario is replayed under \
      every setting of the matrix (--matrix default: the defaults, then VoiceOver, each Dynamic \
      Type size, Bold Text, Reduce Motion, Increase Contrast, Reduce Transparency, right to \
      left and dark mode, one at a time), the rules run after every step, and a finding that \
      repeats over steps and settings is reported once, at the line that caused it.

      Exit status:
        0  no new finding (known ones, from --baseline, do not count)
        1  a new finding
        2  bad usage, unreadable input, a parse or check error, a bad baseline
        3  the report or the baseline could not be written
      """
  )

  @Argument(help: "Scenario files or folders to audit.")
  var paths: [String] = ["scenarios"]

  @Option(
    help: ArgumentHelp(
      "How to write the report (default: human, or github when GITHUB_ACTIONS is true).",
      valueName: "format"))
  var format: AuditReportFormat?

  /// `--format`, or the GitHub format in a GitHub Actions job, as for `navspec run`.
  var chosenFormat: AuditReportFormat {
    format ?? (ProcessEnvironment()["GITHUB_ACTIONS"] == "true" ? .github : .human)
  }

  @Option(
    help: ArgumentHelp(
      "Write the report to this file instead of standard output.", valueName: "file"))
  var output: String?

  @Option(
    help: ArgumentHelp(
      "The settings to vary one at a time: default, none, or setting names separated by "
        + "commas (dynamic-type,layout-direction).",
      valueName: "matrix"))
  var matrix = "default"

  @Option(
    name: .customLong("set"),
    help: ArgumentHelp(
      "Start every configuration with this setting, e.g. color-scheme=dark. Repeatable.",
      valueName: "name=value"))
  var settings: [String] = []

  @Option(
    help: ArgumentHelp(
      "Known findings, from --write-baseline: reported as known, failing nothing.",
      valueName: "file"))
  var baseline: String?

  @Flag(help: "List the findings known from the baseline too (the human report counts them only).")
  var showKnown = false

  @Option(
    name: .customLong("write-baseline"),
    help: ArgumentHelp("Write every finding of this run to a baseline file.", valueName: "file"))
  var writeBaseline: String?

  func validate() throws {
    _ = try auditMatrix()
  }

  /// The matrix and the `--set` overrides, checked; a bad one is a usage error naming the fix.
  func auditMatrix() throws -> AuditMatrix {
    try readingOption { () throws(OptionFailure) in
      try AuditMatrix(parsing: matrix, base: SettingOverride.parsing(settings))
    }
  }

  func run() throws {
    let matrix = try auditMatrix()
    let known = try readBaseline()
    // Nothing to audit still writes a report: a SARIF file must say the audit did not run.
    let walk = try ScenarioDiscovery.walk(paths, allowingNothing: true)
    // No report is written over a file the audit reads; the baseline read may be written
    // back (updating it in place is what --write-baseline is for), the report may not.
    var inputs = walk.inputs
    if let output {
      if let baseline { inputs.add(baseline) }
      try inputs.refuse(output: output, from: "--output")
    }
    if let writeBaseline { try walk.inputs.refuse(output: writeBaseline, from: "--write-baseline") }
    var unreadable = walk.problems
    var files: [AuditReport.FileAudit] = []
    for path in walk.files {
      do throws(ScenarioDiscovery.Failure) {
        let text = try ScenarioDiscovery.contents(of: path)
        files.append(ScenarioAuditor.audit(path: path, text: text, matrix: matrix))
      } catch {
        OutputWriter.writeError(error.message)
        unreadable.append(error.message)
      }
    }
    var report = AuditReport(files: files, configurations: matrix.configurations)
    report.unreadable = unreadable
    report.acceptsFindings = writeBaseline != nil
    if let known, let baseline { report.apply(known, from: baseline) }
    // The human and github reports show a file's errors; with another format, or the report
    // in a file, they go to standard error, so that a status 2 always says why.
    if output != nil || ![.human, .github].contains(chosenFormat) {
      for file in files {
        for diagnostic in file.diagnostics {
          OutputWriter.writeStandardError(DiagnosticRenderer.render(diagnostic, in: file.source))
        }
      }
    }

    do throws(OutputWriter.Failure) {
      let text = chosenFormat.render(report, showingKnown: showKnown)
      if let output {
        try OutputWriter.writeFile(text, to: output, what: "the report")
      } else {
        try OutputWriter.writeStandardOutput(text, what: "the report")
      }
      if let writeBaseline {
        try OutputWriter.writeFile(
          AuditBaseline.text(for: report), to: writeBaseline, what: "the baseline")
      }
    } catch {
      OutputWriter.writeError(error.message)
      throw ExitCode(ExitStatus.outputFailed.rawValue)
    }
    // Writing a baseline accepts what was found: the run that writes one passes.
    if report.exitStatus != ExitStatus.passed.rawValue {
      throw ExitCode(report.exitStatus)
    }
  }

  private func readBaseline() throws -> AuditBaseline? {
    guard let baseline else { return nil }
    let text: String
    do throws(ScenarioDiscovery.Failure) {
      text = try ScenarioDiscovery.contents(of: baseline)
    } catch {
      try fail(error.message)
    }
    do throws(AuditBaseline.Failure) {
      return try AuditBaseline(parsing: text, path: baseline)
    } catch {
      try fail(error.message)
    }
  }

  /// Prints `error: message` on stderr and exits with 2, the usage-error status.
  private func fail(_ message: String) throws -> Never {
    OutputWriter.writeError(message)
    throw ExitCode(ExitStatus.invalidInput.rawValue)
  }
}

// The library's formats are the `--format` values; the conformance lives with the CLI, so the
// library does not depend on ArgumentParser.
extension AuditReportFormat: ExpressibleByArgument {}
