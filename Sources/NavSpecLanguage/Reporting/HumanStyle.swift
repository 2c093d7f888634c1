/// How the human report is printed: all verdicts or only what failed (`--quiet`), and with or
/// without colour (`--color`).
public struct HumanStyle: Hashable, Sendable {
  /// Leave out passing scenarios and the warnings of files that ran: only failures, errors and
  /// the summary.
  public var quiet: Bool
  /// Colour the verdict words with ANSI escapes: PASS green, FAIL and ERROR red. Only the
  /// verdict, which the report writes itself; text from a scenario is never coloured, and its
  /// own escapes are escaped as always.
  public var color: Bool

  public init(quiet: Bool = false, color: Bool = false) {
    self.quiet = quiet
    self.color = color
  }

  public enum Outcome: Sendable {
    case passed, failed
  }

  /// The verdict word, coloured when asked: SGR 32 (green) or 1;31 (bold red), then reset.
  func verdict(_ word: String, _ outcome: Outcome) -> String {
    guard color else { return word }
    let code = outcome == .passed ? "32" : "1;31"
    // A verdict ends in padding spaces ("PASS "): colour the word, not the padding.
    let trimmed = word.trimmingTrailingSpaces
    let padding = String(repeating: " ", count: word.count - trimmed.count)
    return "\u{1B}[\(code)m\(trimmed)\u{1B}[0m\(padding)"
  }
}

extension String {
  fileprivate var trimmingTrailingSpaces: String {
    var text = self
    while text.hasSuffix(" ") { text.removeLast() }
    return text
  }
}
