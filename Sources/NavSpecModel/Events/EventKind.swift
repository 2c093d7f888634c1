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
  case backSwipeBegan
  case backSwipeEnded
  case backSwipeCancelled
  case buttonTapped
  // The More tab of a compact tab bar with more than five tabs (docs/components/tabview.md#events).
  case moreListShown
  case morePushed
  case moreReselected
  // Scrolling: what a scroll view's delegate would hear (docs/components/scroll.md#events).
  case scrollBegan
  case scrollCaught
  case scrollEndedDragging
  case scrollDecelerating
  case scrollBounced
  case scrollToTop
  case scrollPaged
  case scrollEnded
  // Navigation: what happened to the stacks.
  case pushed
  case popped
  case poppedToRoot
  case pathReplaced
  case deepLinkOpened
  case deepLinkRejected
  // Persistence: saving and restoring state and the TabView's customisation.
  case stateSaved
  case stateRestored
  case stateRestoreRejected
  case customizationSaved
  case customizationRestored
  case customizationRestoreRejected
  // Layout: what the TabView shows.
  case tabHidden
  case tabShown
  case tabsReordered
  case accessoryShown
  case accessoryHidden
  case columnVisibilityChanged
  case tabBarMinimized
  case tabBarExpanded
  case accessoryPlacementChanged
  // Accessibility: what VoiceOver did and said.
  case voiceOverFocused
  case voiceOverSpoke
  case voiceOverActivated
  case voiceOverEscape
  case announcement
  case screenChanged
  case layoutChanged
  // Animation: the renderer's view of moving values.
  case animationBegan
  case animationSettled
  case transitionBegan
  case transitionEnded
  // Environment: the user's settings and the device.
  case settingChanged
  case sizeClassChanged

  public enum Category: String, Sendable {
    case interaction
    case navigation
    case persistence
    case layout
    case accessibility
    case animation
    case environment
  }

  public var category: Category {
    switch self {
    case .selectionChanged, .reselected, .dragBegan, .dragEnded, .dragCancelled,
      .longPressBegan, .longPressEnded, .longPressCancelled, .largeContentViewerShown,
      .largeContentViewerHidden, .backSwipeBegan, .backSwipeEnded, .backSwipeCancelled,
      .buttonTapped, .moreListShown, .morePushed, .moreReselected,
      .scrollBegan, .scrollCaught, .scrollEndedDragging, .scrollDecelerating, .scrollBounced,
      .scrollToTop, .scrollPaged, .scrollEnded:
      return .interaction
    case .pushed, .popped, .poppedToRoot, .pathReplaced, .deepLinkOpened, .deepLinkRejected:
      return .navigation
    case .stateSaved, .stateRestored, .stateRestoreRejected, .customizationSaved,
      .customizationRestored, .customizationRestoreRejected:
      return .persistence
    case .tabHidden, .tabShown, .tabsReordered, .accessoryShown, .accessoryHidden,
      .columnVisibilityChanged, .tabBarMinimized, .tabBarExpanded, .accessoryPlacementChanged:
      return .layout
    case .voiceOverFocused, .voiceOverSpoke, .voiceOverActivated, .voiceOverEscape,
      .announcement, .screenChanged, .layoutChanged:
      return .accessibility
    case .animationBegan, .animationSettled, .transitionBegan, .transitionEnded:
      return .animation
    case .settingChanged, .sizeClassChanged:
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
    case .backSwipeBegan: return ["tab", "route"]
    case .backSwipeEnded: return ["popped", "translation", "velocity"]
    case .backSwipeCancelled: return []
    case .buttonTapped: return ["button", "cause"]
    case .moreListShown: return ["cause"]
    case .morePushed: return ["tab", "cause"]
    case .moreReselected: return ["cause"]
    case .scrollBegan: return ["tab", "offset"]
    case .scrollCaught: return ["tab", "offset"]
    case .scrollEndedDragging: return ["tab", "offset", "velocity", "decelerates"]
    case .scrollDecelerating: return ["tab", "velocity", "target"]
    case .scrollBounced: return ["tab", "edge", "velocity"]
    case .scrollToTop: return ["tab", "from", "animated"]
    case .scrollPaged: return ["tab", "page", "pages", "offset"]
    case .scrollEnded: return ["tab", "offset"]
    case .pushed: return ["tab", "route", "depth"]
    case .popped: return ["tab", "route", "depth", "cause"]
    case .poppedToRoot: return ["tab", "count", "cause"]
    case .pathReplaced: return ["tab", "path"]
    case .deepLinkOpened: return ["url", "tab", "path"]
    case .deepLinkRejected: return ["url", "reason"]
    case .stateSaved: return ["name"]
    case .stateRestored: return ["name", "dropped"]
    case .stateRestoreRejected: return ["name", "reason"]
    case .customizationSaved: return ["name"]
    case .customizationRestored: return ["name", "dropped"]
    case .customizationRestoreRejected: return ["name", "reason"]
    case .tabHidden: return ["tab", "cause"]
    case .tabShown: return ["tab", "cause"]
    case .tabsReordered: return ["order"]
    case .accessoryShown: return []
    case .accessoryHidden: return []
    case .columnVisibilityChanged: return ["visibility", "columns"]
    case .tabBarMinimized: return ["cause"]
    case .tabBarExpanded: return ["cause"]
    case .accessoryPlacementChanged: return ["placement"]
    case .voiceOverFocused: return ["element"]
    case .voiceOverSpoke: return ["text", "hint"]
    case .voiceOverActivated: return ["element"]
    case .voiceOverEscape: return ["handled"]
    case .announcement: return ["text"]
    case .screenChanged: return ["focus"]
    case .layoutChanged: return []
    case .animationBegan: return ["property", "from", "to", "animation"]
    case .animationSettled: return ["property", "value"]
    case .transitionBegan: return ["kind", "direction", "route"]
    case .transitionEnded: return ["kind", "direction", "route", "completed"]
    case .settingChanged: return ["setting", "value"]
    case .sizeClassChanged: return ["sizeClass", "presentation"]
    }
  }

  /// The arguments whose values name a tab (or, for `element`, `focus` and `button`, an
  /// accessibility element, which is a tab or another component's element): those whose domain
  /// (`domain(ofArgument:)`) is a tab's title or an element. The checker resolves them like any
  /// tab name so a typo is caught before the scenario runs.
  public var tabArgumentLabels: [String] {
    argumentLabels.filter { label in
      switch domain(ofArgument: label)?.base {
      case .tabTitle, .element: true
      default: false
      }
    }
  }
}

extension EventKind {
  /// Hashes the case itself (the byte a case without a payload is stored in), not its raw
  /// value: the default for an enum with raw values hashes the name's text, and the language's
  /// event matcher files every event by its kind at every step. Equal kinds are the same case,
  /// so they hash alike.
  public func hash(into hasher: inout Hasher) {
    withUnsafeBytes(of: self) { hasher.combine(bytes: $0) }
  }
}
