import CLibedit
import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// Ctrl-R: searching the history backwards as bash and readline do.

extension LineEditor {
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
  func reverseSearch() -> UInt8 {
    guard let info = navspec_el_wline(editLine)?.pointee else { return UInt8(CC_ERROR) }
    let original = Self.string(info.buffer, count: info.lastchar - info.buffer)
    let originalCursor = info.cursor - info.buffer
    var query = ""
    var found: Int?
    var failed = false
    // The prompt on the screen now: a refresh with another one redraws the whole line.
    var shownPrompt = linePrompt

    /// Puts the terminal's cursor where the prompt starts and clears from there, before a
    /// refresh that draws a new prompt: libedit's refresh forgets what it drew and draws the
    /// prompt and the line again from wherever the cursor is, which left the new prompt in the
    /// middle of the old line.
    func rewind() {
      guard let info = navspec_el_wline(editLine)?.pointee else { return }
      let before = Self.string(info.buffer, count: info.cursor - info.buffer)
      let offset = displayWidth(Self.visible(shownPrompt)) + displayWidth(before)
      let rows = offset / max(1, Self.terminalColumns() ?? 80)
      fflush(nil)
      Self.write("\r" + (rows > 0 ? "\u{1B}[\(rows)A" : "") + "\u{1B}[J")
    }
    func prompt(_ text: String) {
      rewind()
      shownPrompt = text
      setPrompt(text)
    }

    func show() {
      prompt(Self.searchPrompt(query, found: !failed))
      if let found {
        let entry = entries[found]
        let start = query.isEmpty ? nil : entry.firstRange(of: query)?.lowerBound
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
      prompt(linePrompt)
      if !keeping { replaceLine(with: original, cursor: originalCursor) }
      _ = navspec_el_refresh(editLine)
    }
    /// Hands `key` back to libedit, to do what it does outside a search.
    func push(_ key: wchar_t) -> UInt8 {
      var pushed = [key, 0]
      pushed.withUnsafeMutableBufferPointer { navspec_el_wpush(editLine, $0.baseAddress!) }
      return UInt8(CC_REFRESH)
    }

    show()
    while true {
      var key: wchar_t = 0
      guard navspec_el_wgetc(editLine, &key) == 1 else {
        // The end of input or Ctrl-C: the search is abandoned, the line kept as it was.
        finish(keeping: false)
        return UInt8(CC_REFRESH)
      }
      let scalar = Unicode.Scalar(UInt32(bitPattern: key)) ?? "\u{FFFD}"
      switch scalar {
      case "\r", "\n":
        // libedit's own Enter moves below the line and ends it, as for a line typed out.
        finish(keeping: true)
        return push(key)
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
          return push(key)
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

  /// `prompt` as it shows: without its escape sequences (colours), which take no column.
  static func visible(_ prompt: String) -> String {
    var out = ""
    var inEscape = false
    for scalar in prompt.unicodeScalars {
      if inEscape {
        if (0x40...0x7E).contains(scalar.value) && scalar != "[" { inEscape = false }
      } else if scalar == "\u{1B}" {
        inEscape = true
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// Replaces the whole line being edited, with the cursor `cursor` characters from its start.
  func replaceLine(with text: String, cursor: Int) {
    guard let info = navspec_el_wline(editLine)?.pointee else { return }
    let length = info.lastchar - info.buffer
    let position = info.cursor - info.buffer
    _ = navspec_el_cursor(editLine, Int32(length - position))
    navspec_el_deletestr(editLine, Int32(length))
    Self.withWide(text) { _ = navspec_el_winsertstr(editLine, $0) }
    _ = navspec_el_cursor(editLine, Int32(cursor - text.unicodeScalars.count))
  }
}
