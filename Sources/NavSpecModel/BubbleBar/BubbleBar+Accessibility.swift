/// The bar as VoiceOver sees it: one button per title, in the titles' order, nothing else
/// (the bubble and the container are decorations: docs/platform-facts.md#decorations-are-hidden).
///
/// What the design's code gives, no more: a `Button` whose label is its `Text`, so the label is
/// the whole title even when the screen shows it cut short, and the button trait. Approach 1
/// marks nothing as selected (no `.accessibilityAddTraits(.isSelected)`), so VoiceOver cannot
/// tell which title is selected; Approach 2 sets `isSelected` on the `UIButton`, which UIKit
/// reports as the selected trait. Neither is a tab bar (no tabBar trait on the container), so a
/// button reads "Home, Button", with no "Tab, 1 of 4". The audits report these gaps.
extension BubbleBar {
  public func accessibilityElements() -> [AccessibilityElement] {
    titles.indices.map(accessibilityElement(for:))
  }

  public func accessibilityElement(for index: Int) -> AccessibilityElement {
    let selected = index == selectedIndex && style == .uiKit
    return AccessibilityElement(
      identifier: titles[index], label: titles[index], value: "", hint: "",
      traits: selected ? [.button, .selected] : [.button], frame: layout.itemFrames[index],
      position: index + 1, count: titles.count, containerTrait: nil)
  }
}
