// The syntax tree's dump without the `@line:col` of each node: what a file says, wherever it
// says it. The formatter moves statements to other lines and columns and must leave this
// unchanged (`ScenarioFormatter`, and the tests that format the corpora).

extension ScenarioDocument {
  /// `dump()` without locations.
  public func dumpWithoutLocations() -> String {
    DumpLocations.removed(from: dump())
  }
}

extension Statement {
  /// `dump()` without locations.
  public func dumpWithoutLocations() -> String {
    DumpLocations.removed(from: dump())
  }
}

/// The ` @line:col` that `DumpWriter` ends a located node's line with.
enum DumpLocations {
  static func removed(from dump: String) -> String {
    var text = ""
    text.reserveCapacity(dump.utf8.count)
    for line in dump.split(separator: "\n", omittingEmptySubsequences: false) {
      if !text.isEmpty { text += "\n" }
      text += withoutLocation(line)
    }
    return text
  }

  /// `line` without a final ` @N:N`; as it is when it has none.
  static func withoutLocation(_ line: Substring) -> Substring {
    guard let at = line.lastIndex(of: "@"), at > line.startIndex,
      line[line.index(before: at)] == " "
    else { return line }
    let numbers = line[line.index(after: at)...].split(
      separator: ":", omittingEmptySubsequences: false)
    guard numbers.count == 2, numbers.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) })
    else { return line }
    return line[..<line.index(before: at)]
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { asciiValue.map { (48...57).contains($0) } ?? false }
}
