// The system TabView: sections, roles, default visibility, customisation behaviour, the app's
// hidden tabs, the user's customisation, the size class, the split view's columns and the
// bottom accessory.

extension ScenarioParser {
  /// `customize hide TAB`, `customize show TAB`, `customize order TAB…`.
  mutating func parseCustomize() throws(ParseFailure) -> StatementKind {
    let command = try parseChoice(
      Suggestion.customizeCommands, what: "customisation", after: "'customize'")
    switch command.word {
    case "order":
      var titles: [Located<String>] = []
      while !atEnd {
        guard titles.count < Self.maxTabTitles else {
          throw failure("too many tabs (the limit is \(Self.maxTabTitles))", at: current)
        }
        titles.append(try parseName("a tab title", after: "'customize order'"))
      }
      guard !titles.isEmpty else {
        throw failure("expected the tabs in their new order after 'customize order'", at: nil)
      }
      return .customizeOrder(titles)
    default:
      let visible = command.isWord("show")
      let tab = try parseTabName(after: "'customize \(visible ? "show" : "hide")'")
      return .customizeVisibility(tab: tab, visible: visible)
    }
  }

  /// `section NAME TAB…`.
  mutating func parseSection() throws(ParseFailure) -> StatementKind {
    let name = try parseName("a section title such as 'Collections'", after: "'section'")
    var tabs: [Located<String>] = []
    while !atEnd {
      guard tabs.count < Self.maxTabTitles else {
        throw failure("too many tabs (the limit is \(Self.maxTabTitles))", at: current)
      }
      tabs.append(try parseName("a tab title", after: "'\(Self.shortened(name.value))'"))
    }
    guard !tabs.isEmpty else {
      throw failure(
        "expected the section's tabs after 'section \(Self.shortened(name.value))'", at: nil)
    }
    return .section(name: name, tabs: tabs)
  }

  /// `role TAB search`.
  mutating func parseRole() throws(ParseFailure) -> StatementKind {
    let tab = try parseName("a tab title", after: "'role'")
    let written = tokens[position - 1]
    let role = try parseChoice(
      Suggestion.tabRoles, what: "tab role", after: Self.quoted(written))
    try expectEnd()
    return .role(tab: tab, role: Located(role.text, at: role.range))
  }

  /// `default-visibility TAB hidden|visible`.
  mutating func parseDefaultVisibility() throws(ParseFailure) -> StatementKind {
    let tab = try parseName("a tab title", after: "'default-visibility'")
    let written = tokens[position - 1]
    let value = try parseChoice(
      Suggestion.visibilities, what: "visibility", after: Self.quoted(written))
    try expectEnd()
    return .defaultVisibility(tab: tab, hidden: value.isWord("hidden"))
  }

  /// `customization-behavior TAB disabled|automatic`.
  mutating func parseCustomizationBehavior() throws(ParseFailure) -> StatementKind {
    let tab = try parseName("a tab title", after: "'customization-behavior'")
    let written = tokens[position - 1]
    let value = try parseChoice(
      Suggestion.customizationBehaviors, what: "customisation behaviour",
      after: Self.quoted(written))
    try expectEnd()
    return .customizationBehavior(tab: tab, enabled: value.isWord("automatic"))
  }

  /// `size-class compact|regular`.
  mutating func parseSizeClass() throws(ParseFailure) -> StatementKind {
    let value = try parseChoice(Suggestion.sizeClasses, what: "size class", after: "'size-class'")
    try expectEnd()
    return .sizeClass(Located(value.text, at: value.range))
  }

  /// `columns automatic|all|double-column|detail-only`.
  mutating func parseColumns() throws(ParseFailure) -> StatementKind {
    let value = try parseChoice(
      Suggestion.columnVisibilities, what: "column visibility", after: "'columns'")
    try expectEnd()
    return .columns(Located(value.text, at: value.range))
  }

  /// `accessory on|off`.
  mutating func parseAccessory() throws(ParseFailure) -> StatementKind {
    let value = try parseChoice(Suggestion.switchValues, what: "value", after: "'accessory'")
    try expectEnd()
    return .accessory(value.isWord("on"))
  }
}
