// The syntax tree of a scenario file. It records what was written, not whether it makes sense:
// tab names, styles, settings and state paths are plain strings that the checker resolves.
// Durations are `Int64` microseconds, exact, the way the virtual clock counts.

/// A parsed file: statements shared by every scenario, then the scenarios.
public struct ScenarioDocument: Sendable {
  public var source: SourceFile
  /// Statements before the first `scenario` line; they run at the start of every scenario.
  public var prelude: [Statement]
  /// The scenarios in file order. A file without `scenario` lines has exactly one, unnamed,
  /// holding every statement (and an empty prelude); the runner names it after the file.
  public var scenarios: [ScenarioBlock]

  public init(source: SourceFile, prelude: [Statement], scenarios: [ScenarioBlock]) {
    self.source = source
    self.prelude = prelude
    self.scenarios = scenarios
  }
}

/// One `scenario "…"` and the statements up to the next one.
public struct ScenarioBlock: Hashable, Sendable {
  /// The name as written, or nil for a file's implicit scenario (and for a `scenario` line whose
  /// name could not be parsed, which has been reported already).
  public var name: String?
  /// The `scenario` keyword, or 1:1 for the implicit scenario.
  public var location: SourceLocation
  public var statements: [Statement]
  /// An `expect` line of this scenario (or of the prelude) did not parse: the checker then does
  /// not also report the scenario as having no expectation.
  public var hasUnparsedExpectation: Bool

  public init(
    name: String?, location: SourceLocation, statements: [Statement],
    hasUnparsedExpectation: Bool = false
  ) {
    self.name = name
    self.location = location
    self.statements = statements
    self.hasUnparsedExpectation = hasUnparsedExpectation
  }
}

/// One line of a scenario.
public struct Statement: Hashable, Sendable {
  public var kind: StatementKind
  /// `at 0ms …` / `+16ms …` in front of an input; nil for untimed statements.
  public var timing: TimingPrefix?
  /// The statement without its comment, from its first to its last character.
  public var range: SourceRange
  /// The line without its comment, trimmed: what failure reports quote back.
  public var text: String

  public init(kind: StatementKind, timing: TimingPrefix?, range: SourceRange, text: String) {
    self.kind = kind
    self.timing = timing
    self.range = range
    self.text = text
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

public enum StatementKind: Hashable, Sendable {
  /// `scenario "name"`. Only `ScenarioParser.parseLine` returns it (the REPL starts a new
  /// scenario); in a document it becomes a `ScenarioBlock` and is not a statement.
  case scenario(name: String)
  /// `screen 390x844` (points, both positive).
  case screen(width: Double, height: Double)
  /// `safe-area bottom 34`.
  case safeArea(edge: SafeAreaEdge, points: Double)
  /// `frame-rate 120` or `frame-rate 120hz` (positive).
  case frameRate(Double)
  /// `tabbar glass Home Search` (the style is checked later; at least one title).
  case tabBar(style: Located<String>, titles: [Located<String>])
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

  /// `expect ...` in any form: it reads the model and changes nothing.
  public var isExpectation: Bool {
    switch self {
    case .expectValue, .expectEvent, .expectNoEvent, .expectEvents: true
    default: false
    }
  }

  /// The statement's leading keyword(s), for messages such as "'settle' cannot be timed".
  public var keyword: String {
    switch self {
    case .scenario: "scenario"
    case .screen: "screen"
    case .safeArea: "safe-area"
    case .frameRate: "frame-rate"
    case .tabBar: "tabbar"
    case .tab: "tab"
    case .set: "set"
    case .advance: "at"
    case .wait: "wait"
    case .touch: "touch"
    case .tap: "tap"
    case .doubleTap: "double-tap"
    case .drag: "drag"
    case .longPress: "long-press"
    case .voiceOver: "voiceover"
    case .announce: "announce"
    case .settle: "settle"
    case .exhaustive: "exhaustive"
    case .expectValue: "expect"
    case .expectEvent: "expect event"
    case .expectNoEvent: "expect no event"
    case .expectEvents: "expect events"
    case .route: "route"
    case .urlScheme: "url-scheme"
    case .push: "push"
    case .pop: "pop"
    case .replacePath: "replace"
    case .select: "select"
    case .open: "open"
    case .delete: "delete"
    case .save: "save"
    case .restore: "restore"
    case .customizeVisibility, .customizeOrder: "customize"
    case .tabHidden(_, let hidden): hidden ? "hide" : "show"
    case .section: "section"
    case .role: "role"
    case .defaultVisibility: "default-visibility"
    case .customizationBehavior: "customization-behavior"
    case .sizeClass: "size-class"
    case .columns: "columns"
    case .accessory: "accessory"
    }
  }
}

/// `apple-pie "Apple Pie"` in a `route` line.
public struct RouteItemLiteral: Hashable, Sendable {
  public var id: Located<String>
  public var title: Located<String>

  public init(id: Located<String>, title: Located<String>) {
    self.id = id
    self.title = title
  }
}

/// `recipe apple-pie`: a route type and an item id, as `push`, `delete` and `replace path` take.
public struct RouteLiteral: Hashable, Sendable, CustomStringConvertible {
  public var type: Located<String>
  public var id: Located<String>

  public init(type: Located<String>, id: Located<String>) {
    self.type = type
    self.id = id
  }

  /// From the type to the id.
  public var range: SourceRange {
    SourceRange(
      start: type.range.start,
      length: id.range.start.column + id.range.length - type.range.start.column)
  }

  /// `recipe/apple-pie`.
  public var description: String { "\(type.value)/\(id.value)" }
}

/// What `save` and `restore` keep: the navigation state or the TabView's customisation.
public enum SavedKind: String, Hashable, Sendable, CaseIterable {
  case state
  case customization
}

/// `restore state s1` or `restore state from "{…}"`.
public enum RestoreSource: Hashable, Sendable {
  case named(Located<String>)
  case json(Located<String>)
}

/// A value together with the characters it came from, so later stages can point at it.
public struct Located<Value> {
  public var value: Value
  public var range: SourceRange

  public init(_ value: Value, at range: SourceRange) {
    self.value = value
    self.range = range
  }

  public var location: SourceLocation { range.start }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
extension Located: Sendable where Value: Sendable {}

public enum SafeAreaEdge: String, Hashable, Sendable, CaseIterable {
  case top
  case bottom
}

/// A property of a `tab` line.
public enum TabProperty: Hashable, Sendable {
  case badge(TabBadge)
  /// `hint "…"`: the accessibility hint.
  case hint(String)
  /// `label "…"`: the accessibility label, when it differs from the title.
  case label(String)
  /// `icon NAME`.
  case icon(String)
}

/// `badge 3`, `badge "new"`, `badge none`.
public enum TabBadge: Hashable, Sendable {
  case count(Int)
  case text(String)
  case none
}

public enum TouchPhase: String, Hashable, Sendable, CaseIterable {
  case down
  case move
  case up
  case cancel
}

/// `touch down [ID] (X, Y)`, `touch move [ID] (X, Y)`, `touch up [ID] [(X, Y)]`,
/// `touch cancel [ID]`.
public struct TouchStatement: Hashable, Sendable {
  public var phase: Located<TouchPhase>
  /// The finger id as written; nil means finger 1.
  public var finger: Located<Int>?
  /// Required for `down` and `move`, optional for `up`, never for `cancel`.
  public var point: Located<PointLiteral>?

  public init(phase: Located<TouchPhase>, finger: Located<Int>?, point: Located<PointLiteral>?) {
    self.phase = phase
    self.finger = finger
    self.point = point
  }

  /// The finger this touch belongs to (1 when the id is omitted).
  public var fingerID: Int { finger?.value ?? 1 }
}

/// `(48, 812)`, in points.
public struct PointLiteral: Hashable, Sendable {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}

/// What a gesture acts on.
public enum Target: Hashable, Sendable {
  /// The bare word `pill`: the bar's selection indicator. (A tab titled "pill" is `"pill"`.)
  case pill
  case point(x: Double, y: Double)
  /// A tab by title.
  case tab(String)
  /// The bare word `back`: the navigation bar's back button. (A tab titled "back" is `"back"`.)
  case back
}

/// `voiceover next|previous|escape`, `voiceover focus NAME`, `voiceover activate [NAME]`.
/// Its `Located` range covers the tab name when there is one, else the command word.
public enum VoiceOverCommand: Hashable, Sendable {
  case next
  case previous
  case escape
  case focus(String)
  /// Activate the element named, or the focused one when nil.
  case activate(String?)
}

/// `pill.offset`, `tabs[Library].a11y.label`, `tabs["My Projects"].frame.x`, `tabs[2].title`.
public struct StatePath: Hashable, Sendable, CustomStringConvertible {
  public var components: [Located<PathComponent>]
  /// From the first component to the last.
  public var range: SourceRange

  public init(components: [Located<PathComponent>], range: SourceRange) {
    self.components = components
    self.range = range
  }

  /// The path written back in canonical form; subscripts that are not a bare word or number
  /// are quoted, so it can be pasted into a scenario.
  public var description: String {
    var text = ""
    for component in components {
      switch component.value {
      case .name(let name):
        if !text.isEmpty { text += "." }
        text += name
      case .subscript(let key):
        text += "[" + PathComponent.spell(key) + "]"
      }
    }
    return text
  }
}

public enum PathComponent: Hashable, Sendable {
  case name(String)
  /// The text between brackets, unquoted: `Library`, `My Projects`, `2`.
  case `subscript`(String)

  /// A subscript as it must be written: bare when it lexes back as one word or number,
  /// quoted (with escapes) otherwise.
  public static func spell(_ key: String) -> String {
    let isNumber = !key.isEmpty && key.allSatisfy { $0.isASCII && $0.isWholeNumber }
    if isNumber || isBareWord(key) { return key }
    return quote(key)
  }
}

/// `==`, `!=`, `<`, `<=`, `>`, `>=`, `contains`, `!contains`.
public enum Comparison: String, Hashable, Sendable, CaseIterable {
  case equal = "=="
  case notEqual = "!="
  case less = "<"
  case lessOrEqual = "<="
  case greater = ">"
  case greaterOrEqual = ">="
  case contains = "contains"
  case notContains = "!contains"
}

/// `expect PATH OP VALUE [± TOL]`.
public struct ValueExpectation: Hashable, Sendable {
  public var path: StatePath
  public var comparison: Located<Comparison>
  public var expected: Located<LiteralValue>
  /// Only with a numeric `expected`; never negative.
  public var tolerance: Double?

  public init(
    path: StatePath, comparison: Located<Comparison>, expected: Located<LiteralValue>,
    tolerance: Double?
  ) {
    self.path = path
    self.comparison = comparison
    self.expected = expected
    self.tolerance = tolerance
  }
}

/// A value written in an expectation.
public enum LiteralValue: Hashable, Sendable, CustomStringConvertible {
  /// A plain number: `pt` dropped, `us`/`ms`/`s` converted to seconds.
  case number(Double)
  case string(String)
  /// A bare word: `Library`, `on`, `selected`, `none`, `true`; possibly dotted (`pill.offset`,
  /// `v2.0`).
  case identifier(String)
  /// `[button, selected]`: a set of words, as the state prints traits.
  case list([String])

  /// The value as it would be written back: numbers without a trailing `.0`, strings quoted.
  public var description: String {
    switch self {
    case .number(let number): formatNumber(number)
    case .string(let string): quote(string)
    case .identifier(let identifier): identifier
    case .list(let words):
      "[" + words.map(ValueFormatter.quotedIfNeeded).joined(separator: ", ") + "]"
    }
  }
}

/// `selectionChanged` or `selectionChanged(from: Home, to: Library, cause: drag)`.
public struct EventPattern: Hashable, Sendable {
  public var name: Located<String>
  /// In written order; labels are unique.
  public var arguments: [EventArgumentPattern]
  /// From the name to the closing parenthesis.
  public var range: SourceRange

  public init(name: Located<String>, arguments: [EventArgumentPattern], range: SourceRange) {
    self.name = name
    self.arguments = arguments
    self.range = range
  }
}

/// `label: VALUE [± TOL]` inside an event pattern.
public struct EventArgumentPattern: Hashable, Sendable {
  public var label: Located<String>
  public var value: Located<LiteralValue>
  /// Only with a numeric value; never negative.
  public var tolerance: Double?

  public init(label: Located<String>, value: Located<LiteralValue>, tolerance: Double?) {
    self.label = label
    self.value = value
    self.tolerance = tolerance
  }
}

// MARK: - Spelling helpers shared by descriptions and the dump

/// Whether `text` lexes back as a single word token.
func isBareWord(_ text: String) -> Bool { Spelling.isBareWord(text) }

/// `text` as a string literal, escaping what the lexer would not read back verbatim.
func quote(_ text: String) -> String { Spelling.quote(text) }

/// A number the way a person writes it: `390`, `185.25`, `-0.5` (no `.0` on whole numbers).
func formatNumber(_ value: Double) -> String {
  if value == value.rounded(), abs(value) < 1e15 {
    return String(Int64(value))
  }
  return String(value)
}

/// A duration the way a person writes it: `300ms` when whole milliseconds, else `250us`.
func formatDuration(_ microseconds: Int64) -> String {
  microseconds % 1000 == 0 ? "\(microseconds / 1000)ms" : "\(microseconds)us"
}
