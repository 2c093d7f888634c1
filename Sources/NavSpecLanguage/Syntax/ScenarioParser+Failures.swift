// How the parser fails: a located error, with the message helpers that quote tokens and list
// alternatives.

extension ScenarioParser {
  struct ParseFailure: Error {
    var diagnostic: Diagnostic
  }

  /// An error pointing at `token`, or just past the last token when it is nil (the line ended
  /// where something else was expected).
  func failure(_ message: String, at token: Token?, suggestion: String? = nil) -> ParseFailure {
    let range =
      token?.range
      ?? SourceRange(start: SourceLocation(file: file, line: line, column: endColumn), length: 1)
    return failure(message, at: range, suggestion: suggestion)
  }

  func failure(_ message: String, at range: SourceRange, suggestion: String? = nil)
    -> ParseFailure
  {
    ParseFailure(diagnostic: Diagnostic(.error, message, at: range, suggestion: suggestion))
  }

  /// Fails unless the line has ended. `alternatives` names what else could have come (e.g.
  /// "'in' and a duration"). When a bare-word name is followed only by more words, the name
  /// most likely has spaces in it, so the note says to quote it.
  ///
  /// `name` is read only for an error: the line has ended nearly always, and copying the token
  /// out for nothing was a cost of every statement.
  func expectEnd(alternatives: String? = nil, afterName name: @autoclosure () -> Token? = nil)
    throws(ParseFailure)
  {
    guard position < tokens.count else { return }
    let token = tokens[position]
    let name = name()
    var suggestion: String?
    let rest = tokens[position...]
    let words = [name?.text ?? ""] + rest.map(\.text)
    let spelled = words.joined(separator: " ")
    if name?.word != nil, rest.allSatisfy({ $0.word != nil }), spelled.count <= 60 {
      suggestion = "quote names that contain spaces: \(quote(spelled))"
    }
    let expected = alternatives.map { "\($0) or end of line" } ?? "end of line"
    throw failure(
      "unexpected \(Self.quoted(token)); expected \(expected)", at: token, suggestion: suggestion)
  }

  /// A token for a message: `'text'`, shortened so a 4000-character token cannot flood it.
  static func quoted(_ token: Token) -> String { "'\(shortened(token.text))'" }

  /// `text`, or its first 37 characters and "…" when it is longer than 40.
  static func shortened(_ text: String) -> String {
    text.count > 40 ? text.prefix(37) + "…" : text
  }

  /// `'a', 'b' or 'c'`.
  static func list(_ words: [String], joinedBy conjunction: String = "or") -> String {
    let quoted = words.map { "'\($0)'" }
    guard let last = quoted.last else { return "" }
    guard quoted.count > 1 else { return last }
    return quoted.dropLast().joined(separator: ", ") + " \(conjunction) " + last
  }
}
