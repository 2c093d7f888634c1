/// Where something is in a scenario file: 1-based line and column (columns count characters,
/// so a caret lines up under "Café" the way a reader sees it).
public struct SourceLocation: Hashable, Comparable, Sendable {
  public var file: String
  public var line: Int
  public var column: Int

  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
  }

  /// `file:line:col`, the prefix of every diagnostic and failure.
  public var description: String { "\(file):\(line):\(column)" }
}

/// A span on one line: `start` and the number of characters it covers (at least 1 for a caret).
public struct SourceRange: Hashable, Sendable {
  public var start: SourceLocation
  public var length: Int

  public init(start: SourceLocation, length: Int) {
    self.start = start
    self.length = max(1, length)
  }
}
