/// The lexer's state for one line. Indices are 0-based positions in `characters`; the column of
/// index `i` is `i + 1`.
///
/// Text is cut from `text` at `boundaries` (where each character starts, and the end): a copy
/// of the bytes, where building a String from an array of Characters appended them one by one
/// (that took a fifth of a typical scenario's time). The character classes test ASCII first,
/// without Unicode property look-ups, which every other character still gets.
struct LineScanner {
  let characters: [Character]
  let text: Substring
  let boundaries: [String.Index]
  let file: String
  let line: Int
  var index = 0
  var tokens: [Token] = []
  var diagnostic: Diagnostic?
  /// Where a `#` comment starts (or the end of the line).
  var contentEnd: Int

  init(text: Substring, file: String, line: Int) {
    var characters: [Character] = []
    var boundaries: [String.Index] = []
    characters.reserveCapacity(text.utf8.count)
    boundaries.reserveCapacity(text.utf8.count + 1)
    var position = text.startIndex
    while position < text.endIndex {
      boundaries.append(position)
      characters.append(text[position])
      position = text.index(after: position)
    }
    boundaries.append(text.endIndex)
    self.characters = characters
    self.text = text
    self.boundaries = boundaries
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
          append(.string(slice(start, index)), from: start)
          continue
        }
        let word = slice(start, index)
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
    let content = slice(first, last)
    let range =
      first < last
      ? SourceRange(start: location(first), length: last - first) : nil
    let endColumn = tokens.last.map { $0.range.start.column + $0.range.length } ?? 1
    return LexedLine(
      tokens: tokens, diagnostic: diagnostic, content: content, contentRange: range,
      endColumn: endColumn)
  }

  /// The text of characters `start..<end`.
  func slice(_ start: Int, _ end: Int) -> String {
    String(text[boundaries[start]..<boundaries[end]])
  }

  // MARK: Character classes

  func peek(_ offset: Int) -> Character? {
    let position = index + offset
    return position < characters.count ? characters[position] : nil
  }

  /// Blanks between tokens. U+FEFF counts too: it is invisible, so treating it as anything
  /// else would produce an error nobody could see.
  func isSpace(_ character: Character) -> Bool {
    if let ascii = character.asciiValue { return ascii == 32 || (ascii >= 9 && ascii <= 13) }
    return character.isWhitespace || character == "\u{FEFF}"
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
    if let ascii = character.asciiValue { return Self.isASCIILetter(ascii) || ascii == 95 }
    return character.isLetter
  }

  func isWordContinuation(_ character: Character) -> Bool {
    if let ascii = character.asciiValue {
      return Self.isASCIILetter(ascii) || (ascii >= 48 && ascii <= 57) || ascii == 95 || ascii == 45
    }
    return character.isLetter || character.isNumber
  }

  static func isASCIILetter(_ ascii: UInt8) -> Bool {
    (ascii >= 65 && ascii <= 90) || (ascii >= 97 && ascii <= 122)
  }

  /// ASCII digits only: `asciiValue` is nil for a digit carrying a combining mark, which must
  /// not sneak into the digit strings that later become integers.
  func isDigit(_ character: Character?) -> Bool {
    guard let value = character?.asciiValue else { return false }
    return value >= 48 && value <= 57
  }
}
