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
