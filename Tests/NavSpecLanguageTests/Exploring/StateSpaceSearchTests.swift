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

/// Counted by hand. A state of this set-up is the seven switches other than VoiceOver
/// (reduce-motion, prefer-cross-fade, reduce-transparency, increase-contrast, bold-text,
/// layout-direction, color-scheme), the text size, VoiceOver, whether a finger is down, and
/// whether VoiceOver's focus is on Home: a move of the finger changes nothing the state shows
/// (the bubble bar follows no drag), and with VoiceOver off neither does `tap Home`, `tap bubble`
/// or `settle`. Steps to each: one a switch; for the size, one to `xL` or `AX5`, two to `xxL` or
/// `xS` (past `AX5` the next size wraps), three to `xxxL` or `S`; one to press a finger; with
/// VoiceOver on, one to focus Home (`tap Home`, `voiceover next`), and a finger pressed after
/// VoiceOver is on both presses and focuses, in one step. With M(k) the settings of the seven
/// switches and the size within k steps (C(7, j) choices of j switches; two sizes at each of
/// 1, 2 and 3 steps): M(0...3) = 1, 10, 47, 140. Within three steps, VoiceOver off: M(3) with no
/// finger + M(2) with one = 187; VoiceOver on: M(2) + 3 × M(1) (a finger, the focus, or both)
/// = 77; 264 in all. Within two: 57 + 13 = 70; within one: 11 + 1 = 12.
@Test func aCleanSetUpVisitsTheStatesCountedByHand() throws {
  let (report, output) = try search(oneTab, depth: 3)
  #expect(report.counterexamples.isEmpty)
  #expect(report.newStatesByDepth == [11, 58, 194])
  #expect(report.distinctStates == 264)
  #expect(report.completeDepth == 3)
  #expect(report.cut == nil)
  #expect(
    output == [
      "check t.setup: breadth first to depth 3, at most 100000 states",
      "depth 1: 11 new states, 12 distinct",
      "depth 2: 58 new states, 70 distinct",
      "depth 3: 194 new states, 264 distinct",
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

private func searchRelations(_ text: String, depth: Int, relations: String) throws -> (
  report: CheckReport, output: [String]
) {
  let setup = try ExplorationSetup(path: "t.setup", text: text)
  var output: [String] = []
  let report = StateSpaceSearch(
    setup: setup,
    options: CheckOptions(depth: depth, relations: try setup.relations(named: relations)),
    output: { output.append($0) }
  ).search()
  return (report, output)
}

/// With `--relations`, the shortest sequence to every new state but the start is compared: 69
/// sequences for the 70 distinct states of depth 2 (the numbers of
/// `checkWithNothingBrokenExitsZero`). Bold Text changes no selection and no event of the
/// one-tab bar, so none breaks.
@Test func everyNewStatesSequenceIsComparedByTheRelations() throws {
  let (report, _) = try searchRelations(
    oneTab + "\nrelation bold: set bold-text on keeps selection, events", depth: 2,
    relations: "bold")
  #expect(report.distinctStates == 70)
  #expect(report.relationCounts.map(\.compared) == [69])
  #expect(report.relationCounts.map(\.broken) == [0])
  #expect(report.relationCounterexamples.isEmpty)
  #expect(report.closingLines.contains("  bold: 69 sequences compared, 0 broken"))
  #expect(report.closingLines.last?.hasSuffix(", 0 invariants broken, 0 relations broken") == true)
  // Without relations, the summary is what it was.
  let (plain, _) = try search(oneTab, depth: 2)
  #expect(plain.closingLines.last?.hasSuffix(", 0 invariants broken") == true)
}

/// Bold Text widens the bubble, so a relation that keeps the bar's frame breaks on the first
/// sequence there is, one step, and only where the first run has not turned Bold Text on itself:
/// the pair written fails under `navspec run` in its second scenario only.
@Test func aBrokenRelationIsReportedAtItsShortestSequence() throws {
  let (report, output) = try searchRelations(
    oneTab + "\nrelation bold: set bold-text on keeps bar.frame", depth: 2, relations: "all")
  #expect(report.relationCounts.map(\.relation.name).last == "bold")
  let found = try #require(report.relationCounterexamples.first)
  #expect(report.relationCounterexamples.count == 1)
  #expect(found.steps.count == 1)
  #expect(found.broken.path.hasPrefix("bar.frame."))
  #expect(found.fileName == "relation-bold-check.scenario")
  #expect(
    found.scenario.contains("# Reproduce: navspec check t.setup --relations bold --depth 1\n"))
  #expect(found.scenario.contains("scenario \"The second run: bold\"\nset bold-text on\n"))
  #expect(output.contains { $0.hasPrefix("depth 1: relation bold broke after ") })
  let bold = try #require(report.relationCounts.last)
  #expect(bold.broken > 0 && bold.broken < bold.compared)
  #expect(report.foundSomething)
  #expect(report.closingLines.contains("broken: relation bold in 1 step (the shortest sequence)"))
  let run = ScenarioPipeline.run(path: "relation-bold-check.scenario", text: found.scenario)
  #expect(run.diagnostics.isEmpty)
  #expect(RunReport(files: [run]).exitCode == 1)
  #expect(run.results.map(\.passed) == [true, false])
}
