import Testing

@testable import NavSpecLanguage

/// A file keeps its first 100 diagnostics of every kind and counts the rest, in constant memory,
/// and every reporter says how many were left out.
@Suite("Diagnostic cap")
struct DiagnosticCapTests {
  static func location(_ line: Int, _ column: Int) -> SourceRange {
    SourceRange(start: SourceLocation(file: "t", line: line, column: column), length: 1)
  }

  /// Fed in any order, the list keeps exactly the earliest `capacity` and never holds more.
  @Test func keepsTheEarliestWhateverTheOrder() {
    var random = SeededGenerator(seed: 100)
    var locations: [(Int, Int)] = []
    for _ in 0..<20_000 {
      locations.append(
        (Int.random(in: 1...5_000, using: &random), Int.random(in: 1...9, using: &random)))
    }
    var list = DiagnosticList()
    var largestKept = 0
    for (line, column) in locations {
      list.append(Diagnostic(.error, "e", at: Self.location(line, column)))
      largestKept = max(largestKept, list.count)
    }
    #expect(largestKept == DiagnosticList.capacity)
    #expect(list.omittedCount == locations.count - DiagnosticList.capacity)
    #expect(list.omittedErrorCount == list.omittedCount)
    #expect(list.totalCount == locations.count)
    // The earliest, computed without the list: sort everything.
    let earliest = locations.sorted { $0 < $1 }.prefix(DiagnosticList.capacity)
    #expect(list.map { ($0.location.line, $0.location.column) }.elementsEqual(earliest, by: ==))
  }

  /// `keeps(at:)` answers what `append` would do, so a caller can skip building a costly
  /// suggestion for a diagnostic that will only be counted.
  @Test func keepsAnswersWhatAppendWouldDo() {
    var list = DiagnosticList()
    for line in 1...DiagnosticList.capacity {
      #expect(list.keeps(at: Self.location(line * 2, 1).start))
      list.append(Diagnostic(.error, "e", at: Self.location(line * 2, 1)))
    }
    // Full: a later one would be dropped, an earlier one would push the last out.
    #expect(!list.keeps(at: Self.location(DiagnosticList.capacity * 2 + 1, 1).start))
    #expect(!list.keeps(at: Self.location(DiagnosticList.capacity * 2, 1).start))
    #expect(list.keeps(at: Self.location(1, 1).start))
  }

  @Test func mergingKeepsTheEarliestOfBoth() {
    var first = DiagnosticList()
    var second = DiagnosticList()
    for line in stride(from: 1, through: 400, by: 2) {
      first.append(Diagnostic(.error, "odd", at: Self.location(line, 1)))
      second.append(Diagnostic(.warning, "even", at: Self.location(line + 1, 1)))
    }
    first += second
    #expect(first.map(\.location.line) == Array(1...100))
    #expect(first.omittedCount == 300)
    #expect(first.omittedErrorCount == 150)
    #expect(first.omissionSummary == "and 300 more diagnostics")
  }

  /// The reproducer: a large file of one checker error repeated, with parse errors among them.
  /// Counts are computed from how the file was generated, not from the checker.
  @Test func aLargeFileKeepsOneHundredAndCountsTheRest() throws {
    let checkErrors = 24_000
    let parseErrors = 2_000
    var lines = ["tabbar glass Home Search Library Profile"]
    for index in 0..<checkErrors {
      lines.append("tap Libary")
      if index % 12 == 11, index / 12 < parseErrors { lines.append("tapp Library") }
    }
    lines.append("expect selection == Home")
    let text = lines.joined(separator: "\n") + "\n"
    let source = SourceFile(path: "big.scenario", text: text)

    let (document, parsed) = ScenarioParser.parse(source)
    #expect(parsed.totalCount == parseErrors)
    #expect(parsed.count == DiagnosticList.capacity)
    let checked = ScenarioChecker.check(document)
    #expect(checked.totalCount == checkErrors)
    #expect(checked.count == DiagnosticList.capacity)

    let report = ScenarioPipeline.run(path: "big.scenario", text: text)
    let total = checkErrors + parseErrors
    #expect(report.diagnostics.count == DiagnosticList.capacity)
    #expect(report.diagnostics.omittedCount == total - DiagnosticList.capacity)
    #expect(report.diagnostics.errorCount == total)
    // The first hundred in the file: line 2 on, the `tapp` lines (parse errors) among them.
    #expect(report.diagnostics.first?.location.line == 2)
    #expect(report.diagnostics.filter { $0.message.hasPrefix("unknown statement") }.count == 7)

    let omitted = total - DiagnosticList.capacity
    let summary = "and \(omitted) more errors"
    let runReport = RunReport(files: [report])
    let human = ReportFormat.human.render(runReport)
    #expect(human.contains("ERROR big.scenario: \(total) errors, no step ran\n"))
    #expect(human.contains("\n\(summary)\n0 passed, 1 failed, 0 skipped\n"))
    #expect(human.components(separatedBy: ": error: ").count - 1 == DiagnosticList.capacity)
    let tap = ReportFormat.tap.render(runReport)
    #expect(tap.contains("  omittedDiagnostics: \(omitted)\n"))
    #expect(tap.contains("message: \"\(total) errors, no step ran\""))
    let junit = ReportFormat.junit.render(runReport)
    #expect(junit.contains("\(summary)\n</error>"))
    let json = ReportFormat.json.render(runReport)
    #expect(json.contains("\"omittedDiagnostics\": \(omitted),"))
    // Output is bounded by the cap, not by the file: 100 kB for 26,000 errors.
    #expect(human.utf8.count < 100_000)
  }

  /// A prelude's error is one error however many scenarios repeat the prelude.
  @Test func aPreludeIsCheckedOnce() {
    var text = "tabbar glass Home Library\ntap Libary\n"
    for index in 0..<300 { text += "scenario \"s\(index)\"\nexpect selection == Home\n" }
    let report = ScenarioPipeline.run(path: "t.scenario", text: text)
    #expect(report.diagnostics.totalCount == 1)
    #expect(report.diagnostics.first?.location.line == 2)
  }

  /// The sample budget is still found when a later scenario's run of the prelude crosses it.
  @Test func aPreludeDragCrossingTheBudgetIsReportedAtTheDrag() {
    // 1000 Hz: a 60 s drag makes 60,002 samples; 17 of them cross 1,000,000.
    var text = "tabbar glass A B\nframe-rate 1000\ndrag A to B in 60s\n"
    for index in 0..<20 { text += "scenario \"s\(index)\"\nexpect selection == B\n" }
    let report = ScenarioPipeline.run(path: "t.scenario", text: text)
    #expect(
      report.diagnostics.map(\.message) == [
        "the drags of this file make more than 1000000 touch samples"
      ])
    #expect(report.diagnostics.first?.location.line == 3)
  }
}
