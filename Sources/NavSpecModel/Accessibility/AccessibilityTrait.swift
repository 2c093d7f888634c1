/// The UIAccessibilityTraits the model uses, by the names scenarios write.
public enum AccessibilityTrait: String, Hashable, Sendable, CaseIterable {
  case button
  case selected
  case tabBar
  case header
  /// UIKit marks a navigation bar's back button so VoiceOver reads "Back Button".
  case backButton
  /// The container type of a sidebar (UIAccessibilityContainerType.list): its elements are rows.
  case list
}

extension AccessibilityTrait {
  /// A tab bar container's traits, glass or system: the tabBar trait, and not itself an element
  /// (docs/platform-facts.md#tab-bar-trait).
  public static let tabBarContainer: [AccessibilityTrait] = [.tabBar]
}
