import Foundation
import Testing

@testable import NavSpecREPL

/// `:undo` goes back to a checkpoint instead of replaying the whole session; `:redo` runs an
/// undone statement again; `:list` prints what `:save` writes.
struct ReplUndoTests {
  /// `count` lines after the bar: taps on alternating tabs and waits.
  static func lines(_ count: Int) -> [String] {
    [ReplTesting.bar]
      + (0..<count - 1).map { index in
        switch index % 3 {
        case 0: "tap Library"
        case 1: "wait 100ms"
        default: "tap Home"
        }
      }
  }

  @Test func undoGivesTheStateOfTheSessionWithoutTheUndoneLines() {
    let lines = Self.lines(250)
    var (session, _) = ReplTesting.session(lines)
    var undone = 0
    for target in [1, 50, 100, 101, 150, 249, 250] {
      while undone < target {
        #expect(!session.handle(":undo").failed)
        undone += 1
      }
      let (typed, _) = ReplTesting.session(Array(lines.prefix(lines.count - undone)))
      #expect(session.simulator == typed.simulator, "after \(undone) undos")
      #expect(session.prompt == typed.prompt)
    }
    #expect(session.handle(":undo").text == "nothing to undo\n")
  }

  @Test func anUndoReplaysAtMostNinetyNineStatements() {
    var (session, _) = ReplTesting.session(Self.lines(300))
    _ = session.handle(":undo")
    // 299 statements are left; the checkpoint after 200 is the nearest: 99 are replayed (a
    // replay from the start replayed 299).
    #expect(session.replayedStatements == 99)
    while session.entries.count > 0 { _ = session.handle(":undo") }
    // Undoing down to m statements replays m mod 100 of them: 3 × (0 + 1 + … + 99) in all,
    // where replaying from the start took 0 + 1 + … + 299 = 44,850.
    #expect(session.replayedStatements == 3 * 4950)
  }

  @Test func aRefusedStepAfterCheckpointsLeavesTheModelAsItWas() {
    // The checker does not know when a settle ends, so going back into it is refused only by
    // the model.
    var (session, _) = ReplTesting.session(Self.lines(250) + ["tap Search", "settle"])
    let before = session.simulator
    let earlier = before.now.microseconds / 1000 - 1
    let refused = session.handle("at \(earlier)ms")
    #expect(refused.text.contains("refused: time cannot go back"), "\(refused.text)")
    #expect(session.simulator == before)
    #expect(session.entries.count == 252)
    // From the checkpoint after 200 statements: 52 replayed, not 252.
    #expect(session.replayedStatements == 52)
  }

  /// In a long session the checkpoints thin out, so their copies of the event log stay few;
  /// an undo then replays at most a sixteenth of the session.
  @Test func checkpointsThinOutInALongSession() {
    let directory = ReplTesting.directory("long-undo")
    let count = 5000
    ReplTesting.write(
      ReplTesting.bar + "\n" + String(repeating: "wait 1ms\n", count: count - 1),
      to: directory + "/long.scenario")
    var session = ReplSession(workingDirectory: directory)
    #expect(!session.handle(":load long.scenario").failed)
    let counts = session.checkpoints.map(\.count)
    // Every 100 up to 1,600, then gaps of at least a sixteenth of what came before.
    #expect(Array(counts.prefix(16)) == Array(stride(from: 100, through: 1600, by: 100)))
    for (earlier, later) in zip([0] + counts, counts) {
      #expect(later - earlier >= max(100, earlier / 16), "\(earlier) → \(later)")
    }
    // 16 + ln(5000 / 1600) / ln(1 + 1/16) ≈ 16 + 18.8: far fewer than one per 100 (50).
    #expect(counts.count <= 35)
    _ = session.handle(":undo")
    #expect(session.replayedStatements <= count / 16 + 100)
    #expect(session.simulator.now.microseconds == Int64(count - 2) * 1000)
    // That undo left copies every 100 statements in the gap it replayed: the next 999 undos
    // replay at most 99 each (without them, each would replay the gap again, about 300).
    let first = session.replayedStatements
    for _ in 0..<999 { _ = session.handle(":undo") }
    #expect(session.replayedStatements - first <= 999 * 99)
    #expect(session.simulator.now.microseconds == Int64(count - 1001) * 1000)
  }

  @Test func redoRunsTheUndoneStatementsAgainInOrder() {
    let lines = [ReplTesting.bar, "tap Library", "settle", "expect selection == Library"]
    var (session, _) = ReplTesting.session(lines)
    for _ in 0..<3 { _ = session.handle(":undo") }
    #expect(session.handle(":redo").text.hasPrefix("redid <repl>:2:1: tap Library\n"))
    #expect(session.handle(":redo").text.hasPrefix("redid <repl>:3:1: settle\n"))
    #expect(
      session.handle(":redo").text
        == "redid <repl>:4:1: expect selection == Library\n✓ selection = Library\n")
    #expect(session.handle(":redo").text == "nothing to redo\n")
    let (typed, _) = ReplTesting.session(lines)
    #expect(session.simulator == typed.simulator)
    #expect(
      session.savedScenario(expectState: false).text == typed.savedScenario(expectState: false).text
    )
  }

  @Test func aNewStatementOrResetForgetsWhatCanBeRedone() {
    var (session, _) = ReplTesting.session([ReplTesting.bar, "tap Library"])
    _ = session.handle(":undo")
    _ = session.handle("tap Search")
    #expect(session.handle(":redo").text == "nothing to redo\n")
    _ = session.handle(":undo")
    _ = session.handle(":reset")
    #expect(session.handle(":redo").text == "nothing to redo\n")
  }

  @Test func listPrintsExactlyWhatSaveWrites() throws {
    let directory = ReplTesting.directory("list")
    var (session, _) = ReplTesting.session(
      [ReplTesting.bar, "tap Library", "expect selection == Search", "settle"],
      workingDirectory: directory)
    let listed = session.handle(":list")
    #expect(!listed.failed)
    _ = session.handle(":save listed.scenario")
    #expect(listed.text == ReplTesting.read(directory + "/listed.scenario"))
    #expect(session.handle(":list x").text == "error: usage: :list\n")
  }
}
