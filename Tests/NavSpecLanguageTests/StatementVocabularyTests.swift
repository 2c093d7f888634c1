import NavSpecLanguage
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
        "set-up", "settings", "time", "touches", "VoiceOver", "expectations", "glass tab bar",
        "router", "system TabView",
      ])
    #expect(StatementVocabulary.tabBarStyles == ["glass", "system", "sidebar-adaptable"])
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

  /// Every keyword is used by a bundled scenario, which parses it as that keyword.
  @Test func everyKeywordIsSpecifiedByAScenario() throws {
    var used: Set<String> = []
    for path in PackageFiles.scenarioFiles() {
      let (document, _) = ScenarioParser.parse(
        SourceFile(path: path, text: try PackageFiles.read(path)))
      for statement in document.prelude + document.scenarios.flatMap(\.statements) {
        used.insert(statement.keyword.word)
        let written = statement.text.split(separator: " ").first.map(String.init) ?? ""
        if statement.timing == nil {
          #expect(written == statement.keyword.word, "\(statement.text)")
        }
      }
      // `scenario` lines become blocks, not statements.
      if document.scenarios.contains(where: { $0.name != nil }) { used.insert("scenario") }
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
}
