import Foundation
import NavSpecTestSupport
import Testing

extension HeavyTests {
  /// `swift package navspec ...` in a team's package that depends on NavSpec (Tests/
  /// PluginConsumer): SwiftPM builds navspec from this checkout and the command plugin runs it
  /// (docs/cli.md#the-swiftpm-plugin).
  ///
  /// The consumer lives at a fixed path under `.build/plugin-consumer`, beside a link named
  /// `navspec` to this checkout, so a second `swift test` rebuilds only what changed; the suite is
  /// serialized because its commands share that build folder.
  @Suite(.serialized)
  struct PluginCommandTests {
    /// A fresh copy of the fixture, so a file a test adds does not reach the next run.
    static let consumer: URL = {
      let base = PackageFiles.root.appendingPathComponent(".build/plugin-consumer")
      let consumer = base.appendingPathComponent("consumer")
      let manager = FileManager.default
      try? manager.createDirectory(at: base, withIntermediateDirectories: true)
      let link = base.appendingPathComponent("navspec")
      if (try? manager.destinationOfSymbolicLink(atPath: link.path)) != PackageFiles.root.path {
        try? manager.removeItem(at: link)
        try? manager.createSymbolicLink(at: link, withDestinationURL: PackageFiles.root)
      }
      // Only the fixture's own files are replaced: its `.build` keeps the last build.
      for name in ["Package.swift", "Sources", "scenarios", "wrong-tab.scenario", "audit.sarif"] {
        try? manager.removeItem(at: consumer.appendingPathComponent(name))
      }
      try? manager.createDirectory(at: consumer, withIntermediateDirectories: true)
      let fixture = PackageFiles.root.appendingPathComponent("Tests/PluginConsumer")
      for name in ["Package.swift", "Sources", "scenarios"] {
        try? manager.copyItem(
          at: fixture.appendingPathComponent(name), to: consumer.appendingPathComponent(name))
      }
      return consumer
    }()

    /// `swift package navspec ARGUMENTS` in the consumer.
    static func plugin(_ arguments: [String]) throws -> Outcome {
      try runCaptured(
        URL(fileURLWithPath: "/usr/bin/env"), ["swift", "package", "navspec"] + arguments,
        in: consumer)
    }

    @Test func theReportIsWhatNavspecPrints() throws {
      let outcome = try Self.plugin(["run", "scenarios"])
      #expect(outcome.status == 0, "\(outcome.stderr)")
      #expect(
        outcome.stdout == "PASS  scenarios/tab-bar.scenario: Tapping Library selects it\n"
          + "1 passed, 0 failed, 0 skipped\n")
      // The same bytes as this checkout's navspec prints in the same folder.
      let direct = try navspec(["run", "scenarios"], in: Self.consumer)
      #expect(outcome.stdout == direct.stdout)
    }

    @Test func aFailureFailsTheCommandAndSaysWhichStatusNavspecGave() throws {
      try FileManager.default.copyItem(
        at: fixtures.appendingPathComponent("fail/wrong-tab.scenario"),
        to: Self.consumer.appendingPathComponent("wrong-tab.scenario"))
      let failed = try Self.plugin(["run", "wrong-tab.scenario"])
      #expect(failed.status == 1)
      #expect(failed.stdout.hasSuffix("0 passed, 1 failed, 0 skipped\n"))
      #expect(failed.stdout.contains("wrong-tab.scenario:6:1: selection == Profile does not hold"))
      #expect(
        failed.stderr.contains(
          "error: navspec exited with status 1 (an expectation failed or the audit found something new)"
        ))
      // SwiftPM exits 1 for any failure; the error line keeps navspec's own status.
      let misspelt = try Self.plugin(["run", "--filter", "zzz", "scenarios"])
      #expect(misspelt.status == 1)
      // SwiftPM (6.3) passes what the plugin's process writes, its standard error included, to
      // its own standard output; only the plugin's diagnostics reach standard error.
      #expect(
        misspelt.stdout
          == "0 passed, 0 failed, 0 skipped\nerror: --filter 'zzz' matched no scenario\n")
      #expect(
        misspelt.stderr.contains(
          "error: navspec exited with status 2 (bad usage, unreadable input, a parse or check error)"
        )
      )
    }

    @Test func theAuditWritesItsSARIFInThePackage() throws {
      let outcome = try Self.plugin([
        "audit", "scenarios", "--format", "sarif", "--output", "audit.sarif",
      ])
      let written = try Data(contentsOf: Self.consumer.appendingPathComponent("audit.sarif"))
      let direct = try navspec(["audit", "scenarios", "--format", "sarif"], in: Self.consumer)
      #expect(outcome.status == (direct.status == 0 ? 0 : 1))
      #expect(String(decoding: written, as: UTF8.self) == direct.stdout)
      let document = try #require(try JSONSerialization.jsonObject(with: written) as? [String: Any])
      let run = try #require((document["runs"] as? [[String: Any]])?.first)
      let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
      #expect(invocation["executionSuccessful"] as? Bool == true)
      #expect(invocation["exitCode"] as? Int == Int(direct.status))
    }
  }
}
