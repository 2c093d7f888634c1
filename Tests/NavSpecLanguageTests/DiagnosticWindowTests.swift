import NavSpecLanguage
import Testing

/// Diagnostics show a bounded window of the source line and escape control characters.
struct DiagnosticWindowTests {
  func diagnostic(path: String = "x.scenario", column: Int, length: Int = 1) -> Diagnostic {
    Diagnostic(
      .error, "bad",
      at: SourceRange(start: SourceLocation(file: path, line: 1, column: column), length: length))
  }

  /// No byte that a terminal acts on: C0 other than line feed and tab, DEL, C1 (as UTF-8).
  func hasNoControls(_ text: String) -> Bool {
    !text.unicodeScalars.contains {
      ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value)
        || (0x202A...0x202E).contains($0.value)
    }
  }

  @Test func aTenMegabyteLineIsShownAsAWindowWithTheCaretUnderTheColumn() {
    let line =
      String(repeating: "a", count: 5_000_000) + "X" + String(repeating: "b", count: 5_000_000)
    let source = SourceFile(path: "x.scenario", text: line + "\n")
    let rendered = DiagnosticRenderer.render(diagnostic(column: 5_000_001), in: source)
    let lines = rendered.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(rendered.utf8.count < 400)
    #expect(lines[1].hasPrefix("…") && lines[1].hasSuffix("…"))
    #expect(lines[1].count <= DiagnosticRenderer.windowColumns)
    // The caret's column in the caret line is the X's column in the excerpt line.
    let caretColumn = lines[2].firstIndex(of: "^").map {
      lines[2].distance(from: lines[2].startIndex, to: $0)
    }
    let xColumn = lines[1].firstIndex(of: "X").map {
      lines[1].distance(from: lines[1].startIndex, to: $0)
    }
    #expect(caretColumn != nil && caretColumn == xColumn)
  }

  @Test func aShortLineIsShownWhole() {
    let source = SourceFile(path: "x.scenario", text: "tap Libary\n")
    #expect(
      DiagnosticRenderer.render(diagnostic(column: 5, length: 6), in: source)
        == "x.scenario:1:5: error: bad\ntap Libary\n    ^~~~~~\n")
  }

  @Test func controlCharactersInTheExcerptAndPathAreEscaped() {
    let source = SourceFile(path: "a\nb\u{1B}.scenario", text: "tap \u{1B}[31mRed\u{9B}\u{202E}x\n")
    let rendered = DiagnosticRenderer.render(
      diagnostic(path: "a\nb\u{1B}.scenario", column: 15), in: source)
    #expect(hasNoControls(rendered))
    #expect(rendered.hasPrefix("a\\nb\\u{1B}.scenario:1:15: error: bad\n"))
    let lines = rendered.split(separator: "\n")
    #expect(lines[1] == "tap \\u{1B}[31mRed\\u{9B}\\u{202E}x")
    // Column 15 is the "x": "tap " and "[31mRed" plus escapes 6 + 6 + 8 characters long.
    #expect(lines[2] == String(repeating: " ", count: 31) + "^")
  }

  @Test func theHumanReportEscapesPathsAndNames() {
    let file = FileReport(
      path: "p\u{1B}.scenario", source: nil, diagnostics: [],
      results: [
        ScenarioResult(
          file: "p\u{1B}.scenario", name: "n\u{7}\u{85}",
          location: SourceLocation(file: "p", line: 1, column: 1),
          failures: [], expectationCount: 1, stepCount: 1, endTime: .zero)
      ])
    let human = ReportFormat.human.render(RunReport(files: [file]))
    #expect(hasNoControls(human))
    #expect(human.hasPrefix("PASS  p\\u{1B}.scenario: n\\u{7}\\u{85}\n"))
  }
}

/// Every format writes control characters from paths and names as escapes, and stays valid.
@Test(arguments: ReportFormat.allCases)
func everyFormatEscapesControlCharacters(_ format: ReportFormat) {
  let hostile = "n\u{1B}[2J\u{7}\u{85}\u{202E}\u{7F}"
  let file = FileReport(
    path: "p\u{1B}.scenario", source: nil, diagnostics: [],
    results: [
      ScenarioResult(
        file: "p\u{1B}.scenario", name: hostile,
        location: SourceLocation(file: "p", line: 1, column: 1),
        failures: [
          ExpectationFailure(
            location: SourceLocation(file: "p\u{1B}", line: 1, column: 1), statement: hostile,
            message: hostile, expected: hostile, actual: hostile, time: .zero,
            eventsAround: [hostile])
        ], expectationCount: 1, stepCount: 1, endTime: .zero)
    ])
  let rendered = format.render(RunReport(files: [file]))
  #expect(
    !rendered.unicodeScalars.contains {
      ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value)
        || $0 == "\u{202E}"
    }, "\(format)")
}
