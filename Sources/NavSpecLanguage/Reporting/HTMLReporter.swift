import NavSpecModel

/// One self-contained HTML page for people, failures first: the summary (the counts, then each
/// failure and each file with errors, linked to its block), then the files that failed (each
/// with its diagnostics or its failing scenarios in full: the failures with expected against
/// actual and the events around, a plot over virtual time of the numbers the expectations read
/// (`ValuePlot`), the steps), then the files that passed, each folded in a `<details>` and
/// without plots. A file's set-up is shown once, before its scenarios, which each show what
/// they did from where it left the model.
///
/// Self-contained and quiet: the style sheet is inline, there is no script, no font, image or
/// link to fetch, so the page opens the same offline, as a CI artifact or from a mail. It is
/// deterministic like every report: no date, no random id (anchors are numbered in file
/// order), numbers printed by `ValueFormatter`. Every text that comes from a scenario passes
/// through `HTMLText`.
///
/// Steps and plots come from `ScenarioResult.recording`, which the run keeps only when asked
/// (`RunOptions.records`); without it the page shows verdicts and failures alone. A failure's
/// `ExpectationFailure.filmstrip`, when a run fills it, is placed in the failure's block.
public enum HTMLReporter {
  public static func render(_ report: RunReport) -> String {
    var out = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>navspec run: \(HTMLText.escaping(ReportText.summary(report)))</title>
      <style>
      \(styleSheet)</style>
      </head>
      <body>
      <header>
      <h1>navspec run</h1>

      """
    let verdict = report.failedCount == 0 ? "passed" : "failed"
    let broken = report.files.filter(\.hasErrors).count
    var counts = ReportText.count(report.files.count, "file")
    if broken > 0 { counts += ", \(broken) with errors" }
    out +=
      "<p id=\"summary\" class=\"summary \(verdict)\"><strong>"
      + HTMLText.escaping(ReportText.summary(report)) + "</strong> (\(counts))</p>\n"
    out += failureIndex(report) + "</header>\n"
    guard !report.files.isEmpty else { return out + "<p>No scenario ran.</p>\n</body>\n</html>\n" }
    // Anchors number the files in the run's order, whichever part shows them.
    let files = report.files.enumerated().map { (id: "f\($0.offset + 1)", file: $0.element) }
    let failing = files.filter { Self.fails($0.file) }
    let passing = files.filter { !Self.fails($0.file) }
    if !failing.isEmpty {
      out +=
        "<section id=\"failing\">\n<h2 class=\"part\">"
        + ReportText.count(failing.count, "failing file") + "</h2>\n"
      for (id, file) in failing { out += failingFile(file, id: id) }
      out += "</section>\n"
    }
    if !passing.isEmpty {
      out +=
        "<section id=\"passing\">\n<h2 class=\"part\">"
        + ReportText.count(passing.count, "passing file")
        + " <span class=\"meta\">folded, without plots</span></h2>\n"
      for (id, file) in passing { out += passingFile(file, id: id) }
      out += "</section>\n"
    }
    return out + "</body>\n</html>\n"
  }

  /// Whether a file goes first: it did not parse, or a scenario of it fails the run.
  private static func fails(_ file: FileReport) -> Bool {
    file.hasErrors || file.results.contains { !$0.passed }
  }

  /// Under the counts: each failure of the run, linked to its block, in file order; a file with
  /// errors links to its diagnostics, an `xfail` that passed to its scenario.
  private static func failureIndex(_ report: RunReport) -> String {
    var items: [String] = []
    for (fileIndex, file) in report.files.enumerated() {
      let fileID = "f\(fileIndex + 1)"
      if file.hasErrors {
        items.append(
          "<a href=\"#\(fileID)\">\(HTMLText.escaping(file.path))</a>: "
            + "<span class=\"verdict error\">ERROR</span> "
            + HTMLText.escaping(ReportText.notRunSummary(file)))
      }
      for (index, result) in file.results.enumerated() where !result.passed {
        let id = "\(fileID)-s\(index + 1)"
        let name = "<span class=\"name\">\(HTMLText.escaping(result.name))</span>"
        if result.failures.isEmpty {
          items.append(
            "<a href=\"#\(id)\">\(HTMLText.escaping(locationText(result)))</a> \(name): "
              + HTMLText.escaping(
                result.status == .unexpectedPass
                  ? ReportText.unexpectedPassAdvice(result) : "failed"))
        }
        for (number, failure) in result.failures.enumerated() {
          items.append(
            "<a href=\"#\(id)-x\(number + 1)\">"
              + HTMLText.escaping(failure.location.description) + "</a> \(name): "
              + HTMLText.escaping("\(failure.message) at \(ReportText.time(failure.time))"))
        }
        if let omitted = ReportText.omittedFailures(result) {
          items.append("<a href=\"#\(id)\">\(name)</a>: \(HTMLText.escaping(omitted))")
        }
      }
    }
    guard !items.isEmpty else { return "" }
    return
      "<nav id=\"failures\" aria-label=\"failures\">\n<ol>\n"
      + items.map { "<li>\($0)</li>\n" }.joined() + "</ol>\n</nav>\n"
  }

  private static func locationText(_ result: ScenarioResult) -> String {
    "\(result.file):\(result.location.line)"
  }

  /// "2 passed, 1 failed, 1 skipped": a file's scenarios by verdict, the kinds it has.
  private static func scenarioCounts(_ results: [ScenarioResult]) -> String {
    let kinds: [(String, (ScenarioStatus) -> Bool)] = [
      ("passed", { $0 == .passed }), ("failed", { $0.failsTheRun }),
      ("skipped", { $0 == .skipped }), ("expected to fail", { $0 == .expectedFailure }),
    ]
    let parts = kinds.compactMap { word, matches -> String? in
      let count = results.filter { matches($0.status) }.count
      return count == 0 ? nil : "\(count) \(word)"
    }
    return parts.isEmpty ? "no scenario" : parts.joined(separator: ", ")
  }

  /// A file that failed, open: its diagnostics, or its set-up and failing scenarios in full with
  /// their plots; its other scenarios folded below them.
  private static func failingFile(_ file: FileReport, id: String) -> String {
    let word = file.hasErrors ? "ERROR" : "FAIL"
    var out =
      "<section class=\"file\" id=\"\(id)\">\n<h3><span class=\"verdict "
      + (file.hasErrors ? "error" : "fail") + "\">\(word)</span> "
      + "<span class=\"path\">\(HTMLText.escaping(file.path))</span></h3>\n"
    if file.hasErrors {
      out += "<p class=\"meta\">" + HTMLText.escaping(ReportText.notRunSummary(file)) + "</p>\n"
    } else {
      out += "<p class=\"meta\">" + scenarioCounts(file.results) + "</p>\n"
    }
    let diagnostics = ReportText.diagnosticLines(file)
    if !diagnostics.isEmpty {
      out += "<pre class=\"diagnostics\">\(HTMLText.lines(diagnostics))</pre>\n"
    }
    let setUp = Self.setUp(of: file)
    if let setUp {
      out += self.setUp(setUp, file: file.path, id: "\(id)-setup", plotted: true)
    }
    let results = file.results.enumerated().map {
      (id: "\(id)-s\($0.offset + 1)", result: $0.element)
    }
    for (scenarioID, result) in results where !result.passed {
      out += scenario(result, id: scenarioID, afterSetUp: setUp != nil, plotted: true)
    }
    let others = results.filter(\.result.passed)
    if !others.isEmpty {
      out +=
        "<details class=\"others\"><summary>"
        + HTMLText.escaping(
          "the file's other \(ReportText.count(others.count, "scenario")): "
            + scenarioCounts(others.map(\.result)))
        + "</summary>\n"
      for (scenarioID, result) in others {
        out += scenario(result, id: scenarioID, afterSetUp: setUp != nil, plotted: false)
      }
      out += "</details>\n"
    }
    return out + "</section>\n"
  }

  /// A file whose scenarios all passed (or were skipped, or failed as expected): one line, its
  /// verdict, path and counts, that opens on its set-up and scenarios, without plots.
  private static func passingFile(_ file: FileReport, id: String) -> String {
    var out =
      "<details class=\"file\" id=\"\(id)\"><summary><span class=\"verdict pass\">PASS</span> "
      + "<span class=\"path\">\(HTMLText.escaping(file.path))</span> "
      + "<span class=\"meta\">\(scenarioCounts(file.results))</span></summary>\n"
    let diagnostics = ReportText.diagnosticLines(file)
    if !diagnostics.isEmpty {
      out += "<pre class=\"diagnostics\">\(HTMLText.lines(diagnostics))</pre>\n"
    }
    let setUp = Self.setUp(of: file)
    if let setUp {
      out += self.setUp(setUp, file: file.path, id: "\(id)-setup", plotted: false)
    }
    for (index, result) in file.results.enumerated() {
      out += scenario(result, id: "\(id)-s\(index + 1)", afterSetUp: setUp != nil, plotted: false)
    }
    return out + "</details>\n"
  }

  /// The set-up is the same in every scenario of the file: shown once, before them.
  private static func setUp(of file: FileReport) -> ScenarioRecording? {
    file.results.lazy.compactMap(\.setUpRecording).first { !$0.steps.isEmpty }
  }

  /// The statements before the first `scenario` line, run once: every scenario of the file
  /// starts from the model they left, so their steps and curves are not repeated in each.
  private static func setUp(
    _ recording: ScenarioRecording, file: String, id: String, plotted: Bool
  ) -> String {
    let failed = recording.steps.contains(where: \.failed)
    var out = "<article class=\"setup\" id=\"\(id)\">\n<h4>Set-up</h4>\n"
    var meta = [ReportText.count(recording.steps.count, "step")]
    if let first = recording.steps.first { meta.insert("\(file):\(first.location.line)", at: 0) }
    if let last = recording.steps.last { meta.append("ends at \(ReportText.time(last.time))") }
    meta.append("every scenario below starts from the model it leaves")
    out += "<p class=\"meta\">\(HTMLText.escaping(meta.joined(separator: " · ")))</p>\n"
    if plotted { out += plots(recording) }
    out += steps(recording, open: failed, afterSetUp: false)
    return out + "</article>\n"
  }

  /// A scenario: its verdict and name, where it is, its failures, audit findings, plots (when
  /// `plotted`: a failing scenario's) and steps.
  private static func scenario(
    _ result: ScenarioResult, id: String, afterSetUp: Bool, plotted: Bool
  ) -> String {
    let status = result.status
    let kind = Self.kind(of: status)
    var out =
      "<article class=\"scenario \(kind)\" id=\"\(id)\">\n<h4><span class=\"verdict \(kind)\">"
      + status.word + "</span> \(HTMLText.escaping(result.name))</h4>\n"
    var meta = ["\(result.file):\(result.location.line)"]
    if !result.tags.isEmpty { meta.append("tags: " + result.tags.joined(separator: ", ")) }
    if status != .skipped {
      meta += [
        ReportText.count(result.stepCount, "step"),
        ReportText.count(result.expectationCount, "expectation"),
        "ends at \(ReportText.time(result.endTime))",
      ]
    }
    out += "<p class=\"meta\">\(HTMLText.escaping(meta.joined(separator: " · ")))</p>\n"
    switch status {
    case .skipped:
      out += mark("skipped: " + (result.mark?.reason ?? ""))
    case .expectedFailure:
      out += mark("expected to fail: " + (result.mark?.reason ?? ""))
    case .unexpectedPass:
      out += mark(ReportText.unexpectedPassAdvice(result))
    case .passed, .failed:
      break
    }
    for (number, failure) in result.failures.enumerated() {
      out += self.failure(failure, id: "\(id)-x\(number + 1)")
    }
    if let omitted = ReportText.omittedFailures(result) {
      out += "<p class=\"meta\">\(HTMLText.escaping(omitted))</p>\n"
    }
    let findings =
      result.audits.flatMap(\.findingLines)
      + (ReportText.omittedAuditFindings(result).map { [$0] } ?? [])
    if !findings.isEmpty {
      out += "<pre class=\"audit\">\(HTMLText.lines(findings))</pre>\n"
    }
    if let recording = result.recording {
      if plotted { out += plots(recording) }
      out += steps(recording, open: !result.passed, afterSetUp: afterSetUp)
    }
    return out + "</article>\n"
  }

  /// The class of a scenario's article and verdict: an `xfail` that passed fails like a failure;
  /// a skipped scenario and an expected failure are neither passed nor failed.
  private static func kind(of status: ScenarioStatus) -> String {
    switch status {
    case .passed: "pass"
    case .failed, .unexpectedPass: "fail"
    case .skipped: "skip"
    case .expectedFailure: "xfail"
    }
  }

  /// What a `skip` or `xfail` line says, under the scenario's name.
  private static func mark(_ text: String) -> String {
    "<p class=\"mark\">\(HTMLText.escaping(text))</p>\n"
  }

  /// A failure as the human report reads it, with expected and actual side by side.
  private static func failure(_ failure: ExpectationFailure, id: String) -> String {
    let at = ReportText.time(failure.time)
    var out =
      "<div class=\"failure\" id=\"\(id)\">\n<p class=\"where\">"
      + HTMLText.escaping("\(failure.location.description): \(failure.message) at \(at)")
      + "</p>\n"
    if !failure.statement.isEmpty {
      out += "<pre class=\"statement\">\(HTMLText.escaping(failure.statement))</pre>\n"
    }
    for frame in failure.flowFrames {
      out += "<p class=\"flow\">\(HTMLText.escaping(frame.summary))</p>\n"
    }
    if !failure.expected.isEmpty || !failure.actual.isEmpty {
      out += "<table class=\"compare\">\n"
      if !failure.expected.isEmpty {
        out += "<tr><th>expected</th><td>\(HTMLText.escaping(failure.expected))</td></tr>\n"
      }
      if !failure.actual.isEmpty {
        out += "<tr><th>actual</th><td>\(HTMLText.escaping(failure.actual))</td></tr>\n"
      }
      out += "</table>\n"
    }
    if !failure.eventsAround.isEmpty {
      out +=
        "<p class=\"events\">events around \(at):</p>\n"
        + "<pre class=\"events\">\(HTMLText.lines(failure.eventsAround))</pre>\n"
    }
    out += filmstrip(failure.filmstrip)
    return out + "</div>\n"
  }

  /// The screen around the failing instant, a row of the pictures a renderer drew
  /// (`ExpectationFailure.filmstrip`), each with its instant; nothing when there are none.
  private static func filmstrip(_ frames: [FilmstripFrame]) -> String {
    let drawn = frames.filter { $0.svg.hasPrefix("<svg") }
    guard !drawn.isEmpty else { return "" }
    var out = "<div class=\"filmstrip\">\n"
    for frame in drawn {
      out +=
        "<figure class=\"frame\">\(frame.svg)<figcaption>\(ReportText.time(frame.time))"
        + "</figcaption></figure>\n"
    }
    return out + "</div>\n"
  }

  /// A plot per path that an `expect PATH OP NUMBER` read, with a key to its marks.
  private static func plots(_ recording: ScenarioRecording) -> String {
    guard !recording.curves.isEmpty else { return "" }
    var out = ""
    for curve in recording.curves {
      let failed = curve.expectations.filter { !$0.passed }.count
      out +=
        "<figure class=\"plot\">\n" + ValuePlot.svg(curve)
        + "<figcaption><strong>\(HTMLText.escaping(curve.path))</strong> over virtual time: "
        + ReportText.count(curve.expectations.count, "expectation")
        + (failed > 0 ? ", <span class=\"failed\">\(failed) failed</span>" : "")
        + ". " + key(held: failed < curve.expectations.count, failed: failed > 0)
        + "</figcaption>\n</figure>\n"
    }
    if recording.omittedCurves > 0 {
      out +=
        "<p class=\"meta\">\(ReportText.count(recording.omittedCurves, "more path"))"
        + " not plotted (at most \(ValueSampler.curveLimit) per scenario)</p>\n"
    }
    return out
  }

  /// The key to a plot's marks: only the marks it draws, so the failed marks are explained only
  /// where an expectation failed.
  private static func key(held: Bool, failed: Bool) -> String {
    var marks: [String] = []
    if held { marks.append("<span class=\"held\">\u{25CF}</span> held") }
    if failed {
      marks.append(
        "<span class=\"failed\">\u{2715}</span> expected, <span class=\"failed\">\u{25CF}</span>"
          + " actual, of one that failed")
    }
    return "<span class=\"key\">" + marks.joined(separator: " ") + "</span>"
  }

  /// The steps in a list, folded for a scenario that passed.
  private static func steps(_ recording: ScenarioRecording, open: Bool, afterSetUp: Bool)
    -> String
  {
    var out =
      "<details class=\"steps\"\(open ? " open" : "")><summary>"
      + ReportText.count(recording.steps.count, "step")
      + (afterSetUp ? " after the set-up" : "") + "</summary>\n<ol>\n"
    for step in recording.steps {
      out +=
        "<li\(step.failed ? " class=\"failed\"" : "")><span class=\"line\">"
        + "\(step.location.line)</span><span class=\"time\">\(ReportText.time(step.time))</span>"
        + "<code>\(HTMLText.escaping(step.text))</code>"
        + (step.failed ? "<span class=\"verdict fail\">FAIL</span>" : "") + "</li>\n"
    }
    return out + "</ol>\n</details>\n"
  }

  /// System fonts only (nothing to fetch); colours readable in print and on screen.
  static let styleSheet = """
    body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: #1f2328;
      margin: 24px auto; max-width: 1100px; padding: 0 16px; background: #fff; }
    h1 { font-size: 22px; margin: 0 0 4px; }
    h2.part { font-size: 17px; margin: 28px 0 8px; padding-bottom: 4px;
      border-bottom: 1px solid #d0d7de; }
    h3 { font-size: 15px; margin: 18px 0 4px; }
    h4 { font-size: 14px; margin: 0 0 2px; }
    .path { font-family: ui-monospace, monospace; word-break: break-all; }
    pre, code { font: 12.5px/1.4 ui-monospace, "DejaVu Sans Mono", monospace; }
    pre { background: #f6f8fa; padding: 8px 10px; overflow-x: auto; margin: 6px 0;
      white-space: pre-wrap; word-break: break-word; }
    .summary { font-size: 16px; padding: 8px 12px; border-radius: 6px; margin: 8px 0 16px; }
    .summary.passed { background: #dafbe1; }
    .summary.failed { background: #ffebe9; }
    .verdict { display: inline-block; font: bold 11px/1 ui-monospace, monospace; padding: 3px 5px;
      border-radius: 4px; color: #fff; vertical-align: 2px; }
    .verdict.pass { background: #1a7f37; }
    .verdict.fail, .verdict.error { background: #cf222e; }
    .verdict.skip, .verdict.xfail { background: #9a6700; }
    #failures ol { margin: 0 0 16px; padding-left: 24px; font-size: 13px; }
    #failures li { margin: 2px 0; }
    #failures a { font-family: ui-monospace, monospace; color: #cf222e; }
    #failures .name { font-weight: 600; }
    details.file { border-bottom: 1px solid #eaeef2; padding: 3px 0; }
    details.file > summary { cursor: pointer; }
    details.file[open] { padding-bottom: 10px; }
    details.others > summary { cursor: pointer; color: #59636e; margin: 8px 0; }
    .scenario { border-left: 4px solid #1a7f37; padding: 6px 0 6px 12px; margin: 12px 0; }
    .scenario.fail { border-left-color: #cf222e; }
    .scenario.skip, .scenario.xfail { border-left-color: #9a6700; }
    .mark { margin: 0 0 6px; font-style: italic; }
    .setup { border-left: 4px solid #8c959f; padding: 6px 0 6px 12px; margin: 12px 0; }
    .meta { color: #59636e; margin: 0 0 6px; font-size: 12.5px; }
    .failure { background: #fff5f5; border: 1px solid #ffcecb; border-radius: 6px;
      padding: 6px 10px; margin: 8px 0; }
    .failure .where { margin: 0; font-family: ui-monospace, monospace; font-size: 12.5px; }
    table.compare { border-collapse: collapse; font: 12.5px ui-monospace, monospace; }
    table.compare th { text-align: right; padding-right: 8px; color: #59636e; font-weight: normal; }
    .events { margin: 4px 0 0; font-size: 12.5px; color: #59636e; }
    details.steps > summary { cursor: pointer; color: #59636e; }
    details.steps ol { list-style: none; padding: 0; margin: 4px 0; }
    details.steps li { display: flex; gap: 10px; padding: 1px 0; }
    details.steps li.failed { background: #ffebe9; }
    details.steps .line { color: #8c959f; min-width: 3em; text-align: right;
      font: 12.5px ui-monospace, monospace; }
    details.steps .time { color: #59636e; min-width: 5.5em; font: 12.5px ui-monospace, monospace; }
    .filmstrip { display: flex; gap: 8px; overflow-x: auto; margin: 6px 0 0; }
    .filmstrip figure { margin: 0; flex: none; }
    .filmstrip svg { max-height: 240px; width: auto; border: 1px solid #d0d7de; }
    .filmstrip figcaption { font: 11px ui-monospace, monospace; color: #59636e;
      text-align: center; }
    figure.plot { margin: 8px 0; }
    figure.plot figcaption { font-size: 12.5px; color: #59636e; }
    figure.plot .held { color: #0969da; }
    figure.plot .failed { color: #cf222e; font-weight: bold; }
    svg { max-width: 100%; height: auto; }

    """
}
