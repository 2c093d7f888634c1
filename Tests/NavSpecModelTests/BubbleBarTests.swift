import Testing

@testable import NavSpecModel

/// The bubble bar's layout, motion, touches and accessibility with stated widths (no font).
/// Layout numbers are by hand (each test shows the sum); spring numbers come from the closed-form
/// table in docs/platform-facts.md (ζ = 0.7, response 0.5 is the `bouncy` row) or from
/// `python3 tools/expected/bubble.py fixture`.
@Suite("Bubble bar")
struct BubbleBarTests {
  /// Home 45/46, My Projects 90/92, Settings 64/65, Profile 49/50 (medium/semibold); line
  /// height 20, so buttons are 44 tall. Truncations cost 10 pt a character plus 10 for "…".
  static func typography() -> BubbleTypography {
    var typography = BubbleTypography(lineHeight: 20)
    let widths: [(String, Double, Double)] = [
      ("Home", 45, 46), ("My Projects", 90, 92), ("Settings", 64, 65), ("Profile", 49, 50),
    ]
    for (title, medium, semibold) in widths {
      var truncations: [TitleMetrics.TruncatedTitle] = []
      var prefix = ""
      for character in title {
        let shown = String(prefix.reversed().drop { $0 == " " }.reversed()) + "…"
        truncations.append(.init(text: shown, width: Double(shown.count - 1) * 10 + 10))
        prefix.append(character)
      }
      typography.set(.init(width: medium, truncations: truncations), for: title, weight: .medium)
      typography.set(
        .init(width: semibold, truncations: truncations), for: title, weight: .semibold)
    }
    return typography
  }

  static let titles = ["Home", "My Projects", "Settings", "Profile"]

  static func bar(
    screenWidth: Double = 500, style: BubbleBarStyle = .swiftUI,
    direction: LayoutDirection = .leftToRight
  ) -> BubbleBar {
    BubbleBar(
      titles: titles, style: style, typography: typography(), screenWidth: screenWidth,
      safeAreaTop: 0, direction: direction)
  }

  static func close(_ a: Double, _ b: Double, _ tolerance: Double = 0.000_001) -> Bool {
    abs(a - b) <= tolerance
  }

  @Test("SwiftUI layout: 46 + 90 + 64 + 49 + 4 × 40 = 409 pt of buttons, centred on 500")
  func layout() {
    let bar = Self.bar()
    // Container: 409 + 12 = 421 wide at (500 − 421) / 2 = 39.5, 16 below the safe area,
    // 44 + 12 = 56 tall; buttons start 6 in.
    #expect(bar.layout.containerFrame == Rect(x: 39.5, y: 16, width: 421, height: 56))
    #expect(
      bar.layout.itemFrames == [
        Rect(x: 45.5, y: 22, width: 86, height: 44), Rect(x: 131.5, y: 22, width: 130, height: 44),
        Rect(x: 261.5, y: 22, width: 104, height: 44),
        Rect(x: 365.5, y: 22, width: 89, height: 44),
      ])
    #expect(bar.layout.displayedTitles == Self.titles)
    #expect(bar.bubble.rect(at: .zero) == bar.layout.itemFrames[0])
  }

  @Test("selecting Settings makes Home medium (85) and Settings semibold (105): later items move")
  func selectionMovesLaterItems() {
    var bar = Self.bar()
    var events: [Event] = []
    bar.select(2, cause: .tap, at: .zero, events: &events)
    #expect(bar.layout.itemFrames[1].minX == 130.5)  // 45.5 + 85
    #expect(bar.layout.itemFrames[2] == Rect(x: 260.5, y: 22, width: 105, height: 44))
    #expect(bar.layout.itemFrames[3].minX == 365.5)  // 260.5 + 105
    #expect(events.map(\.kind) == [.selectionChanged, .animationBegan, .animationBegan])
    #expect(bar.weight(of: 2) == .semibold && bar.weight(of: 0) == .medium)
  }

  @Test("Bold Text draws medium as bold and semibold as heavy; the layout takes their widths")
  func boldText() {
    #expect(BubbleBarStyle.swiftUI.weight(selected: false, boldText: true) == .bold)
    #expect(BubbleBarStyle.swiftUI.weight(selected: true, boldText: true) == .heavy)
    #expect(BubbleBarStyle.uiKit.weight(selected: true, boldText: true) == .bold)
    #expect(BubbleBarStyle.swiftUI.weight(selected: true) == .semibold)
    // Bold widths: each title 5 pt wider than medium, heavy 10 pt wider than semibold.
    var typography = Self.typography()
    for (title, medium, semibold) in [
      ("Home", 45.0, 46.0), ("My Projects", 90, 92), ("Settings", 64, 65), ("Profile", 49, 50),
    ] {
      typography.set(.init(width: medium + 5, truncations: []), for: title, weight: .bold)
      typography.set(.init(width: semibold + 10, truncations: []), for: title, weight: .heavy)
    }
    let bar = BubbleBar(
      titles: Self.titles, style: .swiftUI, typography: typography, screenWidth: 500,
      safeAreaTop: 0, direction: .leftToRight, boldText: true)
    // 56 + 95 + 69 + 54 + 4 × 40 = 434 pt of buttons (456 offered), container 446 at
    // (500 − 446) / 2 = 27.
    #expect(bar.weight(of: 0) == .heavy && bar.weight(of: 1) == .bold)
    #expect(bar.layout.textWidths == [56, 95, 69, 54])
    #expect(bar.layout.containerFrame.minX == 27)
    #expect(bar.layout.itemFrames[1].minX == 129)  // 27 + 6 + 96
    #expect(bar.bubble.rect(at: .zero) == bar.layout.itemFrames[0])
  }

  @Test("the bubble springs with ζ 0.7, response 0.5: the platform-facts bouncy row")
  func bubbleSpring() {
    var bar = Self.bar()
    var events: [Event] = []
    bar.select(2, cause: .tap, at: .zero, events: &events)
    let at = { (seconds: Double) in bar.bubble.rect(at: VirtualTime.seconds(seconds)) }
    // x: 45.5 + 215 × progress; width: 86 + 19 × progress.
    #expect(Self.close(at(0.2).minX, 45.5 + 215 * 0.873711, 0.000_5))
    #expect(Self.close(at(0.2).width, 86 + 19 * 0.873711, 0.000_05))
    #expect(Self.close(at(0.3).minX, 45.5 + 215 * 1.033930, 0.000_5))  // overshoot
    #expect(at(0.2).minY == 22 && at(0.2).height == 44)
    // A button after the selected one moves with the same spring: Profile does not move
    // (409 stays 409), My Projects goes 131.5 → 130.5.
    #expect(
      Self.close(bar.items[1].rect(at: VirtualTime.seconds(0.2)).minX, 131.5 - 0.873711, 0.000_01))
  }

  @Test("a retarget at 0.1 s keeps the bubble's velocity (bubble.py fixture)")
  func retarget() {
    var bar = Self.bar()
    var events: [Event] = []
    bar.select(2, cause: .tap, at: .zero, events: &events)
    bar.select(3, cause: .tap, at: VirtualTime.seconds(0.1), events: &events)
    let at = { (seconds: Double) in bar.bubble.rect(at: VirtualTime.seconds(seconds)) }
    #expect(Self.close(at(0.1).minX, 136.509956, 0.000_01))
    #expect(Self.close(at(0.2).minX, 277.371263, 0.000_01))
    #expect(Self.close(at(0.3).minX, 358.660961, 0.000_01))
    #expect(Self.close(at(0.5).width, 89.685931, 0.000_01))
  }

  @Test("settling emits one animationSettled per moving component and stops animating")
  func settles() {
    var bar = Self.bar()
    var events: [Event] = []
    bar.select(2, cause: .tap, at: .zero, events: &events)
    while let next = bar.nextSettleTime {
      bar.settleAnimations(at: next, events: &events)
    }
    #expect(events.filter { $0.kind == .animationSettled }.count == 2)
    #expect(!bar.isAnimating(at: VirtualTime.seconds(10)))
    #expect(bar.bubble.rect(at: VirtualTime.seconds(10)) == bar.layout.itemFrames[2])
  }

  @Test("a narrow screen truncates, least flexible first, equal shares of what remains")
  func truncation() {
    // 320 − 32 − 12 = 276. Home (46): share 69, room 29 → "H…" 20, button 60, 216 left;
    // Profile: 72, room 32 → "Pr…" 30; Settings: 73, room 33 → "Se…" 30;
    // My Projects: 76, room 36 → "My…" 30. 60 + 70 + 70 + 70 = 270; container 282 at 19.
    let bar = Self.bar(screenWidth: 320)
    #expect(bar.layout.displayedTitles == ["H…", "My…", "Se…", "Pr…"])
    #expect(bar.layout.itemFrames.map(\.minX) == [25, 85, 155, 225])
    #expect(bar.layout.containerFrame.width == 282)
  }

  @Test("right-to-left: Home is the rightmost button")
  func rightToLeft() {
    let bar = Self.bar(direction: .rightToLeft)
    // The stack spans 45.5 ... 454.5; Home is its last 86 points.
    #expect(bar.layout.itemFrames[0] == Rect(x: 368.5, y: 22, width: 86, height: 44))
    #expect(bar.layout.itemFrames[3].minX == 45.5)
  }

  @Test("UIKit: 15 pt medium throughout, insets 16, spacing 5, container 4 in, 20 below the top")
  func uiKit() {
    var bar = Self.bar(style: .uiKit)
    // 45 + 90 + 64 + 49 + 4 × 32 + 3 × 5 = 391; container 399 at 50.5; buttons 40 tall.
    #expect(bar.layout.containerFrame == Rect(x: 50.5, y: 20, width: 399, height: 48))
    #expect(bar.layout.itemFrames[1] == Rect(x: 136.5, y: 24, width: 122, height: 40))
    var events: [Event] = []
    bar.select(1, cause: .tap, at: .zero, events: &events)
    // The motion starts (x and width move), is marked not exact, and ends at 0.5 s exactly.
    #expect(events.map(\.kind) == [.selectionChanged, .animationBegan, .animationBegan])
    #expect(
      events.last?.argument("animation")
        == .string("approximateUIKitSpring(duration: 0.5s, dampingRatio: 0.7)"))
    #expect(!bar.style.bubbleMotion.isExact && BubbleBarStyle.swiftUI.bubbleMotion.isExact)
    #expect(bar.motionEnd == VirtualTime(microseconds: 500_000))
    #expect(bar.nextSettleTime == VirtualTime(microseconds: 500_000))
    #expect(bar.isAnimating(at: VirtualTime(microseconds: 499_999)))
    let midway = bar.bubble.rect(at: VirtualTime(microseconds: 50_000)).minX
    #expect(midway > 50.5 + 4 && midway < 136.5)  // strictly between Home and My Projects
    events = []
    let end = VirtualTime(microseconds: 500_000)
    bar.settleAnimations(at: end, events: &events)
    #expect(bar.bubble.rect(at: end) == bar.layout.itemFrames[1])
    #expect(!bar.isAnimating(at: end))
    #expect(events.map(\.kind) == [.animationSettled, .animationSettled])
    #expect(bar.accessibilityElement(for: 1).traits == [.button, .selected])
  }

  @Test("the UIKit stand-in: ω₀ = ln(ζ / (0.001·√(1 − ζ²))) / (ζ · 0.5 s), 19.679293 /s")
  func uiKitStandIn() {
    // python3 tools/expected/bubble.py uikitmotion: w0 19.679293 (Newton, as the reconstruction).
    let omega = BubbleMotion.uiKitUndampedFrequency(
      dampingRatio: 0.7, duration: 0.5, fraction: 0.001)
    #expect(Self.close(omega, 19.679293))
  }

  @Test("UIKit never truncates: a bar wider than the screen runs off both edges")
  func uiKitOverflows() {
    let bar = Self.bar(screenWidth: 320, style: .uiKit)
    #expect(bar.layout.displayedTitles == Self.titles)
    #expect(bar.layout.containerFrame.minX == -39.5)  // (320 − 399) / 2
  }

  @Test("a tap fires on lift inside the same button; the edges are half-open")
  func taps() {
    var bar = Self.bar()
    var events: [Event] = []
    let onPadding = bar.touchDown(finger: 1, at: Point(x: 45.4, y: 30))  // container padding
    #expect(!onPadding)
    let onCorner = bar.touchDown(finger: 1, at: Point(x: 131.5, y: 22))  // My Projects' top-left
    #expect(onCorner)
    bar.touchUp(finger: 1, at: Point(x: 261.5, y: 30), time: .zero, events: &events)  // Settings
    #expect(bar.selectedIndex == 0 && events.isEmpty)
    let nearEdge = bar.touchDown(finger: 2, at: Point(x: 261.4, y: 65.9))
    #expect(nearEdge)
    bar.touchUp(finger: 2, at: Point(x: 261.4, y: 65.9), time: .zero, events: &events)
    #expect(bar.selectedIndex == 1)
  }

  @Test("VoiceOver: the whole title as the label, the button trait, no selected trait in SwiftUI")
  func accessibility() {
    let bar = Self.bar(screenWidth: 320)
    let element = bar.accessibilityElement(for: 1)
    #expect(element.label == "My Projects")
    #expect(element.traits == [.button])
    #expect(element.spokenDescription == "My Projects, Button")
    #expect(element.frame == bar.layout.itemFrames[1])
  }
}
