/// The whole headless device: a screen, the user's settings, a glass tab bar, VoiceOver and the
/// virtual clock, with the log of everything an app would observe.
///
/// Drivers (the scenario runner, the REPL) call it in time order: `advance(to:)` moves the clock
/// and fires what falls due on the way (a long press being recognised, an animation settling);
/// `touch(_:)`, `changeSetting`, `perform(_:)` feed inputs at the current instant.
public struct Simulator: Hashable, Sendable {
  public private(set) var now = VirtualTime.zero
  public private(set) var screen = Simulator.defaultScreen
  public private(set) var safeAreaTop = 0.0
  public private(set) var safeAreaBottom = 0.0
  public private(set) var settings = Settings()
  public private(set) var bar: GlassTabBar?
  public private(set) var voiceOver = VoiceOver()
  public private(set) var events: [Event] = []
  /// Fingers on the glass, by id, with where each is now.
  public private(set) var fingers: [Int: Point] = [:]

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

  public mutating func installGlassTabBar(titles: [String]) {
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
    guard time >= now else { throw .timeWentBack(now: now, requested: time) }
    while let deadline = nextDeadline, deadline <= time {
      now = max(now, deadline)
      fireDeadlines()
    }
    now = time
  }

  /// The next instant something happens without an input.
  public var nextDeadline: VirtualTime? {
    guard let bar else { return nil }
    return [bar.nextDeadline, bar.nextSettleTime].compactMap { $0 }.min()
  }

  private mutating func fireDeadlines() {
    guard var bar else { return }
    bar.deadlineReached(at: now, settings: settings, events: &events)
    bar.settleAnimations(at: now, events: &events)
    self.bar = bar
  }

  public var isAnimating: Bool { bar?.isAnimating(at: now) ?? false }

  /// Runs the clock until no animation is in flight; an animation still running after `limit`
  /// microseconds is an error, not a hang.
  public mutating func settle(limit: Int64) throws(ModelError) {
    let start = now
    while isAnimating {
      guard let deadline = nextDeadline else { break }
      guard deadline.microseconds - start.microseconds <= limit else {
        throw .neverSettles(after: VirtualTime(microseconds: limit))
      }
      try advance(to: deadline)
    }
  }

  // MARK: Touches

  public mutating func touch(_ touch: Touch) throws(ModelError) {
    let finger = touch.finger
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
    }
  }

  private mutating func routeToBar(_ touch: Touch) {
    guard var bar else { return }
    let (finger, point) = (touch.finger, touch.location)
    switch touch.phase {
    case .down:
      _ = bar.touchDown(finger: finger, at: point, time: now, settings: settings)
    case .move:
      bar.touchMoved(finger: finger, to: point, time: now, settings: settings, events: &events)
    case .up:
      bar.touchUp(finger: finger, at: point, time: now, settings: settings, events: &events)
    case .cancel:
      bar.touchCancelled(finger: finger, time: now, settings: settings, events: &events)
    }
    self.bar = bar
  }

  private mutating func routeToVoiceOver(_ touch: Touch) {
    let elements = accessibilityElements
    switch touch.phase {
    case .down:
      voiceOver.touchDown(
        finger: touch.finger, at: touch.location, elements: elements, time: now, events: &events)
    case .move:
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
      voiceOver.reset()
    }
  }

  // MARK: VoiceOver

  public var accessibilityElements: [AccessibilityElement] {
    bar?.accessibilityElements(direction: settings.layoutDirection) ?? []
  }

  public mutating func perform(_ action: VoiceOverAction) throws(ModelError) {
    guard settings.voiceOver else { throw .voiceOverIsOff }
    let elements = accessibilityElements
    switch action {
    case .next:
      voiceOver.move(by: 1, among: elements, at: now, events: &events)
    case .previous:
      voiceOver.move(by: -1, among: elements, at: now, events: &events)
    case .escape:
      // A bare tab bar has nothing to dismiss: accessibilityPerformEscape returns false
      // (platform-facts.md: "returns false with nothing to pop").
      events.append(
        Event(time: now, kind: .voiceOverEscape, arguments: [.init("handled", .bool(false))]))
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
    guard var bar, let index = bar.index(ofTab: identifier) else { return }
    events.append(
      Event(
        time: now, kind: .voiceOverActivated, arguments: [.init("element", .string(identifier))]))
    bar.activate(index, cause: .voiceOver, at: now, settings: settings, events: &events)
    self.bar = bar
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
