import NavSpecModel
import Testing

@testable import NavSpecLanguage

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
  #expect(html.contains("Tap &lt;moves&gt; &amp; &quot;pill&quot;</h4>"))
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
  #expect(
    html.contains(
      "<p id=\"summary\" class=\"summary failed\"><strong>0 passed, 1 failed, 0 skipped"))
  #expect(html.contains("<span class=\"verdict fail\">FAIL</span> Tap"))
  #expect(html.contains("<tr><th>expected</th><td>100</td></tr>"))
  #expect(html.contains("<tr><th>actual</th><td>185.25</td></tr>"))
  #expect(html.contains("0.050s  selectionChanged(from: Home, to: Library, cause: tap)"))
  // Every statement is a step; the failed one is marked. The ninth item is the failure in the
  // list under the summary.
  #expect(occurrences(of: "</li>", in: html) == 9)
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

@Test func thePlotHasAPointPerExpectationAndMarksTheFailedOne() {
  let html = HTMLReporter.render(tapReport())
  // One plot (the screen's pictures around the failure are `<svg class="screen"`).
  #expect(occurrences(of: "<svg width=", in: html) == 1)
  #expect(html.contains("aria-label=\"pill.offset over time\""))
  // Three expectations read pill.offset: two held, one failed (the selection has no curve).
  #expect(occurrences(of: "<circle class=\"expectation passed\"", in: html) == 2)
  #expect(occurrences(of: "<g class=\"expectation failed\"", in: html) == 1)
  #expect(html.contains(">expected 100</text>"))
  #expect(
    html.contains("<title>pill.offset, line 8 at 0.400s: expected 100, actual 185.25 (failed)"))
  #expect(occurrences(of: "<path class=\"curve\"", in: html) == 1)
  // Time labels under the plot, value labels beside it.
  #expect(html.contains(">0.000s</text>"))
  #expect(html.contains(">0.400s</text>"))
  #expect(html.contains(">200</text>"))
}

@Test func theCurveIsSampledDenselyAndPassesThroughEachExpectation() throws {
  let curve = try #require(tapReport().results[0].recording?.curves.first)
  // 400 evenly spaced, and the tap's instant (0.050s), which falls between two of them.
  #expect(curve.samples.count == ValueSampler.sampleLimit + 1)
  #expect(curve.samples.first?.time == .milliseconds(0))
  #expect(curve.samples.last?.time == .milliseconds(400))
  for expectation in curve.expectations {
    let sample = try #require(curve.samples.first { $0.time == expectation.time })
    #expect(sample.value == expectation.actual)
  }
  // The slide between the two expectations is sampled, and moves from one end to the other.
  let during = curve.samples.filter { $0.time > .milliseconds(50) && $0.time < .milliseconds(400) }
  #expect(during.count > 300)
  let values = during.compactMap(\.value)
  #expect(values.allSatisfy { $0 > -9.75 && $0 < 185.25 })
  #expect(zip(values, values.dropFirst()).allSatisfy { $0 <= $1 })
}

@Test func anHourCostsWhatASecondDoes() {
  let hour = """
    scenario "An hour"
    screen 390x844
    tabbar glass Home Search Library Profile
    tap Library
    wait 3600s
    expect pill.offset == 185.25
    """
  let result = ScenarioPipeline.run(
    path: "hour.scenario", text: hour,
    options: RunOptions(records: true, samplesPassingScenarios: true)
  )
  .results[0]
  #expect(result.passed)
  let samples = result.recording?.curves.first?.samples ?? []
  #expect(samples.count == ValueSampler.sampleLimit)
  #expect(
    ValueSampler.instants(until: .milliseconds(3_600_050), including: [.milliseconds(7)]).count
      == ValueSampler.sampleLimit + 1)
  #expect(ValueSampler.instants(until: .milliseconds(0), including: []) == [.milliseconds(0)])
}

@Test func curvesPerScenarioAreCapped() {
  let paths = ["Home", "Search", "Library", "Profile"].flatMap {
    ["tabs[\($0)].frame.x", "tabs[\($0)].frame.width"]
  }
  let text =
    "scenario \"Many paths\"\nscreen 390x844\ntabbar glass Home Search Library Profile\n"
    + paths.map { "expect \($0) >= 0\n" }.joined()
  let recording = ScenarioPipeline.run(
    path: "many.scenario", text: text, options: RunOptions(records: true)
  ).results[0].recording
  #expect(recording?.curves.count == ValueSampler.curveLimit)
  #expect(recording?.omittedCurves == paths.count - ValueSampler.curveLimit)
  #expect(HTMLReporter.render(RunReport(files: [])).contains("No scenario ran."))
}

@Test func plotNumbersAreFixedDecimals() {
  #expect(ValuePlot.number(12.34) == "12.3")
  #expect(ValuePlot.number(-0.04) == "0")
  #expect(ValuePlot.number(-3.75) == "-3.8")
  #expect(ValuePlot.number(200) == "200")
  #expect(ValuePlot.niceStep(48.75) == 50)
  #expect(ValuePlot.niceStep(0.3) == 0.5)
  #expect(ValuePlot.niceTimeStep(400_000) == 100_000)
  #expect(ValuePlot.niceTimeStep(3_600_050_000) == 1_000_000_000)
}

/// A set-up that starts the slide and reads it halfway, then two scenarios that read its end.
private let setUpText = """
  screen 390x844
  tabbar glass Home Search Library Profile
  tap Library
  wait 100ms
  expect pill.offset > -9.75
  scenario "settles"
  wait 300ms
  expect pill.offset == 185.25
  scenario "settles again"
  wait 350ms
  expect pill.offset == 185.25
  """

@Test func theSetUpIsShownOnceAndEachScenarioFromWhereItEnds() throws {
  let report = RunReport(files: [
    ScenarioPipeline.run(
      path: "setup.scenario", text: setUpText,
      options: RunOptions(records: true, samplesPassingScenarios: true))
  ])
  let html = HTMLReporter.render(report)
  #expect(occurrences(of: "<article class=\"setup\"", in: html) == 1)
  #expect(occurrences(of: "<code>tap Library</code>", in: html) == 1)
  #expect(html.contains("setup.scenario:1 · 5 steps · ends at 0.150s"))
  #expect(occurrences(of: "2 steps after the set-up</summary>", in: html) == 2)
  // Both scenarios pass: the file is folded, without plots.
  #expect(occurrences(of: "<svg ", in: html) == 0)
  #expect(html.contains("<details class=\"file\" id=\"f1\">"))

  let first = report.results[0]
  let setUp = try #require(first.setUpRecording)
  #expect(setUp.steps.map(\.location.line) == [1, 2, 3, 4, 5])
  let setUpCurve = try #require(setUp.curves.first)
  #expect(setUpCurve.samples.first?.time == .zero)
  #expect(setUpCurve.samples.last?.time == .milliseconds(150))
  // Each scenario has its own steps only, and its curve starts where the set-up's ends, at the
  // same value: the slide goes on from a copy of the set-up's model, not from a replay.
  for (result, end) in zip(report.results, [450, 500]) {
    let recording = try #require(result.recording)
    #expect(
      recording.steps.map(\.location.line) == [result.location.line + 1, result.location.line + 2])
    let curve = try #require(recording.curves.first)
    #expect(curve.samples.first?.time == .milliseconds(150))
    #expect(curve.samples.first?.value == setUpCurve.samples.last?.value)
    #expect(curve.samples.last?.time == .milliseconds(Int64(end)))
    #expect(curve.samples.last?.value == 185.25)
    let values = curve.samples.compactMap(\.value)
    #expect(zip(values, values.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(result.stepCount == 7)
  }
}

/// Sampling a scenario from a copy of the set-up's model reads the numbers a replay of the set-up
/// and the scenario from a fresh model reads, at every instant.
@Test func aScenarioSampledFromTheSetUpReadsWhatAWholeReplayReads() throws {
  let result = ScenarioPipeline.run(
    path: "setup.scenario", text: setUpText,
    options: RunOptions(records: true, samplesPassingScenarios: true)
  ).results[1]
  let curve = try #require(result.recording?.curves.first)
  let (document, _) = ScenarioPipeline.compile(SourceFile(path: "setup.scenario", text: setUpText))
  let scenario = try #require(document?.scenarios.last)
  let inputs = (try #require(document?.prelude) + Array(scenario.statements)).filter {
    $0.keyword.role != .expectation
  }
  let replayed = ValueSampler.values(
    at: [[.name("pill"), .name("offset")]], instants: curve.samples.map(\.time), replaying: inputs,
    from: ScenarioSession(file: "setup.scenario"))
  #expect(replayed == [curve.samples.map(\.value)])
  #expect(curve.samples.count > 300)
}

/// The value labels of a plot, bottom to top: the texts drawn right-aligned beside the axis.
private func valueLabels(_ svg: String) -> [String] {
  svg.split(separator: "\n").compactMap { line -> String? in
    guard line.hasPrefix("<text "), line.contains("text-anchor=\"end\""),
      let start = line.firstIndex(of: ">"), let end = line.range(of: "</text>")
    else { return nil }
    return String(line[line.index(after: start)..<end.lowerBound])
  }
}

/// A value that holds still, read by an expectation that wrote it to 6 decimals: the model's
/// -13.333333333333334 (a third of 40 pt on a 400 pt screen) against the written -13.333333,
/// 3e-7 apart. The axis once spanned those 3e-7 in steps of 1e-7 and printed six labels of
/// "-13.333333".
@Test func aConstantValuesAxisNeverRepeatsALabel() {
  let model = -40.0 / 3
  let at = { (ms: Int64) in VirtualTime.milliseconds(ms) }
  let location = SourceLocation(file: "c.scenario", line: 4, column: 1)
  for (expected, passed) in [(-13.333333, true), (model, true), (-13.3333, false)] {
    let curve = ValueCurve(
      path: "pill.offset", samples: (0...4).map { .init(time: at($0 * 100), value: model) },
      expectations: [
        .init(location: location, time: at(400), actual: model, expected: expected, passed: passed)
      ])
    let labels = valueLabels(ValuePlot.svg(curve))
    #expect(!labels.isEmpty)
    #expect(Set(labels).count == labels.count, "\(labels)")
  }
  // The axis of the flat curve: room around the value, in whole steps.
  #expect(
    valueLabels(
      ValuePlot.svg(
        ValueCurve(
          path: "p",
          expectations: [
            .init(
              location: location, time: at(0), actual: model, expected: -13.333333, passed: true)
          ]))) == ["-15", "-14", "-13", "-12", "-11"])
  // However close and however large, labels differ.
  for (low, high) in [(1e15, 1e15 + 0.5), (-1e-7, 1e-7), (1e299, 1e300), (0.1, 0.1 + 3e-6)] {
    let (bottom, top, step) = ValuePlot.valueAxis(low: low, high: high)
    let labels = ValuePlot.valueLabels(low: bottom, high: top, step: step).map(\.text)
    #expect(Set(labels).count == labels.count, "\(low)...\(high): \(labels)")
    #expect(!labels.isEmpty)
  }
}

@Test func theClockHasNoCurve() throws {
  let text = """
    scenario "Clock"
    screen 390x844
    tabbar glass Home Search Library Profile
    tap Library
    expect time == 50ms
    wait 350ms
    expect pill.offset == 185.25
    expect time == 400ms
    """
  let result = ScenarioPipeline.run(
    path: "clock.scenario", text: text, options: RunOptions(records: true)
  ).results[0]
  #expect(result.passed)
  #expect(result.recording?.curves.map(\.path) == ["pill.offset"])
}

@Test func thePlotsKeyExplainsOnlyTheMarksItDraws() {
  let failing = HTMLReporter.render(tapReport())
  #expect(failing.contains("actual, of one that failed"))
  #expect(failing.contains("</span> held"))
  // The scenario fails on its selection; every expectation of its one curve held.
  let heldCurve = RunReport(files: [
    ScenarioPipeline.run(
      path: "held.scenario",
      text: "scenario \"Held\"\nscreen 390x844\ntabbar glass Home Search Library Profile\n"
        + "tap Library\nwait 350ms\nexpect pill.offset == 185.25\nexpect selection == Home\n",
      options: RunOptions(records: true))
  ])
  #expect(heldCurve.failedCount == 1)
  let html = HTMLReporter.render(heldCurve)
  #expect(occurrences(of: "<figure class=\"plot\">", in: html) == 1)
  #expect(html.contains("</span> held</span></figcaption>"))
  #expect(!html.contains("of one that failed"))
}

/// A run of four files: one that passes, one that fails, one that does not parse, one with a
/// failing and a passing scenario.
private func mixedReport() -> RunReport {
  let tabs = "screen 390x844\ntabbar glass Home Search Library Profile\n"
  let files = [
    ("a-pass.scenario", "scenario \"Passes\"\n\(tabs)tap Library\nexpect selection == Library\n"),
    (
      "b-fail.scenario",
      "scenario \"Fails\"\n" + tapText.split(separator: "\n").dropFirst().joined(separator: "\n")
    ),
    ("c-broken.scenario", "tabbar glass Home\ntapp Home\n"),
    (
      "d-mixed.scenario",
      "\(tabs)scenario \"Holds\"\ntap Search\nexpect selection == Search\n"
        + "scenario \"Breaks\"\ntap Search\nexpect selection == Home\n"
    ),
  ]
  return RunReport(
    files: files.map {
      ScenarioPipeline.run(path: $0, text: $1, options: RunOptions(records: true))
    })
}

@Test func failuresComeFirstEachLinkedFromTheSummary() throws {
  let html = HTMLReporter.render(mixedReport())
  let index = try #require(html.range(of: "<nav id=\"failures\""))
  let failing = try #require(html.range(of: "<section id=\"failing\">"))
  let passing = try #require(html.range(of: "<section id=\"passing\">"))
  #expect(index.lowerBound < failing.lowerBound && failing.lowerBound < passing.lowerBound)
  #expect(html.contains("<h2 class=\"part\">3 failing files</h2>"))
  // The summary lists each failure and the broken file, linked to its block.
  let summary = String(html[index.lowerBound..<failing.lowerBound])
  #expect(occurrences(of: "<li>", in: summary) == 3)
  #expect(summary.contains("<a href=\"#f2-s1-x1\">b-fail.scenario:8:1</a>"))
  #expect(summary.contains("<a href=\"#f3\">c-broken.scenario</a>: <span class=\"verdict error\">"))
  #expect(
    summary.contains("<a href=\"#f4-s2-x1\">d-mixed.scenario:8:1</a> <span class=\"name\">Breaks"))
  // Every link leads to an anchor of the page, and each anchor is on one element.
  for link in html.split(separator: "href=\"#").dropFirst() {
    let id = link.prefix { $0 != "\"" }
    #expect(occurrences(of: "id=\"\(id)\"", in: html) == 1, "#\(id)")
  }
  // The failing file shows its failing scenario in full, with its plot; the passing file and
  // the mixed file's passing scenario are folded, without plots.
  let failingPart = String(html[failing.lowerBound..<passing.lowerBound])
  #expect(occurrences(of: "<svg width=", in: failingPart) == 1)
  #expect(failingPart.contains("<div class=\"failure\" id=\"f2-s1-x1\">"))
  #expect(
    failingPart.contains(
      "<details class=\"others\"><summary>the file&#39;s other 1 scenario: 1 passed</summary>"))
  let passingPart = String(html[passing.lowerBound...])
  #expect(!passingPart.contains("<svg "))
  #expect(passingPart.contains("<h2 class=\"part\">1 passing file"))
  #expect(
    passingPart.contains(
      "<details class=\"file\" id=\"f1\"><summary><span class=\"verdict pass\">PASS</span> "
        + "<span class=\"path\">a-pass.scenario</span> <span class=\"meta\">1 passed</span></summary>"
    ))
}

@Test func aRunThatPassesHasNoFailureListAndNoFailingPart() {
  let report = RunReport(files: [mixedReport().files[0]])
  let html = HTMLReporter.render(report)
  #expect(!html.contains("<nav id=\"failures\""))
  #expect(!html.contains("<section id=\"failing\""))
  #expect(html.contains("<section id=\"passing\">"))
  #expect(!html.contains("<svg "))
}

/// A run records every scenario's steps, and samples the curves of those that fail the run
/// only: the report plots nothing else.
@Test func onlyAFailingScenarioIsSampled() throws {
  let report = mixedReport()
  let passing = try #require(report.files[0].results.first?.recording)
  #expect(!passing.steps.isEmpty)
  let failing = try #require(report.files[1].results.first?.recording?.curves.first)
  #expect(failing.samples.count > 300)
  let held = try #require(
    ScenarioPipeline.run(
      path: "held.scenario",
      text: "screen 390x844\ntabbar glass Home Search Library Profile\ntap Library\n"
        + "wait 350ms\nexpect pill.offset == 185.25\n", options: RunOptions(records: true)
    ).results.first?.recording?.curves.first)
  #expect(held.expectations.count == 1)
  #expect(held.samples.isEmpty)
}

/// The hook for pictures of the screen: a failure's frames, when something drew them, are
/// placed in its block as they are, each with its instant; a frame that is not an SVG element
/// is left out; without frames the block has no strip.
@Test func aFailuresFilmstripIsPlacedInItsBlock() throws {
  var report: RunReport = tapReport()
  // A recorded run draws its own frames (`FailureFilmstripTests`); this test places its own.
  report.files[0].results[0].failures[0].filmstrip = []
  #expect(!HTMLReporter.render(report).contains("filmstrip\">"))
  let frame = { (ms: Int64, text: String) in
    FilmstripFrame(time: .milliseconds(ms), svg: "<svg width=\"39\" height=\"84\">\(text)</svg>")
  }
  report.files[0].results[0].failures[0].filmstrip = [
    frame(350, "<rect/>"), frame(400, "<circle/>"),
    FilmstripFrame(time: .milliseconds(450), svg: "<script>alert(1)</script>"),
  ]
  let html = HTMLReporter.render(report)
  let block = try #require(html.range(of: "<div class=\"failure\" id=\"f1-s1-x1\">"))
  let strip = try #require(html.range(of: "<div class=\"filmstrip\">"))
  #expect(block.lowerBound < strip.lowerBound)
  #expect(
    html.contains(
      "<div class=\"filmstrip\">\n"
        + "<figure class=\"frame\"><svg width=\"39\" height=\"84\"><rect/></svg>"
        + "<figcaption>0.350s</figcaption></figure>\n"
        + "<figure class=\"frame\"><svg width=\"39\" height=\"84\"><circle/></svg>"
        + "<figcaption>0.400s</figcaption></figure>\n</div>\n</div>\n"))
  #expect(!html.contains("<script"))
}
