import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The REPL's history file, named or the default one, that is no regular file: `/dev/zero` never
// ends and a named pipe blocks its open until a writer comes. Either would stop the REPL before
// its first prompt (a read without end, then a trap; or a wait for ever); each is refused with
// one warning, and the session runs with its history in memory.

@Suite struct ReplHistorySafetyTests {
  /// Starts the REPL on a terminal with `arguments`, and checks that it warns once, shows its
  /// prompt within a few seconds, runs a line and quits.
  static func startsAndWorks(_ arguments: [String], in folder: URL, warning: String) throws {
    let terminal = try Terminal(["repl"] + arguments, in: folder)
    let before = try terminal.wait(for: "[0.000s]› ", timeout: 10)
    #expect(before.contains("warning: history not read: \(warning)"), "\(before)")
    #expect(before.components(separatedBy: "warning:").count == 2)
    try terminal.run(glassBar, thenPrompt: "[0.000s]› ")
    let output = try terminal.run("tap Library", thenPrompt: "[0.050s]› ")
    #expect(output.contains("selectionChanged(from: Home, to: Library, cause: tap)"))
    try terminal.type(":quit" + Terminal.enter)
    #expect(try terminal.waitForExit(timeout: 10) == 0)
  }

  @Test func aDeviceAsHistoryFileIsRefused() throws {
    let folder = try scratchFolder("history-device")
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.startsAndWorks(
      ["--history-file", "/dev/zero"], in: folder,
      warning:
        "'/dev/zero' is not a regular file (it is a device); history takes regular files only")
  }

  @Test func aNamedPipeAsHistoryFileIsRefused() throws {
    let folder = try scratchFolder("history-pipe")
    defer { try? FileManager.default.removeItem(at: folder) }
    let pipe = folder.appendingPathComponent("pipe").path
    #expect(mkfifo(pipe, 0o600) == 0)
    try Self.startsAndWorks(
      ["--history-file", pipe], in: folder,
      warning:
        "'\(pipe)' is not a regular file (it is a named pipe); history takes regular files only")
  }

  /// The default history path ($XDG_STATE_HOME/navspec/history) as a named pipe, and as a link
  /// to a device.
  @Test func theDefaultHistoryPathAsAPipeOrALinkToADeviceIsRefused() throws {
    let folder = try scratchFolder("history-default")
    defer { try? FileManager.default.removeItem(at: folder) }
    let state = folder.appendingPathComponent("state/navspec")
    try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
    let history = state.appendingPathComponent("history").path
    #expect(mkfifo(history, 0o600) == 0)
    try Self.startsAndWorks(
      [], in: folder,
      warning:
        "'\(history)' is not a regular file (it is a named pipe); history takes regular files only")
    #expect(unlink(history) == 0)
    #expect(symlink("/dev/zero", history) == 0)
    try Self.startsAndWorks(
      [], in: folder,
      warning:
        "'\(history)' is not a regular file (it is a device); history takes regular files only")
  }
}
