/// The system TabView's built-in invariants (docs/explore.md#built-in-invariants): VoiceOver
/// finds the tabs the current presentation shows.
extension SystemTabView {
  public var followedFingers: Set<Int> { tracking.map { [$0.finger] } ?? [] }

  public func invariantViolations(
    in environment: ComponentEnvironment, checking: Set<BuiltInInvariant>
  ) -> [InvariantViolation] {
    guard checking.contains(.accessibilityMatchesTabs) else { return [] }
    let device = environment.device
    let layout = tabViewLayout(on: device)
    let elements = accessibilityElements(
      layout: layout, safeAreaTop: device.safeAreaTop, direction: device.direction)
    let labels = Dictionary(
      tabs.map { ($0.title, $0.item.accessibilityLabel) }, uniquingKeysWith: { first, _ in first })
    guard
      let violation = InvariantViolation.accessibilityMismatch(
        elements: elements, expected: visibleTabTitles(in: layout),
        label: { labels[$0] ?? $0 }, selected: selectedTitle, exposesSelection: true)
    else { return [] }
    return [violation]
  }

  /// The tabs a sighted user sees now, in order, worked out from the tabs rather than from the
  /// placed elements: the tab bar's items (the selected one alone while minimised, as the capsule
  /// shows it), else the sidebar's rows while the sidebar is up, else none.
  func visibleTabTitles(in layout: Layout) -> [String] {
    if layout.tabBar != nil {
      let items = tabBarItems.map(\.title)
      guard minimization.isMinimized else { return items }
      return items.filter { $0 == selectedTitle }
    }
    return layout.sidebar == nil ? [] : sidebarItems.map(\.title)
  }
}
