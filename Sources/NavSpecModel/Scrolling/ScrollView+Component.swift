/// The scroll view as a screen component: it lies in the content layer with the router (which
/// claims nothing at a root screen, where the scroll view is on screen), takes no inset of its
/// own, and follows the others' signals: a tab switch or a push shows another scroll view, a
/// reselected tab scrolls to the top, changed insets are read again.
extension ScrollView: ScreenComponent {
  public var layer: ScreenLayer { .content }

  public var auditName: String { "scroll" }

  public func layout(on device: DeviceContext) -> ComponentLayout { ComponentLayout() }

  // MARK: Touches

  public mutating func touchBegan(
    finger: Int, at point: Point, context: inout ComponentContext
  ) -> Bool {
    touchDown(finger: finger, at: point, context: &context)
  }

  public mutating func touchMoved(finger: Int, to point: Point, context: inout ComponentContext) {
    guard touch?.finger == finger else { return }
    moveFinger(finger, to: point, context: &context)
  }

  public mutating func touchEnded(finger: Int, at point: Point, context: inout ComponentContext) {
    touchUp(finger: finger, at: point, context: &context)
  }

  public mutating func touchCancelled(finger: Int, context: inout ComponentContext) {
    guard let touch, touch.finger == finger else { return }
    release(touch, velocity: 0, context: &context)
  }

  public mutating func cancelAllTouches(context: inout ComponentContext) {
    guard let touch else { return }
    release(touch, velocity: 0, context: &context)
  }

  // MARK: Time

  public var nextDeadline: VirtualTime? { nextScrollDeadline }

  public mutating func deadlineReached(context: inout ComponentContext) {
    fireDeadlines(context: &context)
  }

  public func isAnimating(at time: VirtualTime) -> Bool {
    scrolls.values.contains { $0.endsAt != nil || $0.bounceAt != nil }
  }

  public func turningInstants(from start: VirtualTime, through end: VirtualTime) -> [VirtualTime] {
    let instants = scrolls.values.flatMap { $0.motion.turningInstants(from: start, through: end) }
    return Array(Set(instants)).sorted()
  }

  // MARK: Accessibility

  /// No elements of its own: the model's content has none (VoiceOver's page scroll reaches the
  /// scroll view through `Simulator.voiceOverScroll`).
  public func accessibility(in environment: ComponentEnvironment) -> AccessibilityGroup {
    AccessibilityGroup(.content, [])
  }

  public mutating func activate(
    accessibilityElement identifier: String, context: inout ComponentContext
  ) -> VoiceOverActivation? { nil }

  // MARK: Signals

  public mutating func receive(_ signal: ComponentSignal, context: inout ComponentContext) {
    switch signal {
    case .tabReselected(let tab, _):
      // The environment is the one from before the signal: the router pops a pushed stack in
      // the same delivery, and a stack that was not at its root does not scroll
      // (docs/components/scroll.md#scroll-to-top).
      guard tab == context.environment.selectedTab else { return }
      scrollToTop(context: &context)
    case .tabSelected, .screenChanged:
      // Another tab, or a pushed screen: a finger on a scroll view that left the screen is let
      // go, as a cancel; the scroll view now on screen tells the others where it is.
      if let touch,
        touch.tab != Self.key(context.environment) || !context.environment.showsRootScreen
      {
        release(touch, velocity: 0, context: &context)
      }
      sendScroll(context: &context)
    case .contentInsetsChanged, .contentFrameChanged, .deviceChanged:
      // The insets and frame are read from the environment at every use; the others hear the
      // new ones. The offset is kept from the top resting position, so content at the top stays
      // at the top (docs/components/scroll.md#insets).
      sendScroll(context: &context)
    case .contentScrolled, .voiceOverFocusAfterChange, .rootPushed, .rootPopped, .rootBack:
      break
    }
  }
}
