import Foundation
import Testing

// `navspec explore PATH` prints the set-up's path in its progress line and writes it into the
// shrunk scenario's `# Reproduce: navspec explore PATH` comment. A path can hold anything a file
// name can: no line feed in it may end the comment and add a statement to the scenario, no ESC
// may reach the terminal, and the command in the comment must still name the same file.

struct ExploreReproducerTests {
  /// Names built to hurt: a line feed followed by a statement, a carriage return, a line
  /// separator, an ESC sequence that sets a terminal's title, a quote, a leading dash.
  static let hostileNames = [
    "a\nset reduce-motion on\n#.setup",
    "b\rset reduce-motion on.setup",
    "c\u{2028}set reduce-motion on.setup",
    "d\u{1B}]0;pwned\u{07}.setup",
    "-e it's $(touch pwned).setup",
  ]

  @Test(arguments: hostileNames)
  func aHostilePathReachesNeitherTheScenarioNorTheTerminalRaw(name: String) throws {
    let folder = try scratchFolder("explore-path")
    defer { try? FileManager.default.removeItem(at: folder) }
    try "tabbar glass Home Search Library Profile\ninvariant selection == Home\n".write(
      to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    let arguments = ["explore", "--runs", "10", "--steps", "10", "--out", "found", "--", name]
    let outcome = try navspec(arguments, in: folder)
    #expect(outcome.status == 1, "\(outcome.stderr)")
    // Standard output: one progress line that names the path escaped, nothing raw.
    for control in ["\u{1B}", "\r", "\u{2028}", "\u{07}"] {
      #expect(!outcome.stdout.contains(control))
    }
    #expect(!outcome.stdout.split(separator: "\n").contains { $0.hasPrefix("set ") })
    let progress = try #require(outcome.stdout.split(separator: "\n").first)
    #expect(progress.hasPrefix("explore "))
    #expect(progress.hasSuffix(": seed 0, 10 runs of up to 10 steps"))

    // The scenario: three comment lines, then the set-up as it is; the set-up's own statements
    // only, and still failing as the finding says.
    let written = folder.appendingPathComponent("found/selection-home-seed0.scenario")
    let text = try String(contentsOf: written, encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.prefix(3).allSatisfy { $0.hasPrefix("# ") })
    #expect(
      Array(lines.dropFirst(3).prefix(2))
        == ["tabbar glass Home Search Library Profile", "invariant selection == Home"])
    #expect(!text.unicodeScalars.contains { $0 == "\r" || $0 == "\u{2028}" || $0 == "\u{1B}" })
    #expect(!lines.contains { $0.hasPrefix("set ") })
    let run = try navspec(["run", "found/selection-home-seed0.scenario"], in: folder)
    #expect(run.status == 1)

    // The command in the comment, run by a shell, explores the same file.
    let reproduce = try #require(lines.first { $0.hasPrefix("# Reproduce: navspec explore ") })
    let command = reproduce.dropFirst("# Reproduce: navspec ".count)
    let replay = try runCaptured(
      URL(fileURLWithPath: "/bin/bash"), ["-c", "\"$NAVSPEC\" \(command)"], in: folder,
      environment: ["NAVSPEC": try navspecExecutable().path])
    #expect(replay.status == 1, "\(command): \(replay.stderr)")
    #expect(replay.stdout.contains("--- selection-home-seed0.scenario\n"))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("pwned").path))
  }
}
