/// Which gooey tab bar a scenario runs (docs/components/gooey.md#variants).
///
/// The design document ("Gooey Tab Bar in SwiftUI") ignores Reduce Motion and gives its buttons
/// neither the selected trait nor a tab bar container. `document` models its code as written,
/// rough edges included, so an audit can report them; `corrected` is what a team would ship.
public enum GooeyTabBarVariant: String, Hashable, Sendable, CaseIterable {
  /// The document's code as written: the droplet and the spring travel run under Reduce Motion
  /// too, and a button is read as "Home, Button" with no selected state.
  case document
  /// Reduce Motion respected (no droplet, the indent and the ball jump), the selected trait on
  /// the selected button and the tab bar container trait, so VoiceOver reads
  /// "Selected, Home, Tab, 1 of 4".
  case corrected

  /// The word after `tabbar` that installs it: `gooey`, `gooey-corrected`.
  public var style: String {
    switch self {
    case .document: return "gooey"
    case .corrected: return "gooey-corrected"
    }
  }

  /// Whether a change of `selectedCenterX` and a tap animate under these settings.
  func animates(reduceMotion: Bool) -> Bool {
    switch self {
    case .document: return true
    case .corrected: return !reduceMotion
    }
  }

  /// Whether the buttons carry the selected trait and sit in a tab bar container.
  var exposesTabSemantics: Bool {
    switch self {
    case .document: return false
    case .corrected: return true
    }
  }
}
