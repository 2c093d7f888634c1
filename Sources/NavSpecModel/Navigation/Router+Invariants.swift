/// The router's built-in invariants (docs/explore.md#built-in-invariants): the finger it follows,
/// and every stack made of declared route items.
extension Router {
  public var followedFingers: Set<Int> { touch.map { [$0.finger] } ?? [] }

  public func invariantViolations(
    on device: DeviceContext, checking: BuiltInInvariantSet
  ) -> [InvariantViolation] {
    guard checking.contains(.declaredStackItems) else { return [] }
    for tab in tabs {
      for (index, route) in stack(tab).path.enumerated() {
        if let problem = catalog.problem(with: route, onTab: tab) {
          return [
            InvariantViolation(
              .declaredStackItems,
              "stacks[\(tab)].path[\(index)] is \(route.description): \(problem)")
          ]
        }
      }
    }
    return []
  }
}
