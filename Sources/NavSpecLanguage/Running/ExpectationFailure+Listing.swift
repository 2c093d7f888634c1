/// How much one failure lists. A failure's text is bounded whatever the scenario did before it:
/// `expect events` printed every unmatched event and a diff of them all, so a file of failing
/// `expect events` lines, with the unmatched list growing at each, wrote output that grew with
/// the square of its length (docs/model.md#long-files).
extension ExpectationFailure {
  /// How many events, diff lines or findings one failure lists before "and N more" (our
  /// decision: a screenful for one line of the scenario; the REPL shows as many events a step).
  public static let listLimit = 20

  /// The first `listLimit` of `items` joined with ", ", then "and N more NOUNs" for the rest of
  /// `total` (how many there are, `items` being the first of them).
  static func listing(_ items: [String], of total: Int, noun: String) -> String {
    let shown = items.prefix(listLimit)
    let rest = total - shown.count
    guard rest > 0 else { return shown.joined(separator: ", ") }
    let more = "and \(rest) more \(noun)\(rest == 1 ? "" : "s")"
    return shown.isEmpty ? more : shown.joined(separator: ", ") + ", " + more
  }
}
