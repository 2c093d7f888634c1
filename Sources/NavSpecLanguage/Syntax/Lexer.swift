/// The tokens of one line, what the line says without its comment, and the first lexical error.
public struct LexedLine: Hashable, Sendable {
  /// The tokens before the comment (or before the first error).
  public var tokens: [Token]
  /// The first lexical error of the line; lexing stops there, so there is at most one.
  public var diagnostic: Diagnostic?
  /// The line without its comment, trimmed: what failure reports quote back.
  public var content: String
  /// Where `content` is, or nil when the line is blank or only a comment.
  public var contentRange: SourceRange?
  /// The column just past the last token: where "expected … at end of line" carets point.
  public var endColumn: Int

  public init(
    tokens: [Token], diagnostic: Diagnostic?, content: String, contentRange: SourceRange?,
    endColumn: Int
  ) {
    self.tokens = tokens
    self.diagnostic = diagnostic
    self.content = content
    self.contentRange = contentRange
    self.endColumn = endColumn
  }
}

/// Splits one line of a scenario into tokens.
///
/// Statements never span lines, so the lexer works a line at a time; that is also what lets the
/// parser recover from an error by simply moving on to the next line. Positions are Characters
/// (grapheme clusters), matching what a reader counts and what `DiagnosticRenderer` draws.
public enum Lexer {
  /// Longer lines are rejected as a whole: no scenario needs them, and the bound keeps the
  /// parser's work and its diagnostics small on hostile input.
  public static let maxLineLength = 4096
  /// A line with more tokens than this is rejected (a 128-event list needs about 260).
  public static let maxTokensPerLine = 1024

  /// Tokenizes `text`, one line without its line break.
  ///
  /// - Parameter skippingByteOrderMark: drop a leading U+FEFF without counting it as a column
  ///   (true for a file's first line: editors do not show the mark, so columns must not count
  ///   it either, or every caret on that line would be one off).
  public static func lex(
    _ text: String, line: Int, file: String, skippingByteOrderMark: Bool = false
  ) -> LexedLine {
    // `count` walks grapheme clusters without allocating; only short lines become arrays.
    let length = text.count
    if length > maxLineLength {
      let start = SourceLocation(file: file, line: line, column: maxLineLength + 1)
      let diagnostic = Diagnostic(
        .error,
        "line is too long (\(length) characters; the limit is \(maxLineLength))",
        at: SourceRange(start: start, length: 1))
      return LexedLine(
        tokens: [], diagnostic: diagnostic, content: "", contentRange: nil, endColumn: 1)
    }
    var characters = Array(text)
    if skippingByteOrderMark, characters.first == "\u{FEFF}" {
      characters.removeFirst()
    }
    var scanner = Scanner(characters: characters, file: file, line: line)
    scanner.run()
    return scanner.result()
  }
}

/// The lexer's state for one line. Indices are 0-based positions in `characters`; the column of
/// index `i` is `i + 1`.
private struct Scanner {
  let characters: [Character]
  let file: String
  let line: Int
  var index = 0
  var tokens: [Token] = []
  var diagnostic: Diagnostic?
  /// Where a `#` comment starts (or the end of the line).
  var contentEnd: Int

  init(characters: [Character], file: String, line: Int) {
    self.characters = characters
    self.file = file
    self.line = line
    self.contentEnd = characters.count
  }

  mutating func run() {
    while index < characters.count {
      let character = characters[index]
      if isSpace(character) {
        index += 1
        continue
      }
      if character == "#" {
        contentEnd = index
        return
      }
      if tokens.count >= Lexer.maxTokensPerLine {
        fail(
          "line has too many tokens (the limit is \(Lexer.maxTokensPerLine))", at: index,
          length: 1)
        return
      }
      let start = index
      if character == "\"" {
        guard let value = scanString() else { return }
        append(.string(value), from: start)
      } else if isWordStart(character) || isNegatedContains() {
        index += 1
        while index < characters.count, isWordContinuation(characters[index]) { index += 1 }
        if startsURL() {
          // `myapp://…`: the URL runs to the next blank or comment, or to a `,`, `)` or `]` that
          // closes an event pattern around it; the router judges the rest.
          while index < characters.count, !isSpace(characters[index]),
            !"#,)]".contains(characters[index])
          {
            index += 1
          }
          // A string, not a word of its own kind: wherever a name or value is expected, a URL
          // reads as the text it is.
          append(.string(String(characters[start..<index])), from: start)
          continue
        }
        let word = String(characters[start..<index])
        append(.word(word), from: start)
      } else if isDigit(character) || (character == "-" && isDigit(peek(1))) {
        scanNumber()
      } else if let symbol = scanSymbol() {
        append(.symbol(symbol), from: start)
      } else {
        if diagnostic == nil { unexpectedCharacter(character) }
        return
      }
    }
  }

  func result() -> LexedLine {
    // The content is the line up to its comment, without surrounding blanks. After an error
    // the comment position is unknown, so the whole rest of the line counts.
    let end = diagnostic == nil ? contentEnd : characters.count
    var first = 0
    while first < end, isSpace(characters[first]) { first += 1 }
    var last = end
    while last > first, isSpace(characters[last - 1]) { last -= 1 }
    let content = String(characters[first..<last])
    let range =
      first < last
      ? SourceRange(start: location(first), length: last - first) : nil
    let endColumn = tokens.last.map { $0.range.start.column + $0.range.length } ?? 1
    return LexedLine(
      tokens: tokens, diagnostic: diagnostic, content: content, contentRange: range,
      endColumn: endColumn)
  }

  // MARK: Character classes

  func peek(_ offset: Int) -> Character? {
    let position = index + offset
    return position < characters.count ? characters[position] : nil
  }

  /// Blanks between tokens. U+FEFF counts too: it is invisible, so treating it as anything
  /// else would produce an error nobody could see.
  func isSpace(_ character: Character) -> Bool {
    character.isWhitespace || character == "\u{FEFF}"
  }

  /// Whether the word just scanned is a URL's scheme: `://` follows it directly.
  func startsURL() -> Bool {
    peek(0) == ":" && peek(1) == "/" && peek(2) == "/"
  }

  /// `!contains` is the one word that starts with `!`; any other `!` is an operator or an error,
  /// so `tap !Home` is not silently a tab called "!Home".
  func isNegatedContains() -> Bool {
    let word: [Character] = ["!", "c", "o", "n", "t", "a", "i", "n", "s"]
    guard index + word.count <= characters.count,
      characters[index..<index + word.count].elementsEqual(word)
    else { return false }
    return peek(word.count).map { !isWordContinuation($0) } ?? true
  }

  func isWordStart(_ character: Character?) -> Bool {
    guard let character else { return false }
    return character.isLetter || character == "_"
  }

  func isWordContinuation(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_" || character == "-"
  }

  /// ASCII digits only: `asciiValue` is nil for a digit carrying a combining mark, which must
  /// not sneak into the digit strings that later become integers.
  func isDigit(_ character: Character?) -> Bool {
    guard let value = character?.asciiValue else { return false }
    return value >= 48 && value <= 57
  }

  // MARK: Tokens

  mutating func append(_ kind: Token.Kind, from start: Int) {
    let text = String(characters[start..<index])
    tokens.append(
      Token(
        kind: kind, text: text, range: SourceRange(start: location(start), length: index - start))
    )
  }

  /// `-?digits(.digits)?`, then either `x` and a second number (a size) or a unit suffix.
  mutating func scanNumber() {
    let start = index
    let first = scanPlainNumber()
    if let marker = peek(0), marker == "x" || marker == "×", isDigit(peek(1)) {
      index += 1
      // A unit glued to a size belongs to the whole size (`390x844pt`).
      let second = scanPlainNumber(withUnit: true)
      append(.size(width: first, height: second), from: start)
      return
    }
    var literal = first
    literal.unit = scanUnit()
    append(.number(literal), from: start)
  }

  mutating func scanPlainNumber(withUnit: Bool = false) -> NumberLiteral {
    var negative = false
    if peek(0) == "-" {
      negative = true
      index += 1
    }
    let integerStart = index
    while isDigit(peek(0)) { index += 1 }
    let integerDigits = String(characters[integerStart..<index])
    var fractionDigits = ""
    if peek(0) == ".", isDigit(peek(1)) {
      index += 1
      let fractionStart = index
      while isDigit(peek(0)) { index += 1 }
      fractionDigits = String(characters[fractionStart..<index])
    }
    return NumberLiteral(
      isNegative: negative, integerDigits: integerDigits, fractionDigits: fractionDigits,
      unit: withUnit ? scanUnit() : "")
  }

  /// Letters (and digits) glued to a number: `ms`, `pt`, `hz`; also garbage such as `e5`, which
  /// the parser reports as an unknown unit rather than the lexer guessing.
  mutating func scanUnit() -> String {
    let start = index
    while let character = peek(0),
      character.isLetter || character == "_" || (index > start && character.isNumber)
    {
      index += 1
    }
    return String(characters[start..<index])
  }

  /// A string literal starting at the opening quote; nil after reporting an error.
  mutating func scanString() -> String? {
    let open = index
    index += 1
    var value = ""
    while index < characters.count {
      let character = characters[index]
      if character == "\"" {
        index += 1
        return value
      }
      if character == "\\" {
        guard let escaped = scanEscape() else { return nil }
        value.unicodeScalars.append(escaped)
        continue
      }
      if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
        scalar.properties.generalCategory == .control, scalar != "\t"
      {
        fail(
          "control character \(codePoint(scalar)) in a string; write it as '\\u{\(hex(scalar))}'",
          at: index, length: 1)
        return nil
      }
      value.append(character)
      index += 1
    }
    fail(
      "unterminated string; expected a closing '\"' before the end of the line", at: open, length: 1
    )
    return nil
  }

  /// One escape sequence starting at the backslash; nil after reporting an error.
  mutating func scanEscape() -> Unicode.Scalar? {
    let backslash = index
    guard let next = peek(1) else {
      fail(
        "unterminated string; expected a closing '\"' before the end of the line", at: backslash,
        length: 1)
      return nil
    }
    index += 2
    switch next {
    case "\"": return "\""
    case "\\": return "\\"
    case "n": return "\n"
    case "t": return "\t"
    case "u":
      guard peek(0) == "{" else {
        fail(
          "expected '{' after '\\u'; write a code point as '\\u{1F600}'", at: backslash, length: 2)
        return nil
      }
      index += 1
      var digits = ""
      while let character = peek(0), character.isASCII, character.isHexDigit, digits.count < 8 {
        digits.append(character)
        index += 1
      }
      guard peek(0) == "}", !digits.isEmpty else {
        fail(
          "expected 1 to 8 hexadecimal digits and '}' in '\\u{…}'", at: backslash,
          length: index - backslash)
        return nil
      }
      index += 1
      guard let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) else {
        fail(
          "'\\u{\(digits)}' is not a Unicode scalar value", at: backslash,
          length: index - backslash)
        return nil
      }
      return scalar
    default:
      fail(
        "unknown escape sequence '\\\(next)'; expected \\\", \\\\, \\n, \\t or \\u{…}",
        at: backslash, length: 2)
      return nil
    }
  }

  mutating func scanSymbol() -> Symbol? {
    let character = characters[index]
    let next = peek(1)
    var symbol: Symbol?
    var width = 1
    switch character {
    case "(": symbol = .leftParen
    case ")": symbol = .rightParen
    case "[": symbol = .leftBracket
    case "]": symbol = .rightBracket
    case ",": symbol = .comma
    case ".": symbol = .dot
    case ":": symbol = .colon
    case "±": symbol = .plusMinus
    case "+":
      if next == "-" {
        symbol = .plusMinus
        width = 2
      } else {
        symbol = .plus
      }
    case "=" where next == "=":
      symbol = .equal
      width = 2
    case "!" where next == "=":
      symbol = .notEqual
      width = 2
    case "<":
      symbol = next == "=" ? .lessOrEqual : .less
      width = next == "=" ? 2 : 1
    case ">":
      symbol = next == "=" ? .greaterOrEqual : .greater
      width = next == "=" ? 2 : 1
    default: break
    }
    if symbol != nil { index += width }
    return symbol
  }

  // MARK: Errors

  /// Common look-alikes get a concrete suggestion; invisible or unprintable characters are
  /// named by code point so the message is readable in a terminal.
  mutating func unexpectedCharacter(_ character: Character) {
    let lookAlikes: [Character: String] = [
      "=": "==", "≤": "<=", "≥": ">=", "≠": "!=", "“": "\"", "”": "\"", "„": "\"", "−": "-",
      "–": "-", "!": "!=",
    ]
    let suggestion = lookAlikes[character].map(Suggestion.didYouMean)
    fail(
      "unexpected character \(describe(character))", at: index, length: 1, suggestion: suggestion)
  }

  func describe(_ character: Character) -> String {
    let scalars = character.unicodeScalars
    if let scalar = scalars.first, scalars.count == 1 {
      let category = scalar.properties.generalCategory
      let invisible: Set<Unicode.GeneralCategory> = [
        .control, .format, .surrogate, .privateUse, .unassigned, .spaceSeparator,
        .lineSeparator, .paragraphSeparator,
      ]
      if invisible.contains(category) || scalar == "\u{FFFD}" { return codePoint(scalar) }
    } else if let scalar = scalars.first, !scalar.properties.isAlphabetic,
      scalar.properties.generalCategory == .nonspacingMark
    {
      return codePoint(scalar)
    }
    return "'\(character)'"
  }

  func codePoint(_ scalar: Unicode.Scalar) -> String { "U+" + hex(scalar) }

  func hex(_ scalar: Unicode.Scalar) -> String {
    let digits = String(scalar.value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  func location(_ index: Int) -> SourceLocation {
    SourceLocation(file: file, line: line, column: index + 1)
  }

  mutating func fail(_ message: String, at start: Int, length: Int, suggestion: String? = nil) {
    guard diagnostic == nil else { return }
    diagnostic = Diagnostic(
      .error, message, at: SourceRange(start: location(start), length: length),
      suggestion: suggestion)
  }
}
