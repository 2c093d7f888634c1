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
  fileprivate func enumerateLinesKeepingEmpty(_ body: (String) -> Void) {
    var current = ""
    var previousWasCR = false
    for scalar in unicodeScalars {
      if scalar == "\n" {
        if !previousWasCR { body(current) }
        current = ""
        previousWasCR = false
      } else if scalar == "\r" {
        body(current)
        current = ""
        previousWasCR = true
      } else {
        current.unicodeScalars.append(scalar)
        previousWasCR = false
      }
    }
    if !current.isEmpty { body(current) }
  }
}
