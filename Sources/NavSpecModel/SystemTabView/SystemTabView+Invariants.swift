/// The system TabView's built-in invariants (docs/explore.md#built-in-invariants): VoiceOver
/// finds the tabs the current presentation shows, the More item and the More list's rows among
/// them.
extension SystemTabView {
  public var followedFingers: Set<Int> { tracking.map { [$0.finger] } ?? [] }

  public func invariantViolations(
    on device: DeviceContext, checking: BuiltInInvariantSet
  ) -> [InvariantViolation] {
    guard checking.contains(.accessibilityMatchesTabs) else { return [] }
    let layout = tabViewLayout(on: device)
    // The items and rows that stand for tabs; the More list's title and Edit button do not.
    let navigationBar = [Router.titleIdentifier, Self.editButtonIdentifier]
    let elements = accessibilityElements(
      layout: layout, safeAreaTop: device.safeAreaTop, direction: device.direction
    ).filter { !navigationBar.contains($0.identifier) }
    var labels = Dictionary(
      tabs.map { ($0.title, $0.item.accessibilityLabel) }, uniquingKeysWith: { first, _ in first })
    labels[Self.moreItemIdentifier] = Self.moreTitle
    guard
      let violation = InvariantViolation.accessibilityMismatch(
        elements: elements, expected: visibleTabTitles(in: layout),
        label: { labels[$0] ?? $0 }, selected: selectedBarItem, exposesSelection: true)
    else { return [] }
    return [violation]
  }

  /// The identifier of the bar's selected item: the selected tab's title, or the More item's while
  /// the More list or one of its tabs is on display.
  var selectedBarItem: String {
    isMoreSelected ? Self.moreItemIdentifier : selectedTitle
  }

  /// The tabs a sighted user sees now, in reading order, worked out from the tabs rather than
  /// from the placed elements: the More list's rows while it is on display, then the tab bar's
  /// items and the More item (the selected one alone while minimised, as the capsule shows it),
  /// else the sidebar's rows while the sidebar is up, else none.
  func visibleTabTitles(in layout: Layout) -> [String] {
    if layout.tabBar != nil {
      let split = barSplit
      let rows = more.isListShown ? split.more.map(\.title) : []
      let items = split.bar.map(\.title) + (split.more.isEmpty ? [] : [Self.moreItemIdentifier])
      guard minimization.isMinimized else { return rows + items }
      return rows + items.filter { $0 == selectedBarItem }
    }
    return layout.sidebar == nil ? [] : sidebarItems.map(\.title)
  }
}
