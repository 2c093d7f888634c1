import ArgumentParser
import Foundation
import NavSpecLanguage

/// The set-up file `navspec explore` and `navspec check` start from: never written over by
/// `--out`, read, then parsed and checked (`ExplorationSetup`); each failure is said on standard
/// error and ends the command with the input status.
enum SetupFile {
  /// `errors` writes a set-up's diagnostics, rendered, as the command's format wants them. The
  /// inputs returned hold the set-up, for the writes to `--out` to refuse.
  static func load(
    _ path: String, out: String?,
    errors: (ExplorationSetup.Failure, _ rendered: String) -> String = { $1 }
  ) throws -> (setup: ExplorationSetup, inputs: InputFiles) {
    var inputs = InputFiles()
    inputs.add(path)
    // The set-up is never written over: --out names a folder, and a finding never replaces a
    // file (`OutputWriter.writeNewFile`).
    if let out { try inputs.refuse(output: out, from: "--out") }
    let text: String
    do throws(ScenarioDiscovery.Failure) {
      text = try ScenarioDiscovery.contents(of: path)
    } catch {
      OutputWriter.writeError(error.message)
      throw ExitCode(ExitStatus.invalidInput.rawValue)
    }
    do throws(ExplorationSetup.Failure) {
      return (try ExplorationSetup(path: path, text: text), inputs)
    } catch {
      let rendered = error.diagnostics.map { DiagnosticRenderer.render($0, in: error.source) }
      _ = OutputWriter.writeAll(errors(error, rendered.joined()), to: STDERR_FILENO)
      throw ExitCode(ExitStatus.invalidInput.rawValue)
    }
  }
}
