/// The collapsing header as a screen component: a bar over the top of the content
/// (`ScreenLayer.topBar`), installed by `header collapsing` (`Simulator.installCollapsingHeader`).
/// It takes the content's top inset when stacked, stops touches on its region, takes taps on its
/// search button, reads the content's scrolling (`ComponentSignal.contentScrolled`) and animates
/// its background (docs/components/header.md).
extension CollapsingHeader: ScreenComponent {
  public var layer: ScreenLayer { .topBar }

  public var auditName: String { "header" }

  /// Stacked, the content (the scroll view's frame) starts below the `TopView` and the stack's
  /// spacing, which stand above it rather than over it, and a touch
  /// anywhere above the content stops here (the `TopView`, the strip of background in the
  /// spacing, the safe area above it). Laid over the content, the `TopView` and its background
  /// as drawn now stop a touch: a filled shape is hit-tested, and nothing above it in z-order
  /// lets the touch through to the scroll view below
  /// (docs/components/header.md#hit-testing).
  public func layout(on device: DeviceContext) -> ComponentLayout {
    let layout = self.layout(for: device)
    let regions: [Rect]
    switch placement {
    case .stacked:
      regions = [
        Rect(
          x: 0, y: 0, width: device.screen.width,
          height: device.safeAreaTop + layout.contentTopInset)
      ]
    case .overlay:
      regions = [layout.topView, layout.background(height: height.value(at: device.now))]
    }
    return ComponentLayout(stackedTop: layout.contentTopInset, hitRegions: regions)
  }

  // MARK: Touches

  public mutating func touchBegan(
    finger: Int, at point: Point, context: inout ComponentContext
  ) -> Bool {
    buttonTouchDown(finger: finger, at: point, layout: layout(for: context.device))
  }

  /// The button decides on the lift; a moving finger does nothing to the header (it is not in
  /// the scroll view, so it does not scroll).
  public mutating func touchMoved(finger: Int, to point: Point, context: inout ComponentContext) {}

  public mutating func touchEnded(finger: Int, at point: Point, context: inout ComponentContext) {
    buttonTouchUp(
      finger: finger, at: point, layout: layout(for: context.device), time: context.now,
      events: &context.events)
  }

  public mutating func touchCancelled(finger: Int, context: inout ComponentContext) {
    if buttonFinger == finger { buttonFinger = nil }
  }

  public mutating func cancelAllTouches(context: inout ComponentContext) {
    buttonFinger = nil
  }

  // MARK: Time

  public var nextDeadline: VirtualTime? { nextChange }

  public mutating func deadlineReached(context: inout ComponentContext) {
    advanceReadings(context: &context)
  }

  public func isAnimating(at time: VirtualTime) -> Bool {
    height.isAnimating(at: time) || radius.isAnimating(at: time)
  }

  public func turningInstants(from start: VirtualTime, through end: VirtualTime) -> [VirtualTime] {
    AnimatedValue.turningInstants(of: [height, radius], from: start, through: end)
  }

  // MARK: Accessibility

  /// At the top of the screen: after a navigation bar, before the content.
  public func accessibility(in environment: ComponentEnvironment) -> AccessibilityGroup {
    AccessibilityGroup(.topBar, accessibilityElements(layout: layout(for: environment.device)))
  }

  /// A double tap on the button runs its action, as a tap does, with `cause: voiceover`; the
  /// title is text and does nothing.
  public mutating func activate(
    accessibilityElement identifier: String, context: inout ComponentContext
  ) -> VoiceOverActivation? {
    guard identifier == Self.buttonIdentifier || identifier == Self.titleIdentifier else {
      return nil
    }
    context.events.append(.voiceOverActivated(identifier, at: context.now))
    if identifier == Self.buttonIdentifier {
      context.events.append(Self.buttonTapped(cause: .voiceOver, at: context.now))
    }
    return .readAgain
  }

  // MARK: Signals

  public mutating func receive(_ signal: ComponentSignal, context: inout ComponentContext) {
    switch signal {
    case .contentScrolled(let scroll):
      scrolled(scroll, context: &context)
    case .tabSelected, .tabReselected, .contentInsetsChanged, .contentFrameChanged,
      .deviceChanged, .screenChanged, .voiceOverFocusAfterChange, .rootPushed, .rootPopped,
      .rootBack:
      break
    }
  }
}
