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
        2  bad usage, unreadable input, a parse or check error in the set-up
        3  the output or a scenario file could not be written
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

  @Flag(help: "List every event, state and branch the runs reached, not only their counts.")
  var coverage = false

  func validate() throws {
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
    let text: String
    do throws(ScenarioDiscovery.Failure) {
      text = try ScenarioDiscovery.contents(of: setup)
    } catch {
      OutputWriter.writeError(error.message)
      throw ExitCode(ExitStatus.invalidInput.rawValue)
    }
    let exploration: ExplorationSetup
    do throws(ExplorationSetup.Failure) {
      exploration = try ExplorationSetup(path: setup, text: text)
    } catch {
      let rendered = error.diagnostics.map { DiagnosticRenderer.render($0, in: error.source) }
      _ = OutputWriter.writeAll(rendered.joined(), to: STDERR_FILENO)
      throw ExitCode(ExitStatus.invalidInput.rawValue)
    }
    var writeFailure: OutputWriter.Failure?
    let print: (String) -> Void = { line in
      guard writeFailure == nil else { return }
      do throws(OutputWriter.Failure) {
        try OutputWriter.writeStandardOutput(line + "\n", what: "the exploration's output")
      } catch {
        writeFailure = error
      }
    }
    let explorer = Explorer(
      setup: exploration, options: ExploreOptions(seed: seed, runs: runs, steps: steps),
      output: print)
    let result = explorer.explore()
    do throws(OutputWriter.Failure) {
      for finding in result.findings {
        if let out {
          try? FileManager.default.createDirectory(
            atPath: out, withIntermediateDirectories: true)
          let path = out.hasSuffix("/") ? out + finding.fileName : out + "/" + finding.fileName
          try OutputWriter.writeFile(finding.scenario, to: path, what: "the scenario")
          print("wrote \(OutputWriter.printable(path))")
        } else {
          Explorer.printed(finding).forEach(print)
        }
      }
      Explorer.closingReport(result, listing: coverage).forEach(print)
      if let writeFailure { throw writeFailure }
    } catch {
      OutputWriter.writeError(error.message)
      throw ExitCode(ExitStatus.outputFailed.rawValue)
    }
    if !result.findings.isEmpty { throw ExitCode(ExitStatus.expectationFailed.rawValue) }
  }
}
