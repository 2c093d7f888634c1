import NavSpecModel
import NavSpecTestSupport
import Testing

@testable import NavSpecLanguage

private let glass = """
  screen 390x844
  tabbar glass Home Search Library Profile
  tab Library badge 3
  """

/// Each relation's transform, on exact text.
@Test func relationsTransformLinesAsDocumented() {
  #expect(RunRelation.timeShifted("at 350ms tap Library", by: 2_500_000) == "at 2850ms tap Library")
  #expect(RunRelation.timeShifted("+1ms tap Library", by: 2_500_000) == "+1ms tap Library")
  #expect(RunRelation.timeShifted("at 1us tap (3, 4)", by: 2_500_000) == "at 2500001us tap (3, 4)")
  #expect(RunRelation.withoutAbsoluteTime("at 350ms tap Library") == "tap Library")
  #expect(RunRelation.splitWait("wait 351ms") == ["wait 175500us", "wait 175500us"])
  #expect(RunRelation.splitWait("wait 3us") == ["wait 1us", "wait 2us"])
  #expect(RunRelation.splitWait("wait 1us") == ["wait 1us"])
  #expect(RunRelation.splitWait("settle") == ["settle"])
  #expect(RunRelation.mirrored("tap (98.5, 812)", width: 390) == "tap (291.5, 812)")
  #expect(
    RunRelation.mirrored("drag (10, 800) to Profile in 200ms", width: 390)
      == "drag (380, 800) to Profile in 200ms")
  #expect(
    RunRelation.mirrored("+8ms touch move 2 (0, 1)", width: 390)
      == "+8ms touch move 2 (390, 1)")
  #expect(RunRelation.mirrored("tap Library", width: 390) == "tap Library")
  #expect(
    RunRelation.mirrored("set layout-direction ltr", width: 390) == "set layout-direction rtl")
  // A point at the screen's right edge is moved off it, as a point on a frame's edge is.
  #expect(
    RunRelation.nudgedOffEdges("touch down (390, 800)", edges: [], width: 390)
      == "touch down (389.75, 800)")
  #expect(
    RunRelation.nudgedOffEdges("touch down (389.5, 800)", edges: [], width: 390)
      == "touch down (389.5, 800)")
  #expect(RunRelation.timeShifted("at 1ms", by: 2_500_000) == "at 2501ms")
  #expect(RunRelation.changesWhatIsNotSaved("+1ms set bold-text on"))
  #expect(RunRelation.changesWhatIsNotSaved("restore customization c1"))
  #expect(!RunRelation.changesWhatIsNotSaved("restore state s1"))
  #expect(!RunRelation.changesWhatIsNotSaved("at 1ms tap Library"))
}

/// `--relations`: names, `all`, and a misspelt name with a suggestion.
@Test func mirrorMovesPointsOffEdgesAQuarterPoint() {
  // Four tabs of 97.5 pt: 97.5 is the seam of Home and Search; 390 the screen's right edge.
  let edges: Set<Double> = [0, 97.5, 195, 292.5]
  #expect(
    RunRelation.nudgedOffEdges("drag (97.5, 812) to (390, 812)", edges: edges, width: 390)
      == "drag (97.75, 812) to (389.75, 812)")
  #expect(
    RunRelation.nudgedOffEdges("tap (100, 812)", edges: edges, width: 390) == "tap (100, 812)")
  #expect(RunRelation.nudgedOffEdges("tap (0, 812)", edges: edges, width: 390) == "tap (0.25, 812)")
}

@Test func relationListsAreRead() throws {
  #expect(
    try CheckedRelation.parsing("all", stated: [])
      == RunRelation.allCases.map(CheckedRelation.builtIn))
  #expect(
    try CheckedRelation.parsing("split,mirror", stated: []) == [
      .builtIn(.split), .builtIn(.mirror),
    ])
  #expect(throws: OptionFailure.self) { try CheckedRelation.parsing("mirorr", stated: []) }
  do {
    _ = try CheckedRelation.parsing("time-shfit", stated: [])
  } catch {
    #expect(error.message.contains("did you mean 'time-shift'?"))
  }
}

/// On a clean set-up, no relation breaks for a few runs, and each compares something.
@Test(arguments: ["glass", "gooey-corrected", "bubble-uikit", "system", "router", "header-scroll"])
func relationsHoldOnTheBundledSetUps(name: String) throws {
  let path = "scenarios/explore/\(name).setup"
  let setup = try ExplorationSetup(path: path, text: try PackageFiles.read(path))
  var lines: [String] = []
  let explorer = Explorer(
    setup: setup,
    options: ExploreOptions(
      runs: 15, steps: 15, relations: RunRelation.allCases.map(CheckedRelation.builtIn)),
    output: { lines.append($0) })
  let result = explorer.explore()
  #expect(result.relationFindings.map(\.broken.message) == [])
  #expect(result.relationCounts.map(\.relation.name) == RunRelation.allCases.map(\.rawValue))
  #expect(lines.isEmpty || !lines.contains { $0.contains("relation") && $0.contains("broke") })
}

/// A difference between the two runs is found and both runs shrink together: a set-up whose
/// stated Reduce Motion is read by a badge (the second run's set-up adds it) stands in for a
/// defect.
@Test func aBrokenRelationIsFoundAndShrunk() throws {
  let setup = try ExplorationSetup(path: "t.setup", text: glass)
  let check = try RelationCheck(.reduceMotion, setup: setup)
  // The check compares the settings except reduce-motion: a second set-up that changes another
  // setting is a broken relation at that path.
  let broken = RelationCheck(
    relation: .reduceMotion, first: setup,
    second: try ExplorationSetup(path: "t.setup", text: glass + "\nset bold-text on"))
  let outcome = broken.check(["tap Library", "wait 10ms", "tap Profile"])
  #expect(outcome.broken?.path == "settings.bold-text")
  #expect(outcome.broken?.step == 0)
  #expect(check.check(["tap Library", "wait 10ms", "tap Profile"]).broken == nil)
}

/// The restore relation saves where the run is at rest and restores into a fresh model.
@Test func restoreComparesTheRestoredPaths() throws {
  let path = "scenarios/explore/router.setup"
  let setup = try ExplorationSetup(path: path, text: try PackageFiles.read(path))
  let check = try RelationCheck(.restore, setup: setup)
  let outcome = check.check([
    "tap Library", "push recipe apple-pie", "settle", "tap Home", "settle",
  ])
  #expect(outcome.compared)
  #expect(outcome.broken == nil)
  #expect(outcome.secondLines.contains { $0.hasPrefix("restore state from ") })
}

/// Shrinking a broken relation keeps the pair small and writes one scenario that runs both.
@Test func aBrokenRelationShrinksToAShortPair() throws {
  let setup = try ExplorationSetup(path: "t.setup", text: glass)
  let broken = RelationCheck(
    relation: .reduceMotion, first: setup,
    second: try ExplorationSetup(path: "t.setup", text: glass + "\nset bold-text on"))
  let lines = ["tap Search", "wait 10ms", "tap Library", "wait 20ms", "tap Profile", "settle"]
  let found = try #require(broken.check(lines).broken)
  let explorer = Explorer(setup: setup, options: ExploreOptions(), output: { _ in })
  let finding = explorer.shrinkRelation(lines, check: broken, broken: found, runNumber: 1)
  #expect(finding.fileName == "relation-reduce-motion-seed0.scenario")
  #expect(
    finding.scenario.contains(
      "shrunk from 6 steps to 1.\n"))
  #expect(
    finding.scenario.contains("scenario \"The second run: reduce-motion\"\nset reduce-motion on\n"))
  #expect(finding.scenario.hasSuffix("expect settings.bold-text == off\n"))
  // The pair does not reproduce as a file (the bold text is the test's second set-up, not
  // the relation's addition), and the file says so.
  #expect(finding.scenario.hasPrefix("# Note: run as a file, this does not pass"))
}

/// The shrunk cases the relations' sweeps found, which were the relation's, not the model's:
/// each compares and holds now.
@Test func reduceMotionDoesNotSettleWhileAFingerIsDown() throws {
  let path = "scenarios/explore/minimize-on-scroll.setup"
  let setup = try ExplorationSetup(path: path, text: try PackageFiles.read(path))
  let check = try RelationCheck(.reduceMotion, setup: setup)
  // A settle between the touches set them apart by each run's own settle: the release velocity,
  // and so `scrollEndedDragging(decelerates:)`, differed.
  let lines = [
    "tap Search", "fling up 1850", "hide Search", "touch down (330, 210)",
    "+10ms touch move (330, 220)", "touch up",
  ]
  let outcome = check.check(lines)
  #expect(outcome.compared)
  #expect(outcome.broken == nil)
  // The first run settles (and waits) after each step but while the finger is down.
  #expect(
    outcome.firstLines.suffix(7) == [
      "settle", "wait 1000ms", "touch down (330, 210)", "+10ms touch move (330, 220)", "touch up",
      "settle", "wait 1000ms",
    ])
}

@Test func reduceMotionComparesOneScrollToTopAStep() throws {
  let path = "scenarios/explore/header-scroll.setup"
  let setup = try ExplorationSetup(path: path, text: try PackageFiles.read(path))
  let check = try RelationCheck(.reduceMotion, setup: setup)
  // The second tap of a double tap asks again while the content still scrolls up; under Reduce
  // Motion it is at the top already.
  let outcome = check.check(["fling up 1350", "double-tap Home"])
  #expect(outcome.compared)
  #expect(outcome.broken == nil)
  #expect(
    RelationCheck.withoutRepeatedScrollsToTop([
      "reselected(tab: Home)", "scrollToTop(tab: Home, from: …)", "reselected(tab: Home)",
      "scrollToTop(tab: Home, from: …)", "scrollToTop(tab: Library, from: …)",
    ]) == [
      "reselected(tab: Home)", "scrollToTop(tab: Home, from: …)", "reselected(tab: Home)",
      "scrollToTop(tab: Library, from: …)",
    ])
}

@Test func mirrorLeavesOutADragWhoseMoveLandsOnASeam() throws {
  let setup = try ExplorationSetup(path: "t.setup", text: glass)
  let check = try RelationCheck(.mirror, setup: setup)
  // From Search's centre (146.25) to Home's (48.75) in 300 ms: the move at 150 ms is at 97.5,
  // the seam, which no named target can be moved off.
  #expect(!check.check(["set voiceover on", "drag Search to pill"]).compared)
  // From 146 instead: the 36 moves of 300 ms at 120 Hz are at 146 − 97.25 × k/36, the middle
  // one at 97.375, and none on an edge (0, 97.5, 195, 292.5), so the run is compared.
  let off = check.check(["set voiceover on", "drag (146, 812) to (48.75, 812)"])
  #expect(off.compared)
  #expect(off.broken == nil)
}

/// A break in the events is written as expectations of events, so the file fails until fixed.
@Test func anEventsBreakIsWrittenAsAnExpectationOfTheEvent() throws {
  #expect(
    RelationScenarioWriter.eventPattern("158333us voiceOverFocused(element: Home)")! == (
      "158333us", "voiceOverFocused(element: Home)"
    ))
  #expect(
    RelationScenarioWriter.eventPattern("scrollToTop(tab: Home, from: …)")! == (
      nil, "scrollToTop(tab: Home)"
    ))
  #expect(
    RelationScenarioWriter.eventPattern(#"x(reason: "a, \"b\", c", tabs: [A, B], n: …)"#)! == (
      nil, #"x(reason: "a, \"b\", c", tabs: [A, B])"#
    ))
  #expect(RelationScenarioWriter.eventPattern("accessoryShown(n: …)")! == (nil, "accessoryShown"))
  #expect(RelationScenarioWriter.eventPattern("no event 4") == nil)
  #expect(
    RelationScenarioWriter.refusedLines("`tap Home; wait 1ms` refused") == ["tap Home", "wait 1ms"])

  let missing = RelationBreak(
    relation: .builtIn(.split), step: 0, path: "events",
    expected: "50ms selectionChanged(from: Home, to: Library, cause: tap)",
    actual: "50ms selectionChanged(from: Home, to: Search, cause: tap)", line: "tap Library")
  let endings = RelationScenarioWriter.endings(for: missing) { _ in nil }
  #expect(endings.first == "expect event selectionChanged(from: Home, to: Library, cause: tap)")
  #expect(
    endings.second.last
      == "expect event selectionChanged(from: Home, to: Library, cause: tap) at 50ms")
  // The file: the first run passes, the second (a stand-in that taps Search) fails.
  let outcome = RelationCheck.Outcome(
    broken: missing, compared: true, firstLines: ["tap Library"], secondLines: ["tap Search"])
  let origin = ShrunkScenarioWriter.Origin(
    command: "navspec explore t.setup", seed: 0, run: 1, steps: 30, originalSteps: 3)
  let text = RelationScenarioWriter.text(
    setup: glass.split(separator: "\n").map(String.init), outcome: outcome, broken: missing,
    endings: endings, additions: [], shrunkSteps: 1, origin: origin)
  #expect(Explorer.firstPassesSecondFails("t.scenario", text))
  // Had the second run tapped Library too, the file would pass: not what a finding may be.
  var fixed = outcome
  fixed.secondLines = ["tap Library"]
  let passing = RelationScenarioWriter.text(
    setup: glass.split(separator: "\n").map(String.init), outcome: fixed, broken: missing,
    endings: endings, additions: [], shrunkSteps: 1, origin: origin)
  #expect(!Explorer.firstPassesSecondFails("t.scenario", passing))

  let extra = RelationBreak(
    relation: .builtIn(.reduceMotion), step: 0, path: "events", expected: "no event 2",
    actual: "voiceOverSpoke(text: Library)", line: "tap Library")
  #expect(
    RelationScenarioWriter.endings(for: extra) { _ in nil }.second.last
      == "expect no event voiceOverSpoke(text: Library)")
  let refused = RelationBreak(
    relation: .builtIn(.mirror), step: 0, path: "refused", expected: "`tap (1, 2)` to be taken",
    actual: "`tap (1, 2)` refused", line: "tap (389, 2)")
  let refusedEndings = RelationScenarioWriter.endings(for: refused) {
    $0 == "selection" ? "Home" : nil
  }
  #expect(refusedEndings.first == "expect selection == Home")
  #expect(refusedEndings.second.suffix(2) == ["tap (1, 2)", "expect selection == Home"])
}

/// Reduce Motion ends each run's settles at other instants; both runs then wait a second, so no
/// tap is the second of a VoiceOver double tap in one run only (the sweeps' shrunk cases).
@Test(arguments: [
  (
    "router",
    [
      "set voiceover on", "tap (260, 780)", "voiceover activate Library",
      "+350ms open \"myapp://category/breakfast-missing\"", "tap Search",
    ]
  ),
  (
    "glass",
    [
      "tap Library", "set voiceover on", "tap Home", "wait 350ms", "voiceover activate",
      "tap Profile",
    ]
  ),
  (
    "router",
    [
      "set voiceover on", "tap (200, 0)",
      "+100ms open \"myapp://recipe/apple-pie/recipe/apple-pie\"", "tap (70, 780)",
    ]
  ),
  ("gooey-corrected", ["set voiceover on", "tap Home", "double-tap Home", "tap (270, 780)"]),
  (
    "header-scroll", ["set voiceover on", "tap (190, 780)", "voiceover-scroll down", "tap Library"]
  ),
  (
    "minimize-on-scroll",
    [
      "tap Library", "fling up 7390", "set voiceover on", "minimize-behavior on-scroll-up",
      "double-tap Library",
    ]
  ),
])
func reduceMotionForgetsTheLastTapBetweenSteps(name: String, lines: [String]) throws {
  let path = "scenarios/explore/\(name).setup"
  let setup = try ExplorationSetup(path: path, text: try PackageFiles.read(path))
  let outcome = try RelationCheck(.reduceMotion, setup: setup).check(lines)
  #expect(outcome.compared)
  #expect(outcome.broken == nil)
  #expect(outcome.firstLines.prefix(3) == [lines[0], "settle", "wait 1000ms"])
}

/// A touch at a seam's x but above the bar is no tie: the run is compared.
@Test func mirrorComparesATouchAboveASeam() throws {
  let setup = try ExplorationSetup(path: "t.setup", text: glass)
  let check = try RelationCheck(.mirror, setup: setup)
  // 97.25 is moved off no edge by the nudge (it is on none); the drag's moves pass x = 97.5 at
  // y = 300, far above the bar, whose seam that x is.
  let outcome = check.check(["drag (97.25, 300) to (97.75, 300)"])
  #expect(outcome.compared)
  #expect(outcome.broken == nil)
  #expect(RelationCheck.FrameSide(x: 97.5, minY: 750, maxY: 844).holds(Point(x: 97.5, y: 844)))
  #expect(!RelationCheck.FrameSide(x: 97.5, minY: 750, maxY: 844).holds(Point(x: 97.5, y: 300)))
}

/// A tap on the edge of the frame a hit test reads (the accessory's target frame, 374 pt, while
/// its drawn frame still moves) is a tie too: the run is not compared, where it broke before.
@Test func mirrorSeesTheEdgesOfEveryRectangle() throws {
  let path = "scenarios/explore/minimize-on-scroll.setup"
  let setup = try ExplorationSetup(path: path, text: try PackageFiles.read(path))
  let outcome = try RelationCheck(.mirror, setup: setup).check([
    "fling up 6630", "wait 800ms", "tap (374, 790)",
  ])
  #expect(outcome.broken == nil)
}

/// Raw touches that scroll the content (and so minimise the bar) change what no saved state
/// holds, which no keyword of the lines tells: the restored model comes to rest elsewhere, so the
/// later steps are not compared (the sweeps' shrunk case: the restored run tapped Home where the
/// first run's minimised bar showed Library alone).
@Test func restoreComparesLaterStepsOnlyWhereTheModelsComeToRestAlike() throws {
  let path = "scenarios/explore/minimize-on-scroll.setup"
  let setup = try ExplorationSetup(path: path, text: try PackageFiles.read(path))
  let check = try RelationCheck(.restore, setup: setup)
  let scrolled = check.check([
    "tap Library", "touch down (100, 200)", "+20ms touch move (130, 140)", "touch up",
    "touch down (50, 790)", "+500ms touch move (40, 770)", "touch up", "long-press (0, 420)",
    "tap (50, 790)",
  ])
  #expect(scrolled.compared)
  #expect(scrolled.broken == nil)
  #expect(!scrolled.secondLines.contains { $0.hasSuffix("tap (50, 790)") })
  // Where nothing unsaved differs, the later steps are played and compared, a restored
  // selection still gliding into place included.
  let glassSetup = try ExplorationSetup(path: "t.setup", text: glass)
  let plain = try RelationCheck(.restore, setup: glassSetup).check([
    "tap Library", "settle", "tap Profile",
  ])
  #expect(plain.compared)
  #expect(plain.broken == nil)
  #expect(plain.secondLines.contains { $0.hasSuffix("tap Profile") })
}

/// A finger held through a reselection: the animated scroll to the top is still moving when the
/// next tap comes, and catches it; under Reduce Motion it had jumped to the top. No settle could
/// come between (a finger is down), so the run is compared no further (the sweeps' shrunk case).
@Test func reduceMotionStopsWhereAHeldFingerKeepsTheFirstRunMoving() throws {
  let path = "scenarios/explore/header-scroll.setup"
  let setup = try ExplorationSetup(path: path, text: try PackageFiles.read(path))
  let outcome = try RelationCheck(.reduceMotion, setup: setup).check([
    "touch down (200, 810)", "touch down 2 (390, 750)", "touch move (180, 810)",
    "touch move (280, 170)", "touch up", "tap pill", "tap (200, 420)", "touch up 2",
  ])
  #expect(outcome.compared)
  #expect(outcome.broken == nil)
  // The comparison stopped at the reselection: the second run played no further.
  #expect(!outcome.secondLines.contains("tap (200, 420)"))
}
