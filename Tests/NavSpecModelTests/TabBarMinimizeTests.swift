import Foundation
import Testing

@testable import NavSpecModel

/// The system TabView's iOS 26 minimised tab bar (docs/components/tabview.md): its geometry and
/// insets, the accessory's placement, the morph, a tap and a VoiceOver double tap on it, and what
/// expands it without a scroll. Expected numbers by hand from the constants and the closed form
/// of the critically damped `.smooth` spring, p(t) = 1 − (1 + ωt)·e^(−ωt), ω = 2π/0.5.
struct TabBarMinimizeTests {
  /// A 390 x 844 iPhone with a 34 pt bottom safe area, Home Library Search, on-scroll-down.
  static func makeSimulator(style: SystemTabView.Style = .automatic) throws -> Simulator {
    var simulator = Simulator()
    simulator.setSafeArea(top: 59, bottom: 34)
    try simulator.installSystemTabView(style: style, titles: ["Home", "Library", "Search"])
    try simulator.setMinimizeBehavior(.onScrollDown)
    return simulator
  }

  @Test func theMinimisedBarIsACapsuleAtTheLeadingEdgeWithTheAccessoryInline() throws {
    var simulator = try Self.makeSimulator()
    try simulator.setAccessory(enabled: true)
    #expect(simulator.contentBottomInset == 34 + 49 + 48)
    #expect(simulator.tabView?.accessoryPlacement == .expanded)
    simulator.minimizeForTest(animated: false)
    let layout = try #require(simulator.tabViewLayout)
    #expect(layout.tabBar == Rect(x: 16, y: 766, width: 64, height: 44))
    #expect(layout.accessory == Rect(x: 88, y: 766, width: 286, height: 44))
    #expect(simulator.contentBottomInset == 34 + 44)
    #expect(simulator.tabView?.accessoryPlacement == .inline)
    try simulator.changeSetting(name: "layout-direction", value: "rtl")
    let mirrored = try #require(simulator.tabViewLayout)
    #expect(mirrored.tabBar == Rect(x: 310, y: 766, width: 64, height: 44))
    #expect(mirrored.accessory == Rect(x: 16, y: 766, width: 286, height: 44))
  }

  @Test func theMorphFollowsTheSmoothSpringAndSettles() throws {
    var simulator = try Self.makeSimulator()
    simulator.minimizeForTest(animated: true)
    try simulator.advance(to: VirtualTime(microseconds: 100_000))
    let omega = 2 * Double.pi / 0.5
    let progress = 1 - (1 + omega * 0.1) * exp(-omega * 0.1)
    let tabView = try #require(simulator.tabView)
    #expect(abs(tabView.minimization.progress.value(at: simulator.now) - progress) < 1e-9)
    let drawn = try #require(
      tabView.presentedLayout(
        screen: simulator.screen, safeAreaTop: 59, safeAreaBottom: 34,
        direction: .leftToRight, at: simulator.now
      ).tabBar)
    // From (0, 761, 390, 49) towards (16, 766, 64, 44).
    #expect(abs(drawn.minX - 16 * progress) < 1e-9)
    #expect(abs(drawn.width - (390 - 326 * progress)) < 1e-9)
    // The state is minimised from the start: insets and hit-testing do not wait for the drawing.
    #expect(simulator.contentBottomInset == 78)
    try simulator.advance(to: VirtualTime(microseconds: 2_000_000))
    #expect(simulator.events.contains { $0.kind == .animationSettled })
    #expect(simulator.tabView?.minimization.progress.value(at: simulator.now) == 1)
  }

  @Test func aTapOnTheMinimisedBarExpandsItAndSelectsNothing() throws {
    var simulator = try Self.makeSimulator()
    try simulator.select(tab: "Library")
    simulator.minimizeForTest(animated: false)
    let before = simulator.events.count
    let centre = try simulator.centre(ofTab: "Library")
    #expect(centre == Point(x: 48, y: 788))
    #expect(throws: ModelError.tabNotShown("Home")) { try simulator.centre(ofTab: "Home") }
    try simulator.touch(Touch(finger: 1, phase: .down, location: centre))
    try simulator.touch(Touch(finger: 1, phase: .up, location: centre))
    let after = simulator.events[before...].filter { !$0.kind.isQuiet }
    #expect(after.map(\.kind) == [.tabBarExpanded])
    #expect(after.first?.argument("cause") == .string("tap"))
    #expect(simulator.tabView?.minimization.isMinimized == false)
    #expect(simulator.selectedTab == "Library")
  }

  @Test func aTouchBesideTheMinimisedBarReachesTheContent() throws {
    var simulator = try Self.makeSimulator()
    simulator.minimizeForTest(animated: false)
    // Where the Search item was: the content is uncovered there now.
    try simulator.touch(Touch(finger: 1, phase: .down, location: Point(x: 325, y: 785)))
    try simulator.touch(Touch(finger: 1, phase: .up, location: Point(x: 325, y: 785)))
    #expect(simulator.selectedTab == "Home")
    #expect(simulator.tabView?.minimization.isMinimized == true)
  }

  @Test func voiceOverSeesTheSelectedTabAloneAndADoubleTapExpands() throws {
    var simulator = try Self.makeSimulator()
    try simulator.select(tab: "Library")
    simulator.minimizeForTest(animated: false)
    try simulator.changeSetting(name: "voiceover", value: "on")
    let elements = simulator.accessibilityElements
    #expect(elements.map(\.spokenDescription) == ["Selected, Library, Tab, 2 of 3"])
    #expect(elements.first?.frame == Rect(x: 16, y: 766, width: 64, height: 44))
    try simulator.perform(.activate("Library"))
    #expect(simulator.tabView?.minimization.isMinimized == false)
    #expect(!simulator.events.contains { $0.kind == .reselected })
    let expanded = simulator.events.last { $0.kind == .tabBarExpanded }
    #expect(expanded?.argument("cause") == .string("voiceover"))
    #expect(simulator.accessibilityElements.count == 3)
  }

  @Test func aRegularWidthExpandsTheBarAtOnceAndDoesNotMinimise() throws {
    for style in SystemTabView.Style.allCases {
      var simulator = try Self.makeSimulator(style: style)
      try simulator.setAccessory(enabled: true)
      simulator.minimizeForTest(animated: false)
      try simulator.setSizeClass(.regular)
      let tabView = try #require(simulator.tabView)
      #expect(!tabView.minimization.isMinimized)
      #expect(!tabView.canMinimize)
      #expect(tabView.minimization.progress.value(at: simulator.now) == 0)
      #expect(tabView.accessoryPlacement == .expanded)
      let kinds = simulator.events.map(\.kind)
      #expect(kinds.suffix(3) == [.sizeClassChanged, .tabBarExpanded, .accessoryPlacementChanged])
    }
  }

  @Test func automaticAndNeverDoNotMinimiseAndExpandAMinimisedBar() throws {
    var simulator = try Self.makeSimulator()
    #expect(simulator.tabView?.canMinimize == true)
    simulator.minimizeForTest(animated: false)
    try simulator.setMinimizeBehavior(.never)
    #expect(simulator.tabView?.minimization.isMinimized == false)
    #expect(
      simulator.events.last { $0.kind == .tabBarExpanded }?.argument("cause") == .string("behavior")
    )
    try simulator.setMinimizeBehavior(.automatic)
    #expect(simulator.tabView?.canMinimize == false)
  }

  @Test func reduceMotionChangesTheShapeAtOnce() throws {
    var simulator = try Self.makeSimulator()
    try simulator.changeSetting(name: "reduce-motion", value: "on")
    simulator.minimizeViaModel()
    let tabView = try #require(simulator.tabView)
    #expect(tabView.minimization.progress.value(at: simulator.now) == 1)
    #expect(!tabView.isAnimating(at: simulator.now))
    #expect(!simulator.events.contains { $0.kind == .animationBegan })
  }
}

extension Simulator {
  /// Minimises the TabView's bar as a crossing of the threshold would, without scrolling.
  mutating func minimizeForTest(animated: Bool) {
    let now = self.now
    var events = self.events
    tabView?.setMinimized(true, cause: .scroll, at: now, animated: animated, events: &events)
    self.events = events
  }

  /// Minimises with the animation the settings ask for.
  mutating func minimizeViaModel() {
    minimizeForTest(animated: !settings.reduceMotion)
  }
}
