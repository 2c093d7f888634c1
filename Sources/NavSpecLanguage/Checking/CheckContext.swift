import NavSpecModel

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
  /// Every change through this property empties `cachedNodes`.
  var cachedModel: Simulator? {
    get { referenceSimulator }
    _modify {
      yield &referenceSimulator
      cachedNodes = []
      cachedVocabulary = nil
    }
  }
  /// The reference model's names for value domains (`prepareVocabulary(for:)`), built on first use and
  /// emptied with the model.
  var cachedVocabulary: ValueVocabulary?
  /// What `cachedVocabulary` lists (`Simulator.valueVocabulary(parts:)`).
  var cachedVocabularyParts: ValueVocabulary.Parts = []
  /// What `cachedModel` holds. The checker's look-ups read it in place through this name
  /// (`Simulator.currentValue(at:)`), as the runner does, without emptying `cachedNodes`: a
  /// look-up changes no state.
  ///
  /// Kept behind one reference (`ReferenceModel`): a checker is a value that `navspec explore`
  /// copies for every generated line (to check it without accepting it) and for every step it
  /// keeps, and a model copied inline counted references to each of its parts. Changed in place
  /// when no copy shares it, else copied first (copy on write): replaced whole at every change,
  /// the model copied its route catalog at every `route` line, so a file's checking grew with
  /// the square of its routes (8,000 `route` lines, each followed by an expectation, 35 µs a
  /// line instead of 8).
  var referenceSimulator: Simulator? {
    _read { yield reference.model }
    set { reference = ReferenceModel(newValue) }
    _modify {
      if !isKnownUniquelyReferenced(&reference) { reference = ReferenceModel(reference.model) }
      yield &reference.model
    }
  }
  private var reference = ReferenceModel(nil)
  /// What the reference model holds at each concrete path looked up so far (nil: nothing), kept
  /// as long as the model is: a scenario asks for a few paths many times (`selection` after every
  /// tap), and each look-up reads the model's state. A list searched in order, not a dictionary:
  /// with the few paths a scenario names, comparing short paths is cheaper than hashing them
  /// (hashing was about 3% of a compile); it holds at most `cachedNodeLimit`.
  /// Each holds the leaf's value domain too (`Simulator.valueDomain(at:)`) once it is looked
  /// up (`.some(nil)`: the leaf has none), which only a leaf holding text, words or nothing
  /// needs.
  var cachedNodes: [(steps: [StateNode.PathStep], node: StateNode?, domain: ValueDomain??)] = []
  /// Most paths `cachedNodes` holds (our decision: the bundled scenarios name at most a few dozen
  /// paths each; past this a path is read from the model every time, so a file naming thousands
  /// of paths costs a bounded scan per look-up, not a growing one).
  static let cachedNodeLimit = 64
  /// What components' set-up statements installed (`header collapsing`), by component, in the
  /// order first stated: replayed on the reference model so that their state paths and elements
  /// are known.
  var componentSetUps: [(key: String, install: @Sendable (inout Simulator) -> Void)] = [] {
    didSet { cachedModel = nil }
  }
  var setupClosed = false
  var voiceOverOn = false
  var fingers = Set<Int>()
  /// The clock when it can be known statically; nil after `settle`.
  var clock: Int64? = 0
  var hasExpectation = false
  /// The relations a set-up file has stated so far, by name, with the line of each
  /// (docs/explore.md#stated-relations): a name may be stated once.
  var statedRelations: [String: Int] = [:]
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

  /// Checks `statement` in the context of those before it. The diagnostics of a statement a
  /// flow produced are reported at the call, with a note at the flow's line (`inFlows`).
  mutating func check(_ statement: Statement) {
    guard let trace = statement.flowTrace else { return checkWritten(statement) }
    let outer = diagnostics
    diagnostics = DiagnosticList()
    checkWritten(statement)
    let found = diagnostics
    diagnostics = outer
    let frames = trace.frames
    for diagnostic in found { diagnostics.append(diagnostic.inFlows(frames)) }
  }

  private mutating func checkWritten(_ statement: Statement) {
    if let timing = statement.timing {
      closeSetup()
      advanceClock(timing, at: statement.range)
    }
    // Where a statement may stand follows from its role, which its keyword table declares.
    if statement.keyword.role == .setup { requireSetupOpen(statement) }
    if statement.keyword.role.endsSetup { closeSetup() }
    switch statement.kind {
    case .scenario, .tags, .skip, .expectedFailure, .useFlows, .flowHeader, .flowEnd:
      // A scenario's header and metadata, and the file's flows: the parser has placed them
      // (`ScenarioBlock.metadata`, `ScenarioDocument.flows`).
      break
    case .screen(let width, let height):
      if width > 10_000 || height > 10_000 {
        error("a screen of \(width)x\(height) is larger than any device", at: statement.range)
      }
      screen = Size(width: width, height: height)
    case .safeArea(_, let points):
      if points < 0 || points > screen.height - tabContainerHeight() {
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
    case .component(let component):
      component.check(in: &self, statement)
    case .tab(let title, let properties):
      requireTab(title)
      requireTabItems(at: statement.range)
      for property in properties {
        if case .badge(.count(let count)) = property.value, count < 0 {
          error("a badge count cannot be negative", at: property.range)
        }
      }
    case .set(let setting, let value):
      checkSetting(setting, value)
    case .advance(let time):
      advanceClock(.absolute(time), at: statement.range)
    case .wait(let duration):
      advanceClock(.relative(duration), at: statement.range)
    case .touch(let touch):
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
      checkVoiceOver(command)
    case .announce:
      break
    case .settle:
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
    case .route(let type, let items, let tab):
      checkRoute(statement, type: type, items: items, tab: tab)
    case .urlScheme(let scheme):
      checkURLScheme(scheme)
    case .push(let route):
      requireRoute(route)
    case .pop, .open:
      requireRoutes(at: statement.range)
    case .replacePath(let routes):
      checkReplacePath(routes, at: statement.range)
    case .select(let tab):
      checkSelect(tab)
    case .delete(let route):
      checkDelete(route, line: statement.location.line)
    case .save(let kind, let name):
      checkSave(kind, as: name, at: statement.range)
    case .restore(let kind, let source):
      checkRestore(kind, from: source, at: statement.range)
    case .section(let name, let tabs):
      checkSection(name, tabs: tabs, at: statement.range)
    case .role(let tab, _):
      checkTabProperty(of: tab, at: statement.range)
      searchTabs.insert(tab.value)
    case .defaultVisibility(let tab, _):
      checkTabProperty(of: tab, at: statement.range)
    case .customizationBehavior(let tab, let enabled):
      checkTabProperty(of: tab, at: statement.range)
      if enabled { fixedTabs.remove(tab.value) } else { fixedTabs.insert(tab.value) }
    case .tabHidden(let tab, let hidden):
      checkTabHidden(tab, hidden: hidden, at: statement.range)
    case .customizeVisibility(let tab, let visible):
      checkCustomizeVisibility(tab, visible: visible, at: statement.range)
    case .customizeOrder(let tabs):
      checkCustomizeOrder(tabs, at: statement.range)
    case .sizeClass, .accessory:
      requireSystemTabView(at: statement.range)
    case .columns(let value):
      checkColumns(value, at: statement.range)
    }
  }
}

/// The checker's reference model behind one reference: a copy of the context shares it, and a
/// change copies it first unless no other context holds it (`CheckContext.referenceSimulator`).
/// Unchecked: it is changed only through that accessor, and only while this context holds the
/// only reference, so no two contexts, on any thread, ever see it change.
private final class ReferenceModel: @unchecked Sendable {
  var model: Simulator?

  init(_ model: Simulator?) { self.model = model }
}
