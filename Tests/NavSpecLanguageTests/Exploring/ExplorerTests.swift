import NavSpecModel
import NavSpecTestSupport
import Testing

@testable import NavSpecLanguage

private let glass = """
  tabbar glass Home Search Library Profile
  tab Library badge 3
  """

private func setup(_ text: String = glass, path: String = "t.setup") throws -> ExplorationSetup {
  try ExplorationSetup(path: path, text: text)
}

/// The bundled set-up `scenarios/explore/NAME.setup`.
private func bundledSetup(_ name: String) throws -> ExplorationSetup {
  let path = "scenarios/explore/\(name).setup"
  return try ExplorationSetup(path: path, text: try PackageFiles.read(path))
}

/// A generated run of 40 steps (run 1 of `seed`), without coverage.
private func generatedRun(_ setup: ExplorationSetup, seed: UInt64) -> ExplorationRun {
  var rng = SeededGenerator.forRun(1, seed: seed)
  var coverage: CoverageMap? = nil
  return ExplorationRun.generate(
    from: setup, steps: 40, prefix: [], rng: &rng, coverage: &coverage)
}

/// The same seed gives the same lines, run after run; another seed gives others.
@Test func generationIsDeterministic() throws {
  let setup = try setup()
  func lines(seed: UInt64) -> [[String]] {
    (1...5).map { run in
      var rng = SeededGenerator.forRun(run, seed: seed)
      var coverage: CoverageMap? = CoverageMap()
      return ExplorationRun.generate(
        from: setup, steps: 20, prefix: [], rng: &rng, coverage: &coverage
      ).lines
    }
  }
  let first = lines(seed: 3)
  #expect(first == lines(seed: 3))
  #expect(first != lines(seed: 4))
  #expect(first.allSatisfy { $0.count == 20 })
}

/// A run that starts from the players a corpus entry kept is the run that plays the entry's
/// lines again: the same lines, the same coverage, the same break, and a trail of its own.
@Test func aRunStartedFromKeptPlayersIsTheRunThatPlaysTheLinesAgain() throws {
  let setup = try setup()
  var rng = SeededGenerator.forRun(1, seed: 5)
  var coverage: CoverageMap? = CoverageMap()
  var trail: [ExplorationRun.Player]? = []
  let entry = ExplorationRun.generate(
    from: setup, steps: 20, prefix: [], rng: &rng, coverage: &coverage, trail: &trail)
  #expect(trail?.count == entry.lines.count)
  #expect(entry.newCoverage > 0)
  let prefix = Array(entry.lines.prefix(12))
  func run(from players: [ExplorationRun.Player]?) -> (ExplorationRun, CoverageMap?, Int?) {
    var rng = SeededGenerator.forRun(2, seed: 5)
    var reached = coverage
    var trail = players
    let run = ExplorationRun.generate(
      from: setup, steps: 20, prefix: prefix, rng: &rng, coverage: &reached, trail: &trail)
    return (run, reached, trail?.count)
  }
  let (resumed, resumedCoverage, resumedTrail) = run(from: Array(trail!.prefix(12)))
  let (replayed, replayedCoverage, replayedTrail) = run(from: [])
  let (played, _, playedTrail) = run(from: nil)
  #expect(resumed.lines.count == 20)
  #expect(resumed.lines.prefix(12) == prefix[...])
  #expect(resumed.lines == replayed.lines)
  #expect(resumed.lines == played.lines)
  #expect(resumed.newCoverage == replayed.newCoverage)
  #expect(resumed.broken?.message == replayed.broken?.message)
  #expect(resumedCoverage?.keys == replayedCoverage?.keys)
  #expect(resumedTrail == 20)
  #expect(replayedTrail == 20)
  #expect(playedTrail == nil)
}

/// The whole tree built through the components' memo (`Simulator.state(reusing:)`) is the tree
/// built afresh, step after step of a generated run, and the memo does hand branches back: the
/// glass bar's `tabs` branch is the same storage from one step to the next where nothing it
/// shows changed.
@Test(arguments: ["glass", "gooey", "bubble", "system", "router", "header-scroll"])
func theTreeBuiltThroughTheMemoIsTheTreeBuiltAfresh(name: String) throws {
  let setup = try bundledSetup(name)
  let run = generatedRun(setup, seed: 21)
  var coverage: CoverageMap? = nil
  var player = ExplorationRun.Player(setup)
  var memo = StateTreeMemo()
  var previousTabs: [StateNode.Child]?
  var handedBack = 0
  for line in run.lines {
    #expect(player.play(line, coverage: &coverage))
    let simulator = player.session.simulator
    let tree = simulator.state(reusing: &memo)
    #expect(tree == simulator.state(), "after \(line)")
    if case .branch(let tabs)? = tree.child(.name("tabs")) {
      if let previousTabs, StateNode.sameStorage(previousTabs, tabs) { handedBack += 1 }
      previousTabs = tabs
    }
  }
  #expect(run.lines.count == 40)
  if name == "glass" { #expect(handedBack > 5) }
}

/// The frames read through the generator's memo (`ExplorationTargets.FramesMemo`) are the
/// frames read from the whole tree, step after step of a generated run, in the same order, and
/// the memo does hand frames back where a branch of the root is the one met before.
@Test(arguments: ["glass", "gooey", "system", "router", "header-scroll"])
func theFramesReadThroughTheMemoAreTheFramesReadAfresh(name: String) throws {
  let setup = try bundledSetup(name)
  let run = generatedRun(setup, seed: 5)
  var coverage: CoverageMap? = nil
  var player = ExplorationRun.Player(setup)
  var memo = ExplorationTargets.FramesMemo()
  var treeMemo = StateTreeMemo()
  var handedBack = 0
  func spelled(_ frames: [ExplorationTargets.Frame]) -> [String] {
    frames.map { "\($0.root) \($0.isAccessibility) \($0.x) \($0.y) \($0.width) \($0.height)" }
  }
  for line in run.lines {
    #expect(player.play(line, coverage: &coverage))
    let simulator = player.session.simulator
    let targets = ExplorationTargets(
      simulator: simulator, state: simulator.state(reusing: &treeMemo))
    let before = memo.entries.map(\.children)
    let read = targets.withFrames(reusing: &memo).frames
    #expect(spelled(read) == spelled(targets.withFrames().frames), "after \(line)")
    #expect(!read.isEmpty)
    handedBack +=
      zip(before, memo.entries).filter {
        !$0.0.isEmpty && StateNode.sameStorage($0.0, $0.1.children)
      }.count
  }
  #expect(run.lines.count == 40)
  if name == "glass" { #expect(handedBack > 5) }
}

/// A memo passed from run to run (`ExplorationRun.generate(…memo:)`) changes nothing a run does:
/// the same lines, the same new coverage and the same finding as runs each given a fresh memo,
/// and it comes back holding what the components kept.
@Test func aMemoPassedFromRunToRunChangesNothingARunDoes() throws {
  let setup = try bundledSetup("glass")
  var memo = StateTreeMemo()
  var shared: CoverageMap? = CoverageMap()
  var fresh: CoverageMap? = CoverageMap()
  for runNumber in 1...6 {
    var sharedRNG = SeededGenerator.forRun(runNumber, seed: 3)
    var freshRNG = SeededGenerator.forRun(runNumber, seed: 3)
    var sharedTrail: [ExplorationRun.Player]? = []
    var freshTrail: [ExplorationRun.Player]? = []
    let withMemo = ExplorationRun.generate(
      from: setup, steps: 30, prefix: [], rng: &sharedRNG, coverage: &shared,
      trail: &sharedTrail, memo: &memo)
    let alone = ExplorationRun.generate(
      from: setup, steps: 30, prefix: [], rng: &freshRNG, coverage: &fresh, trail: &freshTrail)
    #expect(withMemo.lines == alone.lines)
    #expect(withMemo.newCoverage == alone.newCoverage)
    #expect(withMemo.broken == alone.broken)
    #expect(memo.finiteTree != nil)
  }
  #expect(shared?.keys == fresh?.keys)
}

/// The glass bar keeps each tab's branch as it was when selected and as it was when not, and the
/// `tabs` branch for each selected tab: when the selection comes back to a tab, the branches it
/// showed then are handed back (one kept branch per tab built both tabs again at every change of
/// selection), and the tree is still the tree built afresh.
@Test func theGlassBarHandsBackItsBranchesWhenTheSelectionComesBack() throws {
  let setup = try bundledSetup("glass")
  var player = ExplorationRun.Player(setup)
  var memo = StateTreeMemo()
  var none: CoverageMap? = nil
  var tabs: [[StateNode.Child]] = []
  for line in ["tap Library", "settle", "tap Home", "settle", "tap Library", "settle"] {
    #expect(player.play(line, coverage: &none))
    let simulator = player.session.simulator
    let tree = simulator.state(reusing: &memo)
    #expect(tree == simulator.state(), "after \(line)")
    tabs.append(tree.child(.name("tabs"))?.children ?? [])
  }
  func tab(_ title: String, after step: Int) -> [StateNode.Child] {
    tabs[step].first { $0.key == title }?.node.children ?? []
  }
  // Library selected and settled, twice: the same `tabs` branch, and each tab's.
  #expect(tabs[1].count == 4)
  #expect(StateNode.sameStorage(tabs[1], tabs[5]))
  // Home selected in between: Library's branch as it was when not selected is new, and Home's
  // and Library's come back when Library is selected again.
  #expect(!StateNode.sameStorage(tab("Library", after: 1), tab("Library", after: 3)))
  #expect(StateNode.sameStorage(tab("Library", after: 1), tab("Library", after: 5)))
  #expect(StateNode.sameStorage(tab("Home", after: 1), tab("Home", after: 5)))
  #expect(StateNode.sameStorage(tab("Search", after: 1), tab("Search", after: 3)))
}

/// The corpus keeps players for runs of the default length, and none for a run too long ever to
/// fit: a long run's players hold its event log as it grew, so they weigh with the square of its
/// length (1,000-step runs kept half a gigabyte for 30 runs before the budget).
@Test func theCorpusKeepsPlayersForRunsThatFitItsBudget() {
  let budget = Explorer.trailBudget
  #expect(Explorer.weight(ofTrail: 30) == 465)
  #expect(Explorer.weight(ofTrail: ExploreOptions.defaultSteps) * 1_000 == budget)
  #expect(Explorer.weight(ofTrail: ExploreOptions.maximumSteps) > budget)
}

/// Every generated line is a valid scenario line: replayed, each one is kept.
@Test(arguments: ["glass", "gooey", "bubble", "system", "sidebar-adaptable", "router"])
func generatedLinesReplayAsTheyWereGenerated(name: String) throws {
  let setup = try bundledSetup(name)
  for run in 1...10 {
    var rng = SeededGenerator.forRun(run, seed: 11)
    var coverage: CoverageMap? = nil
    let generated = ExplorationRun.generate(
      from: setup, steps: 25, prefix: [], rng: &rng,
      coverage: &coverage)
    #expect(ExplorationRun.replay(generated.lines, from: setup).lines == generated.lines)
  }
}

/// Delta debugging keeps only the steps the failure needs.
@Test func shrinkingRemovesEveryStepTheFailureDoesNotNeed() {
  let lines = (0..<40).map { "wait \($0 + 1)ms" }
  var progress: [String] = []
  var shrinker = Shrinker(
    stillFails: { candidate in
      candidate.contains("wait 7ms") && candidate.contains("wait 31ms") ? candidate : nil
    }, progress: { progress.append($0) })
  #expect(shrinker.shrink(lines) == ["wait 7ms", "wait 31ms"])
  #expect(progress.first?.hasPrefix("shrink: 40 -> ") == true)
}

/// Numbers round to multiples of 10, 5 and 1 and times to 100, 50, 10 and 1 ms, each as far as
/// the failure allows; fingers other than the first go; timing prefixes go.
@Test func shrinkingRoundsNumbersAndTimesAndDropsFingers() {
  let lines = [
    "+16667us touch down (123.5, 812.25)",
    "+8333us touch down 2 (40, 800)",
    "+8333us touch move 2 (50, 800)",
    "+16ms touch move (187.25, 812.25)",
    "wait 437ms",
  ]
  // Fails while finger 1 moves at least 60 pt right and the wait is over 400 ms: 437 ms rounds
  // to 450 ms (a multiple of 50), which then rounds half away from zero to 500 ms.
  func fails(_ candidate: [String]) -> [String]? {
    guard let down = candidate.first(where: { $0.contains("touch down (") }),
      let move = candidate.first(where: { $0.contains("touch move (") }),
      let wait = candidate.first(where: { $0.hasPrefix("wait ") })
    else { return nil }
    let x = { (line: String) in Double(line.split(separator: "(")[1].split(separator: ",")[0])! }
    let ms = Double(wait.dropFirst(5).dropLast(2)) ?? 0
    return x(move) - x(down) >= 60 && ms > 400 ? candidate : nil
  }
  var shrinker = Shrinker(stillFails: fails, progress: { _ in })
  #expect(
    shrinker.shrink(lines) == ["touch down (120, 810)", "touch move (190, 810)", "wait 500ms"])
}

/// The shrinker never touches text in quotes, titles with digits or words such as AX5.
@Test func shrinkableNumbersAreOnlyNumbers() {
  let line = ShrinkableLine(#"+1500us tap v2.0 (3.5, -7.25) "x 12" AX5 s1 for 800ms"#)
  #expect(line.numbers.map { line.text[$0.range] } == ["1500us", "3.5", "-7.25", "800ms"])
  #expect(ShrinkableLine("touch up 2").finger == 2)
  #expect(ShrinkableLine("+16ms touch move (1, 2)").finger == 1)
  #expect(ShrinkableLine("tap Home").finger == nil)
  #expect(
    ShrinkableLine("+5ms double-tap Home").simplifications == ["double-tap Home", "tap Home"])
  #expect(
    ShrinkableLine("drag Home to (40.5, 800) in 300ms").simplifications == [
      "tap (40.5, 800)", "drag Home to (40.5, 800)",
    ])
  #expect(
    ShrinkableLine("long-press pill for 800ms").simplifications == ["tap pill", "long-press pill"])
}

/// A set-up file holds set-up only, and must put something on screen.
@Test func setupFilesHoldSetupOnly() throws {
  #expect(throws: ExplorationSetup.Failure.self) { try setup(glass + "\ntap Home") }
  #expect(throws: ExplorationSetup.Failure.self) { try setup("set voiceover on") }
  do throws(ExplorationSetup.Failure) {
    _ = try ExplorationSetup(path: "t.setup", text: glass + "\ntap Home")
  } catch {
    #expect(error.diagnostics.first?.location.line == 3)
  }
  // A scenario file gives its first scenario's set-up.
  let fromScenario = try setup(glass + "\ntap Home\nexpect selection == Home", path: "t.scenario")
  #expect(
    fromScenario.lines == ["tabbar glass Home Search Library Profile", "tab Library badge 3"])
}

/// Invariant lines belong to a set-up; one that fails right after the set-up is an error, since
/// every run would "find" it.
@Test func setupFilesStateInvariants() throws {
  let stated = try setup(glass + "\ninvariant selection in tabs\ninvariant built-in")
  #expect(stated.lines.suffix(2) == ["invariant selection in tabs", "invariant built-in"])
  do throws(ExplorationSetup.Failure) {
    _ = try ExplorationSetup(path: "t.setup", text: glass + "\ninvariant selection == Search")
    Issue.record("an invariant false after the set-up was accepted")
  } catch {
    #expect(error.diagnostics.first?.location.line == 3)
    #expect(error.diagnostics.first?.message.contains("selection == Search") == true)
  }
}

/// The written scenario: a header with the reproduction, the set-up, the steps, the expectation.
@Test func theShrunkScenarioRecordsTheViolation() {
  let broken = InvariantBreak(
    invariant: "one-selection",
    message: "invariant one-selection broke after `tap B`: two tabs selected", isBuiltIn: true,
    step: 0,
    time: .zero)
  let origin = ShrunkScenarioWriter.Origin(
    command: "navspec explore a.setup", seed: 4, run: 9, steps: 30, originalSteps: 17)
  #expect(
    ShrunkScenarioWriter.text(
      setup: ["tabbar glass A B"], steps: ["tap B"], broken: broken, origin: origin) == """
        # Found by navspec explore: seed 4, run 9, shrunk from 17 steps to 1.
        # Reproduce: navspec explore a.setup --seed 4 --runs 9 --steps 30
        # invariant one-selection broke after `tap B`: two tabs selected
        tabbar glass A B
        tap B
        expect invariant one-selection

        """)
  #expect(ShrunkScenarioWriter.fileName(for: broken, seed: 4) == "one-selection-seed4.scenario")
}

@Test func exploreOptionsAreRead() throws {
  let options = try ExploreOptions.parsing(["--seed", "5", "--runs", "10"])
  #expect(options == ExploreOptions(seed: 5, runs: 10, steps: ExploreOptions.defaultSteps))
  #expect(throws: OptionFailure.self) { try ExploreOptions.parsing(["--runs", "0"]) }
  #expect(throws: OptionFailure.self) { try ExploreOptions.parsing(["--seeds", "1"]) }
}

/// A line played without undoing it (`play(_:coverage:undoes:)`, as a generated run plays its
/// lines) and then dropped is undone by `restore`: from the last kept player, or by playing
/// the kept lines again. Either way the player goes on as the one that never saw the line.
@Test func aDroppedLineIsUndoneFromTheLastPlayerOrByPlayingTheLinesAgain() throws {
  let setup = try setup()
  let kept = ["tap Search", "set voiceover on", "wait 50ms"]
  var clean = ExplorationRun.Player(setup)
  var none: CoverageMap? = nil
  for line in kept { #expect(clean.play(line, coverage: &none)) }
  var last: ExplorationRun.Player?
  var fromLast = ExplorationRun.Player(setup)
  var byReplay = ExplorationRun.Player(setup)
  for line in kept {
    #expect(fromLast.play(line, coverage: &none, undoes: false))
    last = fromLast.kept
    #expect(byReplay.play(line, coverage: &none, undoes: false))
  }
  // Rejected by the checker (no such tab), and accepted by the checker but refused by the
  // model after its `+100ms` ran (VoiceOver has nothing focused yet): the second leaves the
  // checker's clock and the model's moved on.
  for dropped in ["tap Nowhere", "+100ms voiceover activate"] {
    #expect(!fromLast.play(dropped, coverage: &none, undoes: false))
    fromLast.restore(from: setup, last: last)
    #expect(!byReplay.play(dropped, coverage: &none, undoes: false))
    byReplay.restore(from: setup, last: nil)
  }
  let next = ["+16ms voiceover next", "+200ms voiceover activate", "settle"]
  for line in next {
    #expect(clean.play(line, coverage: &none))
    #expect(fromLast.play(line, coverage: &none, undoes: false))
    #expect(byReplay.play(line, coverage: &none, undoes: false))
  }
  #expect(fromLast.run.lines == clean.run.lines)
  #expect(byReplay.run.lines == clean.run.lines)
  #expect(fromLast.session.simulator.state() == clean.session.simulator.state())
  #expect(byReplay.session.simulator.state() == clean.session.simulator.state())
  #expect(fromLast.session.simulator.events == clean.session.simulator.events)
  #expect(byReplay.session.simulator.events == clean.session.simulator.events)
}
