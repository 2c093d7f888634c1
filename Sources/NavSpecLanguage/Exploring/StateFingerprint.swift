import NavSpecModel

/// What makes two states of a check the same state: every value a scenario can `expect` (the
/// state tree) save the clock and the length of the event log, and how far away the model's
/// next deadline is. Our decision, because the simulator's own `Hashable` includes the clock and
/// the event log, so no two sequences of actions would ever reach the same state, and the
/// search would be a tree of every sequence (docs/explore.md#exhaustive-checking says what this
/// costs: a difference the state tree does not show, such as when a settled animation began,
/// is not told apart).
///
/// Kept as 128 bits of two FNV-1a hashes (Fowler, Noll and Vo) of the tree, not as the tree:
/// 100,000 trees of a few kilobytes each would be the search's largest cost. FNV, not Swift's
/// `Hasher`, because `Hasher` is seeded afresh by every process and the search must merge the
/// same states on every run.
struct StateFingerprint: Hashable, Sendable {
  private var first: UInt64 = 0xcbf2_9ce4_8422_2325
  private var second: UInt64 = 0x8422_2325_cbf2_9ce4

  /// The roots left out of the comparison: the clock, and the event log's length.
  static let ignoredRoots = ["time", "events"]

  init(_ simulator: Simulator, state: StateNode) {
    add(state)
    if let deadline = simulator.nextDeadline, deadline > simulator.now {
      add(word: "deadline")
      add(UInt64(bitPattern: deadline.microseconds - simulator.now.microseconds))
    }
  }

  private mutating func add(_ node: StateNode) {
    switch node {
    case .leaf(let value):
      add(byte: 1)
      add(value)
    case .branch(let children):
      add(byte: 2)
      add(UInt64(children.count))
      for child in children {
        add(word: child.key)
        add(child.node)
      }
    }
  }

  private mutating func add(_ value: StateValue) {
    switch value {
    case .number(let number):
      add(byte: 3)
      // -0 and 0 read the same in every expectation.
      add((number == 0 ? 0 : number).bitPattern)
    case .string(let text):
      add(byte: 4)
      add(word: text)
    case .bool(let flag): add(byte: flag ? 5 : 6)
    case .list(let words):
      add(byte: 7)
      add(UInt64(words.count))
      for word in words { add(word: word) }
    case .none: add(byte: 8)
    }
  }

  private mutating func add(word: String) {
    add(UInt64(word.utf8.count))
    for byte in word.utf8 { add(byte: byte) }
  }

  private mutating func add(_ number: UInt64) {
    for shift in stride(from: 0, to: 64, by: 8) {
      add(byte: UInt8(truncatingIfNeeded: number >> shift))
    }
  }

  /// One byte into both hashes: FNV-1a with its 64-bit prime, and a variant that folds the
  /// high bits back in and multiplies by the golden ratio's odd constant (Knuth), so that the
  /// two do not collide together.
  private mutating func add(byte: UInt8) {
    first = (first ^ UInt64(byte)) &* 0x100_0000_01b3
    second = (second ^ UInt64(byte) ^ (second >> 29)) &* 0x9e37_79b9_7f4a_7c15
  }
}
