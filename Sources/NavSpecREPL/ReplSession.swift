import NavSpecLanguage
import NavSpecModel

/// The REPL's session: it takes one line at a time (a scenario statement or a `:meta` command)
/// and answers with text. It knows nothing of terminals or libedit; the CLI feeds it lines from a
/// line editor or from a pipe.
///
/// API contract shared by the REPL's parts (filled in by the REPL issue):
/// - `prompt`: the virtual clock, e.g. "[1.250s]› ".
/// - `handle(_:)`: runs a line and returns what to print.
/// - `anyExpectationFailed`: for the exit code when standard input is not a terminal.
/// - `simulator`: the live model, read by completion (tab titles, state paths).
public struct ReplSession {
  public struct Response: Sendable, Equatable {
    /// Text to print, ending with a newline when not empty.
    public var text: String
    /// An expectation failed or a line did not parse.
    public var failed: Bool
    /// `:quit` was entered.
    public var quit: Bool

    public init(text: String, failed: Bool = false, quit: Bool = false) {
      self.text = text
      self.failed = failed
      self.quit = quit
    }
  }
}
