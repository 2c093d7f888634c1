import NavSpecModel

/// The first invariant a generated run broke: which (a built-in's name or a stated invariant's
/// text), what was seen, and at which step.
public struct InvariantBreak: Hashable, Sendable {
  /// The built-in invariant's name (`one-selection`) or the stated invariant's text.
  public var invariant: String
  public var message: String
  /// Whether `invariant` names a built-in (`expect invariant NAME` records it) or is a stated
  /// invariant's text (the same expectation records it).
  public var isBuiltIn: Bool
  /// The index of the step after which it was seen, in the run's kept lines.
  public var step: Int
  public var time: VirtualTime

  /// The one place that decides whether a step broke an invariant: a failure the session marked
  /// as an invariant's. The session checks the stated invariants and, switched on by
  /// `ExplorationSetup`, every built-in one after every step.
  static func first(
    after report: ScenarioSession.StepReport, in simulator: Simulator, step: Int
  ) -> InvariantBreak? {
    guard let failure = report.failures.first(where: { $0.invariant != nil }),
      let name = failure.invariant
    else { return nil }
    return InvariantBreak(
      invariant: name, message: failure.message,
      isBuiltIn: BuiltInInvariant(rawValue: name) != nil, step: step, time: simulator.now)
  }

}
