import Foundation
import NavSpecLanguage
import NavSpecTestSupport
import Testing

/// The libFuzzer corpus kept in the repository (Fuzz/corpus: the smallest inputs that reach every
/// edge the fuzzer covered) and the reproducers of every crash it found (Fuzz/reproducers), replayed
/// through the fuzz target's own pipeline: bytes decoded as UTF-8 with invalid bytes replaced, then
/// parse, check, run and render both report formats. A crash here is a crash the fuzzer found
/// again; see docs/fuzzing.md.
struct FuzzCorpusReplayTests {
  static let inputs =
    PackageFiles.files(under: "Fuzz/corpus")
    + PackageFiles.files(under: "Fuzz/reproducers")

  /// The fuzzer runs inputs of at most this many bytes (`make fuzz`'s -max_len).
  static let maxInputLength = 4096

  /// What Fuzz/ScenarioFuzzer/ScenarioFuzzer.swift does with one input; returns the rendered text.
  static func replay(_ bytes: Data) -> (report: RunReport, human: String, json: String) {
    let text = String(decoding: bytes, as: UTF8.self)
    let report = RunReport(
      files: [ScenarioPipeline.run(path: "fuzz.scenario", text: text, flows: .files(.fuzzing))])
    return (report, ReportFormat.human.render(report), ReportFormat.json.render(report))
  }

  @Test func corpusIsKept() {
    #expect(PackageFiles.files(under: "Fuzz/corpus").count >= 100)
  }

  @Test(arguments: inputs)
  func inputReplaysWithoutCrashing(_ path: String) throws {
    let bytes = try PackageFiles.data(path)
    #expect(bytes.count <= Self.maxInputLength, "\(path) is longer than the fuzzer's inputs")
    let (report, human, json) = Self.replay(bytes)
    // Every input ends in a verdict: diagnostics, or scenarios that ran, or an empty file.
    let file = try #require(report.files.first)
    #expect(!file.diagnostics.isEmpty || !file.results.isEmpty || !hasStatements(bytes), "\(path)")
    // Output stays proportional to the input. On this corpus the two reports together are at most
    // 1 KiB plus 21 bytes per input byte (measured when it was kept); 4 times that leaves room for
    // longer messages but not for output that grows faster than the input.
    let bound = 4 * (1024 + 21 * bytes.count)
    #expect(human.utf8.count + json.utf8.count <= bound, "\(path): output not bounded by the input")
  }

  private func hasStatements(_ bytes: Data) -> Bool {
    String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline).contains {
      let line = $0.drop { $0.isWhitespace }
      return !line.isEmpty && !line.hasPrefix("#")
    }
  }
}
