import Foundation
import NavSpecTestSupport
import Testing

@testable import NavSpecLanguage

/// `navspec fmt` over every file the repository holds in the language: the bundled scenarios and
/// set-ups, the test fixtures, the docs' examples, and the fuzz corpus with its reproducers
/// (bytes from libFuzzer: control characters, numbers at the edges of `Double`, unterminated
/// strings, lines at the length limit). For each, formatting must not crash, must leave the
/// parsed program exactly as it was (the dumped tree without locations) and must be idempotent;
/// a file that does not parse is refused, never formatted.
struct FormatterCorpusTests {
  /// Every `.scenario` and `.setup` file of the repository outside `.build`.
  static let languageFiles: [String] =
    (PackageFiles.files(under: "scenarios") + PackageFiles.files(under: "Tests")
    + PackageFiles.files(under: "Fuzz"))
    .filter { $0.hasSuffix(".scenario") || $0.hasSuffix(".setup") }

  /// The fuzz corpus, whose files have no extension, and the reproducers.
  static let fuzzInputs =
    PackageFiles.files(under: "Fuzz/corpus") + PackageFiles.files(under: "Fuzz/reproducers")

  /// The fenced `scenario` blocks of the docs, named `document#n`.
  static let documentationExamples: [String] = DocumentationExamplesTests.examples

  static func example(_ name: String) throws -> String {
    let parts = name.split(separator: "#")
    let blocks = PackageFiles.fencedBlocks(
      try PackageFiles.read(String(parts[0])), language: "scenario")
    return blocks[Int(parts[1])! - 1]
  }

  /// Problems with formatting `text`; empty when it formats well or is rightly refused.
  static func problems(formatting text: String, path: String) -> [String] {
    let source = SourceFile(path: path, text: withoutByteOrderMark(text))
    // Judged as the formatter judges it: reading no flow file (`ScenarioFormatter.parse`).
    let (document, diagnostics) = ScenarioFormatter.parse(source)
    switch ScenarioFormatter.format(text, path: path) {
    case .refused(let refusal, _):
      return diagnostics.hasErrors && refusal == diagnostics
        ? [] : ["refused a file that parses, or not with its own errors"]
    case .formatted(let formatted):
      var problems: [String] = []
      if diagnostics.hasErrors { problems.append("formatted a file that does not parse") }
      let (reparsed, errors) = ScenarioFormatter.parse(SourceFile(path: path, text: formatted))
      if errors.hasErrors {
        problems.append("the formatted file does not parse: \(errors.first?.message ?? "")")
      }
      if reparsed.dumpWithoutLocations() != document.dumpWithoutLocations() {
        problems.append("the formatted file means something else:\n\(formatted)")
      }
      if ScenarioFormatter.formatted(formatted, path: path) != formatted {
        problems.append("formatting again changes it")
      }
      if formatted.contains("\r") || formatted.hasPrefix("\u{FEFF}") {
        problems.append("a CR or a byte-order mark survived")
      }
      if !formatted.isEmpty, !formatted.hasSuffix("\n") || formatted.hasSuffix("\n\n") {
        problems.append("the file does not end with exactly one line break")
      }
      return problems
    }
  }

  static func withoutByteOrderMark(_ text: String) -> String {
    text.first == "\u{FEFF}" ? String(text.dropFirst()) : text
  }

  @Test func theCorporaAreFound() {
    #expect(Self.languageFiles.filter { $0.hasPrefix("scenarios/") }.count >= 250)
    #expect(Self.languageFiles.contains { $0.hasSuffix(".setup") })
    #expect(Self.fuzzInputs.count >= 100)
  }

  @Test(arguments: languageFiles)
  func languageFileKeepsItsMeaning(_ path: String) throws {
    let text = try PackageFiles.read(path)
    let problems = Self.problems(formatting: text, path: path)
    #expect(problems.isEmpty, "\(path): \(problems)")
  }

  /// The bundled scenarios are kept formatted (CI runs `navspec fmt --check scenarios` too).
  @Test(arguments: languageFiles.filter { $0.hasPrefix("scenarios/") })
  func bundledScenarioIsFormatted(_ path: String) throws {
    let text = try PackageFiles.read(path)
    #expect(ScenarioFormatter.formatted(text, path: path) == text, "\(path) is not formatted")
  }

  @Test(arguments: fuzzInputs)
  func fuzzInputFormatsSafely(_ path: String) throws {
    // Decoded as `navspec run` decodes a file: a byte that is not UTF-8 becomes U+FFFD.
    let text = String(decoding: try PackageFiles.data(path), as: UTF8.self)
    let problems = Self.problems(formatting: text, path: path)
    #expect(problems.isEmpty, "\(path): \(problems)")
  }

  @Test(arguments: documentationExamples)
  func documentationExampleIsFormatted(_ name: String) throws {
    let block = try Self.example(name)
    #expect(Self.problems(formatting: block, path: name).isEmpty)
    #expect(ScenarioFormatter.formatted(block, path: name) == block, "\(name) is not formatted")
  }
}
