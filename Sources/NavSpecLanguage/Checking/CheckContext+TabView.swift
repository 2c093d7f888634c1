import NavSpecModel

/// Checks the system TabView's statements: its set-up (sections, roles, default visibility,
/// customisation behaviour) and what the app and the user change later.
extension CheckContext {
  mutating func checkTabView(_ statement: Statement) {
    switch statement.kind {
    case .section(let name, let tabs):
      requireSystemTabView(at: statement.range)
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
    case .role(let tab, _):
      requireSystemTabView(at: statement.range)
      requireTab(tab)
      searchTabs.insert(tab.value)
    case .defaultVisibility(let tab, _):
      requireSystemTabView(at: statement.range)
      requireTab(tab)
    case .customizationBehavior(let tab, let enabled):
      requireSystemTabView(at: statement.range)
      requireTab(tab)
      if enabled { fixedTabs.remove(tab.value) } else { fixedTabs.insert(tab.value) }
    case .tabHidden(let tab, let hidden):
      // The app's state may hide a tab from the start, so this is allowed in the set-up too.
      requireSystemTabView(at: statement.range)
      requireTab(tab)
      if hidden { hiddenTabs.insert(tab.value) } else { hiddenTabs.remove(tab.value) }
    case .customizeVisibility(let tab, let visible):
      requireSystemTabView(at: statement.range)
      requireMovable(tab, doing: visible ? "show" : "hide")
      if visible { hiddenTabs.remove(tab.value) } else { hiddenTabs.insert(tab.value) }
    case .customizeOrder(let tabs):
      requireSystemTabView(at: statement.range)
      let unique = rejectDuplicates(
        tabs, what: "tab", reason: "an order lists each tab once")
      for tab in unique {
        requireMovable(tab, doing: "move")
      }
    case .sizeClass:
      requireSystemTabView(at: statement.range)
    case .columns(let value):
      requireSystemTabView(at: statement.range)
      if isSystemTabView, tabStyle != SystemTabView.Style.sidebarAdaptable.rawValue {
        error(
          "column visibility applies to the sidebar, which only 'tabbar sidebar-adaptable' has",
          at: value.range)
      }
    case .accessory:
      requireSystemTabView(at: statement.range)
    default:
      break
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
