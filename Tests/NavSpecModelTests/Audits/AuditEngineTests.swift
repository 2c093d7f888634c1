import Testing

@testable import NavSpecModel

/// The audit engine: the snapshot it builds from the simulator, the registry, the order of
/// findings, and the hit-target rule on the glass bar. Expected sizes by hand: a bar as wide as
/// the screen split equally, 64 pt tall (docs/design-inputs.md#item-width).
struct AuditEngineTests {
  func glassBar(width: Double, titles: [String]) -> Simulator {
    var simulator = Simulator()
    simulator.setScreen(Size(width: width, height: 844))
    simulator.installGlassTabBar(titles: titles)
    return simulator
  }

  @Test func registryListsEveryRuleOnceWithSourcesAndAnAnchor() {
    let ids = AuditRules.ids
    #expect(Set(ids).count == ids.count)
    // The order of docs/audits.md's table.
    #expect(
      ids == [
        "hit-target", "label", "hint", "traits", "reading-order", "focus",
        "gesture-alternative", "contrast", "selection-cue", "boundary", "dynamic-type",
        "reduce-motion",
      ])
    for rule in AuditRules.all {
      #expect(!rule.summary.isEmpty)
      #expect(!rule.threshold.isEmpty)
      #expect(!rule.sources.isEmpty)
      #expect(rule.sources.allSatisfy { $0.url.hasPrefix("https://") })
      #expect(!rule.checks.isEmpty)
      #expect(AuditRules.rule(rule.id)?.helpAnchor == rule.helpAnchor)
    }
  }

  @Test func snapshotHoldsTheTabsInReadingOrderAsTabs() {
    let simulator = glassBar(width: 390, titles: ["Home", "Search", "Library", "Profile"])
    let snapshot = simulator.auditSnapshot
    #expect(snapshot.elements.map(\.identifier) == ["Home", "Search", "Library", "Profile"])
    #expect(snapshot.elements.map(\.readingIndex) == [0, 1, 2, 3])
    #expect(snapshot.elements.allSatisfy { $0.role == .tab && $0.group == 0 })
    #expect(snapshot.elements.map(\.isSelected) == [true, false, false, false])
    #expect(snapshot.elements[1].visibleText == "Search")
    #expect(snapshot.elements[1].hitRegion == Rect(x: 97.5, y: 780, width: 97.5, height: 64))
    #expect(snapshot.groups.count == 1)
    #expect(snapshot.tabTitles == ["Home", "Search", "Library", "Profile"])
    #expect(snapshot.selectedTab == "Home")
  }

  /// 320 / 8 = 40 pt wide, 64 pt tall: under Apple's 44 pt, above WCAG's 24 pt.
  @Test func eightTabsOnA320PointScreenAreWarnings() {
    let titles = ["A", "B", "C", "D", "E", "F", "G", "H"]
    let findings = glassBar(width: 320, titles: titles).audit(rules: [.hitTarget])
    #expect(findings.map(\.element) == titles)
    #expect(findings.allSatisfy { $0.severity == .warning && $0.check == "below-recommended" })
    #expect(findings[1].message == "B's hit region is 40 x 64 pt; Apple's HIG asks for 44 x 44 pt")
  }

  /// 390 / 4 = 97.5 pt: clean. 390 / 17 = 22.94 pt: an error.
  @Test func wideTabsAreCleanAndNarrowOnesAreErrors() {
    #expect(glassBar(width: 390, titles: ["A", "B", "C", "D"]).audit(rules: [.hitTarget]).isEmpty)
    let titles = (1...17).map { "T\($0)" }
    let findings = glassBar(width: 390, titles: titles).audit(rules: [.hitTarget])
    #expect(findings.count == 17)
    #expect(findings.allSatisfy { $0.severity == .error && $0.check == "below-minimum" })
    #expect(
      findings[0].message
        == "T1's hit region is 22.94 x 64 pt; WCAG 2.2 (SC 2.5.8) asks for at least 24 x 24 pt")
  }

  /// In right-to-left the first tab is on the right, and still comes first.
  @Test func findingsFollowReadingOrderInRightToLeft() throws {
    var simulator = glassBar(width: 320, titles: ["A", "B", "C", "D", "E", "F", "G", "H"])
    try simulator.changeSetting(name: "layout-direction", value: "rtl")
    let snapshot = simulator.auditSnapshot
    #expect(snapshot.elements[0].frame.minX == 280)
    #expect(simulator.audit(rules: [.hitTarget]).map(\.element).first == "A")
  }

  @Test func findingsComeByRuleInTheOrderGiven() {
    let first = AuditRule(
      id: "first", summary: "s", threshold: "t", sources: [AuditSource("s", url: "https://x")],
      defaultSeverity: .warning, checks: ["c"]
    ) { rule, snapshot in
      snapshot.elements.reversed().map { rule.finding("c", on: $0.identifier, "m") }
    }
    let simulator = glassBar(width: 320, titles: ["A", "B", "C", "D", "E", "F", "G", "H"])
    let findings = simulator.audit(rules: [first, .hitTarget])
    #expect(findings.prefix(8).map(\.rule) == Array(repeating: "first", count: 8))
    #expect(findings.prefix(8).map(\.element) == ["A", "B", "C", "D", "E", "F", "G", "H"])
    #expect(findings.dropFirst(8).allSatisfy { $0.rule == "hit-target" })
    #expect(simulator.audit(rules: [first, .hitTarget]) == findings)
  }

  @Test func numbersKeepTwoDecimalsAtMost() {
    #expect(AuditNumber.text(40) == "40")
    #expect(AuditNumber.text(22.941176) == "22.94")
    #expect(AuditNumber.text(40.5) == "40.5")
    #expect(AuditNumber.text(4.05) == "4.05")
    #expect(AuditNumber.text(-0.001) == "0")
  }

  /// A value is printed on its own side of the threshold it was judged against: plain rounding
  /// would print 43.999 as "44" (under 44, yet printed as 44), 4.499 as "4.5", 1.004 as "1".
  @Test func numbersBesideAThresholdStayOnTheirSide() {
    #expect(AuditNumber.text(43.999, beside: 44) == "43.99")
    #expect(AuditNumber.text(43.995, beside: 44) == "43.99")
    #expect(AuditNumber.text(43.994, beside: 44) == "43.99")
    #expect(AuditNumber.text(40, beside: 44) == "40")
    #expect(AuditNumber.text(44, beside: 44) == "44")
    #expect(AuditNumber.text(64, beside: 44) == "64")
    #expect(AuditNumber.text(23.999, beside: 24) == "23.99")
    #expect(AuditNumber.text(4.499, beside: 4.5) == "4.49")
    #expect(AuditNumber.text(4.016976, beside: 4.5) == "4.02")
    #expect(AuditNumber.text(1.004, beside: 1) == "1.01")
    #expect(AuditNumber.text(-0.001, beside: 0) == "-0.01")
    // Against a threshold that is itself rounded for print: 49.366 prints "49.37", so 49.365
    // (under it) must print under that.
    #expect(AuditNumber.text(49.365, beside: 49.366) == "49.36")
    #expect(AuditNumber.text(.nan, beside: 44) == "nan")
  }

  /// 8 tabs on 351.992 pt are 351.992 / 8 = 43.999 pt wide: under Apple's 44 pt, so the message
  /// must not say 44; 12 tabs on 287.988 pt are 23.999 pt: under WCAG's 24 pt.
  @Test func aHitRegionJustUnderTheThresholdIsNotPrintedAsIt() {
    let eight = glassBar(width: 351.992, titles: ["A", "B", "C", "D", "E", "F", "G", "H"])
    #expect(
      eight.audit(rules: [.hitTarget]).first?.message
        == "A's hit region is 43.99 x 64 pt; Apple's HIG asks for 44 x 44 pt")
    let twelve = glassBar(
      width: 287.988, titles: ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L"])
    #expect(
      twelve.audit(rules: [.hitTarget]).first?.message
        == "A's hit region is 23.99 x 64 pt; WCAG 2.2 (SC 2.5.8) asks for at least 24 x 24 pt")
  }

  /// 1e20 hundredths do not fit an Int64: converting them trapped `navspec audit` on a bubble
  /// width of 1e20 (the language now bounds the width; the model's numbers are total anyway).
  /// The texts: tools/expected/numbers.py, "AuditNumber.text" lines.
  @Test func numbersPastInt64AreWrittenWithoutATrap() {
    #expect(AuditNumber.text(1e20) == "1e+20")
    #expect(AuditNumber.text(-1.6e308) == "-1.6e+308")
    #expect(AuditNumber.text(Double.greatestFiniteMagnitude) == "1.7976931348623157e+308")
    #expect(AuditNumber.text(92_233_720_368_547_758) == "9.223372036854776e+16")
    #expect(AuditNumber.text(1e-320) == "0")
    #expect(AuditNumber.text(-0.0) == "0")
  }
}
