/// The text of one scenario file (or one REPL line), split into lines for diagnostics.
public struct SourceFile: Sendable {
  /// The path as the user gave it; diagnostics print it verbatim.
  public var path: String
  public var text: String
  public var lines: [String]

  public init(path: String, text: String) {
    self.path = path
    self.text = text
    var lines: [String] = []
    text.enumerateLinesKeepingEmpty { lines.append($0) }
    self.lines = lines
  }

  /// The text of a 1-based line, or "" past the end.
  public func line(_ number: Int) -> String {
    number >= 1 && number <= lines.count ? lines[number - 1] : ""
  }
}

extension String {
  /// Splits on "\n", "\r\n" and "\r", keeping empty lines (line numbers must match an editor's).
  ///
  /// Works on the UTF-8 bytes: CR and LF are ASCII, and no byte of a longer UTF-8 sequence is
  /// below 0x80, so a split between bytes is a split between scalars, as the reader's. Each line
  /// is one copy of its bytes (appending scalar by scalar took a twentieth of a typical
  /// scenario's time).
  fileprivate func enumerateLinesKeepingEmpty(_ body: (String) -> Void) {
    var text = self
    text.withUTF8 { bytes in
      var lineStart = 0
      var position = 0
      let cr = UInt8(ascii: "\r")
      let lf = UInt8(ascii: "\n")
      while position < bytes.count {
        let byte = bytes[position]
        if byte == lf || byte == cr {
          body(
            String(
              decoding: UnsafeBufferPointer(rebasing: bytes[lineStart..<position]), as: UTF8.self))
          position += byte == cr && position + 1 < bytes.count && bytes[position + 1] == lf ? 2 : 1
          lineStart = position
        } else {
          position += 1
        }
      }
      if lineStart < bytes.count {
        body(String(decoding: UnsafeBufferPointer(rebasing: bytes[lineStart...]), as: UTF8.self))
      }
    }
  }
}
