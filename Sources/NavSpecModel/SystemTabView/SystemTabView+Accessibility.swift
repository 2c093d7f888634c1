/// The TabView as VoiceOver sees it. In the tab bar each shown tab reads "Selected, Library, Tab,
/// 2 of 3", counting only the tabs shown (docs/platform-facts.md#how-voiceover-reads-a-tab); in the
/// sidebar each row reads as a row of its section, "Forest Life, Row, 2 of 2,
/// Collections". A hidden sidebar has no elements.
extension SystemTabView {
  /// The sidebar container's traits.
  public static let sidebarTraits: [AccessibilityTrait] = [.list]

  public func accessibilityElements(
    layout: Layout, safeAreaTop: Double, direction: LayoutDirection
  ) -> [AccessibilityElement] {
    accessibilityElements(
      placed: placedTabs(in: layout, safeAreaTop: safeAreaTop, direction: direction),
      inTabBar: layout.tabBar != nil)
  }

  /// The elements of tabs already placed: a tab bar's items, else a sidebar's rows.
  func accessibilityElements(placed: [PlacedTab], inTabBar: Bool) -> [AccessibilityElement] {
    let container: AccessibilityTrait = inTabBar ? .tabBar : .list
    return placed.map {
      element(
        $0.tab, frame: $0.frame, position: $0.position, count: $0.count, container: container,
        section: $0.section)
    }
  }

  private func element(
    _ tab: SystemTab, frame: Rect, position: Int, count: Int, container: AccessibilityTrait,
    section: String?
  ) -> AccessibilityElement {
    tab.item.accessibilityElement(
      selected: tab.title == selectedTitle, frame: frame,
      position: position, count: count, container: container, section: section)
  }
}
