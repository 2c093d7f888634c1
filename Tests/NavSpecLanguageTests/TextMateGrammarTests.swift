import Foundation
import NavSpecLanguage
import NavSpecModel
import NavSpecTestSupport
import Testing

/// The TextMate grammar in `editors/` is the one the keyword tables make, and its patterns,
/// compiled by a real regex engine, highlight every keyword and event the language has.
struct TextMateGrammarTests {
  static let path = "editors/navspec.tmLanguage.json"

  @Test func theCommittedGrammarIsTheGeneratedOne() throws {
    let generated = TextMateGrammar.json
    // `make grammar` writes it: the test is where the generator runs.
    if ProcessInfo.processInfo.environment["NAVSPEC_WRITE_GRAMMAR"] == "1" {
      try Data(generated.utf8).write(to: PackageFiles.root.appendingPathComponent(Self.path))
    }
    let committed = try PackageFiles.read(Self.path)
    #expect(committed == generated, "the keyword tables changed: run 'make grammar'")
    let document = try JSONSerialization.jsonObject(with: Data(committed.utf8)) as? [String: Any]
    #expect(document?["scopeName"] as? String == "source.navspec")
  }

  @Test func theVSCodeExtensionDeclaresTheGrammarsLanguageAndFiles() throws {
    let manifest = try PackageFiles.read("editors/vscode/package.json")
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(manifest.utf8)) as? [String: Any])
    let contributes = try #require(document["contributes"] as? [String: Any])
    let language = try #require((contributes["languages"] as? [[String: Any]])?.first)
    let grammar = try #require((contributes["grammars"] as? [[String: Any]])?.first)
    #expect(language["extensions"] as? [String] == TextMateGrammar.fileTypes.map { "." + $0 })
    #expect(grammar["scopeName"] as? String == TextMateGrammar.scopeName)
    #expect(grammar["path"] as? String == "./navspec.tmLanguage.json")
    _ = try JSONSerialization.jsonObject(
      with: Data(try PackageFiles.read("editors/vscode/language-configuration.json").utf8))
  }

  @Test func everyPatternCompiles() throws {
    for pattern in [
      TextMateGrammar.keywordPattern, TextMateGrammar.eventPattern, TextMateGrammar.numberPattern,
      TextMateGrammar.flowHeaderPattern,
    ] {
      _ = try Regex(pattern)
    }
  }

  @Test func everyStatementKeywordIsHighlightedWhereAStatementCanStart() throws {
    let regex = try Regex(TextMateGrammar.keywordPattern)
    for keyword in StatementVocabulary.keywords.map(\.word) {
      for line in [keyword, "  \(keyword) x", "at 250ms \(keyword) x", "+16ms \(keyword)#c"] {
        let match = try #require(try regex.prefixMatch(in: line), "\(line)")
        #expect(match.output[3].substring.map(String.init) == keyword, "\(line)")
      }
    }
  }

  /// A flow's name is highlighted as a function where it is defined; the keywords of flows are
  /// statement keywords like the others.
  @Test func aFlowsNameIsAFunctionWhereItIsDefined() throws {
    let regex = try Regex(TextMateGrammar.flowHeaderPattern)
    let match = try #require(try regex.prefixMatch(in: "flow open-tab TAB  # opens"))
    #expect(match.output[3].substring.map(String.init) == "open-tab")
    #expect(try regex.prefixMatch(in: "flows x") == nil)
    #expect(try regex.prefixMatch(in: "tap flow") == nil)
    let keywords = try Regex(TextMateGrammar.keywordPattern)
    for line in ["use \"tabs.flow\"", "flow open-tab TAB", "end"] {
      #expect(try keywords.prefixMatch(in: line) != nil, "\(line)")
    }
  }

  @Test func aWordThatIsNoKeywordIsNotHighlighted() throws {
    let regex = try Regex(TextMateGrammar.keywordPattern)
    for line in ["tapp Home", "expected selection == Home", "Home", "# tap Home"] {
      #expect(try regex.prefixMatch(in: line) == nil, "\(line)")
    }
  }

  @Test func everyEventKindIsHighlightedAndNoPrefixOfOne() throws {
    let regex = try Regex(TextMateGrammar.eventPattern)
    for kind in EventKind.allCases.map(\.rawValue) {
      let match = try #require(try regex.firstMatch(in: "expect event \(kind)(x: 1)"))
      #expect(match.output[1].substring.map(String.init) == kind)
    }
  }

  @Test func numbersWithUnitsAreNumbersAndNamesWithDigitsAreNot() throws {
    let regex = try Regex(TextMateGrammar.numberPattern)
    for (text, number) in [
      ("wait 350ms", "350ms"), ("at -13.5pt", "-13.5pt"), ("== 1e-3", "1e-3"), ("(12, 4)", "12"),
    ] {
      let match = try #require(try regex.firstMatch(in: text), "\(text)")
      #expect(String(text[match.range]) == number, "\(text)")
    }
    #expect(try regex.firstMatch(in: "tabs[v2x]") == nil)
  }
}
