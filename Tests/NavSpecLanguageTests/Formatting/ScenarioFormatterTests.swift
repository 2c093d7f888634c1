import Testing

@testable import NavSpecLanguage

/// The canonical layout, rule by rule: each test formats a whole file and compares the whole
/// text, then checks that formatting the result again changes nothing and that the file still
/// means what it meant.
struct ScenarioFormatterTests {
  /// `input` formatted; fails the test when it is refused, is not idempotent or changes what the
  /// file means. `path` names the file (a `.flow` file formats as a scenario does).
  func formatted(
    _ input: String, path: String = "test.scenario",
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) -> String? {
    guard let output = ScenarioFormatter.formatted(input, path: path) else {
      Issue.record("refused: \(input.debugDescription)", sourceLocation: sourceLocation)
      return nil
    }
    #expect(
      ScenarioFormatter.formatted(output, path: path) == output,
      "not idempotent", sourceLocation: sourceLocation)
    #expect(
      Self.meaning(of: output) == Self.meaning(of: input), "meaning changed",
      sourceLocation: sourceLocation)
    return output
  }

  /// The parsed program without locations, and whether it had errors.
  static func meaning(of text: String) -> String {
    var text = text
    if text.first == "\u{FEFF}" { text.removeFirst() }
    let (document, diagnostics) = ScenarioParser.parse(
      SourceFile(path: "test.scenario", text: text))
    return document.dumpWithoutLocations() + (diagnostics.hasErrors ? "(errors)" : "")
  }

  // MARK: Spacing

  @Test func tokensAreSeparatedByOneSpace() {
    #expect(
      formatted("tabbar   glass\tHome  Search\u{A0}Library\u{FEFF}Profile\nexpect time==0ms\n")
        == "tabbar glass Home Search Library Profile\nexpect time == 0ms\n")
  }

  @Test func operatorsAreSpacedAndSpeltCanonically() {
    let input = """
      tabbar glass Home Library
      expect pill.offset==-9.75+-0.5
      expect pill.offset>=-10
      expect pill.offset<= -9 ± 1
      expect pill.offset!=3
      expect selection !contains Lib
      expect event selectionChanged(from: Home)at 250ms +-10ms

      """
    #expect(
      formatted(input) == """
        tabbar glass Home Library
        expect pill.offset == -9.75 ± 0.5
        expect pill.offset >= -10
        expect pill.offset <= -9 ± 1
        expect pill.offset != 3
        expect selection !contains Lib
        expect event selectionChanged(from: Home) at 250ms ± 10ms

        """)
  }

  @Test func pointsArgumentsSubscriptsAndListsHaveTheirOwnSpacing() {
    let input = """
      tabbar glass Home Search
      + 16ms touch down 2( 48 ,812 )
      +16ms  touch up
      drag(10,20)to ( 200 , 20 )in 300ms
      expect events[ selectionChanged ( from : Home , to:Search ) ,longPressEnded( ) ]
      expect tabs [ Home ] . a11y . traits contains[selected , button]
      expect tabs[ * ].frame.width<44
      expect tabs [ "Home" ][ 0 ] == 1
      expect selection in[ Home,Search ]

      """
    #expect(
      formatted(input) == """
        tabbar glass Home Search
        +16ms touch down 2 (48, 812)
        +16ms touch up
        drag (10, 20) to (200, 20) in 300ms
        expect events [selectionChanged(from: Home, to: Search), longPressEnded()]
        expect tabs[Home].a11y.traits contains [selected, button]
        expect tabs[*].frame.width < 44
        expect tabs["Home"][0] == 1
        expect selection in [Home, Search]

        """)
  }

  @Test func valuesKeepTheirSpelling() {
    // Numbers keep their digits and units, strings their escapes, sizes their `×`, URLs and
    // dotted names their characters: the formatter changes blanks and operators only.
    let input = """
      screen 390×844pt
      tabbar glass Home "Caf\\u{E9}" v2.0
      tab Home icon books.vertical   hint "a\\tb \\"q\\""
      frame-rate 060.500hz
      wait 0.5s
      open myapp://recipe/apple-pie?x=1
      expect pill.offset == 185.250pt ± 0.0010
      expect tabs["v2.0"].title == v2.0

      """
    #expect(
      formatted(input) == """
        screen 390×844pt
        tabbar glass Home "Caf\\u{E9}" v2.0
        tab Home icon books.vertical hint "a\\tb \\"q\\""
        frame-rate 060.500hz
        wait 0.5s
        open myapp://recipe/apple-pie?x=1
        expect pill.offset == 185.250pt ± 0.0010
        expect tabs["v2.0"].title == v2.0

        """)
  }

  /// Every statement starts at column 1, whatever indented it.
  @Test func indentationIsRemoved() {
    #expect(
      formatted("  tabbar glass Home\n\t\ttap Home\n \t expect selection == Home\n")
        == "tabbar glass Home\ntap Home\nexpect selection == Home\n")
  }

  // MARK: Comments

  @Test func commentsStayOnTheirLinesAsWritten() {
    let input = """
        # A comment,   its   spacing kept.\t
      tabbar glass Home # after a statement   
      tap Home#glued
      expect tabs["#1"].title == "#1"  ## a string's '#' is no comment
      \t#indented
      #

      """
    #expect(
      formatted(input) == """
        # A comment,   its   spacing kept.
        tabbar glass Home  # after a statement
        tap Home  #glued
        expect tabs["#1"].title == "#1"  ## a string's '#' is no comment
        #indented
        #

        """)
  }

  @Test func aURLEndsWhereItsFragmentCommentStarts() {
    #expect(
      formatted("tabbar glass Home\nopen myapp://x/y#frag\nexpect time == 0ms\n")
        == "tabbar glass Home\nopen myapp://x/y  #frag\nexpect time == 0ms\n")
  }

  // MARK: Blank lines

  @Test func runsOfBlankLinesBecomeOne() {
    #expect(
      formatted("\n\n \ntabbar glass Home\n\n\n\t\ntap Home\n\n\nexpect time == 50ms\n\n\n")
        == "tabbar glass Home\n\ntap Home\n\nexpect time == 50ms\n")
  }

  @Test func eachScenarioFollowsOneBlankLine() {
    let input = """
      # The file's header.
      scenario "First"
      tabbar glass Home
      expect time == 0ms
      scenario "Second"
      tabbar glass Home


      scenario "Third"
      tabbar glass Home

      """
    #expect(
      formatted(input) == """
        # The file's header.
        scenario "First"
        tabbar glass Home
        expect time == 0ms

        scenario "Second"
        tabbar glass Home

        scenario "Third"
        tabbar glass Home

        """)
  }

  @Test func commentsRightAboveAScenarioStayWithIt() {
    let input = """
      tabbar glass Home Library
      # What the first scenario shows,
      # in two lines.
      scenario "First"
      tap Library
      expect selection == Library
      # A note at the end of the first.

      # About the second.
      scenario "Second"
      expect selection == Home

      """
    #expect(
      formatted(input) == """
        tabbar glass Home Library

        # What the first scenario shows,
        # in two lines.
        scenario "First"
        tap Library
        expect selection == Library
        # A note at the end of the first.

        # About the second.
        scenario "Second"
        expect selection == Home

        """)
  }

  @Test func aSetupFileFormatsByTheSameRules() {
    #expect(
      formatted("screen 390x844\n\n\n  tabbar   system Home Search\ninvariant selection in tabs\n")
        == "screen 390x844\n\ntabbar system Home Search\ninvariant selection in tabs\n")
  }

  // MARK: Line ends and the file's ends

  @Test func lineEndsBecomeLF() {
    #expect(
      formatted("tabbar glass Home\r\ntap Home\rexpect selection == Home\r\n")
        == "tabbar glass Home\ntap Home\nexpect selection == Home\n")
  }

  @Test func trailingBlanksAreRemovedAndTheLastLineEnds() {
    #expect(
      formatted("tabbar glass Home   \ntap Home\t\nexpect selection == Home \u{FEFF}")
        == "tabbar glass Home\ntap Home\nexpect selection == Home\n")
  }

  @Test func aByteOrderMarkIsDropped() {
    #expect(formatted("\u{FEFF}tabbar glass Home\n") == "tabbar glass Home\n")
    #expect(formatted("\u{FEFF}# header\n") == "# header\n")
  }

  @Test func anEmptyFileStaysEmpty() {
    #expect(formatted("") == "")
    #expect(formatted("\n\n \t\r\n") == "")
  }

  @Test func aFormattedFileIsUnchanged() {
    let text =
      "# Header.\ntabbar glass Home\n\nscenario \"A\"\ntap Home  # why\nexpect time == 50ms\n"
    #expect(formatted(text) == text)
  }

  // MARK: Flows

  @Test func aFlowsBodyIsIndentedByTwoSpacesCommentsAndBlankLinesIncluded() {
    let input = """
      # Tabs.
      flow open-tab   TAB
          tap TAB   # the tab bar
      \t# then wait


         settle
         end
      flow back
      tap back
      end

      """
    // The comment over the first flow belongs to it, and no blank line starts the file.
    #expect(
      formatted(input, path: "tabs.flow") == """
        # Tabs.
        flow open-tab TAB
          tap TAB  # the tab bar
          # then wait

          settle
        end

        flow back
          tap back
        end

        """)
  }

  @Test func anUnindentedBodyIsIndented() {
    #expect(
      formatted("flow settle-twice\nsettle\nsettle\nend\n", path: "tabs.flow")
        == "flow settle-twice\n  settle\n  settle\nend\n")
  }

  /// The blank line before a flow goes above the comments over it, as before a scenario; none is
  /// needed after `end`.
  @Test func aBlankLineComesBeforeEachFlowAboveItsComments() {
    let input = """
      tabbar glass Home Library
      # Opens a tab.
      flow go-to TAB
      tap TAB
      end
      scenario "A"
      go-to Library
      expect selection == Library

      """
    #expect(
      formatted(input) == """
        tabbar glass Home Library

        # Opens a tab.
        flow go-to TAB
          tap TAB
        end

        scenario "A"
        go-to Library
        expect selection == Library

        """)
  }

  /// Formatting reads no other file: a scenario whose flow file is missing formats, its calls
  /// laid out as written.
  @Test func aFileWhoseFlowFileIsMissingStillFormats() {
    let input = "use   \"missing.flow\"\ntabbar glass Home\nscenario \"A\"\nopen-tab   Home\n"
    #expect(
      ScenarioFormatter.formatted(input, path: "/nonexistent/a.scenario")
        == "use \"missing.flow\"\ntabbar glass Home\n\nscenario \"A\"\nopen-tab Home\n")
  }

  /// Without `use`, a word that is no statement and no flow of the file is still a mistake.
  @Test func aMisspeltStatementIsRefusedWhenTheFileUsesNoFlows() {
    guard case .refused = ScenarioFormatter.format("tabbar glass Home\ntapp Home\n", path: "a")
    else {
      Issue.record("formatted a misspelt statement")
      return
    }
  }

  // MARK: Refusals and fallbacks

  @Test func aFileThatDoesNotParseIsRefusedWithItsErrors() throws {
    let outcome = ScenarioFormatter.format(
      "tabbar glass Home\n  tap   Home\nexpect selection = Home\n", path: "bad.scenario")
    guard case .refused(let diagnostics, let source) = outcome else {
      Issue.record("formatted a file with an error")
      return
    }
    let diagnostic = try #require(diagnostics.first)
    #expect(
      DiagnosticRenderer.render(diagnostic, in: source) == """
        bad.scenario:3:18: error: unexpected character '='
        expect selection = Home
                         ^
        note: did you mean '=='?

        """)
  }

  /// A line the canonical spacing would make longer than the lexer reads keeps its spacing, so
  /// the formatted file still parses.
  @Test func aLineThatWouldGrowPastTheLimitKeepsItsSpacing() {
    let pattern = "e(a: \"" + String(repeating: "x", count: 31) + "\")"
    let line =
      "expect events [" + Array(repeating: pattern, count: 100).joined(separator: ",") + "]"
    #expect(line.count <= Lexer.maxLineLength)
    #expect(TokenSpacing.canonical(Lexer.lex(line, line: 1, file: "").tokens).count > line.count)
    #expect(
      formatted("tabbar glass Home\n" + line + "   \n") == "tabbar glass Home\n" + line + "\n")
  }

  /// A line at the limit whose comment touches it keeps its text: two spaces before the comment
  /// would take it past the limit.
  @Test func aLineAtTheLimitKeepsItsComment() {
    let line = "tap Home#" + String(repeating: "x", count: Lexer.maxLineLength - 9)
    #expect(line.count == Lexer.maxLineLength)
    #expect(
      formatted("tabbar glass Home\n" + line + "\n") == "tabbar glass Home\n" + line + "\n")
  }

  /// Two spellings read alike only when both parse to the same statement.
  @Test func readingAlikeComparesTheParsedStatements() {
    #expect(ScenarioFormatter.readsAlike("expect pill . offset == 3", "expect pill.offset == 3"))
    #expect(!ScenarioFormatter.readsAlike("wait 16ms", "wait 16 ms"))
    #expect(!ScenarioFormatter.readsAlike("tab A icon a.b", "tab A icon a . b"))
  }

  // MARK: Keyword tables

  /// The scenario header is found by its keyword's role, not by its word, so the blank-line rule
  /// follows the keyword tables.
  @Test func theScenarioHeaderIsFoundByItsRole() {
    let headers = StatementVocabulary.keywords.filter { $0.role == .scenarioHeader }
    #expect(!headers.isEmpty)
    for header in headers {
      #expect(
        LayoutLine("\(header.word) \"A\"", number: 1)
          == .statement("\(header.word) \"A\"", comment: nil, role: .scenarioHeader))
    }
    #expect(
      LayoutLine("tap Home", number: 1)
        == .statement("tap Home", comment: nil, role: .plain))
  }

  /// The formatter trims exactly what the lexer skips as blanks.
  @Test func blanksAreTheLexersBlanks() {
    let candidates: [Character] =
      (0..<128).map { Character(Unicode.Scalar(UInt8($0))) } + [
        "\u{85}", "\u{A0}", "\u{2028}", "\u{3000}", "\u{FEFF}", "\u{200B}", "é", "\r\n",
      ]
    for character in candidates where character != "\n" && character != "\r" {
      let lexed = Lexer.lex("a\(character)b", line: 1, file: "")
      let skipped = lexed.diagnostic == nil && lexed.tokens.map(\.text) == ["a", "b"]
      #expect(Lexer.isBlank(character) == skipped, "\(character.unicodeScalars.map(\.value))")
    }
  }
}
