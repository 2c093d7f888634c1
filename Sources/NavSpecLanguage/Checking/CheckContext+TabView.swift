import NavSpecModel

/// Checks the system TabView's statements: its set-up (sections, roles, default visibility,
/// customisation behaviour) and what the app and the user change later.
extension CheckContext {
  mutating func checkSection(
    _ name: Located<String>, tabs: [Located<String>], at range: SourceRange
  ) {
    requireSystemTabView(at: range)
    if name.value.isEmpty { error("a section title cannot be empty", at: name.range) }
    let unique = rejectDuplicates(
      tabs, what: "tab", reason: "a section lists each of its tabs once")
    for tab in unique {
      requireTab(tab)
      if let other = sections[tab.value], other != name.value {
        error("tab '\(tab.value)' is already in section '\(other)'", at: tab.range)
      }
      sections[tab.value] = name.value
    }
  }

  /// `role`, `default-visibility`, `customization-behavior`: a property of a declared tab.
  mutating func checkTabProperty(of tab: Located<String>, at range: SourceRange) {
    requireSystemTabView(at: range)
    requireTab(tab)
  }

  /// The app's `.hidden(…)`. Its state may hide a tab from the start, so this is allowed in the
  /// set-up too.
  mutating func checkTabHidden(_ tab: Located<String>, hidden: Bool, at range: SourceRange) {
    requireSystemTabView(at: range)
    requireTab(tab)
    if hidden { hiddenTabs.insert(tab.value) } else { hiddenTabs.remove(tab.value) }
  }

  mutating func checkCustomizeVisibility(
    _ tab: Located<String>, visible: Bool, at range: SourceRange
  ) {
    requireSystemTabView(at: range)
    requireMovable(tab, doing: visible ? "show" : "hide")
    if visible { hiddenTabs.remove(tab.value) } else { hiddenTabs.insert(tab.value) }
  }

  mutating func checkCustomizeOrder(_ tabs: [Located<String>], at range: SourceRange) {
    requireSystemTabView(at: range)
    let unique = rejectDuplicates(
      tabs, what: "tab", reason: "an order lists each tab once")
    for tab in unique {
      requireMovable(tab, doing: "move")
    }
  }

  mutating func checkColumns(_ value: Located<String>, at range: SourceRange) {
    requireSystemTabView(at: range)
    if isSystemTabView, tabStyle != SystemTabView.Style.sidebarAdaptable.rawValue {
      error(
        "column visibility applies to the sidebar, which only 'tabbar sidebar-adaptable' has",
        at: value.range)
    }
  }

  /// The user can hide, show or move only tabs whose customisation is not disabled, and never the
  /// search tab, which the system places.
  private mutating func requireMovable(_ tab: Located<String>, doing action: String) {
    requireTab(tab)
    if fixedTabs.contains(tab.value) {
      error(
        "the user cannot \(action) '\(tab.value)': its customization behavior is disabled",
        at: tab.range)
    } else if searchTabs.contains(tab.value) {
      error(
        "the user cannot \(action) '\(tab.value)': the system places the search tab",
        at: tab.range)
    }
  }
}
