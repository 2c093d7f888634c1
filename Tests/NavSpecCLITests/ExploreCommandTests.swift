import Foundation
import Testing

/// `navspec explore`: its exit statuses and what it prints.
@Test func exploreWithNothingBrokenExitsZero() throws {
  let outcome = try navspec(["explore", "explore/glass.setup", "--runs", "3", "--steps", "5"])
  #expect(outcome.status == 0, "\(outcome.stderr)")
  #expect(outcome.stderr.isEmpty)
  #expect(
    outcome.stdout.hasPrefix("explore explore/glass.setup: seed 0, 3 runs of up to 5 steps\n"))
  #expect(outcome.lastLine == "3 runs, 15 steps, 0 invariants broken")
}

@Test func exploreIsReproducible() throws {
  let arguments = ["explore", "explore/glass.setup", "--runs", "20", "--seed", "9"]
  #expect(try navspec(arguments).stdout == navspec(arguments).stdout)
}

@Test func exploreInputErrorsExitTwo() throws {
  let withInput = try navspec(["explore", "explore/with-input.setup"])
  #expect(withInput.status == 2)
  #expect(
    withInput.stderr.hasPrefix(
      "explore/with-input.setup:2:1: error: a set-up file holds set-up statements only; 'tap' is not one\n"
    ))
  #expect(withInput.stdout.isEmpty)
  #expect(try navspec(["explore", "explore/missing.setup"]).status == 2)
  #expect(try navspec(["explore", "explore/glass.setup", "--runs", "0"]).status == 2)
  #expect(try navspec(["explore", "explore/glass.setup", "--steps", "x"]).status == 2)
  #expect(try navspec(["explore"]).status == 2)
}

@Test func exploreOutputFailureExitsThree() throws {
  let outcome = try navspec(
    ["explore", "explore/glass.setup", "--runs", "2"],
    standardOutput: FileHandle(forWritingAtPath: "/dev/full"))
  #expect(outcome.status == 3)
}

/// A stated invariant that is false on the unmodified model (`invariant selection == Home`): the
/// explorer finds a tap that breaks it and shrinks the run to that one tap. By hand: the glass bar
/// fills the 390 pt screen's bottom 64 pt (y 780 to 844) with four 97.5 pt slots, so (100, 810)
/// lies in the second slot, Search, and selects it when the finger lifts; every earlier step of
/// the generated run is removed, the tap's `+1ms` dropped and its point rounded (98.5 to 100,
/// 812 to 810) while it still breaks the invariant. The whole output is compared: the progress,
/// the scenario, the coverage and the summary.
@Test func exploreFindsAndShrinksABrokenStatedInvariant() throws {
  let outcome = try navspec([
    "explore", "explore/stays-home.setup", "--runs", "10", "--steps", "10",
  ])
  #expect(outcome.status == 1)
  #expect(outcome.stderr.isEmpty)
  #expect(
    outcome.stdout == """
      explore explore/stays-home.setup: seed 0, 10 runs of up to 10 steps
      run 1, step 6: invariant broke after `+1ms tap (98.5, 812)`: selection == Home does not hold
      shrink: 6 -> 1 step (removing steps)
      shrink: 1 step (removing fingers: 0 removed)
      shrink: 1 step (simplifying steps: 1 simplified)
      shrink: 1 step (rounding numbers: 2 rounded)
      shrink: 1 step (rounding times: 0 rounded)
      shrink: 6 -> 1 step in 7 replays
      --- selection-home-seed0.scenario
      # Found by navspec explore: seed 0, run 1, shrunk from 6 steps to 1.
      # Reproduce: navspec explore explore/stays-home.setup --seed 0 --runs 1 --steps 10
      # invariant broke after `tap (100, 810)`: selection == Home does not hold
      tabbar glass Home Search Library Profile
      invariant selection == Home
      tap (100, 810)
      expect selection == Home
      ---
      broken: selection == Home in 7 of 10 runs (first in run 1)
      coverage (events, states, branches reached):
        animation: 2 events, 0 states, 3 branches
        bar: 0 events, 5 states, 0 branches
        drag: 0 events, 2 states, 0 branches
        environment: 1 events, 0 states, 0 branches
        interaction: 6 events, 0 states, 3 branches
        largeContentViewer: 0 events, 3 states, 0 branches
        longPress: 0 events, 2 states, 0 branches
        persistence: 1 events, 0 states, 0 branches
        pill: 0 events, 8 states, 0 branches
        selection: 0 events, 4 states, 0 branches
        tabs: 0 events, 31 states, 0 branches
        voiceover: 0 events, 2 states, 0 branches
        events left out (36): they need a scroll view, routes, a system TabView or its More tab the set-up lacks
        events never reached (13): dragCancelled, longPressCancelled, largeContentViewerShown,
          largeContentViewerHidden, stateRestored, stateRestoreRejected, voiceOverFocused, voiceOverSpoke,
          voiceOverActivated, voiceOverEscape, announcement, screenChanged, layoutChanged
      10 runs, 66 steps, 1 invariant broken

      """)
}

/// `--out` writes the shrunk scenario, which `navspec run` then fails at the step that breaks the
/// invariant: it joins the corpus as a failing scenario until the defect is fixed.
@Test func exploreWritesAScenarioThatFailsUntilFixed() throws {
  let folder = try scratchFolder("explore-out")
  defer { try? FileManager.default.removeItem(at: folder) }
  let outcome = try navspec([
    "explore", "explore/stays-home.setup", "--runs", "3", "--out", folder.path,
  ])
  #expect(outcome.status == 1)
  let written = folder.appendingPathComponent("selection-home-seed0.scenario")
  #expect(outcome.stdout.contains("wrote '\(written.path)'\n"))
  let text = try String(contentsOf: written, encoding: .utf8)
  #expect(text.hasSuffix("invariant selection == Home\ntap (100, 810)\nexpect selection == Home\n"))
  let run = try navspec(["run", written.path])
  #expect(run.status == 1)
  #expect(
    run.stdout.contains("invariant broke after `tap (100, 810)`: selection == Home does not hold"))
}

/// `--coverage` lists every key reached; every run starts with Home selected (the first tab), so
/// that state is always among them, and the summary stays the last line.
@Test func exploreListsCoverage() throws {
  let outcome = try navspec([
    "explore", "explore/glass.setup", "--runs", "2", "--steps", "3", "--coverage",
  ])
  #expect(outcome.status == 0)
  #expect(outcome.stdout.contains("\nreached:\n"))
  #expect(outcome.stdout.contains("\n  selection state: selection == Home\n"))
  #expect(outcome.lastLine == "2 runs, 6 steps, 0 invariants broken")
}
