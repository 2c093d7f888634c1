import Foundation
import NavSpecTestSupport
import Testing

extension HeavyTests {
  /// action.yml's commands, run as the GitHub Actions runner runs a composite action's steps
  /// (docs/cli.md, "A GitHub Action"): in order, in the workspace, with `GITHUB_ACTION_PATH` this
  /// checkout, each step's `env` with its `${{ inputs.* }}` filled in, a fresh `GITHUB_OUTPUT` per
  /// step and one `GITHUB_STEP_SUMMARY`. A step's `if` is evaluated from the few terms the action
  /// uses; the upload step, which runs GitHub's own action, is checked for the file it would upload.
  ///
  /// The build goes to `.build/action-runner-temp` (the step's `RUNNER_TEMP`), so a second run of
  /// the suite rebuilds only what changed.
  @Suite(.serialized)
  struct ActionCommandsTests {
    static let metadata = Result { try ActionMetadata(PackageFiles.read("action.yml")) }
    static let runnerTemp = PackageFiles.root.appendingPathComponent(".build/action-runner-temp")

    /// What a run of the action left: each step's outcome by name, its outputs, the job summary.
    struct Run {
      var outcomes: [String: Outcome] = [:]
      var outputs: [String: [String: String]] = [:]
      var skipped: [String] = []
      var uploaded: String?
      var summary = ""
    }

    /// Runs action.yml's steps in `workspace` with `inputs` over the defaults; `only` names the
    /// steps to run (nil: all), the others counting as passed without running.
    static func runAction(
      in workspace: URL, inputs: [String: String] = [:], only: Set<String>? = nil
    ) throws -> Run {
      let action = try metadata.get()
      let inputs = action.defaults.merging(inputs) { $1 }
      let scratch = try scratchFolder("action-files")
      defer { try? FileManager.default.removeItem(at: scratch) }
      let summary = scratch.appendingPathComponent("summary.md")
      try Data().write(to: summary)
      try FileManager.default.createDirectory(at: runnerTemp, withIntermediateDirectories: true)
      var run = Run()
      var failed = false
      for step in action.steps {
        func value(_ expression: String) throws -> String {
          try Self.substitute(expression, inputs: inputs, outputs: run.outputs)
        }
        if let condition = step.fields["if"] {
          guard try Self.holds(condition, inputs: inputs, outputs: run.outputs) else {
            run.skipped.append(step.name)
            continue
          }
        } else if failed {
          run.skipped.append(step.name)
          continue
        }
        if let uses = step.fields["uses"] {
          #expect(uses == "github/codeql-action/upload-sarif@v3")
          run.uploaded = try value(try #require(step.with["sarif_file"]))
          #expect(step.with["category"] == "navspec")
          continue
        }
        guard only?.contains(step.name) ?? true else { continue }
        let command = try #require(step.fields["run"], "\(step.name) has neither run nor uses")
        #expect(step.fields["shell"] == "bash")
        // An input must reach a command through env only: never as text of the script.
        #expect(!command.contains("${{"), "\(step.name) pastes an expression into its script")
        let output = scratch.appendingPathComponent("output-\(run.outcomes.count)")
        try Data().write(to: output)
        var environment = [
          "GITHUB_ACTIONS": "true", "GITHUB_ACTION_PATH": PackageFiles.root.path,
          "GITHUB_WORKSPACE": workspace.path, "RUNNER_TEMP": runnerTemp.path,
          "GITHUB_OUTPUT": output.path, "GITHUB_STEP_SUMMARY": summary.path,
          "GITHUB_SERVER_URL": "https://github.com", "GITHUB_REPOSITORY": "acme/app",
          "GITHUB_SHA": "89abcdef0123456789abcdef0123456789abcdef",
        ]
        for (name, expression) in step.env { environment[name] = try value(expression) }
        let outcome = try runCaptured(
          URL(fileURLWithPath: "/bin/bash"), ["-e", "-c", command], in: workspace,
          environment: environment)
        run.outcomes[step.name] = outcome
        if let id = step.fields["id"] {
          var outputs: [String: String] = [:]
          for line in try String(contentsOf: output, encoding: .utf8).split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            try #require(parts.count == 2, "GITHUB_OUTPUT line '\(line)' is not name=value")
            outputs[parts[0]] = parts[1]
          }
          run.outputs[id] = outputs
        }
        if outcome.status != 0 { failed = true }
      }
      run.summary = try String(contentsOf: summary, encoding: .utf8)
      return run
    }

    /// `${{ inputs.NAME }}` or `${{ steps.ID.outputs.NAME }}`, the whole value.
    static func substitute(
      _ expression: String, inputs: [String: String], outputs: [String: [String: String]]
    ) throws -> String {
      guard expression.hasPrefix("${{ "), expression.hasSuffix(" }}") else { return expression }
      let term = String(expression.dropFirst(4).dropLast(3))
      return try Self.value(of: term, inputs: inputs, outputs: outputs)
    }

    static func value(
      of term: String, inputs: [String: String], outputs: [String: [String: String]]
    ) throws -> String {
      let parts = term.split(separator: ".").map(String.init)
      if parts.count == 2, parts[0] == "inputs" {
        return try #require(inputs[parts[1]], "no input \(parts[1])")
      }
      if parts.count == 4, parts[0] == "steps", parts[2] == "outputs" {
        return outputs[parts[1]]?[parts[3]] ?? ""
      }
      Issue.record("the test cannot evaluate '\(term)'")
      return ""
    }

    /// A step's `if`: `${{ A && B && ... }}`, each term `!cancelled()` (never cancelled here),
    /// `X == 'V'` or `X != 'V'`.
    static func holds(
      _ condition: String, inputs: [String: String], outputs: [String: [String: String]]
    ) throws -> Bool {
      guard condition.hasPrefix("${{ "), condition.hasSuffix(" }}") else {
        Issue.record("the test cannot evaluate '\(condition)'")
        return false
      }
      let terms = condition.dropFirst(4).dropLast(3).components(separatedBy: " && ")
      return try terms.allSatisfy { term in
        if term == "!cancelled()" { return true }
        for (operator_, equal) in [(" == ", true), (" != ", false)] {
          let sides = term.components(separatedBy: operator_)
          guard sides.count == 2, sides[1].hasPrefix("'"), sides[1].hasSuffix("'") else { continue }
          let left = try value(of: sides[0], inputs: inputs, outputs: outputs)
          return (left == String(sides[1].dropFirst().dropLast())) == equal
        }
        Issue.record("the test cannot evaluate '\(term)'")
        return false
      }
    }

    /// A workspace with one passing and one failing scenario under `scenarios/`.
    static func workspace() throws -> URL {
      let workspace = try scratchFolder("action-workspace")
      let scenarios = workspace.appendingPathComponent("scenarios")
      try FileManager.default.createDirectory(at: scenarios, withIntermediateDirectories: true)
      for fixture in ["pass/tap-selects.scenario", "fail/wrong-tab.scenario"] {
        try FileManager.default.copyItem(
          at: fixtures.appendingPathComponent(fixture),
          to: scenarios.appendingPathComponent(URL(fileURLWithPath: fixture).lastPathComponent))
      }
      return workspace
    }

    @Test(
      .enabled(
        if: PythonTools.available("check-jsonschema"),
        "check-jsonschema is not installed (`make test` installs it)"))
    func theActionIsValidForGitHub() throws {
      let outcome = try runCaptured(
        try #require(PythonTools.tool("check-jsonschema")),
        ["--builtin-schema", "vendor.github-actions", "action.yml"], in: PackageFiles.root)
      #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)")
    }

    @Test func everyStepRunsAndTheAuditIsUploaded() throws {
      let workspace = try Self.workspace()
      defer { try? FileManager.default.removeItem(at: workspace) }
      let run = try Self.runAction(in: workspace)
      for step in ["Install what NavSpec needs", "Build NavSpec"] {
        #expect(run.outcomes[step]?.status == 0, "\(run.outcomes[step]?.stderr ?? "did not run")")
      }
      // The replay fails on wrong-tab.scenario: an annotation on its line, then the human report.
      let replay = try #require(run.outcomes["Replay the scenarios"])
      #expect(replay.status == 1)
      let annotations = replay.stdout.split(separator: "\n").filter { $0.hasPrefix("::error ") }
      #expect(annotations.count == 1)
      #expect(annotations.first?.contains("file=scenarios/wrong-tab.scenario,line=6,col=1") == true)
      #expect(replay.stdout.hasSuffix("1 passed, 1 failed, 0 skipped\n"))
      #expect(run.summary.hasPrefix("### navspec run: 1 passed, 1 failed, 0 skipped\n"))
      #expect(
        run.summary.contains("scenarios/wrong-tab.scenario#L6\">scenarios/wrong-tab.scenario:6</a>")
      )
      // The audit runs although the replay failed, and its verdict is navspec's own.
      let audit = try #require(run.outcomes["Audit the scenarios"])
      let direct = try navspec(["audit", "scenarios", "--format", "sarif"], in: workspace)
      #expect(audit.status == direct.status)
      #expect(run.outputs["audit"] == ["sarif": "navspec-audit.sarif"])
      #expect(run.uploaded == "navspec-audit.sarif")
      let sarif = try String(
        contentsOf: workspace.appendingPathComponent("navspec-audit.sarif"), encoding: .utf8)
      #expect(sarif == direct.stdout)
      #expect(run.skipped.isEmpty)
    }

    @Test func noAuditMeansNoUpload() throws {
      let workspace = try Self.workspace()
      defer { try? FileManager.default.removeItem(at: workspace) }
      let run = try Self.runAction(
        in: workspace, inputs: ["audit": "false", "scenarios": "scenarios/tap-selects.scenario"],
        only: ["Replay the scenarios"])
      #expect(run.outcomes["Replay the scenarios"]?.status == 0)
      #expect(run.skipped == ["Audit the scenarios", "Upload the audit to code scanning"])
      #expect(run.uploaded == nil)
    }

    @Test func anInputIsNeverRunAsShell() throws {
      let workspace = try Self.workspace()
      defer { try? FileManager.default.removeItem(at: workspace) }
      let hostile = "scenarios $(touch ran) `touch ran` ; touch ran"
      let run = try Self.runAction(
        in: workspace, inputs: ["scenarios": hostile, "sarif": "a;touch ran.sarif"],
        only: ["Replay the scenarios", "Audit the scenarios"])
      #expect(!FileManager.default.fileExists(atPath: workspace.appendingPathComponent("ran").path))
      // The words are paths to navspec, which reports the missing ones.
      let replay = try #require(run.outcomes["Replay the scenarios"])
      #expect(replay.status == 2)
      #expect(replay.stderr.contains("$(touch"))
      #expect(run.outputs["audit"] == ["sarif": "a;touch ran.sarif"])
    }
  }
}
