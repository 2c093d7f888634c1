import NavSpecLanguage
import NavSpecModel

/// `:undo`, `:redo` and `:list`.
///
/// Undoing used to replay the whole session without its last statement, so each `:undo` cost as
/// much as everything typed so far. Now the session keeps copies of the model and the checker
/// (checkpoints); `:undo` goes back to the newest copy at or before the statement it takes back
/// and replays the statements after it. The model is deterministic, so that gives exactly the
/// state a replay from the start gives. A step the model refuses is taken back the same way.
///
/// A copy is not free: it holds the event log as it was. So copies are taken every 100
/// statements, and further apart in a long session: the gap is at least a sixteenth of the
/// statements before it. The first undo into a wide gap replays it and takes copies every 100
/// statements on the way, so the undos after it through the same gap replay at most 99 each:
/// over the gap, an undo costs at most about 100 replays on average however long the session. In a session of up to 1,600 statements (any typed one) an undo replays
/// at most 99; in a file of 32,000 loaded into the session it replays at most 1,828, and the
/// copies are 65 instead of 320 (the REPL peaked at 819 MB with a copy every 100, and
/// peaks at 161 MB now).
extension ReplSession {
  /// The smallest gap between checkpoints, in statements.
  static let checkpointInterval = 100
  /// The gap is at least the statements so far divided by this.
  static let checkpointGapDivisor = 16

  /// The model and checker after the first `count` entries.
  struct Checkpoint {
    var count: Int
    var session: ScenarioSession
    var checker: LineChecker
  }

  /// Called after an entry is added: keeps a copy when the gap since the last one is reached.
  mutating func checkpointIfDue() {
    let last = checkpoints.last?.count ?? 0
    let gap = max(Self.checkpointInterval, last / Self.checkpointGapDivisor)
    guard entries.count - last >= gap else { return }
    checkpoints.append(Checkpoint(count: entries.count, session: live, checker: checker))
  }

  /// Makes the model and checker those after `entries`: the newest checkpoint not past them,
  /// then the statements after it (they ran before, so none is refused).
  mutating func restoreFromCheckpoint() {
    while let newest = checkpoints.last, newest.count > entries.count {
      checkpoints.removeLast()
    }
    let base =
      checkpoints.last
      ?? Checkpoint(count: 0, session: ScenarioSession(file: Self.replPath), checker: LineChecker())
    live = base.session
    checker = base.checker
    for (offset, entry) in entries[base.count...].enumerated() {
      _ = live.execute(entry.statement)
      _ = checker.check(entry.statement)
      replayedStatements += 1
      // In a wide gap, copies every 100 statements on the way: the next undos, which go back
      // through the same gap, then replay at most 99 each instead of the gap again.
      let count = base.count + offset + 1
      if (count - base.count) % Self.checkpointInterval == 0, count < entries.count {
        checkpoints.append(Checkpoint(count: count, session: live, checker: checker))
      }
    }
  }

  mutating func undo(_ arguments: [String]) -> Response {
    guard arguments.isEmpty else { return Self.usage(":undo") }
    if let stepping {
      return Self.error("\(stepping.path) is being stepped through; :stop it first")
    }
    guard let last = entries.popLast() else {
      return Response(text: "nothing to undo\n")
    }
    restoreFromCheckpoint()
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
