import NavSpecLanguage

/// libFuzzer's entry point: one input through the whole `navspec run` pipeline (parse, check,
/// run, render the human and JSON reports), output discarded. Built by `make fuzz`, never by
/// SwiftPM, because SwiftPM links executables with its own `main` and libFuzzer brings another.
/// NavSpecLanguageTests' FuzzCorpusReplayTests replays the kept corpus the same way.
@_cdecl("LLVMFuzzerTestOneInput")
public func scenarioFuzzerTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  guard let bytes, count > 0 else { return 0 }
  // `navspec run` reads files as UTF-8, replacing invalid bytes, and so does this.
  let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
  let report = RunReport(files: [ScenarioPipeline.run(path: "fuzz.scenario", text: text)])
  // Rendering is part of the pipeline: a report that cannot be printed is a crash too.
  _ = ReportFormat.human.render(report)
  _ = ReportFormat.json.render(report)
  return 0
}
