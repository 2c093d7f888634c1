/// The text of one scenario file (or one REPL line), split into lines for diagnostics.
///
/// The lines are kept as where each starts and ends in the text's UTF-8, 8 bytes a line, and cut
/// out when asked for: a String per line would cost more than the line itself for the long
/// scripts a recorder writes (a `+1ms touch move (120.5, 812)` line is 30 bytes, its String 64
/// more). `lines` still reads and writes as an array; a REPL that appends to it gets one.
public struct SourceFile: Sendable {
  /// The path as the user gave it; diagnostics print it verbatim.
  public var path: String
  public var text: String
  /// The text `lineStarts` and `lineEnds` index, as it was split (`text` may change later;
  /// `lines` does not follow it).
  let splitText: String
  /// Where each line starts in `splitText.utf8`, and where it ends before its line break.
  let lineStarts: [UInt32]
  let lineEnds: [UInt32]
  /// The lines once `lines` has been written to (the REPL appends a line at a time).
  private var editedLines: [String]?

  public init(path: String, text: String) {
    self.path = path
    self.text = text
    self.splitText = text
    var starts: [UInt32] = []
    var ends: [UInt32] = []
    if text.utf8.count < Int(UInt32.max) {
      text.enumerateLineBoundsKeepingEmpty { start, end in
        starts.append(UInt32(truncatingIfNeeded: start))
        ends.append(UInt32(truncatingIfNeeded: end))
      }
      self.editedLines = nil
    } else {
      var lines: [String] = []
      text.enumerateLineBoundsKeepingEmpty { start, end in
        lines.append(Self.cut(text, from: start, to: end))
      }
      self.editedLines = lines
    }
    self.lineStarts = starts
    self.lineEnds = ends
  }

  /// Every line, without its line break.
  public var lines: [String] {
    get { editedLines ?? (0..<lineStarts.count).map(splitLine) }
    _modify {
      if editedLines == nil { editedLines = (0..<lineStarts.count).map(splitLine) }
      yield &editedLines!
    }
  }

  /// How many lines there are.
  public var lineCount: Int { editedLines?.count ?? lineStarts.count }

  /// The text of a 1-based line, or "" past the end.
  public func line(_ number: Int) -> String {
    guard number >= 1 && number <= lineCount else { return "" }
    if let editedLines { return editedLines[number - 1] }
    return splitLine(number - 1)
  }

  /// Where a 1-based line is in `splitText.utf8`; nil once the lines were edited (they may
  /// no longer be in it) or past the end.
  func byteRange(ofLine number: Int) -> Range<Int>? {
    guard editedLines == nil, number >= 1, number <= lineStarts.count else { return nil }
    return Int(lineStarts[number - 1])..<Int(lineEnds[number - 1])
  }

  private func splitLine(_ index: Int) -> String {
    Self.cut(splitText, from: Int(lineStarts[index]), to: Int(lineEnds[index]))
  }

  /// The text of `text.utf8[start..<end]`, which starts and ends at line boundaries.
  static func cut(_ text: String, from start: Int, to end: Int) -> String {
    String(slice(text, from: start, to: end))
  }

  /// `text.utf8[start..<end]`, which starts and ends between characters, without copying it.
  static func slice(_ text: String, from start: Int, to end: Int) -> Substring {
    let utf8 = text.utf8
    let lower = utf8.index(utf8.startIndex, offsetBy: start)
    let upper = utf8.index(lower, offsetBy: end - start)
    return Substring(utf8[lower..<upper])
  }
}

extension String {
  /// Splits on "\n", "\r\n" and "\r", keeping empty lines (line numbers must match an editor's):
  /// each line's start and end (before its break) as offsets in the UTF-8.
  ///
  /// Works on the bytes: CR and LF are ASCII, and no byte of a longer UTF-8 sequence is below
  /// 0x80, so a split between bytes is a split between scalars, as the reader's.
  fileprivate func enumerateLineBoundsKeepingEmpty(_ body: (Int, Int) -> Void) {
    var text = self
    text.withUTF8 { bytes in
      var lineStart = 0
      var position = 0
      let cr = UInt8(ascii: "\r")
      let lf = UInt8(ascii: "\n")
      while position < bytes.count {
        let byte = bytes[position]
        if byte == lf || byte == cr {
          body(lineStart, position)
          position += byte == cr && position + 1 < bytes.count && bytes[position + 1] == lf ? 2 : 1
          lineStart = position
        } else {
          position += 1
        }
      }
      if lineStart < bytes.count { body(lineStart, bytes.count) }
    }
  }
}
