// Flows one line at a time, for the REPL: a `use` typed at the prompt, and a call line expanded
// into its statements, with the flows the session has made callable so far.

extension FlowLibrary {
  /// `use "path"` outside a file's parse (a line typed at the REPL): reads the file, relative
  /// to the folder of `file`, and makes its flows callable here. The use, and the error at its
  /// path when there is one.
  public mutating func use(_ path: Located<String>, from file: String) -> (FlowUse?, Diagnostic?) {
    // The bound on reads is one parse's; a session that uses many files, one line at a time,
    // is as many parses.
    fileReads = 0
    return ScenarioParser.use(path, from: file, into: &self)
  }
}

extension ScenarioParser {
  /// `parseLine`, for a session with callable flows: a call comes back as the statements of the
  /// flow's body with the arguments in place (each carrying its `flowFrames`, its range the
  /// call's); any other line as its one statement. No statement for a blank line, or for a line
  /// with errors; an error in a flow is reported at the call with a note at the flow's line.
  public static func parseLine(
    _ text: String, file: String, line: Int, flows library: inout FlowLibrary
  ) -> ([Statement], [Diagnostic]) {
    let (text, lineBreak) = singleLine(text, file: file, line: line)
    let lexed = Lexer.lex(text, line: line, file: file, skippingByteOrderMark: true)
    if let range = callRange(
      lexed.tokens, diagnostic: lexed.diagnostic, contentRange: lexed.contentRange,
      library: library)
    {
      if let lineBreak { return ([], [lineBreak]) }
      // The bound on expanded lines is one file's; each line typed is bounded on its own.
      library.expandedLines = 0
      var statements: [Statement] = []
      do throws(LineFailure) {
        try expandCall(
          lexed.tokens, text: Substring(lexed.content), range: range, library: &library,
          into: &statements)
      } catch {
        return ([], [error.diagnostic])
      }
      return (statements, [])
    }
    let diagnostics = lineBreak.map { [$0] } ?? []
    switch parseLexedLine(lexed, file: file, line: line) {
    case .blank:
      return ([], diagnostics)
    case .statement(let statement):
      return (diagnostics.isEmpty ? [statement] : [], diagnostics)
    case .failure(let diagnostic, _):
      let suggested =
        library.flows.isEmpty
        ? diagnostic : suggestingFlows(diagnostic, line: text, library: library)
      return ([], diagnostics + [suggested])
    }
  }
}
