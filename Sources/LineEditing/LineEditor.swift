import CLibedit
import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Interactive line editing on a terminal, backed by the system's libedit: Emacs key bindings,
/// history (Up/Down, Ctrl-R incremental search) saved to a `HistoryFile`, Tab completion through
/// `complete`, Ctrl-C to abandon a line, Ctrl-D to end. Every libedit call of the project lives
/// in this type, and no C type leaves it.
///
/// Use it only when standard input is a terminal; it reads standard input and draws on standard
/// output. One editor at a time per process (libedit's signal handling is process-wide).
public final class LineEditor {
  public enum ReadResult: Hashable, Sendable {
    /// A line, without its line break.
    case line(String)
    /// Ctrl-C: the line was abandoned; the caller carries on with a fresh prompt.
    case interrupted
    /// Ctrl-D on an empty line, or the terminal went away.
    case endOfFile
  }

  /// Completion for Tab. Given the whole line and the cursor (both in Characters), returns where
  /// the text being completed starts (a Character offset, at most `cursor`) and the candidates
  /// that may replace the text from there to the cursor.
  ///
  /// One candidate replaces that text, followed by a space unless it ends with `.`, `/`, `[` or
  /// `(` (a path, a folder or an argument list to go on with). Several insert their longest
  /// common prefix; when that adds nothing they are listed under the line, which is then drawn
  /// again. None beeps.
  public typealias Completer = (_ line: String, _ cursor: Int) -> (
    replaceFrom: Int, candidates: [String]
  )

  public var complete: Completer?

  let editLine: OpaquePointer
  private let history: OpaquePointer
  private var historyFile: HistoryFile?
  /// The prompt as libedit reads it: wide characters, NUL-terminated, colour sequences between
  /// `\u{1}` markers.
  private var promptBuffer: UnsafeMutablePointer<wchar_t>
  private var historyWarningShown = false
  /// The history as Ctrl-R searches it, oldest first (libedit's own list, mirrored).
  var entries: [String] = []
  /// The prompt of the line being read, to put back after a search showed its own.
  var linePrompt = ""
  private let historyLimit: Int
  /// Terminal columns a text takes, for laying out completion candidates: the project's own
  /// table (`DisplayWidth`), which the REPL's pictures and the diagnostics' carets use too, given
  /// by the caller since this module knows nothing of the language.
  let displayWidth: (String) -> Int

  /// - Parameters:
  ///   - programName: the name of this program in `~/.editrc` (lines for it alone start with
  ///     `programName:`).
  ///   - historyFile: where history persists; nil keeps it for this session only.
  ///   - historyLimit: the most entries kept, in memory and in the file.
  ///   - displayWidth: the terminal columns a text takes.
  ///
  /// Nil when libedit cannot be loaded (it is opened here, on first use, not linked: CLibedit).
  public init?(
    programName: String, historyFile: URL?, historyLimit: Int = HistoryFile.defaultLimit,
    displayWidth: @escaping (String) -> Int
  ) {
    guard navspec_libedit_available() != 0 else { return nil }
    self.historyLimit = max(1, historyLimit)
    self.displayWidth = displayWidth
    _ = navspec_use_utf8_locale()
    navspec_catch_interrupt()
    editLine = navspec_el_init(programName)
    history = navspec_history_winit()
    self.historyFile = historyFile.map { HistoryFile(url: $0, limit: historyLimit) }
    promptBuffer = .allocate(capacity: 1)
    promptBuffer.initialize(to: 0)

    navspec_history_set_size(history, Int32(clamping: max(1, historyLimit)))
    navspec_history_set_unique(history, 1)
    // A REPL killed while saving the history left a temporary file; this one removes it.
    self.historyFile?.removeStaleTemporaryFiles()
    let (saved, problem) = self.historyFile?.readEntries() ?? ([], nil)
    for entry in saved {
      Self.withWide(entry) { _ = navspec_history_enter(history, $0) }
      if entries.last != entry { entries.append(entry) }
    }
    if let problem {
      // Said once, and the session keeps its history in memory only: nothing is written
      // to a device or a pipe.
      Self.write("warning: history not read: \(problem)\n", to: STDERR_FILENO)
      self.historyFile = nil
    }

    navspec_el_set_client_data(editLine, Unmanaged.passUnretained(self).toOpaque())
    Self.withWide("emacs") { _ = navspec_el_set_editor(editLine, $0) }
    navspec_el_set_signal(editLine, 1)
    navspec_el_set_read_function(editLine)
    navspec_el_set_history(editLine, history)
    navspec_el_set_prompt(
      editLine,
      { editLine in
        guard let editLine, let editor = LineEditor.editor(of: editLine) else { return nil }
        return editor.promptBuffer
      }, wchar_t(1))
    Self.withWide("navspec-reverse-search") { name in
      Self.withWide("Search the history backwards as you type") { help in
        _ = navspec_el_add_function(
          editLine, name, help,
          { editLine, _ in
            guard let editLine, let editor = LineEditor.editor(of: editLine) else {
              return UInt8(CC_ERROR)
            }
            return editor.reverseSearch()
          })
      }
    }
    Self.withWide("navspec-complete") { name in
      Self.withWide("Complete the word at the cursor") { help in
        _ = navspec_el_add_function(
          editLine, name, help,
          { editLine, _ in
            guard let editLine, let editor = LineEditor.editor(of: editLine) else {
              return UInt8(CC_ERROR)
            }
            return editor.completeAtCursor()
          })
      }
    }
    // libedit's Emacs map, plus what users expect from bash: Ctrl-W deletes the word before
    // the cursor, Ctrl-R searches history backwards, Ctrl-Left/Right move by words.
    for (keys, command) in [
      ("^I", "navspec-complete"),
      ("^W", "ed-delete-prev-word"),
      ("^R", "navspec-reverse-search"),
      ("\\e[1;5D", "ed-prev-word"),
      ("\\e[1;5C", "em-next-word"),
    ] {
      Self.withWide(keys) { keys in
        Self.withWide(command) { command in _ = navspec_el_bind(editLine, keys, command) }
      }
    }
    // Last, so the user's own settings ($EDITRC or ~/.editrc, e.g. `bind -v`) win.
    navspec_el_source(editLine)
  }

  deinit {
    navspec_el_end(editLine)  // Restores the terminal's settings.
    navspec_history_wend(history)
    promptBuffer.deallocate()
  }

  /// Shows `prompt` and reads one edited line. Lines that are not blank go into the history
  /// (a line equal to the previous entry is not added again) and into the history file.
  public func readLine(prompt: String) -> ReadResult {
    linePrompt = prompt
    setPrompt(prompt)
    var count: Int32 = 0
    guard let wide = navspec_el_wgets(editLine, &count), count > 0 else {
      let interrupted = count == -1 && errno == EINTR
      // The cursor is still on the abandoned line: start the next output on a fresh one.
      Self.write("\n")
      return interrupted ? .interrupted : .endOfFile
    }
    var line = Self.string(wide, count: Int(count))
    if line.hasSuffix("\n") { line.removeLast() }
    if !line.allSatisfy(\.isWhitespace) { remember(line) }
    return .line(line)
  }

  /// The number of columns of the terminal on standard output (or input); nil when neither is
  /// a terminal that says.
  public static func terminalColumns() -> Int? {
    for descriptor: Int32 in [1, 0] {
      let columns = navspec_terminal_columns(descriptor)
      if columns > 0 { return Int(columns) }
    }
    return nil
  }

  // MARK: History

  private func remember(_ typed: String) {
    // Trailing blanks (such as the space completion adds) would only make near-duplicates.
    var line = typed
    while line.last?.isWhitespace == true { line.removeLast() }
    Self.withWide(line) { _ = navspec_history_enter(history, $0) }
    if entries.last != line { entries.append(line) }
    // Like libedit's list, the mirror keeps the newest `historyLimit` (trimmed in batches, so
    // trimming costs nothing per line).
    if entries.count > 2 * historyLimit { entries.removeFirst(entries.count - historyLimit) }
    guard historyFile != nil else { return }
    do {
      try historyFile?.append([line])
    } catch {
      guard !historyWarningShown else { return }
      historyWarningShown = true
      Self.write("warning: history not saved: \(error)\n", to: STDERR_FILENO)
    }
  }

  // MARK: Prompt

  func setPrompt(_ prompt: String) {
    var scalars = Array(Self.markingEscapeSequences(prompt).unicodeScalars).map {
      wchar_t(bitPattern: $0.value)
    }
    scalars.append(0)
    promptBuffer.deallocate()
    promptBuffer = .allocate(capacity: scalars.count)
    promptBuffer.initialize(from: scalars, count: scalars.count)
  }

  /// Wraps each ANSI escape sequence (`ESC [ … final`) in `\u{1}` markers, so libedit prints it
  /// but does not count it as taking room on the line.
  static func markingEscapeSequences(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    var scalars = text.unicodeScalars[...]
    while let scalar = scalars.popFirst() {
      guard scalar == "\u{1B}" else {
        if scalar != "\u{1}" { result.append(scalar) }
        continue
      }
      result.append("\u{1}")
      result.append(scalar)
      if scalars.first == "[" {
        result.append(scalars.removeFirst())
        // Parameters and intermediates, up to the final byte (0x40–0x7E).
        while let next = scalars.popFirst() {
          result.append(next)
          if (0x40...0x7E).contains(next.value) { break }
        }
      } else if let next = scalars.popFirst() {
        result.append(next)
      }
      result.append("\u{1}")
    }
    return String(result)
  }

  // MARK: Helpers

  static func editor(of editLine: OpaquePointer) -> LineEditor? {
    guard let data = navspec_el_client_data(editLine) else { return nil }
    return Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue()
  }

  /// Calls `body` with `text` as a NUL-terminated wide string.
  static func withWide<Result>(
    _ text: String, _ body: (UnsafePointer<wchar_t>) -> Result
  ) -> Result {
    var wide = text.unicodeScalars.map { wchar_t(bitPattern: $0.value) }
    wide.append(0)
    return wide.withUnsafeBufferPointer { body($0.baseAddress!) }
  }

  static func string(_ wide: UnsafePointer<wchar_t>, count: Int) -> String {
    var scalars = String.UnicodeScalarView()
    for index in 0..<max(0, count) {
      scalars.append(Unicode.Scalar(UInt32(bitPattern: wide[index])) ?? "\u{FFFD}")
    }
    return String(scalars)
  }

  /// Writes all of `text` to `descriptor` (standard output by default), retrying short writes;
  /// a closed terminal drops the rest silently, as the REPL has nowhere left to say so.
  static func write(_ text: String, to descriptor: Int32 = STDOUT_FILENO) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { return }
      bytes = bytes.dropFirst(written)
    }
  }
}
