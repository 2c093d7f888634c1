import ArgumentParser
import FoundationEssentials
import NavSpecLanguage

#if canImport(Glibc)
  import Glibc
#else
  import Darwin
#endif

/// The `navspec` tool. It only finds files, hands them to `NavSpecLanguage` and writes what
/// comes back; parsing, running and formatting all live in the library so they can be tested
/// without a process.
@main
struct NavSpecCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "navspec",
    abstract: "Replay NavSpec scenarios against the headless navigation model.",
    version: NavSpecVersion.current,
    subcommands: [
      RunCommand.self, AuditCommand.self, ExploreCommand.self, CheckCommand.self, ReplCommand.self,
      LSPCommand.self,
      FormatCommand.self, RenderCommand.self,
    ]
  )

  /// ArgumentParser's `main()`, except that
  /// - `navspec run` with operands only runs without it (`RunInvocation`);
  /// - command-line mistakes (an unknown option, a bad `--format` value) exit with 2 instead of
  ///   ArgumentParser's 64, so `navspec` has a single "usage error" status (`ExitStatus`);
  /// - every message (help, version, errors) is written with `OutputWriter`, so a closed or
  ///   full standard output is an error with status 3, never a trap or a lost message;
  /// - SIGPIPE and SIGXFSZ are ignored, so a reader that went away is a write error too.
  static func main() {
    OutputWriter.ignoreWriteSignals()
    do {
      // `navspec run` and operands only: nothing for ArgumentParser to read, and its reflection
      // would be a third of a cold start (RunInvocation). A command line that does not
      // validate goes through ArgumentParser, for its usage message.
      if let invocation = RunInvocation(operandsOnly: Array(CommandLine.arguments.dropFirst())),
        (try? invocation.validate()) != nil
      {
        try invocation.run()
      } else {
        var command = try parseAsRoot()
        try command.run()
      }
    } catch {
      Glibc.exit(status(for: error))
    }
    Glibc.exit(ExitStatus.passed.rawValue)
  }

  /// Prints what `error` has to say and returns the status to exit with.
  private static func status(for error: Error) -> Int32 {
    let code = exitCode(for: error)
    // ArgumentParser gives 1 to any error it does not know; 1 means a failing scenario here, so
    // an error nobody planned for is an internal fault instead.
    if code == .failure, !(error is ExitCode) {
      OutputWriter.writeStandardError(
        "error: internal fault: \(OutputWriter.printable(String(describing: error)))\n")
      return ExitStatus.internalFault.rawValue
    }
    let message = fullMessage(for: error)
    if code == .validationFailure {
      OutputWriter.writeStandardError(message + "\n")
      return ExitStatus.invalidInput.rawValue
    }
    guard !message.isEmpty else { return code.rawValue }
    if code == .success {
      // --help and --version: their text is the program's output.
      do throws(OutputWriter.Failure) {
        try OutputWriter.writeStandardOutput(message + "\n", what: "the help")
      } catch {
        OutputWriter.writeError(error.message)
        return ExitStatus.outputFailed.rawValue
      }
      return code.rawValue
    }
    OutputWriter.writeStandardError(message + "\n")
    return code.rawValue
  }
}
