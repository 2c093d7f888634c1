/// How `navspec check` searches: how many steps deep, and the most distinct states it keeps
/// (docs/explore.md#exhaustive-checking).
public struct CheckOptions: Hashable, Sendable {
  public var depth: Int
  public var maxStates: Int
  /// The relations between runs checked on each new state's sequence (`--relations`), none by
  /// default.
  public var relations: [CheckedRelation] = []

  /// Our decision, because every seeded defect a short sequence exposes breaks within six
  /// steps (docs/explore.md#exhaustive-checking), and six steps is what the bundled set-ups are
  /// searched to.
  public static let defaultDepth = 6
  /// Our decision, because a state of a bundled set-up costs a few kilobytes while it waits in
  /// the frontier, so 100,000 states stay within a few hundred megabytes, and a release build
  /// visits them in well under a minute (the numbers in docs/explore.md#exhaustive-checking).
  public static let defaultMaxStates = 100_000
  /// The most either may be (our decision: past 50 steps a breadth-first search never finishes
  /// a level; past 10 million states the frontier no longer fits in a laptop's memory).
  public static let maximumDepth = 50
  public static let maximumStates = 10_000_000

  public init(
    depth: Int = defaultDepth, maxStates: Int = defaultMaxStates,
    relations: [CheckedRelation] = []
  ) {
    self.depth = depth
    self.maxStates = maxStates
    self.relations = relations
  }
}
