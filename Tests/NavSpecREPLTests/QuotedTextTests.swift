import NavSpecLanguage
import Testing

@testable import NavSpecREPL

/// The REPL's one unescaper: a quoted section typed at the REPL reads as the lexer reads a string,
/// `\u{…}` included, whether it is a file name given to a command or a title being completed.
struct QuotedTextTests {
  static func read(_ text: String) -> QuotedText {
    let text = Substring(text)
    return QuotedText(in: text, at: text.startIndex)
  }

  @Test func escapesAreTheLexers() {
    #expect(Self.read(#""caf\u{E9}""#).value == "café")
    #expect(Self.read(#""a\"b\\c\nd\te""#).value == "a\"b\\c\nd\te")
    #expect(Self.read(#""\u{1F600} x" rest"#).value == "😀 x")
    #expect(Self.read(#""\u{1F600} x" rest"#).written == #""\u{1F600} x""#)
    #expect(Self.read(#""closed""#).isClosed)
  }

  /// Whatever `Spelling.quote` writes reads back as the text it quoted.
  @Test(arguments: ["My Projects", "e\u{301}", "\u{600}\"", "tab\there", "caf\u{E9} \\ \""])
  func whatTheREPLWritesItReads(text: String) {
    #expect(Self.read(Spelling.quote(text)).value == text)
  }

  /// Half-typed sections read as far as they go.
  @Test func halfTyped() {
    #expect(!Self.read(#""My Pro"#).isClosed)
    #expect(Self.read(#""My Pro"#).value == "My Pro")
    #expect(Self.read(#""caf\u{E9}"#).value == "café")
    #expect(Self.read(#""caf\u{E"#).value == "cafu{E")
    #expect(Self.read(#""ends with \"#).value == "ends with ")
  }

  @Test func commandArgumentsUseIt() throws {
    #expect(
      try ReplSession.splitArguments(#":load "caf\u{E9} file.scenario" --step"#).get() == [
        ":load", "café file.scenario", "--step",
      ])
    #expect(
      try ReplSession.splitArguments(#":state tabs["My Projects"].index"#).get() == [
        ":state", #"tabs["My Projects"].index"#,
      ])
    #expect(try ReplSession.splitArguments(#"a "b c"d"#).get() == ["a", "b cd"])
    #expect(throws: (any Error).self) { try ReplSession.splitArguments(#":load "x"#).get() }
  }

  @Test func completionUsesIt() {
    #expect(unquoted(#""caf\u{E9}"#) == "café")
    #expect(unquoted("plain") == "plain")
  }
}
