import NavSpecModel

// Inputs: raw touches, high-level gestures, VoiceOver commands and announcements.

extension ScenarioParser {
  /// `touch down [ID] (X, Y)`, `touch move [ID] (X, Y)`, `touch up [ID] [(X, Y)]`,
  /// `touch cancel [ID]`.
  mutating func parseTouch() throws(ParseFailure) -> StatementKind {
    let phaseToken = try parseChoice(Suggestion.touchPhases, what: "touch phase", after: "'touch'")
    let phase = TouchPhase(rawValue: phaseToken.word ?? "") ?? .down
    // Spelled only for an error, as the contexts below are.
    var context: String { "'touch \(phase.rawValue)'" }

    var finger: Located<Int>?
    if let token = current, case .number = token.kind {
      position += 1
      finger = Located(try wholeNumber(token, what: "a finger id", minimum: 1), at: token.range)
    }

    var point: Located<PointLiteral>?
    switch phase {
    case .down, .move:
      point = try parsePoint(
        after: finger.map { "'touch \(phase.rawValue) \($0.value)'" } ?? context)
      try expectEnd()
    case .up:
      if currentSymbol == .leftParen { point = try parsePoint(after: context) }
      try expectEnd(alternatives: finger == nil ? "a finger id, a point" : "a point")
    case .cancel:
      try expectEnd(alternatives: finger == nil ? "a finger id" : nil)
    }
    return .touch(
      TouchStatement(
        phase: Located(phase, at: phaseToken.range), finger: finger, point: point))
  }

  /// What a gesture acts on: the word `pill` (or another part), `back`, `more`, a point, or a tab
  /// title (word or string).
  mutating func parseTarget(after context: @autoclosure () -> String) throws(ParseFailure)
    -> Located<Target>
  {
    let what = "a target (a tab title, 'pill' or a point such as '(48, 812)')"
    guard position < tokens.count else {
      throw failure("expected \(what) after \(context())", at: nil)
    }
    let start = position
    switch tokens[start].kind {
    case .word:
      // A dotted name (`v2.0`) is a tab title; only the bare words are parts and the button.
      let name = takeDottedName() ?? Located("", at: tokens[start].range)
      if let part = TabContainerPart(rawValue: name.value) {
        return Located(.part(part), at: name.range)
      }
      if name.value == "back" { return Located(.back, at: name.range) }
      if name.value == "more" { return Located(.more, at: name.range) }
      return Located(.tab(name.value), at: name.range)
    case .string(let name):
      position += 1
      return Located(.tab(name), at: tokens[start].range)
    case .symbol(.leftParen):
      let point = try parsePoint(after: context())
      return Located(.point(x: point.value.x, y: point.value.y), at: point.range)
    default:
      throw failure(
        "expected \(what) after \(context()), found \(Self.quoted(tokens[start]))", at: current)
    }
  }

  /// `tap TARGET`, `double-tap TARGET`, read from just after the keyword.
  mutating func parseSingleTarget() throws(ParseFailure) -> Located<Target> {
    // The keyword is named from a reference to the tokens, not from `self`, which
    // `parseTarget` changes.
    let line = tokens
    let keywordIndex = position - 1
    let target = try parseTarget(after: Self.quoted(line[keywordIndex]))
    let isName: Bool
    switch target.value {
    case .tab: isName = true
    case .part, .point, .back, .more: isName = false
    }
    try expectEnd(afterName: isName ? peek(-1) : nil)
    return target
  }

  /// `drag TARGET to TARGET [in DURATION]`.
  mutating func parseDrag() throws(ParseFailure) -> StatementKind {
    let from = try parseTarget(after: "'drag'")
    guard skip(word: "to") else {
      let suggestion =
        current?.word != nil && peek(-1)?.word != nil
        ? "quote names that contain spaces, e.g. 'drag \"My Projects\" to Home'" : nil
      throw failure(
        "expected 'to' and a second target after the start of the drag", at: current,
        suggestion: suggestion)
    }
    let to = try parseTarget(after: "'to'")
    var duration: Int64?
    if skip(word: "in") {
      duration = try parseDuration(after: "'in'").value
      try expectEnd()
    } else {
      try expectEnd(alternatives: "'in' and a duration", afterName: peek(-1))
    }
    return .drag(from: from, to: to, duration: duration)
  }

  /// `long-press TARGET [for DURATION]`.
  mutating func parseLongPress() throws(ParseFailure) -> StatementKind {
    let target = try parseTarget(after: "'long-press'")
    var duration: Int64?
    if skip(word: "for") {
      duration = try parseDuration(after: "'for'").value
      try expectEnd()
    } else {
      try expectEnd(alternatives: "'for' and a duration", afterName: peek(-1))
    }
    return .longPress(target, duration: duration)
  }

  /// `voiceover next|previous|escape`, `voiceover focus NAME`, `voiceover activate [NAME]`.
  mutating func parseVoiceOver() throws(ParseFailure) -> StatementKind {
    let commandToken = try parseChoice(
      Suggestion.voiceOverCommands, what: "VoiceOver command", after: "'voiceover'")
    let command: VoiceOverCommand
    var range = commandToken.range
    var nameToken: Token?
    switch commandToken.word {
    case "next": command = .next
    case "previous": command = .previous
    case "escape": command = .escape
    case "focus":
      let name = try parseName("an element name such as 'Library'", after: "'voiceover focus'")
      command = .focus(name.value)
      range = name.range
      nameToken = peek(-1)
    default:
      if atEnd {
        command = .activate(nil)
      } else {
        let name = try parseName(
          "an element name such as 'Library'", after: "'voiceover activate'")
        command = .activate(name.value)
        range = name.range
        nameToken = peek(-1)
      }
    }
    try expectEnd(afterName: nameToken)
    return .voiceOver(Located(command, at: range))
  }

  /// `announce "text"`.
  mutating func parseAnnounce() throws(ParseFailure) -> StatementKind {
    let text = try parseString("a quoted announcement such as \"Saved\"", after: "'announce'")
    try expectEnd()
    return .announce(text)
  }
}
