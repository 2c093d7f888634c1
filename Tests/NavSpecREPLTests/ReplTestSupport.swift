import Foundation
import NavSpecLanguage
import NavSpecModel
import NavSpecTestSupport
import Testing

@testable import NavSpecREPL

/// Helpers shared by the REPL tests.
enum ReplTesting {
  static let bar = "tabbar glass Home Search Library Profile"

  /// A session with `lines` entered, and the responses.
  static func session(
    _ lines: [String], workingDirectory: String = "/nonexistent", width: Int = 80
  ) -> (ReplSession, [ReplSession.Response]) {
    var session = ReplSession(workingDirectory: workingDirectory)
    session.terminalWidth = width
    let responses = lines.map { session.handle($0) }
    return (session, responses)
  }

  /// The text printed for the last line, after entering all of them.
  static func output(_ lines: [String], width: Int = 80) -> String {
    session(lines, width: width).1.last?.text ?? ""
  }

  /// A fresh, empty directory for file tests (named after the test, not random).
  static func directory(_ name: String) -> String {
    let path = NSTemporaryDirectory() + "navspec-repl-tests-\(getpid())/\(name)"
    try? FileManager.default.removeItem(atPath: path)
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  static func write(_ text: String, to path: String) {
    _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
  }

  static func read(_ path: String) -> String? {
    FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
  }

  /// Runs saved text the way `navspec run` does.
  static func run(_ text: String, path: String = "saved.scenario") -> FileReport {
    ScenarioPipeline.run(path: path, text: text)
  }

  /// The readable report of a run, for failure messages.
  static func describe(_ report: FileReport) -> String {
    HumanReporter.render(RunReport(files: [report]))
  }

  /// The model after replaying a scenario file's only scenario statement by statement.
  static func replayedSimulator(_ text: String) -> Simulator? {
    let (document, diagnostics) = ScenarioParser.parse(SourceFile(path: "s", text: text))
    guard diagnostics.isEmpty, document.scenarios.count == 1 else { return nil }
    var session = ScenarioSession(file: "s")
    for statement in document.prelude + document.scenarios[0].statements {
      _ = session.execute(statement)
    }
    return session.simulator
  }
}
