import NavSpecModel

/// Runs statements one at a time against a fresh model. The runner feeds it a whole scenario; the
/// REPL feeds it line by line. It knows nothing of files or terminals.
public struct ScenarioSession: Sendable {
  public internal(set) var simulator = Simulator()
  public internal(set) var matcher = EventMatcher()
  public var synthesizer = GestureSynthesizer()
  /// Unmatched, non-quiet events at the end are failures (`exhaustive on`, `--exhaustive`).
  public var exhaustive: Bool
  public private(set) var expectationCount = 0
  /// While running `execute(_:until:)`: nothing happens after this instant.
  var horizon: VirtualTime?
  public private(set) var stepCount = 0
  /// The file failures are reported against.
  public var file: String
  /// What components' statements keep between statements (`ComponentStatement`).
  var componentStates = ComponentSessionStates()
  /// Whether the installed tab bar's labels have been measured (`measureLabelsIfNeeded`).
  var labelsMeasured = true
  /// Measure the labels as soon as a tab bar is installed rather than before the first audit:
  /// `navspec audit` audits after every step, so it might as well.
  public var measuresLabelsAtOnce = false
  /// The invariants stated and switched on so far, checked after every step
  /// (`ScenarioSession+Invariants.swift`).
  public internal(set) var invariants = SessionInvariants()
  /// While a step runs with invariants to keep: checks them over every stretch of time the step
  /// passes through (`InvariantSpanCheck`), not only at its end.
  var spanCheck = SpanCheckSlot.idle
  /// The paths of the fingers down, when a picture will draw them (`ScenarioInstants`); nil,
  /// and nothing recorded, otherwise.
  public var fingerPaths: FingerPaths?
  /// Where every touch the model took landed, when a relation between runs asks (the mirror
  /// relation looks for a touch on the edge between two frames); nil, and nothing recorded,
  /// otherwise.
  public var touchLog: [Point]?
  /// What the components keep from one whole state tree to the next, when the whole tree is
  /// built after every step (`navspec explore`): a branch whose inputs have not changed is
  /// handed back unbuilt (`Simulator.state(reusing:)`). Nil, and every tree built afresh,
  /// otherwise.
  var stateTreeMemo: StateTreeMemo?

  /// Where the step's `InvariantSpanCheck` is kept: out of line, because the check is large and
  /// the session is copied at every step (inline, it cost about 2 % of a typical scenario's run,
  /// invariants or not).
  enum SpanCheckSlot: Sendable {
    case idle
    indirect case watching(InvariantSpanCheck)
  }

  /// How long `settle` may run before a still-moving animation is an error (docs/model.md).
  public static let settleLimit: Int64 = Simulator.settleLimit
  /// How many events a failure shows around its instant.
  public static let eventsAroundLimit = 8

  public init(file: String, exhaustive: Bool = false, settings: Settings = Settings()) {
    self.file = file
    self.exhaustive = exhaustive
    simulator = Simulator(settings: settings)
  }

  /// What one statement did.
  public struct StepReport: Sendable {
    public var failures: [ExpectationFailure] = []
    /// Events emitted by the step, in order.
    public var events: [Event] = []
    /// The model refused the step (time going back, a finger that is not down ...); a runner stops.
    public var refused = false
    /// What the step's `audit` found (docs/audits.md#in-a-scenario).
    public var audits: [AuditRecord] = []
    /// The whole state tree after the step, when checking the built-in invariants built it;
    /// nil otherwise. `navspec explore` records coverage from it rather than building it again.
    public var state: StateNode?
  }

  /// Measures the tab bar's labels (HarfBuzz, the Inter font) if it has not been done since the
  /// bar was installed. Only the dynamic-type audit reads the widths (docs/colours.md#text), so
  /// a run that never audits never reads a font: that is most of what a cold `navspec run` of
  /// one scenario would otherwise spend on text (docs/cli.md#cold-start).
  public mutating func measureLabelsIfNeeded() {
    guard !labelsMeasured else { return }
    labelsMeasured = true
    simulator.setLabelMeasurements(LabelTypesetter.measure(simulator.tabTitles ?? []))
  }

  /// Forgets the events emitted so far and what matched them, for a replay that only reads
  /// values (`ScenarioReplayer`): the state of the model is untouched.
  mutating func forgetHistory() {
    simulator.discardEvents()
    matcher = EventMatcher()
  }

  /// One more expectation was checked: a component's statement that asserts (`audit`) counts
  /// itself, as the core's expectations do.
  mutating func countExpectation() {
    expectationCount += 1
  }

  public mutating func execute(_ statement: Statement) -> StepReport {
    let firstEvent = simulator.events.count
    var report = StepReport()
    if !invariants.isEmpty, !statement.isInvariantStatement {
      spanCheck = .watching(InvariantSpanCheck(session: self, statement: statement))
    }
    defer { spanCheck = .idle }
    do throws(ModelError) {
      if try applyTiming(statement.timing) {
        try perform(statement, report: &report)
      }
    } catch {
      report.refused = true
      report.failures.append(
        failure(
          statement, message: error.description, expected: "the step to run",
          actual: "refused: \(error.description)"))
    }
    if case .watching(let check) = spanCheck {
      report.failures += recordBreaks(check.breaks)
    }
    if !report.refused, !invariants.isEmpty, !statement.isInvariantStatement {
      report.failures += newInvariantFailures(
        after: statement, statedHere: false, state: &report.state)
    }
    matcher.sync(with: simulator.events)
    report.events = Array(simulator.events[firstEvent...])
    stepCount += 1
    Self.stepTally?.add()
    return report
  }

  /// Executes `statements` in order, handing each step's report to `afterEach` with the
  /// session as it is after the step, and stops at a step the model refuses (later steps would
  /// build on sand). Returns whether every step ran. The runner, the auditor and the HTML
  /// report's recorder all play a scenario this way.
  ///
  /// The prelude, then the block: two sequences rather than `prelude + block.statements`, which
  /// copied every statement of the scenario into a new array before the first step.
  mutating func execute(
    _ prelude: [Statement], then statements: StatementList,
    afterEach: (Statement, StepReport, Self) -> Void
  ) -> Bool {
    execute(prelude, afterEach: afterEach) && execute(statements, afterEach: afterEach)
  }

  /// One sequence of `execute(_:then:afterEach:)`.
  mutating func execute(
    _ statements: some Sequence<Statement>, afterEach: (Statement, StepReport, Self) -> Void
  ) -> Bool {
    for statement in statements {
      let report = execute(statement)
      afterEach(statement, report, self)
      if report.refused { return false }
    }
    return true
  }

  /// At the end of a scenario: in exhaustive mode, every non-quiet event must have been matched.
  public mutating func finish(at location: SourceLocation) -> [ExpectationFailure] {
    guard exhaustive else { return [] }
    matcher.sync(with: simulator.events)
    let (left, count) = matcher.candidates(for: [], limit: ExpectationFailure.listLimit)
    guard count > 0 else { return [] }
    let listed = left.map { ValueFormatter.event(simulator.events[$0]) }
    return [
      ExpectationFailure(
        location: location, statement: "exhaustive on",
        message: "\(count) event(s) were emitted but never expected",
        expected: "every event matched by an expectation",
        actual: ExpectationFailure.listing(listed, of: count, noun: "event"), time: simulator.now,
        eventsAround: eventsAround())
    ]
  }

  /// Runs the part of `statement` that happens up to `instant`, then brings the clock there:
  /// "what did the model look like at `instant`?" for a statement that spans it (a drag, a wait).
  /// The REPL's `:trace` samples values this way.
  public mutating func execute(_ statement: Statement, until instant: VirtualTime) -> StepReport {
    horizon = instant
    defer { horizon = nil }
    var report = execute(statement)
    if simulator.now < instant {
      let firstEvent = simulator.events.count
      try? simulator.advance(to: instant)
      report.events += simulator.events[firstEvent...]
    }
    return report
  }

  /// Moves the clock for a timing prefix; false when the input lies beyond the horizon, so it
  /// does not happen yet.
  private mutating func applyTiming(_ timing: TimingPrefix?) throws(ModelError) -> Bool {
    let target: VirtualTime
    switch timing {
    case .absolute(let time)?: target = VirtualTime(microseconds: time)
    case .relative(let duration)?: target = simulator.now + duration
    case nil: return true
    }
    if let horizon, target > horizon { return false }
    try advanceClock(to: target)
    return true
  }

  /// Advances the clock, but never past the horizon.
  private mutating func advance(to time: VirtualTime) throws(ModelError) {
    try advanceClock(to: horizon.map { min($0, time) } ?? time)
  }

  /// Every move of the clock goes through here, so that the invariants are watched on the way.
  private mutating func advanceClock(to time: VirtualTime) throws(ModelError) {
    guard case .watching(var check) = spanCheck else { return try simulator.advance(to: time) }
    // The slot is emptied while the check runs, so that the check's storage is its own and a
    // change to it copies nothing.
    spanCheck = .idle
    defer { spanCheck = .watching(check) }
    try simulator.advance(to: time, observer: &check)
  }

  private mutating func perform(_ statement: Statement, report: inout StepReport) throws(ModelError)
  {
    switch statement.kind {
    case .scenario, .tags, .skip, .expectedFailure, .useFlows, .flowHeader, .flowEnd:
      break
    case .screen(let width, let height):
      simulator.setScreen(Size(width: width, height: height))
    case .safeArea(let edge, let points):
      switch edge {
      case .top: simulator.setSafeArea(top: points)
      case .bottom: simulator.setSafeArea(bottom: points)
      }
    case .frameRate(let rate):
      synthesizer.frameRate = rate
    case .tabBar(let style, let titles):
      try simulator.installTabBar(style: style.value, titles: titles.map(\.value))
      labelsMeasured = false
      if measuresLabelsAtOnce { measureLabelsIfNeeded() }
      try tabContainerInstalled(statement, report: &report)
    case .component(let component):
      try component.run(in: &self, statement, report: &report)
    case .tab(let title, let properties):
      if simulator.tabView != nil {
        try simulator.updateSystemTab(title.value) { tab in
          for property in properties { Self.apply(property.value, to: &tab.item) }
        }
      } else {
        try simulator.updateTab(title.value) { tab in
          for property in properties { Self.apply(property.value, to: &tab) }
        }
      }
    case .set(let setting, let value):
      try simulator.changeSetting(name: setting.value, value: value.value)
    case .advance(let time):
      try advance(to: VirtualTime(microseconds: time))
    case .wait(let duration):
      try advance(to: simulator.now + duration)
    case .touch(let touch):
      try performTouch(touch)
    case .tap(let target):
      try play(synthesizer.tap(at: point(of: target.value)))
    case .doubleTap(let target):
      try play(synthesizer.doubleTap(at: point(of: target.value)))
    case .drag(let from, let to, let duration):
      let start = try point(of: from.value)
      let end = try point(of: to.value)
      try play(
        synthesizer.drag(from: start, to: end, duration: duration ?? GestureSynthesizer.defaultDrag)
      )
    case .longPress(let target, let duration):
      try play(
        synthesizer.longPress(
          at: point(of: target.value), duration: duration ?? GestureSynthesizer.defaultLongPress))
    case .voiceOver(let command):
      try simulator.perform(command.value.action)
    case .announce(let text):
      simulator.announce(text)
    case .settle:
      // Before the horizon a settle that would end after it only runs up to it.
      if case .watching(var check) = spanCheck {
        spanCheck = .idle
        defer { spanCheck = .watching(check) }
        try simulator.settle(limit: Self.settleLimit, horizon: horizon, observer: &check)
      } else {
        try simulator.settle(limit: Self.settleLimit, horizon: horizon)
      }
    case .exhaustive(let on):
      exhaustive = on
    case .expectValue(let expectation):
      expectationCount += 1
      if let failure = check(expectation, statement) { report.failures.append(failure) }
    case .expectEvent(let pattern, let time, let tolerance):
      expectationCount += 1
      if let failure = checkEvent(pattern, at: time, tolerance: tolerance, statement) {
        report.failures.append(failure)
      }
    case .expectNoEvent(let pattern):
      expectationCount += 1
      if let failure = checkNoEvent(pattern, statement) { report.failures.append(failure) }
    case .expectEvents(let patterns):
      expectationCount += 1
      if let failure = checkEvents(patterns, statement) { report.failures.append(failure) }
    case .route(let type, let items, let tab):
      try declareRoute(type, items: items, tab: tab)
    case .urlScheme(let scheme):
      try simulator.setURLScheme(scheme.value)
    case .push(let route):
      try simulator.push(route.model)
    case .pop(let toRoot):
      if toRoot { try simulator.popToRoot() } else { try simulator.pop() }
    case .replacePath(let routes):
      try simulator.replacePath(routes.map(\.model))
    case .select(let tab):
      try simulator.select(tab: tab.value)
    case .open(let url):
      try simulator.open(url.value)
    case .delete(let route):
      try simulator.delete(route.model)
    case .save(let kind, let name):
      try save(kind, as: name.value)
    case .restore(let kind, let source):
      try restore(kind, from: source)
    case .customizeVisibility(let tab, let visible):
      try simulator.customizeVisibility(tab.value, visible: visible)
    case .customizeOrder(let tabs):
      try simulator.customizeOrder(tabs.map(\.value))
    case .tabHidden(let tab, let hidden):
      try simulator.setTabHidden(tab.value, hidden)
    case .section(let name, let tabs):
      for tab in tabs {
        try simulator.updateSystemTab(tab.value) { $0.section = name.value }
      }
    case .role(let tab, _):
      try simulator.updateSystemTab(tab.value) { $0.isSearch = true }
    case .defaultVisibility(let tab, let hidden):
      try simulator.updateSystemTab(tab.value) { $0.isHiddenByDefault = hidden }
    case .customizationBehavior(let tab, let enabled):
      try simulator.updateSystemTab(tab.value) { $0.isCustomizable = enabled }
    case .sizeClass(let value):
      try simulator.setSizeClass(SizeClass(rawValue: value.value) ?? .compact)
    case .columns(let value):
      try simulator.setColumnVisibility(ColumnVisibility(rawValue: value.value) ?? .automatic)
    case .accessory(let on):
      try simulator.setAccessory(enabled: on)
    }
  }

  private static func apply(_ property: TabProperty, to tab: inout TabItem) {
    switch property {
    case .badge(.count(let count)): tab.badge = .count(count)
    case .badge(.text(let text)): tab.badge = .text(text)
    case .badge(.none): tab.badge = nil
    case .hint(let hint): tab.hint = hint
    case .label(let label): tab.label = label
    case .icon(let icon): tab.icon = icon
    }
  }

  private mutating func performTouch(_ touch: TouchStatement) throws(ModelError) {
    let finger = touch.fingerID
    switch touch.phase.value {
    case .down, .move:
      let point = touch.point.map { Point(x: $0.value.x, y: $0.value.y) } ?? .zero
      try deliver(
        Touch(finger: finger, phase: touch.phase.value == .down ? .down : .move, location: point))
    case .up:
      guard let current = simulator.fingers[finger] else { throw .fingerNotDown(finger) }
      let point = touch.point.map { Point(x: $0.value.x, y: $0.value.y) } ?? current
      try deliver(Touch(finger: finger, phase: .up, location: point))
    case .cancel:
      // Without an id the system cancels every touch (an incoming call, a system gesture).
      let fingers = touch.finger == nil ? simulator.fingersDown : [finger]
      for finger in fingers {
        guard let current = simulator.fingers[finger] else { throw .fingerNotDown(finger) }
        try deliver(Touch(finger: finger, phase: .cancel, location: current))
      }
    }
  }

  /// Plays synthesised touches from the current instant; the clock ends at the last one.
  mutating func play(_ touches: [GestureSynthesizer.TimedTouch]) throws(ModelError) {
    let start = simulator.now
    for timed in touches {
      if let horizon, start + timed.offset > horizon { return }
      try advanceClock(to: start + timed.offset)
      try deliver(timed.touch)
    }
  }

  /// Every touch reaches the model through here, so the fingers' paths see each one the model
  /// took (a refused touch is not recorded).
  private mutating func deliver(_ touch: Touch) throws(ModelError) {
    try simulator.touch(touch)
    fingerPaths?.record(touch)
    touchLog?.append(touch.location)
  }

  private func point(of target: Target) throws(ModelError) -> Point {
    switch target {
    case .part(let part): return try simulator.centre(of: part)
    case .point(let x, let y): return Point(x: x, y: y)
    case .tab(let title): return try simulator.centre(ofTab: title)
    case .back: return try simulator.backButtonCentre()
    case .more: return try simulator.moreItemCentre()
    }
  }
}

extension VoiceOverCommand {
  var action: VoiceOverAction {
    switch self {
    case .next: .next
    case .previous: .previous
    case .escape: .escape
    case .focus(let name): .focus(name)
    case .activate(let name): .activate(name)
    }
  }
}
