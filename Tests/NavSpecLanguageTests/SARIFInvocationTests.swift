import Foundation
import NavSpecModel
import NavSpecTestSupport
import Testing

@testable import NavSpecLanguage

/// A SARIF run says whether the audit ran (`invocations`), and a finding the baseline knows is
/// suppressed, not merely marked `unchanged`; every variant stays valid against the schema.
struct SARIFInvocationTests {
  static let tap = """
    screen 320x568
    tabbar glass A B C D E F G H
    scenario "Tap"
    tap C
    settle
    expect selection == C
    """

  static func report(_ text: String, path: String = "a.scenario") -> AuditReport {
    let matrix = AuditMatrix(varying: [])
    return AuditReport(
      files: [ScenarioAuditor.audit(path: path, text: text, matrix: matrix, rules: [.hitTarget])],
      configurations: matrix.configurations)
  }

  static func run(_ report: AuditReport) throws -> [String: Any] {
    let sarif = AuditReportFormat.sarif.render(report)
    let schema = try JSONParser.parse(PackageFiles.read("schemas/sarif-schema-2.1.0.json"))
    #expect(JSONSchemaValidator(root: schema).errors(in: try JSONParser.parse(sarif)) == [])
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
    let runs = try #require(root["runs"] as? [[String: Any]])
    return try #require(runs.first)
  }

  static func invocation(_ run: [String: Any]) throws -> [String: Any] {
    let invocations = try #require(run["invocations"] as? [[String: Any]])
    #expect(invocations.count == 1)
    return try #require(invocations.first)
  }

  @Test func anAuditThatRanSaysSo() throws {
    let run = try Self.run(Self.report(Self.tap))
    let invocation = try Self.invocation(run)
    #expect(invocation["executionSuccessful"] as? Bool == true)
    #expect(invocation["exitCode"] as? Int == 1)
    #expect(invocation["toolExecutionNotifications"] == nil)
    let driver = try #require(
      (run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["version"] as? String == NavSpecVersion.current)
    #expect(driver["semanticVersion"] as? String == NavSpecVersion.current)
    #expect((driver["informationUri"] as? String)?.hasPrefix("https://") == true)
  }

  /// A misspelt tab: nothing was audited, so no result, and the run must not look clean.
  @Test func aFileThatDoesNotCheckIsANotificationAtItsLine() throws {
    let text =
      "screen 320x568\ntabbar glass Home Library\nscenario \"x\"\ntap Libary\n"
      + "expect selection == Home\n"
    let report = Self.report(text, path: "dir/broken file.scenario")
    #expect(report.exitStatus == 2)
    let run = try Self.run(report)
    #expect((run["results"] as? [Any])?.isEmpty == true)
    let invocation = try Self.invocation(run)
    #expect(invocation["executionSuccessful"] as? Bool == false)
    #expect(invocation["exitCode"] as? Int == 2)
    let notifications = try #require(
      invocation["toolExecutionNotifications"] as? [[String: Any]])
    #expect(notifications.count == 1)
    let notification = try #require(notifications.first)
    #expect(notification["level"] as? String == "error")
    let message = try #require((notification["message"] as? [String: Any])?["text"] as? String)
    #expect(message.contains("Libary") && message.contains("did you mean 'Library'?"))
    let location = try #require((notification["locations"] as? [[String: Any]])?.first)
    let physical = try #require(location["physicalLocation"] as? [String: Any])
    #expect(
      (physical["artifactLocation"] as? [String: Any])?["uri"] as? String
        == "dir/broken%20file.scenario")
    let region = try #require(physical["region"] as? [String: Any])
    #expect(region["startLine"] as? Int == 4)
    #expect(region["startColumn"] as? Int == 5)
  }

  @Test func anInputThatCouldNotBeReadIsANotification() throws {
    var report = AuditReport(files: [], configurations: AuditMatrix(varying: []).configurations)
    report.unreadable = ["no such file or folder 'missing'"]
    let invocation = try Self.invocation(try Self.run(report))
    #expect(invocation["executionSuccessful"] as? Bool == false)
    #expect(invocation["exitCode"] as? Int == 2)
    let notification = try #require(
      (invocation["toolExecutionNotifications"] as? [[String: Any]])?.first)
    #expect(
      (notification["message"] as? [String: Any])?["text"] as? String
        == "no such file or folder 'missing'")
  }

  @Test func knownFindingsAreSuppressedNewOnesAreNot() throws {
    var report = Self.report(Self.tap)
    #expect(report.entries.count >= 2)
    let known = report.entries[0].fingerprint
    report.apply(AuditBaseline(), from: "scenarios/audit-baseline.json")
    report.files[0].entries[0].known = true
    let run = try Self.run(report)
    let results = try #require(run["results"] as? [[String: Any]])
    for result in results {
      let fingerprint =
        (result["partialFingerprints"] as? [String: String])?[SARIFReporter.fingerprintKey]
      let suppressions = result["suppressions"] as? [[String: Any]]
      if fingerprint == known {
        #expect(result["baselineState"] as? String == "unchanged")
        #expect(suppressions?.count == 1)
        #expect(suppressions?.first?["kind"] as? String == "external")
        #expect(suppressions?.first?["status"] as? String == "accepted")
        #expect(
          suppressions?.first?["justification"] as? String
            == "known: listed in the audit baseline scenarios/audit-baseline.json")
      } else {
        #expect(result["baselineState"] as? String == "new")
        #expect(suppressions == nil)
      }
    }
    // New findings remain: the audit fails, and says so.
    #expect(try Self.invocation(run)["exitCode"] as? Int == 1)
  }

  /// A run that writes a baseline is judged by it: with every root cause accepted it passes.
  @Test func aRunJudgedByTheBaselineItWritesPasses() throws {
    var report = Self.report(Self.tap)
    let update = AuditBaseline.update(from: report, replacing: nil, acceptingErrors: true)
    report.apply(update.baseline, from: "b.json")
    #expect(report.exitStatus == 0)
    #expect(try Self.invocation(try Self.run(report))["exitCode"] as? Int == 0)
  }
}
