import Synchronization

/// Counts the steps sessions execute while it is bound (`ScenarioSession.$stepTally`), so that a
/// test can tell how much work a run did without reading a clock: a file's set-up replayed for
/// each of its scenarios shows as set-up length × scenarios steps (docs/model.md#long-files).
/// Unbound, as in every real run, a step pays for one task-local read.
public final class StepTally: Sendable {
  private let count = Atomic<Int>(0)

  public init() {}

  /// How many steps ran while this tally was bound.
  public var steps: Int { count.load(ordering: .relaxed) }

  func add() {
    count.add(1, ordering: .relaxed)
  }
}

extension ScenarioSession {
  /// The tally every executed step adds to, when a test binds one.
  @TaskLocal public static var stepTally: StepTally?
}
