import NavSpecModel

/// One statement about the system TabView's tab bar minimisation
/// (docs/components/tabview.md#statements).
public enum MinimizeSetting: Hashable, Sendable {
  /// `minimize-behavior automatic|never|on-scroll-down|on-scroll-up`:
  /// `.tabBarMinimizeBehavior(_:)`.
  case behavior(TabBarMinimizeBehavior)
  /// `minimize-threshold 30`: points scrolled before the bar minimises (the model's; iOS
  /// publishes none).
  case threshold(Double)
}
