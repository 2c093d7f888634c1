import Foundation
import NavSpecTestSupport
import Testing

// `navspec audit` end to end: the built executable on the fixtures, its output and exit status.
// The fixture's eight glass tabs give 17 findings at the defaults: 8 hit-target warnings (40 pt
// wide), 8 dynamic-type warnings (the labels' fixed 10 pt with no Large Content Viewer,
// docs/audits.md#dynamic-type) and one contrast note for the bar over content the scenario does
// not declare (docs/audits.md#content-behind-a-bar).

@Test func auditReportsEachFindingOnceAndFails() throws {
  let outcome = try navspec(["audit", "audit", "--matrix", "layout-direction"])
  #expect(outcome.status == 1)
  #expect(outcome.stderr.isEmpty)
  #expect(
    outcome.stdout.hasPrefix(
      """
      audit/eight-tabs.scenario:3:1: warning: [hit-target/below-recommended] A's hit region is 40 x 64 pt; Apple's HIG asks for 44 x 44 pt
      tabbar glass A B C D E F G H
      ^~~~~~~~~~~~~~~~~~~~~~~~~~~~
      note: in scenario eight-tabs (glass), at 3 steps (lines 3, 4, 5), under all 2 settings; docs/audits.md#hit-target

      """))
  #expect(
    outcome.lastLine
      == "17 findings (17 new: 0 errors, 16 warnings, 1 note to review) in 1 of 1 files; 1 scenario × 2 settings, 8 steps audited"
  )
}

@Test func aBaselineWrittenThenReadLeavesNothingNew() throws {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("navspec-baseline-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  let baseline = folder.appendingPathComponent("baseline.json").path
  let written = try navspec(["audit", "audit", "--matrix", "none", "--write-baseline", baseline])
  #expect(written.status == 0)
  let again = try navspec(["audit", "audit", "--matrix", "none", "--baseline", baseline])
  #expect(again.status == 0)
  #expect(
    again.stdout
      == "17 findings (0 new: 0 errors, 0 warnings; 17 known from the baseline, not listed without --show-known) in 1 of 1 files; 1 scenario × 1 setting, 4 steps audited\n"
  )
  // Under every setting the pill, within the bar's note over the content at the defaults, is an
  // error where Reduce Transparency makes the bar opaque: a root cause the baseline never had.
  let everySetting = try navspec(["audit", "audit", "--baseline", baseline])
  #expect(everySetting.status == 1)
  #expect(
    everySetting.stdout.hasPrefix(
      "audit/eight-tabs.scenario:3:1: error: [contrast/indicator] the pill (blue at 20 %, #C2DAF9) on secondarySystemBackground (#F2F2F7) is 1.28:1 in light;"
    ))
  #expect(everySetting.stdout.contains("under 1 of 19 settings (reduce-transparency=on)"))
  #expect(
    everySetting.lastLine
      == "18 findings (1 new: 1 error, 0 warnings; 17 known from the baseline, not listed without --show-known) in 1 of 1 files; 1 scenario × 19 settings, 76 steps audited"
  )
  let listed = try navspec([
    "audit", "audit", "--matrix", "none", "--baseline", baseline, "--show-known",
  ])
  #expect(listed.stdout.contains("(known: in the baseline)"))
}

@Test func sarifGoesToTheOutputFile() throws {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("navspec-sarif-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  let file = folder.appendingPathComponent("audit.sarif").path
  let outcome = try navspec(["audit", "audit", "--format", "sarif", "--output", file])
  #expect(outcome.status == 1)
  #expect(outcome.stdout.isEmpty)
  let sarif = try String(contentsOfFile: file, encoding: .utf8)
  let document = try #require(
    try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
  #expect(document["version"] as? String == "2.1.0")
  let runs = try #require(document["runs"] as? [[String: Any]])
  #expect((runs.first?["results"] as? [Any])?.count == 18)
}

@Test(arguments: [
  (
    ["audit", "audit", "--matrix", "dynamic-typ"],
    "Error: '--matrix dynamic-typ': unknown setting 'dynamic-typ'; did you mean 'dynamic-type'?"
  ),
  (
    ["audit", "audit", "--set", "color-scheme=sepia"],
    "Error: '--set color-scheme=sepia': 'color-scheme' does not take 'sepia'; it takes light, dark"
  ),
  (["audit", "audit", "--baseline", "no-such.json"], "error: cannot read 'no-such.json':"),
  (["audit", "broken"], "broken/unknown-statement.scenario:"),
])
func auditUsageAndInputErrorsExitTwo(arguments: [String], message: String) throws {
  let outcome = try navspec(arguments)
  #expect(outcome.status == 2)
  #expect(
    outcome.stderr.hasPrefix(message) || outcome.stdout.hasPrefix(message),
    "\(outcome.stderr)\(outcome.stdout)")
}

/// A file that does not check: the SARIF report says the audit did not run, and why, where the
/// error is; standard error shows the error as `run` does; status 2.
@Test func sarifOfABrokenFileSaysTheAuditDidNotRun() throws {
  let outcome = try navspec(["audit", "broken", "--format", "sarif"])
  #expect(outcome.status == 2)
  #expect(
    outcome.stderr.contains("unknown-statement.scenario:5:1: error: unknown statement 'tapp'"))
  #expect(outcome.stderr.contains("tapp Library\n^~~~"))
  let document = try #require(
    try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
  let run = try #require((document["runs"] as? [[String: Any]])?.first)
  let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
  #expect(invocation["executionSuccessful"] as? Bool == false)
  #expect(invocation["exitCode"] as? Int == 2)
  let notifications = try #require(invocation["toolExecutionNotifications"] as? [[String: Any]])
  #expect(notifications.count == 1)
}

/// Nothing to audit still writes the report, with the reason.
@Test func sarifOfAMissingPathIsWrittenWithTheReason() throws {
  let folder = try scratchFolder("sarif-missing")
  defer { try? FileManager.default.removeItem(at: folder) }
  let file = folder.appendingPathComponent("audit.sarif").path
  let outcome = try navspec(["audit", "no-such-folder", "--format", "sarif", "--output", file])
  #expect(outcome.status == 2)
  #expect(outcome.stderr == "error: no such file or folder 'no-such-folder'\n")
  let sarif = try String(contentsOfFile: file, encoding: .utf8)
  #expect(sarif.contains("\"executionSuccessful\": false"))
  #expect(sarif.contains("\"text\": \"no such file or folder 'no-such-folder'\""))
}

/// `run` prints a file's errors on standard error when its report is a whole document.
@Test func runPrintsErrorsOnStandardErrorBesideAJSONReport() throws {
  let outcome = try navspec(["run", "broken", "--format", "json"])
  #expect(outcome.status == 2)
  #expect(
    outcome.stderr.contains("unknown-statement.scenario:5:1: error: unknown statement 'tapp'"))
  #expect(outcome.stdout.hasPrefix("{"))
}
