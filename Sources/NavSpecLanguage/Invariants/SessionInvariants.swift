import NavSpecModel

/// What a scenario has asked to hold after every step: its stated invariants and the built-ins
/// switched on, with which of them have broken already (each is reported once per scenario, at
/// its first break, so that one broken invariant does not fill the report).
public struct SessionInvariants: Sendable {
  /// `invariant PATH OP VALUE`, in the order stated.
  struct Stated: Sendable {
    var expectation: ValueExpectation
    /// The statement after `invariant `: how failures name it.
    var text: String
    var hasBroken = false
  }

  var stated: [Stated] = []
  /// The built-in invariants switched on.
  public internal(set) var builtIns: BuiltInInvariantSet = []
  /// The built-ins that have broken already.
  var brokenBuiltIns: BuiltInInvariantSet = []

  /// Whether there is anything to check after a step.
  var isEmpty: Bool { stated.isEmpty && builtIns.isEmpty }
}
