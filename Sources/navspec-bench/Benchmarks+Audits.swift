import Foundation
import NavSpecLanguage

/// `navspec audit` over the bundled corpus.
extension Benchmarks {
  /// Target: auditing every bundled scenario under the default matrix (19 settings) after every
  /// step runs at least 1,000 scenario replays a second on one core (a replay is one scenario
  /// under one setting, audited after each of its steps). The floor is our decision: it keeps a
  /// 500-scenario corpus under 10 s for the 19 settings, what `make run` can spend.
  static func corpusAuditThroughput(_ folder: String) throws -> Outcome {
    let texts = try corpusTexts(folder)
    let matrix = try AuditMatrix(parsing: "default")
    var replays = 0
    var steps = 0
    let seconds = measure(rounds: 3) {
      replays = 0
      steps = 0
      for (path, text) in texts {
        let file = ScenarioAuditor.audit(path: path, text: text, matrix: matrix)
        replays += file.replays
        steps += file.steps
      }
    }
    let rate = Double(replays) / seconds
    return Outcome(
      name: "audit of the corpus, \(matrix.configurations.count) settings",
      measured: String(
        format: "%.0f replays/s on one core (%d replays, %d steps audited, %.2f s)", rate, replays,
        steps,
        seconds),
      target: "at least 1000 replays/s", met: rate >= 1_000)
  }

  /// Target: `navspec audit --jobs 2` audits the corpus at least 1.8 times as fast as `--jobs 1`
  /// on two cores: the files are audited on `CorpusRunner`'s threads as `navspec audit` does.
  static func corpusAuditJobsScale(_ folder: String) throws -> Outcome {
    let texts = try corpusTexts(folder)
    let matrix = try AuditMatrix(parsing: "default")
    return jobsSpeedup(named: "audit of the corpus, --jobs 2 against --jobs 1", count: texts.count)
    {
      index in
      ScenarioAuditor.audit(path: texts[index].0, text: texts[index].1, matrix: matrix).replays
    }
  }
}
