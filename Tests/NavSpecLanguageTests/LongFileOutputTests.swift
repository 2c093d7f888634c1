import Testing

@testable import NavSpecLanguage

/// A long file's report is bounded: every report of one scenario, however many of its lines
/// fail or audit, keeps the first failures and findings and counts the rest
/// (docs/model.md#long-files). Each test compares a file with one twice as long, built the same
/// way: the reports may differ only in the counts they print.
@Suite("Long files: bounded output")
struct LongFileOutputTests {
  /// `audit` on a bar of 12 tabs, each 390 / 12 = 32.5 pt wide, under the 44 pt of the hit-target
  /// rule: every step has findings.
  static func audits(_ count: Int) -> String {
    "tabbar glass " + (1...12).map { "T\($0)" }.joined(separator: " ") + "\n"
      + String(repeating: "audit\n", count: count)
  }

  /// Each `expect events [popped]` fails: every push before it is still unmatched.
  static func failingEvents(_ pairs: Int) -> String {
    "tabbar glass Home Library\nroute recipe a \"A\"\n"
      + String(repeating: "push recipe a\nexpect events [popped]\n", count: pairs)
  }

  static func report(_ text: String, _ format: ReportFormat = .human) -> String {
    format.render(RunReport(files: [ScenarioPipeline.run(path: "long.scenario", text: text)]))
  }

  /// 16,000 such lines once held 450 MB and printed 68 MB: each step's findings were kept and
  /// printed in full.
  @Test(arguments: ReportFormat.allCases)
  func auditStepsPrintTheSameWhateverTheirNumber(format: ReportFormat) {
    let short = Self.report(Self.audits(400), format)
    let long = Self.report(Self.audits(800), format)
    // The counts' digits and the HTML page's step list (one row per line, as for any file).
    let allowance = format == .html ? 400 * 120 : 40
    #expect(long.utf8.count - short.utf8.count <= allowance, "\(format)")
  }

  /// Every failing `expect events` printed every unmatched event and a diff of them all, and
  /// the list grew at each: the output grew with the square of the file.
  @Test(arguments: ReportFormat.allCases)
  func failingEventListsPrintTheSameWhateverTheirNumber(format: ReportFormat) {
    let short = Self.report(Self.failingEvents(200), format)
    let long = Self.report(Self.failingEvents(400), format)
    let allowance = format == .html ? 800 * 120 : 40
    #expect(long.utf8.count - short.utf8.count <= allowance, "\(format)")
  }

  /// One failure lists a bounded number of events: the 200th `expect events` has 200 pushes
  /// unmatched before it, and its report is no longer than the 30th's, but for the numbers in it.
  @Test func oneFailureListsABoundedNumberOfEvents() throws {
    let file = ScenarioPipeline.run(path: "long.scenario", text: Self.failingEvents(200))
    let failures = try #require(file.results.first).failures
    let thirtieth = ReportText.failureDetails(failures[29])
    let last = ReportText.failureDetails(try #require(failures.last))
    #expect(last.count == thirtieth.count)
    #expect(last.joined().utf8.count <= thirtieth.joined().utf8.count + 200)
  }

  /// A failing expectation on a deep stack's path shows its start and end and its length, not
  /// the whole path: a file of them printed O(depth) bytes at each line.
  @Test func aFailureShowsALongPathShortened() throws {
    let text =
      "tabbar glass Home Library\nroute recipe a \"A\"\n"
      + String(repeating: "push recipe a\n", count: 800)
      + "expect navigation.path == \"recipe/a\"\n"
    let failure = try #require(
      ScenarioPipeline.run(path: "p.scenario", text: text).results.first?.failures.first)
    // 800 routes of 8 characters and 799 slashes: tools/expected/costs.py, `path_bytes(800)`.
    #expect(failure.actual.hasSuffix("(7199 bytes)"), "\(failure.actual)")
    #expect(ReportText.failureDetails(failure).joined().utf8.count < 2_000)
  }
}
