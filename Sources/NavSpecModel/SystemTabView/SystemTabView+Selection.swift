/// Selection, hiding, the user's customisation, the size class, the accessory and the column
/// visibility: every change that the app or the user makes to the TabView, with its event.
extension SystemTabView {
  /// A tap (or VoiceOver activation) on a tab: a new tab is selected; the selected one emits
  /// `reselected` and is returned, so the caller can pop its stack to the root.
  @discardableResult
  mutating func activate(
    _ title: String, cause: SelectionCause, at time: VirtualTime, events: inout [Event]
  ) -> String? {
    guard title != selectedTitle else {
      events.append(.reselected(title, cause: cause, at: time))
      return title
    }
    select(title, cause: cause, at: time, events: &events)
    return nil
  }

  /// Selects a tab; selecting the selected one does nothing (also while the More list covers it:
  /// the app's selection does not change, so nothing tells the TabView to leave the list,
  /// docs/components/tabview.md#selection).
  mutating func select(
    _ title: String, cause: SelectionCause, at time: VirtualTime, events: inout [Event]
  ) {
    guard title != selectedTitle, tab(named: title) != nil else { return }
    let previous = selectedTitle
    selectedTitle = title
    events.append(.selectionChanged(from: previous, to: title, cause: cause, at: time))
    showSelected(cause: cause, at: time, events: &events)
  }

  /// The selected tab comes on display: the More list no longer covers it, and a tab that lives
  /// in the list is pushed above it (`morePushed`, unless the More navigation already held it:
  /// its stack is kept while another tab is selected).
  mutating func showSelected(cause: SelectionCause, at time: VirtualTime, events: inout [Event]) {
    let pushed = more.pushedTitle
    more.isListShown = false
    normalizeMore()
    if let now = more.pushedTitle, now != pushed {
      events.append(
        Event(
          time: time, kind: .morePushed,
          arguments: [.init("tab", .string(now)), .init("cause", .string(cause.rawValue))]))
    }
  }

  /// Whether the app or the user has hidden a tab (default visibility does not count: the
  /// sidebar still lists such a tab, and it may be selected).
  public func isHiddenByAppOrUser(_ title: String) -> Bool {
    guard let tab = tab(named: title) else { return true }
    return tab.isHidden || userVisibility(tab) == .hidden
  }

  /// `.hidden(condition)` changed. The tab's stack is untouched; a hidden selected tab hands the
  /// selection to the first shown tab (our decision: the content of a tab that is not there
  /// cannot stay on screen).
  mutating func setHidden(
    _ title: String, _ hidden: Bool, at time: VirtualTime, events: inout [Event]
  ) {
    guard let tab = tab(named: title), tab.isHidden != hidden else { return }
    update(tab: title) { $0.isHidden = hidden }
    events.append(visibilityEvent(title, hidden: hidden, cause: "app", at: time))
    keepSelectionShown(at: time, events: &events)
  }

  /// The user showed or hid a tab in the customisation (the caller has checked it is movable).
  mutating func setUserVisibility(
    _ title: String, visible: Bool, at time: VirtualTime, events: inout [Event]
  ) {
    let choice: TabViewCustomization.Visibility = visible ? .visible : .hidden
    guard customization.visibility[title] != choice else { return }
    customization.visibility[title] = choice
    events.append(visibilityEvent(title, hidden: !visible, cause: "user", at: time))
    keepSelectionShown(at: time, events: &events)
  }

  /// The user's order of the movable tabs.
  mutating func setOrder(_ titles: [String], at time: VirtualTime, events: inout [Event]) {
    guard customization.order != titles else { return }
    customization.order = titles
    // The first four in the new order are on the bar (docs/components/tabview.md#customisation).
    defer { normalizeMore() }
    events.append(
      Event(
        time: time, kind: .tabsReordered,
        arguments: [
          .init("order", .string(orderedTabs.map(\.title).joined(separator: ", ")))
        ]))
  }

  /// Replaces the customisation with a restored one, dropping what no longer applies (tabs that
  /// are gone or that the user may not customise). Returns the titles dropped, in the saved
  /// order then by title.
  mutating func restore(
    _ restored: TabViewCustomization, at time: VirtualTime, events: inout [Event]
  ) -> [String] {
    let movable = Set(tabs.filter(\.isMovable).map(\.title))
    var dropped: [String] = []
    for title in restored.order where !movable.contains(title) { dropped.append(title) }
    for title in restored.visibility.keys.sorted()
    where !movable.contains(title) && !dropped.contains(title) {
      dropped.append(title)
    }
    customization = TabViewCustomization(
      order: restored.order.filter(movable.contains),
      visibility: restored.visibility.filter { movable.contains($0.key) })
    keepSelectionShown(at: time, events: &events)
    return dropped
  }

  /// If the selected tab is now hidden, the first shown tab that is not the search tab is
  /// selected (`cause: hidden`); the search tab only when nothing else is shown (our decision:
  /// landing in a search field is not a neutral place to fall back to).
  mutating func keepSelectionShown(at time: VirtualTime, events: inout [Event]) {
    // Hiding or showing tabs also moves the split between the bar and the More list.
    defer { normalizeMore() }
    guard isHiddenByAppOrUser(selectedTitle) else { return }
    // The shown tabs already leave out those the app or the user hid.
    let candidates = shownTabs
    guard let first = candidates.first(where: { !$0.isSearch }) ?? candidates.first else { return }
    select(first.title, cause: .hidden, at: time, events: &events)
  }

  /// The `cause` of `tabHidden` and `tabShown`: the app hid or showed it (`hide`), or the user
  /// did (`customize hide`).
  public static let visibilityCauses = ["app", "user"]

  private func visibilityEvent(
    _ title: String, hidden: Bool, cause: String, at time: VirtualTime
  ) -> Event {
    Event(
      time: time, kind: hidden ? .tabHidden : .tabShown,
      arguments: [.init("tab", .string(title)), .init("cause", .string(cause))])
  }

  /// The size class changed (rotation, multitasking): the presentation follows, the selection
  /// and every stack stay.
  mutating func setSizeClass(_ sizeClass: SizeClass, at time: VirtualTime, events: inout [Event]) {
    guard sizeClass != self.sizeClass else { return }
    self.sizeClass = sizeClass
    tracking = nil
    // Regular width has no More item: its navigation goes, and the selected tab is on display.
    normalizeMore()
    events.append(
      Event(
        time: time, kind: .sizeClassChanged,
        arguments: [
          .init("sizeClass", .string(sizeClass.rawValue)),
          .init("presentation", .string(presentation.rawValue)),
        ]))
    // The layout is replaced, not morphed: a minimised bar that cannot minimise here is full
    // again at once; back in compact width the content's scrolling counts again from here.
    expandIfItCannotMinimize(cause: .sizeClass, at: time, animated: false, events: &events)
    followScroll(at: time, animated: false, events: &events)
  }

  /// `.tabViewBottomAccessory(isEnabled:)` changed.
  mutating func setAccessory(_ enabled: Bool, at time: VirtualTime, events: inout [Event]) {
    guard enabled != isAccessoryEnabled else { return }
    isAccessoryEnabled = enabled
    events.append(Event(time: time, kind: enabled ? .accessoryShown : .accessoryHidden))
  }

  /// The split view's column visibility changed.
  mutating func setColumnVisibility(
    _ visibility: ColumnVisibility, screen: Size, at time: VirtualTime, events: inout [Event]
  ) {
    guard visibility != columnVisibility else { return }
    columnVisibility = visibility
    tracking = nil
    events.append(
      Event(
        time: time, kind: .columnVisibilityChanged,
        arguments: [
          .init("visibility", .string(visibility.rawValue)),
          .init("columns", .string(visibility.columns(for: screen).joined(separator: " "))),
        ]))
  }
}
