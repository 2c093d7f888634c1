/// The bar as VoiceOver sees it (docs/components/gooey.md#accessibility).
///
/// The document's buttons are plain `Button`s whose label is the tab's title: each is an
/// element with the button trait and nothing else: no selected trait (the document never adds
/// `.isSelected`) and no tab bar container, so VoiceOver reads "Home, Button" and cannot tell
/// which tab is selected. The corrected variant adds both, and reads as a system tab bar does
/// ("Selected, Home, Tab, 1 of 4"; docs/platform-facts.md#tab-bar-trait). The shape and the ball
/// are decorations, hidden in both (docs/platform-facts.md#decorations-are-hidden).
extension GooeyTabBar {
  /// The buttons in reading order (the logical order, also in right-to-left).
  public func accessibilityElements(direction: LayoutDirection) -> [AccessibilityElement] {
    tabs.indices.map { accessibilityElement(for: $0, direction: direction) }
  }

  public func accessibilityElement(for index: Int, direction: LayoutDirection)
    -> AccessibilityElement
  {
    let tab = tabs[index]
    let frame = buttonFrame(index, direction: direction)
    if variant.exposesTabSemantics {
      return tab.accessibilityElement(
        selected: index == selectedIndex, frame: frame, position: index + 1, count: tabs.count,
        container: .tabBar)
    }
    return AccessibilityElement(
      identifier: tab.title, label: tab.accessibilityLabel, value: tab.badge?.spokenValue ?? "",
      hint: tab.hint ?? "", traits: [.button], frame: frame, position: index + 1,
      count: tabs.count, containerTrait: nil)
  }

  /// The container's traits: a tab bar in the corrected variant, none in the document's.
  public var containerTraits: [AccessibilityTrait] {
    variant.exposesTabSemantics ? AccessibilityTrait.tabBarContainer : []
  }
}
