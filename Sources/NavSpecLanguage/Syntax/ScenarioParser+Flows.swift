// Flows (docs/language.md#flows): the grammars of `use "file.flow"`, `flow NAME PARAMS…` and
// `end`; how `parse` collects a flow's body, reads a used file, and expands a call into the
// statements of the body with the arguments in place.

extension ScenarioParser {
  /// Parameters one flow may take (a bound like the parser's others).
  static let maxFlowParameters = 16

  /// `use "tabs.flow"`: a path, quoted.
  mutating func parseUse() throws(ParseFailure) -> StatementKind {
    guard let token = current, case .string(let path) = token.kind, !path.isEmpty else {
      let written = tokens[position...].map(\.text).joined()
      throw failure(
        "expected a quoted path such as \"tabs.flow\" after 'use'", at: current,
        suggestion: written.isEmpty || written.count > 80
          ? nil : "quote the path: \(quote(written))")
    }
    position += 1
    try expectEnd()
    return .useFlows(Located(path, at: token.range))
  }

  /// `flow open-tab TAB`: a name that is no keyword, then parameters, each a word used once.
  mutating func parseFlowHeader() throws(ParseFailure) -> StatementKind {
    guard let nameToken = current, let name = nameToken.word else {
      throw failure("expected a flow name such as 'open-tab' after 'flow'", at: current)
    }
    if StatementVocabulary.keyword(name) != nil {
      throw failure(
        "'\(Self.shortened(name))' is a statement; a flow needs a name of its own", at: nameToken,
        suggestion: "name it after what it does, such as 'open-tab'")
    }
    position += 1
    var parameters: [Located<String>] = []
    while let token = current {
      guard let parameter = token.word else {
        throw failure(
          "expected a parameter name (a word such as 'TAB'), found \(Self.quoted(token))",
          at: token)
      }
      guard parameters.count < Self.maxFlowParameters else {
        throw failure(
          "too many parameters (the limit is \(Self.maxFlowParameters))", at: token)
      }
      if StatementVocabulary.keyword(parameter) != nil || parameter == name {
        throw failure(
          "'\(Self.shortened(parameter))' cannot name a parameter: every word of the body spelt so is replaced by the argument",
          at: token, suggestion: "write parameters in capitals, such as 'TAB'")
      }
      if parameters.contains(where: { $0.value == parameter }) {
        throw failure(
          "duplicate parameter '\(Self.shortened(parameter))'", at: token,
          suggestion: "give each parameter its own name")
      }
      parameters.append(Located(parameter, at: token.range))
      position += 1
    }
    return .flowHeader(name: Located(name, at: nameToken.range), parameters: parameters)
  }

  /// `end`: closes the flow being defined.
  mutating func parseFlowEnd() throws(ParseFailure) -> StatementKind {
    try expectEnd()
    return .flowEnd
  }
}

// MARK: - Reading a file's flows

extension ScenarioParser {
  /// One line while a flow's body is open: `end` closes it (the flow is returned when it became
  /// callable), anything else is kept as lexed. The errors of a line that cannot be in a body.
  static func collectFlowLine(
    _ lexed: LexedLine, sourceLine: String, into library: inout FlowLibrary
  ) -> (FlowDefinition?, [Diagnostic]) {
    if let diagnostic = lexed.diagnostic { return (nil, [diagnostic]) }
    guard let first = lexed.tokens.first, let range = lexed.contentRange,
      var open = library.open
    else { return (nil, []) }
    if first.isWord("end") {
      guard lexed.tokens.count == 1 else {
        return (
          nil,
          [
            Diagnostic(
              .error, "expected the end of the line after 'end'", at: lexed.tokens[1].range)
          ]
        )
      }
      library.open = nil
      // A parameter the body never names is most likely misspelt where it is used.
      let unused = open.parameters.filter { parameter in
        !open.body.contains { $0.tokens.contains { $0.word == parameter.value } }
      }.map {
        Diagnostic(
          .warning, "parameter '\($0.value)' is not used in the flow's body", at: $0.range,
          suggestion: "use it, or remove it and the argument of every call")
      }
      if let clash = library.add(open) { return (nil, unused + [clash]) }
      return (open, unused)
    }
    if let word = first.word, let keyword = StatementVocabulary.keyword(word),
      keyword.role == .scenarioHeader || keyword.role == .scenarioMetadata
        || keyword.role == .definition
    {
      return (
        nil,
        [
          Diagnostic(
            .error,
            "'\(word)' cannot be inside a flow; the flow '\(open.name.value)' opened on line \(open.range.start.line) has no 'end' yet",
            at: first.range, suggestion: "close the flow with a line 'end' above this one")
        ]
      )
    }
    guard open.body.count < FlowLibrary.maxBodyLines else {
      return (
        nil,
        [
          Diagnostic(
            .error, "too many lines in one flow (the limit is \(FlowLibrary.maxBodyLines))",
            at: range)
        ]
      )
    }
    open.body.append(
      FlowLine(
        tokens: lexed.tokens, content: lexed.content, contentRange: range,
        endColumn: lexed.endColumn, sourceLine: sourceLine))
    library.open = open
    return (nil, [])
  }

  /// `use "path"`: reads the file, parses it as a flow file and makes its flows callable. The
  /// use, and the error at its path when there is one.
  static func use(
    _ path: Located<String>, from file: String, into library: inout FlowLibrary
  ) -> (FlowUse?, Diagnostic?) {
    guard case .files(let loader) = library.resolution else { return (nil, nil) }
    let resolved = FlowLoader.resolve(path.value, inDirectory: FlowLoader.directory(of: file))
    func error(_ message: String, suggestion: String? = nil) -> (FlowUse?, Diagnostic?) {
      (nil, Diagnostic(.error, message, at: path.range, suggestion: suggestion))
    }
    if let index = library.files.firstIndex(of: resolved) {
      let chain = (library.files[index...] + [resolved]).joined(separator: " → ")
      return error("flow files cannot use each other in a cycle: \(chain)")
    }
    guard library.files.count < FlowLibrary.maxUseDepth else {
      return error("flow files nest too deeply (the limit is \(FlowLibrary.maxUseDepth))")
    }
    guard library.fileReads < FlowLibrary.maxFileReads else {
      return error("too many flow files read (the limit is \(FlowLibrary.maxFileReads))")
    }
    library.fileReads += 1
    if !library.pathsRead.contains(resolved) { library.pathsRead.append(resolved) }
    let text: String
    switch loader.read(resolved) {
    case .success(let read): text = read
    case .failure(let failure):
      return error(
        "cannot read '\(resolved)': \(failure.message)",
        suggestion: "a path after 'use' is relative to the folder of the file that uses it")
    }
    var nested = FlowLibrary(resolution: library.resolution)
    nested.files = library.files + [resolved]
    nested.fileReads = library.fileReads
    let (document, diagnostics) = parse(
      SourceFile(path: resolved, text: text), library: &nested, isFlowFile: true)
    library.fileReads = nested.fileReads
    for path in nested.pathsRead where !library.pathsRead.contains(path) {
      library.pathsRead.append(path)
    }
    if diagnostics.hasErrors {
      var diagnostic = Diagnostic(
        .error,
        "'\(resolved)' has \(ReportText.count(diagnostics.errorCount, "error")); no flow of it can be used",
        at: path.range)
      // Each level keeps at most `maxUsedFileNotes`, so files nested 16 deep cannot multiply
      // them.
      diagnostic.notes = diagnostics.prefix(maxUsedFileNotes).flatMap { inner in
        [
          DiagnosticNote(
            inner.message, at: inner.range, line: document.source.line(inner.location.line))
        ]
          + inner.notes
      }.prefix(maxUsedFileNotes).map(\.self)
      return (nil, diagnostic)
    }
    let flows = nested.names.compactMap { nested.flows[$0] }
    for flow in flows {
      if let clash = library.add(flow) {
        var diagnostic = Diagnostic(.error, clash.message, at: path.range)
        diagnostic.notes = [
          DiagnosticNote(
            "'\(flow.name.value)' is defined here", at: flow.name.range,
            line: flow.sourceLine(in: document.source))
        ]
        return (nil, diagnostic)
      }
    }
    return (FlowUse(path: path, resolvedPath: resolved, flows: flows), nil)
  }

  /// How many of a used file's errors are shown under the `use` line that reads it.
  static let maxUsedFileNotes = 10
}

extension FlowDefinition {
  /// The `flow` line as written.
  func sourceLine(in source: SourceFile) -> String {
    source.path == range.start.file ? source.line(range.start.line) : ""
  }
}

// MARK: - Calls

extension ScenarioParser {
  /// The range of a line that calls a flow (its first word names one, and it lexed cleanly);
  /// nil for any other line. A branch for a file without flows.
  static func callRange(
    _ tokens: [Token], diagnostic: Diagnostic?, contentRange: SourceRange?, library: FlowLibrary
  ) -> SourceRange? {
    guard library.hasCallables, diagnostic == nil, let contentRange,
      let word = tokens.first?.word, library.isCall(word)
    else { return nil }
    return contentRange
  }

  /// An unknown statement's error, its "did you mean" chosen among the callable flows too: a
  /// misspelt call is a near miss of a flow's name, not of a keyword's.
  static func suggestingFlows(_ diagnostic: Diagnostic, line: String, library: FlowLibrary)
    -> Diagnostic
  {
    let lexed = Lexer.lex(line, line: diagnostic.location.line, file: diagnostic.location.file)
    guard let first = lexed.tokens.first, first.range == diagnostic.range, let word = first.word,
      StatementVocabulary.keyword(word) == nil
    else { return diagnostic }
    var suggested = diagnostic
    suggested.suggestion = Suggestion.didYouMean(
      word, among: StatementVocabulary.words + library.names)
    return suggested
  }

  /// A call line's statements: each line of the flow's body with the call's arguments in place
  /// of its parameters, parsed as if written there, flows called by the body expanded in turn.
  /// `frames` are the calls around this one (none for a call in a scenario).
  ///
  /// Every statement is placed at the outermost call (`Statement.range`) and carries the flows
  /// it came through (`Statement.flowFrames`); a line that does not parse fails the whole call,
  /// with its error at the call and a note at the flow's line (`Diagnostic.inFlows`).
  static func expandCall(
    _ tokens: [Token], text: Substring, range: SourceRange, trace: FlowTrace? = nil,
    library: inout FlowLibrary, into statements: inout [Statement]
  ) throws(LineFailure) {
    func fail(_ message: String, at range: SourceRange, suggestion: String? = nil) -> LineFailure {
      let diagnostic = Diagnostic(.error, message, at: range, suggestion: suggestion)
      return LineFailure(diagnostic: diagnostic.inFlows(trace?.frames ?? []))
    }
    guard let nameToken = tokens.first, let name = nameToken.word else { return }
    guard let flow = library.flows[name] else {
      // Syntax only: the call is taken as written (`navspec fmt`).
      return
    }
    if let trace, trace.contains(flow: name) {
      let chain = (trace.frames.map(\.flow) + [name]).joined(separator: " → ")
      throw fail("a flow cannot call itself: \(chain)", at: nameToken.range)
    }
    guard (trace?.depth ?? 0) < FlowLibrary.maxCallDepth else {
      throw fail(
        "flows call each other too deeply (the limit is \(FlowLibrary.maxCallDepth))",
        at: nameToken.range)
    }
    // An argument is a token, or tokens that touch (`pill.offset`, `books.vertical`).
    var arguments: [ArraySlice<Token>] = []
    var index = 1
    while index < tokens.count {
      var last = index
      while last + 1 < tokens.count, touches(tokens[last], tokens[last + 1]) { last += 1 }
      arguments.append(tokens[index...last])
      index = last + 1
    }
    guard arguments.count == flow.parameters.count else {
      let takes =
        flow.parameters.isEmpty
        ? "no argument"
        : "\(ReportText.count(flow.parameters.count, "argument")) (\(flow.parameters.map(\.value).joined(separator: " ")))"
      let at =
        arguments.count > flow.parameters.count
        ? arguments[flow.parameters.count].first!.range : range
      throw fail(
        "flow '\(name)' takes \(takes); \(arguments.count) given", at: at,
        suggestion: "call it as '\(flow.signature)' (defined at \(flow.name.location.description))")
    }
    // Every statement stands at the scenario's call.
    let outermost = trace?.frames.first?.call ?? range
    for line in flow.body {
      // Every line counts, calls too: flows of empty flows make no statement, yet a lattice of
      // them could still be walked for ever.
      library.expandedLines += 1
      guard library.expandedLines <= FlowLibrary.maxExpandedLines else {
        throw fail(
          "the flows of this file expand to more than \(FlowLibrary.maxExpandedLines) lines",
          at: range)
      }
      let inner = FlowTrace(
        FlowFrame(
          flow: name, call: range, callText: String(text), line: line.contentRange,
          text: line.content, sourceLine: line.sourceLine),
        outer: trace)
      let (substituted, spelled) = substitute(arguments, for: flow.parameters, in: line)
      // No keyword names a flow (`parseFlowHeader`), so a flow's name here is a call.
      if let first = substituted.first?.word, library.flows[first] != nil {
        try expandCall(
          substituted, text: Substring(spelled), range: line.contentRange, trace: inner,
          library: &library, into: &statements)
        continue
      }
      let parsed: (StatementKeyword, StatementKind, TimingPrefix?, SourceRange)?
      do throws(LineFailure) {
        parsed = try parseTokens(
          substituted, diagnostic: nil, contentRange: line.contentRange,
          endColumn: line.endColumn, file: line.contentRange.start.file,
          line: line.contentRange.start.line)
      } catch {
        throw LineFailure(diagnostic: error.diagnostic.inFlows(inner.frames))
      }
      guard let (keyword, kind, timing, _) = parsed else { continue }
      if keyword.role == .scenarioHeader || keyword.role == .scenarioMetadata
        || keyword.role == .definition
      {
        throw LineFailure(
          diagnostic: Diagnostic(
            .error, "'\(keyword.word)' cannot be inside a flow", at: substituted[0].range
          ).inFlows(inner.frames))
      }
      var statement = Statement(
        kind: kind, keyword: keyword, timing: timing, range: outermost,
        spelling: Substring(spelled))
      statement.flowTrace = inner
      statements.append(statement)
    }
  }

  /// The body line's tokens with each parameter word replaced by its argument's tokens, and the
  /// line's text with the same replacements (what a failure quotes back).
  static func substitute(
    _ arguments: [ArraySlice<Token>], for parameters: [Located<String>], in line: FlowLine
  ) -> ([Token], String) {
    guard !parameters.isEmpty else { return (line.tokens, line.content) }
    var tokens: [Token] = []
    tokens.reserveCapacity(line.tokens.count)
    var text = ""
    let characters = Array(line.content)
    var column = line.contentRange.start.column
    for token in line.tokens {
      guard let word = token.word, let index = parameters.firstIndex(where: { $0.value == word })
      else {
        tokens.append(token)
        continue
      }
      let argument = arguments[index]
      tokens.append(contentsOf: argument)
      // The text up to the parameter, then the argument as written.
      let from = column - line.contentRange.start.column
      let to = token.range.start.column - line.contentRange.start.column
      if from >= 0, to <= characters.count, from <= to { text += String(characters[from..<to]) }
      text += argument.map(\.text).joined()
      column = token.range.start.column + token.range.length
    }
    let from = column - line.contentRange.start.column
    if from >= 0, from <= characters.count { text += String(characters[from...]) }
    return (tokens, text)
  }
}
