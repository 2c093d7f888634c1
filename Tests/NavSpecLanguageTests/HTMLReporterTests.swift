import NavSpecLanguage
import NavSpecModel
import Testing

// The HTML report: escaped, deterministic, failures marked. The browser test (in the CLI tests)
// checks that a browser renders it.

/// A tap that moves the pill, checked at its start and its end, then a wrong expectation.
private let tapText = """
  scenario "Tap <moves> & \\"pill\\""
  screen 390x844
  tabbar glass Home Search Library Profile
  tap Library
  expect pill.offset == -9.75
  wait 350ms
  expect pill.offset == 185.25
  expect pill.offset == 100
  expect selection == Library
  """

private func tapReport(records: Bool = true) -> RunReport {
  RunReport(files: [
    ScenarioPipeline.run(
      path: "scenarios/<tap>.scenario", text: tapText, options: RunOptions(records: records))
  ])
}

private func occurrences(of needle: String, in text: String) -> Int {
  text.split(separator: needle, omittingEmptySubsequences: false).count - 1
}

@Test func htmlEscapesTextFromScenarios() {
  let html = HTMLReporter.render(tapReport())
  #expect(html.contains("Tap &lt;moves&gt; &amp; &quot;pill&quot;</h3>"))
  #expect(html.contains("scenarios/&lt;tap&gt;.scenario"))
  #expect(!html.contains("<moves>"))
  #expect(!html.contains("<tap>"))
}

@Test func htmlEscapingCoversTheSpecialsAndControls() {
  let report = RunReport(files: [
    FileReport(
      path: "a'b.scenario", source: nil, diagnostics: [],
      results: [
        ScenarioResult(
          file: "a'b.scenario", name: "x\u{0}y\u{202E}z\nw",
          location: SourceLocation(file: "a'b.scenario", line: 1, column: 1), failures: [],
          expectationCount: 0, stepCount: 0, endTime: .milliseconds(0))
      ])
  ])
  let html = HTMLReporter.render(report)
  #expect(html.contains("a&#39;b.scenario"))
  #expect(html.contains("x\\u{0}y\\u{202E}z\\nw"))
  #expect(!html.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
}

@Test func htmlIsTheSameBytesEveryRun() {
  let first = HTMLReporter.render(tapReport())
  #expect(HTMLReporter.render(tapReport()) == first)
  #expect(ReportFormat.html.render(tapReport()) == first)
  #expect(first.hasPrefix("<!DOCTYPE html>\n"))
  #expect(first.hasSuffix("</html>\n"))
}

@Test func htmlIsSelfContained() {
  let html = HTMLReporter.render(tapReport())
  #expect(!html.contains("<script"))
  #expect(!html.contains("<link"))
  #expect(!html.contains("http://") && !html.contains("https://"))
  #expect(!html.contains("url("))
  #expect(!html.contains("@import"))
}

@Test func htmlShowsTheSummaryTheFailureAndTheSteps() {
  let html = HTMLReporter.render(tapReport())
  #expect(html.contains("<p id=\"summary\" class=\"summary failed\"><strong>0 passed, 1 failed"))
  #expect(html.contains("<span class=\"verdict fail\">FAIL</span> Tap"))
  #expect(html.contains("<tr><th>expected</th><td>100</td></tr>"))
  #expect(html.contains("<tr><th>actual</th><td>185.25</td></tr>"))
  #expect(html.contains("0.050s  selectionChanged(from: Home, to: Library, cause: tap)"))
  // Every statement is a step; the failed one is marked.
  #expect(occurrences(of: "<li", in: html) == 8)
  #expect(occurrences(of: "<li class=\"failed\">", in: html) == 1)
  #expect(html.contains("<code>expect pill.offset == 100</code><span class=\"verdict fail\">"))
}

@Test func htmlWithoutARecordingShowsVerdictsAlone() {
  let html = HTMLReporter.render(tapReport(records: false))
  #expect(html.contains("<tr><th>actual</th><td>185.25</td></tr>"))
  #expect(!html.contains("<details"))
  #expect(!html.contains("<svg"))
}

@Test func htmlShowsParseErrorsWithTheirDiagnostics() {
  let report = RunReport(files: [
    ScenarioPipeline.run(
      path: "broken.scenario", text: "tabbar glass Home\ntapp Home\nexpect selection == Home\n")
  ])
  let html = HTMLReporter.render(report)
  #expect(html.contains("<span class=\"verdict error\">ERROR</span> 1 error, no step ran"))
  #expect(html.contains("broken.scenario:2:1: error: unknown statement &#39;tapp&#39;"))
  #expect(html.contains("note: did you mean &#39;tap&#39;?"))
}

@Test func recordingIsOptIn() {
  let plain = tapReport(records: false).results[0]
  #expect(plain.recording == nil)
  let recorded = tapReport().results[0]
  #expect(recorded.recording?.steps.count == 8)
  #expect(recorded.recording?.curves.map(\.path) == ["pill.offset"])
}
