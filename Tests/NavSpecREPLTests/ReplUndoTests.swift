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
