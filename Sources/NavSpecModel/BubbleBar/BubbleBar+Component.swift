/// The bubble bar as a screen component and tab container: `tabbar bubble …` installs it at the
/// top of the screen; its part is the bubble. It follows the device (screen width, safe area,
/// layout direction) by laying itself out again whenever the device it is handed differs from
/// the one it last laid out for, so no signal can leave it stale.
extension BubbleBar: TabContainer {
  public static let styles = ["bubble"]

  public static func parts(style: String) -> Set<TabContainerPart> { [.bubble] }

  /// The SwiftUI variant with no measurements yet; the scenario language hands it the titles'
  /// widths (`Simulator.configureBubbleBar`) before anything reads it.
  public init(style: String, titles: [String], device: DeviceContext) {
    self.init(
      titles: titles, style: .swiftUI, typography: BubbleTypography(lineHeight: 0),
      screenWidth: device.screen.width, safeAreaTop: device.safeAreaTop,
      direction: device.direction, boldText: device.settings.boldText)
  }

  public var layer: ScreenLayer { .tabContainer }

  /// `bubble-swiftui` or `bubble-uikit`: the two approaches differ in size, font and motion.
  public var auditName: String { "bubble-" + style.rawValue }

  /// SwiftUI: the bar is the top of a `VStack`, so content below it starts after the outer
  /// padding on both sides of the container. UIKit: the container is a subview laid over the
  /// view, which takes no inset. Either way a touch on the container stops there.
  public func layout(on device: DeviceContext) -> ComponentLayout {
    let layout = self.layout(for: device)
    let covered =
      style == .swiftUI ? layout.containerFrame.maxY + Self.defaultPadding - device.safeAreaTop : 0
    return ComponentLayout(topInset: covered, hitRegions: [layout.containerFrame])
  }

  /// The layout for `device`: the stored one when the bar was laid out for it, else a fresh one.
  func layout(for device: DeviceContext) -> BubbleBarLayout {
    if matches(device) { return layout }
    var copy = self
    copy.follow(device)
    return copy.layout
  }

  private func matches(_ device: DeviceContext) -> Bool {
    screenWidth == device.screen.width && safeAreaTop == device.safeAreaTop
      && direction == device.direction && boldText == device.settings.boldText
  }

  /// Lays out again (at once) when the device changed since the last layout: its screen, its
  /// safe area, its layout direction, or the Bold Text setting (which no signal announces: every
  /// reader follows the device it is handed, so the bar is never read in a stale weight).
  mutating func follow(_ device: DeviceContext) {
    guard !matches(device) else { return }
    boldText = device.settings.boldText
    layOut(
      screenWidth: device.screen.width, safeAreaTop: device.safeAreaTop,
      direction: device.direction, at: device.now)
  }

  // MARK: Tabs

  public var tabTitles: [String] { titles }

  public mutating func select(
    _ title: String, cause: SelectionCause, context: inout ComponentContext
  ) {
    guard let index = index(ofTitle: title) else { return }
    follow(context.device)
    let previous = selectedIndex
    select(index, cause: cause, at: context.now, events: &context.events)
    if selectedIndex != previous { context.send(.tabSelected(title, cause: cause)) }
  }

  public func centre(ofTab title: String, in environment: ComponentEnvironment)
    throws(ModelError) -> Point
  {
    guard let index = index(ofTitle: title) else { throw .unknownTab(title) }
    return layout(for: environment.device).itemFrames[index].center
  }

  /// The bubble's centre where it is drawn now (a tap there lands on whichever button is under
  /// it), on the device as it is now: a layout direction or screen change since the bar last
  /// followed the device has already moved the bubble (the state tree reads it the same way).
  public func centre(of part: TabContainerPart, in environment: ComponentEnvironment) -> Point? {
    switch part {
    case .bubble:
      var bar = self
      bar.follow(environment.device)
      return bar.bubble.rect(at: environment.now).center
    case .pill, .ball, .indent: return nil
    }
  }

  // MARK: Touches

  public mutating func touchBegan(
    finger: Int, at point: Point, context: inout ComponentContext
  ) -> Bool {
    follow(context.device)
    return touchDown(finger: finger, at: point)
  }

  /// A button does nothing while the finger moves: it decides on the lift.
  public mutating func touchMoved(finger: Int, to point: Point, context: inout ComponentContext) {}

  public mutating func touchEnded(finger: Int, at point: Point, context: inout ComponentContext) {
    let previous = selectedIndex
    touchUp(finger: finger, at: point, time: context.now, events: &context.events)
    if selectedIndex != previous {
      context.send(.tabSelected(selectedTitle, cause: .tap))
    }
  }

  public mutating func touchCancelled(finger: Int, context: inout ComponentContext) {
    touchCancelled(finger: finger)
  }

  public mutating func cancelAllTouches(context: inout ComponentContext) {
    tracking = nil
  }

  // MARK: Time

  public var nextDeadline: VirtualTime? { nextSettleTime }

  public mutating func deadlineReached(context: inout ComponentContext) {
    // A Bold Text change since the last touch lays the bar out at once; a spring it cut short
    // then has nothing left to settle.
    follow(context.device)
    settleAnimations(at: context.now, events: &context.events)
  }

  // MARK: Accessibility

  /// At the top of the screen: read after a navigation bar, before the content.
  public func accessibility(in environment: ComponentEnvironment) -> AccessibilityGroup {
    var bar = self
    bar.follow(environment.device)
    return AccessibilityGroup(.topBar, bar.accessibilityElements())
  }

  /// A double tap on a button runs its action, as a tap does, with `cause: voiceover`.
  public mutating func activate(
    accessibilityElement identifier: String, context: inout ComponentContext
  ) -> VoiceOverActivation? {
    guard index(ofTitle: identifier) != nil else { return nil }
    context.events.append(.voiceOverActivated(identifier, at: context.now))
    select(identifier, cause: .voiceOver, context: &context)
    return .readAgain
  }

  // MARK: Signals

  public mutating func receive(_ signal: ComponentSignal, context: inout ComponentContext) {
    switch signal {
    case .deviceChanged:
      follow(context.device)
    case .tabSelected, .tabReselected, .contentScrolled, .contentInsetsChanged,
      .contentFrameChanged,
      .screenChanged,
      .voiceOverFocusAfterChange, .rootPushed, .rootPopped, .rootBack:
      break
    }
  }
}
