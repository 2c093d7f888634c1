// The parser's cursor over the tokens of one line.

extension ScenarioParser {
  var current: Token? { position < tokens.count ? tokens[position] : nil }

  /// Whether every token has been read (a look at `current` would copy the token).
  var atEnd: Bool { position >= tokens.count }

  /// The current token's symbol, read in place: a whole token copied out to look at one field
  /// costs the retains of its Strings, and such looks were a sixth of the parser's time.
  var currentSymbol: Symbol? { position < tokens.count ? tokens[position].symbol : nil }

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
    guard position < tokens.count, tokens[position].symbol == symbol else { return nil }
    position += 1
    return tokens[position - 1]
  }

  /// Consumes the current token when it is `symbol`, and says whether it was: the token is not
  /// copied out for a caller that only asks.
  mutating func skip(_ symbol: Symbol) -> Bool {
    guard position < tokens.count, tokens[position].symbol == symbol else { return false }
    position += 1
    return true
  }

  /// Consumes the current token when it is `symbol`, and returns its range.
  mutating func takeRange(_ symbol: Symbol) -> SourceRange? {
    guard position < tokens.count, tokens[position].symbol == symbol else { return nil }
    position += 1
    return tokens[position - 1].range
  }

  /// Consumes the current token when it is the word `word`, and says whether it was.
  mutating func skip(word: String) -> Bool {
    guard position < tokens.count, tokens[position].isWord(word) else { return false }
    position += 1
    return true
  }

  /// Consumes the current token when it is the word `word`.
  mutating func take(word: String) -> Token? {
    guard position < tokens.count, tokens[position].isWord(word) else { return nil }
    position += 1
    return tokens[position - 1]
  }
}
