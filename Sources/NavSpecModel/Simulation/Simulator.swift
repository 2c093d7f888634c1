/// The whole headless device: a screen, the user's settings, a tab container (the glass bar or the
/// system TabView), the router with a stack per tab, VoiceOver and the virtual clock, with the log
/// of everything an app would observe.
///
/// Drivers (the scenario runner, the REPL) call it in time order: `advance(to:)` moves the clock
/// and fires what falls due on the way (a long press being recognised, an animation settling);
/// `touch(_:)`, `changeSetting`, `perform(_:)` feed inputs at the current instant.
public struct Simulator: Hashable, Sendable {
  public internal(set) var now = VirtualTime.zero
  public internal(set) var screen = Simulator.defaultScreen
  public internal(set) var safeAreaTop = 0.0
  public internal(set) var safeAreaBottom = 0.0
  public internal(set) var settings = Settings()
  public internal(set) var bar: GlassTabBar?
  public internal(set) var voiceOver = VoiceOver()
  public internal(set) var events: [Event] = []
  /// Fingers on the glass, by id, with where each is now.
  public internal(set) var fingers: [Int: Point] = [:]
  /// The system TabView, when the scenario uses it instead of the glass bar.
  public internal(set) var tabView: SystemTabView?
  /// Routes and a stack per tab, once the scenario declares routes.
  public internal(set) var router: Router?
  /// Saved navigation state and TabView customisations, by name (SceneStorage and AppStorage).
  public internal(set) var savedStates: [String: SavedNavigationState] = [:]
  public internal(set) var savedCustomizations: [String: String] = [:]
  /// Which part of the screen follows each finger that landed on it.
  var fingerOwners: [Int: TouchOwner] = [:]
  /// The screen on display when last compared (`Simulator+Screen.swift`).
  var shownScreen: ScreenOnDisplay?
  /// Where VoiceOver goes if the current operation changes the screen; nil for the new title.
  var pendingFocus: String?

  enum TouchOwner: Hashable, Sendable {
    case bar
    case tabView
    case navigation
  }

  /// iPhone 15/16's 390 x 844 pt (our decision: the most common current screen).
  public static let defaultScreen = Size(width: 390, height: 844)

  public init() {}

  // MARK: Set-up

  public mutating func setScreen(_ size: Size) {
    screen = size
    relayOut()
  }

  public mutating func setSafeArea(top: Double? = nil, bottom: Double? = nil) {
    if let top { safeAreaTop = top }
    if let bottom { safeAreaBottom = bottom }
    relayOut()
  }

  /// The bar's frame: full width, 64 pt tall, its bottom on the bottom safe-area inset.
  public var barFrame: Rect {
    Rect(
      x: 0, y: screen.height - safeAreaBottom - GlassTabBar.height, width: screen.width,
      height: GlassTabBar.height)
  }

  /// Installs the glass bar; an empty list installs nothing (a bar needs a tab to select;
  /// `installTabBar` says so with `ModelError.noTabs`).
  public mutating func installGlassTabBar(titles: [String]) {
    guard !titles.isEmpty else { return }
    bar = GlassTabBar(titles: titles, frame: barFrame)
  }

  private mutating func relayOut() {
    let frame = barFrame
    bar?.layOut(in: frame, at: now)
  }

  public mutating func updateTab(_ title: String, _ change: (inout TabItem) -> Void)
    throws(ModelError)
  {
    guard var bar else { throw .noTabBar }
    guard let index = bar.index(ofTab: title) else { throw .unknownTab(title) }
    bar.update(tab: index, change)
    self.bar = bar
  }

  // MARK: Time

  /// Moves the clock to `time`, firing every deadline on the way in order. Deadlines that fall
  /// at the same instant as a later input fire before that input.
  public mutating func advance(to time: VirtualTime) throws(ModelError) {
    defer { showScreen() }
    guard time >= now else { throw .timeWentBack(now: now, requested: time) }
    guard time <= .end else { throw .timeOutOfRange(time) }
    while let deadline = nextDeadline, deadline <= time {
      now = max(now, deadline)
      fireDeadlines()
    }
    now = time
  }

  /// The next instant something happens without an input.
  public var nextDeadline: VirtualTime? {
    [bar?.nextDeadline, bar?.nextSettleTime, router?.nextSettleTime].compactMap { $0 }.min()
  }

  private mutating func fireDeadlines() {
    if var bar {
      bar.deadlineReached(at: now, settings: settings, events: &events)
      bar.settleAnimations(at: now, events: &events)
      self.bar = bar
    }
    router?.settleTransitions(at: now, events: &events)
  }

  public var isAnimating: Bool {
    (bar?.isAnimating(at: now) ?? false) || (router?.isAnimating(at: now) ?? false)
  }

  /// Runs the clock until no animation is in flight; an animation still running after `limit`
  /// microseconds is an error, not a hang. With a `horizon`, the clock stops there if it comes
  /// first (the REPL's `:trace` asks what a settle looked like at an instant). In place: settling
  /// a copy and keeping it copied the whole event log at every `settle` (docs/model.md#cost).
  public mutating func settle(limit: Int64, horizon: VirtualTime? = nil) throws(ModelError) {
    let start = now
    while isAnimating {
      guard let deadline = nextDeadline else { break }
      if let horizon, deadline > horizon {
        try advance(to: max(now, horizon))
        return
      }
      guard deadline.microseconds - start.microseconds <= limit else {
        throw .neverSettles(after: VirtualTime(microseconds: limit))
      }
      try advance(to: deadline)
    }
  }

  // MARK: Touches

  public mutating func touch(_ touch: Touch) throws(ModelError) {
    defer { showScreen() }
    let finger = touch.finger
    // A NaN or infinite coordinate could reach the bar's index arithmetic, where `Int(NaN)` traps.
    guard touch.location.x.isFinite, touch.location.y.isFinite else { throw .pointNotFinite }
    switch touch.phase {
    case .down:
      guard fingers[finger] == nil else { throw .fingerAlreadyDown(finger) }
      fingers[finger] = touch.location
    case .move, .up, .cancel:
      guard fingers[finger] != nil else { throw .fingerNotDown(finger) }
      if touch.phase == .move { fingers[finger] = touch.location } else { fingers[finger] = nil }
    }
    if settings.voiceOver {
      routeToVoiceOver(touch)
    } else {
      routeToBar(touch)
      routeBeyondBar(touch)
    }
  }

  private mutating func routeToBar(_ touch: Touch) {
    guard var bar else { return }
    let (finger, point) = (touch.finger, touch.location)
    var reselected: String?
    switch touch.phase {
    case .down:
      if bar.touchDown(finger: finger, at: point, time: now, settings: settings) {
        fingerOwners[finger] = .bar
      }
    case .move:
      bar.touchMoved(finger: finger, to: point, time: now, settings: settings, events: &events)
    case .up:
      reselected = bar.touchUp(
        finger: finger, at: point, time: now, settings: settings, events: &events)
    case .cancel:
      bar.touchCancelled(finger: finger, time: now, settings: settings, events: &events)
    }
    self.bar = bar
    popToRoot(reselected: reselected)
  }

  private mutating func routeToVoiceOver(_ touch: Touch) {
    switch touch.phase {
    case .down:
      let elements = accessibilityElements
      voiceOver.touchDown(
        finger: touch.finger, at: touch.location, elements: elements, time: now, events: &events)
    case .move:
      let elements = accessibilityElements
      voiceOver.touchMoved(
        finger: touch.finger, to: touch.location, elements: elements, time: now, events: &events)
    case .up:
      if case .activate(let identifier) = voiceOver.touchUp(
        finger: touch.finger, at: touch.location, time: now)
      {
        activateFromVoiceOver(identifier)
      }
    case .cancel:
      voiceOver.touchCancelled(finger: touch.finger)
    }
  }

  /// Fingers currently down, in id order (for `touch cancel` without an id).
  public var fingersDown: [Int] { fingers.keys.sorted() }

  // MARK: Settings

  public mutating func changeSetting(name: String, value: String) throws(ModelError) {
    defer { showScreen() }
    let wasVoiceOver = settings.voiceOver
    guard settings.apply(name: name, value: value) else {
      throw .unknownSetting(name, value: value)
    }
    events.append(
      Event(
        time: now, kind: .settingChanged,
        arguments: [.init("setting", .string(name)), .init("value", .string(value))]))
    if wasVoiceOver != settings.voiceOver {
      // The system cancels touches in flight when VoiceOver starts or stops.
      for finger in fingersDown where bar?.tracking?.finger == finger {
        var bar = self.bar
        bar?.touchCancelled(finger: finger, time: now, settings: settings, events: &events)
        self.bar = bar
      }
      cancelTouchesBeyondBar()
      voiceOver.reset()
    }
  }

  // MARK: VoiceOver

  /// In reading order: a sidebar first (it is leading), then the navigation bar, then a tab bar.
  public var accessibilityElements: [AccessibilityElement] {
    let direction = settings.layoutDirection
    var tabs = bar?.accessibilityElements(direction: direction) ?? []
    if let tabView, let layout = tabViewLayout {
      tabs = tabView.accessibilityElements(
        layout: layout, safeAreaTop: safeAreaTop, direction: direction)
    }
    let navigation = navigationElements
    if tabView?.presentation == .sidebar { return tabs + navigation }
    return navigation + tabs
  }

  public mutating func perform(_ action: VoiceOverAction) throws(ModelError) {
    defer { showScreen() }
    guard settings.voiceOver else { throw .voiceOverIsOff }
    let elements = accessibilityElements
    switch action {
    case .next:
      voiceOver.move(by: 1, among: elements, at: now, events: &events)
    case .previous:
      voiceOver.move(by: -1, among: elements, at: now, events: &events)
    case .escape:
      // accessibilityPerformEscape pops a navigation stack; with nothing to pop it returns false
      // (docs/platform-facts.md#escape).
      let handled = (selectedStack?.depth ?? 0) > 0
      events.append(
        Event(time: now, kind: .voiceOverEscape, arguments: [.init("handled", .bool(handled))]))
      if handled { popSelected(cause: .voiceOver) }
    case .focus(let identifier):
      guard let element = elements.first(where: { $0.identifier == identifier }) else {
        throw .unknownTab(identifier)
      }
      voiceOver.focus(element, at: now, events: &events)
    case .activate(let identifier):
      if let identifier {
        guard let element = elements.first(where: { $0.identifier == identifier }) else {
          throw .unknownTab(identifier)
        }
        voiceOver.focus(element, at: now, events: &events)
      }
      guard let focused = voiceOver.focusedIdentifier else { throw .nothingFocused }
      activateFromVoiceOver(focused)
    }
  }

  /// A double tap: the app's action runs, then VoiceOver reads the element's new state.
  private mutating func activateFromVoiceOver(_ identifier: String) {
    if identifier == Router.backButtonIdentifier || identifier == Router.titleIdentifier {
      activateNavigationElement(identifier)
      return
    }
    if tabView != nil {
      activateSystemTabFromVoiceOver(identifier)
      return
    }
    guard var bar, let index = bar.index(ofTab: identifier) else { return }
    events.append(.voiceOverActivated(identifier, at: now))
    let reselected = bar.activate(
      index, cause: .voiceOver, at: now, settings: settings, events: &events)
    self.bar = bar
    popToRoot(reselected: reselected)
    // A new screen is announced with focus staying on the tab; otherwise the tab is read again.
    pendingFocus = identifier
    guard !showScreen() else { return }
    voiceOver.speak(
      bar.accessibilityElement(for: index, direction: settings.layoutDirection), at: now,
      events: &events)
  }

  /// The app posts an announcement: VoiceOver speaks it without moving focus.
  public mutating func announce(_ text: String) {
    events.append(Event(time: now, kind: .announcement, arguments: [.init("text", .string(text))]))
    if settings.voiceOver {
      voiceOver.lastSpoken = text
      events.append(
        Event(time: now, kind: .voiceOverSpoke, arguments: [.init("text", .string(text))]))
    }
  }
}
