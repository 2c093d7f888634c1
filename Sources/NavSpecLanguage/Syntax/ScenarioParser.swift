/// Turns scenario source into a `ScenarioDocument` and diagnostics.
///
/// Every statement is one line, so the parser works line by line: a line with an error yields
/// one diagnostic and is dropped, and parsing carries on with the next line. A file therefore
/// reports all its broken lines at once, and no error can cascade into the lines after it.
///
/// The public API is the two static entry points. An instance is the state for one line (its
/// tokens and a cursor, `ScenarioParser+Cursor.swift`). This file dispatches on a statement's
/// keyword; the statement grammars live in `ScenarioParser+Setup.swift`, `+Gestures`,
/// `+Expectations`, `+Navigation` and `+TabView`, and the pieces they share (names, numbers,
/// errors) in `+Names`, `+Numbers` and `+Failures`.
public struct ScenarioParser {
  /// Larger files get a single error instead of being parsed.
  public static let maxFileSize = 4 * 1024 * 1024
  /// Longest duration accepted anywhere: 1,000,000 s, in microseconds.
  public static let maxDuration: Int64 = 1_000_000 * 1_000_000
  static let maxTabTitles = 64
  static let maxTabProperties = 16
  static let maxPathComponents = 32
  static let maxEventArguments = 16
  static let maxEventsInList = 128
  /// Items one `route` line may declare, and routes one `replace path` may list (our decision:
  /// far beyond any screen's worth, and they bound a hostile line's work like the limits above).
  static let maxRouteItems = 256
  static let maxPathRoutes = 64

  let file: String
  let line: Int
  let tokens: [Token]
  /// The column just past the last token, where end-of-line errors point.
  let endColumn: Int
  /// The next token to read.
  var position = 0

  init(tokens: [Token], file: String, line: Int, endColumn: Int) {
    self.tokens = tokens
    self.file = file
    self.line = line
    self.endColumn = endColumn
  }

  // MARK: - Entry points

  /// The size the limit counts: the bytes of the file the text was read from. A file is read
  /// as UTF-8 with each byte that is not UTF-8 replaced by U+FFFD, which takes 3 bytes, so a
  /// 1.5 MiB file of such bytes would count 4.5 MiB; each U+FFFD counts 1 here, the byte it
  /// stands for (one written as such in the file counts 1 too, so text that never was a file
  /// may hold up to 3 times the limit: bounded all the same).
  static func fileSize(of text: String) -> Int {
    let bytes = text.utf8.count
    guard bytes > maxFileSize else { return bytes }
    var replacements = 0
    for scalar in text.unicodeScalars where scalar == "\u{FFFD}" { replacements += 1 }
    return bytes - 2 * replacements
  }

  /// Parses a whole file. The document holds every line that parsed; the diagnostics list
  /// every line that did not (in line order, the first `DiagnosticList.capacity` kept and the
  /// rest counted), so a caller must not run a document that came with errors.
  ///
  /// `use` lines read their files through `flows` (docs/language.md#flows); a call is expanded
  /// into its flow's statements where it stands.
  public static func parse(
    _ source: SourceFile, flows resolution: FlowResolution = .files(.fileSystem)
  ) -> (ScenarioDocument, DiagnosticList) {
    var library = FlowLibrary(
      resolution: resolution, file: FlowLoader.resolve(source.path, inDirectory: ""))
    return parse(source, library: &library, isFlowFile: false)
  }

  /// A flow file as `use` reads it: only `use` lines and flows may stand in it (an editor
  /// showing a `.flow` file reports what a scenario using it would).
  public static func parseFlowFile(
    _ source: SourceFile, flows resolution: FlowResolution = .files(.fileSystem)
  ) -> (ScenarioDocument, DiagnosticList) {
    var library = FlowLibrary(
      resolution: resolution, file: FlowLoader.resolve(source.path, inDirectory: ""))
    return parse(source, library: &library, isFlowFile: true)
  }

  /// `parse`, with the flows callable so far; a flow file (`isFlowFile`, one that `use` reads)
  /// may hold only `use` lines and flows.
  static func parse(_ source: SourceFile, library: inout FlowLibrary, isFlowFile: Bool)
    -> (ScenarioDocument, DiagnosticList)
  {
    let byteCount = fileSize(of: source.text)
    guard byteCount <= maxFileSize else {
      let start = SourceLocation(file: source.path, line: 1, column: 1)
      let diagnostic = Diagnostic(
        .error, "file is too large (\(byteCount) bytes; the limit is 4 MiB)",
        at: SourceRange(start: start, length: 1))
      return (ScenarioDocument(source: source, prelude: [], scenarios: []), [diagnostic])
    }

    // Packed touch lines (`PackedTouch`) are cut from the text the lines were split from.
    func statementList() -> StatementList {
      StatementList(file: source.path, source: source.splitText)
    }
    // The statements of the prelude until the first `scenario` line, then of the last scenario
    // opened, which gets them when the next one opens. Appending to a local list rather than to
    // the last element of `scenarios` spares an access to the array per statement.
    var statements = statementList()
    var prelude: StatementList = []
    var scenarios: [ScenarioBlock] = []
    var diagnostics = DiagnosticList()
    var preludeHasUnparsedExpectation = false
    // A `scenario` line: the statements so far go to the prelude or to the scenario before.
    func openScenario(named name: String?, at location: SourceLocation) {
      if scenarios.isEmpty {
        prelude = statements
      } else {
        scenarios[scenarios.count - 1].statements = statements
      }
      statements = statementList()
      scenarios.append(ScenarioBlock(name: name, location: location, statements: StatementList()))
    }
    // One token array for every line, emptied after each.
    var tokens: [Token] = []
    tokens.reserveCapacity(16)

    var definedFlows: [FlowDefinition] = []
    var uses: [FlowUse] = []
    var expanded: [Statement] = []
    // A line that calls a flow: its statements expanded into `expanded`, and its range; nil,
    // doing nothing, for any other line (the check costs a branch for a file without flows).
    func expandIfCall(
      _ tokens: [Token], diagnostic: Diagnostic?, contentRange: SourceRange?, text: Substring
    ) throws(LineFailure) -> SourceRange? {
      guard
        let contentRange = callRange(
          tokens, diagnostic: diagnostic, contentRange: contentRange, library: library)
      else { return nil }
      expanded.removeAll(keepingCapacity: true)
      try expandCall(tokens, text: text, range: contentRange, library: &library, into: &expanded)
      return contentRange
    }
    // A statement that only a scenario may hold, in a flow file.
    func outsideFlow(_ range: SourceRange) -> Diagnostic {
      Diagnostic(
        .error, "a flow file holds only 'use' lines and flows; this line is in neither",
        at: range, suggestion: "put it between a 'flow' line and its 'end', or in a scenario")
    }

    var splitText = source.splitText
    splitText.withUTF8 { bytes in
      for offset in 0..<source.lineCount {
        let number = offset + 1
        // A flow's body is kept as lexed until `end`: its lines become statements only once a
        // call puts its arguments in (`ScenarioParser+Flows.swift`).
        if library.isDefining {
          let lineText = source.line(number)
          let lexed = Lexer.lex(
            lineText, line: number, file: source.path, skippingByteOrderMark: offset == 0)
          let (closed, problems) = collectFlowLine(lexed, sourceLine: lineText, into: &library)
          diagnostics += problems
          if let closed { definedFlows.append(closed) }
          continue
        }
        // A canonical raw touch line, the bulk of a recorded script, skips the lexer and the
        // parser; it makes the same statement (`PackedTouch`).
        let range = source.byteRange(ofLine: number)
        let lineBytes = range.map { UnsafeBufferPointer(rebasing: bytes[$0]) }
        if let range, let lineBytes,
          let touch = PackedTouch.parse(lineBytes, start: range.lowerBound, line: number)
        {
          statements.append(touch)
          continue
        }
        // An ASCII line is lexed where it lies in the file, its statement's text a slice of the
        // file's; only other lines (and the lines of an edited source) are cut out as Strings
        // first. The statement goes straight into its list: passed on in an enum, it and its
        // kind were copied twice (a tenth of the parser's time).
        do throws(LineFailure) {
          let text: Substring
          let parsed: (StatementKeyword, StatementKind, TimingPrefix?, SourceRange)?
          var callRange: SourceRange?
          if let range, let lineBytes,
            let scanned = Lexer.scanASCII(
              lineBytes, line: number, file: source.path, into: &tokens)
          {
            defer { tokens.removeAll(keepingCapacity: true) }
            text = SourceFile.slice(
              source.splitText, from: range.lowerBound + scanned.contentStart,
              to: range.lowerBound + scanned.contentEnd)
            callRange = try expandIfCall(
              tokens, diagnostic: scanned.diagnostic, contentRange: scanned.contentRange,
              text: text)
            parsed =
              callRange != nil
              ? nil
              : try parseTokens(
                tokens, diagnostic: scanned.diagnostic, contentRange: scanned.contentRange,
                endColumn: scanned.endColumn, file: source.path, line: number)
          } else {
            let lexed = Lexer.lex(
              source.line(number), line: number, file: source.path,
              skippingByteOrderMark: offset == 0)
            text = Substring(lexed.content)
            callRange = try expandIfCall(
              lexed.tokens, diagnostic: lexed.diagnostic, contentRange: lexed.contentRange,
              text: text)
            parsed =
              callRange != nil
              ? nil
              : try parseTokens(
                lexed.tokens, diagnostic: lexed.diagnostic, contentRange: lexed.contentRange,
                endColumn: lexed.endColumn, file: source.path, line: number)
          }
          if let callRange {
            defer { expanded.removeAll(keepingCapacity: true) }
            if isFlowFile {
              diagnostics.append(outsideFlow(callRange))
              continue
            }
            for statement in expanded { statements.append(statement) }
            continue
          }
          guard case (let keyword, let kind, let timing, let range)? = consume parsed else {
            continue
          }
          if keyword.role == .definition {
            switch kind {
            case .useFlows(let path):
              let (use, problem) = use(path, from: source.path, into: &library)
              if let problem { diagnostics.append(problem) }
              if let use { uses.append(use) }
            case .flowHeader(let name, let parameters):
              library.open = FlowDefinition(
                name: name, parameters: parameters, body: [], range: range)
            default:
              diagnostics.append(
                Diagnostic(
                  .error, "'end' closes a flow, and no flow is open", at: range,
                  suggestion: "open one with 'flow NAME PARAMETERS…' above it, or remove this line")
              )
            }
          } else if isFlowFile {
            diagnostics.append(outsideFlow(range))
          } else if case .scenario(let name) = kind {
            openScenario(named: name, at: range.start)
          } else if keyword.role == .scenarioMetadata {
            // `tags`, `skip`, `xfail` describe the scenario just opened: kept beside its
            // statements, never run.
            let line = Statement(
              kind: kind, keyword: keyword, timing: timing, range: range, spelling: text)
            if let misplaced = misplacedMetadata(
              line, in: scenarios.last, afterStatements: !statements.isEmpty)
            {
              diagnostics.append(misplaced)
            } else {
              scenarios[scenarios.count - 1].metadata.append(line)
            }
          } else {
            statements.append(
              Statement(kind: kind, keyword: keyword, timing: timing, range: range, spelling: text))
          }
        } catch {
          var diagnostic = error.diagnostic
          let scenarioKeyword = error.scenarioKeyword
          if !library.flows.isEmpty {
            diagnostic = suggestingFlows(diagnostic, line: source.line(number), library: library)
          }
          // A broken `scenario` line still opens a scenario, so the statements after it are not
          // mistaken for prelude (which would produce confusing follow-up errors in the checker).
          let text = source.line(number)
          if let scenarioKeyword {
            openScenario(named: nil, at: scenarioKeyword)
          } else if StatementVocabulary.expectationWords.contains(where: {
            text.trimmingPrefix(while: \.isWhitespace).hasPrefix($0)
          }) {
            if scenarios.isEmpty {
              preludeHasUnparsedExpectation = true
            } else {
              scenarios[scenarios.count - 1].hasUnparsedExpectation = true
            }
          }
          diagnostics.append(diagnostic)
        }
      }
    }

    if let open = library.open {
      diagnostics.append(
        Diagnostic(
          .error, "the flow '\(open.name.value)' has no 'end'", at: open.range,
          suggestion: "close it with a line 'end' after its last statement"))
      library.open = nil
    }
    if scenarios.isEmpty {
      // No `scenario` line: the whole file is one scenario, which the runner names after the
      // file. Its statements are the scenario's own, not a prelude shared with nothing.
      let start = SourceLocation(file: source.path, line: 1, column: 1)
      scenarios = [ScenarioBlock(name: nil, location: start, statements: statements)]
    } else {
      scenarios[scenarios.count - 1].statements = statements
    }
    if preludeHasUnparsedExpectation {
      for index in scenarios.indices { scenarios[index].hasUnparsedExpectation = true }
    }
    var document = ScenarioDocument(source: source, prelude: Array(prelude), scenarios: scenarios)
    document.flows = definedFlows
    document.uses = uses
    document.flowFilesRead = library.pathsRead
    return (document, diagnostics)
  }

  /// Parses one line typed at the REPL, numbered `line` in diagnostics. Returns nil for a blank
  /// or comment-only line (without diagnostics) and for a line with errors. `scenario "…"`
  /// comes back as `.scenario(name:)` for the REPL to start a new scenario.
  public static func parseLine(_ text: String, file: String, line: Int) -> (
    Statement?, [Diagnostic]
  ) {
    let (text, lineBreak) = singleLine(text, file: file, line: line)
    let diagnostics = lineBreak.map { [$0] } ?? []
    let lexed = Lexer.lex(text, line: line, file: file, skippingByteOrderMark: true)
    switch parseLexedLine(lexed, file: file, line: line) {
    case .blank:
      return (nil, diagnostics)
    case .statement(let statement):
      return (diagnostics.isEmpty ? statement : nil, diagnostics)
    case .failure(let diagnostic, _):
      return (nil, diagnostics + [diagnostic])
    }
  }

  /// A REPL line is one line: the text up to a break, and the error at the break when there is
  /// one (anything after it, a paste say, is reported rather than silently dropped).
  static func singleLine(_ text: String, file: String, line: Int) -> (String, Diagnostic?) {
    guard let lineBreak = text.unicodeScalars.firstIndex(where: { $0 == "\n" || $0 == "\r" })
    else { return (text, nil) }
    let kept = String(text.unicodeScalars[..<lineBreak])
    let column = min(kept.count, Lexer.maxLineLength) + 1
    return (
      kept,
      Diagnostic(
        .error, "expected a single line; enter one statement at a time",
        at: SourceRange(start: SourceLocation(file: file, line: line, column: column), length: 1))
    )
  }

  enum LineOutcome {
    case blank
    case statement(Statement)
    /// The error, and where the `scenario` keyword is when the broken line starts with one.
    case failure(Diagnostic, scenarioKeyword: SourceLocation?)
  }

  static func parseLexedLine(_ lexed: LexedLine, file: String, line: Int) -> LineOutcome {
    do throws(LineFailure) {
      guard
        case (let keyword, let kind, let timing, let range)? = try parseTokens(
          lexed.tokens, diagnostic: lexed.diagnostic, contentRange: lexed.contentRange,
          endColumn: lexed.endColumn, file: file, line: line)
      else { return .blank }
      return .statement(
        Statement(
          kind: kind, keyword: keyword, timing: timing, range: range,
          spelling: Substring(lexed.content)))
    } catch {
      return .failure(error.diagnostic, scenarioKeyword: error.scenarioKeyword)
    }
  }

  /// Why a line made no statement: its error, and where the `scenario` keyword is when the
  /// broken line starts with one.
  struct LineFailure: Error {
    var diagnostic: Diagnostic
    var scenarioKeyword: SourceLocation?
  }

  /// The parts of the statement of a lexed line (see `LexedLine` for the arguments), its range
  /// last; nil for a blank line.
  static func parseTokens(
    _ tokens: [Token], diagnostic: Diagnostic?, contentRange: SourceRange?, endColumn: Int,
    file: String, line: Int
  ) throws(LineFailure) -> (StatementKeyword, StatementKind, TimingPrefix?, SourceRange)? {
    // Looked up only for a broken line: a keyword look-up per line is not free.
    var scenarioKeyword: SourceLocation? {
      tokens.first.flatMap {
        $0.word.flatMap(StatementVocabulary.keyword)?.role == .scenarioHeader ? $0.range.start : nil
      }
    }
    if let diagnostic {
      throw LineFailure(diagnostic: diagnostic, scenarioKeyword: scenarioKeyword)
    }
    guard let range = contentRange, !tokens.isEmpty else { return nil }
    var parser = ScenarioParser(tokens: tokens, file: file, line: line, endColumn: endColumn)
    do throws(ParseFailure) {
      let (keyword, kind, timing) = try parser.parseStatement()
      return (keyword, kind, timing, range)
    } catch {
      throw LineFailure(diagnostic: error.diagnostic, scenarioKeyword: scenarioKeyword)
    }
  }

  // MARK: - Statements

  /// A statement, with its timing prefix when it has one.
  mutating func parseStatement() throws(ParseFailure) -> (
    StatementKeyword, StatementKind, TimingPrefix?
  ) {
    // The first token is looked at in place: copying a token out costs the retains of its
    // Strings, and copies were a third of the statement grammars' time.
    guard position < tokens.count else { throw failure("expected a statement", at: nil) }
    if tokens[position].symbol == .plus {
      position += 1
      let delay = try parseDuration(after: "'+'")
      guard !atEnd else {
        let spelled = formatDuration(delay.value)
        throw failure(
          "expected an input such as 'tap' or 'touch' after '+\(spelled)'", at: nil,
          suggestion: "use 'wait \(spelled)' to let time pass without an input")
      }
      let (keyword, kind) = try parseTimedInput(after: "'+\(formatDuration(delay.value))'")
      return (keyword, kind, .relative(delay.value))
    }
    // The first word's keyword is looked up once, here, and handed on.
    let firstWord = tokens[position].word
    let firstKeyword = firstWord.flatMap(StatementVocabulary.keyword)
    if let word = firstWord, let prefix = firstKeyword, prefix.isTimingPrefix {
      position += 1
      let time = try parseDuration(after: "'\(word)'")
      // `at 120ms` alone moves the clock; with an input it times the input.
      guard !atEnd else { return (prefix, .advance(to: time.value), nil) }
      let (keyword, kind) = try parseTimedInput(
        after: "'\(word) \(formatDuration(time.value))'")
      return (keyword, kind, .absolute(time.value))
    }
    let (keyword, kind) = try parseKeywordStatement(firstKeyword)
    return (keyword, kind, nil)
  }

  /// The input after a timing prefix. Only inputs can be timed: `at 0ms settle` would be
  /// ambiguous (settle from when?), so it is an error rather than a guess.
  ///
  /// `prefix` is spelled only for an error: formatting it for every timed line cost more than
  /// the rest of the prefix's parsing.
  mutating func parseTimedInput(after prefix: @autoclosure () -> String) throws(ParseFailure) -> (
    StatementKeyword, StatementKind
  ) {
    guard position < tokens.count, let word = tokens[position].word else {
      throw failure(
        "expected an input such as 'tap' or 'touch' after \(prefix())", at: current)
    }
    let keyword = StatementVocabulary.keyword(word)
    if keyword?.role.canBeTimed != true {
      let token = tokens[position]
      if keyword?.isTimingPrefix == true {
        throw failure("an input cannot have two timing prefixes", at: token)
      }
      if keyword != nil {
        throw failure(
          "'\(word)' cannot be timed; only inputs such as 'tap', 'touch', 'set' or 'push' can follow \(prefix())",
          at: token,
          suggestion: "move the time to its own line before it: 'at T' or 'wait D'")
      }
      throw failure(
        "unknown input \(Self.quoted(token)) after \(prefix())", at: token,
        suggestion: Suggestion.didYouMean(word, among: StatementVocabulary.timedInputWords))
    }
    return try parseKeywordStatement(keyword)
  }

  /// A statement that starts with its keyword, read by the grammar its keyword table gives.
  /// `known` is the keyword of the current token when the caller has looked it up already.
  mutating func parseKeywordStatement(_ known: StatementKeyword? = nil) throws(ParseFailure) -> (
    StatementKeyword, StatementKind
  ) {
    guard position < tokens.count else { throw failure("expected a statement", at: nil) }
    guard let word = tokens[position].word else {
      let keyword = tokens[position]
      var suggestion: String?
      if case .number(let literal) = keyword.kind, Suggestion.durationUnits.contains(literal.unit),
        keyword.text.count <= 20
      {
        suggestion = "did you mean 'at \(keyword.text)' or '+\(keyword.text)'?"
      }
      throw failure(
        "expected a statement such as 'tap' or 'expect', found \(Self.quoted(keyword))",
        at: keyword, suggestion: suggestion)
    }
    guard let entry = known ?? StatementVocabulary.keyword(word),
      case .statement(let grammar) = entry.parsing
    else {
      throw failure(
        "unknown statement \(Self.quoted(tokens[position]))", at: current,
        suggestion: Suggestion.didYouMean(word, among: StatementVocabulary.words))
    }
    position += 1
    return (entry, try grammar(&self))
  }
}
