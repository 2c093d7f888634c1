/// A set of a file's line numbers, one bit each: what `navspec audit` keeps of every step a
/// finding occurred at, to count them. A set of locations per finding held 40,000 locations
/// for a scenario of 40,000 taps, for each finding, and 4 MiB of taps grew past 1.9 GB
/// (docs/audits.md#long-scenarios).
struct LineSet {
  private var words: [UInt64] = []
  private(set) var count = 0

  /// Adds `line`; whether it was not there yet.
  @discardableResult
  mutating func insert(_ line: Int) -> Bool {
    let index = max(0, line)
    let word = index / 64
    let bit = UInt64(1) << UInt64(index % 64)
    if word >= words.count {
      words.append(contentsOf: repeatElement(0, count: word - words.count + 1))
    }
    guard words[word] & bit == 0 else { return false }
    words[word] |= bit
    count += 1
    return true
  }
}
