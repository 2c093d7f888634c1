import Foundation
import NavSpecLanguage
import NavSpecModel
import NavSpecTestSupport
import Testing

@testable import NavSpecREPL

/// `:load FILE [--step]`, `:continue`, `:stop`.
struct ReplLoadTests {
  static let plain = """
    tabbar glass Home Search Library Profile
    tap Library
    expect selection == Library
    expect pill.offset == 0

    """

  static let twoScenarios = """
    tabbar glass Home Search

    scenario "One"
    tap Search
    expect selection == Search

    scenario "Two"
    exhaustive on
    tap Search

    """

  func directory(_ name: String) -> String {
    let directory = ReplTesting.directory("load-\(name)")
    ReplTesting.write(Self.plain, to: directory + "/plain.scenario")
    ReplTesting.write(Self.twoScenarios, to: directory + "/two.scenario")
    ReplTesting.write(
      "tabbar glass Home Search\ntap Serch\ntapp Home\n", to: directory + "/bad.scenario")
    ReplTesting.write(
      "tap Library\nexpect selection == Library\n", to: directory + "/steps.scenario")
    return directory
  }

  @Test func aPlainFileRunsIntoTheSession() {
    var session = ReplSession(workingDirectory: directory("plain"))
    let response = session.handle(":load plain.scenario")
    #expect(response.failed)
    #expect(
      response.text == """
        ✗ plain.scenario:4:1: pill.offset == 0 does not hold at 0.050s
              expect pill.offset == 0
            expected: 0
              actual: -9.75
            events around 0.050s:
              0.050s  selectionChanged(from: Home, to: Library, cause: tap)
              0.050s  animationBegan(property: pill.offset, from: -9.75, to: 185.25, animation: "easeInOut(0.35s)")
        loaded plain.scenario: 4 statements, 2 expectations, 1 failed; the clock is at 0.050s

        """)
    #expect(session.anyExpectationFailed)
    #expect(session.prompt == "[0.050s]› ")
    // The session goes on from the file, and the file's lines are its own.
    #expect(session.handle("settle").text.contains("pill.offset: -9.75 → 185.25"))
    #expect(
      session.entries.map(\.statement.location.file).prefix(4).allSatisfy { $0 == "plain.scenario" }
    )
  }

  @Test func aFileIsCheckedInTheSessionsContextAndNothingRunsOnAnError() {
    var session = ReplSession(workingDirectory: directory("context"))
    _ = session.handle(":load plain.scenario")
    let before = session.simulator
    let again = session.handle(":load plain.scenario")
    #expect(again.failed)
    #expect(
      again.text == """
        ERROR plain.scenario: 2 errors, no step ran
        plain.scenario:1:1: error: 'tabbar' is set-up and must come before the first input or wait
        tabbar glass Home Search Library Profile
        ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
        plain.scenario:1:1: error: this scenario already has a tab bar
        tabbar glass Home Search Library Profile
        ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~

        """)
    #expect(session.simulator == before)

    // steps.scenario needs a bar, which the session provides.
    var fresh = ReplSession(workingDirectory: directory("context"))
    #expect(
      fresh.handle(":load steps.scenario").text.hasPrefix(
        "ERROR steps.scenario: 2 errors, no step ran\nsteps.scenario:1:5: error: there is no tab bar yet"
      ))
    _ = fresh.handle(ReplTesting.bar)
    #expect(
      fresh.handle(":load steps.scenario").text
        == "loaded steps.scenario: 2 statements, 1 expectation, nothing failed; the clock is at 0.050s\n"
    )
  }

  /// Parse and check errors together, as `navspec run` reports them (the check used to be
  /// skipped when the file did not parse, so `tap Serch` went unreported).
  @Test func everyErrorIsReportedAsTheRunnerReportsIt() {
    var session = ReplSession(workingDirectory: directory("errors"))
    let response = session.handle(":load bad.scenario")
    #expect(response.failed)
    #expect(
      response.text == """
        ERROR bad.scenario: 2 errors, no step ran
        bad.scenario:2:5: error: unknown tab 'Serch'
        tap Serch
            ^~~~~
        note: did you mean 'Search'?
        bad.scenario:3:1: error: unknown statement 'tapp'
        tapp Home
        ^~~~
        note: did you mean 'tap'?

        """)
    #expect(session.simulator == Simulator())
    #expect(
      session.handle(":load nope.scenario").text
        == "error: cannot read 'nope.scenario': No such file or directory\n")
    #expect(session.handle(":load").text == "error: usage: :load FILE [--step]\n")
    #expect(
      session.handle(":load plain.scenario --stpe").text
        == "error: unknown option '--stpe'\nnote: did you mean '--step'?\n")
  }

  /// A scenario file's report is the runner's, but for its last line (the count of passed and
  /// failed scenarios); the list is capped the same way.
  @Test func aScenarioFilesErrorsMatchNavspecRunAndAreCapped() {
    let directory = directory("capped")
    let text =
      "scenario \"many\"\ntabbar glass Home Search\n"
      + String(repeating: "tap Libary\n", count: 150)
      + "tapp Home\nexpect selection == Home\n"
    ReplTesting.write(text, to: directory + "/many.scenario")
    var session = ReplSession(workingDirectory: directory)
    let response = session.handle(":load many.scenario")
    #expect(response.failed)
    let run = HumanReporter.render(
      RunReport(files: [ScenarioPipeline.run(path: "many.scenario", text: text)]))
    #expect(run.hasPrefix(response.text))
    #expect(run.dropFirst(response.text.count) == "0 passed, 1 failed, 0 skipped\n")
    #expect(response.text.hasPrefix("ERROR many.scenario: 151 errors, no step ran\n"))
    #expect(response.text.hasSuffix("\nand 51 more errors\n"))
  }

  @Test func scenariosRunEachOnAFreshModelLikeTheRunner() {
    var session = ReplSession(workingDirectory: directory("scenarios"))
    let response = session.handle(":load two.scenario")
    #expect(
      response.text == """
        PASS  scenario "One"
        ✗ two.scenario:7:1: 1 event(s) were emitted but never expected at 0.050s
              exhaustive on
            expected: every event matched by an expectation
              actual: selectionChanged(from: Home, to: Search, cause: tap)
            events around 0.050s:
              0.050s  selectionChanged(from: Home, to: Search, cause: tap)
              0.050s  animationBegan(property: pill.offset, from: -19.5, to: 175.5, animation: "easeInOut(0.35s)")
        FAIL  scenario "Two"
        loaded two.scenario: 6 statements, 1 expectation, 1 failed; the clock is at 0.050s in scenario "Two"

        """)
    #expect(session.scenarioName == "Two")
    #expect(session.entries.count == 3)
  }

  @Test func stepRunsOneStatementPerEnter() {
    var session = ReplSession(workingDirectory: directory("step"))
    #expect(
      session.handle(":load plain.scenario --step").text == """
        plain.scenario: 4 steps. Enter runs the next, :continue the rest, :stop abandons.
        next (1 of 4): plain.scenario:1: tabbar glass Home Search Library Profile

        """)
    #expect(session.isStepping)
    #expect(session.simulator == Simulator())
    // Statements wait; looking around is fine.
    let typed = session.handle("tap Home")
    #expect(typed.failed)
    #expect(typed.text.contains("plain.scenario is being stepped through"))
    #expect(session.handle(":undo").failed)
    #expect(session.handle(":load plain.scenario").failed)
    #expect(session.handle(":events") == ReplSession.Response(text: "no events yet\n"))

    #expect(
      session.handle("").text == """
          + 146 new values: selection, selectedIndex, bar and 5 more (:state shows them)
        next (2 of 4): plain.scenario:2: tap Library

        """)
    let tap = session.handle("").text
    #expect(tap.hasPrefix("  0.050s  selectionChanged(from: Home, to: Library, cause: tap)\n"))
    #expect(tap.hasSuffix("\nnext (3 of 4): plain.scenario:3: expect selection == Library\n"))
    #expect(
      session.handle("").text
        == "✓ selection = Library\nnext (4 of 4): plain.scenario:4: expect pill.offset == 0\n")
    let last = session.handle("")
    #expect(last.failed)
    #expect(
      last.text.hasSuffix(
        "\nloaded plain.scenario: 4 statements, 2 expectations, 1 failed; the clock is at 0.050s\n")
    )
    #expect(!session.isStepping)
    #expect(session.handle("") == ReplSession.Response(text: ""))
  }

  @Test func continueRunsTheRestAndStopAbandons() {
    var session = ReplSession(workingDirectory: directory("continue"))
    _ = session.handle(":load two.scenario --step")
    #expect(
      session.handle("").text
        == "scenario \"One\": a fresh model\nnext (2 of 8): two.scenario:1: tabbar glass Home Search\n"
    )
    _ = session.handle("")
    let rest = session.handle(":continue").text
    #expect(rest.hasPrefix("PASS  scenario \"One\"\n"))
    #expect(rest.contains("FAIL  scenario \"Two\"\n"))
    #expect(!session.isStepping)

    _ = session.handle(":load two.scenario --step")
    _ = session.handle("")
    _ = session.handle("")
    #expect(
      session.handle(":stop").text
        == "stopped stepping through two.scenario; 5 statements were not run\n")
    #expect(!session.isStepping)
    #expect(session.scenarioName == "One")
    #expect(session.entries.count == 1)
    #expect(
      session.handle(":stop").text
        == "error: nothing to stop; ':load FILE --step' steps through a file\n")
    #expect(
      session.handle(":continue").text
        == "error: nothing to continue; ':load FILE --step' steps through a file\n")

    // :reset abandons stepping too.
    _ = session.handle(":load two.scenario --step")
    #expect(
      session.handle(":reset").text
        == "a fresh model at 0.000s (stopped stepping through two.scenario)\n")
    #expect(!session.isStepping)
  }

  @Test func aSavedSessionLoadsBackToTheSameModel() {
    let directory = directory("roundtrip")
    var (session, _) = ReplTesting.session(
      [
        "set voiceover on", ReplTesting.bar, "voiceover activate Search", "set voiceover off",
        "drag Search to Profile in 200ms", "wait 100ms", "expect selection == Home",
        "long-press pill", "settle",
      ], workingDirectory: directory)
    _ = session.handle(":save round.scenario --expect-state")
    var loaded = ReplSession(workingDirectory: directory)
    let response = loaded.handle(":load round.scenario")
    #expect(!response.failed, "\(response.text)")
    #expect(response.text.hasSuffix("in scenario \"REPL session\"\n"))
    #expect(loaded.simulator == session.simulator)
  }

  /// Every scenario of the corpus passes when loaded, as it does under `navspec run` (an
  /// expected failure fails nothing, a skipped scenario does not run).
  @Test func theCorpusLoadsAndPasses() throws {
    let base = PackageFiles.root.path + "/scenarios"
    let files = try FileManager.default.subpathsOfDirectory(atPath: base)
      .filter { $0.hasSuffix(".scenario") }.sorted()
    #expect(files.count > 20)
    for file in files {
      var session = ReplSession(workingDirectory: base)
      let response = session.handle(":load \(file)")
      #expect(!response.failed, "\(file)\n\(response.text)")
      let verdicts = response.text.split(separator: "\n").filter {
        $0.hasPrefix("FAIL") || $0.hasPrefix("XPASS")
      }
      #expect(verdicts.isEmpty, "\(file)")
      #expect(response.text.hasPrefix("PASS") || response.text.hasPrefix("loaded"), "\(file)")
    }
  }
}
