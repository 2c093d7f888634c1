/// The scroll view follows at most one finger (the one-touch-owner invariant,
/// docs/explore.md#built-in-invariants).
extension ScrollView {
  public var followedFingers: Set<Int> { touch.map { [$0.finger] } ?? [] }
}
