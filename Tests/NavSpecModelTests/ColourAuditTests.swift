import Testing

@testable import NavSpecModel

/// The contrast, dynamic-type and reduce-motion rules on the gooey bar, whose colours are the
/// design's: ratios from python3 tools/expected/contrast.py (gooey.*).
struct ColourAuditTests {
  func gooey(_ settings: [(String, String)] = []) throws -> Simulator {
    var simulator = Simulator()
    try simulator.installTabBar(style: "gooey", titles: ["Home", "Search"])
    for (name, value) in settings { try simulator.changeSetting(name: name, value: value) }
    return simulator
  }

  @Test func grayAndBlueLabelsFailInLightAndPassWithIncreaseContrast() throws {
    // gooey.selected.light = 4.016976, gooey.unselected.light = 3.260528 < 4.5
    let light = try gooey().audit(rules: [.contrast])
    #expect(light.map(\.element) == ["Home", "Search"])
    #expect(light.allSatisfy { $0.check == "text" && $0.severity == .error })
    // gooey.*.light+ic = 7.560892, 5.228271
    #expect(try gooey([("increase-contrast", "on")]).audit(rules: [.contrast]).isEmpty)
  }

  @Test func fixedLabelsWithoutALargeContentViewerAreReported() throws {
    let findings = try gooey().audit(rules: [.dynamicType])
    #expect(findings.map(\.check) == ["fixed-size", "fixed-size"])
    #expect(findings.allSatisfy { $0.severity == .warning })
  }

  /// iOS gives the Large Content Viewer by itself only to UITabBar and the other standard bars
  /// (WWDC19 session 261): the custom glass bar's fixed 10 pt labels are reported, the system
  /// TabView's are not.
  @Test func theGlassBarsFixedLabelsHaveNoLargeContentViewerTheSystemTabViewsDo() throws {
    for size in ["L", "AX5"] {
      var glass = Simulator()
      try glass.installTabBar(style: "glass", titles: ["Home", "Search", "Library"])
      try glass.changeSetting(name: "dynamic-type", value: size)
      let findings = glass.audit(rules: [.dynamicType])
      #expect(
        findings.map { "\($0.check) \($0.element)" } == [
          "fixed-size Home", "fixed-size Search", "fixed-size Library",
        ])
      #expect(findings.allSatisfy { $0.severity == .warning })
      var system = Simulator()
      try system.installTabBar(style: "system", titles: ["Home", "Search", "Library"])
      try system.changeSetting(name: "dynamic-type", value: size)
      #expect(system.audit(rules: [.dynamicType]).isEmpty)
    }
  }

  @Test func reduceMotionIsJudgedOnlyWhenItIsOn() throws {
    var simulator = try gooey([("reduce-motion", "on")])
    let centre = try #require(
      try simulator.tabContainer?.centre(ofTab: "Search", in: simulator.environment))
    try simulator.touch(Touch(finger: 1, phase: .down, location: centre))
    try simulator.advance(to: .milliseconds(50))
    try simulator.touch(Touch(finger: 1, phase: .up, location: centre))
    try simulator.advance(to: .milliseconds(100))
    let findings = simulator.audit(rules: [.reduceMotion])
    #expect(
      Set(findings.map { "\($0.check) \($0.element)" }) == [
        "moves ball", "scales ball", "moves indent",
      ])
    // The droplet's lift, 1 to 0.6: a change of 0.4, printed as a share of the resting size.
    #expect(
      findings.first { $0.check == "scales" }?.message
        == "the ball scales by 40 % by animation (ball.scale from 1 to 0.6) while Reduce Motion is on; Apple asks to avoid zooming"
    )
    try simulator.changeSetting(name: "reduce-motion", value: "off")
    #expect(simulator.audit(rules: [.reduceMotion]).isEmpty)
  }
}
