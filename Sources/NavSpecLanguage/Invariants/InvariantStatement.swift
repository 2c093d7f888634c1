import NavSpecModel

/// The invariant statements (docs/explore.md#invariants): `invariant selection in tabs` states an
/// expectation that must hold after every later step; `invariant built-in` or `invariant
/// one-selection` switches on the model's built-in invariants; `expect invariant one-selection`
/// checks one built-in now.
enum InvariantStatement: Hashable, Sendable {
  /// `invariant PATH OP VALUE [± TOL]`, the grammar of `expect PATH OP VALUE`.
  case stated(ValueExpectation)
  /// `invariant built-in` (nil: all of them) or `invariant one-selection` (one, by name; the
  /// checker knows the names).
  case builtIn(Located<String>?)
  /// `expect invariant one-selection`.
  case expectBuiltIn(Located<String>)

  /// The word that switches on every built-in invariant.
  static let allBuiltInsWord = "built-in"

  /// The built-in a name spells, nil for an unknown one (the checker has reported it).
  static func builtIn(named name: String) -> BuiltInInvariant? {
    BuiltInInvariant(rawValue: name)
  }
}

extension Statement {
  /// Whether it is an `invariant` or `expect invariant` line, which checks what it states itself
  /// rather than being followed by the after-step check.
  var isInvariantStatement: Bool {
    guard case .component(let box) = kind else { return false }
    return box.statement is InvariantStatement
  }
}
