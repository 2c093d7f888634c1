/// The named VoiceOver actions a scenario can perform instead of touch gestures.
public enum VoiceOverAction: Hashable, Sendable {
  /// Swipe right: focus the next element in reading order.
  case next
  /// Swipe left: focus the previous element.
  case previous
  /// Two-finger Z: accessibilityPerformEscape.
  case escape
  /// Move focus to an element by its identifier (a tab's title).
  case focus(String)
  /// Double tap: activate an element (focusing it first), or the focused one when nil.
  case activate(String?)
}
