import CLibedit
import Foundation

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

  private let editLine: OpaquePointer
  private let history: OpaquePointer
  private var historyFile: HistoryFile?
  /// The prompt as libedit reads it: wide characters, NUL-terminated, colour sequences between
  /// `\u{1}` markers.
  private var promptBuffer: UnsafeMutablePointer<wchar_t>
  private var historyWarningShown = false
  /// The history as Ctrl-R searches it, oldest first (libedit's own list, mirrored).
  private var entries: [String] = []
  /// The prompt of the line being read, to put back after a search showed its own.
  private var linePrompt = ""
  private let historyLimit: Int

  /// - Parameters:
  ///   - programName: the name of this program in `~/.editrc` (lines for it alone start with
  ///     `programName:`).
  ///   - historyFile: where history persists; nil keeps it for this session only.
  ///   - historyLimit: the most entries kept, in memory and in the file.
  public init(
    programName: String, historyFile: URL?, historyLimit: Int = HistoryFile.defaultLimit
  ) {
    self.historyLimit = max(1, historyLimit)
    _ = navspec_use_utf8_locale()
    navspec_catch_interrupt()
    editLine = navspec_el_init(programName)
    history = history_winit()
    self.historyFile = historyFile.map { HistoryFile(url: $0, limit: historyLimit) }
    promptBuffer = .allocate(capacity: 1)
    promptBuffer.initialize(to: 0)

    navspec_history_set_size(history, Int32(clamping: max(1, historyLimit)))
    navspec_history_set_unique(history, 1)
    // A REPL killed while saving the history left a temporary file; this one removes it.
    self.historyFile?.removeStaleTemporaryFiles()
    for entry in self.historyFile?.load() ?? [] {
      Self.withWide(entry) { _ = navspec_history_enter(history, $0) }
      if entries.last != entry { entries.append(entry) }
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
    el_source(editLine, nil)
  }

  deinit {
    el_end(editLine)  // Restores the terminal's settings.
    history_wend(history)
    promptBuffer.deallocate()
  }

  /// Shows `prompt` and reads one edited line. Lines that are not blank go into the history
  /// (a line equal to the previous entry is not added again) and into the history file.
  public func readLine(prompt: String) -> ReadResult {
    linePrompt = prompt
    setPrompt(prompt)
    var count: Int32 = 0
    guard let wide = el_wgets(editLine, &count), count > 0 else {
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
      FileHandle.standardError.write(Data("warning: history not saved: \(error)\n".utf8))
    }
  }

  // MARK: Prompt

  private func setPrompt(_ prompt: String) {
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

  // MARK: Reverse search

  /// What Ctrl-R shows while searching, as bash and readline show it:
  /// ``(reverse-i-search)`Prof': tap Profile``. libedit's own incremental search shows a bare
  /// `bck:` after the line, which says nothing to someone who has not read its source.
  static func searchPrompt(_ query: String, found: Bool) -> String {
    (found ? "(reverse-i-search)`" : "(failed reverse-i-search)`") + query + "': "
  }

  /// The newest entry at or before `index` that contains `query`.
  static func search(_ query: String, in entries: [String], from index: Int) -> Int? {
    guard !entries.isEmpty, index >= 0 else { return nil }
    return stride(from: min(index, entries.count - 1), through: 0, by: -1).first {
      query.isEmpty || entries[$0].contains(query)
    }
  }

  /// Ctrl-R: typed characters narrow the search, Ctrl-R again finds an older match, Backspace
  /// widens it, Enter runs the line found, Ctrl-G or Ctrl-C puts the line back as it was, and
  /// any other key (an arrow, Ctrl-A, …) keeps the line found for editing and does its job.
  private func reverseSearch() -> UInt8 {
    guard let info = el_wline(editLine)?.pointee else { return UInt8(CC_ERROR) }
    let original = Self.string(info.buffer, count: info.lastchar - info.buffer)
    let originalCursor = info.cursor - info.buffer
    var query = ""
    var found: Int?
    var failed = false

    func show() {
      setPrompt(Self.searchPrompt(query, found: !failed))
      if let found {
        let entry = entries[found]
        let start = query.isEmpty ? nil : entry.range(of: query)?.lowerBound
        replaceLine(
          with: entry,
          cursor: start.map { entry[..<$0].unicodeScalars.count }
            ?? entry.unicodeScalars.count)
      } else {
        replaceLine(with: original, cursor: originalCursor)
      }
      _ = navspec_el_refresh(editLine)
    }
    func finish(keeping: Bool) {
      if !keeping { replaceLine(with: original, cursor: originalCursor) }
      setPrompt(linePrompt)
      _ = navspec_el_refresh(editLine)
    }

    show()
    while true {
      var key: wchar_t = 0
      guard el_wgetc(editLine, &key) == 1 else {
        // The end of input or Ctrl-C: the search is abandoned, the line kept as it was.
        finish(keeping: false)
        return UInt8(CC_REFRESH)
      }
      let scalar = Unicode.Scalar(UInt32(bitPattern: key)) ?? "\u{FFFD}"
      switch scalar {
      case "\r", "\n":
        finish(keeping: true)
        return UInt8(CC_NEWLINE)
      case "\u{7}":  // Ctrl-G
        finish(keeping: false)
        return UInt8(CC_REFRESH)
      case "\u{12}":  // Ctrl-R: the next older match
        if let current = found, let older = Self.search(query, in: entries, from: current - 1) {
          found = older
        } else if !entries.isEmpty {
          failed = true
        }
      case "\u{7F}", "\u{8}":  // Backspace
        if !query.isEmpty { query.removeLast() }
        found = Self.search(query, in: entries, from: entries.count - 1)
        failed = found == nil && !query.isEmpty
      default:
        guard scalar.properties.generalCategory != .control else {
          finish(keeping: true)
          var pushed = [key, 0]
          pushed.withUnsafeMutableBufferPointer { el_wpush(editLine, $0.baseAddress!) }
          return UInt8(CC_REFRESH)
        }
        query.unicodeScalars.append(scalar)
        if let match = Self.search(query, in: entries, from: found ?? entries.count - 1) {
          found = match
          failed = false
        } else {
          failed = true
        }
      }
      show()
    }
  }

  /// Replaces the whole line being edited, with the cursor `cursor` characters from its start.
  private func replaceLine(with text: String, cursor: Int) {
    guard let info = el_wline(editLine)?.pointee else { return }
    let length = info.lastchar - info.buffer
    let position = info.cursor - info.buffer
    _ = el_cursor(editLine, Int32(length - position))
    el_deletestr(editLine, Int32(length))
    Self.withWide(text) { _ = el_winsertstr(editLine, $0) }
    _ = el_cursor(editLine, Int32(cursor - text.unicodeScalars.count))
  }

  // MARK: Completion

  private func completeAtCursor() -> UInt8 {
    guard let complete, let info = el_wline(editLine)?.pointee else {
      return UInt8(CC_REFRESH_BEEP)
    }
    let before = Self.string(info.buffer, count: info.cursor - info.buffer)
    let after = Self.string(info.cursor, count: info.lastchar - info.cursor)
    let cursor = before.count
    let (replaceFrom, candidates) = complete(before + after, cursor)
    guard !candidates.isEmpty else { return UInt8(CC_REFRESH_BEEP) }
    let typed = String(before.dropFirst(min(max(0, replaceFrom), cursor)))

    var insertion: String
    if candidates.count == 1 {
      insertion = candidates[0]
      if let last = insertion.last, !"./[(".contains(last) { insertion += " " }
    } else {
      insertion = Self.commonPrefix(candidates)
      // Never take back what was typed: only a longer prefix is inserted.
      if !insertion.hasPrefix(typed) { insertion = typed }
    }
    if insertion != typed {
      el_deletestr(editLine, Int32(typed.unicodeScalars.count))
      Self.withWide(insertion) { _ = el_winsertstr(editLine, $0) }
      return UInt8(CC_REFRESH)
    }
    guard candidates.count > 1 else { return UInt8(CC_REFRESH) }
    list(candidates)
    return UInt8(CC_REDISPLAY)
  }

  /// Prints candidates in columns under the line; libedit then draws the prompt and line again.
  private func list(_ candidates: [String]) {
    let width = Self.terminalColumns() ?? 80
    let widths = candidates.map(Self.displayWidth)
    let columnWidth = (widths.max() ?? 0) + 2
    let perRow = max(1, (width + 2) / columnWidth)
    var text = "\n"
    for (index, candidate) in candidates.enumerated() {
      let endOfRow = index % perRow == perRow - 1 || index == candidates.count - 1
      text += candidate
      text += endOfRow ? "\n" : String(repeating: " ", count: columnWidth - widths[index])
    }
    fflush(nil)
    Self.write(text)
  }

  static func commonPrefix(_ candidates: [String]) -> String {
    guard var prefix = candidates.first.map(Array.init) else { return "" }
    for candidate in candidates.dropFirst() {
      let characters = Array(candidate)
      var length = 0
      while length < min(prefix.count, characters.count), prefix[length] == characters[length] {
        length += 1
      }
      prefix.removeSubrange(length...)
    }
    return String(prefix)
  }

  /// Terminal columns a candidate takes (East Asian wide characters take two).
  private static func displayWidth(_ text: String) -> Int {
    let width = withWide(text) { navspec_display_width($0) }
    return width >= 0 ? Int(width) : text.count
  }

  // MARK: Helpers

  private static func editor(of editLine: OpaquePointer) -> LineEditor? {
    guard let data = navspec_el_client_data(editLine) else { return nil }
    return Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue()
  }

  /// Calls `body` with `text` as a NUL-terminated wide string.
  private static func withWide<Result>(
    _ text: String, _ body: (UnsafePointer<wchar_t>) -> Result
  ) -> Result {
    var wide = text.unicodeScalars.map { wchar_t(bitPattern: $0.value) }
    wide.append(0)
    return wide.withUnsafeBufferPointer { body($0.baseAddress!) }
  }

  private static func string(_ wide: UnsafePointer<wchar_t>, count: Int) -> String {
    var scalars = String.UnicodeScalarView()
    for index in 0..<max(0, count) {
      scalars.append(Unicode.Scalar(UInt32(bitPattern: wide[index])) ?? "\u{FFFD}")
    }
    return String(scalars)
  }

  private static func write(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }
}
