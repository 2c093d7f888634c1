/// How the human report is printed: all verdicts or only what failed (`--quiet`), and with or
/// without colour (`--color`).
public struct HumanStyle: Hashable, Sendable {
  /// Leave out passing scenarios and the warnings of files that ran: only failures, errors and
  /// the summary.
  public var quiet: Bool
  /// Colour the verdict words with ANSI escapes: PASS green, FAIL, XPASS and ERROR red, SKIP and
  /// XFAIL yellow. Only the
  /// verdict, which the report writes itself; text from a scenario is never coloured, and its
  /// own escapes are escaped as always.
  public var color: Bool

  public init(quiet: Bool = false, color: Bool = false) {
    self.quiet = quiet
    self.color = color
  }

  public enum Outcome: Sendable {
    case passed, failed
    /// Neither passed nor failed: a skipped scenario, an expected failure.
    case noted

    /// The colour of a scenario's status: an unexpected pass fails the run, so it is red.
    init(_ status: ScenarioStatus) {
      switch status {
      case .passed: self = .passed
      case .failed, .unexpectedPass: self = .failed
      case .skipped, .expectedFailure: self = .noted
      }
    }
  }

  /// The verdict word, coloured when asked: SGR 32 (green), 1;31 (bold red) or 33 (yellow, what
  /// was skipped or failed as expected), then reset.
  func verdict(_ word: String, _ outcome: Outcome) -> String {
    guard color else { return word }
    let code =
      switch outcome {
      case .passed: "32"
      case .failed: "1;31"
      case .noted: "33"
      }
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
