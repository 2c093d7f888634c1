/// The tab container, whichever it is: the glass bar or the system TabView. The router asks it
/// which tab is selected; deep links, restoration and `select` change the selection through it.
extension Simulator {
  /// The declared tabs, in declaration order; nil without a tab container.
  public var tabTitles: [String]? {
    bar?.tabs.map(\.title) ?? tabView?.tabs.map(\.title)
  }

  public var selectedTab: String? {
    bar?.selectedTab.title ?? tabView?.selectedTitle
  }

  /// Tabs hidden by the app or the user (the glass bar hides none).
  public var hiddenTabs: Set<String> {
    guard let tabView else { return [] }
    return Set(tabView.tabs.map(\.title).filter(tabView.isHiddenByAppOrUser))
  }

  /// Installs the tab container a scenario names by style: a system TabView style
  /// (`system`, `sidebar-adaptable`), else the glass bar.
  public mutating func installTabBar(style: String, titles: [String]) throws(ModelError) {
    guard bar == nil, tabView == nil else { throw .tabBarExists }
    guard !titles.isEmpty else { throw .noTabs }
    if let system = SystemTabView.Style(rawValue: style) {
      try installSystemTabView(style: system, titles: titles)
    } else {
      installGlassTabBar(titles: titles)
    }
  }

  public mutating func installSystemTabView(style: SystemTabView.Style, titles: [String])
    throws(ModelError)
  {
    guard bar == nil, tabView == nil else { throw .tabBarExists }
    guard !titles.isEmpty else { throw .noTabs }
    tabView = SystemTabView(style: style, titles: titles)
  }

  /// Selects a tab as the app or the system does (no reselect: setting the selection to itself
  /// does nothing).
  mutating func selectTab(_ title: String, cause: SelectionCause) {
    if var bar, let index = bar.index(ofTab: title) {
      guard index != bar.selectedIndex else { return }
      bar.select(index, cause: cause, at: now, settings: settings, events: &events)
      self.bar = bar
    } else {
      tabView?.select(title, cause: cause, at: now, events: &events)
    }
  }

  /// `select Library`: the app sets `TabView(selection:)`.
  public mutating func select(tab title: String) throws(ModelError) {
    defer { showScreen() }
    guard let titles = tabTitles else { throw .noTabBar }
    guard titles.contains(title) else { throw .unknownTab(title) }
    guard !hiddenTabs.contains(title) else { throw .tabHidden(title) }
    selectTab(title, cause: .program)
  }

  /// A tab of the selected one was activated again: its stack pops to the root (the iOS
  /// convention). At the root nothing more happens than `reselected` (our decision: UIKit
  /// scrolls a root scroll view to the top; the model has no scroll position).
  mutating func popToRoot(reselected tab: String?) {
    guard let tab, router != nil else { return }
    let context = navigationContext
    router?.popToRoot(on: tab, cause: .reselect, context: context, events: &events)
  }

  // MARK: The system TabView

  /// Changes what needs no event: icon, badge, labels, section, role, default visibility,
  /// whether the user may customise it.
  public mutating func updateSystemTab(_ title: String, _ change: (inout SystemTab) -> Void)
    throws(ModelError)
  {
    defer { showScreen() }
    guard tabView != nil else { throw .noSystemTabView }
    guard tabView?.tab(named: title) != nil else { throw .unknownTab(title) }
    tabView?.update(tab: title, change)
    tabView?.keepSelectionShown(at: now, events: &events)
  }

  /// `.hidden(condition)`.
  public mutating func setTabHidden(_ title: String, _ hidden: Bool) throws(ModelError) {
    defer { showScreen() }
    guard tabView != nil else { throw .noSystemTabView }
    guard tabView?.tab(named: title) != nil else { throw .unknownTab(title) }
    tabView?.setHidden(title, hidden, at: now, events: &events)
  }

  /// The user shows or hides a tab.
  public mutating func customizeVisibility(_ title: String, visible: Bool) throws(ModelError) {
    defer { showScreen() }
    guard let tabView else { throw .noSystemTabView }
    guard let tab = tabView.tab(named: title) else { throw .unknownTab(title) }
    guard tab.isMovable else { throw .notCustomizable(title) }
    self.tabView?.setUserVisibility(title, visible: visible, at: now, events: &events)
  }

  /// The user orders the movable tabs.
  public mutating func customizeOrder(_ titles: [String]) throws(ModelError) {
    defer { showScreen() }
    guard let tabView else { throw .noSystemTabView }
    for title in titles {
      guard let tab = tabView.tab(named: title) else { throw .unknownTab(title) }
      guard tab.isMovable else { throw .notCustomizable(title) }
    }
    self.tabView?.setOrder(titles, at: now, events: &events)
  }

  public mutating func setSizeClass(_ sizeClass: SizeClass) throws(ModelError) {
    defer { showScreen() }
    guard tabView != nil else { throw .noSystemTabView }
    let before = contentFrame
    tabView?.setSizeClass(sizeClass, at: now, events: &events)
    if contentFrame != before { layoutChanged() }
  }

  public mutating func setAccessory(enabled: Bool) throws(ModelError) {
    guard tabView != nil else { throw .noSystemTabView }
    tabView?.setAccessory(enabled, at: now, events: &events)
  }

  public mutating func setColumnVisibility(_ visibility: ColumnVisibility) throws(ModelError) {
    defer { showScreen() }
    guard tabView != nil else { throw .noSystemTabView }
    let before = contentFrame
    tabView?.setColumnVisibility(visibility, screen: screen, at: now, events: &events)
    if contentFrame != before { layoutChanged() }
  }

  /// The content changed size: a swipe in flight ends (its screen no longer measures what the
  /// finger measured) and running transitions end at once (our decision: a slide measured in the
  /// old width cannot continue in the new one).
  mutating func layoutChanged() {
    guard var router else { return }
    for tab in router.tabs {
      router.interrupt(tab, at: now, events: &events)
    }
    if let finger = router.touch?.finger { fingerOwners[finger] = nil }
    router.touch = nil
    self.router = router
  }

  /// VoiceOver double-tapped a tab of the system TabView.
  mutating func activateSystemTabFromVoiceOver(_ identifier: String) {
    guard tabView?.tab(named: identifier) != nil else { return }
    events.append(.voiceOverActivated(identifier, at: now))
    popToRoot(
      reselected: tabView?.activate(identifier, cause: .voiceOver, at: now, events: &events))
    // A new screen is announced with focus staying on the tab; otherwise the tab is read again.
    pendingFocus = identifier
    guard !showScreen() else { return }
    if let element = accessibilityElements.first(where: { $0.identifier == identifier }) {
      voiceOver.speak(element, at: now, events: &events)
    }
  }
}
