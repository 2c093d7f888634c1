import NavSpecModel
import Testing

@testable import NavSpecLanguage

/// A file's set-up runs once and each scenario starts from a copy of the model it left
/// (`PreludeRun`, docs/model.md#long-files): the work of a file is its set-up plus its
/// scenarios, not their product, and every report is what it was when the set-up was replayed.
@Suite("Long files: the set-up runs once")
struct SetupOnceTests {
  /// A set-up of `setup` steps (a bar, then waits) and `scenarios` scenarios of one expectation.
  static func file(setup: Int, scenarios: Int, expecting: String = "selection == Home")
    -> String
  {
    "tabbar glass Home Library\n" + String(repeating: "wait 1ms\n", count: setup - 1)
      + (0..<scenarios).map { "scenario \"s\($0)\"\nexpect \(expecting)\n" }.joined()
  }

  static func steps(_ run: () -> Void) -> Int {
    let tally = StepTally()
    ScenarioSession.$stepTally.withValue(tally) { run() }
    return tally.steps
  }

  /// 40 more scenarios cost their own steps only: at most 3 each (the `scenario` line and the
  /// expectation), not the set-up's 300 again for each (12,040 steps before).
  @Test func moreScenariosCostOnlyTheirOwnSteps() {
    for runs in [
      { (text: String) in _ = ScenarioPipeline.run(path: "s.scenario", text: text) },
      { (text: String) in _ = PreparedFile(path: "s.scenario", text: text).run() },
    ] {
      let short = Self.steps { runs(Self.file(setup: 300, scenarios: 40)) }
      let long = Self.steps { runs(Self.file(setup: 300, scenarios: 80)) }
      #expect(long - short <= 40 * 3, "\(short) then \(long) steps")
    }
  }

  /// The HTML report's recording too: the set-up's steps and curves are recorded and sampled
  /// once, and each scenario's curves are sampled from a copy of the model the set-up left,
  /// not by replaying the set-up again (12,000 steps more for 40 more scenarios before).
  @Test func aRecordedRunReplaysTheSetUpOnce() {
    let records = RunOptions(records: true, samplesPassingScenarios: true)
    for runs in [
      { (text: String) in
        _ = ScenarioPipeline.run(path: "s.scenario", text: text, options: records)
      },
      { (text: String) in _ = PreparedFile(path: "s.scenario", text: text, options: records).run()
      },
    ] {
      // Each scenario expects a number, so each has a curve to sample.
      let plotted = { (count: Int) in
        Self.file(setup: 300, scenarios: count, expecting: "pill.frame.y >= 0")
      }
      let short = Self.steps { runs(plotted(40)) }
      let long = Self.steps { runs(plotted(80)) }
      // A scenario's own steps, then its replay: its one input played whole and in part.
      #expect(long - short <= 40 * 8, "\(short) then \(long) steps")
    }
  }

  /// Each scenario's result is what it is when it is alone in a file with the set-up: its
  /// steps, clock and failures (a failing expectation in the set-up fails every scenario).
  @Test func eachScenarioReportsWhatItDidAlone() throws {
    let setup = "tabbar glass Home Library\nwait 5ms\nexpect selection == Library\n"
    let scenarios = [
      "scenario \"a\"\ntap Library\nwait 400ms\nexpect selection == Library\n",
      "scenario \"b\"\nexpect selection == Home\nexpect events [selectionChanged]\n",
      "scenario \"c\"\nwait 1s\n",
    ]
    let whole = ScenarioPipeline.run(path: "s.scenario", text: setup + scenarios.joined())
    #expect(whole.results.count == 3)
    for (index, scenario) in scenarios.enumerated() {
      let alone = try #require(
        ScenarioPipeline.run(path: "s.scenario", text: setup + scenario).results.first)
      let shared = whole.results[index]
      #expect(shared.name == alone.name)
      #expect(shared.stepCount == alone.stepCount)
      #expect(shared.expectationCount == alone.expectationCount)
      #expect(shared.endTime == alone.endTime)
      #expect(shared.failures.map(\.message) == alone.failures.map(\.message))
      #expect(shared.failures.map(\.actual) == alone.failures.map(\.actual))
      #expect(shared.failures.count >= 1)
    }
  }

  /// `navspec audit` too: under each configuration the set-up is audited once, and its
  /// findings count in every scenario (12,040 steps more for 40 more scenarios before).
  @Test func anAuditRunsTheSetUpOncePerSetting() throws {
    let matrix = AuditMatrix(varying: [])
    func audit(_ scenarios: Int) -> AuditReport.FileAudit {
      ScenarioAuditor.audit(
        path: "s.scenario", text: Self.file(setup: 300, scenarios: scenarios), matrix: matrix,
        rules: [.hitTarget])
    }
    let short = Self.steps { _ = audit(40) }
    let long = Self.steps { _ = audit(80) }
    #expect(long - short <= 40 * 3, "\(short) then \(long) steps")
    // Its report counts what every replay audited, the set-up's steps in each: 80 replays of
    // the 300-step set-up and a scenario's one expectation (its `scenario` line is no step).
    #expect(audit(80).steps == 80 * 301)
  }
}
