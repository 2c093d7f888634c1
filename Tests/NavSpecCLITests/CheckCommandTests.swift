import Foundation
import Testing

/// `navspec check`: its exit statuses and what it prints.
@Test func checkWithNothingBrokenExitsZero() throws {
  let outcome = try navspec(["check", "explore/one-tab.setup", "--depth", "2"])
  #expect(outcome.status == 0, "\(outcome.stderr)")
  #expect(
    outcome.stdout == """
      check explore/one-tab.setup: breadth first to depth 2, at most 100000 states
      depth 1: 11 new states, 12 distinct
      depth 2: 58 new states, 70 distinct
      170 states visited, 70 distinct, 169 transitions (1 refused), depth 2 complete, 0 invariants broken

      """)
  #expect(outcome.stderr.isEmpty)
  // The one wall-clock number is asked for, on standard error, so standard output stays the same
  // bytes.
  let timed = try navspec(["check", "explore/one-tab.setup", "--depth", "2", "--timing"])
  #expect(timed.stdout == outcome.stdout)
  #expect(timed.stderr.hasPrefix("check: "))
  #expect(timed.stderr.contains(" states per second ("))
}

@Test func checkIsByteForByteTheSameEveryRun() throws {
  let arguments = ["check", "explore/stays-home.setup", "--depth", "2"]
  let first = try navspec(arguments)
  #expect(first.status == 1)
  #expect(first.stdout == (try navspec(arguments)).stdout)
}

/// A break two steps deep: the shortest sequence is printed as a scenario, which `navspec run`
/// replays and fails on the invariant's expectation.
@Test func checkPrintsTheShortestSequenceAsAScenarioThatFails() throws {
  let outcome = try navspec(["check", "explore/text-size.setup", "--depth", "3"])
  #expect(outcome.status == 1)
  let scenario = """
    # Found by navspec check: the shortest sequence, 2 steps.
    # Reproduce: navspec check explore/text-size.setup --depth 2
    # invariant broke after `set dynamic-type xxL`: settings.dynamic-type != xxL does not hold
    tabbar bubble Home
    bubble style uikit
    invariant settings.dynamic-type != xxL
    set dynamic-type xL
    set dynamic-type xxL
    expect settings.dynamic-type != xxL

    """
  #expect(
    outcome.stdout.contains("--- settings-dynamic-type-xxl-check.scenario\n" + scenario + "---\n"))
  #expect(
    outcome.lastLine
      == "984 states visited, 263 distinct, 983 transitions (11 refused), depth 3 complete, "
      + "1 invariant broken")
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "navspec-check-\(UUID().uuidString)")
  defer { try? FileManager.default.removeItem(at: folder) }
  let written = try navspec([
    "check", "explore/text-size.setup", "--depth", "2", "--out", folder.path,
  ])
  #expect(written.status == 1)
  let file = folder.appendingPathComponent("settings-dynamic-type-xxl-check.scenario")
  #expect(try String(contentsOf: file, encoding: .utf8) == scenario)
  let replay = try navspec(["run", file.path])
  #expect(replay.status == 1)
}

@Test func checkSaysWhenTheStateBoundCutTheSearch() throws {
  let outcome = try navspec(["check", "explore/one-tab.setup", "--max-states", "20"])
  #expect(outcome.status == 0)
  #expect(outcome.stdout.contains("depth 2: 8 new states, 20 distinct (cut)\n"))
  #expect(
    outcome.stdout.contains(
      "cut: the bound of 20 states was reached at depth 2; depth 1 was searched completely"))
}

@Test func checkInputErrorsExitTwo() throws {
  let withInput = try navspec(["check", "explore/with-input.setup"])
  #expect(withInput.status == 2)
  #expect(
    withInput.stderr.hasPrefix(
      "explore/with-input.setup:2:1: error: a set-up file holds set-up statements only; 'tap' is not one\n"
    ))
  #expect(withInput.stdout.isEmpty)
  #expect(try navspec(["check", "explore/missing.setup"]).status == 2)
  #expect(try navspec(["check", "explore/one-tab.setup", "--depth", "0"]).status == 2)
  #expect(try navspec(["check", "explore/one-tab.setup", "--max-states", "x"]).status == 2)
  #expect(try navspec(["check", "explore/one-tab.setup", "--overwrite"]).status == 2)
  #expect(try navspec(["check"]).status == 2)
}

@Test func checkOutputFailureExitsThree() throws {
  let outcome = try navspec(
    ["check", "explore/one-tab.setup", "--depth", "1"],
    standardOutput: FileHandle(forWritingAtPath: "/dev/full"))
  #expect(outcome.status == 3)
}

/// `navspec check --relations`: the stated relation is compared on every new state's sequence
/// (131 for the 132 distinct states to depth 2), and a misspelt name is told the stated one.
@Test func checkComparesTheRelationsAskedFor() throws {
  let outcome = try navspec([
    "check", "explore/bold-text.setup", "--depth", "2", "--relations", "bold-text",
  ])
  #expect(outcome.status == 0, "\(outcome.stderr)")
  #expect(
    outcome.stdout.hasSuffix(
      """
      relations: bold-text
        bold-text: 131 sequences compared, 0 broken
      257 states visited, 132 distinct, 256 transitions (1 refused), depth 2 complete, 0 invariants broken, 0 relations broken

      """))
  let misspelt = try navspec(["check", "explore/bold-text.setup", "--relations", "bold-txet"])
  #expect(misspelt.status == 2)
  #expect(misspelt.stderr.contains("unknown relation 'bold-txet'; did you mean 'bold-text'?"))
  #expect(misspelt.stdout.isEmpty)
}
