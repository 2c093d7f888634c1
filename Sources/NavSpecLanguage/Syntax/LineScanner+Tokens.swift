// Scanning one token: numbers with their units, strings with their escapes, and symbols.

extension LineScanner {
  mutating func append(_ kind: Token.Kind, from start: Int) {
    let text = slice(start, index)
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
    let integerDigits = slice(integerStart, index)
    var fractionDigits = ""
    if peek(0) == ".", isDigit(peek(1)) {
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
    while let character = peek(0),
      character.isLetter || character == "_" || (index > start && character.isNumber)
    {
      index += 1
    }
    return slice(start, index)
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
    case "*": symbol = .star
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
}
