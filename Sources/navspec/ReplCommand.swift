import ArgumentParser
import FoundationEssentials
import LineEditing
import NavSpecLanguage
import NavSpecREPL

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `navspec repl`: statements and `:commands` one line at a time against a live model.
///
/// On a terminal, lines are edited with libedit (history, Tab completion); from a pipe or a file
/// they are read plainly, and the exit status tells whether every expectation held.
struct ReplCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "repl",
    abstract: "Run statements one line at a time against a live model.",
    discussion: """
      On a terminal: Emacs-style editing, Up/Down and Ctrl-R through history, Tab to complete, \
      Ctrl-C to abandon a line, Ctrl-D or :quit to leave. Type :help for the commands.

      When standard input is not a terminal, lines are read without a prompt or editing; the \
      exit status is 2 if a line failed (did not parse or check, was refused, an unknown \
      command), else 1 if an expectation failed, else 0.
      """
  )

  @Option(
    help: ArgumentHelp(
      "Keep history in this file (default: $XDG_STATE_HOME/navspec/history, else "
        + "~/.local/state/navspec/history).", valueName: "path"))
  var historyFile: String?

  @Flag(help: "Keep no history file.")
  var noHistory = false

  @Option(
    help: ArgumentHelp(
      "Lay out output for this many columns (default: the terminal's width, else 80).",
      valueName: "n"))
  var width: Int?

  func validate() throws {
    if let width, width < 20 || width > 1000 {
      throw ValidationError("--width must be between 20 and 1000")
    }
    if noHistory, historyFile != nil {
      throw ValidationError("--no-history and --history-file cannot be used together")
    }
  }

  func run() throws {
    let directory = FileManager.default.currentDirectoryPath
    if isatty(0) == 1 {
      if try interact(in: directory) { return }
      _ = OutputWriter.writeAll(
        "warning: libedit (libedit2) cannot be loaded: lines are read without editing or history\n",
        to: STDERR_FILENO)
    }
    var session = ReplSession(workingDirectory: directory)
    session.terminalWidth = width ?? 80
    session.colorEnabled = false
    while let line = Swift.readLine(strippingNewline: true) {
      let response = session.handle(line)
      try write(response.text)
      if response.quit { break }
    }
    // As for `navspec run`, the highest status that applies: a line that failed (did not parse
    // or check, was refused, an unknown command, a file that cannot be read) is 2, else a
    // failed expectation is 1.
    if session.anyLineFailed {
      throw ExitCode(ExitStatus.invalidInput.rawValue)
    }
    if session.anyExpectationFailed {
      throw ExitCode(ExitStatus.expectationFailed.rawValue)
    }
  }

  /// The terminal loop: edit a line, run it, print what it says, until `:quit` or Ctrl-D.
  /// Returns false, having done nothing, when libedit cannot be loaded.
  private func interact(in directory: String) throws -> Bool {
    var session = ReplSession(workingDirectory: directory)
    let environment = ProcessEnvironment()
    session.colorEnabled =
      isatty(1) == 1 && environment["TERM"] != "dumb" && environment["NO_COLOR"] == nil
    let history =
      noHistory ? nil : historyFile.map(URL.init(fileURLWithPath:)) ?? HistoryFile.defaultURL()
    guard
      let editor = LineEditor(
        programName: "navspec", historyFile: history,
        displayWidth: { DisplayWidth.columns(of: $0) })
    else { return false }
    // Completion reads the session as it is when Tab is pressed.
    editor.complete = { line, cursor in
      let completion = Completion(line: line, cursor: cursor, session: session)
      return (completion.replaceFrom, completion.candidates)
    }
    try write(ReplSession.banner(version: NavSpecCommand.configuration.version))
    while true {
      switch editor.readLine(prompt: session.prompt) {
      case .line(let line):
        // Read when the line arrives, so a window resized while it was typed is honoured;
        // COLUMNS when the terminal does not say.
        session.terminalWidth =
          width ?? LineEditor.terminalColumns() ?? environment["COLUMNS"].flatMap(Int.init)
          .map { min(max($0, 20), 1000) } ?? 80
        let response = session.handle(line)
        try write(response.text)
        if response.quit { return true }
      case .interrupted:
        continue
      case .endOfFile:
        return true
      }
    }
  }

  /// Prints an answer; if standard output is gone (closed, full, a pipe nobody reads), says so
  /// on standard error and ends with status 3, as `navspec run` does.
  private func write(_ text: String) throws {
    do throws(OutputWriter.Failure) {
      try OutputWriter.writeStandardOutput(text, what: "the answer")
    } catch {
      OutputWriter.writeError(error.message)
      throw ExitCode(ExitStatus.outputFailed.rawValue)
    }
  }
}
