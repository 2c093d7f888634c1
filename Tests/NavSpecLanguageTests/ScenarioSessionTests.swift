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

  @Test("'[*]' holds when every element holds, and names the first that does not")
  func everyElement() throws {
    // Eight tabs on a 320 pt screen: each slot is 320 / 8 = 40 pt wide.
    let eight = "screen 320x568\ntabbar glass A B C D E F G H\n"
    #expect(try #require(run(eight + "expect tabs[*].frame.width == 40\n").first).passed)
    let result = try #require(run(eight + "expect tabs[*].frame.width >= 44\n").first)
    let failure = try #require(result.failures.first)
    #expect(failure.expected == "tabs[*].frame.width >= 44")
    #expect(failure.actual == "tabs[A].frame.width = 40")
    #expect(failure.message.hasSuffix("(8 of 8 do not)"))
    // Only the selected tab has the selected trait: the first that lacks it is B.
    let traits = try #require(
      run(eight + "expect tabs[*].a11y.traits contains selected\n").first?.failures.first)
    #expect(traits.actual == "tabs[B].a11y.traits = [button]")
    #expect(traits.message.hasSuffix("(7 of 8 do not)"))
  }

  @Test("'--set' settings hold from the first line, without a settingChanged event")
  func startingSettings() throws {
    var settings = Settings()
    settings.layoutDirection = .rightToLeft
    let text = bar + "expect settings.layout-direction == rtl\nexpect tabs[Home].frame.x == 292.5\n"
    let result = try #require(run(text, options: RunOptions(settings: settings)).first)
    #expect(result.passed)
    let exhaustive = try #require(
      run(
        bar + "exhaustive on\nexpect selection == Home\n", options: RunOptions(settings: settings)
      ).first)
    #expect(exhaustive.passed)
  }
}
