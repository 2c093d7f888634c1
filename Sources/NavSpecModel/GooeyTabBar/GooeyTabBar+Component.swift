/// The gooey tab bar as a screen component: it sits at the bottom over the content, takes its
/// 75 pt from the content's bottom, claims the touches that land in it, and tells the others when
/// a tab is selected or activated again. Its styles are `gooey` (the document's code) and
/// `gooey-corrected` (docs/components/gooey.md#variants); its parts the indent and the ball.
extension GooeyTabBar: BottomTabBar {
  /// `gooey` (the document's code) or `gooey-corrected`, the words that install it.
  public var auditName: String { variant.style }

  public static let styles = GooeyTabBarVariant.allCases.map(\.style)

  public static func parts(style: String) -> Set<TabContainerPart> { [.indent, .ball] }

  /// A bar as the first layout pass draws it, before the buttons' frames arrive: the indent and
  /// the ball at x = 0 (`didInstall` delivers the frames).
  public init(style: String, titles: [String], device: DeviceContext) {
    let variant = GooeyTabBarVariant.allCases.first { $0.style == style } ?? .document
    self.init(
      titles: titles, frame: Self.frame(on: device), direction: device.direction,
      variant: variant)
  }

  /// The buttons' frames arrive at the instant the bar is installed, so the indent and the ball
  /// spring in from x = 0, with `animationBegan` for both at that instant and their settle later
  /// (docs/components/gooey.md#the-first-layout-pass).
  public mutating func didInstall(on device: DeviceContext, events: inout [Event]) {
    framesArrive(at: device.now, settings: device.settings, events: &events)
  }

  // MARK: Tabs

  /// The app sets the binding (`select Library`): `selectedCenterX` changes, so the indent and the
  /// ball spring there, but `animateToTab` does not run, so there is no droplet.
  public mutating func select(
    _ title: String, cause: SelectionCause, context: inout ComponentContext
  ) {
    guard let index = index(ofTab: title), index != selectedIndex else { return }
    if let signal = setSelection(
      index, cause: cause, at: context.now, settings: context.settings, events: &context.events)
    {
      context.send(signal)
    }
  }

  public func centre(ofTab title: String, in environment: ComponentEnvironment)
    throws(ModelError) -> Point
  {
    guard let index = index(ofTab: title) else { throw .unknownTab(title) }
    return buttonFrame(index, direction: environment.direction).center
  }

  /// The ball's centre, or the indent's (the middle of the dip, halfway down), on screen.
  public func centre(of part: TabContainerPart, in environment: ComponentEnvironment) -> Point? {
    let x = frame.minX + centerX(at: environment.now, direction: environment.direction)
    switch part {
    case .ball: return Point(x: x, y: frame.minY + GooeyBall.centerY)
    case .indent: return Point(x: x, y: frame.minY + GooeyTabBarShape.indentDepth * 0.75 / 2)
    case .pill, .bubble: return nil
    }
  }

  // MARK: Touches

  public mutating func touchBegan(
    finger: Int, at point: Point, context: inout ComponentContext
  ) -> Bool {
    touchDown(finger: finger, at: point, direction: context.direction)
  }

  /// A Button neither fires nor cancels while its finger moves, and the bar has no drag.
  public mutating func touchMoved(finger: Int, to point: Point, context: inout ComponentContext) {}

  public mutating func touchEnded(finger: Int, at point: Point, context: inout ComponentContext) {
    if let signal = touchUp(
      finger: finger, at: point, time: context.now, settings: context.settings,
      events: &context.events)
    {
      context.send(signal)
    }
  }

  public mutating func touchCancelled(finger: Int, context: inout ComponentContext) {
    touchCancelled(finger: finger)
  }

  public mutating func cancelAllTouches(context: inout ComponentContext) {
    presses.removeAll()
  }

  // MARK: Time

  public mutating func deadlineReached(context: inout ComponentContext) {
    deadlineReached(at: context.now, direction: context.direction, events: &context.events)
  }

  // MARK: Accessibility

  public func accessibility(in environment: ComponentEnvironment) -> AccessibilityGroup {
    AccessibilityGroup(.bottomBar, accessibilityElements(direction: environment.direction))
  }

  /// A double tap runs the button's action, as a tap does, with `cause: voiceover`.
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

  /// A new screen size or safe area moves the bar; a new width moves the buttons, and the indent
  /// springs after them, as any change of `selectedCenterX` does.
  public mutating func receive(_ signal: ComponentSignal, context: inout ComponentContext) {
    switch signal {
    case .deviceChanged:
      layOut(
        in: Self.frame(on: context.device), at: context.now, settings: context.settings,
        events: &context.events)
    case .tabSelected, .tabReselected, .contentScrolled, .contentInsetsChanged,
      .contentFrameChanged,
      .screenChanged,
      .voiceOverFocusAfterChange, .rootPushed, .rootPopped, .rootBack:
      break
    }
  }
}
