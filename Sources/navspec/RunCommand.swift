import ArgumentParser
import FoundationEssentials
import NavSpecLanguage

/// `navspec run [PATH ...]`: replay scenario files and report the results.
struct RunCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run",
    abstract: "Replay scenario files and report the results.",
    discussion: """
      Folders are searched recursively for *.scenario files (hidden entries are skipped, \
      symbolic links followed) and run in path order; each real file runs once. A file or \
      folder that cannot be read is reported and the rest still runs.

      Exit status (the highest that applies):
      \(ExitStatus.table)
      """
  )

  @Argument(help: "Scenario files or folders to run.")
  var paths: [String] = ["scenarios"]

  @Option(
    help: ArgumentHelp(
      "How to write the report (default: human, or github when GITHUB_ACTIONS is true).",
      valueName: "format"))
  var format: ReportFormat?

  @Flag(help: "Print every scenario (file:line:column: name) without running any.")
  var list = false

  @Option(
    help: ArgumentHelp(
      "Write the report to this file instead of standard output.", valueName: "file"))
  var output: String?

  @Option(
    help: ArgumentHelp(
      "Run only scenarios whose name or file path contains this text (case-sensitive). "
        + "Repeat to run the scenarios that match any; one that matches nothing is an error.",
      valueName: "text"))
  var filter: [String] = []

  @Flag(help: "Treat events that no expectation matched as failures.")
  var exhaustive = false

  @Option(
    name: .customLong("set"),
    help: ArgumentHelp(
      "Start every scenario with this setting, e.g. dynamic-type=AX5 (a scenario's own 'set' "
        + "lines still change it). Repeat for more settings.",
      valueName: "name=value"))
  var settings: [String] = []

  @Option(
    name: .customLong("jobs"),
    help: ArgumentHelp(
      "Run this many files at once (default: the number of cores). The report is the same "
        + "whatever the number.",
      valueName: "n"))
  var jobsOption: Int?

  /// `--jobs`, or the number of cores. Asked only when the run starts: ArgumentParser makes a
  /// `RunCommand` several times while it parses, and a default value would count the cores
  /// (reading the process's CPU affinity and cgroup limits) each time (docs/cli.md#cold-start).
  var jobs: Int { jobsOption ?? ProcessInfo.processInfo.activeProcessorCount }

  @Flag(help: "Print only failures, errors and the summary.")
  var quiet = false

  @Flag(help: "Stop at the first failing scenario or broken file; the summary counts what ran.")
  var failFast = false

  @Option(
    help: ArgumentHelp(
      "Colour the verdicts: auto (on a terminal, unless NO_COLOR is set), always or never.",
      valueName: "when"))
  var color: ColorChoice = .auto

  @Option(
    name: .customLong("report"),
    help: ArgumentHelp(
      "Also write a report in FORMAT to FILE (junit:out.xml, json:out.json, tap:out.tap, html:out.html). "
        + "Repeat for more.",
      valueName: "format:file"))
  var reports: [String] = []

  @Option(
    name: .customLong("shard"),
    help: ArgumentHelp(
      "Run only shard K of N (1 to N): the shards partition the scenarios. Bazel's "
        + "TEST_SHARD_INDEX and TEST_TOTAL_SHARDS do the same.",
      valueName: "K/N"))
  var shardOption: String?

  func validate() throws {
    if let jobs = jobsOption, jobs < 1 || jobs > 1024 {
      throw ValidationError("--jobs takes a number of files to run at once, from 1 to 1024")
    }
    _ = try overrides()
    _ = try shard(in: Self.environment)
    _ = try reportRequests(in: Self.environment)
  }

  /// The `--set` options, checked; a bad one is a usage error naming the fix.
  func overrides() throws -> [SettingOverride] {
    try readingOption { () throws(OptionFailure) in try SettingOverride.parsing(settings) }
  }

  func run() throws {
    let environment = Self.environment
    let shard = try shard(in: environment)
    let requests = try reportRequests(in: environment)
    try acknowledgeSharding(in: environment)
    // Steps and sampled values are kept only for a report that shows them (HTML).
    let records =
      !list && (chosenFormat.needsRecording || requests.contains { $0.format.needsRecording })
    let options = RunOptions(
      exhaustive: exhaustive, filters: filter,
      settings: SettingOverride.settings(try overrides()), shard: shard, records: records)
    let walk = try ScenarioDiscovery.walk(paths)
    var inputProblem = walk.hasProblems
    let report = try execute(
      walk.files, options: options, requests: requests, inputProblem: &inputProblem)
    // Checked after the report is written, so the report still shows what did run (and any
    // file that did not parse, which no filter could select). A shard runs part of what the
    // filters select, so a filter may match only in other shards: not checked there.
    let unmatched = filter.filter { text in
      guard shard == nil else { return false }
      return
        !report.results.contains {
          RunOptions.filter(text, matchesName: $0.name, file: $0.file)
        }
    }
    for text in unmatched {
      OutputWriter.writeError("--filter \(OutputWriter.printable(text)) matched no scenario")
    }
    var status = report.exitCode
    if inputProblem || !unmatched.isEmpty {
      status = max(status, ExitStatus.invalidInput.rawValue)
    }
    if status != ExitStatus.passed.rawValue {
      throw ExitCode(status)
    }
  }

}

// The library's formats are the `--format` values. The conformance lives here, not in the
// library, so the library does not depend on ArgumentParser.
extension ReportFormat: ExpressibleByArgument {}
