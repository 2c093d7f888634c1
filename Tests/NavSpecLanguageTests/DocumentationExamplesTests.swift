import NavSpecLanguage
import NavSpecTestSupport
import Testing

/// Every example in the docs is a scenario the suite runs, so the docs cannot drift.
struct DocumentationExamplesTests {
  static let documents = [
    "docs/language.md", "docs/model.md", "docs/repl.md", "docs/components/bubble.md",
    "docs/components/gooey.md", "docs/components/tabview.md", "docs/components/header.md",
    "docs/components/scroll.md", "docs/colours.md", "docs/audits.md",
  ]

  static var examples: [String] {
    documents.flatMap { document in
      let text = (try? PackageFiles.read(document)) ?? ""
      return PackageFiles.fencedBlocks(text, language: "scenario").indices.map {
        "\(document)#\($0 + 1)"
      }
    }
  }

  /// Each document keeps its examples: one that lost its fences would silently run nothing.
  @Test(arguments: documents)
  func documentHasExamples(_ document: String) throws {
    let text = try PackageFiles.read(document)
    #expect(!PackageFiles.fencedBlocks(text, language: "scenario").isEmpty, "\(document)")
  }

  @Test(arguments: examples)
  func examplePasses(_ name: String) throws {
    let parts = name.split(separator: "#")
    let document = String(parts[0])
    let index = Int(parts[1])! - 1
    let block = PackageFiles.fencedBlocks(try PackageFiles.read(document), language: "scenario")[
      index]
    let report = ScenarioPipeline.run(path: name, text: block)
    let rendered = ReportFormat.human.render(RunReport(files: [report]))
    #expect(report.diagnostics.isEmpty, "\(rendered)")
    #expect(!report.results.isEmpty && report.results.allSatisfy { $0.passed }, "\(rendered)")
  }

  /// The README shows a scenario and the exact output `navspec run` prints for it.
  @Test func readmeOutputIsWhatTheRunnerPrints() throws {
    let readme = try PackageFiles.read("README.md")
    let scenario = try #require(
      PackageFiles.fencedBlocks(readme, language: "scenario-readme").first)
    let output = try #require(PackageFiles.fencedBlocks(readme, language: "text").first)
    let report = ScenarioPipeline.run(path: "drag-snaps.scenario", text: scenario)
    #expect(ReportFormat.human.render(RunReport(files: [report])) == output)
    #expect(RunReport(files: [report]).exitCode == 1)
  }

  /// The error example in docs/language.md is what the checker prints.
  @Test func languageErrorExampleIsWhatTheCheckerPrints() throws {
    let language = try PackageFiles.read("docs/language.md")
    let shown = try #require(PackageFiles.fencedBlocks(language, language: "text").first)
    let text =
      "tabbar glass Home Search Library Profile\n\ntap Libary\nexpect selection == Library\n"
    let report = ScenarioPipeline.run(path: "scenarios/typo.scenario", text: text)
    let diagnostic = try #require(report.diagnostics.first)
    #expect(DiagnosticRenderer.render(diagnostic, in: report.source) == shown)
  }
}
