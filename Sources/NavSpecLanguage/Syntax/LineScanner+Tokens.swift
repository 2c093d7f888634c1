// Scanning one token: numbers with their units, strings with their escapes, and symbols.

extension LineScanner {
  /// Appends the token from `start` to the current index; `text` is its spelling when the
  /// caller has cut it already (a word's text is the word).
  mutating func append(_ kind: consuming Token.Kind, text: String? = nil, from start: Int) {
    let text = text ?? slice(start, index)
    if tokens.isEmpty { firstTokenStart = start }
    endColumn = index + 1
    tokens.append(
      Token(
        kind: kind, text: text, range: SourceRange(start: location(start), length: index - start))
    )
  }

  /// `-?digits(.digits)?`, then either `x` and a second number (a size) or a unit suffix.
  mutating func scanNumber() {
    let start = index
    let first = scanPlainNumber()
    if peek(0) == UInt8(ascii: "x") || peek(0, is: "×"), isDigit(peek(1)) {
      index += 1
      // A unit glued to a size belongs to the whole size (`390x844pt`).
      let second = scanPlainNumber(withUnit: true)
      append(.size(width: first, height: second), from: start)
      return
    }
    var literal = first
    literal.unit = scanUnit()
    // A plain whole number (`800`) is its digits: the text shares their String.
    let plain = !literal.isNegative && literal.fractionDigits.isEmpty && literal.unit.isEmpty
    append(.number(literal), text: plain ? literal.integerDigits : nil, from: start)
  }

  mutating func scanPlainNumber(withUnit: Bool = false) -> NumberLiteral {
    var negative = false
    if peek(0) == UInt8(ascii: "-") {
      negative = true
      index += 1
    }
    let integerStart = index
    while isDigit(peek(0)) { index += 1 }
    let integerDigits = slice(integerStart, index)
    var fractionDigits = ""
    if peek(0) == UInt8(ascii: "."), isDigit(peek(1)) {
      index += 1
      let fractionStart = index
      while isDigit(peek(0)) { index += 1 }
      fractionDigits = slice(fractionStart, index)
    }
    return NumberLiteral(
      isNegative: negative, integerDigits: integerDigits, fractionDigits: fractionDigits,
      unit: withUnit ? scanUnit() : "")
  }

  /// Letters (and digits) glued to a number: `ms`, `pt`, `hz`; also garbage such as `e5`, which
  /// the parser reports as an unknown unit rather than the lexer guessing.
  mutating func scanUnit() -> String {
    let start = index
    while index < count, isUnitCharacter(at: index, first: index == start) { index += 1 }
    return index == start ? "" : slice(start, index)
  }

  /// A string literal starting at the opening quote; nil after reporting an error.
  mutating func scanString() -> String? {
    let open = index
    index += 1
    // Most strings are printable ASCII without escapes: their value is their text, cut in one
    // piece. Any other string is read character by character below.
    var end = index
    while end < count {
      let unit = units[end]
      guard unit >= 32, unit < 127, unit != UInt8(ascii: "\\") else { break }
      if unit == UInt8(ascii: "\"") {
        index = end + 1
        return slice(open + 1, end)
      }
      end += 1
    }
    var value = ""
    while index < count {
      let unit = units[index]
      if unit == UInt8(ascii: "\"") {
        index += 1
        return value
      }
      if unit == UInt8(ascii: "\\") {
        guard let escaped = scanEscape() else { return nil }
        value.unicodeScalars.append(escaped)
        continue
      }
      if unit < Self.nonASCII {
        // ASCII control characters are 0-31 and 127.
        if (unit < 32 && unit != 9) || unit == 127 {
          let scalar = Unicode.Scalar(unit)
          fail(
            "control character \(codePoint(scalar)) in a string; write it as '\\u{\(hex(scalar))}'",
            at: index, length: 1)
          return nil
        }
        value.unicodeScalars.append(Unicode.Scalar(unit))
        index += 1
        continue
      }
      let character = characters[index]
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
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      guard peek(0) == UInt8(ascii: "{") else {
        fail(
          "expected '{' after '\\u'; write a code point as '\\u{1F600}'", at: backslash, length: 2)
        return nil
      }
      index += 1
      var digits = ""
      while let unit = peek(0), Self.isHexDigit(unit), digits.utf8.count < 8 {
        digits.unicodeScalars.append(Unicode.Scalar(unit))
        index += 1
      }
      guard peek(0) == UInt8(ascii: "}"), !digits.isEmpty else {
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
        "unknown escape sequence '\\\(character(at: backslash + 1))'; expected \\\", \\\\, \\n, \\t or \\u{…}",
        at: backslash, length: 2)
      return nil
    }
  }

  mutating func scanSymbol() -> Symbol? {
    let unit = units[index]
    if unit == Self.nonASCII {
      guard characters[index] == "±" else { return nil }
      index += 1
      return .plusMinus
    }
    let next = peek(1)
    let equalsNext = next == UInt8(ascii: "=")
    var symbol: Symbol?
    var width = 1
    switch unit {
    case UInt8(ascii: "("): symbol = .leftParen
    case UInt8(ascii: ")"): symbol = .rightParen
    case UInt8(ascii: "["): symbol = .leftBracket
    case UInt8(ascii: "]"): symbol = .rightBracket
    case UInt8(ascii: "*"): symbol = .star
    case UInt8(ascii: ","): symbol = .comma
    case UInt8(ascii: "."): symbol = .dot
    case UInt8(ascii: ":"): symbol = .colon
    case UInt8(ascii: "+"):
      if next == UInt8(ascii: "-") {
        symbol = .plusMinus
        width = 2
      } else {
        symbol = .plus
      }
    case UInt8(ascii: "=") where equalsNext:
      symbol = .equal
      width = 2
    case UInt8(ascii: "!") where equalsNext:
      symbol = .notEqual
      width = 2
    case UInt8(ascii: "<"):
      symbol = equalsNext ? .lessOrEqual : .less
      width = equalsNext ? 2 : 1
    case UInt8(ascii: ">"):
      symbol = equalsNext ? .greaterOrEqual : .greater
      width = equalsNext ? 2 : 1
    default: break
    }
    if symbol != nil { index += width }
    return symbol
  }

  /// Letters, `_`, and after the first character digits: what a unit glued to a number is made
  /// of. ASCII letters and digits are the only ASCII characters Unicode calls letters and
  /// numbers.
  func isUnitCharacter(at position: Int, first: Bool) -> Bool {
    let unit = units[position]
    if unit < Self.nonASCII {
      return Self.isASCIILetter(unit) || unit == 95 || (!first && unit >= 48 && unit <= 57)
    }
    let character = characters[position]
    return character.isLetter || (!first && character.isNumber)
  }

  static func isHexDigit(_ unit: UInt8) -> Bool {
    (unit >= 48 && unit <= 57) || (unit >= 65 && unit <= 70) || (unit >= 97 && unit <= 102)
  }
}
