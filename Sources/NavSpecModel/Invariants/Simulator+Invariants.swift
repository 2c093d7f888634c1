/// The built-in invariants, checked on the model as it is now (docs/explore.md#built-in-invariants
/// says what each means, why it must hold and what it cannot see). The simulator checks what
/// no one component can see (the selection against the tabs, every number in the state tree, the
/// fingers against their owners, the settling); each component checks its own indicator,
/// accessibility tree and stacks (`ScreenComponent.invariantViolations(on:checking:)`).
extension Simulator {
  /// How long `animations-settle` lets the clock run, in microseconds: 60 s, as `settle` in a
  /// scenario (our decision: every animation the model knows lasts under a second or two; a
  /// minute is far past any of them and still quick to simulate).
  public static let settleLimit: Int64 = 60_000_000

  /// Every violation of the invariants in `which`, in `BuiltInInvariant` order; empty when all
  /// hold.
  public func invariantViolations(
    _ which: BuiltInInvariantSet = BuiltInInvariantSet.all
  ) -> [InvariantViolation] {
    invariantViolations(which, in: nil)
  }

  /// `invariantViolations(_:)`, reading `state`, the whole state tree of this model as it is now
  /// (`state()`), when the caller has built it: a driver that checks every built-in after every
  /// step and then reads the tree itself (`navspec explore` records coverage from it) builds it
  /// once, not three times. Without it, the tree is built at most once here: `one-selection` and
  /// `finite-values` both read it.
  ///
  /// `finiteBefore`: an earlier tree of this run whose numbers were all found finite. The
  /// branches `state` shares with it (`StateNode.sameStorage`), those a component handed back
  /// unbuilt, hold the very numbers found finite then, and `finite-values` does not walk them
  /// again.
  public func invariantViolations(
    _ which: BuiltInInvariantSet, in state: StateNode?, finiteBefore: StateNode? = nil
  ) -> [InvariantViolation] {
    guard !which.isEmpty else { return [] }
    let device = self.device
    let whole = which.contains(.finiteValues) ? state ?? self.state() : state
    var found: [InvariantViolation] = []
    if which.contains(.oneSelection) {
      found += selectionViolations(tabs: whole.map { $0.child(.name("tabs")) })
    }
    if which.contains(.finiteValues), let whole,
      let violation = firstNonFiniteValue(in: whole, before: finiteBefore)
    {
      found.append(violation)
    }
    if which.contains(.oneTouchOwner) { found += touchOwnerViolations() }
    if which.contains(.animationsSettle), let violation = settleViolation() {
      found.append(violation)
    }
    found += components.invariantViolations(on: device, checking: which)
    // Nearly always none: `navspec explore` asks after every step.
    guard found.count > 1 else { return found }
    let order = Self.invariantOrder
    return found.enumerated().sorted {
      (order[$0.element.invariant] ?? 0, $0.offset) < (order[$1.element.invariant] ?? 0, $1.offset)
    }.map(\.element)
  }

  /// Each built-in's position in `BuiltInInvariant.allCases`: the order violations are listed in.
  private static let invariantOrder = Dictionary(
    uniqueKeysWithValues: BuiltInInvariant.allCases.enumerated().map { ($1, $0) })

  // MARK: one-selection

  /// The tab container selects one of its tabs, one not hidden, and its state tree marks exactly
  /// that one `selected`. `tabs`: the state tree's `tabs` branch when the caller has the tree
  /// (`.some(nil)` when it has none), else it is built here.
  func selectionViolations(tabs known: StateNode?? = nil) -> [InvariantViolation] {
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
    let tabs =
      (known ?? value(named: "tabs", .leaf("selected", ofEveryChildOf: "tabs")))?.children ?? []
    // Counted first, listed only for the message (this runs after every generated step).
    func isMarked(_ tab: StateNode.Child) -> Bool {
      tab.node.child(.name("selected")) == .leaf(.bool(true))
    }
    var markedCount = 0
    var firstMarked: String?
    for tab in tabs where isMarked(tab) {
      markedCount += 1
      if firstMarked == nil { firstMarked = tab.key }
    }
    guard markedCount != 1 || firstMarked != selected else { return [] }
    let marked = tabs.filter(isMarked).map(\.key)
    let seen = marked.isEmpty ? "no tab" : marked.map { "tabs[\($0)]" }.joined(separator: ", ")
    return [
      InvariantViolation(
        .oneSelection, "selection is \(selected), but \(seen) has selected == true")
    ]
  }

  /// Whether the container shows no tab at all (the app and the user hid every one): then nothing
  /// can be selected instead, and the selection stays where it was (docs/model.md, "Every tab
  /// hidden").
  private func noTabShown(_ container: any TabContainer) -> Bool {
    if let tabView = components.first(SystemTabView.self) { return tabView.shownTabs.isEmpty }
    return container.tabTitles.allSatisfy(container.hiddenTitles.contains)
  }

  // MARK: finite-values

  /// The first number in the whole state tree (`state`, as `state()` builds it) that is NaN or
  /// infinite, with its path. The path is spelled out only for the number found: spelling it for
  /// every node took most of the check's time, which `navspec explore` pays after every step.
  /// `before`: an earlier tree found finite, whose branches `state` shares are not walked.
  func firstNonFiniteValue(in state: StateNode, before: StateNode? = nil) -> InvariantViolation? {
    /// The keys from the root to the first non-finite number under `node`, leaf first, and the
    /// number.
    ///
    /// It reads the children in place (a borrowed node, the children's own buffer): a loop over
    /// the array copies each child and counts references to what it holds, which was three
    /// quarters of the walk's time, and `navspec explore` walks the whole tree after every step.
    func search(_ node: borrowing StateNode) -> (keys: [String], value: Double)? {
      switch node {
      case .leaf(.number(let value)) where !value.isFinite:
        return ([], value)
      case .leaf:
        return nil
      case .branch(let children):
        return children.withUnsafeBufferPointer { children in
          for index in children.indices {
            if var found = search(children[index].node) {
              found.keys.append(children[index].key)
              return found
            }
          }
          return nil
        }
      }
    }
    guard !Self.isFinite(state, before: before?.children, depth: Self.pairedDepth),
      let (keys, value) = search(state)
    else { return nil }
    // A root's children are keyed when the root is a keyed group (`tabs[Home]`), as
    // `StatePath` spells them.
    var path = ""
    var keyed = false
    for (depth, key) in keys.reversed().enumerated() {
      path = keyed ? "\(path)[\(key)]" : path.isEmpty ? key : "\(path).\(key)"
      keyed = depth == 0 && StateRoots.keyed.contains(key)
    }
    return InvariantViolation(.finiteValues, "\(path) is \(value)")
  }

  /// How deep `isFinite(_:before:depth:)` pairs a branch's children with the earlier tree's:
  /// the root's children (a component's branches, `tabs`, `bar`) and theirs (each tab), where
  /// components hand branches back. Pairing every level cost more than it skipped (the leaves
  /// below are few and change with the step).
  private static let pairedDepth = 2

  /// `isFinite(_:)`, not walking the branches `node` shares with `before`, the children of the
  /// node at its place in a tree found finite: each child is paired with the one at its
  /// position when their keys agree (a branch's children come in the same order from step to
  /// step), to `depth` levels.
  private static func isFinite(
    _ node: borrowing StateNode, before: [StateNode.Child]?, depth: Int
  ) -> Bool {
    guard depth > 0, let before else { return isFinite(node) }
    switch node {
    case .leaf: return isFinite(node)
    case .branch(let children):
      if StateNode.sameStorage(children, before) { return true }
      return isFinite(children, before: before, depth: depth)
    }
  }

  /// The loop of `isFinite(_:before:depth:)` over a branch's children.
  private static func isFinite(
    _ children: [StateNode.Child], before: [StateNode.Child], depth: Int
  ) -> Bool {
    children.withUnsafeBufferPointer { children in
      before.withUnsafeBufferPointer { before in
        for index in children.indices {
          var paired: [StateNode.Child]?
          if index < before.count, before[index].key == children[index].key,
            case .branch(let earlier) = before[index].node
          {
            paired = earlier
          }
          if !isFinite(children[index].node, before: paired, depth: depth - 1) { return false }
        }
        return true
      }
    }
  }

  /// Whether every number under `node` is finite: the walk of every step, kept apart from
  /// `search`'s, which gathers the path to what it finds. Apart, and not nested in a function,
  /// it reads each child in place; `search` still copies each child it passes on (a quarter of
  /// the walk's time when it walked every step).
  private static func isFinite(_ node: borrowing StateNode) -> Bool {
    switch node {
    case .leaf(.number(let value)): return value.isFinite
    case .leaf: return true
    case .branch(let children):
      return children.withUnsafeBufferPointer { children in
        for index in children.indices where !isFinite(children[index].node) { return false }
        return true
      }
    }
  }

  // MARK: one-touch-owner

  /// Each finger a component follows is down, was given to that component, and is followed by
  /// no other component.
  func touchOwnerViolations() -> [InvariantViolation] {
    var found: [InvariantViolation] = []
    // The component following each finger, by index; a component's name is spelled only for a
    // violation (spelling every component's type after every generated step was about 1 % of
    // `navspec explore`).
    var follower: [Int: Int] = [:]
    func name(_ index: Int) -> String { "\(type(of: components[index]))" }
    for index in 0..<components.count {
      let followed = components.followedFingers(at: index)
      guard !followed.isEmpty else { continue }
      let owner = components.typeIdentifier(at: index)
      for finger in followed.sorted() {
        if let other = follower[finger] {
          found.append(
            InvariantViolation(
              .oneTouchOwner,
              "finger \(finger) is followed by both \(name(other)) and \(name(index))"))
        }
        follower[finger] = index
        if fingers[finger] == nil {
          found.append(
            InvariantViolation(
              .oneTouchOwner, "\(name(index)) still follows finger \(finger), which has lifted"))
        } else if fingerOwners[finger] != owner {
          found.append(
            InvariantViolation(
              .oneTouchOwner,
              "\(name(index)) follows finger \(finger), which was never given to it"))
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
    // The verdict reads no event: without the log, the events the copy emits as it settles are
    // not appended to a copy of the whole log (about half of this check's time, after every
    // generated step that ends moving).
    copy.discardEvents()
    do {
      try copy.settle(limit: Self.settleLimit)
      return nil
    } catch {
      return InvariantViolation(
        .animationsSettle, "an animation is still running \(Self.settleLimit / 1_000_000) s later")
    }
  }
}
