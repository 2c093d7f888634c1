import NavSpecLanguage
import NavSpecModel

/// `:undo`, `:redo` and `:list`.
///
/// Undoing used to replay the whole session without its last statement, so each `:undo` cost as
/// much as everything typed so far. Now the session keeps a copy of the model and the checker
/// after every `checkpointInterval` statements; `:undo` goes back to the newest copy at or
/// before the statement it takes back and replays the statements after it, at most
/// `checkpointInterval - 1` of them. The model is deterministic, so that gives exactly the state
/// a replay from the start gives.
///
/// A copy is not free: it holds the event log as it was, so the copies together hold about
/// (statements ÷ 100) event logs. One every 100 statements keeps that small for sessions of
/// thousands of lines while an undo replays at most 99 statements.
extension ReplSession {
  static let checkpointInterval = 100

  /// The model and checker after the first `count` entries.
  struct Checkpoint {
    var count: Int
    var session: ScenarioSession
    var checker: LineChecker
  }

  /// Called after an entry is added: keeps a copy when the count reaches a multiple.
  mutating func checkpointIfDue() {
    guard entries.count % Self.checkpointInterval == 0 else { return }
    checkpoints.append(Checkpoint(count: entries.count, session: live, checker: checker))
  }

  mutating func undo(_ arguments: [String]) -> Response {
    guard arguments.isEmpty else { return Self.usage(":undo") }
    if let stepping {
      return Self.error("\(stepping.path) is being stepped through; :stop it first")
    }
    guard let last = entries.popLast() else {
      return Response(text: "nothing to undo\n")
    }
    while let newest = checkpoints.last, newest.count > entries.count {
      checkpoints.removeLast()
    }
    let base =
      checkpoints.last
      ?? Checkpoint(count: 0, session: ScenarioSession(file: Self.replPath), checker: LineChecker())
    live = base.session
    checker = base.checker
    // These statements ran before, so none is refused.
    for entry in entries[base.count...] {
      _ = live.execute(entry.statement)
      _ = checker.check(entry.statement)
      replayedStatements += 1
    }
    undone.append(last)
    return Response(
      text:
        "took back \(last.statement.location.description): \(Self.printable(last.statement.text)); "
        + "the clock is at \(ValueFormatter.time(live.simulator.now))\n")
  }

  /// Runs the statement the last `:undo` took back again, as if it were typed now.
  mutating func redo(_ arguments: [String]) -> Response {
    guard arguments.isEmpty else { return Self.usage(":redo") }
    if let stepping {
      return Self.error("\(stepping.path) is being stepped through; :stop it first")
    }
    guard let entry = undone.popLast() else {
      return Response(text: "nothing to redo\n")
    }
    let statement = entry.statement
    let outcome = run(statement)
    let header =
      "redid \(statement.location.description): \(Self.printable(statement.text))\n"
    return Response(text: header + outcome.text, failed: outcome.failed)
  }

  /// The session so far, exactly as `:save` would write it.
  func list(_ arguments: [String]) -> Response {
    guard arguments.isEmpty else { return Self.usage(":list") }
    return Response(text: savedScenario(expectState: false).text)
  }
}
