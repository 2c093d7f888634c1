import ArgumentParser
import FoundationEssentials
import NavSpecLanguage

#if canImport(Glibc)
  import Glibc
#else
  import Darwin
#endif

/// The set-up `navspec explore` and `navspec check` start from: never written over by `--out`,
/// read, parsed and checked (`ExplorationSetup`), and the relations `--relations` names looked
/// up in it (it may state its own). Each failure is said on standard error and ends the command
/// with the input status.
enum SetupFile {
  /// `rendered` turns a set-up's diagnostics, rendered, into what the command's format writes.
  /// The inputs returned hold the set-up, for the writes to `--out` to refuse.
  static func load(
    _ path: String, out: String?, relations: String?,
    rendered: (ExplorationSetup.Failure, String) -> String = { $1 }
  ) throws -> (setup: ExplorationSetup, relations: [CheckedRelation], inputs: InputFiles) {
    var inputs = InputFiles()
    inputs.add(path)
    // The set-up is never written over: --out names a folder, and a finding never replaces a
    // file (`OutputWriter.writeNewFile`).
    if let out { try inputs.refuse(output: out, from: "--out") }
    let text = try ScenarioDiscovery.contentsOrExit(of: path)
    let setup: ExplorationSetup
    do throws(ExplorationSetup.Failure) {
      setup = try ExplorationSetup(path: path, text: text)
    } catch {
      let text = error.diagnostics.map { DiagnosticRenderer.render($0, in: error.source) }
      // Nothing is on standard output yet, so standard error may stop the runner's commands
      // here: no stop of standard output's can be open at the same time.
      _ = OutputWriter.writeAll(rendered(error, text.joined()), to: STDERR_FILENO)
      throw ExitCode(ExitStatus.invalidInput.rawValue)
    }
    // The names are known once the set-up is read: it may state relations of its own.
    guard let relations else { return (setup, [], inputs) }
    do throws(OptionFailure) {
      return (setup, try setup.relations(named: relations), inputs)
    } catch {
      OutputWriter.writeError(error.message)
      throw ExitCode(ExitStatus.invalidInput.rawValue)
    }
  }

  /// Writes a scenario a command found (a shrunk run, a counterexample) to `out` as `fileName`,
  /// and says so through `print`: a new file, or the same one kept; with `overwrite`, a different
  /// file replaced, but never the set-up being explored (`inputs`).
  static func writeFinding(
    _ fileName: String, _ scenario: String, to out: String, overwrite: Bool, inputs: InputFiles,
    print: (String) -> Void
  ) throws(OutputWriter.Failure) {
    try OutputWriter.createFolder(out)
    let path = out.hasSuffix("/") ? out + fileName : out + "/" + fileName
    if overwrite {
      if let input = inputs.input(at: path) {
        throw OutputWriter.Failure(
          message: "cannot write the scenario to \(OutputWriter.printable(path)): it is "
            + "the set-up \(OutputWriter.printable(input)); it is kept")
      }
      try OutputWriter.writeFile(scenario, to: path, what: "the scenario")
      print("wrote \(OutputWriter.printable(path))")
    } else {
      switch try OutputWriter.writeNewFile(scenario, to: path, what: "the scenario") {
      case .written: print("wrote \(OutputWriter.printable(path))")
      case .unchanged: print("kept \(OutputWriter.printable(path)): it holds this scenario already")
      }
    }
  }
}
