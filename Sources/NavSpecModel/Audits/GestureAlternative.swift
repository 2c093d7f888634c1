/// A change of state that a path-based or held gesture makes (a drag, a swipe, a long press),
/// and the controls that make the same change with a single tap and with VoiceOver, as a
/// component declares them (`GestureAlternativeComponent`). The gesture-alternative rule holds
/// the declaration to the screen: each named control must be there, enabled, and (for the tap)
/// not covered by a bar above it (docs/audits.md#gesture-alternative).
public struct GestureAlternative: Hashable, Sendable {
  /// "dragging the pill", "the edge swipe back".
  public var gesture: String
  /// "selects Library", "pops to Desserts".
  public var effect: String
  /// What the finding is about: the element the change concerns (the tab it selects, the back
  /// button).
  public var element: String
  /// The element a single tap on does the same; nil when none does.
  public var tap: String?
  /// The element whose VoiceOver activation (a double tap) does the same; nil when none does.
  public var voiceOver: String?

  public init(
    gesture: String, effect: String, element: String, tap: String?, voiceOver: String?
  ) {
    self.gesture = gesture
    self.effect = effect
    self.element = element
    self.tap = tap
    self.voiceOver = voiceOver
  }
}

/// A component with gestures that change state beyond a tap: it lists each change its gestures
/// can make now, with the controls that make it too.
public protocol GestureAlternativeComponent: ScreenComponent {
  func gestureAlternatives(in environment: ComponentEnvironment) -> [GestureAlternative]
}
