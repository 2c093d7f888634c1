import Testing

@testable import NavSpecModel

/// The collapsing header against numbers computed outside the model: `python3
/// tools/expected/header.py` (each expected value names its line there). Scroll readings are
/// delivered as the scroll view sends them, `contentScrolled` signals, so these tests need no
/// scroll view.
@Suite("Collapsing header")
struct CollapsingHeaderTests {
  private static func at(_ seconds: Double) -> VirtualTime { .seconds(seconds) }

  private static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-6 }

  /// A simulator with the header installed, on the default 390 × 844 screen, safe area 0.
  private static func simulator(_ placement: CollapsingHeader.Placement = .stacked) -> Simulator {
    var simulator = Simulator()
    simulator.installCollapsingHeader(CollapsingHeader(placement: placement))
    return simulator
  }

  /// What the content's scroll view sends: its viewport the content's frame (below the header
  /// when stacked, the whole screen under it when laid over), its top inset the content's, the
  /// motion from now on.
  private static func scroll(_ motion: ScrollMotion, in simulator: Simulator) -> ContentScroll {
    ContentScroll(
      tab: nil, motion: motion, viewport: simulator.contentFrame,
      topInset: simulator.contentTopInset, bottomInset: 0, contentHeight: 5000,
      frameInterval: 1.0 / 120, isOnScreen: true)
  }

  private static func send(_ motion: ScrollMotion, to simulator: inout Simulator) {
    let scroll = scroll(motion, in: simulator)
    simulator.deliver([.contentScrolled(scroll)])
  }

  private static func header(_ simulator: Simulator) -> CollapsingHeader {
    simulator.collapsingHeader!
  }

  // MARK: The design's function

  @Test("heightAndRadiusForBackground() as written: the jump from 150 to 127 just past 40")
  func background() {
    func f(_ initial: Double?, _ offset: Double?) -> [Double] {
      let value = CollapsingHeader.heightAndRadiusForBackground(
        initialOffset: initial, offset: offset)
      return [value.height, value.radius]
    }
    #expect(f(nil, nil) == [350, 60])  // background.nil
    #expect(f(104, nil) == [350, 60])
    #expect(f(104, 104) == [350, 60])  // background.at_start
    #expect(f(104, 103) == [345, 60])  // background.diff_1
    #expect(f(104, 64) == [150, 60])  // background.diff_40
    #expect(f(104, 63.999) == [127, 0])  // background.diff_40_001
    #expect(f(104, 59.4) == [127, 0])  // background.diff_44_6
    #expect(f(104, 150) == [350, 60])  // background.pulled_down
  }

  // MARK: Combining

  @Test("A linear change during another combines with it, as SwiftUI does")
  func combining() {
    var value = AnimatedValue(350)
    value.animate(to: 300, with: .linear(), at: .zero)
    #expect(Self.close(value.value(at: Self.at(0.1)), 335.714286))  // combine.one.t0_1
    value.animate(to: 250, with: .linear(), at: Self.at(0.1))
    #expect(Self.close(value.value(at: Self.at(0.2)), 301.020408))  // combine.two.t0.2
    #expect(Self.close(value.value(at: Self.at(0.35)), 264.285714))  // combine.two.t0.35
    #expect(Self.close(value.value(at: Self.at(0.4)), 257.142857))  // combine.two.t0.4
    #expect(Self.close(value.value(at: VirtualTime(microseconds: 449_999)), 250.000143))
    #expect(value.value(at: Self.at(0.45)) == 250)  // combine.two.t0.45
    #expect(value.runningCount(at: Self.at(0.2)) == 2)
    #expect(value.runningCount(at: Self.at(0.4)) == 1)
    #expect(value.settleTime == Self.at(0.45))
  }

  @Test("Finished changes fold into the base: reading costs the changes still running")
  func folding() {
    var value = AnimatedValue(0)
    for step in 1...1000 {
      value.animate(
        to: Double(step), with: .linear(), at: VirtualTime(microseconds: Int64(step) * 100_000))
    }
    // One change every 0.1 s: at most four run at once.
    #expect(value.segments.count <= 4)
    #expect(value.value(at: Self.at(200)) == 1000)
    let changed = value.animate(to: 1000, with: .linear(), at: Self.at(200))
    #expect(!changed)
  }

  // MARK: Layout

  @Test(
    "The TopView is 96 pt; stacked, the content's frame starts 104 pt down; the button at (344, 47.5)"
  )
  func layout() {
    let simulator = Self.simulator()
    let layout = Self.header(simulator).layout(for: simulator.device)
    #expect(layout.topView == Rect(x: 0, y: 0, width: 390, height: 96))  // layout.topView
    #expect(layout.contentTopInset == 104)  // layout.contentInset.stacked
    // layout.stacked.viewport
    #expect(simulator.contentFrame == Rect(x: 0, y: 104, width: 390, height: 740))
    #expect(simulator.contentTopInset == 0)  // layout.stacked.insets.top
    #expect(layout.button == Rect(x: 344, y: 47.5, width: 36, height: 36))  // layout.button
    #expect(layout.title == Rect(x: 25, y: 45, width: 307, height: 41))  // layout.title
    #expect(layout.background(height: 350).minY == -127)  // layout.background.350.y
    #expect(layout.background(height: 127).minY == -15.5)  // layout.background.127.y
    #expect(Self.simulator(.overlay).contentTopInset == 0)
    #expect(Self.simulator(.overlay).contentFrame == Rect(x: 0, y: 0, width: 390, height: 844))
  }

  @Test("A tap on the button (its square's corner too) is buttonTapped; beside it, nothing")
  func buttonTaps() throws {
    var simulator = Self.simulator()
    for point in [Point(x: 362, y: 65.5), Point(x: 345, y: 48.5), Point(x: 300, y: 65.5)] {
      try simulator.touch(Touch(finger: 1, phase: .down, location: point))
      try simulator.touch(Touch(finger: 1, phase: .up, location: point))
    }
    let taps = simulator.events.filter { $0.kind == .buttonTapped }
    #expect(taps.count == 2)
    #expect(taps.first?.argument("button") == .string("header-search"))
  }

  @Test("VoiceOver reads the title, then the button as Search")
  func accessibility() {
    let simulator = Self.simulator()
    let elements = simulator.accessibilityElements
    #expect(elements.map(\.spokenDescription) == ["Martin's blog", "Search, Button"])
    var heading = Simulator()
    heading.installCollapsingHeader(CollapsingHeader(titleIsHeading: true))
    #expect(heading.accessibilityElements.first?.spokenDescription == "Martin's blog, Heading")
  }

  // MARK: Readings

  @Test("The first reading is taken as initialOffset; a 10 pt drag heads for 300 linearly")
  func drag() throws {
    var simulator = Self.simulator()
    Self.send(.resting(at: 0, since: .zero), to: &simulator)
    #expect(Self.header(simulator).initialOffset == 104)
    try simulator.advance(to: Self.at(1))
    Self.send(.dragging(at: 10, since: Self.at(1)), to: &simulator)
    let header = Self.header(simulator)
    #expect(header.height.target == 300)  // drag10.target
    #expect(header.radius.target == 60)
    try simulator.advance(to: Self.at(1.1))
    #expect(Self.close(Self.header(simulator).height.value(at: simulator.now), 335.714286))
  }

  @Test("A fling reads each frame: five steps down to 150.1, then 127 at frame 6")
  func fling() throws {
    var simulator = Self.simulator()
    Self.send(.resting(at: 0, since: .zero), to: &simulator)
    try simulator.advance(to: Self.at(1))
    Self.send(
      .decelerating(from: 0, velocity: 1000, rate: .normal, bounds: 0...5000, at: Self.at(1)),
      to: &simulator)
    try simulator.advance(to: Self.at(1.02))
    var header = Self.header(simulator)
    #expect(Self.close(header.height.value(at: simulator.now), 347.855271))  // fling.height.t0.02
    #expect(header.height.runningCount(at: simulator.now) == 2)
    try simulator.advance(to: Self.at(1.05))
    header = Self.header(simulator)
    #expect(header.height.target == 127)  // fling.jump.time_us = 1050000
    #expect(Self.close(header.height.value(at: simulator.now), 319.068955))
    try simulator.advance(to: Self.at(1.1))
    header = Self.header(simulator)
    #expect(Self.close(header.height.value(at: simulator.now), 239.933913))
    #expect(Self.close(header.radius.value(at: simulator.now), 51.428571))
    try simulator.advance(to: Self.at(1.3))
    header = Self.header(simulator)
    #expect(Self.close(header.height.value(at: simulator.now), 137.385118))
    #expect(Self.close(header.radius.value(at: simulator.now), 17.142857))
    let changes = simulator.events.filter {
      $0.kind == .animationBegan && $0.argument("property") == .string("header.height")
    }
    #expect(changes.count == 6)  // fling.changes
    try simulator.advance(to: Self.at(10))
    header = Self.header(simulator)
    #expect(header.height.value(at: simulator.now) == 127)
    #expect(Self.close(header.offset(at: simulator.now)!, 104 - 499.499833))
    let settled = simulator.events.filter {
      $0.kind == .animationSettled && $0.argument("property") == .string("header.height")
    }
    #expect(settled.map(\.time) == [VirtualTime(microseconds: 1_400_000)])
  }

  @Test("Its linear animation runs under Reduce Motion too, and the audit reports it while it runs")
  func reduceMotion() throws {
    var simulator = Self.simulator()
    try simulator.changeSetting(name: "reduce-motion", value: "on")
    Self.send(.resting(at: 0, since: .zero), to: &simulator)
    try simulator.advance(to: Self.at(1))
    // 10 pt up: 350 - 5 * 10 = 300 (drag10.target), a 50 pt change of height.
    Self.send(.dragging(at: 10, since: Self.at(1)), to: &simulator)
    try simulator.advance(to: Self.at(1.1))
    let findings = simulator.audit(rules: [.reduceMotion])
    #expect(
      findings == [
        AuditFinding(
          rule: "reduce-motion", check: "moves", severity: .warning, element: "header",
          message:
            "the header moves 50 pt by animation (header.height from 350 to 300) while Reduce Motion is on; Apple asks for an instant change or a dissolve",
          component: "header", part: "header"
        )
      ])
    // 1 s + 0.35 s: settled.
    try simulator.advance(to: Self.at(1.35))
    #expect(simulator.audit(rules: [.reduceMotion]).isEmpty)
    // The same motion without Reduce Motion is no finding.
    try simulator.changeSetting(name: "reduce-motion", value: "off")
    Self.send(.dragging(at: 20, since: Self.at(1.35)), to: &simulator)
    try simulator.advance(to: Self.at(1.4))
    #expect(Self.header(simulator).height.isAnimating(at: simulator.now))
    #expect(simulator.audit(rules: [.reduceMotion]).isEmpty)
  }

  @Test("At the top of the screen the first reading is 0, so the next one is the baseline")
  func topOfScreen() throws {
    var simulator = Self.simulator(.overlay)
    Self.send(.resting(at: 0, since: .zero), to: &simulator)
    #expect(Self.header(simulator).initialOffset == 0)
    try simulator.advance(to: Self.at(1))
    Self.send(.dragging(at: 5, since: Self.at(1)), to: &simulator)
    #expect(Self.header(simulator).initialOffset == -5)  // top.after5.initial
    #expect(Self.header(simulator).height.target == 350)
    try simulator.advance(to: Self.at(2))
    Self.send(.dragging(at: 45, since: Self.at(2)), to: &simulator)
    #expect(Self.header(simulator).height.target == 150)  // top.after45.target
    try simulator.advance(to: Self.at(3))
    Self.send(.dragging(at: 45.5, since: Self.at(3)), to: &simulator)
    #expect(Self.header(simulator).height.target == 127)  // top.after45_5.target
  }

  @Test("A first pull-down at the top of the screen collapses the header at rest")
  func pullDownFirst() throws {
    var simulator = Self.simulator(.overlay)
    Self.send(.resting(at: 0, since: .zero), to: &simulator)
    try simulator.advance(to: Self.at(1))
    Self.send(.dragging(at: -10, since: Self.at(1)), to: &simulator)
    try simulator.advance(to: Self.at(2))
    Self.send(.bouncing(from: -10, velocity: 0, to: 0, at: Self.at(2)), to: &simulator)
    try simulator.advance(to: Self.at(10))
    let header = Self.header(simulator)
    #expect(header.initialOffset == 10)  // pull.initial
    #expect(header.height.target == 300)  // pull.rest.target
    #expect(header.height.value(at: simulator.now) == 300)
  }

  @Test("A resting scroll view asks for no deadline; the clock runs freely")
  func noDeadlinesAtRest() throws {
    var simulator = Self.simulator()
    Self.send(.resting(at: 0, since: .zero), to: &simulator)
    #expect(simulator.nextDeadline == nil)
    try simulator.advance(to: Self.at(3600))
    #expect(Self.header(simulator).height.value(at: simulator.now) == 350)
  }

  @Test("With VoiceOver on, collapsing and expanding post layoutChanged")
  func layoutChanged() throws {
    var simulator = Self.simulator()
    try simulator.changeSetting(name: "voiceover", value: "on")
    Self.send(.resting(at: 0, since: .zero), to: &simulator)
    try simulator.advance(to: Self.at(1))
    Self.send(.dragging(at: 50, since: Self.at(1)), to: &simulator)
    try simulator.advance(to: Self.at(2))
    Self.send(.dragging(at: 10, since: Self.at(2)), to: &simulator)
    let posted = simulator.events.filter { $0.kind == .layoutChanged }.map(\.time)
    #expect(posted == [Self.at(1), Self.at(2)])
  }
}
