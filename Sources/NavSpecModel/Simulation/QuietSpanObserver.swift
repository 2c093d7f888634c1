/// Watches the stretches of time in which the model runs on its own: between two inputs, and
/// between the deadlines that fall on the way (`Simulator.advance(to:observer:)`). In such a
/// stretch every value is a closed form of time, and `Simulator.turningInstants(from:through:)`
/// says where each may turn, so what must hold at every instant (an invariant,
/// docs/language.md#invariants) can be checked at finitely many.
public protocol QuietSpanObserver {
  /// `model` is the model at the start of a stretch (`model.now`), just after an input or, when
  /// `afterDeadline`, just after the deadlines due then fired; nothing is put in and no deadline
  /// falls before `end`.
  mutating func observe(_ model: Simulator, until end: VirtualTime, afterDeadline: Bool)
}

/// Watches nothing: what `advance(to:)` and `settle(limit:horizon:)` pass when no one watches.
struct NoQuietSpanObserver: QuietSpanObserver {
  func observe(_ model: Simulator, until end: VirtualTime, afterDeadline: Bool) {}
}
