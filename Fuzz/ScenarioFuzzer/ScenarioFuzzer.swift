import NavSpecLanguage
import NavSpecREPL

/// libFuzzer's entry point: one input through the whole `navspec run` pipeline (parse, check,
/// run, render every report format), output discarded. An input that parses and checks is also
/// audited (every audit format, SARIF included) and typed into a REPL session line by line,
/// then drawn by `:render`: numbers at the edges of `Double` trapped in the HTML plot, the
/// audit's numbers and the REPL's picture, none of which the run's own reports reach. Built by
/// `make fuzz`, never by SwiftPM, because SwiftPM links executables with its own `main` and
/// libFuzzer brings another. NavSpecLanguageTests' FuzzCorpusReplayTests replays the kept
/// corpus through the run's reports.
@_cdecl("LLVMFuzzerTestOneInput")
public func scenarioFuzzerTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  guard let bytes, count > 0 else { return 0 }
  // `navspec run` reads files as UTF-8, replacing invalid bytes, and so does this.
  let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
  // Recorded, as `--format html` runs it, so that the HTML report draws its plots.
  // `use` reads the fuzzing flow files, never the disk.
  let file = ScenarioPipeline.run(
    path: "fuzz.scenario", text: text, options: RunOptions(records: true),
    flows: .files(.fuzzing))
  let report = RunReport(files: [file])
  // Rendering is part of the pipeline: a report that cannot be printed is a crash too.
  for format in ReportFormat.allCases { _ = format.render(report) }
  guard file.diagnostics.isEmpty else { return 0 }

  // One configuration: the matrix multiplies the run, not the numbers the reports print.
  let matrix = AuditMatrix(varying: [])
  let audit = AuditReport(
    files: [ScenarioAuditor.audit(path: "fuzz.scenario", text: text, matrix: matrix)],
    configurations: matrix.configurations)
  for format in AuditReportFormat.allCases { _ = format.render(audit) }

  // The REPL takes the same statements; a line starting with ':' is a REPL command, which may
  // read or write files, and never one that parsed as a statement, but it is skipped all the
  // same. A directory that does not exist, so that nothing is read from or written to disk.
  var session = ReplSession(workingDirectory: "/nonexistent/navspec-fuzz")
  for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
    guard !line.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix(":") else { continue }
    _ = session.handle(String(line))
  }
  for width in [40, 80, 200] {
    session.terminalWidth = width
    _ = session.handle(":render")
  }
  return 0
}
