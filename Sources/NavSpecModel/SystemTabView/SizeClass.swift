/// The horizontal size class: compact on an iPhone in portrait (and iPad slide-over), regular on
/// an iPad full screen. A sidebar-adaptable TabView shows a tab bar when compact and a sidebar when
/// regular (docs/design-inputs.md#the-system-tabview).
public enum SizeClass: String, Hashable, Sendable, CaseIterable {
  case compact
  case regular
}
