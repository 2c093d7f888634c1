/// The app's tabs, in the order its tab bar shows them; scenarios/tab-bar.scenario specifies
/// how the bar behaves.
public enum Tab: String, CaseIterable, Sendable {
  case home = "Home"
  case search = "Search"
  case library = "Library"
  case profile = "Profile"
}
