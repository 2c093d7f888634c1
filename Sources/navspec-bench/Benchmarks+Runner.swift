import Foundation
import NavSpecLanguage
import NavSpecModel

/// The runner at corpus scale: raw touch scripts, parallel files.
extension Benchmarks {
  /// Target: a raw touch script of nearly 4 MiB, the largest file `navspec run` reads (only
  /// `+1ms touch move (x, y)` lines, as a recorder writes them) parses and checks at 50 MB/s or
  /// more, with the resident memory growing by at most 3 times the file's size while its parsed
  /// document is alive. Met: 106 to 113 MB/s and 2.1 times on a 2-core VM, since canonical touch
  /// lines skip the lexer and parser and are kept packed (`PackedTouch`); 6.5 to 6.9 MB/s and 15.6
  /// times before (`navspec-bench scenarios touches` runs this case alone).
  static func rawTouchParsing() -> Outcome {
    var text = "tabbar glass Home Search Library Profile\nat 0ms touch down (48.75, 812)\n"
    var step = 0
    while text.utf8.count < (4 << 20) - 128 {
      let x = 48.75 + Double(step % 300)
      text += "+1ms touch move (\(x), 812)\n"
      step += 1
    }
    text += "+1ms touch up (48.75, 812)\nexpect touches.count == 0\n"
    let bytes = Double(text.utf8.count)
    let source = SourceFile(path: "touches", text: text)
    var grown = 0.0
    let seconds = measure(rounds: 3) {
      let before = residentBytes()
      let compiled = ScenarioPipeline.compile(source)
      grown = max(grown, Double(residentBytes() - before))
      if compiled.0 == nil || compiled.1.hasErrors {
        fatalError(compiled.1.first.map { "\($0.location): \($0.message)" } ?? "no document")
      }
    }
    let rate = bytes / seconds / 1e6
    let ratio = grown / bytes
    return Outcome(
      name: "raw touch script, 4 MiB",
      measured: String(format: "%.1f MB/s, memory %.1fx the file", rate, ratio),
      target: "at least 50 MB/s and at most 3x", met: rate >= 50 && ratio <= 3)
  }

  /// Target: `--jobs 2` runs a corpus of typical scenarios at least 1.8x as fast as `--jobs 1`
  /// (on a machine with two free cores; the ratio is taken side by side in one run).
  static func jobsScale() -> Outcome {
    let files = (0..<256).map { ("typical-\($0).scenario", typicalScenario) }
    return jobsSpeedup(
      named: "256 typical scenarios, --jobs 2 against --jobs 1", count: files.count
    ) {
      index in PreparedFile(path: files[index].0, text: files[index].1).run().results.count
    }
  }

  /// Target: `count` files on two threads at least 1.8 times as fast as on one, run as
  /// `navspec run` and `navspec audit` run them (`CorpusRunner`).
  static func jobsSpeedup(
    named name: String, count: Int, work: @escaping @Sendable (Int) -> Int
  ) -> Outcome {
    func cost(jobs: Int) -> Double {
      measure(rounds: 3) {
        CorpusRunner.run(count: count, jobs: jobs, work: work, deliver: { _, _ in true })
      }
    }
    let one = cost(jobs: 1)
    let two = cost(jobs: 2)
    let speedup = one / two
    return Outcome(
      name: name,
      measured: String(
        format: "%.2fx (%.0f ms against %.0f ms, %d cores)", speedup, two * 1e3, one * 1e3,
        ProcessInfo.processInfo.activeProcessorCount),
      target: "at least 1.8x", met: speedup >= 1.8)
  }
}
