/// The statements of a scenario, in order: a collection of `Statement`s that keeps canonical raw
/// touch lines packed (`PackedTouch`, 40 bytes each) and builds their `Statement` when it is
/// read. A recorded script of 4 MiB is some 140,000 touch lines; as `Statement`s they took 15
/// times the file's size in memory.
///
/// It reads like an array (`for`, subscripts, `count`, `map`, `prelude + block.statements`); it
/// is not a `RangeReplaceableCollection`, so `[Statement] + StatementList` stays an array.
public struct StatementList: RandomAccessCollection, ExpressibleByArrayLiteral, Hashable, Sendable {
  /// A run of consecutive statements of one kind: entries `storedStart…` of `stored`, or of
  /// `packed`, ending (exclusive) at index `end` of the list.
  struct Run: Hashable, Sendable {
    var end: Int
    var isPacked: Bool
    var storedStart: Int
  }

  var stored: [Statement] = []
  /// The packed statements, in chunks of `chunkSize`: one growing array would be copied at every
  /// doubling and leave the old copies to the allocator, which keeps them resident (the list
  /// then took twice its size in memory).
  var packed: [[PackedTouch]] = []
  var packedCount = 0
  static let chunkSize = 4096
  var runs: [Run] = []
  /// The file packed statements are in, and its text, which their `text` is cut from.
  var file: String = ""
  var source: String = ""

  public init() {}

  public init(_ statements: [Statement]) {
    stored = statements
    if !statements.isEmpty { runs = [Run(end: statements.count, isPacked: false, storedStart: 0)] }
  }

  public init(arrayLiteral statements: Statement...) {
    self.init(statements)
  }

  /// An empty list whose packed statements will be in `file`, whose text is `source`.
  init(file: String, source: String) {
    self.file = file
    self.source = source
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { runs.last?.end ?? 0 }

  public subscript(position: Int) -> Statement {
    precondition(position >= 0 && position < endIndex, "statement index out of range")
    // The first run ending after `position`.
    var low = 0
    var high = runs.count - 1
    while low < high {
      let middle = (low + high) / 2
      if runs[middle].end > position { high = middle } else { low = middle + 1 }
    }
    let run = runs[low]
    let runStart = low == 0 ? 0 : runs[low - 1].end
    return element(in: run, at: run.storedStart + position - runStart)
  }

  private func element(in run: Run, at offset: Int) -> Statement {
    run.isPacked
      ? packed[offset / Self.chunkSize][offset % Self.chunkSize].statement(
        file: file, text: source)
      : stored[offset]
  }

  /// Walks the runs in order, without searching for each index.
  public struct Iterator: IteratorProtocol {
    let list: StatementList
    var run = 0
    var position = 0

    public mutating func next() -> Statement? {
      while run < list.runs.count, position >= list.runs[run].end { run += 1 }
      guard run < list.runs.count else { return nil }
      let current = list.runs[run]
      let runStart = run == 0 ? 0 : list.runs[run - 1].end
      defer { position += 1 }
      return list.element(in: current, at: current.storedStart + position - runStart)
    }
  }

  public func makeIterator() -> Iterator { Iterator(list: self) }

  public mutating func append(_ statement: consuming Statement) {
    extendRun(packed: false)
    stored.append(statement)
  }

  public mutating func append(contentsOf statements: some Sequence<Statement>) {
    for statement in statements { append(statement) }
  }

  /// Appends a canonical touch line of this list's file.
  mutating func append(_ touch: PackedTouch) {
    extendRun(packed: true)
    if packed.last?.count ?? Self.chunkSize == Self.chunkSize { packed.append([]) }
    packed[packed.count - 1].append(touch)
    packedCount += 1
  }

  private mutating func extendRun(packed isPacked: Bool) {
    if let last = runs.last, last.isPacked == isPacked {
      runs[runs.count - 1].end += 1
    } else {
      runs.append(
        Run(
          end: endIndex + 1, isPacked: isPacked,
          storedStart: isPacked ? packedCount : stored.count))
    }
  }

  /// Two lists are equal when their statements are, however they are kept.
  public static func == (left: StatementList, right: StatementList) -> Bool {
    left.count == right.count && left.elementsEqual(right)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for statement in self { hasher.combine(statement) }
  }
}
