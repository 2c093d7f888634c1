import NavSpecLanguage
import NavSpecModel
import NavSpecTestSupport
import Testing

/// Flows (docs/language.md#flows): `use`, `flow … end` and calls, checked and run with the
/// arguments in place, every error and failure named at the call with the flow's line.
struct FlowTests {
  /// The flow files of a test, by path; `use` reads nothing else.
  static func loader(_ files: [String: String]) -> FlowResolution {
    .files(.fixed(files))
  }

  static let tabs = """
    # tabs.flow
    flow open-tab TAB
      tap TAB
      settle
    end

    flow open-and-check TAB
      open-tab TAB
      expect selection == TAB
    end

    """

  func run(_ text: String, files: [String: String] = ["tabs.flow": tabs]) -> FileReport {
    ScenarioPipeline.run(path: "t.scenario", text: text, flows: Self.loader(files))
  }

  func rendered(_ report: FileReport) -> String {
    ReportFormat.human.render(RunReport(files: [report]))
  }

  @Test func theIssuesExampleRunsAndPasses() {
    let report = run(
      """
      use "tabs.flow"
      tabbar glass Home Search Library
      scenario "a flow"
      open-tab Library
      expect selection == Library
      expect time == 400ms

      """)
    #expect(rendered(report) == "PASS  t.scenario: a flow\n1 passed, 0 failed, 0 skipped\n")
  }

  /// The expansion is the statements of the body with the argument in place, placed at the call
  /// and carrying the flow's line: the whole tree, dumped.
  @Test func aCallExpandsToTheBodyWithTheArgumentsInPlace() {
    let source = SourceFile(
      path: "t.scenario",
      text: "use \"tabs.flow\"\ntabbar glass Home Search Library\nopen-tab Library\n")
    let (document, diagnostics) = ScenarioParser.parse(
      source, flows: Self.loader(["tabs.flow": Self.tabs]))
    #expect(diagnostics.isEmpty)
    #expect(
      document.dump() == """
        Document "t.scenario"
          Use "tabs.flow" ["open-tab", "open-and-check"] @1:5
          Scenario (unnamed) @1:1
            TabBar @2:1
              Style glass @2:8
              Title Home @2:14
              Title Search @2:19
              Title Library @2:26
            Tap @3:1
              Target tab Library @3:10
              In flow open-tab tabs.flow @3:3
            Settle @3:1
              In flow open-tab tabs.flow @4:3

        """)
    let statements = Array(document.scenarios[0].statements)
    #expect(
      statements.map(\.text) == ["tabbar glass Home Search Library", "tap Library", "settle"])
  }

  @Test func aMisspeltArgumentIsAnErrorAtTheCallWithANoteAtTheFlowsLine() {
    let report = run(
      """
      use "tabs.flow"
      tabbar glass Home Search Library
      open-tab Libary
      expect selection == Library

      """)
    #expect(report.results.isEmpty)
    #expect(
      report.diagnostics.map { DiagnosticRenderer.render($0, in: report.source) } == [
        """
        t.scenario:3:10: error: unknown tab 'Libary'
        open-tab Libary
                 ^~~~~~
        note: did you mean 'Library'?
        tabs.flow:3:3: note: in flow 'open-tab'
          tap TAB
          ^~~~~~~

        """
      ])
  }

  /// A word of the flow itself that is wrong is reported at the call too (the file being
  /// checked), with every flow it passed through.
  @Test func anErrorInANestedFlowNamesEveryFlowsLine() {
    let files = [
      "tabs.flow": "flow open-tab TAB\n  tap Libary\nend\nflow twice TAB\n  open-tab TAB\nend\n"
    ]
    let report = run(
      "use \"tabs.flow\"\ntabbar glass Home Library\ntwice Home  # a comment\nexpect selection == Home\n",
      files: files)
    #expect(
      report.diagnostics.map { DiagnosticRenderer.render($0, in: report.source) } == [
        """
        t.scenario:3:1: error: unknown tab 'Libary'
        twice Home  # a comment
        ^~~~~~~~~~
        note: did you mean 'Library'?
        tabs.flow:5:3: note: in flow 'twice'
          open-tab TAB
          ^~~~~~~~~~~~
        tabs.flow:2:7: note: in flow 'open-tab'
          tap Libary
              ^~~~~~

        """
      ])
  }

  @Test func aFailureInAFlowNamesTheCallAndTheFlowsLine() {
    let report = run(
      """
      use "tabs.flow"
      tabbar glass Home Search Library
      scenario "nested"
      tap Search
      open-and-check Library
      expect selection == Home

      """)
    let failures = report.results.flatMap(\.failures)
    #expect(failures.count == 1)
    let failure = failures[0]
    #expect(failure.location == SourceLocation(file: "t.scenario", line: 6, column: 1))
    let nested = run(
      """
      use "tabs.flow"
      tabbar glass Home Search Library
      scenario "nested"
      open-and-check Library
      expect selection == Home

      """, files: ["tabs.flow": Self.tabs.replacingOccurrences(of: "== TAB", with: "== Search")])
    let inFlow = nested.results.flatMap(\.failures)
    #expect(inFlow.count == 2)
    #expect(inFlow.first?.location == SourceLocation(file: "t.scenario", line: 4, column: 1))
    #expect(inFlow.first?.statement == "expect selection == Search")
    #expect(
      inFlow.first.map(ReportFormat.failureDetails)?.prefix(3) == [
        "t.scenario:4:1: selection == Search does not hold at 0.400s",
        "    expect selection == Search",
        "    in flow 'open-and-check' at tabs.flow:9:3: expect selection == Search",
      ])
    // Record mode leaves the flow's line alone: it serves every call.
    #expect(inFlow.first?.edits.isEmpty == true)
    let json = ReportFormat.json.render(RunReport(files: [nested]))
    #expect(json.contains("\"flows\": ["))
    #expect(json.contains("\"flow\": \"open-and-check\""))
  }

  /// `--update` records the scenario's own expectation and leaves the flow's, naming its line.
  @Test func recordModeLeavesAFlowsLineAndSaysWhere() throws {
    let report = run(
      """
      use "tabs.flow"
      tabbar glass Home Search Library
      scenario "u"
      tap Search
      open-and-check Home
      expect selection == Search

      """,
      files: ["tabs.flow": Self.tabs.replacingOccurrences(of: "== TAB", with: "== Library")])
    let update = try #require(ExpectationUpdate.plan(for: report))
    #expect(update.recorded.map(\.line) == [6])
    #expect(update.updated.hasSuffix("open-and-check Home\nexpect selection == Home\n"))
    #expect(update.inFlows.map(\.call.line) == [5])
    #expect(update.inFlows.map(\.frame.line.start.description) == ["tabs.flow:9:3"])
    #expect(update.unrecordable.isEmpty)
  }

  @Test func theArgumentsMustMatchTheParameters() {
    let report = run(
      "use \"tabs.flow\"\ntabbar glass Home Search\nopen-tab Home Search\nexpect selection == Home\n"
    )
    #expect(
      report.diagnostics.map { DiagnosticRenderer.render($0, in: report.source) } == [
        """
        t.scenario:3:15: error: flow 'open-tab' takes 1 argument (TAB); 2 given
        open-tab Home Search
                      ^~~~~~
        note: call it as 'open-tab TAB' (defined at tabs.flow:2:6)

        """
      ])
  }

  @Test func aMisspeltFlowSuggestsTheFlow() {
    let report = run(
      "use \"tabs.flow\"\ntabbar glass Home Search\nopen-tba Home\nexpect selection == Home\n")
    #expect(report.diagnostics.first?.message == "unknown statement 'open-tba'")
    #expect(report.diagnostics.first?.suggestion == "did you mean 'open-tab'?")
  }

  @Test func aFlowThatCallsItselfIsAnError() {
    let files = ["loop.flow": "flow a\n  b\nend\nflow b\n  a\nend\n"]
    let report = run(
      "use \"loop.flow\"\ntabbar glass Home\na\nexpect selection == Home\n", files: files)
    #expect(report.diagnostics.count == 1)
    #expect(report.diagnostics.first?.message == "a flow cannot call itself: a → b → a")
    #expect(
      report.diagnostics.first?.location == SourceLocation(file: "t.scenario", line: 3, column: 1))
  }

  @Test func filesThatUseEachOtherAreAnErrorAtTheUse() {
    let files = [
      "a.flow": "use \"b.flow\"\nflow x\n  settle\nend\n",
      "b.flow": "use \"a.flow\"\n",
    ]
    let report = run(
      "use \"a.flow\"\ntabbar glass Home\nx\nexpect selection == Home\n", files: files)
    let first = report.diagnostics.first
    #expect(first?.message == "'a.flow' has 1 error; no flow of it can be used")
    #expect(first?.location == SourceLocation(file: "t.scenario", line: 1, column: 5))
    #expect(
      first?.notes.map(\.message).first
        == "'b.flow' has 1 error; no flow of it can be used")
    #expect(
      first?.notes.contains {
        $0.message == "flow files cannot use each other in a cycle: a.flow → b.flow → a.flow"
      } == true)
  }

  /// What a file depends on: every flow file its uses tried to read, nested ones and missing
  /// ones included (the language server runs the file again when one changes).
  @Test func aDocumentListsEveryFlowFileItsUsesRead() {
    let (document, _) = ScenarioParser.parse(
      SourceFile(path: "t.scenario", text: "use \"more.flow\"\nuse \"gone.flow\"\n"),
      flows: .files(.fuzzing))
    #expect(document.flowFilesRead == ["more.flow", "tabs.flow", "gone.flow"])
  }

  @Test func aFlowFileAloneIsCheckedAsAFlowFile() {
    let (_, diagnostics) = ScenarioParser.parseFlowFile(
      SourceFile(path: "a.flow", text: "tap Home\nflow f\n  tap Home\nend\n"))
    #expect(
      diagnostics.map(\.message) == [
        "a flow file holds only 'use' lines and flows; this line is in neither"
      ])
    #expect(diagnostics.first?.location.line == 1)
  }

  @Test func aMissingFileIsAnErrorAtItsPath() {
    let report = run("use \"gone.flow\"\ntabbar glass Home\nexpect selection == Home\n", files: [:])
    #expect(
      report.diagnostics.map(\.message) == ["cannot read 'gone.flow': No such file or directory"])
    #expect(report.diagnostics.first?.location.column == 5)
  }

  @Test func aPathIsRelativeToTheUsingFilesFolder() {
    #expect(
      FlowLoader.resolve("tabs.flow", inDirectory: "scenarios/flows") == "scenarios/flows/tabs.flow"
    )
    #expect(
      FlowLoader.resolve("../shared/a.flow", inDirectory: "scenarios/flows")
        == "scenarios/shared/a.flow")
    #expect(FlowLoader.resolve("./a.flow", inDirectory: "") == "a.flow")
    #expect(FlowLoader.resolve("/x/./y/../a.flow", inDirectory: "ignored") == "/x/a.flow")
    #expect(FlowLoader.resolve("../a.flow", inDirectory: "") == "../a.flow")
    #expect(FlowLoader.directory(of: "scenarios/a.scenario") == "scenarios")
    #expect(FlowLoader.directory(of: "<repl>") == "")
  }

  @Test func aFlowFileHoldsOnlyFlowsAndUses() {
    let report = run(
      "use \"bad.flow\"\ntabbar glass Home\nexpect selection == Home\n",
      files: ["bad.flow": "tap Home\nflow f\n  settle\n"])
    let messages = report.diagnostics.first?.notes.map(\.message) ?? []
    #expect(
      messages == [
        "a flow file holds only 'use' lines and flows; this line is in neither",
        "the flow 'f' has no 'end'",
      ])
  }

  @Test func structuralMistakesAreLocatedErrors() {
    let cases: [(String, String)] = [
      ("end\n", "'end' closes a flow, and no flow is open"),
      ("flow tap X\n  settle\nend\n", "'tap' is a statement; a flow needs a name of its own"),
      (
        "flow f settle\n  settle\nend\n",
        "'settle' cannot name a parameter: every word of the body spelt so is replaced by the argument"
      ),
      ("flow f A A\nend\n", "duplicate parameter 'A'"),
      (
        "flow f\n  scenario \"x\"\nend\n",
        "'scenario' cannot be inside a flow; the flow 'f' opened on line 1 has no 'end' yet"
      ),
      (
        "flow f\n  settle\nend\nflow f\n  settle\nend\n",
        "a flow named 'f' is already defined at t.scenario:1:6"
      ),
      ("use tabs.flow\n", "expected a quoted path such as \"tabs.flow\" after 'use'"),
    ]
    for (text, message) in cases {
      let report = run(text + "tabbar glass Home\nexpect selection == Home\n")
      #expect(
        report.diagnostics.map(\.message).contains(message),
        "\(text): \(report.diagnostics.map(\.message))")
    }
  }

  @Test func anUnusedParameterIsAWarning() {
    let report = run(
      "flow f TAB\n  settle\nend\ntabbar glass Home\nf Home\nexpect selection == Home\n")
    #expect(report.diagnostics.map(\.severity) == [.warning])
    #expect(report.diagnostics.first?.message == "parameter 'TAB' is not used in the flow's body")
    #expect(report.results.map(\.passed) == [true])
  }

  /// Twenty flows, each calling the next twice, would make a million statements: the bound
  /// stops it with one error, at once.
  @Test func expansionIsBounded() {
    var flows = "flow f20\n  wait 1ms\nend\n"
    for level in stride(from: 19, through: 0, by: -1) {
      flows += "flow f\(level)\n  f\(level + 1)\n  f\(level + 1)\nend\n"
    }
    let report = run("tabbar glass Home\n" + flows + "f0\nexpect selection == Home\n")
    #expect(
      report.diagnostics.map(\.message) == [
        "the flows of this file expand to more than 100000 lines"
      ])
  }

  /// Empty flows make no statement, but walking a lattice of them is bounded all the same.
  @Test func callsThatMakeNoStatementAreBoundedToo() {
    var flows = "flow f20\nend\n"
    for level in stride(from: 19, through: 0, by: -1) {
      flows += "flow f\(level)\n" + String(repeating: "  f\(level + 1)\n", count: 100) + "end\n"
    }
    let report = run("tabbar glass Home\n" + flows + "f0\nexpect selection == Home\n")
    #expect(
      report.diagnostics.map(\.message) == [
        "the flows of this file expand to more than 100000 lines"
      ])
  }

  /// The documentation's example error is what the checker prints with the bundled flow file.
  @Test func theDocumentationsFlowErrorIsWhatTheCheckerPrints() throws {
    let language = try PackageFiles.read("docs/language.md")
    let shown = try #require(PackageFiles.fencedBlocks(language, language: "text-flow-error").first)
    let bundled = try PackageFiles.read("scenarios/flows/tabs.flow")
    let report = ScenarioPipeline.run(
      path: "tests.scenario",
      text:
        "use \"tabs.flow\"\ntabbar glass Home Search Library\nscenario \"x\"\n\n\nopen-tab Libary\nexpect selection == Home\n",
      flows: Self.loader(["tabs.flow": bundled]))
    #expect(report.diagnostics.map { DiagnosticRenderer.render($0, in: report.source) } == [shown])
  }

  /// A `flow` block in the docs shows the start of the bundled file its first line names.
  @Test func theDocumentationsFlowFileIsTheBundledOne() throws {
    let language = try PackageFiles.read("docs/language.md")
    let blocks = PackageFiles.fencedBlocks(language, language: "flow")
    #expect(!blocks.isEmpty)
    for block in blocks {
      let lines = block.split(separator: "\n", omittingEmptySubsequences: false)
      let path = String(lines[0].dropFirst(2))
      let file = try PackageFiles.read(path)
      #expect(file.hasPrefix(lines.dropFirst().joined(separator: "\n")), "\(path)")
    }
  }
}
