// Statements that describe the world rather than act on it: scenario headers, the screen, the
// tab bar and its tabs, settings and the exhaustive switch.

extension ScenarioParser {
  /// `scenario "name"` (a bare word works too).
  mutating func parseScenario() throws(ParseFailure) -> StatementKind {
    let name = try parseName("a scenario name such as \"Tapping a tab\"", after: "'scenario'")
    try expectEnd(afterName: peek(-1))
    return .scenario(name: name.value)
  }

  /// `screen 390x844`.
  mutating func parseScreen() throws(ParseFailure) -> StatementKind {
    guard let token = current, case .size(let width, let height) = token.kind else {
      throw failure("expected a size such as '390x844' after 'screen'", at: current)
    }
    position += 1
    // The unit, if any, was lexed onto the height (`390x844pt`) and applies to both.
    var widthLiteral = width
    widthLiteral.unit = height.unit
    let widthValue = try checked(
      Located(numberValue(widthLiteral, token: token, units: .points), at: token.range),
      in: .screenWidth)
    let heightValue = try checked(
      Located(numberValue(height, token: token, units: .points), at: token.range),
      in: .screenHeight)
    try expectEnd()
    return .screen(width: widthValue, height: heightValue)
  }

  /// `safe-area bottom|top N`.
  mutating func parseSafeArea() throws(ParseFailure) -> StatementKind {
    let edgeToken = try parseChoice(
      Suggestion.safeAreaEdges, what: "safe-area edge", after: "'safe-area'")
    let edge: SafeAreaEdge = edgeToken.isWord("top") ? .top : .bottom
    let points = try parseNumber(
      "an inset in points such as '34'", after: "'safe-area \(edge.rawValue)'", units: .points)
    let inset = try checked(points, in: .safeAreaInset)
    try expectEnd()
    return .safeArea(edge: edge, points: inset)
  }

  /// `frame-rate 120` or `frame-rate 120hz`.
  mutating func parseFrameRate() throws(ParseFailure) -> StatementKind {
    let rate = try parseNumber(
      "a frame rate such as '60' or '120hz'", after: "'frame-rate'", units: .frequency)
    let hertz = try checked(rate, in: .frameRate)
    try expectEnd()
    return .frameRate(hertz)
  }

  /// `tabbar STYLE NAME...`.
  mutating func parseTabBar() throws(ParseFailure) -> StatementKind {
    guard let styleToken = current, let style = styleToken.word else {
      throw failure("expected a style such as 'glass' after 'tabbar'", at: current)
    }
    position += 1
    var shownStyle: String { Self.shortened(style) }
    var titles: [Located<String>] = []
    while let token = current {
      guard titles.count < Self.maxTabTitles else {
        throw failure("too many tabs (the limit is \(Self.maxTabTitles))", at: token)
      }
      titles.append(
        try parseName("a tab title (a word or a quoted string)", after: "'\(shownStyle)'"))
    }
    guard !titles.isEmpty else {
      throw failure(
        "expected at least one tab title after 'tabbar \(shownStyle)'", at: nil,
        suggestion: "write the titles in order: 'tabbar \(shownStyle) Home Search Profile'")
    }
    return .tabBar(style: Located(style, at: styleToken.range), titles: titles)
  }

  /// `tab NAME PROPERTY...` with `badge N|"text"|none`, `hint "…"`, `label "…"`, `icon NAME`.
  mutating func parseTab() throws(ParseFailure) -> StatementKind {
    let title = try parseName("a tab title", after: "'tab'")
    var properties: [Located<TabProperty>] = []
    repeat {
      guard properties.count < Self.maxTabProperties else {
        throw failure(
          "too many tab properties (the limit is \(Self.maxTabProperties))", at: current)
      }
      let context = peek(-1).map(Self.quoted) ?? "'tab'"
      let name = try parseChoice(
        Suggestion.tabProperties, what: "tab property", after: context)
      let property: TabProperty
      switch name.word {
      case "badge": property = .badge(try parseBadge())
      case "hint":
        property = .hint(
          try parseString("a quoted hint such as \"Opens your library\"", after: "'hint'"))
      case "label":
        property = .label(try parseString("a quoted label such as \"Library\"", after: "'label'"))
      default:
        property = .icon(
          try parseName(
            "an icon name such as 'book' or 'books.vertical'", after: "'icon'", leadingDigit: true
          ).value)
      }
      let end = peek(-1)?.range ?? name.range
      properties.append(Located(property, at: Self.span(name.range, end)))
    } while !atEnd
    return .tab(title: title, properties: properties)
  }

  /// `3`, `"new"` or `none`.
  mutating func parseBadge() throws(ParseFailure) -> TabBadge {
    guard let token = current else {
      throw failure("expected a count, a quoted text or 'none' after 'badge'", at: nil)
    }
    switch token.kind {
    case .number:
      position += 1
      return .count(try wholeNumber(token, what: "a badge count", minimum: 0))
    case .string(let text):
      position += 1
      return .text(text)
    case .word("none"):
      position += 1
      return .none
    default:
      throw failure(
        "expected a count, a quoted text or 'none' after 'badge', found \(Self.quoted(token))",
        at: token,
        suggestion: token.word.map { "quote badge text: \(quote($0))" })
    }
  }

  /// A string literal (hints, labels, announcements).
  mutating func parseString(_ what: String, after context: @autoclosure () -> String)
    throws(ParseFailure)
    -> String
  {
    guard let token = current, case .string(let string) = token.kind else {
      throw failure(
        "expected \(what) after \(context())", at: current,
        suggestion: current.flatMap(\.word).map { "quote the text: \(quote($0))" })
    }
    position += 1
    return string
  }

  /// `set SETTING VALUE`, both kept raw for the checker, which knows the settings.
  mutating func parseSet() throws(ParseFailure) -> StatementKind {
    // Read in place (see `currentSymbol`).
    guard position < tokens.count, let setting = tokens[position].word else {
      throw failure("expected a setting such as 'reduce-motion' after 'set'", at: current)
    }
    let settingRange = tokens[position].range
    position += 1
    // Spelled only for an error.
    var shownSetting: String { Self.shortened(setting) }
    guard position < tokens.count else {
      throw failure("expected a value such as 'on' after 'set \(shownSetting)'", at: nil)
    }
    let value: String
    switch tokens[position].kind {
    case .word(let word): value = word
    case .string(let string): value = string
    case .number: value = tokens[position].text
    default:
      throw failure(
        "expected a value such as 'on' after 'set \(shownSetting)', found \(Self.quoted(tokens[position]))",
        at: current)
    }
    let valueRange = tokens[position].range
    position += 1
    try expectEnd()
    return .set(setting: Located(setting, at: settingRange), value: Located(value, at: valueRange))
  }

  /// `exhaustive on|off`.
  mutating func parseExhaustive() throws(ParseFailure) -> StatementKind {
    let value = try parseChoice(Suggestion.switchValues, what: "value", after: "'exhaustive'")
    try expectEnd()
    return .exhaustive(value.isWord("on"))
  }
}
