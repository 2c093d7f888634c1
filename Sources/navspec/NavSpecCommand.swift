import ArgumentParser
import Foundation

/// The `navspec` tool. It only finds files, hands them to `NavSpecLanguage` and writes what
/// comes back; parsing, running and formatting all live in the library so they can be tested
/// without a process.
@main
struct NavSpecCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "navspec",
    abstract: "Replay NavSpec scenarios against the headless navigation model.",
    version: "0.1.0",
    subcommands: [RunCommand.self, ReplCommand.self]
  )

  /// ArgumentParser's `main()`, except that command-line mistakes (an unknown option, a bad
  /// `--format` value) exit with 2 instead of ArgumentParser's 64, so `navspec` has a single
  /// "usage error" code: 0 all passed, 1 an expectation failed, 2 anything else.
  static func main() {
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      if exitCode(for: error) == .validationFailure {
        FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
        Foundation.exit(2)
      }
      // Help, --version and `ExitCode`s thrown by `run()` keep ArgumentParser's handling.
      exit(withError: error)
    }
  }
}
