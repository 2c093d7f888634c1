import CLibedit
import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// Tab: completing the word at the cursor, and listing the candidates when there are several.

extension LineEditor {
  func completeAtCursor() -> UInt8 {
    guard let complete, let info = navspec_el_wline(editLine)?.pointee else {
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
      navspec_el_deletestr(editLine, Int32(typed.unicodeScalars.count))
      Self.withWide(insertion) { _ = navspec_el_winsertstr(editLine, $0) }
      return UInt8(CC_REFRESH)
    }
    guard candidates.count > 1 else { return UInt8(CC_REFRESH) }
    list(candidates)
    return UInt8(CC_REDISPLAY)
  }

  /// Prints candidates in columns under the line; libedit then draws the prompt and line again.
  func list(_ candidates: [String]) {
    let text = Self.columns(
      candidates, width: Self.terminalColumns() ?? 80, displayWidth: displayWidth)
    fflush(nil)
    Self.write(text)
  }

  /// `candidates` laid out in columns `width` terminal columns wide, each padded to the widest,
  /// as measured by `displayWidth`.
  static func columns(_ candidates: [String], width: Int, displayWidth: (String) -> Int)
    -> String
  {
    let widths = candidates.map(displayWidth)
    let columnWidth = (widths.max() ?? 0) + 2
    let perRow = max(1, (width + 2) / columnWidth)
    var text = "\n"
    for (index, candidate) in candidates.enumerated() {
      let endOfRow = index % perRow == perRow - 1 || index == candidates.count - 1
      text += candidate
      text += endOfRow ? "\n" : String(repeating: " ", count: columnWidth - widths[index])
    }
    return text
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
}
