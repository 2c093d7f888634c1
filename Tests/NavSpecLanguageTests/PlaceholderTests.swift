import NavSpecLanguage
import NavSpecModel
import Testing

/// `_`, the value `navspec run --update` records: accepted where one value will make the line
/// hold, a located error anywhere else, and never a pass.
struct PlaceholderTests {
  let bar = "tabbar glass Home Search Library\n"

  @Test func aPlaceholderWithEqualsIsAcceptedWhateverThePathHolds() {
    for path in ["selection", "pill.offset", "tabs[Home].a11y.traits", "tabs[Home].a11y.label"] {
      #expect(renderedDiagnostics(bar + "expect \(path) == _\n").isEmpty, "\(path)")
    }
  }

  @Test func aPlaceholderWithAnotherComparisonIsAnError() {
    #expect(
      renderedDiagnostics(bar + "expect pill.offset < _\n") == [
        """
        t.scenario:2:20: error: '_' is filled with the value 'pill.offset' has, so it takes '=='
        expect pill.offset < _
                           ^
        note: write 'expect pill.offset == _'

        """
      ])
  }

  @Test func aPlaceholderOnEveryKeyIsAnError() {
    let found = renderedDiagnostics(bar + "expect tabs[*].frame.width == _\n")
    #expect(found.count == 1)
    #expect(found.first?.contains("'_' is one value, and '[*]' names a value per key") == true)
  }

  @Test func aPlaceholderInAnEventIsAnErrorSinceNoEventWouldMatchIt() {
    let found = renderedDiagnostics(bar + "tap Search\nexpect no event selectionChanged(to: _)\n")
    #expect(found.count == 1)
    #expect(found.first?.contains("an event's argument takes a value") == true)
  }

  @Test func aPlaceholderNeverHolds() {
    let report = ScenarioPipeline.run(path: "t.scenario", text: bar + "expect selection == _\n")
    #expect(!report.hasErrors)
    let failure = report.results.first?.failures.first
    #expect(failure?.message == "no value recorded yet for selection: run with --update")
    #expect(failure?.actual == "Home")
    #expect(failure?.edits.map(\.replacement) == ["Home"])
  }

  @Test func editsKeepEveryOtherCharacterOfTheirLine() {
    // Columns count characters: "Café" is 4 wide (5 bytes), so the value starts at column 33.
    let text = "tabbar glass Café Search\r\nexpect tabs[Café].a11y.label == \"x\"\r\nlast"
    let start = SourceLocation(file: "t", line: 2, column: 33)
    let edited = SourceEdit.apply(
      [SourceEdit(range: SourceRange(start: start, length: 3), replacement: "\"Café\"")], to: text)
    #expect(
      edited == "tabbar glass Café Search\r\nexpect tabs[Café].a11y.label == \"Café\"\r\nlast")
  }

  @Test func twoEditsOnOneLineAreBothMade() {
    let line = SourceLocation(file: "t", line: 1, column: 1)
    var second = line
    second.column = 5
    let edited = SourceEdit.apply(
      [
        SourceEdit(range: SourceRange(start: line, length: 2), replacement: "one"),
        SourceEdit(range: SourceRange(start: second, length: 2), replacement: "two"),
      ], to: "ab, cd\n")
    #expect(edited == "one, two\n")
  }

  @Test func linesThatFailWithDifferentValuesAreNotRecorded() {
    let location = SourceLocation(file: "t.scenario", line: 2, column: 1)
    let range = SourceRange(
      start: SourceLocation(file: "t.scenario", line: 2, column: 21), length: 4)
    func failure(_ value: String) -> ExpectationFailure {
      ExpectationFailure(
        location: location, statement: "expect selection == Home", message: "", expected: "Home",
        actual: value, time: .zero, eventsAround: [],
        edits: [SourceEdit(range: range, replacement: value)])
    }
    func result(_ value: String) -> ScenarioResult {
      ScenarioResult(
        file: "t.scenario", name: value, location: location, failures: [failure(value)],
        expectationCount: 1, stepCount: 1, endTime: .zero)
    }
    let text = bar + "expect selection == Home\n"
    let report = FileReport(
      path: "t.scenario", source: SourceFile(path: "t.scenario", text: text),
      diagnostics: DiagnosticList(), results: [result("Search"), result("Library")])
    let update = ExpectationUpdate.plan(for: report)
    #expect(update?.conflicting == [location])
    #expect(update?.changes == false)
  }
}
