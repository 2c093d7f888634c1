/// The tab container, whichever it is: the router asks it which tab is selected; deep links,
/// restoration and `select` change the selection through it (`TabContainer`). The system
/// TabView's own operations (hiding, customisation, size class, accessory, columns) follow.
extension Simulator {
  /// The declared tabs, in declaration order; nil without a tab container.
  public var tabTitles: [String]? { tabContainer?.tabTitles }

  public var selectedTab: String? { components.selectedTabTitle }

  /// Tabs hidden by the app or the user (the glass bar hides none).
  public var hiddenTabs: Set<String> { tabContainer?.hiddenTitles ?? [] }

  /// Installs the tab container a scenario names by style, as registered in
  /// `ComponentRegistry`; a style nobody registered installs the default, the glass tab bar (the
  /// checker has rejected it before a scenario runs).
  public mutating func installTabBar(style: String, titles: [String]) throws(ModelError) {
    guard tabContainer == nil else { throw .tabBarExists }
    guard !titles.isEmpty else { throw .noTabs }
    let type = ComponentRegistry.tabContainer(style: style) ?? ComponentRegistry.defaultTabContainer
    components.install(type.init(style: style, titles: titles, device: device))
    let device = device
    components.modifyTabContainer { $0.didInstall(on: device, events: &events) }
  }

  public mutating func installSystemTabView(style: SystemTabView.Style, titles: [String])
    throws(ModelError)
  {
    guard tabContainer == nil else { throw .tabBarExists }
    guard !titles.isEmpty else { throw .noTabs }
    components.install(SystemTabView(style: style, titles: titles))
  }

  /// Selects a tab as the app or the system does (no reselect: setting the selection to itself
  /// does nothing).
  mutating func selectTab(_ title: String, cause: SelectionCause) {
    withContext { components, context in
      components.modifyTabContainer { $0.select(title, cause: cause, context: &context) }
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

  // MARK: The system TabView

  /// Changes what needs no event: icon, badge, labels, section, role, default visibility,
  /// whether the user may customise it.
  public mutating func updateSystemTab(_ title: String, _ change: (inout SystemTab) -> Void)
    throws(ModelError)
  {
    defer { showScreen() }
    guard tabView != nil else { throw .noSystemTabView }
    guard tabView?.tab(named: title) != nil else { throw .unknownTab(title) }
    try changeTabView { tabView, device, events in
      tabView.update(tab: title, change)
      tabView.keepSelectionShown(at: device.now, events: &events)
    }
  }

  /// `.hidden(condition)`.
  public mutating func setTabHidden(_ title: String, _ hidden: Bool) throws(ModelError) {
    defer { showScreen() }
    guard tabView != nil else { throw .noSystemTabView }
    guard tabView?.tab(named: title) != nil else { throw .unknownTab(title) }
    try changeTabView { tabView, device, events in
      tabView.setHidden(title, hidden, at: device.now, events: &events)
    }
  }

  /// The user shows or hides a tab.
  public mutating func customizeVisibility(_ title: String, visible: Bool) throws(ModelError) {
    defer { showScreen() }
    guard let tabView else { throw .noSystemTabView }
    guard let tab = tabView.tab(named: title) else { throw .unknownTab(title) }
    guard tab.isMovable else { throw .notCustomizable(title) }
    try changeTabView { tabView, device, events in
      tabView.setUserVisibility(title, visible: visible, at: device.now, events: &events)
    }
  }

  /// The user orders the movable tabs.
  public mutating func customizeOrder(_ titles: [String]) throws(ModelError) {
    defer { showScreen() }
    guard let tabView else { throw .noSystemTabView }
    for title in titles {
      guard let tab = tabView.tab(named: title) else { throw .unknownTab(title) }
      guard tab.isMovable else { throw .notCustomizable(title) }
    }
    try changeTabView { tabView, device, events in
      tabView.setOrder(titles, at: device.now, events: &events)
    }
  }

  public mutating func setSizeClass(_ sizeClass: SizeClass) throws(ModelError) {
    defer { showScreen() }
    guard tabView != nil else { throw .noSystemTabView }
    let before = contentFrame
    try changeTabView { tabView, device, events in
      tabView.setSizeClass(sizeClass, at: device.now, events: &events)
    }
    if contentFrame != before { layoutChanged() }
  }

  public mutating func setAccessory(enabled: Bool) throws(ModelError) {
    guard tabView != nil else { throw .noSystemTabView }
    try changeTabView { tabView, device, events in
      tabView.setAccessory(enabled, at: device.now, events: &events)
    }
  }

  public mutating func setColumnVisibility(_ visibility: ColumnVisibility) throws(ModelError) {
    defer { showScreen() }
    guard tabView != nil else { throw .noSystemTabView }
    let before = contentFrame
    try changeTabView { tabView, device, events in
      tabView.setColumnVisibility(
        visibility, screen: device.screen, at: device.now, events: &events)
    }
    if contentFrame != before { layoutChanged() }
  }

  /// Changes the system TabView with the device and the event log at hand. When the change moves
  /// the content's insets (the accessory, the bar minimising), the scroll view is told to read
  /// them again.
  mutating func changeTabView(
    _ change: (inout SystemTabView, DeviceContext, inout [Event]) -> Void
  ) throws(ModelError) {
    let device = self.device
    let before = contentArea
    guard var tabView = components.remove(SystemTabView.self) else { throw .noSystemTabView }
    change(&tabView, device, &events)
    components.install(tabView)
    let after = contentArea
    if after.topInset != before.topInset || after.bottomInset != before.bottomInset {
      deliver([.contentInsetsChanged])
    }
  }

  /// The content changed size: the router ends what was measured in the old size.
  mutating func layoutChanged() {
    deliver([.contentFrameChanged])
  }
}
