/// The weights the bubble bar sets its titles in. The SwiftUI variant uses semibold for the
/// selected title and medium for the others ("Implementing Dynamic Resizing Navigation Bubbles in
/// iOS", Approach 1, `.font(.system(size: 16, weight: selectedTab == tab ? .semibold :
/// .medium))`); the UIKit variant uses medium throughout (Approach 2, step 4). Under Bold Text
/// the system draws those weights heavier: medium as bold, semibold as heavy
/// (`BubbleBarStyle.weight(selected:boldText:)`, docs/components/bubble.md#bold-text).
public enum FontWeight: String, Hashable, Sendable, CaseIterable {
  case medium
  case semibold
  /// `UIFont.Weight.bold` (700): medium under Bold Text.
  case bold
  /// `UIFont.Weight.heavy` (800): semibold under Bold Text.
  case heavy
}
