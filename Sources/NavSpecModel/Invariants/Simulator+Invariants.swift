/// The built-in invariants, checked on the model as it is now (docs/explore.md#built-in-invariants
/// says what each means, why it must hold and what it cannot see). The simulator checks what
/// no one component can see (the selection against the tabs, every number in the state tree, the
/// fingers against their owners, the settling); each component checks its own indicator,
/// accessibility tree and stacks (`ScreenComponent.invariantViolations(in:checking:)`).
extension Simulator {
  /// How long `animations-settle` lets the clock run, in microseconds: 60 s, as `settle` in a
  /// scenario (our decision: every animation the model knows lasts under a second or two; a
  /// minute is far past any of them and still quick to simulate).
  public static let settleLimit: Int64 = 60_000_000

  /// Every violation of the invariants in `which`, in `BuiltInInvariant` order; empty when all
  /// hold.
  public func invariantViolations(
    _ which: Set<BuiltInInvariant> = Set(BuiltInInvariant.allCases)
  ) -> [InvariantViolation] {
    guard !which.isEmpty else { return [] }
    let environment = self.environment
    var found: [InvariantViolation] = []
    if which.contains(.oneSelection) { found += selectionViolations() }
    if which.contains(.finiteValues), let violation = firstNonFiniteValue() {
      found.append(violation)
    }
    if which.contains(.oneTouchOwner) { found += touchOwnerViolations() }
    if which.contains(.animationsSettle), let violation = settleViolation() {
      found.append(violation)
    }
    for component in components.all {
      found += component.invariantViolations(in: environment, checking: which)
    }
    let order = Dictionary(
      uniqueKeysWithValues: BuiltInInvariant.allCases.enumerated().map { ($1, $0) })
    return found.enumerated().sorted {
      (order[$0.element.invariant] ?? 0, $0.offset) < (order[$1.element.invariant] ?? 0, $1.offset)
    }.map(\.element)
  }

  // MARK: one-selection

  /// The tab container selects one of its tabs, one not hidden, and its state tree marks exactly
  /// that one `selected`.
  func selectionViolations() -> [InvariantViolation] {
    guard let container = components.tabContainer else { return [] }
    let selected = container.selectedTitle
    guard container.tabTitles.contains(selected) else {
      return [
        InvariantViolation(
          .oneSelection,
          "selection is \(selected), not one of the tabs "
            + "[\(container.tabTitles.joined(separator: ", "))]")
      ]
    }
    if container.hiddenTitles.contains(selected), !noTabShown(container) {
      return [InvariantViolation(.oneSelection, "selection is \(selected), a hidden tab")]
    }
    let tabs = value(at: [.name("tabs")])?.children ?? []
    let marked = tabs.filter { $0.node.child(.name("selected")) == .leaf(.bool(true)) }.map(\.key)
    guard marked == [selected] else {
      let seen = marked.isEmpty ? "no tab" : marked.map { "tabs[\($0)]" }.joined(separator: ", ")
      return [
        InvariantViolation(
          .oneSelection, "selection is \(selected), but \(seen) has selected == true")
      ]
    }
    return []
  }

  /// Whether the container shows no tab at all (the app and the user hid every one): then nothing
  /// can be selected instead, and the selection stays where it was (docs/model.md, "Every tab
  /// hidden").
  private func noTabShown(_ container: any TabContainer) -> Bool {
    if let tabView = components.first(SystemTabView.self) { return tabView.shownTabs.isEmpty }
    return container.tabTitles.allSatisfy(container.hiddenTitles.contains)
  }

  // MARK: finite-values

  /// The first number in the whole state tree that is NaN or infinite, with its path.
  func firstNonFiniteValue() -> InvariantViolation? {
    func search(_ node: StateNode, path: String, keyed: Bool) -> InvariantViolation? {
      switch node {
      case .leaf(.number(let value)) where !value.isFinite:
        return InvariantViolation(.finiteValues, "\(path) is \(value)")
      case .leaf:
        return nil
      case .branch(let children):
        for child in children {
          let childPath =
            keyed
            ? "\(path)[\(child.key)]" : path.isEmpty ? child.key : "\(path).\(child.key)"
          let childKeyed = path.isEmpty && StateRoots.keyed.contains(child.key)
          if let found = search(child.node, path: childPath, keyed: childKeyed) { return found }
        }
        return nil
      }
    }
    return search(state(), path: "", keyed: false)
  }

  // MARK: one-touch-owner

  /// Each finger a component follows is down, was given to that component, and is followed by
  /// no other component.
  func touchOwnerViolations() -> [InvariantViolation] {
    var found: [InvariantViolation] = []
    var follower: [Int: String] = [:]
    for index in 0..<components.count {
      let component = components[index]
      let name = "\(type(of: component))"
      let owner = components.typeIdentifier(at: index)
      for finger in component.followedFingers.sorted() {
        if let other = follower[finger] {
          found.append(
            InvariantViolation(
              .oneTouchOwner, "finger \(finger) is followed by both \(other) and \(name)"))
        }
        follower[finger] = name
        if fingers[finger] == nil {
          found.append(
            InvariantViolation(
              .oneTouchOwner, "\(name) still follows finger \(finger), which has lifted"))
        } else if fingerOwners[finger] != owner {
          found.append(
            InvariantViolation(
              .oneTouchOwner, "\(name) follows finger \(finger), which was never given to it"))
        }
      }
    }
    return found
  }

  // MARK: animations-settle

  /// A copy of the model, left alone, stops moving within `settleLimit`.
  func settleViolation() -> InvariantViolation? {
    guard isAnimating else { return nil }
    var copy = self
    do {
      try copy.settle(limit: Self.settleLimit)
      return nil
    } catch {
      return InvariantViolation(
        .animationsSettle, "an animation is still running \(Self.settleLimit / 1_000_000) s later")
    }
  }
}
