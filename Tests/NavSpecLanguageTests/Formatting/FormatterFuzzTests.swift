import NavSpecTestSupport
import Testing

@testable import NavSpecLanguage

/// The formatter on hostile and badly spaced input: the parser's fuzz inputs (mutated files,
/// random bytes, every limit), and the bundled scenarios with their blanks scrambled. It must
/// never crash or hang, must refuse what does not parse, and must keep what the rest means;
/// scrambled blanks that leave a file meaning the same must format back to the same text.
/// Deterministic: a failure names its seed and case.
struct FormatterFuzzTests {
  static func problems(_ text: String, _ label: String) -> [String] {
    FormatterCorpusTests.problems(formatting: text, path: "fuzz.scenario").map {
      "\(label): \($0) in \(String(text.prefix(300)).debugDescription)"
    }
  }

  @Test(arguments: 0..<3)
  func mutatedFiles(seed: UInt64) {
    var random = SeededGenerator(seed: 0xF0F0 + seed)
    var problems: [String] = []
    for index in 0..<400 {
      let text = ParserFuzzTests.mutatedFile(using: &random)
      problems += Self.problems(text, "seed \(seed) case \(index)")
    }
    #expect(problems.isEmpty, "\(problems.prefix(3))")
  }

  @Test func randomBytes() {
    var random = SeededGenerator(seed: 4242)
    var problems: [String] = []
    for index in 0..<400 {
      problems += Self.problems(ParserFuzzTests.randomBytes(using: &random), "case \(index)")
    }
    #expect(problems.isEmpty, "\(problems.prefix(3))")
  }

  @Test(arguments: ParserFuzzTests.extremes)
  func extremeInput(_ name: String, text: String) {
    #expect(Self.problems(text, name).isEmpty)
    // The same line among others, with its blanks doubled where it has any.
    let spaced = "tabbar glass Home\n\n\n  " + text.replacing(" ", with: "  ") + "  \n"
    #expect(Self.problems(spaced, name + " (spaced)").isEmpty)
  }

  /// Blanks the lexer skips, to scramble a line's spacing with.
  static let blanks = [" ", " ", "  ", "\t", " \t ", "\u{A0}", "\u{FEFF}", "\u{3000}", "\u{B}"]

  /// `line` with its tokens as written but the blanks between them scrambled: a run of blanks
  /// changed, added where tokens touched, and with `gluing` now and then removed (the tokens
  /// then touch). The comment, if any, follows after random blanks.
  static func scrambled(_ line: String, gluing: Bool, using random: inout SeededGenerator)
    -> String
  {
    let lexed = Lexer.lex(line, line: 1, file: "")
    guard lexed.diagnostic == nil else { return line }
    let comment = LayoutLine.comment(in: line, after: lexed.endColumn)
    func blank() -> String { blanks[Int.random(in: 0..<blanks.count, using: &random)] }
    var text = Bool.random(using: &random) ? blank() : ""
    for (index, token) in lexed.tokens.enumerated() {
      if index > 0 {
        let touched = ScenarioParser.touches(lexed.tokens[index - 1], token)
        switch Int.random(in: 0..<10, using: &random) {
        case 0 where gluing: break
        case 1: text += blank()
        default: text += touched ? "" : blank() + blank()
        }
      }
      text += token.text
    }
    if let comment { text += blank() + comment }
    return text + (Bool.random(using: &random) ? blank() : "")
  }

  @Test(arguments: 0..<4)
  func scrambledScenarios(seed: UInt64) throws {
    var random = SeededGenerator(seed: 0x5CA1E + seed)
    let files = PackageFiles.scenarioFiles()
    var problems: [String] = []
    var sameMeaning = 0
    for index in 0..<60 {
      let path = files[Int.random(in: 0..<files.count, using: &random)]
      let original = try PackageFiles.read(path)
      // Tokens glued in one case of four: they then mostly mean something else (`tapHome`), and
      // that meaning must be kept as well.
      let gluing = index % 4 == 0
      let lines = original.split(separator: "\n", omittingEmptySubsequences: false).map {
        Int.random(in: 0..<4, using: &random) == 0
          ? String($0) : Self.scrambled(String($0), gluing: gluing, using: &random)
      }
      var text = ""
      for (number, line) in lines.enumerated() where number < lines.count - 1 {
        // A CR before an empty line would make a CR LF of them, one line break.
        let separators = lines[number + 1].isEmpty ? ["\n", "\r\n"] : ["\n", "\r\n", "\r"]
        text += line + separators[Int.random(in: 0..<separators.count, using: &random)]
      }
      text += lines.last ?? ""
      let label = "seed \(seed) case \(index) (\(path))"
      problems += Self.problems(text, label)
      if FormatterCorpusTests.problems(formatting: text, path: path).isEmpty,
        Self.meaning(of: text, path: path) == Self.meaning(of: original, path: path)
      {
        sameMeaning += 1
        if ScenarioFormatter.formatted(text, path: path) != original {
          problems.append("\(label): the same program formats to another text")
        }
      }
    }
    #expect(problems.isEmpty, "\(problems.prefix(3))")
    // Most scrambles keep the meaning, so the comparison above ran.
    #expect(sameMeaning > 30)
  }

  static func meaning(of text: String, path: String) -> String? {
    let (document, diagnostics) = ScenarioParser.parse(SourceFile(path: path, text: text))
    return diagnostics.hasErrors ? nil : document.dumpWithoutLocations()
  }
}
