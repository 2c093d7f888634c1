import Foundation
import NavSpecTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `navspec repl` in a real terminal emulator, as a person sees it: a tmux window of a fixed
/// size on a private tmux server, keys sent with `send-keys`, the whole screen read with
/// `capture-pane` (its characters, after every escape sequence, wrap and redraw has been
/// applied). The pseudo-terminal tests (`ReplTerminalTests`) read the byte stream; these compare
/// whole screens, which is what a scrambled redraw gets wrong.
///
/// Waits poll the screen with a deadline (an I/O wait, never an assertion of speed).
final class TmuxScreen {
  /// The private server: tests in parallel and a person's own tmux never meet.
  let socket = "navspec-test-\(UUID().uuidString.prefix(8))"
  static let timeout = 20.0

  /// Whether tmux is installed (`make deps` installs it).
  static var available: Bool {
    FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux")
  }

  /// Starts `navspec repl` with its history in `folder/history`, `columns` × `rows`.
  init(in folder: URL, columns: Int = 80, rows: Int = 12) throws {
    let navspec = try navspecExecutable().path
    let history = folder.appendingPathComponent("history").path
    try tmux(
      "new-session", "-d", "-s", "repl", "-x", "\(columns)", "-y", "\(rows)", "-c", folder.path,
      "env", "TERM=xterm-256color", "NO_COLOR=1", navspec, "repl", "--history-file", history)
    // The prompt, not the banner: the banner comes before libedit takes the terminal, and keys
    // typed then are echoed by the terminal itself and again by the editor (a CI run under load
    // showed "wait 1s" twice).
    try waitFor("[0.000s]›")
  }

  deinit {
    _ = try? tmux("kill-server")
  }

  /// Runs `tmux -L socket ARGS` and waits for it; its standard output.
  ///
  /// posix_spawn and waitpid rather than Foundation's `Process`: the server that `new-session`
  /// starts outlives its client and inherits what the client inherits, and `Process` on Linux
  /// waited for the server too.
  @discardableResult
  func tmux(_ arguments: String...) throws -> String { try tmux(arguments) }

  @discardableResult
  func tmux(_ arguments: [String]) throws -> String {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("tmux-\(UUID().uuidString)").path
    defer { unlink(file) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, file, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = (["tmux", "-L", socket] + arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var pid: pid_t = 0
    // The server and the REPL under it inherit the signals' dispositions.
    let spawned = withDefaultSignals { attributes in
      posix_spawn(&pid, "/usr/bin/tmux", &actions, &attributes, argv, environ)
    }
    guard spawned == 0 else { throw HarnessError("cannot start tmux: \(spawned)") }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    return (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
  }

  /// Types `text` literally.
  func type(_ text: String) throws {
    try tmux("send-keys", "-t", "repl", "-l", text)
  }

  /// Presses keys by tmux's names: `Enter`, `C-r`, `Tab`, `C-c`.
  func press(_ keys: String...) throws {
    for key in keys { try tmux("send-keys", "-t", "repl", key) }
  }

  /// The screen, one line per row, trailing blanks and blank rows at the bottom dropped;
  /// `joined`: a line the terminal wrapped over several rows as one.
  func screen(joined: Bool = false) throws -> String {
    let capture = ["capture-pane", "-p"] + (joined ? ["-J"] : []) + ["-t", "repl"]
    var lines = try tmux(capture).split(
      separator: "\n", omittingEmptySubsequences: false
    ).map { String($0.reversed().drop { $0 == " " }.reversed()) }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines.joined(separator: "\n")
  }

  /// Waits until the screen contains `text`; the screen then.
  @discardableResult
  func waitFor(_ text: String) throws -> String {
    try waitUntil("showed \(text.debugDescription)") { $0.contains(text) }
  }

  /// Waits until the screen meets `condition` (what it waits for, said as "showed …" when it
  /// never does): for a screen drawn in several writes, such as a completion list and then the
  /// line redrawn under it, the last write is what a test waits for.
  func waitUntil(_ what: String, _ condition: (String) -> Bool) throws -> String {
    let deadline = Date().addingTimeInterval(Self.timeout)
    var last = ""
    while Date() < deadline {
      last = try screen()
      if condition(last) { return last }
      usleep(20_000)
    }
    throw HarnessError("the screen never \(what); it shows:\n\(last)")
  }

  /// Waits until the screen is exactly `expected`; records the difference when it never is.
  func expectScreen(
    _ expected: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    let deadline = Date().addingTimeInterval(Self.timeout)
    var last = ""
    while Date() < deadline {
      last = try screen()
      if last == expected { return }
      usleep(20_000)
    }
    #expect(last == expected, sourceLocation: sourceLocation)
  }

  func resize(columns: Int, rows: Int) throws {
    try tmux("resize-window", "-t", "repl", "-x", "\(columns)", "-y", "\(rows)")
  }
}
