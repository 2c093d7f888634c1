/// The lexer's state for one line. Indices are 0-based positions in `units`, one per character;
/// the column of index `i` is `i + 1`.
///
/// Nearly every line is ASCII, and there every byte is one character (CR LF, the one ASCII
/// pair that is a single character, never occurs inside a line): columns equal byte offsets. So
/// an ASCII line is scanned as its UTF-8 bytes, in place, with no `Character` built, and text is
/// cut from those bytes (building Characters and their indices for every line took a fifth of a
/// typical scenario's time). A line with any other character gets one unit per Character: its
/// ASCII value when it is a single ASCII scalar, else `nonASCII`, which sends the character
/// classes to `characters` and their Unicode properties; text is then cut from `text` at
/// `boundaries` (where each character starts, and the end). Both kinds of line go through the
/// same scanning code, so they report the same tokens and errors.
struct LineScanner {
  /// The unit of a character that is not a single ASCII scalar.
  static let nonASCII: UInt8 = 0x80

  let units: UnsafeBufferPointer<UInt8>
  /// The line's characters, for units that are `nonASCII`; empty for an ASCII line.
  let characters: [Character]
  /// The line's text and where each character starts; unused for an ASCII line.
  let text: Substring
  let boundaries: [String.Index]
  let file: String
  let line: Int
  var index = 0
  var tokens: [Token] = []
  var diagnostic: Diagnostic?
  /// Whether `diagnostic` is set: a flag is cheaper to test than the optional diagnostic.
  var failed = false
  /// The column just past the last token (1 before any), and where the first token starts.
  var endColumn = 1
  var firstTokenStart = 0

  /// A scanner over an ASCII line's bytes, which must outlive it.
  init(ascii bytes: UnsafeBufferPointer<UInt8>, file: String, line: Int) {
    self.units = bytes
    self.characters = []
    self.text = ""
    self.boundaries = []
    self.file = file
    self.line = line
  }

  /// A scanner over a line with other characters: `units` has one unit per character of
  /// `characters` (see `units(of:)`) and must outlive it.
  init(
    units: UnsafeBufferPointer<UInt8>, characters: [Character], text: Substring,
    boundaries: [String.Index], file: String, line: Int
  ) {
    self.units = units
    self.characters = characters
    self.text = text
    self.boundaries = boundaries
    self.file = file
    self.line = line
  }

  /// The characters of `text`, where each starts (and its end), and each one's unit.
  static func units(of text: Substring) -> (
    units: [UInt8], characters: [Character], boundaries: [String.Index]
  ) {
    var units: [UInt8] = []
    var characters: [Character] = []
    var boundaries: [String.Index] = []
    units.reserveCapacity(text.utf8.count)
    characters.reserveCapacity(text.utf8.count)
    boundaries.reserveCapacity(text.utf8.count + 1)
    var position = text.startIndex
    while position < text.endIndex {
      boundaries.append(position)
      let character = text[position]
      characters.append(character)
      let utf8 = character.utf8
      units.append(utf8.count == 1 ? utf8[utf8.startIndex] : nonASCII)
      position = text.index(after: position)
    }
    boundaries.append(text.endIndex)
    return (units, characters, boundaries)
  }

  var count: Int { units.count }

  mutating func run() {
    // Most lines have a handful of tokens: growing the array from empty reallocated it four
    // or five times a line.
    tokens.reserveCapacity(min(16, count / 2 + 1))
    while index < count {
      let unit = units[index]
      if isSpace(at: index) {
        index += 1
        continue
      }
      if unit == UInt8(ascii: "#") { return }
      if tokens.count >= Lexer.maxTokensPerLine {
        fail(
          "line has too many tokens (the limit is \(Lexer.maxTokensPerLine))", at: index,
          length: 1)
        return
      }
      let start = index
      if unit == UInt8(ascii: "\"") {
        guard let value = scanString() else { return }
        append(.string(value), from: start)
      } else if isWordStart(at: index) || isNegatedContains() {
        index += 1
        while index < count, isWordContinuation(at: index) { index += 1 }
        if startsURL() {
          // `myapp://…`: the URL runs to the next blank or comment, or to a `,`, `)` or `]` that
          // closes an event pattern around it; the router judges the rest.
          while index < count, !isSpace(at: index), !Self.endsURL(units[index]) {
            index += 1
          }
          // A string, not a word of its own kind: wherever a name or value is expected, a URL
          // reads as the text it is.
          let url = slice(start, index)
          append(.string(url), text: url, from: start)
          continue
        }
        let word = slice(start, index)
        append(.word(word), text: word, from: start)
      } else if isDigit(peek(0)) || (unit == UInt8(ascii: "-") && isDigit(peek(1))) {
        scanNumber()
      } else if let symbol = scanSymbol() {
        // A symbol is spelled as its raw value, a constant, except `+-`, the ASCII `±`.
        append(
          .symbol(symbol),
          text: index - start == 2 && symbol == .plusMinus ? "+-" : symbol.rawValue,
          from: start)
      } else {
        if !failed { unexpectedCharacter(character(at: index)) }
        return
      }
    }
  }

  func result() -> LexedLine {
    let (first, last) = contentBounds()
    return LexedLine(
      tokens: tokens, diagnostic: diagnostic, content: slice(first, last),
      contentRange: contentRange(first, last), endColumn: endColumn)
  }

  /// Where the content is: the line up to its comment, without surrounding blanks. After an
  /// error the comment position is unknown, so the whole rest of the line counts.
  func contentBounds() -> (first: Int, last: Int) {
    // Without an error every character before the comment that is not a blank is in a token,
    // and every token starts and ends with such a character: the content runs from the first
    // token to the end of the last.
    if !failed { return tokens.isEmpty ? (0, 0) : (firstTokenStart, endColumn - 1) }
    let end = count
    var first = 0
    while first < end, isSpace(at: first) { first += 1 }
    var last = end
    while last > first, isSpace(at: last - 1) { last -= 1 }
    return (first, last)
  }

  /// The range of the content `first..<last`, nil when it is empty.
  func contentRange(_ first: Int, _ last: Int) -> SourceRange? {
    first < last ? SourceRange(start: location(first), length: last - first) : nil
  }

  /// The text of characters `start..<end`.
  func slice(_ start: Int, _ end: Int) -> String {
    if characters.isEmpty {
      return String(decoding: UnsafeBufferPointer(rebasing: units[start..<end]), as: UTF8.self)
    }
    return String(text[boundaries[start]..<boundaries[end]])
  }

  /// The character at `position`, built from its unit on an ASCII line.
  func character(at position: Int) -> Character {
    let unit = units[position]
    return unit < Self.nonASCII ? Character(Unicode.Scalar(unit)) : characters[position]
  }

  // MARK: Character classes

  /// The unit `offset` characters ahead, nil past the end.
  func peek(_ offset: Int) -> UInt8? {
    let position = index + offset
    return position < count ? units[position] : nil
  }

  /// Whether the character `offset` ahead is `character` (which is not ASCII).
  func peek(_ offset: Int, is character: Character) -> Bool {
    let position = index + offset
    return position < count && units[position] == Self.nonASCII
      && characters[position] == character
  }

  /// Blanks between tokens. U+FEFF counts too: it is invisible, so treating it as anything
  /// else would produce an error nobody could see.
  func isSpace(at position: Int) -> Bool {
    let unit = units[position]
    if unit < Self.nonASCII { return unit == 32 || (unit >= 9 && unit <= 13) }
    let character = characters[position]
    return character.isWhitespace || character == "\u{FEFF}"
  }

  /// What ends a bare URL besides a blank: a comment, or the `,`, `)` or `]` of a pattern.
  static func endsURL(_ unit: UInt8) -> Bool {
    unit == UInt8(ascii: "#") || unit == UInt8(ascii: ",") || unit == UInt8(ascii: ")")
      || unit == UInt8(ascii: "]")
  }

  /// Whether the word just scanned is a URL's scheme: `://` follows it directly.
  func startsURL() -> Bool {
    peek(0) == UInt8(ascii: ":") && peek(1) == UInt8(ascii: "/") && peek(2) == UInt8(ascii: "/")
  }

  /// `!contains` is the one word that starts with `!`; any other `!` is an operator or an error,
  /// so `tap !Home` is not silently a tab called "!Home".
  func isNegatedContains() -> Bool {
    let word: StaticString = "!contains"
    let length = word.utf8CodeUnitCount
    guard index + length <= count else { return false }
    let spelled = UnsafeBufferPointer(start: word.utf8Start, count: length)
    guard units[index..<index + length].elementsEqual(spelled) else { return false }
    return index + length >= count || !isWordContinuation(at: index + length)
  }

  func isWordStart(at position: Int) -> Bool {
    let unit = units[position]
    if unit < Self.nonASCII { return Self.isASCIILetter(unit) || unit == 95 }
    return characters[position].isLetter
  }

  func isWordContinuation(at position: Int) -> Bool {
    let unit = units[position]
    if unit < Self.nonASCII {
      return Self.isASCIILetter(unit) || (unit >= 48 && unit <= 57) || unit == 95 || unit == 45
    }
    let character = characters[position]
    return character.isLetter || character.isNumber
  }

  static func isASCIILetter(_ ascii: UInt8) -> Bool {
    (ascii >= 65 && ascii <= 90) || (ascii >= 97 && ascii <= 122)
  }

  /// ASCII digits only: a digit carrying a combining mark is not a single ASCII scalar, so it
  /// cannot sneak into the digit strings that later become integers.
  func isDigit(_ unit: UInt8?) -> Bool {
    guard let unit else { return false }
    return unit >= 48 && unit <= 57
  }
}
