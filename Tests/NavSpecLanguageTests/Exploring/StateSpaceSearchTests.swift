import NavSpecModel
import Testing

@testable import NavSpecLanguage

/// A bubble bar of one tab whose bubble moves at once (the UIKit variant): tapping its one tab
/// changes nothing, so the states are the settings and the one finger `navspec check` presses.
private let oneTab = """
  tabbar bubble Home
  bubble style uikit
  """

private func search(_ text: String, depth: Int, maxStates: Int = CheckOptions.defaultMaxStates)
  throws -> (report: CheckReport, output: [String])
{
  let setup = try ExplorationSetup(path: "t.setup", text: text)
  var output: [String] = []
  let report = StateSpaceSearch(
    setup: setup, options: CheckOptions(depth: depth, maxStates: maxStates),
    output: { output.append($0) }
  ).search()
  return (report, output)
}

/// The text size moves one size a step (or to the largest at once), so `xxL` is two steps from
/// the default `L` and only `set dynamic-type xL` then `set dynamic-type xxL` reach it in two:
/// breadth first, that is the sequence reported, with the invariant's own expectation.
@Test func aTwoStepBreakIsReportedAsThoseTwoSteps() throws {
  let (report, output) = try search(
    oneTab + "\ninvariant settings.dynamic-type != xxL", depth: 3)
  #expect(report.counterexamples.count == 1)
  let found = try #require(report.counterexamples.first)
  #expect(found.steps == ["set dynamic-type xL", "set dynamic-type xxL"])
  #expect(found.broken.invariant == "settings.dynamic-type != xxL")
  #expect(found.fileName == "settings-dynamic-type-xxl-check.scenario")
  #expect(found.scenario.hasSuffix("set dynamic-type xxL\nexpect settings.dynamic-type != xxL\n"))
  #expect(
    output.contains(
      "depth 2: invariant broke after `set dynamic-type xxL`: "
        + "settings.dynamic-type != xxL does not hold"))
  #expect(report.completeDepth == 3)
}

/// Counted by hand. From the start, one step reaches 11 new states: the eight switches
/// (reduce-motion, prefer-cross-fade, reduce-transparency, increase-contrast, bold-text,
/// voiceover, layout-direction, color-scheme) each flipped, the text size one larger (`xL`) or
/// the largest (`AX5`), and a finger pressed on the bubble; the taps and `settle` change
/// nothing. Two steps reach 58 more: with no finger, 28 pairs of switches, a switch with either
/// size (16) and the two sizes two steps away (`xxL`, and `xS` after `AX5` wraps): 46; with the
/// finger, one of the ten changes above made while it is down (10) or the finger moved past
/// either end of the bar (2; moving it to Home's centre, where it is, changes nothing): 12.
/// 1 + 11 + 58 = 70.
@Test func aCleanSetUpVisitsTheStatesCountedByHand() throws {
  let (report, output) = try search(oneTab, depth: 2)
  #expect(report.counterexamples.isEmpty)
  #expect(report.newStatesByDepth == [11, 58])
  #expect(report.distinctStates == 70)
  #expect(report.completeDepth == 2)
  #expect(report.cut == nil)
  #expect(
    output == [
      "check t.setup: breadth first to depth 2, at most 100000 states",
      "depth 1: 11 new states, 12 distinct",
      "depth 2: 58 new states, 70 distinct",
    ])
}

/// The bound stops the search where it is reached and says so: 20 states are the start, the 11
/// of depth 1 and 8 of depth 2, so depth 1 is the deepest searched completely.
@Test func theStateBoundCutsTheSearchAndSaysWhere() throws {
  let (report, output) = try search(oneTab, depth: 6, maxStates: 20)
  #expect(report.cut == CheckReport.Cut(depth: 2, maxStates: 20))
  #expect(report.distinctStates == 20)
  #expect(report.completeDepth == 1)
  #expect(output.last == "depth 2: 8 new states, 20 distinct (cut)")
  #expect(
    report.closingLines.contains(
      "cut: the bound of 20 states was reached at depth 2; depth 1 was searched completely "
        + "(raise --max-states to go deeper)"))
}

/// Nothing in the search depends on the process: the same set-up gives the same lines.
@Test func theSearchPrintsTheSameLinesEveryRun() throws {
  let text = "tabbar glass Home Search\ninvariant selection == Home"
  let first = try search(text, depth: 3)
  let second = try search(text, depth: 3)
  #expect(first.output == second.output)
  #expect(first.report.closingLines == second.report.closingLines)
  #expect(
    first.report.counterexamples.map(\.scenario) == second.report.counterexamples.map(\.scenario))
}

/// States that differ only in the clock are one state: a tap on the selected tab, settled, is
/// the start again, though later.
@Test func theClockIsNotPartOfAState() throws {
  let setup = try ExplorationSetup(path: "t.setup", text: "tabbar glass Home Search")
  var player = ExplorationRun.Player(setup)
  let before = player.session.simulator
  var noCoverage: CoverageMap? = nil
  #expect(player.play("tap Home", coverage: &noCoverage))
  #expect(player.play("settle", coverage: &noCoverage))
  let after = player.session.simulator
  #expect(after.now > before.now)
  func fingerprint(_ simulator: Simulator) -> StateFingerprint {
    StateFingerprint(simulator, state: simulator.state(without: StateFingerprint.ignoredRoots))
  }
  #expect(fingerprint(before) == fingerprint(after))
}
