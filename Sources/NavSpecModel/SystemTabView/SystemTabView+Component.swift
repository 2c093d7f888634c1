/// The system TabView as a screen component: its tab bar (or sidebar) and accessory sit over or
/// beside the content, it claims the touches that land on a shown tab, and it tells the others
/// when a tab is selected or activated again.
extension SystemTabView: TabContainer {
  /// `tabbar system …`, `tabbar sidebar-adaptable …`.
  public static var styles: [String] { Style.allCases.map(\.rawValue) }

  /// The system TabView draws no pill, ball or bubble.
  public static func parts(style: String) -> Set<TabContainerPart> { [] }

  public init(style: String, titles: [String], device: DeviceContext) {
    self.init(style: Style(rawValue: style) ?? .automatic, titles: titles)
  }

  /// Its frames on `device`.
  public func tabViewLayout(on device: DeviceContext) -> Layout {
    layout(
      screen: device.screen, safeAreaTop: device.safeAreaTop,
      safeAreaBottom: device.safeAreaBottom, direction: device.direction)
  }

  public var layer: ScreenLayer { .tabContainer }

  /// The tab bar and the accessory cover the content's bottom; a sidebar narrows the content to
  /// the detail column.
  public func layout(on device: DeviceContext) -> ComponentLayout {
    let layout = tabViewLayout(on: device)
    return ComponentLayout(
      bottomInset: layout.bottomInset - device.safeAreaBottom,
      contentFrame: layout.content,
      hitRegions: [layout.tabBar, layout.accessory, layout.sidebar].compactMap { $0 })
  }

  public func contentLayout(on device: DeviceContext) -> ComponentLayout {
    let layout = tabViewLayout(on: device)
    return ComponentLayout(
      bottomInset: layout.bottomInset - device.safeAreaBottom, contentFrame: layout.content)
  }

  private func tabFrames(on device: DeviceContext) -> [String: Rect] {
    tabFrames(
      in: tabViewLayout(on: device), safeAreaTop: device.safeAreaTop, direction: device.direction)
  }

  // MARK: Tabs

  public var tabTitles: [String] { tabs.map(\.title) }

  /// One pass over the tabs (asking `isHiddenByAppOrUser` by title cost a look-up per tab).
  public var hiddenTitles: Set<String> {
    Set(tabs.filter { $0.isHidden || userVisibility($0) == .hidden }.map(\.title))
  }

  public mutating func select(
    _ title: String, cause: SelectionCause, context: inout ComponentContext
  ) {
    let before = selectedTitle
    select(title, cause: cause, at: context.now, events: &context.events)
    if selectedTitle != before {
      context.send(.tabSelected(selectedTitle, cause: cause))
      followScroll(context: &context)
    }
  }

  public func centre(ofTab title: String, in environment: ComponentEnvironment)
    throws(ModelError) -> Point
  {
    guard tab(named: title) != nil else { throw .unknownTab(title) }
    guard let frame = tabFrames(on: environment.device)[title] else { throw .tabNotShown(title) }
    return frame.center
  }

  public func centre(of part: TabContainerPart, in environment: ComponentEnvironment) -> Point? {
    switch part {
    case .pill, .ball, .indent, .bubble: return nil
    }
  }

  /// A tap or a double tap on a tab: a new tab is selected, the selected one is reselected.
  private mutating func activate(
    _ title: String, cause: SelectionCause, context: inout ComponentContext
  ) {
    if activate(title, cause: cause, at: context.now, events: &context.events) != nil {
      context.send(.tabReselected(title, cause: cause))
    } else if selectedTitle == title {
      context.send(.tabSelected(title, cause: cause))
      followScroll(context: &context)
    }
  }

  // MARK: Touches

  public mutating func touchBegan(
    finger: Int, at point: Point, context: inout ComponentContext
  ) -> Bool {
    touchDown(finger: finger, at: point, frames: tabFrames(on: context.device))
  }

  public mutating func touchMoved(finger: Int, to point: Point, context: inout ComponentContext) {
    touchMoved(finger: finger, to: point)
  }

  public mutating func touchEnded(finger: Int, at point: Point, context: inout ComponentContext) {
    guard let title = touchUp(finger: finger, at: point, frames: tabFrames(on: context.device))
    else { return }
    // A tap on the minimised bar expands it and selects nothing
    // (docs/components/tabview.md#tapping-the-minimised-bar).
    if minimization.isMinimized {
      expand(cause: .tap, context: &context)
      return
    }
    activate(title, cause: .tap, context: &context)
  }

  public mutating func touchCancelled(finger: Int, context: inout ComponentContext) {
    touchCancelled(finger: finger)
  }

  public mutating func cancelAllTouches(context: inout ComponentContext) {
    tracking = nil
  }

  // MARK: Time

  /// The tab bar's morph between its full and minimised shapes is the one thing that animates;
  /// the instant the content's motion crosses the minimising threshold or the top is the other
  /// deadline.
  public var nextDeadline: VirtualTime? {
    .earliest(minimization.crossing, minimizeSettleTime)
  }

  public mutating func deadlineReached(context: inout ComponentContext) {
    scrollCrossingReached(context: &context)
    settleMinimizeAnimation(at: context.now, events: &context.events)
  }

  public func isAnimating(at time: VirtualTime) -> Bool {
    minimization.progress.isAnimating(at: time)
  }

  public func turningInstants(from start: VirtualTime, through end: VirtualTime) -> [VirtualTime] {
    minimization.progress.turningInstants(from: start, through: end)
  }

  // MARK: Accessibility

  /// A sidebar is the leading column, read first; a tab bar is read last.
  public func accessibility(in environment: ComponentEnvironment) -> AccessibilityGroup {
    let device = environment.device
    let elements = accessibilityElements(
      layout: tabViewLayout(on: device), safeAreaTop: device.safeAreaTop,
      direction: device.direction)
    switch presentation {
    case .sidebar: return AccessibilityGroup(.leadingColumn, elements)
    case .tabBar: return AccessibilityGroup(.bottomBar, elements)
    }
  }

  public mutating func activate(
    accessibilityElement identifier: String, context: inout ComponentContext
  ) -> VoiceOverActivation? {
    // A tab the app or the user hid is no longer on screen: VoiceOver's focus may still name it
    // (the focus audit reports that), but a double tap cannot reach it (found by the
    // one-selection invariant, docs/explore.md).
    guard tab(named: identifier) != nil, !isHiddenByAppOrUser(identifier) else { return nil }
    context.events.append(.voiceOverActivated(identifier, at: context.now))
    if minimization.isMinimized {
      expand(cause: .voiceOver, context: &context)
    } else {
      activate(identifier, cause: .voiceOver, context: &context)
    }
    return .readAgain
  }

  // MARK: Signals

  public mutating func receive(_ signal: ComponentSignal, context: inout ComponentContext) {
    switch signal {
    case .contentScrolled(let scroll):
      contentScrolled(scroll, context: &context)
    case .tabSelected, .tabReselected, .contentInsetsChanged, .contentFrameChanged,
      .deviceChanged, .screenChanged, .voiceOverFocusAfterChange:
      break
    }
  }
}
