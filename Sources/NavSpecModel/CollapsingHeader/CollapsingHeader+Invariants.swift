/// The header follows the finger on its search button while it is down (the one-touch-owner
/// invariant, docs/explore.md#built-in-invariants).
extension CollapsingHeader {
  public var followedFingers: Set<Int> { buttonFinger.map { [$0] } ?? [] }
}
