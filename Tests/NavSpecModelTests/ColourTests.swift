import Testing

@testable import NavSpecModel

/// WCAG luminance and contrast, compositing, and the published system colours. Expected values:
/// python3 tools/expected/contrast.py, and WCAG's own extremes (black on white is 21:1).
struct ColourTests {
  @Test func blackOnWhiteIsTwentyOneToOne() {
    #expect(SRGBColor.contrastRatio(.black, .white) == 21)
    #expect(SRGBColor.contrastRatio(.white, .white) == 1)
    #expect(SRGBColor.white.relativeLuminance == 1)
  }

  @Test func theRatioIsSymmetric() {
    let blue = SystemColor.systemBlue.resolved(in: .init(scheme: .light, increaseContrast: false))
    #expect(SRGBColor.contrastRatio(blue, .white) == SRGBColor.contrastRatio(.white, blue))
    // contrast.py: bubble.swiftui.selected.light = 4.016976
    #expect(abs(SRGBColor.contrastRatio(.white, blue) - 4.016976) < 1e-6)
  }

  @Test func increaseContrastDarkensTheBlue() {
    let blue = SystemColor.systemBlue.resolved(in: .init(scheme: .light, increaseContrast: true))
    #expect(blue.hex == "#0040DD")
    // contrast.py: bubble.swiftui.selected.light+ic = 7.560892
    #expect(abs(SRGBColor.contrastRatio(.white, blue) - 7.560892) < 1e-6)
  }

  @Test func compositingOverAnOpaqueColourIsOpaque() {
    let gray = SystemColor.systemGray.resolved(in: .init(scheme: .light, increaseContrast: false))
    let mixed = gray.withOpacity(0.1).composited(over: .white)
    #expect(mixed.opacity == 1)
    // 0.1 × 142 + 0.9 × 255 = 243.7 → 244 of 255.
    #expect(mixed.hex == "#F4F4F4")
  }

  @Test func unknownContentIsJudgedOverWhiteAndBlack() {
    let appearance = ColorAppearance(scheme: .light, increaseContrast: false)
    let backdrop = Material.ultraThin.backdrop(over: .unknownContent, reduceTransparency: false)
    #expect(
      backdrop.candidates(in: appearance).map(\.description) == [
        "white content", "black content",
      ])
    let opaque = Material.ultraThin.backdrop(over: .unknownContent, reduceTransparency: true)
    #expect(opaque.candidates(in: appearance).map(\.color.hex) == ["#F2F2F7"])
  }

  @Test func largeTextIsEighteenPointsOrFourteenBold() {
    func text(_ size: Double, _ weight: TextWeight) -> TextAppearance {
      TextAppearance(
        shown: "A", full: "A", pointSize: size, weight: weight, scalesWithDynamicType: true,
        offersLargeContentViewer: false)
    }
    #expect(text(18, .regular).isLarge)
    #expect(text(14, .bold).isLarge)
    #expect(!text(16, .semibold).isLarge)
    #expect(!text(17.9, .medium).isLarge)
  }
}

/// What the reduce-motion audit reads: the animations running at an instant.
struct RunningMotionTests {
  /// A tap on Search, 120 ms after the selection (y = 812 is inside the 64 pt bar at 780).
  func motions(style: String, reduceMotion: Bool) throws -> [RunningMotion] {
    var simulator = Simulator()
    try simulator.installTabBar(style: style, titles: ["Home", "Search"])
    // The gooey bar's first layout pass springs in before Reduce Motion comes on: let it end.
    try simulator.settle(limit: Simulator.settleLimit)
    let start = simulator.now
    if reduceMotion { try simulator.changeSetting(name: "reduce-motion", value: "on") }
    let centre = try #require(
      try simulator.tabContainer?.centre(ofTab: "Search", in: simulator.environment))
    let (x, y) = (centre.x, centre.y)
    try simulator.touch(Touch(finger: 1, phase: .down, location: Point(x: x, y: y)))
    try simulator.advance(to: start + 50_000)
    try simulator.touch(Touch(finger: 1, phase: .up, location: Point(x: x, y: y)))
    try simulator.advance(to: start + 170_000)
    return simulator.runningMotions
  }

  @Test func theGlassPillSlidesUnlessReduceMotionIsOn() throws {
    let moving = try motions(style: "glass", reduceMotion: false)
    #expect(moving.map(\.property) == ["pill.offset"])
    // Items 195 pt wide, the pill 1.2 items: from −19.5 to 175.5.
    #expect(moving.first?.amount == 195)
    #expect(try motions(style: "glass", reduceMotion: true).isEmpty)
  }

  @Test func theDocumentsGooeyBarMovesUnderReduceMotion() throws {
    let moving = try motions(style: "gooey", reduceMotion: true)
    #expect(moving.map(\.property).contains("ball.x"))
    #expect(try motions(style: "gooey-corrected", reduceMotion: true).isEmpty)
  }
}
