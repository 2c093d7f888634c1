/// The whole headless device: a screen, the user's settings, its screen components (a tab
/// container such as the glass tab bar or the system TabView; the router with a stack per tab),
/// VoiceOver and the virtual clock, with the log of everything an app would observe.
///
/// The simulator does not name its components where it does not have to: touches, deadlines,
/// animation, the accessibility order, the content's insets and the state tree go to each
/// component in turn through `ScreenComponent` (`Simulator+Components.swift`,
/// docs/architecture.md). Operations that only one component has (push, a TabView
/// customisation) reach it by type.
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
  /// Every component on screen, top layer first.
  public internal(set) var components = ScreenComponents()
  public internal(set) var voiceOver = VoiceOver()
  public internal(set) var events: [Event] = []
  /// Fingers on the glass, by id, with where each is now.
  public internal(set) var fingers = FingerTable<Point>()
  /// Saved navigation state and TabView customisations, by name (SceneStorage and AppStorage).
  public internal(set) var savedStates: [String: SavedNavigationState] = [:]
  public internal(set) var savedCustomizations: [String: String] = [:]
  /// Which component follows each finger that landed on it, by its type (a simulator holds one
  /// component of each type).
  var fingerOwners = FingerTable<ObjectIdentifier>()
  /// The screen on display when last compared (`Simulator+Screen.swift`).
  var shownScreen: ScreenOnDisplay?
  /// Where VoiceOver goes if the current operation changes the screen; nil for the new title.
  var pendingFocus: String?
  /// How long the event log was when the screen on display last changed (the events before made
  /// the change, the ones from there on are what the change posted); nil before any change. The
  /// focus audit asks whether VoiceOver was told (docs/audits.md#focus).
  public internal(set) var lastScreenChange: Int?
  /// The tab bars' labels measured by the driver (`setLabelMeasurements`), which the model
  /// cannot do itself (docs/colours.md#text).
  public internal(set) var labelMeasurements = LabelMeasurements()
  /// The app's content behind translucent bars, as the scenario declares it
  /// (`setContentBackdrop`); nil: unknown.
  public internal(set) var contentBackdrop: ContentBackdrop?
  /// The team's own colours (`setPalette`).
  public internal(set) var palette = Palette()

  /// Events emitted, then forgotten by `discardEvents`: `events.count` in the state counts them.
  var discardedEvents = 0

  /// Forgets the event log, for a replay that reads the model's values and never its events
  /// (the HTML report's curves, the REPL's `:trace`): a copy of the simulator then costs the
  /// model's state, not its history. The state reads only the log's length, which stays
  /// counted; the focus audit reads the log, and sees the screen's last change as older than
  /// every event that follows.
  public mutating func discardEvents() {
    discardedEvents += events.count
    events.removeAll()
    if lastScreenChange != nil { lastScreenChange = 0 }
  }

  /// iPhone 15/16's 390 x 844 pt (our decision: the most common current screen).
  public static let defaultScreen = Size(width: 390, height: 844)

  public init() {}

  /// A model whose user has `settings` from the start, as a device would before the app opens
  /// (`navspec run --set`): no `settingChanged` is emitted for them.
  public init(settings: Settings) {
    self.settings = settings
  }

  // MARK: Set-up

  public mutating func setScreen(_ size: Size) {
    screen = size
    deliver([.deviceChanged])
  }

  public mutating func setSafeArea(top: Double? = nil, bottom: Double? = nil) {
    if let top { safeAreaTop = top }
    if let bottom { safeAreaBottom = bottom }
    deliver([.deviceChanged])
  }

  /// Installs the glass tab bar; an empty list installs nothing (a bar needs a tab to select;
  /// `installTabBar` says so with `ModelError.noTabs`).
  public mutating func installGlassTabBar(titles: [String]) {
    guard !titles.isEmpty else { return }
    components.install(GlassTabBar(style: "glass", titles: titles, device: device))
  }

  /// Whether `tab Library badge 3 …` can change the installed container's tabs: the system
  /// TabView's, or a container whose tabs are `TabItem`s (the bubble bar's titles are plain text
  /// buttons with none of these properties). The checker asks the same question, so a `tab` line
  /// it accepts never fails when it runs.
  public var tabsTakeItemChanges: Bool {
    tabView != nil || tabContainer is any TabItemContainer
  }

  /// The styles whose containers answer yes to `tabsTakeItemChanges`, in registration order.
  public static let stylesTakingTabItemChanges: [String] = ComponentRegistry.styles.filter {
    var simulator = Simulator()
    try? simulator.installTabBar(style: $0, titles: ["A"])
    return simulator.tabsTakeItemChanges
  }

  /// `tab Library badge 3 …`: changes a tab of whichever installed container keeps `TabItem`s
  /// (`TabItemContainer`); the system TabView's go through `updateSystemTab`.
  public mutating func updateTab(_ title: String, _ change: (inout TabItem) -> Void)
    throws(ModelError)
  {
    let found: Bool? =
      components.modifyTabContainer { container in
        guard var tabs = container as? any TabItemContainer else { return nil }
        guard let index = tabs.index(ofTab: title) else { return false }
        tabs.update(tab: index, change)
        container = tabs
        return true
      } ?? nil
    guard let found else { throw .noTabBar }
    guard found else { throw .unknownTab(title) }
  }

  // MARK: Time

  /// Moves the clock to `time`, firing every deadline on the way in order. Deadlines that fall
  /// at the same instant as a later input fire before that input.
  public mutating func advance(to time: VirtualTime) throws(ModelError) {
    var none = NoQuietSpanObserver()
    try advance(to: time, observer: &none)
  }

  /// `advance(to:)`, showing `observer` each stretch of the way in which no deadline falls
  /// (from the current instant to the first deadline, from each deadline to the next, from the
  /// last to `time`), with the model at its start.
  public mutating func advance<Observer: QuietSpanObserver>(
    to time: VirtualTime, observer: inout Observer
  ) throws(ModelError) {
    guard time >= now else { throw .timeWentBack(now: now, requested: time) }
    guard time <= .end else { throw .timeOutOfRange(time) }
    // Only a deadline can change the screen: time passing alone cannot (the clock advances at
    // every raw touch sample, so this is not asked when nothing fired).
    var fired = false
    defer { if fired { showScreen() } }
    while let deadline = components.readNextDeadline(), deadline <= time {
      if deadline > now { observer.observe(self, until: deadline, afterDeadline: fired) }
      now = max(now, deadline)
      fireDeadlines()
      fired = true
    }
    if time > now { observer.observe(self, until: time, afterDeadline: fired) }
    now = time
  }

  /// The instants strictly between `start` (the current instant) and `end`, a stretch with no
  /// input and no deadline, where a value the model presents may turn (each component's
  /// `turningInstants(from:through:)`), in order: checking a bound at them and at the ends checks
  /// it at every instant between.
  public func turningInstants(from start: VirtualTime, through end: VirtualTime) -> [VirtualTime] {
    var instants: [VirtualTime] = []
    for component in components.all {
      instants += component.turningInstants(from: start, through: end)
    }
    return Array(Set(instants.filter { $0 > start && $0 < end })).sorted()
  }

  /// The model as it presents itself at `time`, a later instant of a stretch with no input and
  /// no deadline before it (`QuietSpanObserver`): the same values, read at another instant.
  public func presented(at time: VirtualTime) -> Simulator {
    var copy = self
    copy.now = max(now, time)
    return copy
  }

  /// The next instant something happens without an input.
  public var nextDeadline: VirtualTime? { components.nextDeadline }

  /// Every component fires what is due, top layer first.
  private mutating func fireDeadlines() {
    forEachComponent { component, context in component.deadlineReached(context: &context) }
  }

  public var isAnimating: Bool { components.isAnimating(at: now) }

  /// Runs the clock until no animation is in flight; an animation still running after `limit`
  /// microseconds is an error, not a hang. With a `horizon`, the clock stops there if it comes
  /// first (the REPL's `:trace` asks what a settle looked like at an instant). In place: settling
  /// a copy and keeping it copied the whole event log at every `settle` (docs/model.md#cost).
  public mutating func settle(limit: Int64, horizon: VirtualTime? = nil) throws(ModelError) {
    var none = NoQuietSpanObserver()
    try settle(limit: limit, horizon: horizon, observer: &none)
  }

  /// `settle(limit:horizon:)`, showing `observer` each stretch of the way
  /// (`advance(to:observer:)`).
  public mutating func settle<Observer: QuietSpanObserver>(
    limit: Int64, horizon: VirtualTime? = nil, observer: inout Observer
  ) throws(ModelError) {
    let start = now
    // Read in place (`ScreenComponents.lend`): `isAnimating` and `nextDeadline` copied each
    // component's box at every turn.
    while components.readIsAnimating(at: now) {
      guard let deadline = components.readNextDeadline() else { break }
      if let horizon, deadline > horizon {
        try advance(to: max(now, horizon), observer: &observer)
        return
      }
      guard deadline.microseconds - start.microseconds <= limit else {
        throw .neverSettles(after: VirtualTime(microseconds: limit))
      }
      try advance(to: deadline, observer: &observer)
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
      // Found once, changed where it lies: looked up again to change it, the finger was found
      // twice at every sample.
      guard let index = fingers.index(of: finger) else { throw .fingerNotDown(finger) }
      if touch.phase == .move {
        fingers.setValue(touch.location, at: index)
      } else {
        fingers.remove(at: index)
      }
    }
    if settings.voiceOver {
      routeToVoiceOver(touch)
    } else {
      routeToComponents(touch)
    }
  }

  private mutating func routeToVoiceOver(_ touch: Touch) {
    switch touch.phase {
    case .down:
      let elements = currentAccessibilityElements()
      voiceOver.touchDown(
        finger: touch.finger, at: touch.location, elements: elements, time: now, events: &events)
    case .move:
      let elements = currentAccessibilityElements()
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
  public var fingersDown: [Int] { fingers.fingers }

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
      forEachComponent { component, context in component.cancelAllTouches(context: &context) }
      fingerOwners.removeAll()
      voiceOver.reset()
    }
  }

  // MARK: VoiceOver

  /// In reading order: each component's elements by their place (a sidebar first, as it is
  /// leading, then the navigation bar, then a tab bar), top layer first within a place.
  public var accessibilityElements: [AccessibilityElement] {
    let environment = self.environment
    return Self.readingOrder(components.all.map { $0.accessibility(in: environment) })
  }

  /// `accessibilityElements`, with the environment and the components read in place
  /// (`ScreenComponents.lend`): what VoiceOver's own operations use.
  mutating func currentAccessibilityElements() -> [AccessibilityElement] {
    let environment = currentEnvironment()
    return Self.readingOrder(
      (0..<components.count).map { components.readAccessibility(at: $0, in: environment) })
  }

  private static func readingOrder(_ groups: [AccessibilityGroup]) -> [AccessibilityElement] {
    groups.enumerated()
      .sorted { ($0.element.position, $0.offset) < ($1.element.position, $1.offset) }
      .flatMap(\.element.elements)
  }

  public mutating func perform(_ action: VoiceOverAction) throws(ModelError) {
    defer { showScreen() }
    guard settings.voiceOver else { throw .voiceOverIsOff }
    // Built only for the actions that read it: an escape or a double tap on the focused element
    // needs none.
    switch action {
    case .next:
      let elements = currentAccessibilityElements()
      voiceOver.move(by: 1, among: elements, at: now, events: &events)
    case .previous:
      let elements = currentAccessibilityElements()
      voiceOver.move(by: -1, among: elements, at: now, events: &events)
    case .escape:
      // accessibilityPerformEscape pops a navigation stack; with nothing to pop it returns false
      // (docs/platform-facts.md#escape).
      // On the root of a tab pushed from the More list, the escape returns to the list.
      let navigation = components.containerNavigation
      let atRootAboveList =
        hasRouter && selectedStackDepth == 0 && navigation.rootBackTitle != nil
      let handled = !navigation.coversContent && (selectedStackDepth > 0 || atRootAboveList)
      events.append(
        Event(time: now, kind: .voiceOverEscape, arguments: [.init("handled", .bool(handled))]))
      if handled, atRootAboveList {
        popSelectedRoot(cause: .voiceOver)
      } else if handled {
        popSelected(cause: .voiceOver)
      }
    case .focus(let identifier):
      let elements = currentAccessibilityElements()
      guard let element = elements.first(where: { $0.identifier == identifier }) else {
        throw .unknownTab(identifier)
      }
      voiceOver.focus(element, at: now, events: &events)
    case .activate(let identifier):
      if let identifier {
        let elements = currentAccessibilityElements()
        guard let element = elements.first(where: { $0.identifier == identifier }) else {
          throw .unknownTab(identifier)
        }
        voiceOver.focus(element, at: now, events: &events)
      }
      guard let focused = voiceOver.focusedIdentifier else { throw .nothingFocused }
      activateFromVoiceOver(focused)
    }
  }

  /// A double tap: the component whose element it is acts, then VoiceOver reads the element's
  /// new state (or what the component asked for when the screen changes).
  private mutating func activateFromVoiceOver(_ identifier: String) {
    let activation = firstComponent { component, context in
      component.activate(accessibilityElement: identifier, context: &context)
    }
    switch activation {
    case .readAgain?:
      // A new screen is announced with focus staying on the element; otherwise it is read again.
      pendingFocus = identifier
      guard !showScreen() else { return }
      if let element = currentAccessibilityElements().first(where: { $0.identifier == identifier })
      {
        voiceOver.speak(element, at: now, events: &events)
      }
    case .done?, nil:
      break
    }
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
