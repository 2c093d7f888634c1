/// The UIAccessibilityTraits the model uses, by the names scenarios write.
public enum AccessibilityTrait: String, Hashable, Sendable, CaseIterable {
  case button
  case selected
  case tabBar
  case header
  case adjustable
  case notEnabled
}
