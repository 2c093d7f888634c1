import NavSpecLanguage
import Testing

@testable import LineEditing

/// The parts of the line editor that need no terminal.
struct LineEditorTests {
  @Test func colourSequencesInThePromptAreMarkedAsTakingNoRoom() {
    let prompt = "\u{1B}[1;36m[0.050s]\u{1B}[0m› "
    #expect(
      LineEditor.markingEscapeSequences(prompt)
        == "\u{1}\u{1B}[1;36m\u{1}[0.050s]\u{1}\u{1B}[0m\u{1}› ")
    #expect(LineEditor.markingEscapeSequences("[0.000s]› ") == "[0.000s]› ")
    // A stray marker in the prompt would unbalance libedit's pairs: it is dropped.
    #expect(LineEditor.markingEscapeSequences("a\u{1}b") == "ab")
  }

  @Test func severalCandidatesInsertTheirCommonPrefix() {
    #expect(LineEditor.commonPrefix(["tap", "tab", "tabbar"]) == "ta")
    #expect(LineEditor.commonPrefix(["offset", "outlined"]) == "o")
    #expect(LineEditor.commonPrefix(["Café", "Cafés"]) == "Café")
    #expect(LineEditor.commonPrefix(["日本", "日本語"]) == "日本")
    #expect(LineEditor.commonPrefix([]).isEmpty)
  }

  /// Candidates are laid out by the project's own width table, as the REPL's pictures are: a
  /// CJK title takes two columns a character, a combining mark none.
  @Test func candidatesAreMeasuredWithDisplayWidth() {
    let measure = { (text: String) in DisplayWidth.columns(of: text) }
    #expect(
      LineEditor.columns(["日本語", "ab", "e\u{301}"], width: 20, displayWidth: measure)
        == "\n日本語  ab\ne\u{301}\n")
    // Candidates 4 columns wide fit four to a 24-column row: (24 + 2) / 6.
    #expect(
      LineEditor.columns(["Home", "日本", "Café", "Tabs", "Last"], width: 24, displayWidth: measure)
        == "\nHome  日本  Café  Tabs\nLast\n")
  }

  @Test func reverseSearchShowsAReadablePrompt() {
    #expect(LineEditor.searchPrompt("Prof", found: true) == "(reverse-i-search)`Prof': ")
    #expect(LineEditor.searchPrompt("zz", found: false) == "(failed reverse-i-search)`zz': ")
  }

  @Test func reverseSearchFindsTheNewestMatchAtOrBeforeAnEntry() {
    let entries = ["tabbar glass Home Search", "tap Search", "settle", "tap Home"]
    #expect(LineEditor.search("tap", in: entries, from: 3) == 3)
    #expect(LineEditor.search("tap", in: entries, from: 2) == 1)
    #expect(LineEditor.search("Search", in: entries, from: 0) == 0)
    #expect(LineEditor.search("tap", in: entries, from: -1) == nil)
    #expect(LineEditor.search("nothing", in: entries, from: 3) == nil)
    #expect(LineEditor.search("", in: entries, from: 9) == 3)
    #expect(LineEditor.search("tap", in: [], from: 0) == nil)
  }
}
