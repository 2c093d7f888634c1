import Testing

@testable import NavSpecModel

/// The scroll view through the simulator: the rubber band and its inverse, the order in which the
/// router and the scroll view hear a reselection, the signals it sends, and its bounded memory.
/// Expected numbers by hand or from tools/expected/scroll.py (named where used).
@Suite("Scroll view")
struct ScrollViewTests {
  private static func touch(
    _ simulator: inout Simulator, _ phase: Touch.Phase, _ y: Double, at microseconds: Int64
  ) throws {
    try simulator.advance(to: VirtualTime(microseconds: microseconds))
    try simulator.touch(Touch(finger: 1, phase: phase, location: Point(x: 195, y: y)))
  }

  /// Places the content at `offset` with a pan held still before the lift (no fling).
  private static func place(_ simulator: inout Simulator, at offset: Double, from start: Int64)
    throws
  {
    try touch(&simulator, .down, 700, at: start)
    try touch(&simulator, .move, 690, at: start + 8_000)
    try touch(&simulator, .move, 690 - offset, at: start + 16_000)
    try touch(&simulator, .up, 690 - offset, at: start + 216_000)
  }

  private static func tapSelectedTab(_ simulator: inout Simulator, at microseconds: Int64) throws {
    let point = try simulator.centre(ofTab: simulator.selectedTab ?? "")
    try simulator.advance(to: VirtualTime(microseconds: microseconds))
    try simulator.touch(Touch(finger: 2, phase: .down, location: point))
    try simulator.advance(to: VirtualTime(microseconds: microseconds + 50_000))
    try simulator.touch(Touch(finger: 2, phase: .up, location: point))
  }

  @Test("The rubber band's inverse returns the raw overscroll (tools/expected/scroll.py, band.*)")
  func rubberBand() {
    #expect(abs(RubberBand.band(100, dimension: 844) - 51.635150) < 1e-6)
    #expect(abs(RubberBand.band(10_000, dimension: 844) - 731.715006) < 1e-6)
    #expect(RubberBand.band(-5, dimension: 844) == 0)
    for raw in [0.5, 10, 100, 1000, 100_000] {
      let shown = RubberBand.band(raw, dimension: 844)
      #expect(abs(RubberBand.overscroll(showing: shown, dimension: 844) - raw) < 1e-6 * raw)
    }
    #expect(RubberBand.offset(raw: -100, bounds: 0...356, dimension: 844) < 0)
    #expect(RubberBand.raw(showing: 200, bounds: 0...356, dimension: 844) == 200)
  }

  /// Both install orders: the router before the scroll view and after it. The reselection is
  /// delivered with the environment from before it, so the scroll view sees the pushed stack
  /// whichever hears it first.
  @Test(arguments: [true, false])
  func reselectionWithAPushedStackPopsWithoutScrolling(scrollViewFirst: Bool) throws {
    var simulator = Simulator()
    try simulator.installTabBar(style: "glass", titles: ["Home", "Library"])
    let route = RouteType(name: "recipe", items: [RouteItem(id: "pie", title: "Pie")], tab: nil)
    if scrollViewFirst {
      simulator.installScrollView(contentHeight: 3000, rate: .normal)
      try simulator.declareRoutes(route)
    } else {
      try simulator.declareRoutes(route)
      simulator.installScrollView(contentHeight: 3000, rate: .normal)
    }
    let order = simulator.components.all.map { "\(type(of: $0))" }
    #expect(
      order.suffix(2) == (scrollViewFirst ? ["ScrollView", "Router"] : ["Router", "ScrollView"]))
    try Self.place(&simulator, at: 600, from: 0)
    try simulator.push(Route(type: "recipe", id: "pie"))
    try simulator.settle(limit: 10_000_000)
    try Self.tapSelectedTab(&simulator, at: 1_000_000)
    #expect(simulator.events.contains { $0.kind == .poppedToRoot })
    #expect(!simulator.events.contains { $0.kind == .scrollToTop })
    #expect(simulator.scrollView?.scroll("Home").motion.offset(at: simulator.now) == 600)
    // Now at the root: the next reselection scrolls.
    try simulator.settle(limit: 10_000_000)
    try Self.tapSelectedTab(&simulator, at: 2_000_000)
    #expect(simulator.events.contains { $0.kind == .scrollToTop })
  }

  @Test("Every moving sample sends the scroll on screen; a repeat of the last one is not sent")
  func signals() throws {
    var simulator = Simulator()
    try simulator.installTabBar(style: "glass", titles: ["Home", "Library"])
    simulator.installScrollView(contentHeight: 3000, rate: .normal)
    let view = try #require(simulator.scrollView)
    let sent = try #require(view.lastSent)
    #expect(sent.tab == "Home")
    #expect(sent.maxOffset == 2220)
    #expect(sent.isOnScreen)
    try Self.touch(&simulator, .down, 700, at: 0)
    try Self.touch(&simulator, .move, 690, at: 8_000)
    #expect(simulator.scrollView?.lastSent?.motion.phase(at: simulator.now) == .dragging)
    try Self.touch(&simulator, .move, 600, at: 16_000)
    #expect(simulator.scrollView?.lastSent?.motion.offset(at: simulator.now) == 90)
    try simulator.select(tab: "Library")
    #expect(simulator.scrollView?.lastSent?.tab == "Library")
    // The finger on Home's content was let go as a cancel: Home rests at 90.
    #expect(simulator.scrollView?.touch == nil)
    #expect(simulator.scrollView?.scroll("Home").motion.offset(at: simulator.now) == 90)
  }

  @Test("A million-sample drag keeps a bounded estimator")
  func boundedMemory() throws {
    var simulator = Simulator()
    simulator.installScrollView(contentHeight: 1_000_000, rate: .normal)
    try Self.touch(&simulator, .down, 800, at: 0)
    for sample in 1...20_000 {
      // 1 µs apart: the densest samples the clock can carry.
      try Self.touch(&simulator, .move, 800 - Double(sample % 400), at: Int64(sample))
    }
    let samples = simulator.scrollView?.touch?.velocity.samples.count ?? 0
    #expect(samples <= VelocityEstimator.capacity)
    #expect(simulator.events.count == 1)
  }
}
