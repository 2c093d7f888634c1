import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `navspec run` under GitHub Actions: its annotations capped at what GitHub shows, and its job
/// summary appended to the file `GITHUB_STEP_SUMMARY` names (docs/cli.md, "In CI").
struct JobSummaryCommandTests {
  static let commit = "89abcdef0123456789abcdef0123456789abcdef"

  /// A folder with one file of `failing` scenarios that each fail once.
  static func folder(failing: Int) throws -> URL {
    let folder = try scratchFolder("job-summary")
    var text = "tabbar glass Home Search\n"
    for index in 0..<failing {
      text += "scenario \"s\(index)\"\ntap Search\nexpect selection == Home\n"
    }
    try text.write(
      to: folder.appendingPathComponent("many.scenario"), atomically: true, encoding: .utf8)
    return folder
  }

  static func environment(summary: String, workspace: URL) -> [String: String] {
    [
      "GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary,
      "GITHUB_SERVER_URL": "https://github.com", "GITHUB_REPOSITORY": "acme/app",
      "GITHUB_SHA": commit, "GITHUB_WORKSPACE": workspace.path,
    ]
  }

  @Test func theSummaryIsAppendedWithEveryFailureLinked() throws {
    let folder = try Self.folder(failing: 14)
    defer { try? FileManager.default.removeItem(at: folder) }
    let summary = folder.appendingPathComponent("summary.md")
    try "written before\n".write(to: summary, atomically: true, encoding: .utf8)
    let outcome = try navspec(
      ["run", "many.scenario"], in: folder,
      environment: Self.environment(summary: summary.path, workspace: folder))
    #expect(outcome.status == 1)
    let text = try String(contentsOf: summary, encoding: .utf8)
    #expect(text.hasPrefix("written before\n### navspec run: 0 passed, 14 failed, 0 skipped\n"))
    #expect(text.components(separatedBy: "<tr><td><a href=").count - 1 == 14)
    #expect(
      text.contains(
        "<a href=\"https://github.com/acme/app/blob/\(Self.commit)/many.scenario#L4\">"
          + "many.scenario:4</a>"))
    // GITHUB_ACTIONS chose the github format: 10 annotations, one notice for the 4 others.
    let lines = outcome.stdout.split(separator: "\n")
    #expect(lines.filter { $0.hasPrefix("::error ") }.count == 10)
    #expect(
      lines.filter { $0.hasPrefix("::notice title=navspec%3A 4 more errors not annotated::") }
        .count == 1)
    #expect(lines.filter { $0.hasPrefix("FAIL") }.count == 14)
  }

  @Test func aFullSummaryGetsNothingPastTheLimit() throws {
    let folder = try Self.folder(failing: 3)
    defer { try? FileManager.default.removeItem(at: folder) }
    let summary = folder.appendingPathComponent("summary.md")
    let before = String(repeating: "x", count: (1 << 20) - 600)
    try before.write(to: summary, atomically: true, encoding: .utf8)
    let outcome = try navspec(
      ["run", "--format", "human", "many.scenario"], in: folder,
      environment: Self.environment(summary: summary.path, workspace: folder))
    #expect(outcome.status == 1)
    let size = try FileManager.default.attributesOfItem(atPath: summary.path)[.size] as? Int
    #expect((size ?? 0) <= 1 << 20)
    #expect((size ?? 0) > before.utf8.count)
  }

  @Test func aSummaryThatIsNoRegularFileIsAnOutputFailure() throws {
    let folder = try Self.folder(failing: 1)
    defer { try? FileManager.default.removeItem(at: folder) }
    let pipe = folder.appendingPathComponent("pipe").path
    #expect(mkfifo(pipe, 0o600) == 0)
    // A named pipe no one reads: opened without blocking, refused, never waited on.
    let outcome = try navspec(
      ["run", "--format", "human", "many.scenario"], in: folder,
      environment: Self.environment(summary: pipe, workspace: folder))
    #expect(outcome.status == 3)
    #expect(outcome.stderr.contains("cannot write the job summary to '\(pipe)'"))
  }

  @Test func aSummaryOverAnInputIsRefused() throws {
    let folder = try Self.folder(failing: 1)
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("many.scenario")
    let before = try String(contentsOf: input, encoding: .utf8)
    let outcome = try navspec(
      ["run", "many.scenario"], in: folder,
      environment: Self.environment(summary: input.path, workspace: folder))
    #expect(outcome.status == 2)
    #expect(outcome.stderr.contains("GITHUB_STEP_SUMMARY"))
    #expect(try String(contentsOf: input, encoding: .utf8) == before)
  }
}
