import Testing

@testable import NavSpecModel

/// The selection-cue and boundary rules and the contrast rule's icons, on the model's own bars.
/// Every expected ratio is worked out by hand from WCAG's formula (luminance L = 0.2126 R +
/// 0.7152 G + 0.0722 B of the linearised channels; ratio (L1 + 0.05) / (L2 + 0.05)), never read
/// back from the model.
struct SelectionCueAndBoundaryTests {
  func bar(_ style: String, _ change: (inout Simulator) throws -> Void = { _ in }) throws
    -> Simulator
  {
    var simulator = Simulator()
    try simulator.installTabBar(style: style, titles: ["Home", "Search", "Library"])
    try change(&simulator)
    return simulator
  }

  // MARK: selection-cue

  @Test func theSystemBarShowsTheSelectionByItsTintAlone() throws {
    let findings = try bar("system").audit(rules: [.selectionCue])
    #expect(findings.map(\.check) == ["colour-only"])
    let finding = try #require(findings.first)
    #expect(finding.severity == .error)
    #expect(finding.component == "system")
    // #007AFF: L = 0.7152 * 0.194618 + 0.0722 * 1 = 0.211391; #8E8E93: L = 0.272046;
    // (0.322046) / (0.261391) = 1.232.
    #expect(finding.message.contains("(#007AFF)"), "\(finding.message)")
    #expect(finding.message.contains("(#8E8E93)"), "\(finding.message)")
    #expect(finding.message.contains("1.23:1 apart in light"), "\(finding.message)")
  }

  @Test func darkModesColoursAreNoFurtherApart() throws {
    let findings = try bar("system") { try $0.changeSetting(name: "color-scheme", value: "dark") }
      .audit(rules: [.selectionCue])
    // #0A84FF: L = 0.237916 against 0.272046: 1.12:1.
    #expect(findings.map(\.message).first?.contains("1.12:1 apart in dark") == true)
  }

  @Test func colours3To1ApartInLightnessCarryTheSelection() throws {
    // A grey whose ratio to black is 2.999:1: L = 2.999 * 0.05 - 0.05 = 0.09995, each channel
    // 1.055 * L^(1/2.4) - 0.055 = 0.349106.
    let justUnder = SRGBColor(red: 0.349106, green: 0.349106, blue: 0.349106)
    let under = try bar("system") {
      $0.setPaletteColor(.custom(light: .black), for: .selectedLabel)
      $0.setPaletteColor(.custom(light: justUnder), for: .unselectedLabel)
    }
    let message = try #require(under.audit(rules: [.selectionCue]).first?.message)
    // Plain rounding would print "3:1", the very ratio it misses.
    #expect(message.contains("2.99:1 apart"), "\(message)")
    let apart = try bar("system") {
      $0.setPaletteColor(.custom(light: .black), for: .selectedLabel)
    }
    // Black against systemGray: (0.272046 + 0.05) / 0.05 = 6.44:1.
    #expect(apart.audit(rules: [.selectionCue]).isEmpty)
  }

  @Test func theCustomBarsDrawAShapeWhateverTheirColours() throws {
    for style in ["glass", "gooey", "gooey-corrected", "bubble"] {
      let simulator = try bar(style) {
        $0.setPaletteColor(.custom(light: .black), for: .selectedLabel)
        $0.setPaletteColor(.custom(light: .black), for: .unselectedLabel)
      }
      #expect(simulator.audit(rules: [.selectionCue]).isEmpty, "\(style)")
    }
  }

  // MARK: boundary

  @Test func theGooeyBarsEdgeIsItsShadowAlone() throws {
    let findings = try bar("gooey").audit(rules: [.boundary])
    #expect(findings.map(\.check) == ["bar-edge"])
    let finding = try #require(findings.first)
    #expect(finding.severity == .note)
    #expect(finding.element == "bar")
    // White against white under 10 % black (229.5 of 255): L = 0.787386; 1.05 / 0.837386.
    #expect(finding.message.contains("is 1.25:1 in light"), "\(finding.message)")
  }

  @Test func theUIKitBubbleBarsEdgeShowsInDarkOnItsFixedWhiteScreen() throws {
    let light = try bar("bubble") {
      let typography = try #require($0.bubbleBar?.typography)
      try $0.configureBubbleBar(style: .uiKit, typography: typography)
    }
    // .systemGray6 #F2F2F7 on white: 1.12:1.
    #expect(light.audit(rules: [.boundary]).map(\.message).first?.contains("1.12:1") == true)
    var dark = light
    try dark.changeSetting(name: "color-scheme", value: "dark")
    // Dark .systemGray6 #1C1C1E on the same white: 17.01:1.
    #expect(dark.audit(rules: [.boundary]).isEmpty)
  }

  @Test func translucentBarsEdgesAreNotJudged() throws {
    for style in ["glass", "system"] {
      let simulator = try bar(style) { $0.setContentBackdrop(.light) }
      #expect(simulator.audit(rules: [.boundary]).isEmpty, "\(style)")
    }
  }

  // MARK: icons

  @Test func anIconFailsAt3To1WhereItsTitleFailsAt4Point5() throws {
    let simulator = try bar("system") { $0.setContentBackdrop(.dark) }
    let findings = simulator.audit(rules: [.contrast])
    let icons = findings.filter { $0.check == "icon" }.map(\.element)
    let texts = findings.filter { $0.check == "text" }.map(\.element)
    // Over black content the chrome is #1D1D1D at 94 %; Home's blue is 3.35:1 (text fails,
    // icon passes), the grays 2.72:1 (both fail).
    #expect(texts == ["Home", "Search", "Library"])
    #expect(icons == ["Search", "Library"])
  }
}
