import Testing

@testable import NavSpecModel

/// Each built-in invariant holds on a model driven normally and fires on one broken by hand
/// (docs/explore.md#built-in-invariants).
struct InvariantTests {
  func glass() -> Simulator {
    var simulator = Simulator()
    simulator.installGlassTabBar(titles: ["Home", "Search", "Library", "Profile"])
    return simulator
  }

  func names(_ violations: [InvariantViolation]) -> [String] {
    violations.map(\.invariant.name)
  }

  func touch(_ simulator: inout Simulator, _ phase: Touch.Phase, x: Double, finger: Int = 1)
    throws
  {
    try simulator.touch(Touch(finger: finger, phase: phase, location: Point(x: x, y: 812)))
  }

  @Test func everyBuiltInHoldsThroughATapAndADrag() throws {
    var simulator = glass()
    #expect(simulator.invariantViolations().isEmpty)
    try touch(&simulator, .down, x: 250)
    #expect(simulator.invariantViolations().isEmpty)
    try touch(&simulator, .up, x: 250)
    #expect(simulator.invariantViolations().isEmpty)
    try simulator.advance(to: .milliseconds(100))
    #expect(simulator.invariantViolations().isEmpty)
    try touch(&simulator, .down, x: 240)
    try simulator.advance(to: .milliseconds(150))
    try touch(&simulator, .move, x: 20)
    #expect(simulator.invariantViolations().isEmpty)
    try touch(&simulator, .up, x: 20)
    try simulator.settle(limit: Simulator.settleLimit)
    #expect(simulator.invariantViolations().isEmpty)
  }

  @Test func oneSelectionFiresOnASelectionThatIsNoTabOrAHiddenOne() throws {
    var simulator = Simulator()
    try simulator.installTabBar(style: "system", titles: ["Home", "Search", "Library"])
    #expect(simulator.invariantViolations([.oneSelection]).isEmpty)
    simulator.components.modify(SystemTabView.self) { $0.selectedTitle = "Nowhere" }
    #expect(
      simulator.invariantViolations([.oneSelection]).map(\.message) == [
        "selection is Nowhere, not one of the tabs [Home, Search, Library]"
      ])
    simulator.components.modify(SystemTabView.self) { tabView in
      tabView.selectedTitle = "Library"
      tabView.update(tab: "Library") { $0.isHidden = true }
    }
    #expect(
      simulator.invariantViolations([.oneSelection]).map(\.message) == [
        "selection is Library, a hidden tab"
      ])
  }

  /// With every tab hidden nothing else can be selected: the model keeps the selection, and the
  /// invariant accepts it (found by `navspec explore` on the minimise-on-scroll set-up).
  @Test func oneSelectionAcceptsAHiddenSelectionWhenNoTabIsShown() throws {
    var simulator = Simulator()
    try simulator.installTabBar(style: "system", titles: ["Home", "Library", "Search"])
    try simulator.setTabHidden("Library", true)
    try simulator.setTabHidden("Search", true)
    #expect(simulator.invariantViolations([.oneSelection]).isEmpty)
    try simulator.setTabHidden("Home", true)
    #expect(simulator.tabView?.selectedTitle == "Home")
    #expect(simulator.invariantViolations([.oneSelection]).isEmpty)
  }

  @Test func finiteValuesNamesThePathOfANaN() throws {
    var simulator = glass()
    simulator.components.modify(GlassTabBar.self) { $0.pill.dragOffset = .nan }
    let violations = simulator.invariantViolations([.finiteValues])
    #expect(violations.map(\.message) == ["pill.offset is nan"])
  }

  /// The path is spelled only for the number found, and spelled as state paths are: a keyed
  /// group's children as subscripts, the first non-finite number in tree order.
  @Test func finiteValuesSpellsAKeyedPath() {
    func branch(_ children: [(String, StateNode)]) -> StateNode {
      .branch(children.map { StateNode.Child($0.0, $0.1) })
    }
    let tree = branch([
      ("selection", .leaf(.string("Home"))),
      (
        "tabs",
        branch([
          ("Home", branch([("frame", branch([("x", .leaf(.number(0)))]))])),
          ("Library", branch([("frame", branch([("x", .leaf(.number(-.infinity)))]))])),
        ])
      ),
      ("pill", branch([("offset", .leaf(.number(.nan)))])),
    ])
    #expect(glass().firstNonFiniteValue(in: tree)?.message == "tabs[Library].frame.x is -inf")
  }

  /// Given a tree found finite before, the check skips only the branches the new tree shares
  /// with it (the same storage, as a memo hands back): a number that changed is still found,
  /// under a shared parent's new sibling, one level down and below the paired levels, and a
  /// branch under a key that moved is not paired with the one at its old place.
  @Test func finiteValuesAfterAFiniteTreeStillFindsWhatChanged() {
    func branch(_ children: [(String, StateNode)]) -> StateNode {
      .branch(children.map { StateNode.Child($0.0, $0.1) })
    }
    func number(_ value: Double) -> StateNode { .leaf(.number(value)) }
    let home = branch([("frame", branch([("x", number(0))]))])
    let before = branch([
      ("tabs", branch([("Home", home), ("Library", branch([("x", number(1))]))])),
      ("pill", branch([("offset", number(2)), ("frame", branch([("x", number(3))]))])),
    ])
    let simulator = glass()
    #expect(simulator.firstNonFiniteValue(in: before, before: before) == nil)
    let cases: [(StateNode, String)] = [
      (
        branch([
          ("tabs", branch([("Home", home), ("Library", branch([("x", number(.nan))]))])),
          ("pill", before.child(.name("pill"))!),
        ]), "tabs[Library].x is nan"
      ),
      (
        branch([
          ("tabs", before.child(.name("tabs"))!),
          ("pill", branch([("offset", number(2)), ("frame", branch([("x", number(.infinity))]))])),
        ]), "pill.frame.x is inf"
      ),
      (
        branch([
          ("pill", branch([("offset", number(-.infinity))])),
          ("tabs", before.child(.name("tabs"))!),
        ]), "pill.offset is -inf"
      ),
    ]
    for (tree, message) in cases {
      #expect(simulator.firstNonFiniteValue(in: tree, before: before)?.message == message)
      #expect(simulator.firstNonFiniteValue(in: tree)?.message == message)
    }
  }

  @Test func indicatorInsideBarFiresOnAPillRestingOutside() throws {
    var simulator = glass()
    #expect(simulator.invariantViolations([.indicatorInsideBar]).isEmpty)
    simulator.components.modify(GlassTabBar.self) { bar in
      bar.pill.base.jump(to: -60, at: .zero)
    }
    let violations = simulator.invariantViolations([.indicatorInsideBar])
    #expect(
      violations.map(\.message) == [
        "the pill's centre (pill.offset -60 + pill.width / 2) is -1.5 from the bar's leading "
          + "edge, before the first tab's centre (48.75)"
      ])
  }

  @Test func indicatorInsideBarAllowsAGooeySpringOvershoot() throws {
    var simulator = Simulator()
    try simulator.installTabBar(style: "gooey", titles: ["A", "B", "C", "D", "E", "F", "G", "H"])
    try simulator.settle(limit: Simulator.settleLimit)
    let bar = try #require(simulator.components.first(GooeyTabBar.self))
    let last = try simulator.centre(ofTab: "H")
    try touch(&simulator, .down, x: last.x)
    try simulator.touch(Touch(finger: 1, phase: .up, location: last))
    // Mid-flight the spring carries the ball past the last slot's centre; only where it heads
    // is judged.
    var overshot = false
    for step in 1...60 {
      try simulator.advance(to: simulator.now + 10_000)
      let moving = try #require(simulator.components.first(GooeyTabBar.self))
      if moving.leadingCenter.value(at: simulator.now) > bar.frame.width - bar.layout(.leftToRight)
        .slotWidth / 2 + 1
      {
        overshot = true
      }
      #expect(simulator.invariantViolations([.indicatorInsideBar]).isEmpty, "step \(step)")
    }
    #expect(overshot)
    simulator.components.modify(GooeyTabBar.self) { $0.leadingCenter.jump(to: 500, at: .zero) }
    #expect(names(simulator.invariantViolations([.indicatorInsideBar])) == ["indicator-inside-bar"])
  }

  @Test func accessibilityMatchesTabsFiresOnARelabelledElement() throws {
    let simulator = glass()
    #expect(simulator.invariantViolations([.accessibilityMatchesTabs]).isEmpty)
    // The bar's tabs and its elements come from one list; a bar whose label override the
    // element ignored is the defect this catches. Simulated with an element list of another bar.
    let bar = try #require(simulator.glassTabBar)
    var other = bar
    other.tabs.removeLast()
    let mismatch = InvariantViolation.accessibilityMismatch(
      elements: other.accessibilityElements(direction: .leftToRight), expected: bar.tabTitles,
      label: { $0 }, selected: bar.selectedTitle, exposesSelection: true)
    #expect(
      mismatch?.message
        == "the accessibility tree's tabs are [Home, Search, Library], the visible tabs are "
        + "[Home, Search, Library, Profile]")
    let twoSelected = bar.accessibilityElements(direction: .leftToRight).map { element in
      var element = element
      if element.identifier == "Search" { element.traits.append(.selected) }
      return element
    }
    let selection = InvariantViolation.accessibilityMismatch(
      elements: twoSelected, expected: bar.tabTitles, label: { $0 }, selected: "Home",
      exposesSelection: true)
    #expect(
      selection?.message == "the tabs with the selected trait are Home, Search, should be Home")
  }

  @Test func oneTouchOwnerFiresOnAFingerFollowedAfterItLifted() throws {
    var simulator = glass()
    try touch(&simulator, .down, x: 250)
    #expect(simulator.invariantViolations([.oneTouchOwner]).isEmpty)
    // The finger lifts, but the bar never hears of it: a leak.
    simulator.fingers[1] = nil
    simulator.fingerOwners[1] = nil
    #expect(
      simulator.invariantViolations([.oneTouchOwner]).map(\.message) == [
        "GlassTabBar still follows finger 1, which has lifted"
      ])
  }

  @Test func oneTouchOwnerFiresOnAFingerGivenToAnotherComponent() throws {
    var simulator = try ModelFixtures.recipeSimulator()
    try touch(&simulator, .down, x: 250)
    simulator.fingerOwners[1] = ObjectIdentifier(Router.self)
    #expect(
      simulator.invariantViolations([.oneTouchOwner]).map(\.message) == [
        "GlassTabBar follows finger 1, which was never given to it"
      ])
  }

  @Test func declaredStackItemsAcceptsADeletedItemButNotAnUndeclaredOne() throws {
    var simulator = try ModelFixtures.recipeSimulator()
    try simulator.select(tab: "Library")
    try simulator.push(Route(type: "recipe", id: "pancakes"))
    try simulator.settle(limit: Simulator.settleLimit)
    #expect(simulator.invariantViolations([.declaredStackItems]).isEmpty)
    try simulator.delete(Route(type: "recipe", id: "pancakes"))
    #expect(simulator.invariantViolations([.declaredStackItems]).isEmpty)
    simulator.components.modify(Router.self) { router in
      router.stacks["Library"]?.entries.append(
        NavigationStack.Entry(route: Route(type: "recipe", id: "crumble"), title: "Crumble"))
    }
    #expect(
      simulator.invariantViolations([.declaredStackItems]).map(\.message) == [
        "stacks[Library].path[1] is recipe/crumble: recipe has no item crumble"
      ])
  }

  @Test func animationsSettleFiresOnAnAnimationThatNeverEnds() throws {
    var simulator = glass()
    try touch(&simulator, .down, x: 250)
    try touch(&simulator, .up, x: 250)
    #expect(simulator.invariantViolations([.animationsSettle]).isEmpty)
    // A swell that takes two minutes is still running when the settle limit is reached.
    let now = simulator.now
    simulator.components.modify(GlassTabBar.self) { bar in
      bar.pill.scale.animate(to: 2, with: .timing(.easeInOut, duration: 120), at: now)
    }
    #expect(names(simulator.invariantViolations([.animationsSettle])) == ["animations-settle"])
  }
}
