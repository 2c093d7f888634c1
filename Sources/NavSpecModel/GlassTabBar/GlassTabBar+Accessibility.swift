/// The bar's accessibility tree: a container with the tabBar trait that is not itself an element,
/// one element per tab (docs/platform-facts.md#tab-bar-trait), and the pill hidden
/// (docs/platform-facts.md#decorations-are-hidden).
extension GlassTabBar {
  /// The tabs as VoiceOver sees them, in reading order (the logical order, also in
  /// right-to-left, where VoiceOver reads right to left).
  public func accessibilityElements(direction: LayoutDirection) -> [AccessibilityElement] {
    tabs.indices.map { accessibilityElement(for: $0, direction: direction) }
  }

  public func accessibilityElement(for index: Int, direction: LayoutDirection)
    -> AccessibilityElement
  {
    tabs[index].accessibilityElement(
      selected: index == selectedIndex, frame: tabFrame(index, direction: direction),
      position: index + 1, count: tabs.count, container: .tabBar)
  }
}
