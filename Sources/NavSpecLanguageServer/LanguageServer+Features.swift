import NavSpecLanguage
import NavSpecModel
import NavSpecREPL

/// Hover, inlay hints, code actions, completion and the outline, from the last run of the
/// document (`DocumentAnalysis`).
extension LanguageServer {
  /// The document a request names, and the 1-based line and column of its `position`.
  func target(_ params: JSONValue) -> (document: Document, line: Int, column: Int)? {
    guard let members = params.objectValue,
      let uri = members["textDocument"]?.objectValue?["uri"]?.stringValue,
      let document = documents[uri]
    else { return nil }
    let position = members["position"]?.objectValue
    let line = Int(clamping: position?["line"]?.numberValue ?? 0) + 1
    let text = document.analysis.source.line(line)
    let column = SourcePosition.column(
      utf16: Int(clamping: position?["character"]?.numberValue ?? 0), in: text)
    return (document, line, column)
  }

  /// On a flow call's name: its signature and where it is defined. On an expectation: the value
  /// its path had when the line ran. On a keyword: what it is.
  func hover(_ params: JSONValue) -> JSONValue {
    guard let (document, line, column) = target(params) else { return .null }
    if let flow = Self.calledFlow(at: column, line: line, in: document.analysis) {
      return Self.markdown(
        "`\(flow.signature)`: a flow, defined at \(flow.name.location.description)")
    }
    if let value = document.analysis.values[line] {
      return Self.markdown(
        "`\(value.path)` is `\(value.value)` at \(ValueFormatter.time(value.time)) when this line runs"
      )
    }
    guard
      let word = Self.word(
        at: column, in: Array(document.analysis.source.line(line)), endsAt: \.isWhitespace),
      let keyword = StatementVocabulary.keywords.first(where: { $0.word == word })
    else {
      return .null
    }
    let topic = keyword.helpTopic.map { " (`:help \($0)` in the REPL)" } ?? ""
    return Self.markdown("`\(word)`: \(Self.describe(keyword.role))\(topic)")
  }

  /// What a statement of the role does, for a hover.
  static func describe(_ role: StatementRole) -> String {
    switch role {
    case .scenarioHeader: "starts a scenario"
    case .scenarioMetadata:
      "describes its scenario: its tags, or that it is skipped or expected to fail"
    case .setup: "describes the world before anything happens (set-up)"
    case .option: "sets an option of the run"
    case .change: "changes a setting or the app's state"
    case .input: "an input: a touch, a gesture or a VoiceOver action"
    case .clock: "moves the virtual clock"
    case .expectation: "an expectation, checked when the line runs"
    case .definition: "shapes the file: uses a flow file, or defines a flow"
    }
  }

  /// The flow a call names when `column` is on the call's first word (a line of a scenario
  /// or a flow's body whose first word is a callable flow); nil elsewhere.
  static func calledFlow(at column: Int, line: Int, in analysis: DocumentAnalysis)
    -> FlowDefinition?
  {
    let characters = Array(analysis.source.line(line))
    guard let word = Self.word(at: column, in: characters, endsAt: \.isWhitespace),
      let flow = analysis.callableFlows[word],
      let first = characters.firstIndex(where: { !$0.isWhitespace }), first <= column - 1,
      !characters[first..<(column - 1)].contains(where: \.isWhitespace)
    else { return nil }
    return flow
  }

  /// The run of characters around 1-based `column` that `endsAt` bounds on both sides; nil on
  /// a boundary or past the line.
  static func word(at column: Int, in characters: [Character], endsAt: (Character) -> Bool)
    -> String?
  {
    guard column >= 1, column - 1 < characters.count, !endsAt(characters[column - 1]) else {
      return nil
    }
    var start = column - 1
    var end = column - 1
    while start > 0, !endsAt(characters[start - 1]) { start -= 1 }
    while end < characters.count, !endsAt(characters[end]) { end += 1 }
    return String(characters[start..<end])
  }

  static func markdown(_ text: String) -> JSONValue {
    .object(["contents": .object(["kind": .string("markdown"), "value": .string(text)])])
  }

  /// `= 247` after each expectation that read a value, where the statement ends.
  func inlayHints(_ params: JSONValue) -> JSONValue {
    guard let uri = params.objectValue?["textDocument"]?.objectValue?["uri"]?.stringValue,
      let document = documents[uri]
    else { return .array([]) }
    let source = document.analysis.source
    let hints = document.analysis.values.keys.sorted().compactMap { line -> JSONValue? in
      guard let value = document.analysis.values[line] else { return nil }
      return .object([
        "position": SourcePosition.lspPosition(
          line: line - 1,
          character: SourcePosition.utf16Offset(column: value.endColumn, in: source.line(line))),
        "label": .string("= \(value.value)"),
        "paddingLeft": .bool(true),
      ])
    }
    return .array(hints)
  }

  /// Quick fixes: each suggestion the checker made ("did you mean 'Library'?") as an edit, and
  /// each failing expectation's recorded value, as `navspec run --update` would write it.
  func codeActions(_ params: JSONValue) -> JSONValue {
    guard let members = params.objectValue,
      let uri = members["textDocument"]?.objectValue?["uri"]?.stringValue,
      let document = documents[uri]
    else { return .array([]) }
    let range = members["range"]?.objectValue
    let first = Int(clamping: range?["start"]?.objectValue?["line"]?.numberValue ?? 0) + 1
    let last = Int(clamping: range?["end"]?.objectValue?["line"]?.numberValue ?? 0) + 1
    let source = document.analysis.source
    var actions: [JSONValue] = []
    for diagnostic in document.analysis.diagnostics
    where (first...max(first, last)).contains(diagnostic.range.start.line) {
      guard let replacement = Self.suggestedName(diagnostic.suggestion) else { continue }
      actions.append(
        action(
          "Replace with '\(replacement)'", uri: uri,
          edits: [SourceEdit(range: diagnostic.range, replacement: replacement)], in: source))
    }
    var seen = Set<SourceLocation>()
    for failure in document.analysis.failures
    where (first...max(first, last)).contains(failure.location.line) && !failure.edits.isEmpty
      && seen.insert(failure.location).inserted
    {
      actions.append(
        action(
          "Record the actual value (navspec run --update)", uri: uri, edits: failure.edits,
          in: source))
    }
    return .array(actions)
  }

  func action(_ title: String, uri: String, edits: [SourceEdit], in source: SourceFile)
    -> JSONValue
  {
    .object([
      "title": .string(title), "kind": .string("quickfix"),
      "edit": .object([
        "changes": .object([
          uri: .array(
            edits.map {
              .object([
                "range": SourcePosition.lspRange($0.range, in: source),
                "newText": .string($0.replacement),
              ])
            })
        ])
      ]),
    ])
  }

  /// The name in "did you mean 'Library'?", the checker's one suggestion that is an edit.
  static func suggestedName(_ suggestion: String?) -> String? {
    guard let suggestion, suggestion.hasPrefix("did you mean '"), suggestion.hasSuffix("'?")
    else { return nil }
    let name = suggestion.dropFirst("did you mean '".count).dropLast(2)
    return name.contains("'") ? nil : String(name)
  }

  /// The REPL's completion, from the keyword tables and the model as the set-up left it.
  func completion(_ params: JSONValue) -> JSONValue {
    guard let (document, line, column) = target(params) else { return .array([]) }
    let text = document.analysis.source.line(line)
    let model = document.analysis.setUpModel ?? Simulator()
    let found = Completion(
      line: text, cursor: column - 1, simulator: model, workingDirectory: ".")
    let start = SourcePosition.utf16Offset(column: found.replaceFrom + 1, in: text)
    let end = SourcePosition.utf16Offset(column: column, in: text)
    var candidates = found.candidates
    // At the start of a line a statement begins, and a call of a flow is one: the REPL's
    // completion knows the keyword tables, the file knows its flows.
    let typed = Array(text).prefix(column - 1)
    let before = typed.prefix(found.replaceFrom)
    if before.allSatisfy(\.isWhitespace) {
      let prefix = String(typed.dropFirst(found.replaceFrom))
      let flows = document.analysis.callableFlows.keys.filter {
        $0.hasPrefix(prefix) && !candidates.contains($0)
      }
      candidates = (candidates + flows).sorted()
    }
    return .array(
      candidates.map { candidate in
        .object([
          "label": .string(candidate),
          "textEdit": .object([
            "range": SourcePosition.lspRange(line: line - 1, from: start, to: end),
            "newText": .string(candidate),
          ]),
        ])
      })
  }

  /// Where the name under the cursor is declared: a tab's title in the `tabbar` line, a route
  /// type in its `route` line, a called flow's name in its `flow` line (perhaps in another
  /// file), a used file (on the path of `use "…"`). A quoted name is found with its quotes or
  /// without.
  func definition(_ params: JSONValue) -> JSONValue {
    guard let (document, line, column) = target(params),
      let uri = params.objectValue?["textDocument"]?.objectValue?["uri"]?.stringValue
    else { return .null }
    let characters = Array(document.analysis.source.line(line))
    let separators: Set<Character> = [" ", "\t", "(", ")", "[", "]", ",", ":"]
    guard column - 1 < characters.count else { return .null }
    let quotesBefore = characters[..<(column - 1)].filter { $0 == "\"" }.count
    let word: String?
    if quotesBefore % 2 == 1 {
      // Inside a quoted name ("My Projects"): the text between the quotes.
      word = Self.word(at: column, in: characters, endsAt: { $0 == "\"" })
    } else if characters[column - 1] == "\"" {
      // On its opening quote: the name after it.
      word = Self.word(at: column + 1, in: characters, endsAt: { $0 == "\"" })
    } else {
      word = Self.word(at: column, in: characters, endsAt: separators.contains)
    }
    if quotesBefore % 2 == 1 || characters[column - 1] == "\"",
      let use = document.analysis.uses.first(where: { $0.path.range.start.line == line })
    {
      // The path of `use "tabs.flow"`: the file's first line.
      return .object([
        "uri": .string(Self.uri(ofPath: use.resolvedPath)),
        "range": SourcePosition.lspRange(line: 0, from: 0, to: 0),
      ])
    }
    if let flow = Self.calledFlow(at: column, line: line, in: document.analysis) {
      return location(of: flow.name.range, documentURI: uri, document: document)
    }
    guard let word, let range = document.analysis.definitions[word] else { return .null }
    return .object([
      "uri": .string(uri), "range": SourcePosition.lspRange(range, in: document.analysis.source),
    ])
  }

  /// An LSP location of `range`, which may be in another file (a used flow file): its text,
  /// to count UTF-16 units, is the open document's or the file's on disk.
  func location(of range: SourceRange, documentURI: String, document: Document) -> JSONValue {
    let file = range.start.file
    if file == document.analysis.source.path {
      return .object([
        "uri": .string(documentURI),
        "range": SourcePosition.lspRange(range, in: document.analysis.source),
      ])
    }
    let uri = Self.uri(ofPath: file)
    let text =
      documents.first(where: { Self.path(of: $0.key) == file })?.value.text
      ?? (try? FlowLoader.fileSystem.read(file).get()) ?? ""
    return .object([
      "uri": .string(uri),
      "range": SourcePosition.lspRange(range, in: SourceFile(path: file, text: text)),
    ])
  }

  /// `navspec fmt`'s layout as one edit of the whole document; no edit for a document that is
  /// already formatted, or that does not parse (its diagnostics say why).
  func formatting(_ params: JSONValue) -> JSONValue {
    guard let uri = params.objectValue?["textDocument"]?.objectValue?["uri"]?.stringValue,
      let document = documents[uri],
      let formatted = ScenarioFormatter.formatted(document.text, path: Self.path(of: uri)),
      formatted != document.text
    else { return .array([]) }
    let source = document.analysis.source
    let lastLine = max(1, source.lineCount)
    return .array([
      .object([
        "range": .object([
          "start": SourcePosition.lspPosition(line: 0, character: 0),
          // Past the last character: the whole text, whatever its last line holds.
          "end": SourcePosition.lspPosition(line: lastLine, character: 0),
        ]),
        "newText": .string(formatted),
      ])
    ])
  }

  /// The outline: each scenario and each flow the file defines, at its line.
  func symbols(_ params: JSONValue) -> JSONValue {
    guard let uri = params.objectValue?["textDocument"]?.objectValue?["uri"]?.stringValue,
      let document = documents[uri]
    else { return .array([]) }
    let source = document.analysis.source
    // Scenarios and flows in file order; both are functions (kind 12), a flow told apart by its
    // detail.
    var symbols: [(line: Int, symbol: JSONValue)] = document.analysis.scenarios.map { scenario in
      let range = SourcePosition.lspLine(scenario.location.line, in: source)
      return (
        scenario.location.line,
        .object([
          "name": .string(scenario.name), "kind": .number(12), "range": range,
          "selectionRange": range,
        ])
      )
    }
    for flow in document.analysis.flows {
      symbols.append(
        (
          flow.range.start.line,
          .object([
            "name": .string(flow.signature), "detail": .string("flow"), "kind": .number(12),
            "range": SourcePosition.lspLine(flow.range.start.line, in: source),
            "selectionRange": SourcePosition.lspRange(flow.name.range, in: source),
          ])
        ))
    }
    return .array(symbols.sorted { $0.line < $1.line }.map(\.symbol))
  }
}
