import NavSpecModel
import Testing

@testable import NavSpecLanguage

/// A scenario keeps its first failures and audit findings and counts the rest
/// (`KeptResults`); the event matcher reads the first unmatched events without reading them all.
@Suite("Kept results")
struct KeptResultsTests {
  /// 300 failing `expect events`: the first 100 kept, in order, 200 counted; 300 audits of 25
  /// findings each (the count of one audit, read from a file of one): 100 findings kept.
  @Test func keepsTheFirstAndCountsTheRest() throws {
    let events = ScenarioPipeline.run(
      path: "e.scenario", text: LongFileOutputTests.failingEvents(300))
    let failing = try #require(events.results.first)
    #expect(failing.failures.count == KeptResults.capacity)
    #expect(failing.omittedFailures == 300 - KeptResults.capacity)
    #expect(failing.failureCount == 300)
    // Lines 4, 6, 8 ...: the set-up's two lines, then a push before each expectation.
    #expect(failing.failures.map(\.location.line) == (0..<100).map { 4 + 2 * $0 })

    let one = ScenarioPipeline.run(path: "a.scenario", text: LongFileOutputTests.audits(1))
    let perStep = try #require(one.results.first?.audits.first).findings.count
    #expect(perStep > 0)
    let audited = try #require(
      ScenarioPipeline.run(path: "a.scenario", text: LongFileOutputTests.audits(300)).results
        .first)
    let kept = audited.audits.reduce(0) { $0 + $1.findings.count }
    #expect(kept == KeptResults.capacity)
    #expect(kept + audited.omittedAuditFindings == 300 * perStep)
    #expect(audited.audits.count + audited.omittedAudits == 300)
    #expect(audited.passed)
  }

  /// The counts reach every report: "and N more" in the human one, fields in JSON and TAP, the
  /// total in JUnit's message.
  @Test func everyReportCountsWhatItLeftOut() {
    let report = RunReport(files: [
      ScenarioPipeline.run(path: "e.scenario", text: LongFileOutputTests.failingEvents(150))
    ])
    #expect(ReportFormat.human.render(report).contains("\n  and 50 more failures\n"))
    #expect(ReportFormat.json.render(report).contains("\"omittedFailures\": 50"))
    #expect(ReportFormat.tap.render(report).contains("\n  omittedFailures: 50\n"))
    #expect(ReportFormat.junit.render(report).contains("(and 149 more)"))
    let audits = RunReport(files: [
      ScenarioPipeline.run(path: "a.scenario", text: LongFileOutputTests.audits(10))
    ])
    #expect(ReportFormat.human.render(audits).contains(" more audit findings\n"))
    #expect(ReportFormat.json.render(audits).contains("\"omittedAuditFindings\": "))
  }

  /// `candidates(for:limit:)` gives the first of what `candidates(in:for:)` lists, and how many
  /// it lists, whichever events were matched before (random logs, random matches).
  @Test func theFirstCandidatesAreTheFirstOfThemAll() {
    var random = SeededGenerator(seed: 23)
    let kinds: [EventKind] = [.pushed, .popped, .selectionChanged, .animationBegan]
    for _ in 0..<200 {
      var events: [Event] = []
      var matcher = EventMatcher()
      for step in 0..<Int.random(in: 1...60, using: &random) {
        let kind = kinds.randomElement(using: &random)!
        events.append(Event(time: VirtualTime(microseconds: Int64(step)), kind: kind))
        matcher.sync(with: events)
        if Bool.random(using: &random), let index = events.indices.randomElement(using: &random) {
          matcher.markMatched(index)
        }
      }
      let quiet = Bool.random(using: &random)
      let range = SourceRange(start: SourceLocation(file: "t", line: 1, column: 1), length: 1)
      let patterns =
        quiet
        ? [EventPattern(name: Located("animationBegan", at: range), arguments: [], range: range)]
        : []
      let all = matcher.candidates(in: events, for: patterns)
      let limit = Int.random(in: 0...8, using: &random)
      let (first, count) = matcher.candidates(for: patterns, limit: limit)
      #expect(first == Array(all.prefix(limit)))
      #expect(count == all.count)
      let pushed = matcher.unmatched(named: "pushed")
      #expect(matcher.firstUnmatched(named: "pushed", limit: limit) == Array(pushed.prefix(limit)))
      #expect(matcher.unmatchedCount(named: "pushed") == pushed.count)
    }
  }
}
