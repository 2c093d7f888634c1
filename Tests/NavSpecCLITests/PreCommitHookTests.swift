import Foundation
import NavSpecTestSupport
import Testing

extension HeavyTests {
  /// `.pre-commit-hooks.yaml` run by the real pre-commit from PyPI (docs/cli.md#a-pre-commit-hook).
  ///
  /// `pre-commit try-repo` clones this checkout (with its uncommitted changes, as a shadow commit),
  /// builds NavSpec as a team's clone would (`swift build -c release`), and runs both hooks on what
  /// a commit in a scratch repository stages. try-repo keeps nothing after it (the clone and its
  /// build are removed), so every run builds NavSpec once, about 4 minutes on two cores.
  @Suite(
    .enabled(
      if: PythonTools.available("pre-commit"),
      "pre-commit is not installed: the hook test is skipped (`make test` installs it)"))
  struct PreCommitHookTests {
    static func preCommit(_ arguments: [String], in folder: URL) throws -> Outcome {
      let home = PackageFiles.root.appendingPathComponent(".build/pre-commit-home")
      return try runCaptured(
        try #require(PythonTools.tool("pre-commit")), arguments, in: folder,
        environment: ["PRE_COMMIT_HOME": home.path, "PRE_COMMIT_COLOR": "never"])
    }

    static func git(_ arguments: [String], in folder: URL) throws {
      let outcome = try runCaptured(
        URL(fileURLWithPath: "/usr/bin/env"),
        ["git", "-c", "user.name=NavSpec", "-c", "user.email=navspec@example.invalid"] + arguments,
        in: folder)
      try #require(outcome.status == 0, "git \(arguments): \(outcome.stderr)")
    }

    @Test func theManifestIsValid() throws {
      let outcome = try Self.preCommit(
        [
          "validate-manifest",
          PackageFiles.root.appendingPathComponent(".pre-commit-hooks.yaml").path,
        ],
        in: PackageFiles.root)
      #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)")
    }

    @Test func theHooksRunTheScenariosACommitTouchesAndNoOthers() throws {
      let repository = try scratchFolder("pre-commit")
      defer { try? FileManager.default.removeItem(at: repository) }
      let scenarios = repository.appendingPathComponent("scenarios")
      try FileManager.default.createDirectory(at: scenarios, withIntermediateDirectories: true)
      let passing = try String(
        contentsOf: fixtures.appendingPathComponent("pass/tap-selects.scenario"), encoding: .utf8)
      let failing = try String(
        contentsOf: fixtures.appendingPathComponent("fail/wrong-tab.scenario"), encoding: .utf8)
      // Committed before: a failing scenario the commit under test does not touch.
      try failing.write(
        to: scenarios.appendingPathComponent("untouched.scenario"), atomically: true,
        encoding: .utf8)
      try passing.write(
        to: scenarios.appendingPathComponent("tap-selects.scenario"), atomically: true,
        encoding: .utf8)
      try "notes\n".write(
        to: repository.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
      try Self.git(["init", "-q"], in: repository)
      try Self.git(["add", "."], in: repository)
      try Self.git(["commit", "-q", "-m", "base"], in: repository)
      // The commit under test: one scenario changed, one added, a file that is no scenario.
      try (passing + "# touched\n").write(
        to: scenarios.appendingPathComponent("tap-selects.scenario"), atomically: true,
        encoding: .utf8)
      try failing.write(
        to: scenarios.appendingPathComponent("wrong-tab.scenario"), atomically: true,
        encoding: .utf8)
      try "more notes\n".write(
        to: repository.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
      try Self.git(["add", "."], in: repository)

      let outcome = try Self.preCommit(["try-repo", PackageFiles.root.path], in: repository)
      #expect(outcome.status == 1, "\(outcome.stderr)")
      let report = outcome.stdout
      #expect(
        report.contains("\nnavspec run....")
          && report.contains("....Failed\n- hook id: navspec-run\n"))
      #expect(report.contains("PASS  scenarios/tap-selects.scenario: Tap selects\n"))
      #expect(report.contains("FAIL  scenarios/wrong-tab.scenario: Wrong tab\n"))
      #expect(report.contains("\n1 passed, 1 failed, 0 skipped\n"))
      #expect(!report.contains("untouched"))
      // The audit hook's verdict is the audit's own on the two touched files.
      let audit = try navspec(
        ["audit", "scenarios/tap-selects.scenario", "scenarios/wrong-tab.scenario"], in: repository)
      let verdict = audit.status == 0 ? "Passed" : "Failed\n- hook id: navspec-audit"
      #expect(report.contains("navspec audit") && report.contains("...." + verdict + "\n"))
      #expect(report.contains(audit.stdout.split(separator: "\n").last.map(String.init) ?? "?"))
    }
  }
}
