import Foundation
import NavSpecTestSupport
import Testing

// `navspec run` in CI: GitHub annotations and listing scenarios without running them.

@Test func githubFormatAnnotatesFailuresThenPrintsTheHumanReport() throws {
  let outcome = try navspec(["run", "fail", "--format", "github"])
  #expect(outcome.status == 1)
  let lines = outcome.stdout.split(separator: "\n").map(String.init)
  #expect(
    lines.first
      == "::error title=navspec%3A Wrong tab,file=fail/wrong-tab.scenario,line=6,col=1::selection == Profile does not hold%0Aexpected: Profile%0Aactual: Library"
  )
  #expect(lines.dropFirst().first == "FAIL  fail/wrong-tab.scenario: Wrong tab")
  #expect(lines.last == "0 passed, 1 failed, 0 skipped")
}

@Test func githubActionsChoosesTheGitHubFormat() throws {
  let chosen = try navspec(["run", "fail"], environment: ["GITHUB_ACTIONS": "true"])
  #expect(
    chosen.stdout.hasPrefix("::error title=navspec%3A Wrong tab,file=fail/wrong-tab.scenario,"))
  let explicit = try navspec(
    ["run", "fail", "--format", "human"], environment: ["GITHUB_ACTIONS": "true"])
  #expect(explicit.stdout.hasPrefix("FAIL  fail/wrong-tab.scenario: Wrong tab"))
  let elsewhere = try navspec(["run", "fail"], environment: ["GITHUB_ACTIONS": "false"])
  #expect(elsewhere.stdout.hasPrefix("FAIL  "))
}

@Test func githubFormatAnnotatesParseErrors() throws {
  let outcome = try navspec(["run", "broken", "--format", "github"])
  #expect(outcome.status == 2)
  #expect(
    outcome.stdout.hasPrefix(
      "::error title=navspec%3A error in the scenario,file=broken/unknown-statement.scenario,line=5,col=1::unknown statement 'tapp'%0Adid you mean 'tap'?\n"
    ))
}

@Test func listPrintsScenariosWithoutRunningThem() throws {
  let outcome = try navspec(["run", "--list", "fail", "pass"])
  #expect(outcome.status == 0)
  #expect(
    outcome.stdout
      == "fail/wrong-tab.scenario:2:1: Wrong tab\npass/tap-selects.scenario:2:1: Tap selects\n")
  let filtered = try navspec(["run", "--list", "--filter", "Tap", "fail", "pass"])
  #expect(filtered.stdout == "pass/tap-selects.scenario:2:1: Tap selects\n")
  let broken = try navspec(["run", "--list", "broken"])
  #expect(broken.status == 2)
  #expect(
    broken.stdout.hasPrefix(
      "broken/unknown-statement.scenario:5:1: error: unknown statement 'tapp'"))
}

@Test func shardsPartitionTheScenarios() throws {
  // Every scenario of the fixtures is in exactly one of three shards.
  let all = try navspec(["run", "--list", "pass", "fail", "settings", "audit"])
  var union: [String] = []
  for k in 1...3 {
    let shard = try navspec([
      "run", "--list", "--shard", "\(k)/3", "pass", "fail", "settings", "audit",
    ])
    #expect(shard.status == 0)
    union += shard.stdout.split(separator: "\n").map(String.init)
  }
  #expect(union.sorted() == all.stdout.split(separator: "\n").map(String.init).sorted())
  #expect(Set(union).count == union.count)
}

@Test func bazelShardingIsFollowedAcknowledgedAndGetsJUnit() throws {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("navspec-bazel-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  let status = folder.appendingPathComponent("shard-status").path
  let xml = folder.appendingPathComponent("test.xml").path
  var listed: [String] = []
  for index in 0..<2 {
    let environment = [
      "TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "\(index)",
      "TEST_SHARD_STATUS_FILE": status, "XML_OUTPUT_FILE": xml,
    ]
    let outcome = try navspec(["run", "pass", "fail"], environment: environment)
    #expect(FileManager.default.fileExists(atPath: status))
    let junit = try String(contentsOfFile: xml, encoding: .utf8)
    #expect(junit.hasPrefix(#"<?xml version="1.0" encoding="UTF-8"?>"#))
    listed += outcome.stdout.split(separator: "\n").filter {
      $0.hasPrefix("PASS") || $0.hasPrefix("FAIL")
    }
    .map(String.init)
  }
  #expect(
    listed.sorted() == [
      "FAIL  fail/wrong-tab.scenario: Wrong tab", "PASS  pass/tap-selects.scenario: Tap selects",
    ])
  let bad = try navspec(
    ["run", "pass"], environment: ["TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "2"])
  #expect(bad.status == 2)
  #expect(bad.stderr.contains("do not name a shard"))
}

@Test func reportsGoToEveryFileAskedFor() throws {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("navspec-reports-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  let junit = folder.appendingPathComponent("out.xml").path
  let tap = folder.appendingPathComponent("out.tap").path
  let json = folder.appendingPathComponent("out.json").path
  let outcome = try navspec(
    [
      "run", "pass", "fail", "--report", "junit:\(junit)", "--report", "tap:\(tap)", "--report",
      "json:\(json)",
    ])
  #expect(outcome.status == 1)
  #expect(outcome.lastLine == "1 passed, 1 failed, 0 skipped")
  #expect(try String(contentsOfFile: junit, encoding: .utf8).contains("<testsuites"))
  #expect(try String(contentsOfFile: tap, encoding: .utf8).hasPrefix("TAP version 14\n"))
  #expect(try String(contentsOfFile: json, encoding: .utf8).contains("\"failed\": 1"))
  let bad = try navspec(["run", "pass", "--report", "junt:x.xml"])
  #expect(bad.status == 2)
  #expect(
    bad.stderr.hasPrefix(
      "Error: '--report junt:x.xml': unknown format 'junt'; did you mean 'junit'?"))
  let badShard = try navspec(["run", "pass", "--shard", "4/3"])
  #expect(badShard.status == 2)
  #expect(
    badShard.stderr.hasPrefix("Error: '--shard 4/3': write the shard as K/N with K from 1 to N"))
}

@Test func everyJobCountPrintsTheSameBytes() throws {
  // The bundled corpus, as `make run` runs it: one job, two, and more jobs than files.
  let folder = PackageFiles.root.appendingPathComponent("scenarios")
  let one = try navspec(["run", "--jobs", "1", "."], in: folder)
  #expect(one.status == 0)
  for jobs in ["2", "3", "64"] {
    let many = try navspec(["run", "--jobs", jobs, "."], in: folder)
    #expect(many.stdout == one.stdout, "--jobs \(jobs)")
    #expect(many.status == one.status)
  }
  let json1 = try navspec(["run", "--jobs", "1", "--format", "json", "."], in: folder)
  let json4 = try navspec(["run", "--jobs", "4", "--format", "json", "."], in: folder)
  #expect(json1.stdout == json4.stdout)
}

@Test func failFastStopsAtTheFirstFailure() throws {
  for jobs in ["1", "2"] {
    let outcome = try navspec(["run", "--fail-fast", "--jobs", jobs, "fail", "pass"])
    #expect(outcome.status == 1)
    #expect(outcome.stdout.hasPrefix("FAIL  fail/wrong-tab.scenario: Wrong tab\n"))
    #expect(!outcome.stdout.contains("PASS"))
    #expect(outcome.lastLine == "0 passed, 1 failed, 0 skipped")
  }
  let broken = try navspec(["run", "--fail-fast", "broken", "pass"])
  #expect(broken.status == 2)
  #expect(broken.lastLine == "0 passed, 1 failed, 0 skipped")
  // TAP plans the whole run and bails out, whatever --jobs is.
  for jobs in ["1", "2"] {
    let tap = try navspec(["run", "--fail-fast", "--jobs", jobs, "--format", "tap", "fail", "pass"])
    #expect(tap.status == 1)
    #expect(
      tap.stdout.hasPrefix("TAP version 14\n1..2\nnot ok 1 - fail/wrong-tab.scenario: Wrong tab\n"))
    #expect(
      tap.lastLine
        == "Bail out! --fail-fast stopped the run at the first failure; 1 more test did not run")
  }
}

@Test func quietPrintsOnlyFailuresAndTheSummary() throws {
  let outcome = try navspec(["run", "--quiet", "pass", "fail"])
  #expect(!outcome.stdout.contains("PASS"))
  #expect(outcome.stdout.hasPrefix("FAIL  fail/wrong-tab.scenario: Wrong tab\n"))
  #expect(outcome.lastLine == "1 passed, 1 failed, 0 skipped")
}

@Test func colourOnlyWhenAskedOrOnATerminal() throws {
  let always = try navspec(["run", "--color", "always", "pass", "fail"])
  #expect(
    always.stdout.contains("\u{1B}[32mPASS\u{1B}[0m  pass/tap-selects.scenario: Tap selects\n"))
  #expect(always.stdout.contains("\u{1B}[1;31mFAIL\u{1B}[0m  fail/wrong-tab.scenario: Wrong tab\n"))
  // Standard output is a file here, not a terminal: auto is plain, as are never and NO_COLOR.
  for (arguments, environment) in [
    (["run", "pass"], [String: String]()),
    (["run", "--color", "never", "pass"], [:]),
    (["run", "--color", "auto", "pass"], ["NO_COLOR": "1"]),
  ] {
    let plain = try navspec(arguments, environment: environment)
    #expect(!plain.stdout.contains("\u{1B}"))
  }
  // A report file is never coloured.
  let json = try navspec(["run", "--color", "always", "--format", "json", "pass"])
  #expect(!json.stdout.contains("\u{1B}"))
}

@Test func badJobCountsAreUsageErrors() throws {
  let outcome = try navspec(["run", "--jobs", "0", "pass"])
  #expect(outcome.status == 2)
  #expect(outcome.stderr.hasPrefix("Error: --jobs takes a number of files to run at once"))
}

/// A file belongs to one shard, whole: a file that does not parse is one `parse` test case in
/// one shard, and each shard's JUnit lists its own files only, none with no test.
@Test func aFileBelongsToOneShardWhole() throws {
  let paths = ["pass", "fail", "settings", "audit", "broken"]
  let all = try navspec(["run", "--format", "junit"] + paths)
  let suites = all.stdout.components(separatedBy: "<testsuite ").count - 1
  var seenSuites = 0
  var parseCases = 0
  for k in 1...4 {
    let shard = try navspec(["run", "--format", "junit", "--shard", "\(k)/4"] + paths)
    let fileSuites = shard.stdout.split(separator: "\n").filter { $0.hasPrefix("  <testsuite ") }
    #expect(!fileSuites.contains { $0.contains(#"tests="0""#) }, "shard \(k)")
    seenSuites += shard.stdout.components(separatedBy: "<testsuite ").count - 1
    parseCases += shard.stdout.components(separatedBy: #"name="parse""#).count - 1
  }
  #expect(seenSuites == suites)
  #expect(parseCases == 1)
}
