import Foundation
import NavSpecTestSupport
import Testing

/// `navspec-bench`'s command line: help and mistakes are answers, never a trap with a backtrace.
struct BenchCommandLineTests {
  static func bench(_ arguments: [String]) throws -> Outcome {
    let navspec = try navspecExecutable()
    let bench = navspec.deletingLastPathComponent().appendingPathComponent("navspec-bench")
    return try runCaptured(
      bench, arguments, in: PackageFiles.root, environment: ["SWIFT_BACKTRACE": "enable=no"])
  }

  @Test func helpPrintsTheUsage() throws {
    for flag in ["--help", "-h"] {
      let outcome = try Self.bench([flag])
      #expect(outcome.status == 0)
      #expect(outcome.stdout.hasPrefix("usage: navspec-bench [folder]"))
      #expect(outcome.stderr.isEmpty)
    }
  }

  @Test func anUnknownOptionOrAMissingFolderIsAUsageError() throws {
    let unknown = try Self.bench(["--fast"])
    #expect(unknown.status == 2)
    #expect(unknown.stderr.hasPrefix("navspec-bench: unknown option '--fast'\nusage:"))
    let missing = try Self.bench(["no-such-folder", "typical"])
    #expect(missing.status == 2)
    #expect(missing.stderr.hasPrefix("navspec-bench: no folder 'no-such-folder'\nusage:"))
  }
}
