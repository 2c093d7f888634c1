import NavSpecLanguage
import NavSpecModel
import Testing

/// The runner: expectations against the model, event matching, failure reports.
struct ScenarioSessionTests {
  func run(_ text: String, options: RunOptions = RunOptions()) -> [ScenarioResult] {
    ScenarioPipeline.run(path: "t.scenario", text: text, options: options).results
  }

  let bar = "tabbar glass Home Search Library Profile\n"

  @Test func passingScenario() throws {
    let results = run(bar + "tap Library\nexpect selection == Library\n")
    let result = try #require(results.first)
    #expect(result.passed)
    #expect(result.name == "t")
    #expect(result.expectationCount == 1)
    #expect(result.endTime == .milliseconds(50))
  }

  @Test func failureShowsExpectedActualTimeAndEvents() throws {
    let result = try #require(run(bar + "tap Library\nexpect selection == Profile\n").first)
    let failure = try #require(result.failures.first)
    #expect(failure.location.description == "t.scenario:3:1")
    #expect(failure.statement == "expect selection == Profile")
    #expect(failure.expected == "Profile")
    #expect(failure.actual == "Library")
    #expect(failure.time == .milliseconds(50))
    #expect(
      failure.eventsAround.first == "0.050s  selectionChanged(from: Home, to: Library, cause: tap)")
  }

  @Test func eventsAreMatchedOnce() throws {
    let text =
      bar + "tap Library\nexpect event selectionChanged(to: Library)\n"
      + "expect event selectionChanged(to: Library)\n"
    let result = try #require(run(text).first)
    #expect(result.failures.count == 1)
    #expect(result.failures[0].location.line == 4)
  }

  @Test func eventListIsExactAndShowsADiff() throws {
    let text = bar + "tap Library\ntap Library\nexpect events [selectionChanged]\n"
    let failure = try #require(run(text).first?.failures.first)
    #expect(
      failure.actual
        == "[selectionChanged(from: Home, to: Library, cause: tap), reselected(tab: Library, cause: tap)]"
    )
    #expect(failure.message.contains("+ reselected(tab: Library, cause: tap)"))
  }

  @Test func eventTimeIsChecked() throws {
    let text = bar + "tap Library\nexpect event selectionChanged(to: Library) at 40ms ± 5ms\n"
    #expect(run(text).first?.passed == false)
    let near = bar + "tap Library\nexpect event selectionChanged(to: Library) at 45ms ± 5ms\n"
    #expect(run(near).first?.passed == true)
  }

  @Test func exhaustiveModeFailsOnUnmatchedEvents() throws {
    let text = bar + "tap Library\nexpect selection == Library\n"
    #expect(run(text).first?.passed == true)
    let result = try #require(run(text, options: RunOptions(exhaustive: true)).first)
    #expect(result.failures.count == 1)
    #expect(result.failures[0].actual == "selectionChanged(from: Home, to: Library, cause: tap)")
  }

  @Test func refusedStepStopsTheScenario() throws {
    let text = bar + "tap Library\nsettle\nat 10ms\nexpect selection == Profile\n"
    let result = try #require(run(text).first)
    #expect(result.failures.count == 1)
    #expect(result.failures[0].actual.hasPrefix("refused: time cannot go back"))
  }

  @Test func filterSelectsScenarios() {
    let text =
      bar
      + "scenario \"one\"\nexpect selection == Home\nscenario \"two\"\nexpect selection == Home\n"
    #expect(run(text).count == 2)
    #expect(run(text, options: RunOptions(filters: ["two"])).map(\.name) == ["two"])
    // Several filters: a scenario runs when it matches any of them.
    #expect(run(text, options: RunOptions(filters: ["two", "one"])).map(\.name) == ["one", "two"])
    // Case-sensitive, and canonically equivalent text matches.
    #expect(run(text, options: RunOptions(filters: ["TWO"])).isEmpty)
    let cafe = bar + "scenario \"Caf\u{E9}\"\nexpect selection == Home\n"
    #expect(run(cafe, options: RunOptions(filters: ["Cafe\u{301}"])).map(\.name) == ["Caf\u{E9}"])
  }

  @Test func dragExpansionSamplesEveryFrame() {
    let touches = GestureSynthesizer(frameRate: 120).drag(
      from: Point(x: 0, y: 0), to: Point(x: 36, y: 0), duration: 300_000)
    #expect(touches.count == 38)
    #expect(touches[1].offset == 8_333)
    #expect(touches[36].offset == 300_000 && touches[36].touch.location.x == 36)
    #expect(touches.last?.touch.phase == .up)
  }

  @Test func numbersPrintTheSameEverywhere() {
    #expect(ValueFormatter.number(185.25) == "185.25")
    #expect(ValueFormatter.number(-0.0) == "0")
    #expect(ValueFormatter.number(0.1 + 0.2) == "0.3")
    #expect(ValueFormatter.time(.milliseconds(350)) == "0.350s")
    #expect(ValueFormatter.time(VirtualTime(microseconds: 16_666)) == "0.016666s")
  }
}
