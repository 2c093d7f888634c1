import ArgumentParser
import FoundationEssentials
import NavSpecLanguage

/// What a `navspec run` command line asks for, as plain values, and the run it asks for.
///
/// ArgumentParser fills it from `RunCommand`'s options. A command line of operands alone
/// (`navspec run scenarios`: the usual form in CI, where the environment chooses the GitHub
/// format and Bazel's sharding) fills it directly: every option then has its default, and
/// ArgumentParser's reflection over `RunCommand`, a third of what a cold start costs, is
/// skipped (docs/cli.md#cold-start). Anything else, and any command line that does not
/// validate, goes through ArgumentParser, which writes the help and the usage errors; a test
/// checks that `run ARGS` and `run -- ARGS` behave alike.
struct RunInvocation {
  var paths: [String] = ["scenarios"]
  var format: ReportFormat? = nil
  var list = false
  var output: String? = nil
  var filter: [String] = []
  var exhaustive = false
  var settings: [String] = []
  var jobsOption: Int? = nil
  var quiet = false
  var failFast = false
  var color: ColorChoice = .auto
  var reports: [String] = []
  var shardOption: String? = nil
  var update = false
  var tags: [String] = []
  var excludedTags: [String] = []

  /// `--jobs`, or the number of cores. Asked only when the run starts: ArgumentParser makes a
  /// `RunCommand` several times while it parses, and a default value would count the cores
  /// (reading the process's CPU affinity and cgroup limits) each time (docs/cli.md#cold-start).
  var jobs: Int { jobsOption ?? ProcessInfo.processInfo.activeProcessorCount }

  func validate() throws {
    if let jobs = jobsOption, jobs < 1 || jobs > 1024 {
      throw ValidationError("--jobs takes a number of files to run at once, from 1 to 1024")
    }
    if update, list {
      throw ValidationError("--update runs the scenarios, and --list runs none: use one of them")
    }
    _ = try overrides()
    try validateTags()
    _ = try shard(in: Self.environment)
    _ = try reportRequests(in: Self.environment)
  }

  /// The `--set` options, checked; a bad one is a usage error naming the fix.
  func overrides() throws -> [SettingOverride] {
    try readingOption { () throws(OptionFailure) in try SettingOverride.parsing(settings) }
  }

  /// `--tag` and `--exclude-tag` take tags only: a value no scenario could carry is a usage
  /// error rather than a run that selects nothing.
  func validateTags() throws {
    try readingOption { () throws(OptionFailure) in
      _ = try TagOption.validated(tags, option: "--tag")
      _ = try TagOption.validated(excludedTags, option: "--exclude-tag")
    }
  }

  func run() throws {
    let environment = Self.environment
    let shard = try shard(in: environment)
    let requests = try reportRequests(in: environment)
    // Steps and sampled values are kept only for a report that shows them (HTML).
    let records =
      !list && (chosenFormat.needsRecording || requests.contains { $0.format.needsRecording })
    let options = RunOptions(
      exhaustive: exhaustive, filters: filter,
      settings: SettingOverride.settings(try overrides()), shard: shard, records: records,
      tags: tags, excludedTags: excludedTags)
    let walk = try ScenarioDiscovery.walk(paths)
    // No report is written over a file the run reads (docs/cli.md#writing-the-report).
    try walk.inputs.refuseReports(
      output: output, requests: requests,
      written: ["TEST_SHARD_STATUS_FILE", "GITHUB_STEP_SUMMARY"], environment: environment)
    try acknowledgeSharding(in: environment)
    var inputProblem = walk.hasProblems
    if update {
      try recordExpectations(
        walk.files.filter { shard?.contains(file: $0) ?? true }, options: options)
    }
    let report = try execute(
      walk.files.filter { shard?.contains(file: $0) ?? true }, options: options,
      requests: requests, inputProblem: &inputProblem)
    try writeJobSummary(report, environment: environment)
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
    // A --tag is checked as a --filter is, and for the same reason not in a shard.
    let unmatchedTags = shard == nil ? TagOption.unmatched(tags, in: report) : []
    for message in unmatchedTags { OutputWriter.writeError(message) }
    var status = report.exitCode
    if inputProblem || !unmatched.isEmpty || !unmatchedTags.isEmpty {
      status = max(status, ExitStatus.invalidInput.rawValue)
    }
    if status != ExitStatus.passed.rawValue {
      throw ExitCode(status)
    }
  }
}

// In an extension, so that the struct keeps its memberwise initializer (what `RunCommand` fills).
extension RunInvocation {
  /// `run` and operands only (no argument starting with `-`); nil for any other command line.
  init?(operandsOnly arguments: [String]) {
    guard arguments.first == "run", !arguments.dropFirst().contains(where: { $0.hasPrefix("-") })
    else { return nil }
    if arguments.count > 1 { paths = Array(arguments.dropFirst()) }
  }
}
