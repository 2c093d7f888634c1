/// The canonical layout of a scenario file (`.scenario`, `.setup`, and any file in the same
/// language): what `navspec fmt` writes. A pure function of the text, so the command only reads
/// and writes files, and the same text always formats to the same bytes.
///
/// The rules (docs/language.md, "Layout"):
///
/// - every line starts at column 1 (but those of a flow's body, between its `flow` line and its
///   `end`, comments included, which start two spaces in), tokens are separated by the rules of `TokenSpacing`, and
///   an operator is spelt its canonical way (`±` for `+-`); numbers, units, names and strings
///   keep their spelling, so no value changes;
/// - a comment stays on its line, its text as written; after a statement it is separated by two
///   spaces;
/// - exactly one blank line comes before each scenario and each flow (before its `scenario` or
///   `flow` line, or before the comments written directly above that line, which belong to
///   it), no two blank lines
///   follow each other, and none starts or ends the file;
/// - no blanks end a line; lines end with LF, the last one too; no byte-order mark.
///
/// A file that does not parse is not formatted: its errors come back instead, as `navspec run`
/// would report them. Formatting reads no other file: a file with a `use` line is parsed for
/// its syntax only (`FlowResolution.syntaxOnly`), so it formats even where its flow file is
/// missing, and a line it cannot tell from a call to a used flow is laid out as one. Formatting never changes what a file means: every statement reads back
/// as the statement written (`LayoutLine`), and blank lines and comments mean nothing.
public enum ScenarioFormatter {
  public enum Outcome: Sendable {
    /// The file in its canonical layout (possibly the text it was given).
    case formatted(String)
    /// The file does not parse: its diagnostics, and its source to render them against.
    case refused(DiagnosticList, SourceFile)
  }

  /// `text` in its canonical layout, or the errors that keep it from being formatted. `path`
  /// names the file in the diagnostics.
  public static func format(_ text: String, path: String) -> Outcome {
    var text = text
    // The lexer skips a byte-order mark at the start without counting a column; the canonical
    // form has none (a UTF-8 file needs none).
    if text.first == "\u{FEFF}" { text.removeFirst() }
    let source = SourceFile(path: path, text: text)
    var lines: [LayoutLine] = []
    lines.reserveCapacity(source.lineCount)
    var inFlowBody = false
    for number in stride(from: 1, through: source.lineCount, by: 1) {
      let line = LayoutLine(source.line(number), number: number, inFlowBody: inFlowBody)
      switch line.role {
      case .flowHeader: inFlowBody = true
      case .flowEnd: inFlowBody = false
      default: break
      }
      lines.append(line)
    }
    let (_, diagnostics) = parse(source, usesFlows: lines.contains { $0.role == .use })
    if diagnostics.hasErrors { return .refused(diagnostics, source) }
    return .formatted(render(spacedOut(lines)))
  }

  /// The parse the formatter judges a file by, reading no other file.
  public static func parse(_ source: SourceFile) -> (ScenarioDocument, DiagnosticList) {
    let usesFlows = stride(from: 1, through: source.lineCount, by: 1).contains {
      LayoutLine(source.line($0), number: $0, inFlowBody: false).role == .use
    }
    return parse(source, usesFlows: usesFlows)
  }

  /// With `use`, the file calls flows of files the formatter does not read: only its syntax is
  /// checked, and a line starting with a word that is no keyword is taken for a call. Without,
  /// every flow it can call is its own, so it is parsed as `navspec run` parses it (reading
  /// nothing): a misspelt statement is refused rather than taken for a call.
  static func parse(_ source: SourceFile, usesFlows: Bool) -> (ScenarioDocument, DiagnosticList) {
    let resolution: FlowResolution =
      usesFlows
      ? .syntaxOnly : .files(FlowLoader { _ in .failure(SourceFileReader.Failure("not read")) })
    return ScenarioParser.parse(source, flows: resolution)
  }

  /// The formatted text, or nil when the file does not parse.
  public static func formatted(_ text: String, path: String = "") -> String? {
    if case .formatted(let formatted) = format(text, path: path) { return formatted }
    return nil
  }

  /// `lines` with the blank lines of the canonical layout: at most one in a row, none first or
  /// last, and one before each scenario and flow, above the comments written directly over its
  /// line.
  static func spacedOut(_ lines: [LayoutLine]) -> [LayoutLine] {
    var result: [LayoutLine] = []
    result.reserveCapacity(lines.count)
    for line in lines {
      if line.isBlank, result.last?.isBlank ?? true { continue }
      if line.opensBlock {
        // The comments right above a scenario or flow line describe it: the blank line goes above them.
        var start = result.endIndex
        while start > result.startIndex, result[start - 1].isComment { start -= 1 }
        if start > result.startIndex, !result[start - 1].isBlank {
          result.insert(.blank, at: start)
        }
      }
      result.append(line)
    }
    while result.last?.isBlank == true { result.removeLast() }
    return result
  }

  /// The lines joined with LF, each ended by one; an empty file stays empty.
  static func render(_ lines: [LayoutLine]) -> String {
    var text = ""
    for line in lines {
      text += line.text
      text += "\n"
    }
    return text
  }

  /// Whether two spellings of one line read as the same statement: both parse, and their trees
  /// are the same wherever they stand (`Statement.dumpWithoutLocations`).
  static func readsAlike(_ written: String, _ candidate: String) -> Bool {
    let (original, _) = ScenarioParser.parseLine(written, file: "", line: 1)
    let (respaced, _) = ScenarioParser.parseLine(candidate, file: "", line: 1)
    guard let original, let respaced else { return false }
    return original.dumpWithoutLocations() == respaced.dumpWithoutLocations()
  }
}
