import NavSpecModel

/// Which parts the declared tab container has. A gesture or a path naming a part the container
/// lacks (the pill of a system TabView) is a mistake in the scenario, not behaviour to run: the
/// model would refuse it only when the line runs, after the steps before it.
extension CheckContext {
  /// The parts are the roots of the container's state tree (`pill` for the glass bar), read from
  /// the reference model rather than listed here, so the checker cannot disagree with the model.
  mutating func hasPart(_ part: String) -> Bool {
    referenceModel().value(at: [.name(part)]) != nil
  }

  /// Reports `part` when the declared container has no such part, naming the container that has
  /// one; `asTarget` when a gesture aims at it, which then gets a tab to aim at instead.
  mutating func requirePart(_ part: String, at range: SourceRange, asTarget: Bool) {
    guard !hasPart(part) else { return }
    let container = isSystemTabView ? "the system TabView" : "this tab container"
    let owner =
      StateRoots.needingGlassTabBar.contains(part) ? "; only 'tabbar glass' has one" : ""
    let example = titles?.first.map { "to select a tab, name it: 'tap \(Spelling.name($0))'" }
    error("\(container) has no \(part)\(owner)", at: range, suggestion: asTarget ? example : nil)
  }
}
