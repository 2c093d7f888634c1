/// The glass tab bar as a screen component: it sits at the bottom over the content, takes its
/// 64 pt from the content's bottom, claims the touches that land in it, and tells the others
/// when a tab is selected or activated again.
extension GlassTabBar: BottomTabBar {
  public static let styles = ["glass"]

  public var auditName: String { "glass" }

  public static func parts(style: String) -> Set<TabContainerPart> { [.pill] }

  public init(style: String, titles: [String], device: DeviceContext) {
    self.init(titles: titles, frame: Self.frame(on: device))
  }

  // MARK: Tabs

  public mutating func select(
    _ title: String, cause: SelectionCause, context: inout ComponentContext
  ) {
    guard let index = index(ofTab: title), index != selectedIndex else { return }
    if let signal = select(
      index, cause: cause, at: context.now, settings: context.settings, events: &context.events)
    {
      context.send(signal)
    }
  }

  public func centre(ofTab title: String, in environment: ComponentEnvironment)
    throws(ModelError) -> Point
  {
    guard let index = index(ofTab: title) else { throw .unknownTab(title) }
    return tabFrame(index, direction: environment.direction).center
  }

  public func centre(of part: TabContainerPart, in environment: ComponentEnvironment) -> Point? {
    switch part {
    case .pill: return pillFrame(at: environment.now, direction: environment.direction).center
    case .ball, .indent, .bubble: return nil
    }
  }

  // MARK: Touches

  public mutating func touchBegan(
    finger: Int, at point: Point, context: inout ComponentContext
  ) -> Bool {
    touchDown(finger: finger, at: point, time: context.now, settings: context.settings)
  }

  public mutating func touchMoved(finger: Int, to point: Point, context: inout ComponentContext) {
    touchMoved(
      finger: finger, to: point, time: context.now, settings: context.settings,
      events: &context.events)
  }

  public mutating func touchEnded(finger: Int, at point: Point, context: inout ComponentContext) {
    if let signal = touchUp(
      finger: finger, at: point, time: context.now, settings: context.settings,
      events: &context.events)
    {
      context.send(signal)
    }
  }

  public mutating func touchCancelled(finger: Int, context: inout ComponentContext) {
    touchCancelled(
      finger: finger, time: context.now, settings: context.settings, events: &context.events)
  }

  public mutating func cancelAllTouches(context: inout ComponentContext) {
    guard let finger = tracking?.finger else { return }
    touchCancelled(finger: finger, context: &context)
  }

  // MARK: Time

  /// The long press's deadline or the pill's next settle, whichever comes first.
  public var nextDeadline: VirtualTime? {
    .earliest(longPressDeadline, nextSettleTime)
  }

  public mutating func deadlineReached(context: inout ComponentContext) {
    longPressDeadlineReached(at: context.now, settings: context.settings, events: &context.events)
    settleAnimations(at: context.now, events: &context.events)
  }

  // MARK: Accessibility

  public func accessibility(in environment: ComponentEnvironment) -> AccessibilityGroup {
    AccessibilityGroup(.bottomBar, accessibilityElements(direction: environment.direction))
  }

  /// A double tap on a tab activates it as a tap does, with `cause: voiceover`.
  public mutating func activate(
    accessibilityElement identifier: String, context: inout ComponentContext
  ) -> VoiceOverActivation? {
    guard let index = index(ofTab: identifier) else { return nil }
    context.events.append(.voiceOverActivated(identifier, at: context.now))
    if let signal = activate(
      index, cause: .voiceOver, at: context.now, settings: context.settings,
      events: &context.events)
    {
      context.send(signal)
    }
    return .readAgain
  }

  // MARK: Signals

  /// A new screen size or safe area moves the bar (the pill keeps its leading offset).
  public mutating func receive(_ signal: ComponentSignal, context: inout ComponentContext) {
    switch signal {
    case .deviceChanged:
      layOut(in: Self.frame(on: context.device), at: context.now)
    case .tabSelected, .tabReselected, .contentScrolled, .contentInsetsChanged,
      .contentFrameChanged,
      .screenChanged,
      .voiceOverFocusAfterChange, .rootPushed, .rootPopped, .rootBack:
      break
    }
  }
}
