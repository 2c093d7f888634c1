/// The built-in invariants, checked on the model as it is now.
extension Simulator {
  /// Every violation of the invariants in `which`, in `BuiltInInvariant` order; empty when all
  /// hold.
  public func invariantViolations(
    _ which: Set<BuiltInInvariant> = Set(BuiltInInvariant.allCases)
  ) -> [InvariantViolation] {
    // Filled in by the invariants' own files.
    []
  }
}
