/// What minimised or expanded the tab bar: the `cause` of `tabBarMinimized` and `tabBarExpanded`
/// (docs/components/tabview.md#events).
public enum TabBarMinimizeCause: String, Hashable, Sendable, CaseIterable {
  /// The content scrolled the threshold in the minimising direction.
  case scroll
  /// The content returned to its top (`on-scroll-down`).
  case top
  /// The content returned to its bottom (`on-scroll-up`).
  case bottom
  /// A tap on the minimised bar.
  case tap
  /// A VoiceOver double tap on the minimised bar.
  case voiceOver = "voiceover"
  /// The app set a behaviour that does not minimise.
  case behavior
  /// The bar can no longer minimise where it is: a regular width, or a sidebar.
  case sizeClass
}
