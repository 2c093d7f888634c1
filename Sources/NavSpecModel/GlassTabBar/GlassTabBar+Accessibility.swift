/// The bar's accessibility tree: a container with the tabBar trait that is not itself an element,
/// one element per tab, and the pill hidden (platform-facts.md: "Decorations (pill, ...) are hidden
/// from accessibility").
extension GlassTabBar {
  public static let containerTraits: [AccessibilityTrait] = [.tabBar]

  /// The tabs as VoiceOver sees them, in reading order (the logical order, also in
  /// right-to-left, where VoiceOver reads right to left).
  public func accessibilityElements(direction: LayoutDirection) -> [AccessibilityElement] {
    tabs.indices.map { accessibilityElement(for: $0, direction: direction) }
  }

  public func accessibilityElement(for index: Int, direction: LayoutDirection)
    -> AccessibilityElement
  {
    let tab = tabs[index]
    return AccessibilityElement(
      identifier: tab.title, label: tab.accessibilityLabel, value: tab.badge?.spokenValue ?? "",
      hint: tab.hint ?? "",
      traits: index == selectedIndex ? [.button, .selected] : [.button],
      frame: tabFrame(index, direction: direction), position: index + 1, count: tabs.count,
      containerTrait: .tabBar)
  }
}
