import Foundation
import Testing

@testable import NavSpecLanguage

#if canImport(FoundationXML)
  import FoundationXML  // XMLDocument lives here outside Apple platforms.
#endif

/// The audit's JUnit and TAP: a test per finding, new ones failing, known ones skipped, a clean
/// file passing, a broken file an error; both read by the parsers CI uses (well-formed XML).
struct AuditCIReporterTests {
  static func file(_ path: String, tabs: String) -> AuditReport.FileAudit {
    ScenarioAuditor.audit(
      path: path,
      text: "screen 320x568\ntabbar glass \(tabs)\ntap A\nexpect selection == A\n",
      matrix: AuditMatrix(varying: []), rules: [.hitTarget])
  }

  static func report() -> AuditReport {
    let broken = ScenarioAuditor.audit(
      path: "broken.scenario", text: "tabbar glass A B\ntapp A\n", matrix: AuditMatrix(varying: []),
      rules: [.hitTarget])
    var report = AuditReport(
      files: [
        file("eight <&>.scenario", tabs: "A B C D E F G H"), file("four.scenario", tabs: "A B C D"),
        broken,
      ], configurations: AuditMatrix(varying: []).configurations, rules: [.hitTarget])
    // One known finding among new ones: the baseline knows root causes, which would know all
    // eight tabs at once, so the first is marked by hand after an empty baseline.
    report.apply(AuditBaseline(), from: "b.json")
    report.files[0].entries[0].known = true
    return report
  }

  @Test func junitHasATestPerFinding() throws {
    let xml = AuditJUnitReporter.render(Self.report())
    let document = try XMLDocument(data: Data(xml.utf8))
    let root = try #require(document.rootElement())
    #expect(root.attribute(forName: "tests")?.stringValue == "10")
    #expect(root.attribute(forName: "failures")?.stringValue == "7")
    #expect(root.attribute(forName: "skipped")?.stringValue == "1")
    #expect(root.attribute(forName: "errors")?.stringValue == "1")
    let suites = root.elements(forName: "testsuite")
    #expect(
      suites.map { $0.attribute(forName: "name")?.stringValue } == [
        "eight <&>.scenario", "four.scenario", "broken.scenario",
      ])
    let eight = suites[0].elements(forName: "testcase")
    #expect(eight.count == 8)
    #expect(eight[0].elements(forName: "skipped").count == 1)
    let failure = try #require(eight[1].elements(forName: "failure").first)
    #expect(
      failure.attribute(forName: "message")?.stringValue
        == "eight <&>.scenario:2: [hit-target/below-recommended] B's hit region is 40 x 64 pt; Apple's HIG asks for 44 x 44 pt"
    )
    #expect(failure.attribute(forName: "type")?.stringValue == "warning")
    #expect(eight[1].attribute(forName: "line")?.stringValue == "2")
    let four = suites[1].elements(forName: "testcase")
    #expect(four.map { $0.attribute(forName: "name")?.stringValue } == ["audit"])
    let parse = suites[2].elements(forName: "testcase")
    #expect(parse.first?.attribute(forName: "name")?.stringValue == "parse")
    #expect(parse.first?.elements(forName: "error").count == 1)
  }

  @Test func tapHasATestPerFinding() {
    let tap = AuditTAPReporter.render(Self.report())
    let lines = tap.split(separator: "\n").map(String.init)
    #expect(
      Array(lines.prefix(4)) == [
        "TAP version 14", "1..10",
        "ok 1 - eight <&>.scenario: [hit-target/below-recommended] A # SKIP known: in the baseline",
        "not ok 2 - eight <&>.scenario: [hit-target/below-recommended] B",
      ])
    #expect(lines.contains("ok 9 - four.scenario: no finding"))
    #expect(lines.contains("not ok 10 - broken.scenario"))
    #expect(lines.filter { $0.hasPrefix("not ok") }.count == 8)
    #expect(lines.last?.hasPrefix("# 8 findings (7 new") == true)
    var stopped = Self.report()
    stopped.stoppedEarly = true
    let bailed = AuditTAPReporter.render(stopped).split(separator: "\n")
    #expect(!bailed.contains { $0.hasPrefix("1..") })
    #expect(bailed.last?.hasPrefix("Bail out! --fail-fast") == true)
  }
}
