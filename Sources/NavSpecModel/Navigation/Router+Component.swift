/// The router as a screen component: it owns the content (the selected tab's screens) and the
/// navigation bar across its top, so it lies in the lowest layer, takes 44 pt from the content's
/// top, and claims the touches the bars above let through (the back button, the edge swipe). It
/// learns the selected tab from the environment and reacts to the tab containers' signals.
extension Router: ScreenComponent {
  public var layer: ScreenLayer { .content }

  public var auditName: String { "router" }

  public func layout(on device: DeviceContext) -> ComponentLayout {
    ComponentLayout(topInset: NavigationLayout.navigationBarHeight)
  }

  /// Where the navigation bar and the back button are, in the content the others left.
  public static func navigationLayout(in environment: ComponentEnvironment) -> NavigationLayout {
    NavigationLayout(
      content: environment.content.frame, top: environment.device.safeAreaTop,
      direction: environment.direction)
  }

  /// The instant, the transition kind the settings ask for and the content width.
  public static func navigationContext(in environment: ComponentEnvironment) -> NavigationContext {
    NavigationContext(
      time: environment.now, settings: environment.settings,
      width: environment.content.frame.width)
  }

  // MARK: Navigation

  public func stackDepthAndRevision(ofTab tab: String) -> (depth: Int, revision: Int)? {
    stacks.depthAndRevision(of: tab) ?? (0, 0)
  }

  // MARK: Touches

  /// Nothing of the tab is on screen while the More list covers it; on the root of a tab pushed
  /// from the list the back button and the swipe return to the list.
  public mutating func touchBegan(
    finger: Int, at point: Point, context: inout ComponentContext
  ) -> Bool {
    let navigation = context.environment.containerNavigation
    guard let tab = context.environment.selectedTab, !navigation.coversContent else {
      return false
    }
    return touchDown(
      finger: finger, at: point, tab: tab, layout: Self.navigationLayout(in: context.environment),
      time: context.now, rootBack: navigation.rootBackTitle != nil)
  }

  public mutating func touchMoved(finger: Int, to point: Point, context: inout ComponentContext) {
    touchMoved(
      finger: finger, to: point, layout: Self.navigationLayout(in: context.environment),
      time: context.now, events: &context.events)
  }

  public mutating func touchEnded(finger: Int, at point: Point, context: inout ComponentContext) {
    let tab = touch?.tab
    if let cause = touchUp(
      finger: finger, at: point, layout: Self.navigationLayout(in: context.environment),
      time: context.now, context: Self.navigationContext(in: context.environment),
      events: &context.events), let tab
    {
      context.send(.rootBack(tab, cause: cause))
    }
  }

  public mutating func touchCancelled(finger: Int, context: inout ComponentContext) {
    touchCancelled(
      finger: finger, width: context.environment.content.frame.width, time: context.now,
      events: &context.events)
  }

  public mutating func cancelAllTouches(context: inout ComponentContext) {
    guard let finger = touch?.finger else { return }
    touchCancelled(finger: finger, context: &context)
  }

  // MARK: Time

  public var nextDeadline: VirtualTime? { nextSettleTime }

  public mutating func deadlineReached(context: inout ComponentContext) {
    settleTransitions(at: context.now, events: &context.events)
  }

  // MARK: Accessibility

  /// None while the More list covers the selected tab (the list has its own bar).
  public func accessibility(in environment: ComponentEnvironment) -> AccessibilityGroup {
    let navigation = environment.containerNavigation
    guard let tab = environment.selectedTab, !navigation.coversContent else {
      return AccessibilityGroup(.navigationBar, [])
    }
    return AccessibilityGroup(
      .navigationBar,
      accessibilityElements(
        tab: tab, layout: Self.navigationLayout(in: environment),
        rootBackTitle: navigation.rootBackTitle))
  }

  /// The back button pops, returning focus to what pushed the screen (on the root of a tab pushed
  /// from the More list it returns to the list); the title does nothing.
  public mutating func activate(
    accessibilityElement identifier: String, context: inout ComponentContext
  ) -> VoiceOverActivation? {
    let navigation = context.environment.containerNavigation
    guard identifier == Self.backButtonIdentifier || identifier == Self.titleIdentifier,
      !navigation.coversContent
    else { return nil }
    context.events.append(.voiceOverActivated(identifier, at: context.now))
    guard identifier == Self.backButtonIdentifier, let tab = context.environment.selectedTab else {
      return .done
    }
    let navigationContext = Self.navigationContext(in: context.environment)
    if stack(tab).depth == 0, navigation.rootBackTitle != nil {
      popRoot(on: tab, context: navigationContext, events: &context.events)
      context.send(.rootBack(tab, cause: .back))
    } else if let focus = pop(
      on: tab, cause: .back, context: navigationContext, events: &context.events)?.focusBeforePush
    {
      context.send(.voiceOverFocusAfterChange(focus))
    }
    return .done
  }

  // MARK: Signals

  public mutating func receive(_ signal: ComponentSignal, context: inout ComponentContext) {
    switch signal {
    case .tabReselected(let tab, _):
      // The iOS convention: activating the selected tab again pops its stack to the root. At the
      // root nothing more happens than `reselected` (our decision: UIKit scrolls a root scroll
      // view to the top; the model has no scroll position).
      _ = popToRoot(
        on: tab, cause: .reselect, context: Self.navigationContext(in: context.environment),
        events: &context.events)
    case .contentFrameChanged:
      // A swipe in flight ends (its screen no longer measures what the finger measured) and
      // running transitions end at once (our decision: a slide measured in the old width cannot
      // continue in the new one).
      for tab in tabs {
        interrupt(tab, at: context.now, events: &context.events)
      }
      touch = nil
    case .screenChanged:
      // The finger on the content acted on a screen that is gone: it is cancelled, and nothing
      // comes of it when it lifts.
      cancelAllTouches(context: &context)
    case .rootPushed(let tab):
      // A row of the More list pushed the tab: its screens slide in over the list.
      pushRoot(
        on: tab, context: Self.navigationContext(in: context.environment),
        events: &context.events)
    case .rootPopped(let tab):
      // The More item, tapped again, pops the More navigation to its list: as a reselected tab,
      // the tab's stack goes back to its root, and the screen slides away.
      let navigationContext = Self.navigationContext(in: context.environment)
      if popToRoot(
        on: tab, cause: .reselect, context: navigationContext, events: &context.events
      ).isEmpty {
        popRoot(on: tab, context: navigationContext, events: &context.events)
      }
    case .tabSelected, .contentScrolled, .contentInsetsChanged, .deviceChanged,
      .voiceOverFocusAfterChange, .rootBack:
      break
    }
  }
}
