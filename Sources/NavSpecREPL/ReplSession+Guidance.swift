import NavSpecLanguage

/// What the REPL says to someone finding their way: the banner, a meta-command typed without
/// its colon, set-up typed after the inputs have begun.
extension ReplSession {
  /// The first line of an interactive session (not printed when reading from a pipe, where it
  /// would only be noise in the output a script reads).
  public static func banner(version: String) -> String {
    "NavSpec \(version) REPL: type statements to run them; :help for help, :quit to leave.\n"
  }

  /// The words people type to get help or leave, and the meta-command each means.
  static let metaCommandWords = ["help": ":help", "quit": ":quit", "exit": ":quit", "q": ":quit"]

  /// For `help`, `quit` or `exit` typed without the colon (which do not parse as statements):
  /// an error that says which meta-command was meant. Nil for any other line.
  func metaCommandTypedAsStatement(_ line: String) -> String? {
    let words = Self.trimmed(line).split(whereSeparator: \.isWhitespace)
    guard let first = words.first, let meant = Self.metaCommandWords[first.lowercased()],
      meant == ":help" || words.count == 1
    else { return nil }
    let spelled = ([meant] + words.dropFirst().map(String.init)).joined(separator: " ")
    return "error: '\(Self.printable(String(first)))' is not a statement; did you mean "
      + "\(spelled)? (meta-commands start with ':')\n"
  }

  /// Set-up (`screen`, `tabbar`, `tab`, `route`, …) is only allowed before the first input or
  /// wait, in a file and so in the REPL. The checker says so; in the REPL there is also a way
  /// out, which this note gives. Empty unless that is among the problems.
  func setUpAfterInputNote(_ statement: Statement, _ problems: [Diagnostic]) -> String {
    let message = "'\(statement.keyword.word)' is set-up and must come before the first input"
    guard problems.contains(where: { $0.message.hasPrefix(message) }) else { return "" }
    return "note: set-up cannot change once inputs have run. To change it, :list shows the "
      + "session so far; :reset starts a fresh model, then type the set-up and the inputs "
      + "again (or :undo back to before the first input, then type the set-up).\n"
  }
}
