import NavSpecLanguage
import NavSpecTestSupport
import Testing

/// The bundled specification: every file under scenarios/ parses, checks and passes.
struct ScenarioCorpusTests {
  @Test func corpusIsNotEmpty() {
    let files = PackageFiles.scenarioFiles()
    #expect(files.count >= 30, "scenarios/ should hold the specification")
    #expect(files.contains { $0.hasPrefix("scenarios/glass-tab-bar/") })
    #expect(files.contains { $0.hasPrefix("scenarios/settings/") })
  }

  @Test(arguments: PackageFiles.scenarioFiles())
  func scenarioPasses(_ path: String) throws {
    let text = try PackageFiles.read(path)
    let report = ScenarioPipeline.run(path: path, text: text)
    let rendered = ReportFormat.human.render(RunReport(files: [report]))
    #expect(report.diagnostics.isEmpty, "\(rendered)")
    #expect(!report.results.isEmpty, "\(path) ran no scenario")
    #expect(report.results.allSatisfy { $0.passed }, "\(rendered)")
    // Each file opens with a comment that states the behaviour it specifies.
    #expect(text.hasPrefix("# "), "\(path) must open with a comment stating its behaviour")
  }

  @Test func sameFilesGiveByteIdenticalOutput() throws {
    let files = PackageFiles.scenarioFiles()
    func runAll() throws -> String {
      let reports = try files.map {
        ScenarioPipeline.run(path: $0, text: try PackageFiles.read($0))
      }
      return ReportFormat.json.render(RunReport(files: reports))
    }
    #expect(try runAll() == runAll())
  }
}
