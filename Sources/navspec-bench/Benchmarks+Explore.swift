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
