import Foundation
import NavSpecTestSupport
import Testing

/// `navspec audit` as a CI step: the same surface as `navspec run` (docs/audits.md, "In CI").
struct AuditCICommandTests {
  /// A folder of `count` files: even ones with eight tabs on 320 pt (hit-target findings), odd
  /// ones with four (none of that rule).
  static func corpus(_ count: Int) throws -> URL {
    let folder = try scratchFolder("audit-ci")
    for index in 0..<count {
      let tabs = index % 2 == 0 ? "A B C D E F G H" : "A B C D"
      let text = "screen 320x568\ntabbar glass \(tabs)\ntap C\nexpect selection == C\n"
      try text.write(
        to: folder.appendingPathComponent("f\(index).scenario"), atomically: true, encoding: .utf8)
    }
    return folder
  }

  static let quick = ["--matrix", "none"]

  @Test func everyFormatIsTheSameWhateverTheJobs() throws {
    let folder = try Self.corpus(6)
    defer { try? FileManager.default.removeItem(at: folder) }
    for format in ["human", "json", "sarif", "github", "junit", "tap"] {
      let one = try navspec(
        ["audit", ".", "--format", format, "--jobs", "1"] + Self.quick, in: folder)
      let two = try navspec(
        ["audit", ".", "--format", format, "--jobs", "3"] + Self.quick, in: folder)
      #expect(one.status == 1, "\(format)")
      #expect(one.stdout == two.stdout, "\(format)")
      #expect(!one.stdout.isEmpty)
    }
  }

  @Test func shardsPartitionTheFiles() throws {
    let folder = try Self.corpus(8)
    defer { try? FileManager.default.removeItem(at: folder) }
    var suites: [String] = []
    for k in 1...3 {
      let shard = try navspec(
        ["audit", ".", "--format", "junit", "--shard", "\(k)/3"] + Self.quick, in: folder)
      suites += shard.stdout.split(separator: "\n").filter { $0.hasPrefix("  <testsuite ") }
        .map(String.init)
    }
    #expect(suites.count == 8)
    #expect(Set(suites).count == 8)
  }

  @Test func bazelShardingIsFollowedAcknowledgedAndGetsJUnit() throws {
    let folder = try Self.corpus(4)
    defer { try? FileManager.default.removeItem(at: folder) }
    let status = folder.appendingPathComponent("status").path
    let xml = folder.appendingPathComponent("test.xml").path
    var suites = 0
    for index in 0..<2 {
      try? FileManager.default.removeItem(atPath: status)
      let outcome = try navspec(
        ["audit", "."] + Self.quick, in: folder,
        environment: [
          "TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "\(index)",
          "TEST_SHARD_STATUS_FILE": status, "XML_OUTPUT_FILE": xml,
        ])
      #expect([0, 1].contains(outcome.status))
      #expect(FileManager.default.fileExists(atPath: status))
      let junit = try String(contentsOfFile: xml, encoding: .utf8)
      #expect(junit.contains(#"<testsuites name="navspec audit""#))
      suites += junit.components(separatedBy: "\n  <testsuite ").count - 1
    }
    #expect(suites == 4)
  }

  @Test func severalReportsInOneRun() throws {
    let folder = try Self.corpus(2)
    defer { try? FileManager.default.removeItem(at: folder) }
    let outcome = try navspec(
      [
        "audit", ".", "--report", "sarif:a.sarif", "--report", "tap:a.tap", "--report",
        "junit:a.xml",
      ]
        + Self.quick, in: folder)
    #expect(outcome.status == 1)
    let tap = try String(contentsOf: folder.appendingPathComponent("a.tap"), encoding: .utf8)
    // f0: 8 hit-target and 8 dynamic-type findings and the bar's contrast note; f1: 4
    // dynamic-type findings and the note (docs/audits.md).
    #expect(
      tap.hasPrefix(
        "TAP version 14\n1..22\nnot ok 1 - ./f0.scenario: [hit-target/below-recommended] A\n"))
    let sarif = try String(contentsOf: folder.appendingPathComponent("a.sarif"), encoding: .utf8)
    #expect(sarif.contains("\"executionSuccessful\": true"))
    let xml = try String(contentsOf: folder.appendingPathComponent("a.xml"), encoding: .utf8)
    #expect(xml.contains("<failure message="))
    let refused = try navspec(
      ["audit", ".", "--report", "junit:f0.scenario"] + Self.quick, in: folder)
    #expect(refused.status == 2)
    #expect(refused.stderr.contains("--report junit"))
    let unknown = try navspec(["audit", ".", "--report", "junti:x.xml"] + Self.quick, in: folder)
    #expect(unknown.status == 2)
    #expect(unknown.stderr.contains("did you mean 'junit'?"))
  }

  @Test func failFastStopsAtTheFirstFileWithANewFinding() throws {
    let folder = try Self.corpus(6)
    defer { try? FileManager.default.removeItem(at: folder) }
    for jobs in ["1", "2"] {
      let outcome = try navspec(
        ["audit", ".", "--fail-fast", "--jobs", jobs, "--format", "tap"] + Self.quick, in: folder)
      #expect(outcome.status == 1)
      let lines = outcome.stdout.split(separator: "\n")
      #expect(lines.first == "TAP version 14")
      #expect(!lines.contains { $0.hasPrefix("1..") })
      #expect(
        lines.last
          == "Bail out! --fail-fast stopped the audit at the first new finding or error; the files after it were not audited"
      )
      // Only the first file, f0, was audited.
      #expect(!outcome.stdout.contains("f1.scenario"))
    }
  }

  @Test func quietPrintsEachFindingOnOneLine() throws {
    let folder = try Self.corpus(2)
    defer { try? FileManager.default.removeItem(at: folder) }
    let outcome = try navspec(["audit", ".", "--quiet"] + Self.quick, in: folder)
    #expect(outcome.status == 1)
    let lines = outcome.stdout.split(separator: "\n")
    #expect(
      lines.dropLast().allSatisfy {
        $0.contains(": warning: [") || $0.contains(": error: [") || $0.contains(": note: [")
      })
    #expect(lines.count > 2)
  }
}
