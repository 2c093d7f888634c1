import ArgumentParser
import FoundationEssentials
import NavSpecLanguage

#if canImport(Glibc)
  import Glibc
#else
  import Darwin
#endif

/// `navspec explore SETUP`: generate random interactions from a set-up, check the invariants
/// after every step, shrink each one broken and write it as a scenario (docs/explore.md).
struct ExploreCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "explore",
    abstract: "Generate interactions from a set-up, find broken invariants and shrink them.",
    discussion: """
      The set-up is a .setup file of set-up statements, or a .scenario file whose first \
      scenario's set-up is used. Every run is reproducible from --seed. A run that breaks an \
      invariant is shrunk to a small scenario, printed or written to --out.

      Exit status:
        0  no invariant broke
        1  an invariant broke (its shrunk scenario printed or written)
        2  bad usage, unreadable input, a parse or check error in the set-up, --out names it
        3  the output or a scenario file could not be written (an existing different file \
      is kept unless --overwrite is given)
      """
  )

  @Argument(help: "The set-up: a .setup file, or a .scenario file.")
  var setup: String

  @Option(help: "The seed every run is generated from.")
  var seed: UInt64 = 0

  @Option(help: "How many runs to generate.")
  var runs = ExploreOptions.defaultRuns

  @Option(help: "The most steps a run has.")
  var steps = ExploreOptions.defaultSteps

  @Option(
    help: ArgumentHelp(
      "Write each shrunk scenario to this folder (created if missing) instead of printing it.",
      valueName: "folder"))
  var out: String?

  @Flag(
    help: "Replace a file in --out that holds something else (without it, such a file is kept).")
  var overwrite = false

  @Option(
    help: ArgumentHelp(
      "Also play each run transformed and compare: mirror, reduce-motion, time-shift, restore, "
        + "split, a relation the set-up states (comma-separated), or all.",
      valueName: "list"))
  var relations: String?

  @Flag(help: "List every event, state and branch the runs reached, not only their counts.")
  var coverage = false

  @Option(
    help: ArgumentHelp(
      "How to write the output: human, or github (default: github when GITHUB_ACTIONS is true).",
      valueName: "format"))
  var format: OutputFormat?

  /// `--format`: the output as it is, or made safe for a GitHub Actions log.
  enum OutputFormat: String, CaseIterable, ExpressibleByArgument {
    case human
    /// An annotation for each broken invariant, and every other line guarded so that the
    /// runner takes nothing in it for a command (`GitHubLog`).
    case github
  }

  /// `--format`, or the GitHub format in a GitHub Actions job, as for `navspec run`.
  var chosenFormat: OutputFormat {
    format ?? (ProcessEnvironment()["GITHUB_ACTIONS"] == "true" ? .github : .human)
  }

  func validate() throws {
    if overwrite, out == nil {
      throw ValidationError("--overwrite replaces files in --out; give --out too")
    }
    _ = try readingOption { () throws(OptionFailure) in
      try ExploreOptions.count(
        String(runs), option: "--runs", maximum: ExploreOptions.maximumRuns)
    }
    _ = try readingOption { () throws(OptionFailure) in
      try ExploreOptions.count(
        String(steps), option: "--steps", maximum: ExploreOptions.maximumSteps)
    }
  }

  func run() throws {
    let github = chosenFormat == .github
    let (exploration, chosen, inputs) = try SetupFile.load(
      setup, out: out, relations: relations
    ) { failure, rendered in
      github
        ? Self.annotations(failure.diagnostics, file: setup) + GitHubLog.guarded(rendered)
        : rendered
    }
    var writeFailure: OutputWriter.Failure?
    let print: (String) -> Void = { line in
      guard writeFailure == nil else { return }
      do throws(OutputWriter.Failure) {
        let text = line + "\n"
        try OutputWriter.writeStandardOutput(
          github ? GitHubLog.guarded(text) : text, what: "the exploration's output")
      } catch {
        writeFailure = error
      }
    }
    let explorer = Explorer(
      setup: exploration,
      options: ExploreOptions(
        seed: seed, runs: runs, steps: steps, relations: chosen),
      output: print)
    let result = explorer.explore()
    var failed = false
    // A broken relation is written as an invariant's finding is: printed, or to --out.
    let written =
      result.findings.map { ($0.fileName, $0.scenario, Explorer.printed($0)) }
      + result.relationFindings.map { ($0.fileName, $0.scenario, Explorer.printed($0)) }
    do throws(OutputWriter.Failure) {
      for finding in result.findings {
        if github {
          try OutputWriter.writeStandardOutput(
            Self.annotation(finding, setup: setup), what: "the exploration's output")
        }
      }
      for (fileName, scenario, printed) in written {
        if let out {
          do throws(OutputWriter.Failure) {
            try SetupFile.writeFinding(
              fileName, scenario, to: out, overwrite: overwrite, inputs: inputs, print: print)
          } catch {
            // The other findings are still written; the status says one was not.
            OutputWriter.writeError(error.message)
            failed = true
          }
        } else {
          printed.forEach(print)
        }
      }
      Explorer.closingReport(result, listing: coverage).forEach(print)
      if let writeFailure { throw writeFailure }
    } catch {
      OutputWriter.writeError(error.message)
      throw ExitCode(ExitStatus.outputFailed.rawValue)
    }
    if failed { throw ExitCode(ExitStatus.outputFailed.rawValue) }
    if !result.findings.isEmpty || !result.relationFindings.isEmpty {
      throw ExitCode(ExitStatus.expectationFailed.rawValue)
    }
  }

  /// A broken invariant as a GitHub Actions annotation on the set-up file.
  static func annotation(_ finding: Explorer.Finding, setup: String) -> String {
    GitHubReporter.command(
      "error", title: "navspec explore: \(finding.broken.invariant)", file: setup, line: nil,
      column: nil,
      message: "run \(finding.run), step \(finding.broken.step + 1): \(finding.broken.message)")
      + "\n"
  }

  /// The set-up's diagnostics as GitHub Actions annotations, as `navspec run` writes them.
  static func annotations(_ diagnostics: DiagnosticList, file: String) -> String {
    diagnostics.map { diagnostic in
      let kind = diagnostic.severity == .error ? "error" : "warning"
      var message = diagnostic.message
      if let suggestion = diagnostic.suggestion { message += "\n" + suggestion }
      return GitHubReporter.command(
        kind, title: "navspec: \(kind) in the set-up", file: file,
        line: diagnostic.location.line, column: diagnostic.location.column, message: message)
        + "\n"
    }.joined()
  }
}
