/// iOS 26's `.tabBarMinimizeBehavior(_:)`, by the word scenarios use after `minimize-behavior`
/// (docs/components/tabview.md#behaviours).
///
/// Only a compact-width tab bar minimises ("Minimizing is supported for tab bars on only iPhone",
/// Apple's `TabBarMinimizeBehavior.onScrollDown`); `automatic` does not minimise on iOS or iPadOS
/// (Apple's `TabBarMinimizeBehavior.automatic`), so in the model it never does.
public enum TabBarMinimizeBehavior: String, Hashable, Sendable, CaseIterable {
  /// The default: on iOS and iPadOS the bar does not minimise.
  case automatic
  case never
  /// Minimises as the content scrolls down; expands at the top or when tapped.
  case onScrollDown = "on-scroll-down"
  /// The mirror, for content aligned to the bottom: minimises as the content scrolls up; expands
  /// at the bottom or when tapped.
  case onScrollUp = "on-scroll-up"

  /// The direction of scrolling that minimises the bar; nil when the behaviour never does.
  public var minimizingDirection: ScrollDirection? {
    switch self {
    case .automatic, .never: nil
    case .onScrollDown: .down
    case .onScrollUp: .up
    }
  }

  /// Which way the content moves: down (the offset grows, the finger moves up) or up.
  public enum ScrollDirection: String, Hashable, Sendable {
    case down
    case up
  }
}
