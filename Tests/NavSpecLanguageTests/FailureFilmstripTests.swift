import NavSpecLanguage
import NavSpecModel
import Testing

/// A recorded run (the HTML report's) draws the screen just before, at and after each failure.
struct FailureFilmstripTests {
  @Test func aFailureGetsTheScreenBeforeAtAndAfterIt() throws {
    let text = "tabbar glass Home Search Library\ntap Library\nsettle\nexpect selection == Search\n"
    let recorded = ScenarioPipeline.run(
      path: "f.scenario", text: text, options: RunOptions(records: true))
    let failure = try #require(recorded.results.first?.failures.first)
    // The tap lifts at 50 ms and the pill slides 350 ms: the expectation fails at 0.4 s.
    #expect(failure.time == VirtualTime(microseconds: 400_000))
    #expect(failure.filmstrip.map(\.time.microseconds) == [300_000, 400_000, 500_000])
    #expect(failure.filmstrip.allSatisfy { $0.svg.hasPrefix("<svg class=\"screen\" width=") })
    #expect(failure.filmstrip[1].svg.contains("data-time=\"0.400s\""))
    #expect(failure.filmstrip[1].svg.contains("data-part=\"pill\""))
    let html = ReportFormat.html.render(RunReport(files: [recorded]))
    #expect(html.contains("<div class=\"filmstrip\">"))
    // A plain run draws nothing: only the HTML report pays for the pictures.
    let plain = ScenarioPipeline.run(path: "f.scenario", text: text)
    #expect(plain.results.first?.failures.first?.filmstrip.isEmpty == true)
  }

  /// Streamed as `navspec run` streams files, the same frames.
  @Test func aStreamedRunDrawsTheSameFrames() throws {
    let text = "tabbar glass Home Search Library\ntap Library\nsettle\nexpect selection == Search\n"
    let streamed = PreparedFile(path: "f.scenario", text: text, options: RunOptions(records: true))
      .run()
    let whole = ScenarioPipeline.run(
      path: "f.scenario", text: text, options: RunOptions(records: true))
    #expect(
      streamed.results.first?.failures.first?.filmstrip
        == whole.results.first?.failures.first?.filmstrip)
  }
}
