import ArgumentParser
import Foundation
import NavSpecLanguage

/// `navspec run [PATH ...]`: replay scenario files and report the results.
struct RunCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run",
    abstract: "Replay scenario files and report the results.",
    discussion: """
      Folders are searched recursively for *.scenario files (hidden folders are skipped) and \
      run in path order.

      Exit status (the highest that applies):
      \(ExitStatus.table)
      """
  )

  @Argument(help: "Scenario files or folders to run.")
  var paths: [String] = ["scenarios"]

  @Option(help: "How to write the report.")
  var format: ReportFormat = .human

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

  func run() throws {
    let options = RunOptions(exhaustive: exhaustive, filters: filter)
    var fileReports: [FileReport] = []
    do throws(ScenarioDiscovery.Failure) {
      let files = try ScenarioDiscovery.files(in: paths)
      guard !files.isEmpty else {
        let searched = paths.map { "'\($0)'" }.joined(separator: ", ")
        throw ScenarioDiscovery.Failure(message: "no scenario files found in \(searched)")
      }
      for path in files {
        let text = try ScenarioDiscovery.read(path)
        fileReports.append(ScenarioPipeline.run(path: path, text: text, options: options))
      }
    } catch {
      try fail(error.message)
    }
    let report = RunReport(files: fileReports)

    let text = format.render(report)
    do throws(OutputWriter.Failure) {
      if let output {
        try OutputWriter.writeFile(text, to: output, what: "the report")
      } else {
        try OutputWriter.writeStandardOutput(text, what: "the report")
      }
    } catch {
      OutputWriter.writeError(error.message)
      throw ExitCode(ExitStatus.outputFailed.rawValue)
    }
    // Checked after the report is written, so the report still shows what did run (and any
    // file that did not parse, which no filter could select).
    let unmatched = filter.filter { text in
      !report.results.contains {
        RunOptions.filter(text, matchesName: $0.name, file: $0.file)
      }
    }
    for text in unmatched {
      OutputWriter.writeError("--filter \(OutputWriter.printable(text)) matched no scenario")
    }
    if !unmatched.isEmpty {
      throw ExitCode(ExitStatus.invalidInput.rawValue)
    }
    if report.exitCode != 0 {
      throw ExitCode(report.exitCode)
    }
  }

  /// Prints `error: message` on stderr and exits with 2, the usage-error status.
  private func fail(_ message: String) throws -> Never {
    OutputWriter.writeError(message)
    throw ExitCode(ExitStatus.invalidInput.rawValue)
  }
}

// The library's formats are the `--format` values. The conformance lives here, not in the
// library, so the library does not depend on ArgumentParser.
extension ReportFormat: ExpressibleByArgument {}
