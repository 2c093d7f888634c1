extension StringProtocol {
  /// The text without the blanks (spaces and tabs, not line breaks) at either end: Foundation's
  /// `trimmingCharacters(in: .whitespaces)`, which FoundationEssentials lacks
  /// (docs/cli.md#cold-start).
  var trimmingBlanks: String {
    let isBlank = { (character: Character) in character.isWhitespace && !character.isNewline }
    guard let first = firstIndex(where: { !isBlank($0) }) else { return "" }
    let last = lastIndex(where: { !isBlank($0) })!
    return String(self[first...last])
  }

  /// The text cut or padded with spaces to exactly `width` characters (Foundation's
  /// `padding(toLength:withPad:startingAt:)` with a space).
  func padded(to width: Int) -> String {
    count >= width
      ? String(prefix(width)) : String(self) + String(repeating: " ", count: width - count)
  }
}
