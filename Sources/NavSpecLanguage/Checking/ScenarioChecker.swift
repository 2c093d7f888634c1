import NavSpecModel

/// Checks a parsed document against the model's vocabulary before any step runs: tab names,
/// settings, state paths, event names, the order of set-up, fingers, VoiceOver and time.
///
/// Scenarios are straight-line scripts, so most runtime refusals can be found here, statically,
/// and reported together with a caret and a suggestion. Every scenario is checked with the
/// prelude in front of it; a prelude problem is reported once.
public enum ScenarioChecker {
  /// Longest synthesised gesture (our decision: a minute of touches is already 7,200 samples at
  /// 120 Hz; anything longer is a typo for `wait`).
  public static let maximumGestureDuration: Int64 = 60_000_000
  /// Frame rates accepted by `frame-rate` (our decision: 1 Hz to 1 kHz covers every display).
  public static let frameRates: ClosedRange<Double> = 1...1_000
  /// Most touch samples the synthesised drags of one file may make (our decision: a million
  /// samples run in about a second; a file asking for more is a mistake, and bounding it keeps a
  /// hostile file from running for hours).
  public static let maximumSynthesisedSamples = 1_000_000
  /// Most tabs a bar may have (our decision: beyond 12 a 390 pt bar is under 33 pt an item).
  public static let maximumTabs = 12

  /// With `requireExpectation` off (the REPL loading set-up into a session), a scenario need not
  /// assert anything.
  ///
  /// Every scenario runs after the prelude, so the prelude is checked once and each scenario
  /// starts from a copy of the context it leaves (the checker is a value): its diagnostics are
  /// reported once, however many scenarios follow, and the cost is the file's length, not the
  /// prelude's times the number of scenarios.
  public static func check(_ document: ScenarioDocument, requireExpectation: Bool = true)
    -> DiagnosticList
  {
    var diagnostics = DiagnosticList()
    var afterPrelude = CheckContext()
    for statement in document.prelude { afterPrelude.check(statement) }
    diagnostics += afterPrelude.diagnostics
    afterPrelude.diagnostics = DiagnosticList()
    let preludeSamples = afterPrelude.synthesisedSamples
    // The sample budget is the file's, not each scenario's: every scenario of a file runs, each
    // after the prelude.
    var samplesSoFar = 0
    // Reports name scenarios, so two of one name in a file could not be told apart.
    var firstLineOfName: [String: Int] = [:]
    for block in document.scenarios {
      if let name = block.name {
        if let line = firstLineOfName[name] {
          diagnostics.append(
            Diagnostic(
              .error,
              "a scenario named '\(name)' is already declared on line \(line); reports name scenarios, so names must differ",
              at: SourceRange(start: block.location, length: 8)))
        } else {
          firstLineOfName[name] = block.location.line
        }
      }
      var context = afterPrelude
      let limit = maximumSynthesisedSamples
      if samplesSoFar > 0, samplesSoFar <= limit, samplesSoFar + preludeSamples > limit {
        // This scenario's run of the prelude crosses the budget (the first run, from 0, was
        // checked above): check the prelude again from the samples so far, only to find the drag
        // that crosses it, its other diagnostics being reported already. This happens once a
        // file at most: the budget is crossed once.
        var rerun = CheckContext()
        rerun.synthesisedSamples = samplesSoFar
        for statement in document.prelude { rerun.check(statement) }
        context.synthesisedSamples = rerun.synthesisedSamples
        if let crossing = rerun.sampleBudgetDiagnostic { context.diagnostics.append(crossing) }
      } else {
        context.synthesisedSamples = samplesSoFar + preludeSamples
      }
      for statement in block.statements { context.check(statement) }
      samplesSoFar = context.synthesisedSamples
      if requireExpectation, !context.hasExpectation, !block.hasUnparsedExpectation {
        let name = block.name.map { "scenario '\($0)'" } ?? "this scenario"
        context.diagnostics.append(
          Diagnostic(
            .error, "\(name) has no expectation; a scenario that asserts nothing checks nothing",
            at: SourceRange(start: block.location, length: block.name == nil ? 1 : 8),
            suggestion:
              "add a line such as 'expect selection == \(context.titles?.first ?? "Home")'"
          ))
      }
      diagnostics += context.diagnostics
    }
    return diagnostics
  }
}

/// What the checker knows at one line of a scenario.
struct CheckContext {
  /// At most `DiagnosticList.capacity`, whatever the scenario: a hostile one cannot grow it.
  var diagnostics = DiagnosticList()
  var titles: [String]? { didSet { cachedModel = nil } }
  /// `glass`, `system` or `sidebar-adaptable`, once a tab bar is declared.
  var tabStyle: String? { didSet { cachedModel = nil } }
  var screen = Simulator.defaultScreen { didSet { cachedModel = nil } }
  /// Route types declared so far, in order.
  var routeTypes: [CheckedRouteType] = []
  /// Each route type's position in `routeTypes`, by `RouteCatalog.key(for:)`.
  var routeTypeIndex: [String: Int] = [:]
  /// Items deleted so far (`recipe/pancakes`), with the line that deleted them.
  var deleted: [String: Int] = [:]
  var savedStates: [String] = []
  var savedCustomizations: [String] = []
  /// Tabs the app hid (`hide`) or the user hid (`customize hide`), as far as can be known.
  var hiddenTabs = Set<String>()
  /// Tabs whose customisation behaviour is disabled, and search tabs.
  var fixedTabs = Set<String>()
  var searchTabs = Set<String>()
  /// Section of each tab placed in one.
  var sections: [String: String] = [:]
  /// The reference model (see `referenceModel()`), built on first use and kept up to date.
  var cachedModel: Simulator?
  var setupClosed = false
  var voiceOverOn = false
  var fingers = Set<Int>()
  /// The clock when it can be known statically; nil after `settle`.
  var clock: Int64? = 0
  var hasExpectation = false
  var frameRate = GestureSynthesizer().frameRate
  var synthesisedSamples = 0
  /// The error reported where the drags crossed the sample budget, if they did.
  var sampleBudgetDiagnostic: Diagnostic?

  /// Reports an error. The suggestion is built only when the error is kept (see
  /// `DiagnosticList.keeps(at:)`): a dropped one is only counted.
  mutating func error(
    _ message: String, at range: SourceRange, suggestion: @autoclosure () -> String? = nil
  ) {
    let suggestion = diagnostics.keeps(at: range.start) ? suggestion() : nil
    diagnostics.append(Diagnostic(.error, message, at: range, suggestion: suggestion))
  }

  mutating func check(_ statement: Statement) {
    if let timing = statement.timing {
      closeSetup()
      advanceClock(timing, at: statement.range)
    }
    switch statement.kind {
    case .scenario:
      break
    case .screen(let width, let height):
      requireSetupOpen(statement)
      if width > 10_000 || height > 10_000 {
        error("a screen of \(width)x\(height) is larger than any device", at: statement.range)
      }
      screen = Size(width: width, height: height)
    case .safeArea(_, let points):
      requireSetupOpen(statement)
      if points < 0 || points > screen.height - GlassTabBar.height {
        error(
          "a safe-area inset must be between 0 and the screen height less the bar",
          at: statement.range)
      }
    case .frameRate(let rate):
      if !ScenarioChecker.frameRates.contains(rate) {
        error("a frame rate must be between 1 and 1000 Hz", at: statement.range)
      } else {
        frameRate = rate
      }
    case .tabBar(let style, let titles):
      checkTabBar(statement, style: style, titles: titles)
    case .tab(let title, let properties):
      requireTab(title)
      for property in properties {
        if case .badge(.count(let count)) = property.value, count < 0 {
          error("a badge count cannot be negative", at: property.range)
        }
      }
    case .set(let setting, let value):
      checkSetting(setting, value)
    case .advance(let time):
      closeSetup()
      advanceClock(.absolute(time), at: statement.range)
    case .wait(let duration):
      closeSetup()
      advanceClock(.relative(duration), at: statement.range)
    case .touch(let touch):
      closeSetup()
      checkTouch(touch, statement: statement)
    case .tap(let target):
      checkGesture(target, statement: statement, duration: GestureSynthesizer.tapHold)
    case .doubleTap(let target):
      checkGesture(
        target, statement: statement,
        duration: GestureSynthesizer.doubleTapDuration)
    case .drag(let from, let to, let duration):
      checkDuration(duration, statement: statement)
      countSamples(duration ?? GestureSynthesizer.defaultDrag, statement: statement)
      checkGesture(
        from, statement: statement, duration: duration ?? GestureSynthesizer.defaultDrag)
      requireTarget(to)
    case .longPress(let target, let duration):
      checkDuration(duration, statement: statement)
      checkGesture(
        target, statement: statement, duration: duration ?? GestureSynthesizer.defaultLongPress)
    case .voiceOver(let command):
      closeSetup()
      checkVoiceOver(command)
    case .announce:
      closeSetup()
    case .settle:
      closeSetup()
      clock = nil
    case .exhaustive:
      break
    case .expectValue(let expectation):
      hasExpectation = true
      checkPath(expectation)
    case .expectEvent(let pattern, _, _), .expectNoEvent(let pattern):
      hasExpectation = true
      checkPattern(pattern)
    case .expectEvents(let patterns):
      hasExpectation = true
      for pattern in patterns { checkPattern(pattern) }
    default:
      checkNavigation(statement)
    }
  }

  // MARK: Set-up

  mutating func closeSetup() { setupClosed = true }

  mutating func requireSetupOpen(_ statement: Statement) {
    if setupClosed {
      error(
        "'\(statement.kind.keyword)' is set-up and must come before the first input or wait",
        at: statement.range)
    }
  }

  mutating func checkTabBar(
    _ statement: Statement, style: Located<String>, titles: [Located<String>]
  ) {
    requireSetupOpen(statement)
    if self.titles != nil {
      error("this scenario already has a tab bar", at: statement.range)
    }
    let styles = ["glass"] + SystemTabView.Style.allCases.map(\.rawValue)
    if !styles.contains(style.value) {
      error(
        "unknown tab bar style '\(style.value)'; the styles are 'glass', 'system' and 'sidebar-adaptable'",
        at: style.range, suggestion: Suggestion.didYouMean(style.value, among: styles))
    } else if self.titles == nil {
      tabStyle = style.value
    }
    if titles.count > ScenarioChecker.maximumTabs {
      error(
        "a bar holds at most \(ScenarioChecker.maximumTabs) tabs",
        at: titles[ScenarioChecker.maximumTabs].range)
    }
    for title in titles where title.value.isEmpty {
      error("a tab title cannot be empty", at: title.range)
    }
    // Only the first of two equal titles is kept: the reference model is built from these, and
    // a bar with two equal titles would make `tap`, `select` and `stacks[...]` ambiguous.
    let unique = rejectDuplicates(
      titles, what: "tab title", reason: "titles name tabs, so they must differ")
    self.titles = unique.map(\.value)
  }

  // MARK: Names

  /// A tab name must name a tab of the bar declared so far.
  mutating func requireTab(_ title: Located<String>) {
    guard let titles else {
      error("there is no tab bar yet; declare one with 'tabbar glass ...'", at: title.range)
      return
    }
    if !titles.contains(title.value) {
      error(
        "unknown tab '\(title.value)'", at: title.range,
        suggestion: Suggestion.didYouMean(title.value, among: titles)
          ?? "the tabs are \(Suggestion.listing(titles))")
    }
  }

  mutating func requireTarget(_ target: Located<Target>) {
    switch target.value {
    case .tab(let title):
      requireTab(Located(title, at: target.range))
      // The model has no frame for a tab the system TabView does not show, so a gesture aimed
      // at one would be refused when it runs.
      if hiddenTabs.contains(title) {
        error(
          "tab '\(title)' is hidden here, so there is nothing to touch", at: target.range,
          suggestion:
            "show it first: 'show \(Spelling.name(title))', or 'customize show' for a tab the user hid"
        )
      }
    case .pill:
      if titles == nil {
        error("there is no tab bar, so there is no pill", at: target.range)
      } else {
        requirePart("pill", at: target.range, asTarget: true)
      }
    case .point: break
    case .back: requireRoutes(at: target.range)
    }
  }

  mutating func checkSetting(_ setting: Located<String>, _ value: Located<String>) {
    guard let descriptor = Settings.descriptor(named: setting.value) else {
      error(
        "unknown setting '\(setting.value)'", at: setting.range,
        suggestion: Suggestion.didYouMean(setting.value, among: Settings.names))
      return
    }
    guard descriptor.values.contains(value.value) else {
      error(
        "'\(setting.value)' takes \(descriptor.values.map { "'\($0)'" }.joined(separator: ", ")), not '\(value.value)'",
        at: value.range, suggestion: Suggestion.didYouMean(value.value, among: descriptor.values))
      return
    }
    if setting.value == "voiceover" { voiceOverOn = value.value == "on" }
  }

  // MARK: Inputs

  mutating func advanceClock(_ timing: TimingPrefix, at range: SourceRange) {
    switch timing {
    case .absolute(let time):
      if let clock, time < clock {
        error(
          "time cannot go back: the clock is already at \(ValueFormatter.time(VirtualTime(microseconds: clock)))",
          at: range, suggestion: "use 'wait' or '+' for a time relative to now")
      }
      clock = clock.map { max($0, time) } ?? nil
    case .relative(let duration):
      clock = clock.map { $0 + duration }
    }
  }

  mutating func checkTouch(_ touch: TouchStatement, statement: Statement) {
    let finger = touch.fingerID
    let range = touch.finger?.range ?? touch.phase.range
    switch touch.phase.value {
    case .down:
      if !fingers.insert(finger).inserted {
        error(
          "finger \(finger) is already down", at: range, suggestion: "lift it first with 'touch up'"
        )
      }
    case .move, .up:
      if !fingers.contains(finger) {
        error(
          "finger \(finger) is not down", at: range,
          suggestion: "put it down first with 'touch down'")
      }
      if touch.phase.value == .up { fingers.remove(finger) }
    case .cancel:
      if touch.finger == nil {
        if fingers.isEmpty { error("no finger is down to cancel", at: range) }
        fingers.removeAll()
      } else if fingers.remove(finger) == nil {
        error("finger \(finger) is not down", at: range)
      }
    }
  }

  /// A drag makes one touch sample per frame; the scenario's total is bounded.
  mutating func countSamples(_ duration: Int64, statement: Statement) {
    let limit = ScenarioChecker.maximumSynthesisedSamples
    guard synthesisedSamples <= limit else { return }
    let duration = min(max(duration, 0), ScenarioChecker.maximumGestureDuration)
    // A down, a move per frame, and an up.
    synthesisedSamples +=
      Int(GestureSynthesizer(frameRate: frameRate).frameCount(duration: duration)) + 2
    if synthesisedSamples > limit {
      let diagnostic = Diagnostic(
        .error, "the drags of this file make more than \(limit) touch samples",
        at: statement.range, suggestion: "use shorter drags or a lower 'frame-rate'")
      diagnostics.append(diagnostic)
      sampleBudgetDiagnostic = diagnostic
    }
  }

  mutating func checkDuration(_ duration: Int64?, statement: Statement) {
    guard let duration else { return }
    if duration <= 0 || duration > ScenarioChecker.maximumGestureDuration {
      error("a gesture lasts more than 0 and at most 60s", at: statement.range)
    }
  }

  /// A synthesised gesture uses finger 1 from the current instant and leaves the clock at its end.
  mutating func checkGesture(_ target: Located<Target>, statement: Statement, duration: Int64) {
    closeSetup()
    requireTarget(target)
    if fingers.contains(GestureSynthesizer.finger) {
      error(
        "'\(statement.kind.keyword)' uses finger 1, which is still down", at: statement.range,
        suggestion: "lift it first with 'touch up'")
    }
    clock = clock.map { $0 + duration }
  }

  mutating func checkVoiceOver(_ command: Located<VoiceOverCommand>) {
    if !voiceOverOn {
      error(
        "VoiceOver is off here", at: command.range,
        suggestion: "add 'set voiceover on' before this line")
    }
    switch command.value {
    case .focus(let name), .activate(.some(let name)):
      requireElement(Located(name, at: command.range))
    case .next, .previous, .escape, .activate(nil):
      break
    }
  }
}
