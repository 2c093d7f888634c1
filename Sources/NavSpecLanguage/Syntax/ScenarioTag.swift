/// A scenario's tag (`tags smoke slow`, `navspec run --tag smoke`): a word, as the lexer reads
/// one (letters of any script, digits, `_` and `-`, starting with a letter or `_`), so a tag is
/// written bare in a file and on a command line alike, and compares exactly (case-sensitive,
/// as `--filter` does).
public enum ScenarioTag {
  /// Most tags one scenario may carry (our decision: a handful is usual; the limit bounds a
  /// hostile line's work like the parser's other limits).
  public static let maximumCount = 64
  /// Longest tag (our decision: a tag is a label, not a sentence).
  public static let maximumLength = 64

  /// Whether `text` is a tag.
  public static func isTag(_ text: some StringProtocol) -> Bool {
    text.count <= maximumLength && Spelling.isBareWord(String(text))
  }

  /// What the writer of `text` most likely meant as a tag: every character a tag cannot hold
  /// (a blank, a dot, a quote, a comma) made `-`, and the `-`s at either end dropped
  /// (`"slow test"` → `slow-test`, `ios.18` → `ios-18`); nil when that is no tag either.
  public static func nearestTag(to text: String) -> String? {
    var candidate = ""
    for character in text {
      let allowed = character.isLetter || character.isNumber || character == "_" || character == "-"
      if allowed {
        candidate.append(character)
      } else if !candidate.hasSuffix("-") {
        candidate.append("-")
      }
    }
    while candidate.hasPrefix("-") { candidate.removeFirst() }
    while candidate.hasSuffix("-") { candidate.removeLast() }
    return isTag(candidate) && candidate != text ? candidate : nil
  }

  /// What a tag is, for messages.
  public static let definition =
    "a tag is one word of letters, digits, '_' and '-' that starts with a letter or '_'"
}
