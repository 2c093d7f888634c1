// Lexical errors: what an unexpected character is called, and where the error points.

extension LineScanner {
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
    guard !failed else { return }
    failed = true
    diagnostic = Diagnostic(
      .error, message, at: SourceRange(start: location(start), length: length),
      suggestion: suggestion)
  }
}
