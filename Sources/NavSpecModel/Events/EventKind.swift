/// Everything the model emits that an app could observe, by name.
///
/// Categories decide what `expect events [...]` and exhaustive mode look at: animation and
/// environment events are bookkeeping ("quiet") unless a scenario names them.
public enum EventKind: String, Hashable, Sendable, CaseIterable {
  // Interaction: what the user's gestures did to the bar.
  case selectionChanged
  case reselected
  case dragBegan
  case dragEnded
  case dragCancelled
  case longPressBegan
  case longPressEnded
  case longPressCancelled
  case largeContentViewerShown
  case largeContentViewerHidden
  // Accessibility: what VoiceOver did and said.
  case voiceOverFocused
  case voiceOverSpoke
  case voiceOverActivated
  case voiceOverEscape
  case announcement
  // Animation: the renderer's view of moving values.
  case animationBegan
  case animationSettled
  // Environment: the user's settings.
  case settingChanged

  public enum Category: String, Sendable {
    case interaction
    case accessibility
    case animation
    case environment
  }

  public var category: Category {
    switch self {
    case .selectionChanged, .reselected, .dragBegan, .dragEnded, .dragCancelled,
      .longPressBegan, .longPressEnded, .longPressCancelled, .largeContentViewerShown,
      .largeContentViewerHidden:
      return .interaction
    case .voiceOverFocused, .voiceOverSpoke, .voiceOverActivated, .voiceOverEscape,
      .announcement:
      return .accessibility
    case .animationBegan, .animationSettled:
      return .animation
    case .settingChanged:
      return .environment
    }
  }

  /// Quiet events are left out of `expect events [...]` and exhaustive checks unless named.
  public var isQuiet: Bool { category == .animation || category == .environment }

  /// The argument labels this event carries, in printing order (documented in docs/model.md).
  public var argumentLabels: [String] {
    switch self {
    case .selectionChanged: return ["from", "to", "cause"]
    case .reselected: return ["tab", "cause"]
    case .dragBegan: return ["from"]
    case .dragEnded: return ["to", "translation"]
    case .dragCancelled: return []
    case .longPressBegan: return ["tab"]
    case .longPressEnded: return []
    case .longPressCancelled: return []
    case .largeContentViewerShown: return ["item"]
    case .largeContentViewerHidden: return []
    case .voiceOverFocused: return ["element"]
    case .voiceOverSpoke: return ["text", "hint"]
    case .voiceOverActivated: return ["element"]
    case .voiceOverEscape: return ["handled"]
    case .announcement: return ["text"]
    case .animationBegan: return ["property", "from", "to", "animation"]
    case .animationSettled: return ["property", "value"]
    case .settingChanged: return ["setting", "value"]
    }
  }
}
