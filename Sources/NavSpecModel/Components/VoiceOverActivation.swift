/// What VoiceOver does after a component acted on a double tap.
public enum VoiceOverActivation: Hashable, Sendable {
  /// Focus stays on the element: a new screen is announced with focus on it, otherwise the
  /// element is read again with its new state (a tab that became selected).
  case readAgain
  /// Nothing more: the component has sent where focus goes if the screen changes
  /// (`ComponentSignal.voiceOverFocusAfterChange`), as a back button does.
  case done
}
