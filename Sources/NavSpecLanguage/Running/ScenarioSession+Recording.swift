import NavSpecModel

/// What `navspec run --update` writes in place of an expected value that did not hold: the
/// actual value, spelled as the scenario spelled the expected one (its unit, its quotes), so
/// that the line then holds and reads as before (docs/cli.md#recording-expected-values).
extension ScenarioSession {
  /// The edit that makes `expectation` hold with `actual`: only for `==` (or `_`) on one path;
  /// nil for other comparisons, which no single value makes true or false in a way worth
  /// writing, and for values that cannot be written back (a number that is not finite).
  func recordingEdits(
    for expectation: ValueExpectation, actual: StateValue, in statement: Statement
  ) -> [SourceEdit] {
    guard expectation.comparison.value == .equal, !expectation.path.isQuantified else { return [] }
    let written = Self.writtenText(of: expectation.expected.range, in: statement)
    guard
      let spelled = Self.spell(actual, like: expectation.expected.value, written: written)
    else { return [] }
    return [SourceEdit(range: expectation.expected.range, replacement: spelled)]
  }

  /// The edits that make `pattern` match `event`: each written argument's value replaced by
  /// the event's (labels, order and tolerances kept). Empty when a written label is not one of
  /// the event's.
  func recordingEdits(for pattern: EventPattern, event: Event, in statement: Statement)
    -> [SourceEdit]
  {
    var edits: [SourceEdit] = []
    for argument in pattern.arguments {
      guard let value = event.argument(argument.label.value) else { return [] }
      if EventMatcher.matches(event, argument) { continue }
      let written = Self.writtenText(of: argument.value.range, in: statement)
      guard let spelled = Self.spell(value, like: argument.value.value, written: written) else {
        return []
      }
      edits.append(SourceEdit(range: argument.value.range, replacement: spelled))
    }
    return edits
  }

  /// The edit that makes `expect events [...]` list `events`: the brackets and all between them
  /// replaced by the events, every argument written.
  func recordingEdits(forEventList events: [Event], in statement: Statement) -> [SourceEdit] {
    let characters = Array(statement.text)
    guard let open = characters.firstIndex(of: "["), let close = characters.lastIndex(of: "]"),
      open < close
    else { return [] }
    let start = SourceLocation(
      file: statement.range.start.file, line: statement.range.start.line,
      column: statement.range.start.column + open)
    let list = "[" + events.map(ValueFormatter.event).joined(separator: ", ") + "]"
    return [
      SourceEdit(range: SourceRange(start: start, length: close - open + 1), replacement: list)
    ]
  }

  /// The characters of `range` in the statement's text, which starts at the statement's column.
  static func writtenText(of range: SourceRange, in statement: Statement) -> Substring {
    let text = statement.spelling
    let offset = range.start.column - statement.range.start.column
    guard offset >= 0, offset + range.length <= text.count else { return "" }
    let start = text.index(text.startIndex, offsetBy: offset)
    return text[start..<text.index(start, offsetBy: range.length)]
  }

  /// `actual` as a scenario writes it, in the manner of `written` (what was there, `like` as
  /// parsed): a number in the unit it was written in (`350ms` stays in milliseconds, `120pt` in
  /// points), a quoted string quoted, `on`/`off` kept for truth values; nil for what cannot be
  /// read back (a number that is not finite).
  static func spell(_ actual: StateValue, like expected: LiteralValue, written: Substring)
    -> String?
  {
    switch actual {
    case .number(let number):
      guard number.isFinite else { return nil }
      if case .number = expected {
        // The units `numberValue` reads (docs/language.md#lexical-rules), longest suffix first.
        for (unit, scale) in [("us", 1e6), ("ms", 1e3), ("pt", 1.0), ("s", 1.0)]
        where written.hasSuffix(unit) {
          let scaled = number * scale
          guard scaled.isFinite else { return nil }
          return ValueFormatter.number(scaled) + unit
        }
      }
      return ValueFormatter.number(number)
    case .string(let text):
      if case .string = expected { return Spelling.quote(text) }
      return ValueFormatter.quotedIfNeeded(text)
    case .bool(let flag):
      switch expected.text {
      case "on", "off": return flag ? "on" : "off"
      case "yes", "no": return flag ? "yes" : "no"
      default: return flag ? "true" : "false"
      }
    case .list, .none:
      return ValueFormatter.value(actual)
    }
  }
}
