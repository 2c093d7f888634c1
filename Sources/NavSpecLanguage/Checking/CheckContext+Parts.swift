import NavSpecModel

/// What the checker asks about the declared tab container: which parts it has and how tall it is.
/// A gesture or a path naming a part the container lacks (the pill of a system TabView) is a
/// mistake in the scenario, not behaviour to run: the model would refuse it only when the line
/// runs, after the steps before it. Both answers come from the model (its registry and the
/// container's own layout), never from a list of containers here, so a new container needs no
/// change to the checker.
extension CheckContext {
  /// The parts the declared container has, from the shared vocabulary (`TabContainerPart`), as
  /// the model's registry answers for its style; nil before a container is declared, or when its
  /// style was wrong (reported already, so nothing more is said about its parts).
  var declaredParts: Set<TabContainerPart>? {
    tabStyle.map(ComponentRegistry.parts(style:))
  }

  /// Reports `part` when the declared container has no such part, naming the containers that
  /// have one; `asTarget` when a gesture aims at it, which then gets a tab to aim at instead.
  mutating func requirePart(_ part: TabContainerPart, at range: SourceRange, asTarget: Bool) {
    guard let parts = declaredParts, !parts.contains(part) else { return }
    let owners = ComponentRegistry.styles.filter {
      ComponentRegistry.parts(style: $0).contains(part)
    }
    reportMissing(part.rawValue, ownedBy: owners, at: range, asTarget: asTarget)
  }

  /// Reports a root of the state tree that the declared container lacks: a part (`pill`), or
  /// another branch only some container has (`drag`, `longPress`), read from the reference model
  /// so that the checker cannot disagree with the model.
  mutating func requireStateRoot(_ name: String, at range: SourceRange) {
    if let part = TabContainerPart(rawValue: name) {
      requirePart(part, at: range, asTarget: false)
      return
    }
    guard referenceModel().value(at: [.name(name)]) == nil else { return }
    reportMissing(
      name, ownedBy: StateRoots.tabContainerStyles(having: name), at: range, asTarget: false)
  }

  private mutating func reportMissing(
    _ name: String, ownedBy owners: [String], at range: SourceRange, asTarget: Bool
  ) {
    let container = isSystemTabView ? "the system TabView" : "this tab container"
    let owner =
      owners.isEmpty
      ? "" : "; only " + owners.map { "'tabbar \($0)'" }.joined(separator: " or ") + " has one"
    let example = titles?.first.map { "to select a tab, name it: 'tap \(Spelling.name($0))'" }
    error("\(container) has no \(name)\(owner)", at: range, suggestion: asTarget ? example : nil)
  }

  /// Reports a `tab …` line when the declared container's tabs have no badge, hint, label or icon
  /// to set (the bubble bar's are plain text buttons): the model would refuse the line only when
  /// it runs, after the steps before it.
  mutating func requireTabItems(at range: SourceRange) {
    guard titles != nil else { return }
    let model = referenceModel()
    guard model.tabContainer != nil, !model.tabsTakeItemChanges else { return }
    let styles = Simulator.stylesTakingTabItemChanges
    let listed = styles.dropLast().joined(separator: ", ") + (styles.count > 1 ? " or " : "")
    error(
      "this tab container's tabs have no badge, hint, label or icon to set; 'tab' needs 'tabbar "
        + listed + (styles.last ?? "") + "'",
      at: range)
  }

  /// The height the tab container takes at the bottom of the screen, as the model lays it out:
  /// the declared container's, or, before one is declared (the set-up usually gives the safe
  /// area first), the model's default container's. The one question the checker asks about a
  /// container's size.
  mutating func tabContainerHeight() -> Double {
    let model = referenceModel()
    if let container = model.tabContainer {
      return container.layout(on: model.device).bottomInset
    }
    let type = ComponentRegistry.defaultTabContainer
    return type.init(style: type.styles.first ?? "", titles: ["Tab"], device: model.device)
      .layout(on: model.device).bottomInset
  }
}
