import NavSpecLanguage
import NavSpecModel

/// Flows at the prompt (docs/language.md#flows): `use "tabs.flow"` makes a file's flows
/// callable, and a call line runs the statements of the flow's body, all checked before any
/// runs. Flows are defined only in files: a definition typed a line at a time could not be
/// written back by `:save` as it was typed.
extension ReplSession {
  /// Reads flow files for `use`, and for the files `:load` and `:save` parse: a relative path
  /// is relative to the working directory, as `:load` and `:save` take theirs (paths in
  /// messages stay as short as they were written).
  static func flowLoader(_ workingDirectory: String) -> FlowLoader {
    FlowLoader { path in SourceFileReader.read(resolvedPath(path, in: workingDirectory)) }
  }

  /// `use`, `flow` and `end` typed at the prompt.
  mutating func define(_ statement: Statement) -> Response {
    guard case .useFlows(let path) = statement.kind else {
      let diagnostic = Diagnostic(
        .error, "'\(statement.keyword.word)' cannot be typed at the prompt", at: statement.range,
        suggestion: "define flows in a .flow file and 'use' it")
      return Response(text: render([diagnostic]), failed: true)
    }
    let (use, problem) = flows.use(path, from: Self.replPath)
    if let problem { return Response(text: render([problem]), failed: true) }
    guard let use else { return Response(text: "") }
    if !flowUses.contains(where: { $0.resolvedPath == use.resolvedPath }) {
      flowUses.append(use)
    }
    guard !use.flows.isEmpty else {
      return Response(text: "\(Self.printable(use.resolvedPath)) defines no flow\n")
    }
    return Response(
      text: "flows: " + use.flows.map { Self.printable($0.signature) }.joined(separator: ", ")
        + "\n")
  }

  /// A call's statements: every one is checked first, in the context of the session and of the
  /// statements before it, and any problem rejects the call with nothing run (a call that ran
  /// halfway could not be written back as its line). A step the model refuses takes back the
  /// whole call.
  mutating func runCall(_ statements: [Statement]) -> Response {
    var trial = checker
    var problems: [Diagnostic] = []
    for statement in statements { problems += trial.check(statement) }
    if !problems.isEmpty { return Response(text: render(problems), failed: true) }
    let entriesBefore = entries.count
    var text = ""
    var failed = false
    for statement in statements {
      let outcome = run(statement, callLength: statements.count)
      text += outcome.text
      if outcome.refused {
        entries.removeLast(entries.count - entriesBefore)
        restoreFromCheckpoint()
        return Response(text: text, failed: true)
      }
      failed = failed || outcome.failed
    }
    // A new statement starts a new future: what was undone can no longer be redone.
    undone = []
    return Response(text: text, failed: failed)
  }

  /// `:help open-tab`: how a callable flow is called, where it is defined, and its body.
  func flowHelp(_ name: String) -> String? {
    guard let flow = flows.flows[name] else { return nil }
    var lines = [
      "flow \(flow.signature)    (defined at \(flow.name.location.description))"
    ]
    lines += flow.body.map { "  " + $0.content }
    lines.append("end")
    return Self.joined(lines.map(Self.printable))
  }
}
