/// The two weights the bubble bar sets its titles in. The SwiftUI variant uses semibold for the
/// selected title and medium for the others ("Implementing Dynamic Resizing Navigation Bubbles in
/// iOS", Approach 1, `.font(.system(size: 16, weight: selectedTab == tab ? .semibold :
/// .medium))`); the UIKit variant uses medium throughout (Approach 2, step 4).
public enum FontWeight: String, Hashable, Sendable, CaseIterable {
  case medium
  case semibold
}
