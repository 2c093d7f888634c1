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

  @Flag(help: "Print every scenario (file:line:column: name [tags]) without running any.")
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

  @Option(
    name: .customLong("tag"),
    help: ArgumentHelp(
      "Run only scenarios that carry this tag (a 'tags' line). Repeat to run those that carry "
        + "any; one that matches nothing is an error.",
      valueName: "name"))
  var tags: [String] = []

  @Option(
    name: .customLong("exclude-tag"),
    help: ArgumentHelp(
      "Leave out scenarios that carry this tag. Repeat for more.", valueName: "name"))
  var excludedTags: [String] = []

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
      "Run only shard K of N (1 to N): the shards partition the files. Bazel's "
        + "TEST_SHARD_INDEX and TEST_TOTAL_SHARDS do the same.",
      valueName: "K/N"))
  var shardOption: String?

  @Flag(
    help: ArgumentHelp(
      "Rewrite, in place, the expected value of every failing expectation to the actual one "
        + "(and fill in each '_'), print what changed, then run again and report that run."))
  var update = false

  /// What the options say, as plain values: the run itself is `RunInvocation`'s.
  var invocation: RunInvocation {
    RunInvocation(
      paths: paths, format: format, list: list, output: output, filter: filter,
      exhaustive: exhaustive, settings: settings, jobsOption: jobsOption, quiet: quiet,
      failFast: failFast, color: color, reports: reports, shardOption: shardOption,
      update: update, tags: tags, excludedTags: excludedTags)
  }

  func validate() throws {
    try invocation.validate()
  }

  func run() throws {
    try invocation.run()
  }
}

// The library's formats are the `--format` values. The conformance lives here, not in the
// library, so the library does not depend on ArgumentParser.
extension ReportFormat: ExpressibleByArgument {}
