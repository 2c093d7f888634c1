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
        4  an internal fault in navspec (a bug: please report it)
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
      "Known root causes, from --write-baseline: their findings are reported as known, failing nothing.",
      valueName: "file"))
  var baseline: String?

  @Flag(help: "List the findings known from the baseline too (the human report counts them only).")
  var showKnown = false

  @Option(
    name: .customLong("write-baseline"),
    help: ArgumentHelp(
      "Write the root causes of this run's findings to a baseline file (an error only with --accept-errors).",
      valueName: "file"))
  var writeBaseline: String?

  @Flag(
    help:
      "With --write-baseline: accept error-level root causes too (without it, a new error stays out of the baseline and fails the run)."
  )
  var acceptErrors = false

  @Option(
    name: .customLong("jobs"),
    help: ArgumentHelp(
      "Audit this many files at once (default: the number of cores). The report is the same "
        + "whatever the number.",
      valueName: "n"))
  var jobsOption: Int?

  @Flag(help: "Print each new finding on one line, without its source line and note.")
  var quiet = false

  @Flag(help: "Stop at the first file with a new finding or an error; the report counts what ran.")
  var failFast = false

  @Option(
    name: .customLong("report"),
    help: ArgumentHelp(
      "Also write a report in FORMAT to FILE (sarif:audit.sarif, junit:audit.xml, tap:audit.tap, "
        + "json:audit.json). Repeat for more.",
      valueName: "format:file"))
  var reports: [String] = []

  @Option(
    name: .customLong("shard"),
    help: ArgumentHelp(
      "Audit only shard K of N (1 to N): the shards partition the files. Bazel's "
        + "TEST_SHARD_INDEX and TEST_TOTAL_SHARDS do the same.",
      valueName: "K/N"))
  var shardOption: String?

  /// `--jobs`, or the number of cores.
  var jobs: Int { jobsOption ?? ProcessInfo.processInfo.activeProcessorCount }

  func validate() throws {
    _ = try auditMatrix()
    if acceptErrors && writeBaseline == nil {
      throw ValidationError("--accept-errors is for --write-baseline, which writes what it accepts")
    }
    if let jobs = jobsOption, jobs < 1 || jobs > 1024 {
      throw ValidationError("--jobs takes a number of files to audit at once, from 1 to 1024")
    }
    _ = try shard(in: ProcessEnvironment())
    _ = try reportRequests(in: ProcessEnvironment())
  }

  /// The matrix and the `--set` overrides, checked; a bad one is a usage error naming the fix.
  func auditMatrix() throws -> AuditMatrix {
    try readingOption { () throws(OptionFailure) in
      try AuditMatrix(parsing: matrix, base: SettingOverride.parsing(settings))
    }
  }

  func readBaseline() throws -> AuditBaseline? {
    guard let baseline else { return nil }
    return try readBaseline(at: baseline)
  }

  /// The baseline `--write-baseline` replaces, for its reasons and the errors it accepted: the
  /// file there if there is one, else `--baseline`'s. A file there that is no baseline is not
  /// replaced: it may be a version 1 baseline, or no baseline at all.
  func replacedBaseline(given: AuditBaseline?) throws -> AuditBaseline? {
    guard let writeBaseline, CommandLineBytes.exists(Array(writeBaseline.utf8)) else {
      return given
    }
    let text: String
    do throws(ScenarioDiscovery.Failure) {
      text = try ScenarioDiscovery.contents(of: writeBaseline)
    } catch {
      try fail(error.message)
    }
    do throws(AuditBaseline.Failure) {
      return try AuditBaseline(parsing: text, path: writeBaseline)
    } catch {
      try fail("--write-baseline will not replace it: \(error.message); remove it first")
    }
  }

  private func readBaseline(at path: String) throws -> AuditBaseline {
    let text: String
    do throws(ScenarioDiscovery.Failure) {
      text = try ScenarioDiscovery.contents(of: path)
    } catch {
      try fail(error.message)
    }
    do throws(AuditBaseline.Failure) {
      return try AuditBaseline(parsing: text, path: path)
    } catch {
      try fail(error.message)
    }
  }

  /// Prints `error: message` on stderr and exits with 2, the usage-error status.
  func fail(_ message: String) throws -> Never {
    OutputWriter.writeError(message)
    throw ExitCode(ExitStatus.invalidInput.rawValue)
  }
}

// The library's formats are the `--format` values; the conformance lives with the CLI, so the
// library does not depend on ArgumentParser.
extension AuditReportFormat: ExpressibleByArgument {}
