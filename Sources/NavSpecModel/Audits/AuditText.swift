/// Text as the label rules compare it: lower case, every run of characters that are not letters
/// or digits one blank, trimmed. "Home tab" holds the word "tab"; "Search" is in "Search books";
/// case and punctuation do not count, as WCAG's Understanding page for SC 2.5.3 says of label
/// in name.
enum AuditText {
  static func words(_ text: String) -> [String] {
    var words: [String] = []
    var current = ""
    for character in text.lowercased() {
      if character.isLetter || character.isNumber {
        current.append(character)
      } else if !current.isEmpty {
        words.append(current)
        current = ""
      }
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  /// Whether the words of `part` appear, in order and next to each other, among the words of
  /// `whole`.
  static func contains(_ whole: String, _ part: String) -> Bool {
    contains(words(whole), words(part))
  }

  /// The same, on words already split.
  static func contains(_ whole: [String], _ part: [String]) -> Bool {
    guard !part.isEmpty else { return true }
    guard part.count <= whole.count else { return false }
    return (0...(whole.count - part.count)).contains { start in
      Array(whole[start..<(start + part.count)]) == part
    }
  }

  /// The text without the white space (blanks, tabs, line breaks) at either end: what VoiceOver
  /// has to speak. Empty when the text is white space alone.
  static func trimmed(_ text: String) -> String {
    guard let first = text.firstIndex(where: { !$0.isWhitespace }),
      let last = text.lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(text[first...last])
  }

  /// `"Home"`, quoted for a message.
  static func quoted(_ text: String) -> String { "\"\(text)\"" }
}
