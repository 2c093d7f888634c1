import ArgumentParser
import NavSpecLanguageServer

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `navspec lsp`: the Language Server over standard input and output (docs/editors.md).
struct LSPCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lsp",
    abstract: "Serve the Language Server Protocol (3.17) over standard input and output.",
    discussion: """
      Diagnostics as you type, failing expectations with their actual value, quick fixes, \
      hover, inlay hints, completion and the outline of .scenario, .setup and .flow files. \
      Started by an editor, not by hand (docs/editors.md).
      """
  )

  @Option(
    help: ArgumentHelp(
      "Stop running a file after this many steps in all, and say so (default 200000).",
      valueName: "steps"))
  var stepBudget: Int = 200_000

  func validate() throws {
    guard stepBudget >= 1 else { throw ValidationError("--step-budget takes a positive number") }
  }

  func run() throws {
    // A closed editor must end the server with an error status, not a signal.
    signal(SIGPIPE, SIG_IGN)
    var connection = JSONRPCConnection(input: STDIN_FILENO, output: STDOUT_FILENO)
    var server = LanguageServer(stepBudget: stepBudget)
    let status = server.serve(&connection)
    if status != 0 { throw ExitCode(status) }
  }
}
