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
    let frames = tabFrames(in: layout, safeAreaTop: safeAreaTop, direction: direction)
    if layout.bar != nil {
      let items = tabBarItems
      return items.enumerated().map { index, tab in
        element(
          tab, frame: frames[tab.title], position: index + 1, count: items.count,
          container: .tabBar, section: nil)
      }
    }
    guard layout.sidebar != nil else { return [] }
    return sidebarLines.compactMap { line in
      guard case .row(let tab, let section, let position, let count) = line else { return nil }
      return element(
        tab, frame: frames[tab.title], position: position, count: count, container: .list,
        section: section)
    }
  }

  private func element(
    _ tab: SystemTab, frame: Rect?, position: Int, count: Int, container: AccessibilityTrait,
    section: String?
  ) -> AccessibilityElement {
    tab.item.accessibilityElement(
      selected: tab.title == selectedTitle, frame: frame ?? Rect(x: 0, y: 0, width: 0, height: 0),
      position: position, count: count, container: container, section: section)
  }
}
