import NavSpecModel

// Set-up statements and names: the tab bar, tabs and gesture targets, settings.

extension CheckContext {
  mutating func closeSetup() { setupClosed = true }

  mutating func requireSetupOpen(_ statement: Statement) {
    if setupClosed {
      error(
        "'\(statement.keyword.word)' is set-up and must come before the first input or wait",
        at: statement.range)
    }
  }

  mutating func checkTabBar(
    _ statement: Statement, style: Located<String>, titles: [Located<String>]
  ) {
    if self.titles != nil {
      error("this scenario already has a tab bar", at: statement.range)
    }
    let styles = StatementVocabulary.tabBarStyles
    if !styles.contains(style.value) {
      error(
        "unknown tab bar style '\(style.value)'; the styles are \(ScenarioParser.list(styles, joinedBy: "and"))",
        at: style.range, suggestion: Suggestion.didYouMean(style.value, among: styles))
    } else if self.titles == nil {
      tabStyle = style.value
    }
    if titles.count > ScenarioChecker.maximumTabs {
      error(
        "a bar holds at most \(ScenarioChecker.maximumTabs) tabs",
        at: titles[ScenarioChecker.maximumTabs].range)
    }
    for title in titles where title.value.isEmpty {
      error("a tab title cannot be empty", at: title.range)
    }
    // Only the first of two equal titles is kept: the reference model is built from these, and
    // a bar with two equal titles would make `tap`, `select` and `stacks[...]` ambiguous.
    let unique = rejectDuplicates(
      titles, what: "tab title", reason: "titles name tabs, so they must differ")
    self.titles = unique.map(\.value)
  }

  // MARK: Names

  /// A tab name must name a tab of the bar declared so far.
  mutating func requireTab(_ title: Located<String>) {
    guard let titles else {
      error("there is no tab bar yet; declare one with 'tabbar glass ...'", at: title.range)
      return
    }
    if !titles.contains(title.value) {
      error(
        "unknown tab '\(title.value)'", at: title.range,
        suggestion: Suggestion.didYouMean(title.value, among: titles)
          ?? "the tabs are \(Suggestion.listing(titles))")
    }
  }

  mutating func requireTarget(_ target: Located<Target>) {
    switch target.value {
    case .tab(let title):
      // `More` for the More item, where no tab is titled so: it is the bare word `more`.
      if isSystemTabView, title == SystemTabView.moreTitle, titles?.contains(title) == false {
        error(
          "unknown tab '\(title)'", at: target.range,
          suggestion: "the More item is the bare word 'more', as in 'tap more'")
        return
      }
      requireTab(Located(title, at: target.range))
      // The model has no frame for a tab the system TabView does not show, so a gesture aimed
      // at one would be refused when it runs.
      if hiddenTabs.contains(title) {
        error(
          "tab '\(title)' is hidden here, so there is nothing to touch", at: target.range,
          suggestion:
            "show it first: 'show \(Spelling.name(title))', or 'customize show' for a tab the user hid"
        )
      }
    case .part(let part):
      if titles == nil {
        error("there is no tab bar, so there is no \(part.rawValue)", at: target.range)
      } else {
        requirePart(part, at: target.range, asTarget: true)
      }
    case .point: break
    case .back: requireRoutes(at: target.range)
    case .more:
      if !isSystemTabView {
        error(
          "only the system TabView has a More item; declare it with 'tabbar system …'",
          at: target.range)
      }
    }
  }

  mutating func checkSetting(_ setting: Located<String>, _ value: Located<String>) {
    guard let descriptor = Settings.descriptor(named: setting.value) else {
      error(
        "unknown setting '\(setting.value)'", at: setting.range,
        suggestion: Suggestion.didYouMean(setting.value, among: Settings.names))
      return
    }
    guard descriptor.values.contains(value.value) else {
      error(
        "'\(setting.value)' takes \(descriptor.values.map { "'\($0)'" }.joined(separator: ", ")), not '\(value.value)'",
        at: value.range, suggestion: Suggestion.didYouMean(value.value, among: descriptor.values))
      return
    }
    if setting.value == "voiceover" { voiceOverOn = value.value == "on" }
  }
}
