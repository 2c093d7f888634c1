/// Turns scenario source into a `ScenarioDocument` and diagnostics.
///
/// Every statement is one line, so the parser works line by line: a line with an error yields
/// one diagnostic and is dropped, and parsing carries on with the next line. A file therefore
/// reports all its broken lines at once, and no error can cascade into the lines after it.
///
/// The public API is the two static entry points. An instance is the state for one line (its
/// tokens and a cursor); the statement grammars live in `ScenarioParser+Setup.swift`,
/// `ScenarioParser+Gestures.swift` and `ScenarioParser+Expectations.swift`.
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

  /// Parses a whole file. The document holds every line that parsed; the diagnostics list
  /// every line that did not (in line order, the first `DiagnosticList.capacity` kept and the
  /// rest counted), so a caller must not run a document that came with errors.
  public static func parse(_ source: SourceFile) -> (ScenarioDocument, DiagnosticList) {
    let byteCount = source.text.utf8.count
    guard byteCount <= maxFileSize else {
      let start = SourceLocation(file: source.path, line: 1, column: 1)
      let diagnostic = Diagnostic(
        .error, "file is too large (\(byteCount) bytes; the limit is 4 MiB)",
        at: SourceRange(start: start, length: 1))
      return (ScenarioDocument(source: source, prelude: [], scenarios: []), [diagnostic])
    }

    var prelude: [Statement] = []
    var scenarios: [ScenarioBlock] = []
    var diagnostics = DiagnosticList()
    var preludeHasUnparsedExpectation = false
    func append(_ statement: Statement) {
      if scenarios.isEmpty {
        prelude.append(statement)
      } else {
        scenarios[scenarios.count - 1].statements.append(statement)
      }
    }

    for (offset, text) in source.lines.enumerated() {
      let lexed = Lexer.lex(
        text, line: offset + 1, file: source.path, skippingByteOrderMark: offset == 0)
      switch parseLexedLine(lexed, file: source.path, line: offset + 1) {
      case .blank:
        continue
      case .statement(let statement):
        if case .scenario(let name) = statement.kind {
          scenarios.append(
            ScenarioBlock(name: name, location: statement.location, statements: []))
        } else {
          append(statement)
        }
      case .failure(let diagnostic, let scenarioKeyword):
        // A broken `scenario` line still opens a scenario, so the statements after it are not
        // mistaken for prelude (which would produce confusing follow-up errors in the checker).
        if let scenarioKeyword {
          scenarios.append(ScenarioBlock(name: nil, location: scenarioKeyword, statements: []))
        } else if text.trimmingPrefix(while: \.isWhitespace).hasPrefix("expect") {
          if scenarios.isEmpty {
            preludeHasUnparsedExpectation = true
          } else {
            scenarios[scenarios.count - 1].hasUnparsedExpectation = true
          }
        }
        diagnostics.append(diagnostic)
      }
    }

    if scenarios.isEmpty {
      // No `scenario` line: the whole file is one scenario, which the runner names after the
      // file. Its statements are the scenario's own, not a prelude shared with nothing.
      let start = SourceLocation(file: source.path, line: 1, column: 1)
      scenarios = [ScenarioBlock(name: nil, location: start, statements: prelude)]
      prelude = []
    }
    if preludeHasUnparsedExpectation {
      for index in scenarios.indices { scenarios[index].hasUnparsedExpectation = true }
    }
    return (ScenarioDocument(source: source, prelude: prelude, scenarios: scenarios), diagnostics)
  }

  /// Parses one line typed at the REPL, numbered `line` in diagnostics. Returns nil for a blank
  /// or comment-only line (without diagnostics) and for a line with errors. `scenario "…"`
  /// comes back as `.scenario(name:)` for the REPL to start a new scenario.
  public static func parseLine(_ text: String, file: String, line: Int) -> (
    Statement?, [Diagnostic]
  ) {
    var diagnostics: [Diagnostic] = []
    var text = text
    // A REPL line is one line. Anything after a break (a paste, say) is reported rather than
    // silently dropped.
    if let lineBreak = text.unicodeScalars.firstIndex(where: { $0 == "\n" || $0 == "\r" }) {
      text = String(text.unicodeScalars[..<lineBreak])
      let column = min(text.count, Lexer.maxLineLength) + 1
      diagnostics.append(
        Diagnostic(
          .error, "expected a single line; enter one statement at a time",
          at: SourceRange(start: SourceLocation(file: file, line: line, column: column), length: 1)
        ))
    }
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

  enum LineOutcome {
    case blank
    case statement(Statement)
    /// The error, and where the `scenario` keyword is when the broken line starts with one.
    case failure(Diagnostic, scenarioKeyword: SourceLocation?)
  }

  static func parseLexedLine(_ lexed: LexedLine, file: String, line: Int) -> LineOutcome {
    let scenarioKeyword = lexed.tokens.first.flatMap {
      $0.isWord("scenario") ? $0.range.start : nil
    }
    if let diagnostic = lexed.diagnostic {
      return .failure(diagnostic, scenarioKeyword: scenarioKeyword)
    }
    guard let range = lexed.contentRange, !lexed.tokens.isEmpty else { return .blank }
    var parser = ScenarioParser(
      tokens: lexed.tokens, file: file, line: line, endColumn: lexed.endColumn)
    do throws(ParseFailure) {
      let (kind, timing) = try parser.parseStatement()
      return .statement(Statement(kind: kind, timing: timing, range: range, text: lexed.content))
    } catch {
      return .failure(error.diagnostic, scenarioKeyword: scenarioKeyword)
    }
  }

  // MARK: - Statements

  /// A statement, with its timing prefix when it has one.
  mutating func parseStatement() throws(ParseFailure) -> (StatementKind, TimingPrefix?) {
    guard let first = current else { throw failure("expected a statement", at: nil) }
    if first.symbol == .plus {
      position += 1
      let delay = try parseDuration(after: "'+'")
      guard current != nil else {
        let spelled = formatDuration(delay.value)
        throw failure(
          "expected an input such as 'tap' or 'touch' after '+\(spelled)'", at: nil,
          suggestion: "use 'wait \(spelled)' to let time pass without an input")
      }
      return (
        try parseTimedInput(after: "'+\(formatDuration(delay.value))'"), .relative(delay.value)
      )
    }
    if first.isWord("at") {
      position += 1
      let time = try parseDuration(after: "'at'")
      // `at 120ms` alone moves the clock; with an input it times the input.
      guard current != nil else { return (.advance(to: time.value), nil) }
      return (
        try parseTimedInput(after: "'at \(formatDuration(time.value))'"), .absolute(time.value)
      )
    }
    return (try parseKeywordStatement(), nil)
  }

  /// The input after a timing prefix. Only inputs can be timed: `at 0ms settle` would be
  /// ambiguous (settle from when?), so it is an error rather than a guess.
  mutating func parseTimedInput(after prefix: String) throws(ParseFailure) -> StatementKind {
    guard let token = current, let word = token.word else {
      throw failure(
        "expected an input such as 'tap' or 'touch' after \(prefix)", at: current)
    }
    if !Suggestion.timedInputKeywords.contains(word) {
      if word == "at" {
        throw failure("an input cannot have two timing prefixes", at: token)
      }
      if Suggestion.statementKeywords.contains(word) {
        throw failure(
          "'\(word)' cannot be timed; only inputs such as 'tap', 'touch', 'set' or 'push' can follow \(prefix)",
          at: token,
          suggestion: "move the time to its own line before it: 'at T' or 'wait D'")
      }
      throw failure(
        "unknown input \(Self.quoted(token)) after \(prefix)", at: token,
        suggestion: Suggestion.didYouMean(word, among: Suggestion.timedInputKeywords))
    }
    return try parseKeywordStatement()
  }

  /// A statement that starts with its keyword.
  mutating func parseKeywordStatement() throws(ParseFailure) -> StatementKind {
    guard let keyword = take() else { throw failure("expected a statement", at: nil) }
    guard let word = keyword.word else {
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
    switch word {
    case "scenario": return try parseScenario()
    case "screen": return try parseScreen()
    case "safe-area": return try parseSafeArea()
    case "frame-rate": return try parseFrameRate()
    case "tabbar": return try parseTabBar()
    case "tab": return try parseTab()
    case "set": return try parseSet()
    case "wait":
      let duration = try parseDuration(after: "'wait'")
      try expectEnd()
      return .wait(duration.value)
    case "touch": return try parseTouch()
    case "tap": return .tap(try parseSingleTarget(after: keyword))
    case "double-tap": return .doubleTap(try parseSingleTarget(after: keyword))
    case "drag": return try parseDrag()
    case "long-press": return try parseLongPress()
    case "voiceover": return try parseVoiceOver()
    case "announce": return try parseAnnounce()
    case "settle":
      try expectEnd()
      return .settle
    case "exhaustive": return try parseExhaustive()
    case "expect": return try parseExpectation()
    case "route": return try parseRoute()
    case "url-scheme": return try parseURLScheme()
    case "push": return .push(try parseRouteLiteralLine(after: "'push'"))
    case "delete": return .delete(try parseRouteLiteralLine(after: "'delete'"))
    case "pop": return try parsePop()
    case "replace": return try parseReplace()
    case "select": return .select(try parseTabName(after: "'select'"))
    case "open": return try parseOpen()
    case "save": return try parseSave()
    case "restore": return try parseRestore()
    case "customize": return try parseCustomize()
    case "hide": return .tabHidden(try parseTabName(after: "'hide'"), hidden: true)
    case "show": return .tabHidden(try parseTabName(after: "'show'"), hidden: false)
    case "section": return try parseSection()
    case "role": return try parseRole()
    case "default-visibility": return try parseDefaultVisibility()
    case "customization-behavior": return try parseCustomizationBehavior()
    case "size-class": return try parseSizeClass()
    case "columns": return try parseColumns()
    case "accessory": return try parseAccessory()
    default:
      throw failure(
        "unknown statement \(Self.quoted(keyword))", at: keyword,
        suggestion: Suggestion.didYouMean(word, among: Suggestion.statementKeywords))
    }
  }

  // MARK: - Cursor

  var current: Token? { position < tokens.count ? tokens[position] : nil }

  func peek(_ offset: Int) -> Token? {
    let index = position + offset
    return index >= 0 && index < tokens.count ? tokens[index] : nil
  }

  /// The current token, consumed; nil at the end of the line.
  mutating func take() -> Token? {
    guard position < tokens.count else { return nil }
    position += 1
    return tokens[position - 1]
  }

  /// Consumes the current token when it is `symbol`.
  mutating func take(_ symbol: Symbol) -> Token? {
    guard let token = current, token.symbol == symbol else { return nil }
    position += 1
    return token
  }

  /// Consumes the current token when it is the word `word`.
  mutating func take(word: String) -> Token? {
    guard let token = current, token.isWord(word) else { return nil }
    position += 1
    return token
  }

  // MARK: - Errors

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
  mutating func expectEnd(alternatives: String? = nil, afterName name: Token? = nil)
    throws(ParseFailure)
  {
    guard let token = current else { return }
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

  // MARK: - Shared pieces

  /// A sub-keyword from a fixed set (`touch down`, `voiceover next`, `safe-area top`), with a
  /// "did you mean" note for near misses.
  mutating func parseChoice(_ choices: [String], what: String, after context: String)
    throws(ParseFailure) -> Token
  {
    guard let token = current else {
      throw failure("expected \(what) (\(Self.list(choices))) after \(context)", at: nil)
    }
    guard let word = token.word, choices.contains(word) else {
      let suggestion = token.word.flatMap { Suggestion.didYouMean($0, among: choices) }
      throw failure(
        "unknown \(what) \(Self.quoted(token)); expected \(Self.list(choices))", at: token,
        suggestion: suggestion)
    }
    position += 1
    return token
  }

  /// A name: a bare word, a dotted name (`books.vertical`, `v2.0`) or a quoted string (tab
  /// titles, icon names, event argument values). With `leadingDigit`, a dotted name may start
  /// with a number too (`1.circle`, as SF Symbol names do).
  mutating func parseName(_ what: String, after context: String, leadingDigit: Bool = false)
    throws(ParseFailure) -> Located<String>
  {
    guard let token = current else {
      throw failure("expected \(what) after \(context)", at: nil)
    }
    if let dotted = takeDottedName(leadingDigit: leadingDigit) { return dotted }
    switch token.kind {
    case .string(let string):
      position += 1
      return Located(string, at: token.range)
    default:
      throw failure("expected \(what) after \(context), found \(Self.quoted(token))", at: token)
    }
  }

  /// A word, or words and numbers joined by `.` with nothing between them, taken as the one name
  /// they spell: `books.vertical`, `v2.0`, `pill.scale`, `square.grid.2x2`. The lexer reads `.`
  /// as a symbol (state paths need it: `pill.offset`), so the pieces are rejoined here, and only
  /// when they touch: `books . vertical` is three tokens, not a name. With `leadingDigit` the
  /// first piece may be a number when a dot follows (`1.circle`). Nil, consuming nothing, when
  /// the current token does not start a name.
  mutating func takeDottedName(leadingDigit: Bool = false) -> Located<String>? {
    guard let first = current else { return nil }
    switch first.kind {
    case .word: break
    case .number, .size:
      guard leadingDigit, Self.isNamePiece(first), let dot = peek(1), dot.symbol == .dot,
        Self.touches(first, dot), let next = peek(2), Self.isNamePiece(next),
        Self.touches(dot, next)
      else { return nil }
    default: return nil
    }
    var name = first.text
    var last = first
    position += 1
    while let dot = current, dot.symbol == .dot, Self.touches(last, dot), let piece = peek(1),
      Self.isNamePiece(piece), Self.touches(dot, piece)
    {
      name += "." + piece.text
      last = piece
      position += 2
    }
    return Located(name, at: Self.span(first.range, last.range))
  }

  /// A word, or a number or size written without a sign (`2`, `0`, `2x2`).
  static func isNamePiece(_ token: Token) -> Bool {
    switch token.kind {
    case .word: true
    case .number, .size: token.text.first?.isNumber == true
    default: false
    }
  }

  /// Whether `second` starts right where `first` ends, on the same line.
  static func touches(_ first: Token, _ second: Token) -> Bool {
    first.range.start.line == second.range.start.line
      && first.range.start.column + first.range.length == second.range.start.column
  }

  /// A duration such as `300ms`, in microseconds.
  mutating func parseDuration(after context: String) throws(ParseFailure) -> Located<Int64> {
    guard let token = current, case .number(let literal) = token.kind else {
      throw failure("expected a duration such as '300ms' after \(context)", at: current)
    }
    position += 1
    return Located(try durationValue(literal, token: token), at: token.range)
  }

  /// Converts exactly, digit by digit: through `Double`, `8.2s` would become 8_199_999 µs
  /// (8.2 × 1e6 is 8199999.999…), and `Int64` arithmetic must not trap on
  /// `99999999999999999999s`.
  func durationValue(_ literal: NumberLiteral, token: Token) throws(ParseFailure) -> Int64 {
    let scale: Int64
    let places: Int
    switch literal.unit {
    case "us": (scale, places) = (1, 0)
    case "ms": (scale, places) = (1_000, 3)
    case "s": (scale, places) = (1_000_000, 6)
    case "":
      throw failure(
        "missing unit in duration \(Self.quoted(token)); expected 'us', 'ms' or 's'", at: token,
        suggestion: token.text.count <= 20 ? Suggestion.didYouMean(token.text + "ms") : nil)
    default:
      throw failure(
        "unknown duration unit '\(Self.shortened(literal.unit))'; expected 'us', 'ms' or 's'",
        at: token,
        suggestion: Suggestion.nearest(to: literal.unit, among: Suggestion.durationUnits).map {
          Suggestion.didYouMean(Self.shortened(literal.spelling) + $0)
        })
    }
    if literal.isNegative {
      throw failure("a duration cannot be negative", at: token)
    }
    let tooLong = failure(
      "duration \(Self.quoted(token)) is too long; the limit is 1000000s", at: token)
    let significant = literal.integerDigits.drop { $0 == "0" }
    guard significant.count <= 18 else { throw tooLong }
    var whole: Int64 = 0
    for digit in significant { whole = whole * 10 + Int64(digit.wholeNumberValue ?? 0) }
    var fraction: Int64 = 0
    for (index, digit) in literal.fractionDigits.enumerated() {
      let value = Int64(digit.wholeNumberValue ?? 0)
      if index < places {
        fraction = fraction * 10 + value
      } else if value != 0 {
        throw failure(
          "duration \(Self.quoted(token)) is not a whole number of microseconds", at: token)
      }
    }
    for _ in min(literal.fractionDigits.count, places)..<places { fraction *= 10 }
    let (product, overflow) = whole.multipliedReportingOverflow(by: scale)
    guard !overflow, product <= Self.maxDuration, fraction <= Self.maxDuration - product else {
      throw tooLong
    }
    return product + fraction
  }

  /// Which unit suffixes a number may carry where it is written.
  enum NumberUnits {
    /// Lengths: none or `pt`.
    case points
    /// Frame rates: none or `hz`.
    case frequency
    /// Expected values and tolerances: none, `pt`, or a duration unit (converted to seconds).
    case measurement

    var allowed: [String] {
      switch self {
      case .points: ["pt"]
      case .frequency: ["hz"]
      case .measurement: Suggestion.valueUnits
      }
    }
  }

  /// The value of a number token, with its unit applied.
  func numberValue(_ literal: NumberLiteral, token: Token, units: NumberUnits)
    throws(ParseFailure) -> Double
  {
    // Divide rather than multiply by 1e-3: `300 / 1000` is exactly the double nearest 0.3,
    // `300 * 1e-3` is not.
    let divisor: Double
    switch (units, literal.unit) {
    case (_, ""), (.points, "pt"), (.measurement, "pt"), (.frequency, "hz"), (.frequency, "Hz"),
      (.measurement, "s"):
      divisor = 1
    case (.measurement, "ms"): divisor = 1e3
    case (.measurement, "us"): divisor = 1e6
    default:
      throw failure(
        "unknown unit '\(Self.shortened(literal.unit))' in \(Self.quoted(token)); expected "
          + units.allowed.map { "'\($0)'" }.joined(separator: ", ") + " or no unit",
        at: token,
        suggestion: Suggestion.nearest(to: literal.unit, among: units.allowed).map {
          Suggestion.didYouMean(Self.shortened(literal.spelling) + $0)
        })
    }
    guard let value = literal.doubleValue else {
      throw failure("number \(Self.quoted(token)) is too large", at: token)
    }
    return value / divisor
  }

  /// A number with a unit allowed by `units`; range checks are the caller's.
  mutating func parseNumber(_ what: String, after context: String, units: NumberUnits)
    throws(ParseFailure) -> Located<Double>
  {
    guard let token = current, case .number(let literal) = token.kind else {
      throw failure("expected \(what) after \(context)", at: current)
    }
    position += 1
    return Located(try numberValue(literal, token: token, units: units), at: token.range)
  }

  /// A whole number without a unit, at least `minimum` (finger ids, badge counts).
  func wholeNumber(_ token: Token, what: String, minimum: Int) throws(ParseFailure) -> Int {
    guard case .number(let literal) = token.kind, literal.unit.isEmpty,
      let value = literal.wholeNumber, value >= minimum
    else {
      let bound = minimum > 0 ? "a positive whole number" : "a whole number"
      throw failure("\(what) must be \(bound), not \(Self.quoted(token))", at: token)
    }
    return value
  }

  /// `(X, Y)` in points.
  mutating func parsePoint(after context: String) throws(ParseFailure) -> Located<PointLiteral> {
    guard let open = take(.leftParen) else {
      throw failure("expected a point such as '(48, 812)' after \(context)", at: current)
    }
    let x = try parseNumber("an x coordinate", after: "'('", units: .points)
    guard take(.comma) != nil else {
      throw failure("expected ',' between the coordinates of a point", at: current)
    }
    let y = try parseNumber("a y coordinate", after: "','", units: .points)
    guard let close = take(.rightParen) else {
      throw failure("expected ')' to close the point", at: current)
    }
    return Located(PointLiteral(x: x.value, y: y.value), at: Self.span(open.range, close.range))
  }

  /// The range from the start of `first` to the end of `last` (both on one line).
  static func span(_ first: SourceRange, _ last: SourceRange) -> SourceRange {
    SourceRange(
      start: first.start, length: last.start.column + last.length - first.start.column)
  }
}
