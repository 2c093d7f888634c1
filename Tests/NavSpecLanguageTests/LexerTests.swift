import Foundation
import NavSpecTestSupport
import Testing

@testable import NavSpecLanguage

@Suite("Lexer")
struct LexerTests {
  func lex(_ text: String, skippingByteOrderMark: Bool = false) -> LexedLine {
    Lexer.lex(text, line: 1, file: "t.scenario", skippingByteOrderMark: skippingByteOrderMark)
  }

  /// Each token as `kind:text@column`, compact enough to compare whole lines at once.
  func summary(_ text: String) -> [String] {
    lex(text).tokens.map { token in
      let kind =
        switch token.kind {
        case .word: "w"
        case .number: "n"
        case .size: "size"
        case .string(let value): "s(\(value))"
        case .symbol(let symbol): "sym(\(symbol.rawValue))"
        }
      return "\(kind):\(token.text)@\(token.range.start.column)"
    }
  }

  @Test func wordsIncludeUnicodeLettersDigitsUnderscoresAndHyphens() {
    #expect(
      summary("set reduce-motion on Café 日本 a11y _x double-tap !contains")
        == [
          "w:set@1", "w:reduce-motion@5", "w:on@19", "w:Café@22", "w:日本@27", "w:a11y@30",
          "w:_x@35", "w:double-tap@38", "w:!contains@49",
        ])
  }

  @Test func numbersKeepTheirDigitsAndUnit() throws {
    let tokens = lex("120ms -3.5 0.5s 12pt 60hz 7").tokens
    let literals = tokens.compactMap { token -> NumberLiteral? in
      if case .number(let literal) = token.kind { return literal }
      return nil
    }
    #expect(literals.count == 6)
    #expect(literals.map(\.spelling) == ["120", "-3.5", "0.5", "12", "60", "7"])
    #expect(literals.map(\.unit) == ["ms", "", "s", "pt", "hz", ""])
    #expect(literals[1].isNegative && literals[1].fractionDigits == "5")
    #expect(literals[1].doubleValue == -3.5)
    #expect(literals[5].wholeNumber == 7)
  }

  @Test func hugeNumbersDoNotTrap() {
    let digits = String(repeating: "9", count: 400)
    guard case .number(let literal) = lex(digits).tokens.first?.kind else {
      Issue.record("expected a number")
      return
    }
    #expect(literal.doubleValue == nil)
    #expect(literal.wholeNumber == nil)
  }

  @Test(arguments: ["390x844", "390×844"])
  func sizes(_ text: String) {
    guard case .size(let width, let height) = lex(text).tokens.first?.kind else {
      Issue.record("expected a size")
      return
    }
    #expect(width.spelling == "390")
    #expect(height.spelling == "844")
  }

  @Test func symbolsAndOperators() {
    #expect(
      summary("( ) [ ] , . : + ± +- == != < <= > >=")
        == [
          "sym(():(@1", "sym()):)@3", "sym([):[@5", "sym(]):]@7", "sym(,):,@9", "sym(.):.@11",
          "sym(:)::@13", "sym(+):+@15", "sym(±):±@17", "sym(±):+-@19", "sym(==):==@22",
          "sym(!=):!=@25", "sym(<):<@28", "sym(<=):<=@30", "sym(>):>@33", "sym(>=):>=@35",
        ])
  }

  @Test func pathsSplitIntoWordsAndDots() {
    #expect(
      summary("tabs[Library].a11y.label")
        == [
          "w:tabs@1", "sym([):[@5", "w:Library@6", "sym(]):]@13", "sym(.):.@14", "w:a11y@15",
          "sym(.):.@19", "w:label@20",
        ])
    #expect(summary("+16ms") == ["sym(+):+@1", "n:16ms@2"])
  }

  @Test func stringEscapes() {
    #expect(
      summary(##""a\"b\\c\nd\te" "\u{1F600}" "#""##)
        == [
          "s(a\"b\\c\nd\te):\"a\\\"b\\\\c\\nd\\te\"@1", "s(😀):\"\\u{1F600}\"@17", "s(#):\"#\"@29",
        ])
  }

  @Test func commentsAreDroppedAndContentIsTrimmed() {
    let line = lex("  tap Home   # the first tab")
    #expect(line.tokens.count == 2)
    #expect(line.content == "tap Home")
    #expect(
      line.contentRange
        == SourceRange(start: .init(file: "t.scenario", line: 1, column: 3), length: 8))
    #expect(line.endColumn == 11)
    #expect(line.diagnostic == nil)

    let comment = lex("   # only a comment")
    #expect(comment.tokens.isEmpty && comment.contentRange == nil && comment.diagnostic == nil)
  }

  @Test func columnsCountCharactersNotBytes() {
    // "é" is two UTF-8 bytes and "👩‍👩‍👧" is many scalars; each is one column.
    #expect(summary("tab \"é👩‍👩‍👧\" badge 3").suffix(2) == ["w:badge@10", "n:3@16"])
  }

  @Test func tabsAndOtherBlanksSeparateTokens() {
    #expect(summary("tap\tHome\u{00A0}x") == ["w:tap@1", "w:Home@5", "w:x@10"])
  }

  @Test func byteOrderMarkIsSkippedWithoutCountingAColumn() {
    let line = lex("\u{FEFF}tap Home", skippingByteOrderMark: true)
    #expect(line.tokens.map(\.range.start.column) == [1, 5])
    #expect(line.content == "tap Home")
    // Anywhere else it is an invisible blank.
    #expect(lex("tap\u{FEFF}Home").tokens.map(\.text) == ["tap", "Home"])
  }

  /// (line, message, column, length)
  static let errors: [(String, String, Int, Int)] = [
    (
      "announce \"open", "unterminated string; expected a closing '\"' before the end of the line",
      10, 1
    ),
    (
      "announce \"a\\", "unterminated string; expected a closing '\"' before the end of the line",
      12, 1
    ),
    (
      "announce \"a\\qb\"",
      "unknown escape sequence '\\q'; expected \\\", \\\\, \\n, \\t or \\u{…}", 12, 2
    ),
    ("announce \"\\u{}\"", "expected 1 to 8 hexadecimal digits and '}' in '\\u{…}'", 11, 3),
    ("announce \"\\u{D800}\"", "'\\u{D800}' is not a Unicode scalar value", 11, 8),
    ("announce \"\\u1\"", "expected '{' after '\\u'; write a code point as '\\u{1F600}'", 11, 2),
    ("tap @", "unexpected character '@'", 5, 1),
    ("tap \u{0}", "unexpected character U+0000", 5, 1),
    ("tap \u{FFFD}", "unexpected character U+FFFD", 5, 1),
    ("tap Home 🙂", "unexpected character '🙂'", 10, 1),
    ("announce \"a\u{7}\"", "control character U+0007 in a string; write it as '\\u{0007}'", 12, 1),
  ]

  @Test(arguments: errors)
  func lexicalErrors(_ text: String, message: String, column: Int, length: Int) {
    let line = lex(text)
    #expect(line.diagnostic?.message == message)
    #expect(line.diagnostic?.location.column == column)
    #expect(line.diagnostic?.range.length == length)
  }

  @Test func onlyContainsCanBeNegatedWithABang() {
    #expect(summary("a !contains b") == ["w:a@1", "w:!contains@3", "w:b@13"])
    #expect(summary("a !contains") == ["w:a@1", "w:!contains@3"])
    #expect(lex("tap !Home").diagnostic?.message == "unexpected character '!'")
    #expect(lex("a !containsX").diagnostic?.location.column == 3)
  }

  @Test func lookAlikeCharactersGetASuggestion() {
    #expect(lex("expect x ≤ 3").diagnostic?.suggestion == "did you mean '<='?")
    #expect(lex("expect x = 3").diagnostic?.suggestion == "did you mean '=='?")
    #expect(lex("announce “hi”").diagnostic?.suggestion == "did you mean '\"'?")
  }

  @Test func longLinesAndTokenFloodsAreRejected() {
    let long = lex(String(repeating: "a", count: Lexer.maxLineLength + 1))
    #expect(long.diagnostic?.message == "line is too long (4097 characters; the limit is 4096)")
    #expect(long.diagnostic?.location.column == Lexer.maxLineLength + 1)
    #expect(long.tokens.isEmpty)

    let flood = lex(String(repeating: "a ", count: Lexer.maxTokensPerLine + 10))
    #expect(flood.diagnostic?.message == "line has too many tokens (the limit is 1024)")
    #expect(flood.diagnostic?.location.column == 2 * Lexer.maxTokensPerLine + 1)
  }
}

/// An ASCII line is scanned as its bytes and any other by Character (`LineScanner`); the two
/// paths must agree wherever both apply, which is on every ASCII line.
@Suite("Lexer: bytes and Characters agree")
struct LexerPathTests {
  /// Every line of the bundled scenarios and of the fuzz corpus that is ASCII, whole and with
  /// its last word cut off, a quote opened, a character doubled: tokens, errors, content.
  @Test func asciiLinesLexTheSameEitherWay() throws {
    var lines = Set<String>()
    let files =
      PackageFiles.scenarioFiles() + PackageFiles.files(under: "Fuzz/corpus")
    for file in files {
      let text = String(decoding: try PackageFiles.data(file), as: UTF8.self)
      for line in SourceFile(path: file, text: text).lines where line.utf8.allSatisfy({ $0 < 0x80 })
      {
        lines.insert(line)
        lines.insert(String(line.dropLast(max(1, line.count / 3))))
        lines.insert(line.replacingOccurrences(of: " ", with: " \"", options: [], range: nil))
        lines.insert(line + line.suffix(2))
      }
    }
    #expect(lines.count > 1_000)
    for line in lines {
      let asBytes = Lexer.lex(line, line: 3, file: "t.scenario")
      let asCharacters = Lexer.lexCharacters(
        line, line: 3, file: "t.scenario", skippingByteOrderMark: false)
      #expect(asBytes == asCharacters, "\(line)")
    }
  }
}
