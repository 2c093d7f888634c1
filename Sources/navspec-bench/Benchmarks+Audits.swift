import Foundation
import NavSpecLanguage

/// `navspec audit` over the bundled corpus.
extension Benchmarks {
  /// Target: auditing every bundled scenario under the default matrix (19 settings) after every
  /// step runs at least 3,300 scenario replays a second on one core (a replay is one scenario
  /// under one setting, audited after each of its steps), three times the 1,100 it ran when
  /// every setting was replayed apart; that way is measured beside it. The first floor, 1,000,
  /// was our decision: it keeps a 500-scenario corpus under 10 s for the 19 settings.
  static func corpusAuditThroughput(_ folder: String) throws -> [Outcome] {
    let texts = try corpusTexts(folder)
    let matrix = try AuditMatrix(parsing: "default")
    func rate(sharing: Bool) -> (rate: Double, replays: Int, steps: Int, seconds: Double) {
      var replays = 0
      var steps = 0
      let seconds = measure(rounds: 3) {
        replays = 0
        steps = 0
        for (path, text) in texts {
          let file = ScenarioAuditor.audit(
            path: path, text: text, matrix: matrix, sharingReplays: sharing)
          replays += file.replays
          steps += file.steps
        }
      }
      return (Double(replays) / seconds, replays, steps, seconds)
    }
    let every = rate(sharing: false)
    let shared = rate(sharing: true)
    let settings = matrix.configurations.count
    return [
      Outcome(
        name: "audit of the corpus, \(settings) settings, each replayed apart (the old way)",
        measured: String(
          format: "%.0f replays/s on one core (%d replays, %d steps audited, %.2f s)",
          every.rate, every.replays, every.steps, every.seconds),
        target: "for comparison", met: true),
      Outcome(
        name:
          "audit of the corpus, \(settings) settings, one replay per \(matrix.behaviouralClasses.count) that behave alike",
        measured: String(
          format: "%.0f replays/s on one core (%.2fx the old way; %d replays, %.2f s)",
          shared.rate, shared.rate / every.rate, shared.replays, shared.seconds),
        target: "at least 3300 replays/s (3 x 1,100)", met: shared.rate >= 3_300),
    ]
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
