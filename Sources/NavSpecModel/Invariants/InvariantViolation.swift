/// One built-in invariant broken at one instant: which, and what was seen.
public struct InvariantViolation: Hashable, Sendable {
  public var invariant: BuiltInInvariant
  /// What is wrong, in the words of the state tree: "pill.x is -12.5, left of the bar (0)".
  public var message: String

  public init(_ invariant: BuiltInInvariant, _ message: String) {
    self.invariant = invariant
    self.message = message
  }
}
