import Foundation
import NavSpecTestSupport
import Testing

/// Everything `navspec run`, `audit` and `explore` write under `--format github`, standard output
/// and standard error, read as the Actions runner reads a step's log (`ActionsRunnerPort`): the
/// only commands are the annotations NavSpec means, whatever the files' names and contents.
struct GitHubLogCommandTests {
  /// Lines, names and titles built to be taken for commands (the two forms, leading white space,
  /// characters the runner's search passes over, a stop that would silence later annotations).
  static let hostile = [
    "::error file=README.md,line=1,title=forged::pwned",
    "  ::stop-commands::silenced",
    "\u{AD}::warning::soft hyphen",
    "Tap works ##[warning file=README.md,line=3]x",
    "#\u{200B}#[error]zero width",
  ]

  static func quoted(_ text: String) -> String {
    "\""
      + text.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }

  /// A folder named to be a command, holding a file named to be one: one failing scenario per
  /// hostile name, each tapping a tab titled with it; and a file of hostile lines that do not
  /// parse.
  static func hostileFolder() throws -> (folder: URL, files: [String]) {
    let folder = try scratchFolder("github-log")
    let inner = folder.appendingPathComponent("##[error]x")
    try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
    var text = "tabbar glass Home " + hostile.map(quoted).joined(separator: " ") + "\n"
    for name in hostile {
      text += "\nscenario \(quoted(name))\ntap \(quoted(name))\nsettle\nexpect selection == Home\n"
    }
    try text.write(
      to: inner.appendingPathComponent("::error::y.scenario"), atomically: true, encoding: .utf8)
    try (hostile.joined(separator: "\n") + "\n").write(
      to: inner.appendingPathComponent("::warning::z.scenario"), atomically: true,
      encoding: .utf8)
    return (folder, ["##[error]x/::error::y.scenario", "##[error]x/::warning::z.scenario"])
  }

  /// The annotations the JSON report of the same run implies: one error per failure, one error
  /// or warning per diagnostic (with its suggestion on a second line).
  static func intended(fromJSON json: String) throws -> [ActionsRunnerPort.Command] {
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    var commands: [ActionsRunnerPort.Command] = []
    for file in try #require(document["files"] as? [[String: Any]]) {
      for diagnostic in try #require(file["diagnostics"] as? [[String: Any]]) {
        let kind = try #require(diagnostic["severity"] as? String)
        var message = try #require(diagnostic["message"] as? String)
        if let suggestion = diagnostic["suggestion"] as? String { message += "\n" + suggestion }
        commands.append(
          .init(
            name: kind,
            properties: [
              "title": "navspec: \(kind) in the scenario", "file": "\(diagnostic["file"]!)",
              "line": "\(diagnostic["line"]!)", "col": "\(diagnostic["column"]!)",
            ], data: message))
      }
      for scenario in try #require(file["scenarios"] as? [[String: Any]]) {
        for failure in try #require(scenario["failures"] as? [[String: Any]]) {
          commands.append(
            .init(
              name: "error",
              properties: [
                "title": "navspec: \(scenario["name"]!)", "file": "\(failure["file"]!)",
                "line": "\(failure["line"]!)", "col": "\(failure["column"]!)",
              ],
              data: "\(failure["message"]!)\nexpected: \(failure["expected"]!)\nactual: "
                + "\(failure["actual"]!)"))
        }
      }
    }
    return commands
  }

  @Test func runWritesNoCommandItDoesNotMean() throws {
    let (folder, files) = try Self.hostileFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // A filter that matches nothing puts a hostile line on standard error too (`::` matches
    // the paths, so the run goes on).
    let arguments = ["run"] + files + ["--filter", "##[warning]nothing", "--filter", "::"]
    let github = try navspec(arguments + ["--format", "github"], in: folder)
    #expect(github.status == 2)
    #expect(github.stderr.contains("matched no scenario"))
    let json = try navspec(arguments + ["--format", "json"], in: folder)
    let intended = try Self.intended(fromJSON: json.stdout)
    #expect(intended.count >= 2 * Self.hostile.count - 2)
    #expect(ActionsRunnerPort.problems(in: github.stdout, intended: intended) == [])
    #expect(ActionsRunnerPort.problems(in: github.stderr, intended: []) == [])
    // The same run chosen by the environment, one file at a time and several.
    for jobs in ["1", "2"] {
      let chosen = try navspec(
        arguments + ["--jobs", jobs], in: folder, environment: ["GITHUB_ACTIONS": "true"])
      #expect(chosen.stdout == github.stdout)
    }
  }

  @Test func theListingWritesNoCommand() throws {
    let (folder, files) = try Self.hostileFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let listing = try navspec(["run", "--list", "--format", "github"] + files, in: folder)
    #expect(listing.status == 2)
    #expect(listing.stdout.contains("::stop-commands::navspec-"))
    #expect(ActionsRunnerPort.problems(in: listing.stdout, intended: []) == [])
  }

  /// The commands a log runs, read ordinally, and that its stops are sound in every reading.
  static func commands(in log: String) -> [ActionsRunnerPort.Command] {
    let commands = ActionsRunnerPort.effects(of: log, matching: .ordinal).compactMap {
      effect -> ActionsRunnerPort.Command? in
      if case .ran(let command) = effect { return command }
      return nil
    }
    #expect(ActionsRunnerPort.problems(in: log, intended: commands) == [])
    return commands
  }

  @Test func auditWritesNoCommandItDoesNotMean() throws {
    let (folder, files) = try Self.hostileFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let arguments = ["audit"] + files + ["--matrix", "none"]
    let github = try navspec(arguments + ["--format", "github"], in: folder)
    #expect(github.status == 2)
    let json = try navspec(arguments + ["--format", "json"], in: folder)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let findings = try #require(document["findings"] as? [[String: Any]])
    let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
    #expect(!findings.isEmpty && !diagnostics.isEmpty)
    let ran = Self.commands(in: github.stdout)
    // For each file in turn, one annotation per diagnostic, then per new finding, each where
    // the report says, up to the first 10 errors and the first 10 warnings (what GitHub shows
    // of one step, docs/cli.md "As many annotations as GitHub shows"); a notice counts the rest.
    var shown: [String: Int] = [:]
    let places = files.flatMap { path in
      (diagnostics + findings).filter { "\($0["file"]!)" == path }.compactMap {
        entry -> [String]? in
        let severity = "\(entry["severity"]!)"
        // A note is not annotated.
        guard severity != "note" else { return nil }
        shown[severity, default: 0] += 1
        guard shown[severity]! <= 10 else { return nil }
        return [path, "\(entry["line"]!)", "\(entry["column"]!)"]
      }
    }
    let annotated = ran.filter { $0.name != "notice" }
    #expect(
      annotated.map {
        [$0.properties["file"] ?? "", $0.properties["line"] ?? "", $0.properties["col"] ?? ""]
      }
        == places)
    #expect(ran.count - annotated.count == (shown.values.contains { $0 > 10 } ? 1 : 0))
    #expect(
      annotated.allSatisfy { $0.properties["title"]?.hasPrefix("navspec audit: ") == true })
    #expect(ActionsRunnerPort.problems(in: github.stderr, intended: []) == [])
    let chosen = try navspec(arguments, in: folder, environment: ["GITHUB_ACTIONS": "true"])
    #expect(chosen.stdout == github.stdout)
  }

  @Test func exploreWritesNoCommandItDoesNotMean() throws {
    let folder = try scratchFolder("github-explore")
    defer { try? FileManager.default.removeItem(at: folder) }
    let setup = "##[error]x ::error::y.setup"
    try "tabbar glass Home Search Library Profile\ninvariant selection == Home\n".write(
      to: folder.appendingPathComponent(setup), atomically: true, encoding: .utf8)
    let arguments = ["explore", setup, "--runs", "10", "--steps", "10"]
    let github = try navspec(arguments + ["--format", "github"], in: folder)
    #expect(github.status == 1)
    let ran = Self.commands(in: github.stdout)
    #expect(ran.map(\.name) == ["error"])
    #expect(
      ran.first?.properties == ["title": "navspec explore: selection == Home", "file": setup])
    #expect(ran.first?.data.hasSuffix("selection == Home does not hold") == true)
    let chosen = try navspec(arguments, in: folder, environment: ["GITHUB_ACTIONS": "true"])
    #expect(chosen.stdout == github.stdout)

    // A set-up with errors: its diagnostics, on standard error, as annotations and guarded.
    let broken = "::error::b.setup"
    try (Self.hostile.joined(separator: "\n") + "\n").write(
      to: folder.appendingPathComponent(broken), atomically: true, encoding: .utf8)
    let failed = try navspec(["explore", broken, "--format", "github"], in: folder)
    #expect(failed.status == 2)
    let annotations = Self.commands(in: failed.stderr)
    #expect(!annotations.isEmpty)
    #expect(annotations.allSatisfy { $0.name == "error" && $0.properties["file"] == broken })
  }
}
