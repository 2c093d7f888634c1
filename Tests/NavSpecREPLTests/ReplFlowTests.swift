import Foundation
import NavSpecLanguage
import NavSpecModel
import Testing

@testable import NavSpecREPL

/// Flows at the prompt: `use` makes a file's flows callable, a call runs the flow's statements
/// (all checked first), and `:save` writes the `use` lines and the calls back.
struct ReplFlowTests {
  static let tabsFlow = """
    flow open-tab TAB
      tap TAB
      settle
    end

    flow check-tab TAB
      expect selection == TAB
    end

    """

  /// A folder holding `tabs.flow` (under `subfolder` when given), and a session started in it.
  func session(
    _ name: String, _ lines: [String], subfolder: String? = nil
  ) -> (String, ReplSession, [ReplSession.Response]) {
    let directory = ReplTesting.directory(name)
    var folder = directory
    if let subfolder {
      folder += "/" + subfolder
      try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }
    ReplTesting.write(Self.tabsFlow, to: folder + "/tabs.flow")
    let (session, responses) = ReplTesting.session(lines, workingDirectory: directory)
    return (directory, session, responses)
  }

  @Test func useMakesFlowsCallableAndACallRunsTheirStatements() {
    let (_, session, responses) = session(
      "use-call",
      [
        "use \"tabs.flow\"", ReplTesting.bar, "open-tab Library", "expect selection == Library",
      ])
    #expect(responses[0].text == "flows: open-tab TAB, check-tab TAB\n")
    #expect(!responses[2].failed, "\(responses[2].text)")
    // The tap's selection change, then the settle's end of the pill's animation.
    #expect(responses[2].text.contains("selection: Home → Library"))
    #expect(responses[3] == ReplSession.Response(text: "✓ selection = Library\n"))
    // The set-up, the call's tap and settle (both at the call's line), the expectation.
    #expect(session.entries.count == 4)
    #expect(session.entries[1...2].allSatisfy { $0.statement.location.line == 3 })
  }

  @Test func aMisspeltArgumentIsAnErrorAtTheCallAndNothingRuns() {
    let (_, session, responses) = session(
      "misspelt", ["use \"tabs.flow\"", ReplTesting.bar, "open-tab Libary"])
    #expect(
      responses[2].text == """
        <repl>:3:10: error: unknown tab 'Libary'
        open-tab Libary
                 ^~~~~~
        note: did you mean 'Library'?
        tabs.flow:2:3: note: in flow 'open-tab'
          tap TAB
          ^~~~~~~

        """)
    #expect(responses[2].failed)
    // Not even the call's `settle`, which alone would have checked.
    #expect(session.entries.count == 1)
    #expect(session.simulator.now == VirtualTime(microseconds: 0))
  }

  @Test func aFailingExpectationInAFlowShowsTheFlowsLine() {
    let (_, session, responses) = session(
      "failing", ["use \"tabs.flow\"", ReplTesting.bar, "check-tab Search"])
    #expect(responses[2].failed)
    #expect(responses[2].text.hasPrefix("✗ <repl>:3:1: selection == Search does not hold"))
    #expect(
      responses[2].text.contains("in flow 'check-tab' at tabs.flow:7:3: expect selection == TAB"))
    #expect(session.anyExpectationFailed)
    #expect(!session.anyLineFailed)
  }

  @Test func flowsAreDefinedInFilesNotAtThePrompt() {
    let (_, _, responses) = session("define", ["flow open-tab TAB"])
    #expect(
      responses[0].text == """
        <repl>:1:1: error: 'flow' cannot be typed at the prompt
        flow open-tab TAB
        ^~~~~~~~~~~~~~~~~
        note: define flows in a .flow file and 'use' it

        """)
    #expect(responses[0].failed)
  }

  @Test func saveWritesTheUseAndTheCallAndTheFilePasses() {
    var (directory, session, _) = session(
      "save",
      [
        "use \"flows/tabs.flow\"", ReplTesting.bar, "open-tab Library",
        "expect selection == Library", "check-tab Search",
      ], subfolder: "flows")
    try? FileManager.default.createDirectory(
      atPath: directory + "/out", withIntermediateDirectories: true)
    let response = session.handle(":save out/s.scenario")
    #expect(!response.failed)
    #expect(!response.text.contains("warning"), "\(response.text)")
    let saved = ReplTesting.read(directory + "/out/s.scenario")
    // The call that failed is written out, its failed expectation as a comment.
    #expect(
      saved == """
        # Recorded with navspec repl; 'navspec run' replays it.
        use "../flows/tabs.flow"
        scenario "REPL session"
        tabbar glass Home Search Library Profile
        open-tab Library
        expect selection == Library
        # check-tab Search: the flow's statements, written out (an expectation in it failed)
        # failed: expect selection == Search

        """)
    let report = ScenarioPipeline.run(path: directory + "/out/s.scenario", text: saved ?? "")
    #expect(
      !report.hasErrors && report.results.allSatisfy(\.passed), "\(ReplTesting.describe(report))")
  }

  @Test func aLoadedScenarioUsesFlowsRelativeToItsFolder() {
    var (directory, session, _) = session("load", [], subfolder: "flows")
    try? FileManager.default.createDirectory(
      atPath: directory + "/suite", withIntermediateDirectories: true)
    ReplTesting.write(
      "use \"../flows/tabs.flow\"\n\(ReplTesting.bar)\nopen-tab Search\ncheck-tab Search\n",
      to: directory + "/suite/a.scenario")
    let response = session.handle(":load suite/a.scenario")
    #expect(!response.failed, "\(response.text)")
    #expect(session.simulator.glassTabBar?.selectedTab.title == "Search")
  }

  @Test func completionOffersFlowNamesThenTabs() {
    let (_, session, _) = session("complete", ["use \"tabs.flow\"", ReplTesting.bar])
    #expect(Completion(line: "open-", cursor: 5, session: session).candidates == ["open-tab"])
    #expect(
      Completion(line: "open-tab Li", cursor: 11, session: session).candidates == ["Library"])
    #expect(
      Completion(line: "use \"ta", cursor: 7, session: session).candidates == ["\"tabs.flow\""])
  }

  @Test func helpExplainsFlowsAndAFlowByName() {
    let (_, _, responses) = session(
      "help", ["use \"tabs.flow\"", ":help flows", ":help open-tab"])
    #expect(responses[1].text.hasPrefix("Flows (docs/language.md#flows)"))
    #expect(responses[1].text.contains("use \"tabs.flow\""))
    #expect(
      responses[2].text == """
        flow open-tab TAB    (defined at tabs.flow:1:6)
          tap TAB
          settle
        end

        """)
  }
}
