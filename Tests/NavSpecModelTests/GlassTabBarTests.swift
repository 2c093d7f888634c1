import Testing

@testable import NavSpecModel

/// The glass bar driven through the simulator with raw touches, as a scenario would.
struct GlassTabBarTests {
  /// A 390 pt screen with four tabs: items 97.5 pt wide, the bar's top at 780.
  func makeSimulator() -> Simulator {
    var simulator = Simulator()
    simulator.installGlassTabBar(titles: ["Home", "Search", "Library", "Profile"])
    return simulator
  }

  func at(_ milliseconds: Int64) -> VirtualTime { .milliseconds(milliseconds) }

  func touch(
    _ simulator: inout Simulator, _ phase: Touch.Phase, _ x: Double, _ y: Double = 812,
    finger: Int = 1, at time: Int64
  ) throws {
    try simulator.advance(to: at(time))
    try simulator.touch(Touch(finger: finger, phase: phase, location: Point(x: x, y: y)))
  }

  func kinds(_ simulator: Simulator) -> [EventKind] { simulator.loudEventKinds }

  @Test func layoutFollowsTheDesignDocument() throws {
    let simulator = makeSimulator()
    let bar = try #require(simulator.glassTabBar)
    #expect(bar.frame == Rect(x: 0, y: 780, width: 390, height: 64))
    #expect(bar.itemWidth == 97.5)
    #expect(bar.pillWidth == 117)
    #expect(bar.restingOffset(for: 2) == 185.25)
    #expect(bar.pill.offset(at: .zero) == -9.75)
  }

  @Test func safeAreaLiftsTheBar() throws {
    var simulator = makeSimulator()
    simulator.setSafeArea(bottom: 34)
    #expect(simulator.glassTabBar?.frame.minY == 746)
  }

  @Test func tapSelectsAndSlidesThePillWithEaseInOut() throws {
    var simulator = makeSimulator()
    try touch(&simulator, .down, 243.75, at: 0)
    try touch(&simulator, .up, 243.75, at: 50)
    #expect(simulator.glassTabBar?.selectedIndex == 2)
    #expect(kinds(simulator) == [.selectionChanged])
    // Halfway through 0.35 s the easeInOut progress is exactly 0.5.
    try simulator.advance(to: at(225))
    let bar = try #require(simulator.glassTabBar)
    #expect(abs(bar.pill.offset(at: simulator.now) - (-9.75 + 0.5 * 195)) < 1e-6)
    try simulator.advance(to: at(400))
    #expect(simulator.glassTabBar?.pill.offset(at: simulator.now) == 185.25)
    #expect(simulator.events.last?.kind == .animationSettled)
  }

  @Test func tappingTheSelectedTabReselects() throws {
    var simulator = makeSimulator()
    try touch(&simulator, .down, 48, at: 0)
    try touch(&simulator, .up, 48, at: 50)
    #expect(kinds(simulator) == [.reselected])
    #expect(simulator.glassTabBar?.selectedIndex == 0)
  }

  @Test func dragFollowsTheFingerClampsAndSnapsToTheNearestTab() throws {
    var simulator = makeSimulator()
    try touch(&simulator, .down, 48, at: 0)
    try touch(&simulator, .move, 55, at: 10)
    #expect(simulator.glassTabBar?.tracking?.drag.hasBegun == false)
    try touch(&simulator, .move, 58, at: 20)
    #expect(kinds(simulator) == [.dragBegan])
    // Translation is measured from touch-down: 10 pt.
    #expect(simulator.glassTabBar?.pill.dragOffset == 10)
    try touch(&simulator, .move, 1000, at: 30)
    // Clamped so the pill's centre stops at the last item's centre.
    #expect(simulator.glassTabBar?.pill.dragOffset == 292.5)
    try touch(&simulator, .move, 200, at: 40)
    try touch(&simulator, .up, 200, at: 50)
    // 152 pt is 1.56 items: nearest is Library.
    #expect(simulator.glassTabBar?.selectedIndex == 2)
    #expect(kinds(simulator) == [.dragBegan, .dragEnded, .selectionChanged])
    // The pill starts its slide where the finger left it.
    #expect(simulator.glassTabBar?.pill.offset(at: simulator.now) == -9.75 + 152)
  }

  @Test func longPressOnThePillSwellsAndADragMayFollow() throws {
    var simulator = makeSimulator()
    try touch(&simulator, .down, 48, at: 0)
    try simulator.advance(to: at(499))
    #expect(kinds(simulator).isEmpty)
    try simulator.advance(to: at(500))
    #expect(kinds(simulator) == [.longPressBegan])
    try touch(&simulator, .move, 160, at: 600)
    try touch(&simulator, .up, 160, at: 700)
    #expect(
      kinds(simulator) == [
        .longPressBegan, .dragBegan, .dragEnded, .selectionChanged, .longPressEnded,
      ])
    #expect(simulator.glassTabBar?.pill.scale.target == 1)
  }

  @Test func longPressMeansNoTap() throws {
    var simulator = makeSimulator()
    try touch(&simulator, .down, 48, at: 0)
    try touch(&simulator, .up, 48, at: 800)
    #expect(kinds(simulator) == [.longPressBegan, .longPressEnded])
  }

  @Test func secondFingerIsIgnored() throws {
    var simulator = makeSimulator()
    try touch(&simulator, .down, 48, at: 0)
    try touch(&simulator, .down, 300, finger: 2, at: 10)
    try touch(&simulator, .up, 300, finger: 2, at: 20)
    try touch(&simulator, .up, 48, at: 30)
    #expect(kinds(simulator) == [.reselected])
  }

  @Test func cancelEndsEverythingAndReturnsThePill() throws {
    var simulator = makeSimulator()
    try touch(&simulator, .down, 48, at: 0)
    try touch(&simulator, .move, 150, at: 100)
    try simulator.advance(to: at(200))
    try simulator.touch(Touch(finger: 1, phase: .cancel, location: Point(x: 150, y: 812)))
    #expect(kinds(simulator) == [.dragBegan, .dragCancelled])
    #expect(simulator.glassTabBar?.selectedIndex == 0)
    #expect(simulator.glassTabBar?.pill.base.target == -9.75)
  }

  @Test func reduceMotionJumpsAndHighlights() throws {
    var simulator = makeSimulator()
    try simulator.changeSetting(name: "reduce-motion", value: "on")
    try touch(&simulator, .down, 243.75, at: 0)
    try touch(&simulator, .up, 243.75, at: 50)
    #expect(simulator.glassTabBar?.pill.offset(at: simulator.now) == 185.25)
    try touch(&simulator, .down, 243.75, at: 100)
    try simulator.advance(to: at(700))
    #expect(simulator.glassTabBar?.pill.isHighlighted == true)
    #expect(simulator.glassTabBar?.pill.scale.value(at: simulator.now) == 1)
  }

  @Test func rightToLeftMirrors() throws {
    var simulator = makeSimulator()
    try simulator.changeSetting(name: "layout-direction", value: "rtl")
    let bar = try #require(simulator.glassTabBar)
    #expect(bar.tabFrame(0, direction: .rightToLeft).minX == 292.5)
    // Dragging left moves the pill towards the trailing tabs.
    try touch(&simulator, .down, 340, at: 0)
    try touch(&simulator, .move, 140, at: 100)
    try touch(&simulator, .up, 140, at: 110)
    #expect(simulator.glassTabBar?.selectedIndex == 2)
  }

  @Test func accessibilityReadsAsTheFactsSay() throws {
    var simulator = makeSimulator()
    try simulator.updateTab("Search") { $0.badge = .count(3) }
    let elements = simulator.accessibilityElements
    #expect(elements[0].spokenDescription == "Selected, Home, Tab, 1 of 4")
    #expect(elements[1].spokenDescription == "Search: 3 items, Tab, 2 of 4")
    #expect(elements[0].traits == [.button, .selected])
  }

  @Test func voiceOverTapFocusesAndDoubleTapActivates() throws {
    var simulator = makeSimulator()
    try simulator.changeSetting(name: "voiceover", value: "on")
    try touch(&simulator, .down, 243.75, at: 0)
    try touch(&simulator, .up, 243.75, at: 50)
    #expect(simulator.voiceOver.focusedIdentifier == "Library")
    #expect(simulator.glassTabBar?.selectedIndex == 0)
    try touch(&simulator, .down, 20, at: 150)
    try touch(&simulator, .up, 20, at: 200)
    #expect(simulator.glassTabBar?.selectedIndex == 2)
    #expect(simulator.voiceOver.lastSpoken == "Selected, Library, Tab, 3 of 4")
  }

  @Test func modelRefusesImpossibleInput() throws {
    var simulator = makeSimulator()
    #expect(throws: ModelError.fingerNotDown(1)) {
      try simulator.touch(Touch(finger: 1, phase: .up, location: .zero))
    }
    try simulator.advance(to: at(10))
    #expect(throws: ModelError.timeWentBack(now: at(10), requested: at(5))) {
      try simulator.advance(to: at(5))
    }
    #expect(throws: ModelError.voiceOverIsOff) { try simulator.perform(.next) }
  }

  @Test func stateTreeReachesEveryDocumentedGroup() throws {
    let state = makeSimulator().state()
    for path in [
      "selection", "pill.offset", "pill.scale", "tabs.Library.a11y.spoken", "bar.frame.y",
      "voiceover.focus", "settings.reduce-motion",
    ] {
      let steps = path.split(separator: ".").map { StateNode.PathStep.name(String($0)) }
      #expect(state.node(at: steps) != nil, "\(path)")
    }
    #expect(
      state.node(at: [.name("tabs"), .subscript("2"), .name("title")]) == .leaf(.string("Library")))
  }
}
