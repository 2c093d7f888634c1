// The parser's cursor over the tokens of one line.

extension ScenarioParser {
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
}
