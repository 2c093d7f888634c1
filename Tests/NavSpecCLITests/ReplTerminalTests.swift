import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

// End-to-end tests of `navspec repl`, as a person at a terminal uses it: the built executable
// runs on a pseudo-terminal, keys are written to the terminal's master side and the screen
// output is read back from it, with ANSI escape sequences stripped before matching.
//
// Reads wait for expected text with a deadline (an I/O wait, never an assertion of speed). Keys
// are written only once the line editor owns the terminal (its prompt is on the screen and the
// terminal has left cooked mode): keys typed earlier would be echoed by the terminal itself.
//
// The same session then runs through a pipe (no prompt, no editing; the exit status says
// whether every expectation held).

// MARK: - Pseudo-terminal harness

struct HarnessError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

/// A C function of the running process's C library, looked up by name. Swift's Glibc module does
/// not declare the pseudo-terminal functions (they need _XOPEN_SOURCE) nor
/// posix_spawn_file_actions_addchdir_np (_GNU_SOURCE), but glibc has them all.
private func libc<Function>(_ name: String, as type: Function.Type) throws -> Function {
  guard let symbol = dlsym(nil, name) else { throw HarnessError("the C library has no \(name)") }
  return unsafeBitCast(symbol, to: type)
}

/// `navspec` running on a new pseudo-terminal, in its own session with the terminal as its
/// controlling terminal (so Ctrl-C at the terminal sends it SIGINT, as for a real user).
final class Terminal {
  let master: Int32
  let pid: pid_t
  private var raw: [UInt8] = []
  /// How much of the stripped screen text earlier waits have consumed.
  private var consumed = 0
  private var exitStatus: Int32?
  static let timeout: Double = 30

  /// Starts `navspec arguments` in `folder` on a `columns` x `rows` terminal with TERM=xterm and
  /// a UTF-8 locale.
  init(_ arguments: [String], in folder: URL, columns: UInt16 = 80, rows: UInt16 = 24) throws {
    typealias Control = @convention(c) (Int32) -> Int32
    typealias Name = @convention(c) (Int32, UnsafeMutablePointer<CChar>, Int) -> Int32
    typealias CloseFrom =
      @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    typealias ChangeFolder =
      @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) ->
      Int32

    master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard master >= 0 else { throw HarnessError("cannot open /dev/ptmx (errno \(errno))") }
    var slaveName = [CChar](repeating: 0, count: 256)
    guard try libc("grantpt", as: Control.self)(master) == 0,
      try libc("unlockpt", as: Control.self)(master) == 0,
      try libc("ptsname_r", as: Name.self)(master, &slaveName, slaveName.count) == 0
    else {
      close(master)
      throw HarnessError("cannot set up the pseudo-terminal (errno \(errno))")
    }
    var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)

    // The child opens the slave side as its standard input, output and error. With
    // POSIX_SPAWN_SETSID it is a session leader without a terminal when it does, so that open
    // makes the slave its controlling terminal (glibc runs setsid before the file actions).
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, slaveName, O_RDWR, 0)
    posix_spawn_file_actions_adddup2(&actions, 0, 1)
    posix_spawn_file_actions_adddup2(&actions, 0, 2)
    _ = try libc("posix_spawn_file_actions_addchdir_np", as: ChangeFolder.self)(
      &actions, folder.path)
    // Nothing else open in the test process (another test's pipe, say) leaks into the child.
    _ = try libc("posix_spawn_file_actions_addclosefrom_np", as: CloseFrom.self)(&actions, 3)

    let executable = try navspecExecutable().path
    let environment = [
      "TERM=xterm", "LC_ALL=C.UTF-8", "HOME=\(folder.path)",
      "XDG_STATE_HOME=\(folder.path)/state", "PATH=/usr/bin:/bin",
    ]
    var argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
    var envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
    defer { for string in argv + envp { free(string) } }
    var child: pid_t = 0
    let setSession: Int16 = 0x80  // POSIX_SPAWN_SETSID, hidden behind _GNU_SOURCE.
    let status = withDefaultSignals(flags: setSession) { attributes in
      posix_spawn(&child, executable, &actions, &attributes, &argv, &envp)
    }
    guard status == 0 else {
      close(master)
      throw HarnessError("posix_spawn failed: \(status)")
    }
    pid = child
  }

  deinit {
    if exitStatus == nil {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      waitpid(pid, &status, 0)
    }
    close(master)
  }

  // MARK: Keys

  /// Writes `keys` to the terminal as typed keys (control characters included), once the line
  /// editor is reading: libedit shows its prompt just before it switches the terminal to raw
  /// mode, and keys that arrive in between would be echoed by the terminal itself (and a Ctrl-D
  /// taken as the end of a cooked line, then lost).
  func type(_ keys: String) throws {
    try waitForRawMode()
    var bytes = Array(keys.utf8)
    while !bytes.isEmpty {
      let written = write(master, bytes, bytes.count)
      if written < 0 {
        if errno == EINTR { continue }
        return
      }
      bytes.removeFirst(written)
    }
  }

  /// Waits until the terminal no longer echoes by itself (the line editor's raw mode; on Linux
  /// the master side reports the terminal's settings).
  private func waitForRawMode(timeout: Double = Terminal.timeout) throws {
    let deadline = Date().addingTimeInterval(timeout)
    var settings = termios()
    while tcgetattr(master, &settings) == 0, settings.c_lflag & tcflag_t(ECHO) != 0 {
      guard deadline.timeIntervalSinceNow > 0 else {
        throw HarnessError("the line editor never took the terminal; screen:\n\(screen)")
      }
      _ = poll(nil, 0, 2)
    }
  }

  static let enter = "\r"
  static let up = "\u{1B}[A"
  static func control(_ letter: Character) -> String {
    String(UnicodeScalar(letter.asciiValue! & 0x1F))
  }

  /// Types `line` and Enter, then waits for the next prompt; returns what appeared in between.
  @discardableResult
  func run(_ line: String, thenPrompt prompt: String = "]› ") throws -> String {
    try type(line + Self.enter)
    return try wait(for: prompt)
  }

  func resize(columns: UInt16, rows: UInt16) {
    var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    kill(pid, SIGWINCH)
  }

  // MARK: Screen

  /// Everything shown so far, escape sequences and carriage returns removed.
  var screen: String { Self.stripped(raw) }

  /// Waits until `text` appears after what earlier waits consumed, and consumes up to its end.
  /// Returns the text from the previous point up to (not including) `text`.
  @discardableResult
  func wait(for text: String, timeout: Double = Terminal.timeout) throws -> String {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      let shown = screen
      let unread = shown.dropFirst(consumed)
      if let found = unread.range(of: text) {
        consumed = shown.distance(from: shown.startIndex, to: found.upperBound)
        return String(unread[..<found.lowerBound])
      }
      let left = deadline.timeIntervalSinceNow
      guard left > 0, readSome(waitingAtMost: left) else {
        throw HarnessError(
          "timed out waiting for \(text.debugDescription); the screen after the last match:\n"
            + String(unread))
      }
    }
  }

  /// Reads what the child wrote, waiting up to `seconds` for something; false at end of output
  /// (the child closed the terminal) or when nothing came in time.
  private func readSome(waitingAtMost seconds: Double) -> Bool {
    var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
    let ready = poll(&descriptor, 1, Int32(min(seconds, 1) * 1000))
    if ready < 0 { return errno == EINTR }
    if ready == 0 { return seconds > 1 }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = read(master, &buffer, buffer.count)
    // EIO: every slave descriptor is closed, so the child has gone.
    guard count > 0 else { return false }
    raw += buffer[0..<count]
    return true
  }

  /// Waits for the child to end (reading its last output) and returns its exit status.
  func waitForExit(timeout: Double = Terminal.timeout) throws -> Int32 {
    let deadline = Date().addingTimeInterval(timeout)
    while deadline.timeIntervalSinceNow > 0, readSome(waitingAtMost: deadline.timeIntervalSinceNow)
    {}
    var status: Int32 = 0
    while true {
      let result = waitpid(pid, &status, WNOHANG)
      if result == pid { break }
      guard result == 0, deadline.timeIntervalSinceNow > 0 else {
        throw HarnessError("navspec did not exit; screen:\n\(screen)")
      }
      _ = poll(nil, 0, 10)  // The terminal is closed; the process is about to be reaped.
    }
    // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import.
    let signal = status & 0x7F
    guard signal == 0 else { throw HarnessError("navspec was killed by signal \(signal)") }
    exitStatus = (status >> 8) & 0xFF
    return exitStatus!
  }

  /// `bytes` as text without ANSI escape sequences (CSI `ESC [ … final`, OSC `ESC ] … BEL`,
  /// two-character `ESC x`), carriage returns, bells and other control characters but `\n`.
  static func stripped(_ bytes: [UInt8]) -> String {
    var kept: [UInt8] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x1B, index + 1 < bytes.count {
        let kind = bytes[index + 1]
        index += 2
        if kind == UInt8(ascii: "[") {
          while index < bytes.count, !(0x40...0x7E).contains(bytes[index]) { index += 1 }
          index += 1
        } else if kind == UInt8(ascii: "]") {
          while index < bytes.count, bytes[index] != 0x07, bytes[index] != 0x1B { index += 1 }
          index += 1
        }
        continue
      }
      if byte >= 0x20 || byte == 0x0A { kept.append(byte) }
      index += 1
    }
    return String(decoding: kept, as: UTF8.self)
  }
}

/// A new empty folder, removed by `defer { try? FileManager.default.removeItem(at:) }`.
func scratchFolder(_ name: String) throws -> URL {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("navspec-\(name)-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  return folder
}

/// `navspec repl` on a terminal in `folder`, with its history in `folder/history`.
func repl(in folder: URL, columns: UInt16 = 80) throws -> Terminal {
  let terminal = try Terminal(
    ["repl", "--history-file", folder.appendingPathComponent("history").path], in: folder,
    columns: columns)
  try terminal.wait(for: "[0.000s]› ")
  return terminal
}

let glassBar = "tabbar glass Home Search Library Profile"

// MARK: - On a terminal

@Suite struct ReplTerminalTests {
  @Test func promptShowsTheClockAndAdvancesWithATap() throws {
    let folder = try scratchFolder("repl-prompt")
    defer { try? FileManager.default.removeItem(at: folder) }
    let terminal = try repl(in: folder)
    try terminal.run(glassBar, thenPrompt: "[0.000s]› ")
    let output = try terminal.run("tap Library", thenPrompt: "[0.050s]› ")
    #expect(output.contains("selectionChanged(from: Home, to: Library, cause: tap)"))
    try terminal.type(":quit" + Terminal.enter)
    #expect(try terminal.waitForExit() == 0)
    // One line before the first prompt: the version and where help is.
    let banner = try #require(terminal.screen.split(separator: "\n").first)
    #expect(banner.hasPrefix("NavSpec 0.1.0 REPL: "))
    #expect(banner.contains(":help"))
  }

  @Test func editingKeysChangeWhatRuns() throws {
    let folder = try scratchFolder("repl-editing")
    defer { try? FileManager.default.removeItem(at: folder) }
    let terminal = try repl(in: folder)
    try terminal.run(glassBar)

    // Ctrl-A goes to the start, Ctrl-E to the end: "double-tap Search".
    try terminal.type("tap Searc" + Terminal.control("a") + "double-" + Terminal.control("e") + "h")
    var output = try terminal.run("")
    #expect(output.contains("selectionChanged(from: Home, to: Search, cause: tap)"))
    #expect(output.contains("reselected(tab: Search, cause: tap)"))

    // Ctrl-K at the start kills the whole line.
    try terminal.type("tap Profile" + Terminal.control("a") + Terminal.control("k"))
    output = try terminal.run("tap Library")
    #expect(output.contains("selectionChanged(from: Search, to: Library, cause: tap)"))

    // Ctrl-W deletes the word before the cursor.
    try terminal.type("tap Profile Home" + Terminal.control("w"))
    output = try terminal.run("")
    #expect(output.contains("selectionChanged(from: Library, to: Profile, cause: tap)"))

    // Backspace deletes the character before the cursor.
    try terminal.type("tap Homex\u{7F}")
    output = try terminal.run("")
    #expect(output.contains("selectionChanged(from: Profile, to: Home, cause: tap)"))
  }

  @Test func tabCompletesKeywordsTitlesAndPaths() throws {
    let folder = try scratchFolder("repl-completion")
    defer { try? FileManager.default.removeItem(at: folder) }
    let terminal = try repl(in: folder)
    try terminal.run(glassBar)

    // Ambiguous: the candidates are listed, then the prompt and the line are drawn again.
    try terminal.type("ta\t")
    let listing = try terminal.wait(for: "[0.000s]› ta")
    let offered = Set(listing.split(whereSeparator: \.isWhitespace).map(String.init))
    #expect(offered.isSuperset(of: ["tap", "tab", "tabbar"]))
    try terminal.type(Terminal.control("u"))

    // Unique: completed in place, and what runs is the completed line.
    try terminal.type("tap Li\t")
    try terminal.wait(for: "brary")
    let output = try terminal.run("", thenPrompt: "[0.050s]› ")
    #expect(output.contains("selectionChanged(from: Home, to: Library, cause: tap)"))

    // State paths, one segment at a time.
    try terminal.type("expect pill.\t")
    let paths = try terminal.wait(for: "[0.050s]› expect pill.")
    #expect(paths.contains("offset"))
    #expect(paths.contains("scale"))
    try terminal.type("off\t")
    try terminal.wait(for: "offset ")
    try terminal.type(Terminal.control("u"))
    try terminal.type(":quit" + Terminal.enter)
    #expect(try terminal.waitForExit() == 0)
  }

  @Test func ctrlCAbandonsTheLineAndTheSessionGoesOn() throws {
    let folder = try scratchFolder("repl-interrupt")
    defer { try? FileManager.default.removeItem(at: folder) }
    let terminal = try repl(in: folder)
    try terminal.run(glassBar)
    // Ctrl-C only once the editor has echoed the keys: the terminal discards input it has not
    // delivered yet when it raises SIGINT, so keys and Ctrl-C in one write would race.
    try terminal.type("tap Prof")
    try terminal.wait(for: "tap Prof")
    try terminal.type(Terminal.control("c"))
    try terminal.wait(for: "[0.000s]› ")
    let output = try terminal.run("tap Search", thenPrompt: "[0.050s]› ")
    #expect(output.contains("selectionChanged(from: Home, to: Search, cause: tap)"))
    #expect(!output.contains("Prof"))
    try terminal.type(Terminal.control("d"))
    #expect(try terminal.waitForExit() == 0)
  }

  @Test func ctrlDOnAnEmptyLineExitsZero() throws {
    let folder = try scratchFolder("repl-eof")
    defer { try? FileManager.default.removeItem(at: folder) }
    let terminal = try repl(in: folder)
    try terminal.type(Terminal.control("d"))
    #expect(try terminal.waitForExit() == 0)
  }

  @Test func historyCarriesOverToTheNextSession() throws {
    let folder = try scratchFolder("repl-history")
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = try repl(in: folder)
    try first.run(glassBar)
    try first.run("tap Profile")
    try first.type(Terminal.control("d"))
    #expect(try first.waitForExit() == 0)
    let saved = try String(
      contentsOf: folder.appendingPathComponent("history"), encoding: .utf8)
    #expect(saved == glassBar + "\ntap Profile\n")

    // Up recalls the previous session's lines, newest first.
    let second = try repl(in: folder)
    try second.type(Terminal.up + Terminal.up)
    try second.run("")  // the tab bar
    try second.type(Terminal.up + Terminal.up)
    var output = try second.run("", thenPrompt: "[0.050s]› ")
    #expect(output.contains("selectionChanged(from: Home, to: Profile, cause: tap)"))

    // Ctrl-R searches the history backwards for what is typed.
    try second.run("tap Library", thenPrompt: "[0.100s]› ")
    try second.type(Terminal.control("r") + "Prof")
    // A prompt that says what is going on, not libedit's bare `bck:`.
    try second.wait(for: "(reverse-i-search)`Prof': tap Profile")
    output = try second.run("", thenPrompt: "[0.150s]› ")
    #expect(output.contains("selectionChanged(from: Library, to: Profile, cause: tap)"))
    #expect(!second.screen.contains("bck:"))

    // Ctrl-R again goes further back; a query that matches nothing says so; Ctrl-G gives up.
    try second.type(Terminal.control("r") + "tap")
    try second.wait(for: "(reverse-i-search)`tap': tap Profile")
    try second.type(Terminal.control("r"))
    try second.wait(for: "(reverse-i-search)`tap': tap Library")
    try second.type("zz")
    try second.wait(for: "(failed reverse-i-search)`tapzz': tap Library")
    try second.type(Terminal.control("g"))
    try second.wait(for: "[0.150s]› ")
    try second.type(Terminal.control("d"))
    #expect(try second.waitForExit() == 0)
  }

  @Test func renderAndSaveWriteAScenarioThatPasses() throws {
    let folder = try scratchFolder("repl-save")
    defer { try? FileManager.default.removeItem(at: folder) }
    let terminal = try repl(in: folder)
    try terminal.run(glassBar)
    try terminal.run("tap Library")
    try terminal.run("expect selection == Library")
    let render = try terminal.run(":render")
    for title in ["Home", "Search", "Library", "Profile"] {
      #expect(render.contains(title), "missing \(title) in :render")
    }
    try terminal.run(":save saved.scenario")
    try terminal.type(":quit" + Terminal.enter)
    #expect(try terminal.waitForExit() == 0)

    let outcome = try navspec(["run", "saved.scenario"], in: folder)
    #expect(outcome.status == 0, "\(outcome.stdout)")
    #expect(outcome.lastLine == "1 passed, 0 failed, 0 skipped")
  }

  @Test func fileNamesCompleteAndEnterStepsThroughALoadedFile() throws {
    let folder = try scratchFolder("repl-load")
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("\(glassBar)\ntap Library\nexpect selection == Library\n".utf8)
      .write(to: folder.appendingPathComponent("steps.scenario"))
    let terminal = try repl(in: folder)
    // Tab completes the file name; an empty line (Enter) runs the next step.
    try terminal.type(":load st\t")
    try terminal.wait(for: "eps.scenario ")
    try terminal.run("--step", thenPrompt: "[0.000s]› ")
    try terminal.run("", thenPrompt: "[0.000s]› ")
    let output = try terminal.run("", thenPrompt: "[0.050s]› ")
    #expect(output.contains("selectionChanged(from: Home, to: Library, cause: tap)"))
    try terminal.type(Terminal.control("d"))
    #expect(try terminal.waitForExit() == 0)
  }

  @Test func utf8TitlesSurviveEditingCompletionAndHistory() throws {
    let folder = try scratchFolder("repl-utf8")
    defer { try? FileManager.default.removeItem(at: folder) }
    let terminal = try repl(in: folder)
    try terminal.run("tabbar glass Café 日本")
    var output = try terminal.run("tap 日本", thenPrompt: "[0.050s]› ")
    #expect(output.contains("selectionChanged(from: Café, to: 日本, cause: tap)"))

    // Backspace removes one character, however many bytes it takes.
    try terminal.type("tap Caféx\u{7F}")
    output = try terminal.run("", thenPrompt: "[0.100s]› ")
    #expect(output.contains("selectionChanged(from: 日本, to: Café, cause: tap)"))

    try terminal.type("tap 日\t")
    try terminal.wait(for: "本")
    output = try terminal.run("", thenPrompt: "[0.150s]› ")
    #expect(output.contains("selectionChanged(from: Café, to: 日本, cause: tap)"))

    // Up recalls it intact.
    try terminal.type(Terminal.up + Terminal.up)
    output = try terminal.run("", thenPrompt: "[0.200s]› ")
    #expect(output.contains("selectionChanged(from: 日本, to: Café, cause: tap)"))
    try terminal.type(Terminal.control("d"))
    #expect(try terminal.waitForExit() == 0)
    let saved = try String(contentsOf: folder.appendingPathComponent("history"), encoding: .utf8)
    #expect(saved.contains("tap 日本\n"))
    #expect(saved.contains("tap Café\n"))
  }

  @Test func aResizedTerminalStillEditsAndRenders() throws {
    let folder = try scratchFolder("repl-resize")
    defer { try? FileManager.default.removeItem(at: folder) }
    let terminal = try repl(in: folder)
    try terminal.run(glassBar)
    try terminal.run(":render")

    // In the middle of a line: the line survives.
    try terminal.type("tap Sea")
    terminal.resize(columns: 40, rows: 24)
    try terminal.type("rch")
    let output = try terminal.run("", thenPrompt: "[0.050s]› ")
    #expect(output.contains("selectionChanged(from: Home, to: Search, cause: tap)"))

    // The next render is laid out for the new width.
    let render = try terminal.run(":render")
    let lines = render.split(separator: "\n").dropFirst()  // the echoed command
    #expect(!lines.isEmpty)
    for line in lines {
      #expect(line.count <= 40, "wider than the terminal: \(line)")
    }
    #expect(render.contains("Search"))
    try terminal.type(":quit" + Terminal.enter)
    #expect(try terminal.waitForExit() == 0)
  }
}

// MARK: - Through a pipe

/// Runs `navspec repl` with `input` on a pipe as standard input.
func replThroughPipe(_ input: String, in folder: URL) throws -> Outcome {
  let stdoutURL = folder.appendingPathComponent("stdout")
  let stderrURL = folder.appendingPathComponent("stderr")
  try Data().write(to: stdoutURL)
  try Data().write(to: stderrURL)
  let stdout = try FileHandle(forWritingTo: stdoutURL)
  let stderr = try FileHandle(forWritingTo: stderrURL)
  let stdin = Pipe()

  let process = Process()
  process.executableURL = try navspecExecutable()
  process.arguments = ["repl", "--no-history"]
  process.currentDirectoryURL = folder
  process.standardInput = stdin
  process.standardOutput = stdout
  process.standardError = stderr
  try process.run()
  try stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
  try stdin.fileHandleForWriting.close()
  process.waitUntilExit()
  try stdout.close()
  try stderr.close()
  #expect(process.terminationReason == .exit)
  return Outcome(
    status: process.terminationStatus,
    stdout: String(decoding: try Data(contentsOf: stdoutURL), as: UTF8.self),
    stderr: String(decoding: try Data(contentsOf: stderrURL), as: UTF8.self))
}

@Suite struct ReplPipeTests {
  @Test func helpListsTheOptions() throws {
    let outcome = try navspec(["repl", "--help"])
    #expect(outcome.status == 0)
    for option in ["--history-file", "--no-history", "--width"] {
      #expect(outcome.stdout.contains(option), "missing \(option)")
    }
    #expect(try navspec(["--help"]).stdout.contains("repl"))
  }

  @Test func badOptionsAreUsageErrors() throws {
    #expect(try navspec(["repl", "--width", "5"]).status == 2)
    #expect(try navspec(["repl", "--no-history", "--history-file", "h"]).status == 2)
  }

  @Test func anEmptyInputExitsZero() throws {
    // Standard input is /dev/null: not a terminal, and at its end at once.
    let outcome = try navspec(["repl", "--no-history"])
    #expect(outcome.status == 0)
    #expect(outcome.stdout.isEmpty)
  }

  @Test func passingExpectationsExitZeroWithoutPrompts() throws {
    let folder = try scratchFolder("repl-pipe-pass")
    defer { try? FileManager.default.removeItem(at: folder) }
    let outcome = try replThroughPipe(
      "\(glassBar)\ntap Library\nexpect selection == Library\n", in: folder)
    #expect(outcome.status == 0, "\(outcome.stdout)")
    #expect(outcome.stdout.contains("selectionChanged(from: Home, to: Library, cause: tap)"))
    #expect(!outcome.stdout.contains("›"))
    #expect(!outcome.stdout.contains("\u{1B}"))
  }

  @Test func aFailedExpectationExitsOne() throws {
    let folder = try scratchFolder("repl-pipe-fail")
    defer { try? FileManager.default.removeItem(at: folder) }
    let outcome = try replThroughPipe(
      "\(glassBar)\ntap Library\nexpect selection == Profile\nexpect selection == Library\n",
      in: folder)
    #expect(outcome.status == 1)
    #expect(outcome.stdout.contains("Profile"))
  }

  @Test func aLineThatFailsExitsTwoEvenWhenEveryExpectationHeld() throws {
    let folder = try scratchFolder("repl-pipe-error")
    defer { try? FileManager.default.removeItem(at: folder) }
    for bad in ["tap Libary", "tapp Library", ":load missing.scenario", "help", ":nonsense"] {
      let outcome = try replThroughPipe(
        "\(glassBar)\n\(bad)\ntap Library\nexpect selection == Library\n", in: folder)
      #expect(outcome.status == 2, "\(bad)")
      // The rest of the input still ran.
      #expect(outcome.stdout.contains("✓ selection = Library"), "\(bad)")
    }
    // A failed expectation as well: the higher status wins.
    let both = try replThroughPipe(
      "\(glassBar)\nexpect selection == Profile\ntap Libary\n", in: folder)
    #expect(both.status == 2)
  }

  @Test func noBannerThroughAPipe() throws {
    let folder = try scratchFolder("repl-pipe-banner")
    defer { try? FileManager.default.removeItem(at: folder) }
    let outcome = try replThroughPipe("expect time == 0ms\n", in: folder)
    #expect(outcome.stdout == "✓ time = 0\n")
  }

  @Test func quitStopsReadingAndKeepsTheVerdict() throws {
    let folder = try scratchFolder("repl-pipe-quit")
    defer { try? FileManager.default.removeItem(at: folder) }
    let passing = try replThroughPipe(
      "\(glassBar)\n:quit\nexpect selection == Profile\n", in: folder)
    #expect(passing.status == 0)
    let failing = try replThroughPipe(
      "\(glassBar)\nexpect selection == Profile\n:quit\ntap Search\n", in: folder)
    #expect(failing.status == 1)
    #expect(!failing.stdout.contains("to: Search"))
  }
}

// MARK: - The transcript in docs/repl.md

/// Runs the session shown in docs/repl.md on a terminal and writes what the screen showed, then
/// what `navspec run` says of the saved file, to the path in NAVSPEC_TRANSCRIPT. Only then:
/// `NAVSPEC_TRANSCRIPT=/tmp/transcript.txt swift test --filter captureTheDocumentedSession`.
@Test(.enabled(if: ProcessInfo.processInfo.environment["NAVSPEC_TRANSCRIPT"] != nil))
func captureTheDocumentedSession() throws {
  let folder = try scratchFolder("repl-transcript")
  defer { try? FileManager.default.removeItem(at: folder) }
  let terminal = try repl(in: folder)
  try terminal.run(glassBar)
  try terminal.run("tab Library badge 3")
  try terminal.run("tap Library")
  try terminal.run("settle")
  try terminal.type("expect pill.\t")
  try terminal.wait(for: "› expect pill.")
  try terminal.run("offset == 185.25")
  try terminal.run(#"expect tabs[Library].a11y.value == "3 items""#)
  try terminal.run(":render")
  try terminal.run(":save library.scenario")
  try terminal.run("expect selection == Home")
  try terminal.type(":quit" + Terminal.enter)
  #expect(try terminal.waitForExit() == 0)
  let run = try navspec(["run", "library.scenario"], in: folder)
  let saved = try String(
    contentsOf: folder.appendingPathComponent("library.scenario"), encoding: .utf8)
  let text =
    terminal.screen + "\n$ navspec run library.scenario\n" + run.stdout + "\n--- library.scenario\n"
    + saved
  let path = try #require(ProcessInfo.processInfo.environment["NAVSPEC_TRANSCRIPT"])
  try Data(text.utf8).write(to: URL(fileURLWithPath: path))
}
