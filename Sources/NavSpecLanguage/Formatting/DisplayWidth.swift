/// How many columns a character takes in a monospaced display: East Asian wide characters and
/// emoji take two, combining marks and controls none. Diagnostics use it to put the caret under
/// the right character; the REPL uses it to lay out its pictures, and the line editor to lay out
/// completion candidates: one table for every layout.
public enum DisplayWidth {
  public static func columns(of text: some StringProtocol) -> Int {
    text.reduce(0) { $0 + columns(of: $1) }
  }

  public static func columns(of character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if scalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
    if first.properties.isEmojiPresentation { return 2 }
    if isWide(first.value) { return 2 }
    switch first.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: return 0
    default: return 1
    }
  }

  /// The East Asian Wide and Fullwidth blocks (Unicode UAX #11), and the emoji blocks.
  static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
      0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF,
      0x20000...0x2FFFD, 0x30000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}
