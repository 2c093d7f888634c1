import Foundation
import NavSpecLanguage
import NavSpecModel
import NavSpecREPL
import Testing

/// Tab completion without a terminal: the line, the cursor and the live model in; where to
/// replace and the candidates out.
struct CompletionTests {
  static let glassTitles = ["Home", "Search", "Library", "Profile"]

  static func simulator(titles: [String]? = glassTitles) -> Simulator {
    var simulator = Simulator()
    if let titles { simulator.installGlassTabBar(titles: titles) }
    return simulator
  }

  /// Completes `line` with the cursor at its end (or at `cursor`).
  static func complete(
    _ line: String, cursor: Int? = nil, titles: [String]? = glassTitles,
    in folder: URL = FileManager.default.temporaryDirectory
  ) -> Completion {
    Completion(
      line: line, cursor: cursor ?? line.count, simulator: simulator(titles: titles),
      workingDirectory: folder.path)
  }

  // MARK: Statements

  @Test func keywordsAtTheStart() {
    let completion = Self.complete("ta")
    #expect(completion.replaceFrom == 0)
    #expect(Set(completion.candidates) == ["tap", "tab", "tabbar", "tags"])
    #expect(Self.complete("dou").candidates == ["double-tap"])
    #expect(Self.complete("   exp").replaceFrom == 3)
  }

  /// `:explore` offers its options not given yet, and the relations after `--relations`.
  @Test func exploreOffersItsOptionsAndTheRelations() {
    #expect(
      Self.complete(":explore ").candidates == ["--seed", "--runs", "--steps", "--relations"])
    #expect(Self.complete(":explore --runs 3 --r").candidates == ["--relations"])
    #expect(Self.complete(":explore --runs ").candidates == [])
    #expect(
      Self.complete(":explore --relations ").candidates == [
        "mirror", "reduce-motion", "time-shift", "restore", "split", "all",
      ])
    #expect(Self.complete(":explore --relations sp").candidates == ["split"])
  }

  @Test func anEmptyLineOffersStatementsAndMetaCommands() {
    let candidates = Self.complete("").candidates
    for word in ["scenario", "tabbar", "expect", "settle", ":help", ":quit", ":save"] {
      #expect(candidates.contains(word), "missing \(word)")
    }
  }

  @Test func metaCommands() {
    #expect(Self.complete(":").candidates == ReplSession.metaCommands)
    #expect(Self.complete(":q").candidates == [":quit"])
    #expect(Set(Self.complete(":re").candidates) == [":render", ":redo", ":reset"])
  }

  @Test func tabTitlesAfterGestures() {
    let completion = Self.complete("tap Li")
    #expect(completion.replaceFrom == 4)
    #expect(completion.candidates == ["Library"])
    #expect(Self.complete("tap ").candidates == Self.glassTitles + ["pill"])
    #expect(Self.complete("double-tap S").candidates == ["Search"])
    #expect(Self.complete("long-press p").candidates == ["pill"])
    #expect(Self.complete("long-press pill ").candidates == ["for"])
    #expect(Self.complete("drag Home ").candidates == ["to"])
    #expect(Self.complete("drag Home to P").candidates == ["Profile"])
    #expect(Self.complete("drag Home to Profile ").candidates == ["in"])
    #expect(Self.complete("voiceover focus S").candidates == ["Search"])
    #expect(Self.complete("voiceover activate ").candidates == Self.glassTitles)
    #expect(Self.complete("tab ").candidates == Self.glassTitles)
  }

  @Test func titlesAreMatchedIgnoringCaseWhenNothingElseFits() {
    #expect(Self.complete("tap li").candidates == ["Library"])
  }

  @Test func titlesThatAreNotWordsAreQuoted() {
    let titles = ["Home", "My Projects", "2024"]
    #expect(Self.complete("tap My", titles: titles).candidates == [#""My Projects""#])
    let quoted = Self.complete(#"tap "My P"#, titles: titles)
    #expect(quoted.replaceFrom == 4)
    #expect(quoted.candidates == [#""My Projects""#])
    #expect(Self.complete("tap ", titles: titles).candidates.contains(#""2024""#))
  }

  @Test func utf8TitlesCountCharacters() {
    let titles = ["Café", "日本"]
    let completion = Self.complete("tap 日", titles: titles)
    #expect(completion.replaceFrom == 4)
    #expect(completion.candidates == ["日本"])
    #expect(Self.complete("tap Caf", titles: titles).candidates == ["Café"])
    #expect(Self.complete("drag Café to 日", titles: titles).replaceFrom == 13)
  }

  @Test func theCursorNeedNotBeAtTheEnd() {
    let completion = Self.complete("tap Li # later", cursor: 6)
    #expect(completion.replaceFrom == 4)
    #expect(completion.candidates == ["Library"])
  }

  @Test func nothingInsideAComment() {
    #expect(Self.complete("tap Home # ta").candidates.isEmpty)
  }

  @Test func settingsAndTheirValues() {
    #expect(Self.complete("set ").candidates == Settings.names)
    #expect(Set(Self.complete("set re").candidates) == ["reduce-motion", "reduce-transparency"])
    #expect(Self.complete("set reduce-motion ").candidates == ["on", "off"])
    #expect(
      Self.complete("set dynamic-type AX").candidates == ["AX1", "AX2", "AX3", "AX4", "AX5"])
    #expect(Self.complete("set layout-direction ").candidates == ["ltr", "rtl"])
  }

  @Test func subKeywords() {
    #expect(Self.complete("touch ").candidates == ["down", "move", "up", "cancel"])
    #expect(Self.complete("voiceover ").candidates.contains("activate"))
    #expect(Self.complete("safe-area ").candidates == ["top", "bottom"])
    #expect(Self.complete("exhaustive ").candidates == ["on", "off"])
    #expect(Self.complete("tabbar ").candidates == ComponentRegistry.styles)
    #expect(
      Self.complete("tabbar ").candidates.starts(with: ["glass", "system", "sidebar-adaptable"]))
    #expect(Self.complete("tabbar glass ").candidates.isEmpty)
    #expect(Self.complete("tab Library ").candidates == ["badge", "hint", "label", "icon"])
    #expect(Self.complete("tab Library badge ").candidates == ["none"])
  }

  /// Every keyword of the tables is offered at the start of a line, and after a timing prefix
  /// exactly those whose role can be timed.
  @Test func everyKeywordIsOffered() {
    #expect(
      Array(Self.complete("").candidates.prefix(StatementVocabulary.words.count))
        == StatementVocabulary.words)
    #expect(Self.complete("at 1ms ").candidates == StatementVocabulary.timedInputWords)
    #expect(Self.complete("+1ms ").candidates == StatementVocabulary.timedInputWords)
    for keyword in StatementVocabulary.keywords {
      #expect(Self.complete(keyword.word).candidates.contains(keyword.word), "\(keyword.word)")
    }
  }

  /// The router's words: route types, then the items of the type named.
  @Test func routerWords() {
    var simulator = Self.simulator()
    let routes = [
      RouteType(
        name: "recipe",
        items: [
          RouteItem(id: "apple-pie", title: "Apple Pie"),
          RouteItem(id: "pancakes", title: "Pancakes"),
        ],
        tab: nil),
      RouteType(name: "category", items: [RouteItem(id: "desserts", title: "Desserts")], tab: nil),
    ]
    for route in routes { try? simulator.declareRoutes(route) }
    func complete(_ line: String) -> [String] {
      Completion(line: line, cursor: line.count, simulator: simulator, workingDirectory: "/")
        .candidates
    }
    #expect(complete("push ") == ["recipe", "category"])
    #expect(complete("push recipe ") == ["apple-pie", "pancakes"])
    #expect(complete("push recipe p") == ["pancakes"])
    #expect(complete("delete c") == ["category"])
    #expect(complete("+16ms push recipe a") == ["apple-pie"])
    #expect(complete("pop ") == ["to"])
    #expect(complete("pop to ") == ["root"])
    #expect(complete("replace ") == ["path"])
    #expect(complete("replace path category desserts ") == ["recipe", "category"])
    #expect(complete("replace path category desserts recipe ") == ["apple-pie", "pancakes"])
    #expect(complete("select L") == ["Library"])
    #expect(complete("save ") == ["state", "customization"])
    #expect(complete("save state ") == ["as"])
    #expect(complete("restore state ") == ["from"])
    #expect(complete("tap ").contains("Home"))
  }

  /// The system TabView's words, and its tabs wherever a tab fits.
  @Test func tabViewWords() throws {
    var simulator = Simulator()
    try simulator.installTabBar(style: "sidebar-adaptable", titles: ["Home", "Library", "Search"])
    func complete(_ line: String) -> [String] {
      Completion(line: line, cursor: line.count, simulator: simulator, workingDirectory: "/")
        .candidates
    }
    #expect(complete("hide ") == ["Home", "Library", "Search"])
    #expect(complete("show L") == ["Library"])
    #expect(complete("customize ") == ["hide", "show", "order"])
    #expect(complete("customize hide ") == ["Home", "Library", "Search"])
    #expect(complete("customize order Home ") == ["Home", "Library", "Search"])
    #expect(complete("role Search ") == ["search"])
    #expect(complete("default-visibility Library ") == ["visible", "hidden"])
    #expect(complete("customization-behavior Home ") == ["automatic", "disabled"])
    #expect(complete("size-class ") == SizeClass.allCases.map(\.rawValue))
    #expect(complete("columns ") == ColumnVisibility.allCases.map(\.rawValue))
    #expect(complete("accessory ") == ["on", "off"])
    #expect(complete("section Collections ") == ["Home", "Library", "Search"])
    #expect(complete("section Collections Home ") == ["Home", "Library", "Search"])
    #expect(complete("tab ") == ["Home", "Library", "Search"])
    // The system TabView has no pill to aim at.
    #expect(complete("tap ") == ["Home", "Library", "Search"])
  }

  @Test func afterATimingPrefixOnlyInputs() {
    #expect(Set(Self.complete("at 120ms t").candidates) == ["touch", "tap", "tab"])
    #expect(Self.complete("+16ms touch ").candidates == ["down", "move", "up", "cancel"])
    #expect(Self.complete("at ").candidates.isEmpty)
    #expect(Self.complete("+16ms tap L").candidates == ["Library"])
  }

  @Test func withoutATabBarThereAreNoTitles() {
    // Without a tab container there are no parts either.
    #expect(Self.complete("tap ", titles: nil).candidates.isEmpty)
    #expect(!Self.complete("expect ", titles: nil).candidates.contains("pill."))
    #expect(Self.complete("expect ", titles: nil).candidates.contains("settings."))
  }

  // MARK: State paths

  @Test func statePathsOneSegmentAtATime() {
    let root = Self.complete("expect ").candidates
    for path in ["time", "selection", "pill.", "tabs[", "settings.", "event", "events", "no"] {
      #expect(root.contains(path), "missing \(path)")
    }
    let pill = Self.complete("expect pill.")
    #expect(pill.replaceFrom == 12)
    #expect(pill.candidates.starts(with: ["offset", "target", "x", "y", "width", "scale"]))
    #expect(pill.candidates.contains("frame."))
    #expect(Self.complete("expect pill.o").candidates == ["offset", "outlined"])
    #expect(Self.complete("expect pill.frame.w").candidates == ["width"])
    #expect(Self.complete("expect pi").candidates == ["pill."])
  }

  @Test func tabsAreReachedBySubscript() {
    let tabs = Self.complete("expect tabs[")
    #expect(tabs.replaceFrom == 12)
    #expect(tabs.candidates == ["Home].", "Search].", "Library].", "Profile]."])
    #expect(Self.complete("expect tabs[Li").candidates == ["Library]."])
    let spoken = Self.complete("expect tabs[Library].a11y.sp")
    #expect(spoken.replaceFrom == 26)
    #expect(spoken.candidates == ["spoken"])
    #expect(Self.complete("expect tabs[Library]").candidates.contains(".a11y."))
    #expect(Self.complete("expect tabs.").candidates.isEmpty)
    let quoted = Self.complete(#"expect tabs["My Projects"].ti"#, titles: ["Home", "My Projects"])
    #expect(quoted.candidates == ["title"])
    #expect(
      Self.complete("expect tabs[My", titles: ["Home", "My Projects"]).candidates == [
        #""My Projects"]."#
      ])
  }

  @Test func settingsPaths() {
    #expect(
      Set(Self.complete("expect settings.reduce").candidates) == [
        "reduce-motion", "reduce-transparency",
      ])
  }

  @Test func operatorsAfterACompleteValuePath() {
    #expect(Self.complete("expect pill.offset ").candidates == Suggestion.operators)
    #expect(Self.complete("expect pill.offset <").candidates == ["<", "<="])
    #expect(Self.complete("expect pill ").candidates.isEmpty)
    #expect(Self.complete("expect nothing.here ").candidates.isEmpty)
  }

  @Test func valuesThatFitThePath() {
    #expect(Self.complete("expect selection == ").candidates == Self.glassTitles)
    #expect(Self.complete("expect selection != Pr").candidates == ["Profile"])
    #expect(Self.complete("expect settings.voiceover == ").candidates == ["on", "off"])
    #expect(Self.complete("expect pill.highlighted == ").candidates == ["true", "false"])
    #expect(Self.complete("expect tabs[Home].a11y.traits contains se").candidates == ["selected"])
    #expect(Self.complete("expect pill.offset == ").candidates.isEmpty)
  }

  @Test func statePathsForStateAndTrace() {
    #expect(Self.complete(":state pill.o").candidates == ["offset", "outlined"])
    #expect(Self.complete(":trace ").candidates.contains("pill."))
    #expect(Self.complete(":state pill.offset ").candidates.isEmpty)
  }

  // MARK: Audits

  @Test func auditRulesChecksElementsAndSeverities() {
    #expect(Self.complete("expect au").candidates == ["audit"])
    let rules = Self.complete("expect audit ").candidates
    #expect(rules.prefix(2) == ["clean", "hit-target"])
    #expect(rules.contains("label.empty"))
    #expect(Self.complete("expect audit label.e").candidates == ["label.empty"])
    #expect(Self.complete("expect audit label ").candidates == ["on", "severity"])
    #expect(Self.complete("expect audit label on Ho").candidates == ["Home"])
    #expect(Self.complete("expect audit label on Home ").candidates == ["severity"])
    #expect(
      Self.complete("expect audit label on Home severity ").candidates == [
        "note", "warning", "error",
      ])
    #expect(
      Self.complete("expect no audit hit").candidates == [
        "hit-target", "hit-target.below-minimum", "hit-target.below-recommended",
      ])
    #expect(Self.complete("audit ").candidates.contains("ignore"))
  }

  // MARK: Events

  @Test func eventNames() {
    #expect(Self.complete("expect event sel").candidates == ["selectionChanged"])
    #expect(Self.complete("expect no ").candidates == ["event", "audit"])
    #expect(Self.complete("expect no event ").candidates == EventKind.allCases.map(\.rawValue))
    #expect(Self.complete("expect event longPressEnded ").candidates == ["at"])
    #expect(Self.complete("expect events ").candidates == ["["])
    let list = Self.complete("expect events [dragBegan(from: Home), drag")
    #expect(list.replaceFrom == 38)
    #expect(list.candidates == ["dragBegan", "dragEnded", "dragCancelled"])
    #expect(Self.complete("expect events [").candidates.count == EventKind.allCases.count)
  }

  @Test func argumentLabelsAndValues() {
    let labels = Self.complete("expect event selectionChanged(")
    #expect(labels.replaceFrom == 30)
    #expect(labels.candidates == ["from:", "to:", "cause:"])
    #expect(
      Self.complete("expect event selectionChanged(from: Home, ").candidates == ["to:", "cause:"])
    #expect(Self.complete("expect event selectionChanged(from: Home, t").candidates == ["to:"])
    let value = Self.complete("expect event selectionChanged(from: Li")
    #expect(value.replaceFrom == 36)
    #expect(value.candidates == ["Library"])
    #expect(Self.complete("expect events [longPressBegan(t").candidates == ["tab:"])
    #expect(Self.complete("expect event nonsense(").candidates.isEmpty)
  }

  // MARK: Meta-command arguments

  @Test func helpTopics() {
    #expect(Self.complete(":help ").candidates == ReplSession.helpTopics)
    #expect(Set(Self.complete(":help t").candidates) == ["tabview", "tags", "time", "touch"])
    #expect(Self.complete(":help gestures ").candidates.isEmpty)
  }

  @Test func traceWords() {
    #expect(Self.complete(":trace pill.offset ").candidates == ["from"])
    #expect(Self.complete(":trace pill.offset from 0ms ").candidates == ["to"])
    #expect(Self.complete(":trace pill.offset from 0ms to 400ms e").candidates == ["every"])
    #expect(Self.complete(":trace pill.offset from ").candidates.isEmpty)
  }

  @Test func loadAndSaveOptions() {
    #expect(Self.complete(":load a.scenario ").candidates == ["--step"])
    #expect(Self.complete(":save a.scenario --").candidates == ["--expect-state"])
    #expect(Self.complete(":save a.scenario --expect-state ").candidates.isEmpty)
  }

  @Test func filesForLoadAndSave() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("navspec-completion-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let manager = FileManager.default
    try manager.createDirectory(
      at: folder.appendingPathComponent("specs"), withIntermediateDirectories: true)
    for name in ["b.scenario", "a.scenario", "notes.txt", ".hidden.scenario", "specs/x.scenario"] {
      try Data().write(to: folder.appendingPathComponent(name))
    }
    // Scenarios first, then folders, then the rest; hidden files only when asked for.
    #expect(
      Self.complete(":load ", in: folder).candidates == [
        "a.scenario", "b.scenario", "specs/", "notes.txt",
      ])
    #expect(Self.complete(":save s", in: folder).candidates == ["specs/"])
    let nested = Self.complete(":load specs/", in: folder)
    #expect(nested.replaceFrom == 6)
    #expect(nested.candidates == ["specs/x.scenario"])
    #expect(Self.complete(":load .", in: folder).candidates == [".hidden.scenario"])
    #expect(Self.complete(":load nowhere/", in: folder).candidates.isEmpty)
  }

  @Test func pathsWithBlanksAreQuoted() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("navspec-completion-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("my specs"), withIntermediateDirectories: true)
    try Data().write(to: folder.appendingPathComponent("my specs/tab bar.scenario"))
    // A folder's string stays open, so Tab can go on inside it.
    #expect(Self.complete(":load my", in: folder).candidates == [#""my specs/"#])
    let inside = Self.complete(#":load "my specs/"#, in: folder)
    #expect(inside.replaceFrom == 6)
    #expect(inside.candidates == [#""my specs/tab bar.scenario""#])
  }
}

extension Suggestion {
  fileprivate static var operators: [String] { comparisonOperators }
}
