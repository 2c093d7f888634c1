import Foundation
import NavSpecLanguage

/// `navspec explore` at speed: generated runs per second on one core.
extension Benchmarks {
  /// Target: at least 100 generated runs of 30 steps per second per core on each of three
  /// bundled set-ups (our decision: the default 200 runs then take at most two seconds, which is
  /// what keeps exploring something a developer does before every commit). The explorer is one
  /// thread, so its rate is the rate per core.
  static func exploreThroughput(_ scenarios: String) throws -> Outcome {
    let names = ["glass", "router", "header-scroll"]
    var rates: [String] = []
    var slowest = Double.infinity
    for name in names {
      let path = "\(scenarios)/explore/\(name).setup"
      let setup = try ExplorationSetup(
        path: path, text: String(contentsOfFile: path, encoding: .utf8))
      let options = ExploreOptions(seed: 1, runs: 100, steps: 30)
      var steps = 0
      let seconds = measure(rounds: 3) {
        steps = Explorer(setup: setup, options: options, output: { _ in }).explore().steps
      }
      let rate = Double(options.runs) / seconds
      slowest = min(slowest, rate)
      rates.append(String(format: "%@ %.0f (%.0f steps/s)", name, rate, Double(steps) / seconds))
    }
    return Outcome(
      name: "navspec explore, generated runs of 30 steps per second per core",
      measured: rates.joined(separator: ", "), target: "at least 100 on each",
      met: slowest >= 100)
  }
}

/// A generated step against a scripted one, side by side.
extension Benchmarks {
  /// Target: 1,000 generated runs of 30 steps on `explore/glass.setup` take at most 5 times what
  /// `navspec run` takes for 600 typical 50-step scenarios (our decision: a generated step also
  /// checks every built-in invariant and records coverage after it, which a scripted one does
  /// not, and five times a scripted step keeps the default 200 runs well under a second). Both
  /// are 30,000 steps, timed in one process on one core: the scenarios are `typicalScenario`
  /// (typical in that it mixes what the bundled corpus mixes, at the length of a team's
  /// regression scenario), each prepared and run from its text as `navspec run` does a file
  /// (`PreparedFile`), without reading a disk.
  static func exploreVersusRun(_ scenarios: String) throws -> Outcome {
    let path = "\(scenarios)/explore/glass.setup"
    let setup = try ExplorationSetup(
      path: path, text: String(contentsOfFile: path, encoding: .utf8))
    let options = ExploreOptions(seed: 0, runs: 1000, steps: 30)
    var steps = 0
    let exploring = measure(rounds: 2) {
      steps = Explorer(setup: setup, options: options, output: { _ in }).explore().steps
    }
    let files = 600
    var failures = 0
    let running = measure(rounds: 3) {
      failures = 0
      for index in 0..<files {
        let report = PreparedFile(path: "typical-\(index).scenario", text: typicalScenario).run()
        if report.hasErrors || !report.results.allSatisfy(\.passed) { failures += 1 }
      }
    }
    let ratio = exploring / running
    return Outcome(
      name: "navspec explore, 1,000 runs of 30 steps on glass.setup, vs navspec run, 600 typical "
        + "scenarios",
      measured: String(
        format: "%.2f s vs %.3f s, %.1f times (%.1f µs per generated step, %d steps)", exploring,
        running, ratio, exploring / Double(max(steps, 1)) * 1e6, steps)
        + (failures > 0 ? " (SCENARIOS FAILED)" : ""),
      target: "at most 5 times", met: failures == 0 && ratio <= 5)
  }
}
