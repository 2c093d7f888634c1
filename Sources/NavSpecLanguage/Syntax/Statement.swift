// One line of a scenario and the kinds of statement there are. Like the rest of the syntax tree
// it records what was written, not whether it makes sense.

/// One line of a scenario.
public struct Statement: Hashable, Sendable {
  public var kind: StatementKind
  /// The keyword the line starts with (after its timing prefix), from its keyword table: its
  /// role says where the statement may stand and how the REPL writes it back.
  public var keyword: StatementKeyword
  /// `at 0ms …` / `+16ms …` in front of an input; nil for untimed statements.
  public var timing: TimingPrefix?
  /// The statement without its comment, from its first to its last character.
  public var range: SourceRange
  /// `text` as it lies in the file's text. Only a failure report or a recording reads a
  /// statement's text, so the parser does not pay for a String of its own per line (one
  /// allocation a line, and its release).
  var spelling: Substring
  /// Where a flow's statement came from (nil for a statement written where it runs): placed at
  /// the scenario's call (`range`), with the call's arguments in place (`text`), it says which
  /// line of which flow it is (`flowFrames`).
  public var flowTrace: FlowTrace?

  /// The flows this statement came through, outermost first; empty for a statement written
  /// where it runs.
  public var flowFrames: [FlowFrame] { flowTrace?.frames ?? [] }

  /// The line without its comment, trimmed: what failure reports quote back.
  public var text: String {
    get { String(spelling) }
    set { spelling = Substring(newValue) }
  }

  public init(
    kind: StatementKind, keyword: StatementKeyword, timing: TimingPrefix?, range: SourceRange,
    text: String
  ) {
    self.init(
      kind: kind, keyword: keyword, timing: timing, range: range, spelling: Substring(text))
  }

  init(
    kind: StatementKind, keyword: StatementKeyword, timing: TimingPrefix?, range: SourceRange,
    spelling: Substring
  ) {
    self.kind = kind
    self.keyword = keyword
    self.timing = timing
    self.range = range
    self.spelling = spelling
  }

  public var location: SourceLocation { range.start }
}

/// When an input happens, in microseconds.
public enum TimingPrefix: Hashable, Sendable {
  /// `at 120ms tap Home`: at this time since the scenario started.
  case absolute(Int64)
  /// `+16ms touch up`: this long after the previous input's time.
  case relative(Int64)
}

/// `indirect`: each case's payload is boxed, so a statement kind is one reference. Inline, the
/// largest payloads (a drag's two located targets, an expectation) made every `Statement` some
/// 200 bytes, address-only because of the component box's existential, and the checker and the
/// runner copy each statement they read (a value witness call retaining every string of its
/// payload); one allocation per statement at parse time costs less (typical scenario about 7%
/// faster, side by side).
public indirect enum StatementKind: Hashable, Sendable {
  /// `scenario "name"`. Only `ScenarioParser.parseLine` returns it (the REPL starts a new
  /// scenario); in a document it becomes a `ScenarioBlock` and is not a statement.
  case scenario(name: String)
  /// `tags smoke slow`: the scenario's tags, each a word, each once (`navspec run --tag`). Like
  /// `skip` and `xfail`, it describes the scenario it follows: in a document it is kept in the
  /// block's `metadata`, not among its statements.
  case tags([Located<String>])
  /// `skip "reason"`: the scenario is reported as skipped and none of its steps runs.
  case skip(reason: Located<String>)
  /// `xfail "reason"`: the scenario runs and is expected to fail; passing is its failure.
  case expectedFailure(reason: Located<String>)
  /// `screen 390x844` (points, both positive).
  case screen(width: Double, height: Double)
  /// `safe-area bottom 34`.
  case safeArea(edge: SafeAreaEdge, points: Double)
  /// `frame-rate 120` or `frame-rate 120hz` (positive).
  case frameRate(Double)
  /// `tabbar glass Home Search` (the style is checked later; at least one title).
  case tabBar(style: Located<String>, titles: [Located<String>])
  /// A statement a component declares in its own folder (`ComponentStatement`), such as the
  /// bubble bar's `bubble style uikit`.
  case component(ComponentStatementBox)
  /// `tab Library badge 3 hint "…"` (at least one property).
  case tab(title: Located<String>, properties: [Located<TabProperty>])
  /// `set reduce-motion on`: both words raw; the checker knows the settings.
  case set(setting: Located<String>, value: Located<String>)
  /// `at 120ms` on its own line: let time pass until then.
  case advance(to: Int64)
  /// `wait 16ms`.
  case wait(Int64)
  case touch(TouchStatement)
  case tap(Located<Target>)
  case doubleTap(Located<Target>)
  /// `drag Home to Library [in 300ms]`.
  case drag(from: Located<Target>, to: Located<Target>, duration: Int64?)
  /// `long-press pill [for 800ms]`.
  case longPress(Located<Target>, duration: Int64?)
  case voiceOver(Located<VoiceOverCommand>)
  /// `announce "text"`: a VoiceOver announcement posted by the app.
  case announce(String)
  /// `settle`: run until nothing animates.
  case settle
  /// `exhaustive on|off`: whether unmatched events fail the scenario.
  case exhaustive(Bool)
  /// `expect PATH OP VALUE [± TOL]`.
  case expectValue(ValueExpectation)
  /// `expect event PATTERN [at TIME [± TOL]]` (microseconds).
  case expectEvent(EventPattern, at: Int64?, tolerance: Int64?)
  /// `expect no event PATTERN`.
  case expectNoEvent(EventPattern)
  /// `use "tabs.flow"`: makes a flow file's flows callable. The parser reads it; it is never a
  /// statement of a document.
  case useFlows(Located<String>)
  /// `flow open-tab TAB`: opens a flow's definition, closed by `end`. The parser collects it
  /// into a `FlowDefinition`; never a statement of a document.
  case flowHeader(name: Located<String>, parameters: [Located<String>])
  /// `end`: closes a flow's definition.
  case flowEnd
  /// `expect events [PATTERN, …]`: exactly these, in order (the list may be empty).
  case expectEvents([EventPattern])
  /// `route recipe apple-pie "Apple Pie" pancakes "Pancakes" in Library`: a route type, its items
  /// (at least one) and the tab that owns it (none: every tab).
  case route(type: Located<String>, items: [RouteItemLiteral], tab: Located<String>?)
  /// `url-scheme myapp`: the scheme deep links use.
  case urlScheme(Located<String>)
  /// `push recipe apple-pie`.
  case push(RouteLiteral)
  /// `pop`, or `pop to root`.
  case pop(toRoot: Bool)
  /// `replace path category desserts recipe apple-pie` (no routes: the root).
  case replacePath([RouteLiteral])
  /// `select Library`: the app sets the selected tab.
  case select(Located<String>)
  /// `open myapp://recipe/apple-pie` or `open "…"`: a deep link, kept as written.
  case open(Located<String>)
  /// `delete recipe pancakes`: the item leaves the data model.
  case delete(RouteLiteral)
  /// `save state as s1`, `save customization as c1`.
  case save(SavedKind, name: Located<String>)
  /// `restore state s1`, `restore state from "{…}"`, and the same for `customization`.
  case restore(SavedKind, from: RestoreSource)
  /// `customize hide Library`, `customize show Library`: the user's visibility choice.
  case customizeVisibility(tab: Located<String>, visible: Bool)
  /// `customize order Library Home`: the user's order of the movable tabs.
  case customizeOrder([Located<String>])
  /// `hide Library`, `show Library`: the app's `.hidden(condition)` changes.
  case tabHidden(Located<String>, hidden: Bool)
  /// `section Collections "Cinematic Shots" "Forest Life"`: a TabSection and its tabs.
  case section(name: Located<String>, tabs: [Located<String>])
  /// `role Search search`: `Tab(role: .search)`.
  case role(tab: Located<String>, role: Located<String>)
  /// `default-visibility Optional hidden`: `.defaultVisibility(_, for: .tabBar)`.
  case defaultVisibility(tab: Located<String>, hidden: Bool)
  /// `customization-behavior "Watch Now" disabled`: `.customizationBehavior(_, for: …)`.
  case customizationBehavior(tab: Located<String>, enabled: Bool)
  /// `size-class compact|regular`.
  case sizeClass(Located<String>)
  /// `columns all|double-column|detail-only|automatic`: NavigationSplitView column visibility.
  case columns(Located<String>)
  /// `accessory on|off`: `.tabViewBottomAccessory(isEnabled:)`.
  case accessory(Bool)
}
