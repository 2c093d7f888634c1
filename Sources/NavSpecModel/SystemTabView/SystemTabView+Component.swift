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

  /// `system` or `sidebar-adaptable`, the words that install it.
  public var auditName: String { style.rawValue }

  /// The tab bar and the accessory cover the content's bottom; a sidebar narrows the content to
  /// the detail column. The More list, on display, covers the content: a touch on it that no row
  /// takes reaches nothing beneath.
  public func layout(on device: DeviceContext) -> ComponentLayout {
    let layout = tabViewLayout(on: device)
    return ComponentLayout(
      bottomInset: layout.bottomInset - device.safeAreaBottom,
      contentFrame: layout.content,
      hitRegions: [
        layout.tabBar, layout.accessory, layout.sidebar, more.isListShown ? layout.content : nil,
      ].compactMap { $0 })
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

  /// What a finger at `point` is on (`SystemTabView+Touches.swift`).
  private func touchTarget(at point: Point, on device: DeviceContext) -> TouchTarget? {
    let layout = tabViewLayout(on: device)
    let placed = placedTabs(
      in: layout, safeAreaTop: device.safeAreaTop, direction: device.direction)
    let editButton =
      more.isListShown && offersMoreEditing
      ? moreListNavigation(
        in: layout, safeAreaTop: device.safeAreaTop, direction: device.direction
      ).trailingButton : nil
    return touchTarget(
      at: point, placed: placed, covering: [layout.tabBar, layout.accessory].compactMap { $0 },
      moreItem: moreItemFrame(in: layout, direction: device.direction), editButton: editButton)
  }

  /// Where a synthesised tap on the More item lands: its centre; nil without a More item.
  public func moreItemCentre(on device: DeviceContext) -> Point? {
    moreItemFrame(in: tabViewLayout(on: device), direction: device.direction)?.center
  }

  // MARK: Tabs

  public var tabTitles: [String] { tabs.map(\.title) }

  /// One pass over the tabs (asking `isHiddenByAppOrUser` by title cost a look-up per tab).
  public var hiddenTitles: Set<String> {
    Set(tabs.filter { $0.isHidden || userVisibility($0) == .hidden }.map(\.title))
  }

  /// The app, a deep link or a restore sets the selection. A tab of the More list is pushed
  /// above the list (`morePushed`), without the slide a row's tap shows (our decision: a tab
  /// switch is not animated).
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

  /// A tab's item, sidebar row or, while the More list is on display, More list row. A tab the
  /// More list holds has nothing to touch while the list is not on display (`tabInMoreList`).
  public func centre(ofTab title: String, in environment: ComponentEnvironment)
    throws(ModelError) -> Point
  {
    guard tab(named: title) != nil else { throw .unknownTab(title) }
    guard let frame = tabFrames(on: environment.device)[title] else {
      if moreTabs.contains(where: { $0.title == title }) { throw .tabInMoreList(title) }
      throw .tabNotShown(title)
    }
    return frame.center
  }

  public func centre(of part: TabContainerPart, in environment: ComponentEnvironment) -> Point? {
    switch part {
    case .pill, .ball, .indent, .bubble: return nil
    }
  }

  /// A tap or a double tap on something of the TabView's.
  private mutating func activate(
    _ target: TouchTarget, cause: SelectionCause, context: inout ComponentContext
  ) {
    switch target {
    case .tab(let title): activateTab(title, cause: cause, context: &context)
    case .moreItem: activateMoreItem(cause: cause, context: &context)
    case .moreRow(let title): pushFromMoreList(title, cause: cause, context: &context)
    case .editButton: tapEditButton(cause: cause, context: &context)
    }
  }

  // MARK: Touches

  public mutating func touchBegan(
    finger: Int, at point: Point, context: inout ComponentContext
  ) -> Bool {
    touchDown(finger: finger, at: point, target: touchTarget(at: point, on: context.device))
  }

  public mutating func touchMoved(finger: Int, to point: Point, context: inout ComponentContext) {
    touchMoved(finger: finger, to: point)
  }

  public mutating func touchEnded(finger: Int, at point: Point, context: inout ComponentContext) {
    guard
      let target = touchUp(
        finger: finger, at: point, target: touchTarget(at: point, on: context.device))
    else { return }
    // A tap on the minimised bar expands it and selects nothing
    // (docs/components/tabview.md#tapping-the-minimised-bar); the More list's rows and button
    // are above the bar, not on it.
    if minimization.isMinimized, target == .moreItem || target == .tab(selectedTitle) {
      expand(cause: .tap, context: &context)
      return
    }
    activate(target, cause: .tap, context: &context)
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

  /// A sidebar is the leading column, read first; a tab bar is read last. The More list, on
  /// display, is the screen: its navigation bar and rows are read first, then the bar
  /// (nothing of the tab beneath is on screen).
  public func accessibility(in environment: ComponentEnvironment) -> AccessibilityGroup {
    let device = environment.device
    let elements = accessibilityElements(
      layout: tabViewLayout(on: device), safeAreaTop: device.safeAreaTop,
      direction: device.direction)
    switch presentation {
    case .sidebar: return AccessibilityGroup(.leadingColumn, elements)
    case .tabBar:
      return AccessibilityGroup(more.isListShown ? .navigationBar : .bottomBar, elements)
    }
  }

  public mutating func activate(
    accessibilityElement identifier: String, context: inout ComponentContext
  ) -> VoiceOverActivation? {
    guard let target = voiceOverTarget(identifier) else { return nil }
    context.events.append(.voiceOverActivated(identifier, at: context.now))
    switch target {
    case .tab, .moreItem:
      if minimization.isMinimized {
        expand(cause: .voiceOver, context: &context)
      } else {
        activate(target, cause: .voiceOver, context: &context)
      }
      return .readAgain
    case .moreRow, .editButton:
      activate(target, cause: .voiceOver, context: &context)
      return .done
    }
  }

  /// What VoiceOver's double tap on `identifier` reaches; nil for an element that is not the
  /// TabView's or not on screen. A tab the app or the user hid is no longer on screen: VoiceOver's
  /// focus may still name it (the focus audit reports that), but a double tap cannot reach it
  /// (found by the one-selection invariant, docs/explore.md). The More list's title does
  /// nothing, as the router's title does.
  private func voiceOverTarget(_ identifier: String) -> TouchTarget? {
    if identifier == Self.moreItemIdentifier { return hasMoreItem ? .moreItem : nil }
    if identifier == Self.editButtonIdentifier {
      return more.isListShown && offersMoreEditing ? .editButton : nil
    }
    guard tab(named: identifier) != nil, !isHiddenByAppOrUser(identifier) else { return nil }
    guard moreTabs.contains(where: { $0.title == identifier }) else { return .tab(identifier) }
    return more.isListShown ? .moreRow(identifier) : nil
  }

  // MARK: Signals

  public mutating func receive(_ signal: ComponentSignal, context: inout ComponentContext) {
    switch signal {
    case .contentScrolled(let scroll):
      contentScrolled(scroll, context: &context)
    case .rootBack(let tab, let cause):
      returnToMoreList(from: tab, cause: cause, context: &context)
    case .tabSelected, .tabReselected, .contentInsetsChanged, .contentFrameChanged,
      .deviceChanged, .screenChanged, .voiceOverFocusAfterChange, .rootPushed, .rootPopped:
      break
    }
  }
}
