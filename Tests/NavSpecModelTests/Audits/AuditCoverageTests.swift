import Testing

@testable import NavSpecModel

/// What the new checks rest on, by hand: the area a rectangle keeps uncovered, the greys of a
/// luminance range, a team's colours, and each finding's component and part.
struct AuditCoverageTests {
  @Test func theUncoveredAreaCountsOverlapsOnce() {
    let frame = Rect(x: 0, y: 0, width: 100, height: 50)
    #expect(frame.uncoveredArea(by: []) == 5_000)
    // The left half, then the same half again and a 10 x 10 corner inside it: 2,500 left.
    let half = Rect(x: 0, y: 0, width: 50, height: 50)
    #expect(
      frame.uncoveredArea(by: [half, half, Rect(x: 0, y: 0, width: 10, height: 10)]) == 2_500)
    // Two overlapping bars: x 0…60 and 40…100 over the top 20: 100 x 20 covered, 3,000 left.
    let bars = [
      Rect(x: 0, y: 0, width: 60, height: 20), Rect(x: 40, y: 0, width: 60, height: 20),
    ]
    #expect(frame.uncoveredArea(by: bars) == 3_000)
    // Beyond the frame counts for nothing; a cover of the whole leaves nothing.
    #expect(frame.uncoveredArea(by: [Rect(x: 200, y: 0, width: 10, height: 10)]) == 5_000)
    #expect(frame.uncoveredArea(by: [Rect(x: -10, y: -10, width: 200, height: 200)]) == 0)
  }

  /// WCAG's luminance of each grey, computed back: the ends are exact, the middle within 1e-9.
  @Test func aLuminanceRangeIsJudgedAtGreysOfThatLuminance() {
    let greys = ContentBackdrop.luminance(0.2...0.6).candidates
    #expect(greys.count == ContentBackdrop.luminanceSamples)
    #expect(abs(greys.first!.color.relativeLuminance - 0.2) < 1e-9)
    #expect(abs(greys.last!.color.relativeLuminance - 0.6) < 1e-9)
    #expect(abs(greys[16].color.relativeLuminance - 0.4) < 1e-9)
    #expect(ContentBackdrop.light.candidates.map(\.color) == [.white])
    #expect(ContentBackdrop.dark.candidates.map(\.color) == [.black])
  }

  /// A team's colour replaces the component's, per state, and drops the assumption.
  @Test func aTeamsColoursAreWhatTheBarsShow() {
    var palette = Palette()
    let own = DesignColor.system(.systemGray)
    #expect(palette.label(selected: true, otherwise: own) == own)
    palette.tint = .custom(light: SRGBColor(red255: 0, green255: 64, blue255: 221))
    #expect(palette.label(selected: true, otherwise: own) == own)
    #expect(palette.label(selected: true, tinted: true, otherwise: own).name == "#0040DD")
    #expect(palette.label(selected: false, tinted: true, otherwise: own) == own)
    let adaptive = DesignColor.custom(light: .black, dark: .white)
    #expect(
      adaptive.resolved(in: ColorAppearance(scheme: .dark, increaseContrast: false)) == .white)
    #expect(
      adaptive.resolved(in: ColorAppearance(scheme: .light, increaseContrast: false)) == .black)
    #expect(adaptive.name == "#000000, dark #FFFFFF")
    #expect(
      palette.indicator(fromTint: { $0.opacity(0.2) }, otherwise: own).name == "#0040DD at 20 %")
  }

  /// The gooey labels' colours are the model's: their contrast findings say so until the team
  /// gives both.
  @Test func findingsOnAnAssumedColourSaySo() throws {
    var simulator = Simulator()
    simulator.setScreen(Size(width: 390, height: 844))
    try simulator.installTabBar(style: "gooey-corrected", titles: ["Home", "Search"])
    let before = simulator.audit(rules: [.contrast])
    #expect(!before.isEmpty)
    #expect(before.allSatisfy { $0.assumptions == [GooeyTabBar.labelAssumption] })
    #expect(
      before.allSatisfy { $0.message.hasSuffix("; it assumes " + GooeyTabBar.labelAssumption) })
    #expect(before.allSatisfy { $0.component == "gooey-corrected" && $0.part == "tab" })
    simulator.setPaletteColor(
      .custom(light: SRGBColor(red255: 0, green255: 64, blue255: 221)), for: .selectedLabel)
    simulator.setPaletteColor(
      .custom(light: SRGBColor(red255: 0x6C, green255: 0x6C, blue255: 0x70)), for: .unselectedLabel)
    #expect(simulator.audit(rules: [.contrast]).isEmpty)
  }
}
