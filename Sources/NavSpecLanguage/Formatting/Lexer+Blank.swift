extension Lexer {
  /// Whether the lexer skips `character` as a blank between tokens, as `LineScanner.isSpace`
  /// decides: space and the ASCII controls tab to carriage return, and beyond ASCII any
  /// whitespace and U+FEFF. The formatter trims exactly these, so what it removes is what the
  /// lexer never read.
  static func isBlank(_ character: Character) -> Bool {
    if let ascii = character.asciiValue, character.unicodeScalars.count == 1 {
      return ascii == 32 || (ascii >= 9 && ascii <= 13)
    }
    return character.isWhitespace || character == "\u{FEFF}"
  }
}
