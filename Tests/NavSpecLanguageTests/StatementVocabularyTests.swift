import NavSpecLanguage
import NavSpecModel
import NavSpecTestSupport
import Testing

/// The keyword tables: every keyword declared there is what the parser dispatches on, what the
/// timing rules and the checker follow, and what the bundled scenarios use.
struct StatementVocabularyTests {
  @Test func eachWordIsDeclaredOnce() {
    let words = StatementVocabulary.words
    #expect(Set(words).count == words.count)
    #expect(words.count == StatementVocabulary.tables.map(\.keywords.count).reduce(0, +))
  }

  @Test func theTablesAreTheAreasOfTheLanguage() {
    #expect(
      StatementVocabulary.tables.map(\.name) == [
        "set-up", "scenario metadata", "settings", "time", "touches", "VoiceOver", "expectations",
        "router",
        "system TabView", "tab bar minimisation", "bubble bar", "collapsing header", "scrolling",
        "audits", "invariants", "relations", "flows",
      ])
    // Styles are the model's registry's, not keywords.
    #expect(StatementVocabulary.tabBarStyles == ComponentRegistry.styles)
    #expect(
      StatementVocabulary.tabBarStyles.starts(with: ["glass", "system", "sidebar-adaptable"]))
  }

  /// A keyword alone reaches its own grammar: the error, if any, is about what follows it, never
  /// an unknown statement.
  @Test(arguments: StatementVocabulary.words)
  func everyKeywordIsDispatched(word: String) {
    let (_, diagnostics) = ScenarioParser.parseLine(word, file: "t", line: 1)
    for diagnostic in diagnostics {
      #expect(!diagnostic.message.hasPrefix("unknown statement"), "\(word): \(diagnostic.message)")
    }
    let (_, misspelled) = ScenarioParser.parseLine(word + "q", file: "t", line: 1)
    #expect(misspelled.first?.message.hasPrefix("unknown statement") == true, "\(word)q")
  }

  /// Only changes and inputs can be timed, as their role says.
  @Test(arguments: StatementVocabulary.keywords)
  func timingFollowsTheRole(keyword: StatementKeyword) {
    let (_, diagnostics) = ScenarioParser.parseLine("at 1ms \(keyword.word)", file: "t", line: 1)
    let refused = diagnostics.contains {
      $0.message.contains("cannot be timed") || $0.message.contains("two timing prefixes")
    }
    #expect(refused == !keyword.role.canBeTimed, "\(keyword.word): \(diagnostics)")
    #expect(StatementVocabulary.timedInputWords.contains(keyword.word) == keyword.role.canBeTimed)
  }

  /// Every keyword is used by a bundled scenario or set-up (`relation` stands only in a
  /// set-up), which parses it as that keyword.
  @Test func everyKeywordIsSpecifiedByAScenario() throws {
    var used: Set<String> = []
    let setups = PackageFiles.files(under: "scenarios").filter { $0.hasSuffix(".setup") }
    for path in PackageFiles.scenarioFiles() + setups {
      let (document, _) = ScenarioParser.parse(
        SourceFile(path: path, text: try PackageFiles.read(path)))
      for statement in document.prelude + document.scenarios.flatMap(\.statements) {
        used.insert(statement.keyword.word)
        let written = statement.text.split(separator: " ").first.map(String.init) ?? ""
        if statement.timing == nil {
          #expect(written == statement.keyword.word, "\(statement.text)")
        }
      }
      // `scenario` lines become blocks, not statements, and `tags`, `skip` and `xfail` their
      // metadata.
      if document.scenarios.contains(where: { $0.name != nil }) { used.insert("scenario") }
      for line in document.scenarios.flatMap(\.metadata) { used.insert(line.keyword.word) }
      // `use`, `flow` and `end` shape the file: the parser reads them into its flows (those of
      // a used .flow file count for the scenario that calls them).
      if !document.uses.isEmpty { used.insert("use") }
      if !document.callableFlows.isEmpty { used.formUnion(["flow", "end"]) }
    }
    for word in StatementVocabulary.words {
      #expect(used.contains(word), "no scenario uses '\(word)'")
    }
  }

  /// The checker follows the role: set-up after an input is refused, and what ends the set-up
  /// ends it.
  @Test func setUpAndTheRolesThatEndIt() {
    func errors(_ lines: [String]) -> [String] {
      let text = (lines + ["expect time == 0ms"]).joined(separator: "\n")
      let (document, parsed) = ScenarioParser.parse(SourceFile(path: "t", text: text))
      #expect(parsed.isEmpty, "\(parsed)")
      return ScenarioChecker.check(document).map(\.message)
    }
    let bar = "tabbar system Home Library Search"
    #expect(errors([bar, "section S Home"]).isEmpty)
    #expect(
      errors([bar, "wait 1ms", "section S Home"]) == [
        "'section' is set-up and must come before the first input or wait"
      ])
    // A change does not end the set-up; an input and the clock do.
    #expect(errors([bar, "hide Library", "size-class regular", "role Search search"]).isEmpty)
    #expect(
      errors([bar, "customize hide Library", "role Search search"]) == [
        "'role' is set-up and must come before the first input or wait"
      ])
    #expect(
      errors(["tabbar glass Home Library", "settle", "screen 390x844"]) == [
        "'screen' is set-up and must come before the first input or wait"
      ])
  }

  // MARK: Tab containers: parts and height, asked of the model

  static func errors(_ lines: [String]) -> [String] {
    let text = (lines + ["expect time == 0ms"]).joined(separator: "\n")
    let (document, parsed) = ScenarioParser.parse(SourceFile(path: "t", text: text))
    #expect(parsed.isEmpty, "\(parsed)")
    return ScenarioChecker.check(document).map(\.message)
  }

  /// Every word of the shared vocabulary of parts is a gesture target; quoted, it is a tab.
  @Test(arguments: TabContainerPart.allCases)
  func partsAreTargets(part: TabContainerPart) {
    func target(_ line: String) -> Target? {
      guard case .tap(let target)? = ScenarioParser.parseLine(line, file: "t", line: 1).0?.kind
      else { return nil }
      return target.value
    }
    #expect(target("tap \(part.rawValue)") == .part(part))
    #expect(target("tap \"\(part.rawValue)\"") == .tab(part.rawValue))
  }

  /// The parts a container has come from the model's registry: a part the declared container
  /// lacks is an error before anything runs, naming the containers that have one.
  @Test func partsTheDeclaredContainerLacks() {
    #expect(
      Self.errors(["tabbar glass Home Library", "tap pill", "expect pill.offset == 0"]).isEmpty)
    #expect(
      Self.errors(["tabbar system Home Library", "tap pill"]) == [
        "the system TabView has no pill; only 'tabbar glass' has one"
      ])
    #expect(
      Self.errors(["tabbar system Home Library", "expect pill.offset == 0"]) == [
        "the system TabView has no pill; only 'tabbar glass' has one"
      ])
    for part in TabContainerPart.allCases where part != .pill {
      let owners = ComponentRegistry.styles.filter {
        ComponentRegistry.parts(style: $0).contains(part)
      }
      let expected =
        "this tab container has no \(part.rawValue)"
        + (owners.isEmpty
          ? "" : "; only " + owners.map { "'tabbar \($0)'" }.joined(separator: " or ") + " has one")
      #expect(Self.errors(["tabbar glass Home Library", "tap \(part.rawValue)"]) == [expected])
    }
    #expect(Self.errors(["tap ball"]) == ["there is no tab bar, so there is no ball"])
  }

  /// `safe-area bottom` leaves room for the declared container as the model lays it out: the
  /// glass bar's 64 pt, the system tab bar's 49 pt (844 − 49 = 795; 844 − 64 = 780).
  @Test func safeAreaLeavesRoomForTheDeclaredContainer() {
    let tooLow = "a safe-area inset must be between 0 and the screen height less the bar"
    #expect(Self.errors(["tabbar system Home Library", "safe-area bottom 790"]).isEmpty)
    #expect(Self.errors(["tabbar system Home Library", "safe-area bottom 796"]) == [tooLow])
    #expect(Self.errors(["tabbar glass Home Library", "safe-area bottom 790"]) == [tooLow])
    #expect(Self.errors(["tabbar glass Home Library", "safe-area bottom 780"]).isEmpty)
    // Before a container is declared: the model's default container, the glass bar.
    #expect(Self.errors(["safe-area bottom 790", "tabbar system Home Library"]) == [tooLow])
  }
}
