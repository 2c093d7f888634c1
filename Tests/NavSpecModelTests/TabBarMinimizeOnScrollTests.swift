import Foundation
import Testing

@testable import NavSpecModel

/// The tab bar minimising and expanding as the content scrolls, driven by `contentScrolled`
/// reports delivered directly (the scroll view's own statements are tested with it). Expected
/// instants by hand from UIKit's deceleration, x(t) = x0 + v0·(e^(k·t) − 1)/k with
/// k = 1000·ln(0.998) per second: the crossing of x is at t = ln(1 + k·(x − x0)/v0)/k.
struct TabBarMinimizeOnScrollTests {
  static let k = 1000 * log(0.998)

  /// The instant a fling from `x0` at `v0` (released at 0) reaches `x`, in microseconds,
  /// rounded up to the first whole microsecond at or past it.
  static func crossing(of x: Double, from x0: Double, velocity v0: Double) -> Int64 {
    Int64(clamping: log(1 + k * (x - x0) / v0) / k * 1_000_000, rounding: .up)
  }

  var simulator: Simulator

  init() throws {
    simulator = try TabBarMinimizeTests.makeSimulator()
  }

  /// Reports the selected tab's content moving with `motion`: 3000 pt of content in the full
  /// screen, under a 59 pt top inset and the current bottom inset.
  mutating func report(
    _ motion: ScrollMotion, tab: String = "Home", contentHeight: Double = 3000,
    onScreen: Bool = true
  ) {
    let scroll = ContentScroll(
      tab: tab, motion: motion, viewport: Rect(x: 0, y: 0, width: 390, height: 844),
      topInset: 59, bottomInset: simulator.contentBottomInset, contentHeight: contentHeight,
      frameInterval: 1.0 / 120, isOnScreen: onScreen)
    simulator.deliver([.contentScrolled(scroll)])
  }

  mutating func drag(to offset: Double, atMilliseconds ms: Int64) throws {
    let time = VirtualTime(microseconds: ms * 1000)
    try simulator.advance(to: time)
    report(.dragging(at: offset, since: time))
  }

  mutating func fling(from offset: Double, velocity: Double, atMilliseconds ms: Int64) throws {
    let time = VirtualTime(microseconds: ms * 1000)
    try simulator.advance(to: time)
    report(
      .decelerating(
        from: offset, velocity: velocity, rate: .normal, bounds: 0...2298, at: time))
  }

  var isMinimized: Bool { simulator.tabView?.minimization.isMinimized ?? false }

  func events(_ kind: EventKind) -> [Event] { simulator.events.filter { $0.kind == kind } }

  @Test mutating func aDragPastTheThresholdMinimisesAtTheSample() throws {
    try drag(to: 0, atMilliseconds: 0)
    try drag(to: 30, atMilliseconds: 10)
    #expect(!isMinimized)
    try drag(to: 55, atMilliseconds: 20)
    #expect(isMinimized)
    #expect(events(.tabBarMinimized).map(\.time) == [VirtualTime(microseconds: 20_000)])
    #expect(events(.tabBarMinimized).first?.argument("cause") == .string("scroll"))
    #expect(simulator.contentBottomInset == 34 + 44)
  }

  @Test mutating func aFlingMinimisesAtTheInstantItCrossesTheThreshold() throws {
    try drag(to: 0, atMilliseconds: 0)
    try drag(to: 10, atMilliseconds: 8)
    try fling(from: 10, velocity: 1000, atMilliseconds: 16)
    let expected = 16_000 + Self.crossing(of: 49, from: 10, velocity: 1000)
    // Nothing happens before the instant, however long the step.
    try simulator.advance(to: VirtualTime(microseconds: expected - 1))
    #expect(!isMinimized)
    try simulator.advance(to: VirtualTime(microseconds: 3_000_000))
    #expect(events(.tabBarMinimized).map(\.time) == [VirtualTime(microseconds: expected)])
  }

  @Test mutating func aFlingUpExpandsTheBarWhenTheContentReachesTheTop() throws {
    try drag(to: 0, atMilliseconds: 0)
    try drag(to: 600, atMilliseconds: 100)
    #expect(isMinimized)
    try fling(from: 600, velocity: -4000, atMilliseconds: 200)
    let expected = 200_000 + Self.crossing(of: 0, from: 600, velocity: -4000)
    try simulator.advance(to: VirtualTime(microseconds: 5_000_000))
    let expanded = events(.tabBarExpanded)
    #expect(expanded.map(\.time) == [VirtualTime(microseconds: expected)])
    #expect(expanded.first?.argument("cause") == .string("top"))
    #expect(!isMinimized)
  }

  @Test mutating func scrollingUpPartWayKeepsTheBarMinimised() throws {
    try drag(to: 0, atMilliseconds: 0)
    try drag(to: 600, atMilliseconds: 100)
    try drag(to: 200, atMilliseconds: 200)
    try drag(to: 1, atMilliseconds: 300)
    #expect(isMinimized)
    try drag(to: 0, atMilliseconds: 400)
    #expect(!isMinimized)
  }

  @Test mutating func afterATapTheDistanceCountsFromWhereTheContentIs() throws {
    try drag(to: 0, atMilliseconds: 0)
    try drag(to: 600, atMilliseconds: 100)
    report(.resting(at: 600, since: simulator.now))
    let centre = try simulator.centre(ofTab: "Home")
    try simulator.touch(Touch(finger: 1, phase: .down, location: centre))
    try simulator.touch(Touch(finger: 1, phase: .up, location: centre))
    #expect(!isMinimized)
    #expect(simulator.tabView?.minimization.anchor == 600)
    try drag(to: 580, atMilliseconds: 300)
    #expect(simulator.tabView?.minimization.anchor == 580)
    try drag(to: 628, atMilliseconds: 310)
    #expect(!isMinimized)
    try drag(to: 629, atMilliseconds: 320)
    #expect(isMinimized)
  }

  @Test mutating func onScrollUpMinimisesScrollingUpAndExpandsAtTheBottom() throws {
    try simulator.setMinimizeBehavior(.onScrollUp)
    try drag(to: 2298, atMilliseconds: 0)
    try drag(to: 2260, atMilliseconds: 10)
    #expect(!isMinimized)
    try drag(to: 2249, atMilliseconds: 20)
    #expect(isMinimized)
    // Minimised, the bottom inset is 53 pt smaller, so the content's bottom is 53 pt further down.
    let limit = 3000.0 - (844 - 59 - 78)
    try drag(to: limit - 1, atMilliseconds: 30)
    #expect(isMinimized)
    try drag(to: limit, atMilliseconds: 40)
    #expect(!isMinimized)
    #expect(events(.tabBarExpanded).first?.argument("cause") == .string("bottom"))
  }

  @Test mutating func contentShorterThanTheThresholdNeverMinimises() throws {
    // 40 pt of scrolling: rubber-banding past the bottom is not scrolling.
    let height = 844 - 59 - 83 + 40.0
    report(.dragging(at: 0, since: .zero), contentHeight: height)
    try simulator.advance(to: VirtualTime(microseconds: 10_000))
    report(.dragging(at: 120, since: simulator.now), contentHeight: height)
    #expect(!isMinimized)
  }

  @Test mutating func anotherTabsContentAndCoveredContentDoNotCount() throws {
    try drag(to: 0, atMilliseconds: 0)
    try simulator.advance(to: VirtualTime(microseconds: 10_000))
    report(.dragging(at: 500, since: simulator.now), tab: "Library")
    #expect(!isMinimized)
    report(.dragging(at: 500, since: simulator.now), onScreen: false)
    #expect(!isMinimized)
  }

  @Test mutating func automaticNeverAndARegularWidthDoNotMinimiseOnScroll() throws {
    for behavior in [TabBarMinimizeBehavior.automatic, .never] {
      try simulator.setMinimizeBehavior(behavior)
      report(.dragging(at: 0, since: simulator.now))
      report(.dragging(at: 800, since: simulator.now))
      #expect(!isMinimized)
    }
    try simulator.setMinimizeBehavior(.onScrollDown)
    try simulator.setSizeClass(.regular)
    report(.dragging(at: 0, since: simulator.now))
    report(.dragging(at: 800, since: simulator.now))
    #expect(!isMinimized)
    // Back to compact, the content's offset now is the new anchor.
    try simulator.setSizeClass(.compact)
    #expect(simulator.tabView?.minimization.anchor == 800)
  }

  @Test mutating func theCrossingIsSolvedOnceNotSteppedPerFrame() throws {
    try drag(to: 0, atMilliseconds: 0)
    try fling(from: 0, velocity: 20, atMilliseconds: 10)
    // 20 pt/s never travels 49 pt: no deadline is set at all.
    #expect(simulator.tabView?.minimization.crossing == nil)
    try fling(from: 0, velocity: 2000, atMilliseconds: 20)
    let crossing = simulator.tabView?.minimization.crossing
    #expect(
      crossing == VirtualTime(microseconds: 20_000 + Self.crossing(of: 49, from: 0, velocity: 2000))
    )
  }
}
