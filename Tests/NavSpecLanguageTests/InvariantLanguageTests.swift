import Testing

@testable import NavSpecLanguage
@testable import NavSpecModel

/// `invariant …`, `expect invariant …` and the comparison `in` (docs/explore.md#invariants).
struct InvariantLanguageTests {
  func run(_ text: String) -> [ScenarioResult] {
    ScenarioPipeline.run(path: "t.scenario", text: text, options: RunOptions()).results
  }

  let bar = "tabbar glass Home Search Library Profile\n"

  @Test func aStatedInvariantThatHoldsPassesAndCountsAsTheExpectation() throws {
    let result = try #require(
      run(bar + "invariant selection in tabs\ntap Library\nsettle\ndrag pill to Home\n").first)
    #expect(result.passed)
    #expect(result.expectationCount == 1)
  }

  @Test func aBrokenInvariantIsReportedOnceAtTheStepThatBrokeIt() throws {
    let text =
      bar + "invariant selection in [Home, Search]\ntap Search\nsettle\ntap Library\nsettle\n"
      + "tap Profile\nexpect selection == Profile\n"
    let result = try #require(run(text).first)
    #expect(result.failures.count == 1)
    let failure = try #require(result.failures.first)
    #expect(failure.location.line == 5)
    #expect(failure.statement == "tap Library")
    #expect(failure.invariant == "selection in [Home, Search]")
    #expect(
      failure.message
        == "invariant broke after `tap Library`: selection in [Home, Search] does not hold")
    #expect(failure.expected == "in [Home, Search]")
    #expect(failure.actual == "Library")
  }

  @Test func anInvariantIsCheckedWhenStated() throws {
    let result = try #require(run(bar + "tap Library\ninvariant selection == Home\n").first)
    let failure = try #require(result.failures.first)
    #expect(failure.location.line == 3)
    #expect(failure.message.hasPrefix("invariant broke when stated: "))
    #expect(failure.invariant == "selection == Home")
  }

  @Test func inComparesWithAGroupsKeysAndAList() throws {
    let result = try #require(
      run(
        bar
          + "expect selection in tabs\nexpect selection in [Home, Library]\nexpect selection in [Search]\n"
      ).first)
    #expect(result.failures.map(\.location.line) == [4])
    #expect(result.failures.first?.expected == "in [Search]")
  }

  @Test func builtInsHoldOverARichScenarioAndCount() throws {
    let text =
      bar + "invariant built-in\ntap Library\nlong-press pill\ndrag pill to Home\nsettle\n"
      + "expect invariant one-selection\nexpect invariant built-in\n"
    let result = try #require(run(text).first)
    #expect(result.passed)
    #expect(result.expectationCount == 3)
  }

  @Test func aBrokenBuiltInIsReportedOnceWithItsName() throws {
    var session = ScenarioSession(file: "t.scenario")
    let lines = [
      "tabbar glass Home Search", "invariant indicator-inside-bar", "wait 10ms", "wait 10ms",
    ]
    let statements = lines.enumerated().map { index, line in
      ScenarioParser.parseLine(line, file: "t.scenario", line: index + 1).0!
    }
    #expect(session.execute(statements[0]).failures.isEmpty)
    #expect(session.execute(statements[1]).failures.isEmpty)
    #expect(session.enabledBuiltInInvariants == [.indicatorInsideBar])
    session.simulator.components.modify(GlassTabBar.self) { $0.pill.base.jump(to: 400, at: .zero) }
    let report = session.execute(statements[2])
    #expect(report.failures.map(\.invariant) == ["indicator-inside-bar"])
    #expect(report.failures.first?.location.line == 3)
    #expect(
      report.failures.first?.message
        == "invariant indicator-inside-bar broke after `wait 10ms`: the pill's centre "
        + "(pill.offset 400 + pill.width / 2) is 517 from the bar's leading edge, past the last "
        + "tab's centre (292.5)")
    // Reported once: the next step says nothing, though the pill is still outside.
    #expect(session.execute(statements[3]).failures.isEmpty)
  }

  @Test func enablingBuiltInsThroughTheAPIChecksThemAfterSteps() throws {
    var session = ScenarioSession(file: "t.scenario")
    let install = ScenarioParser.parseLine("tabbar glass Home Search", file: "t", line: 1).0!
    let wait = ScenarioParser.parseLine("wait 10ms", file: "t", line: 2).0!
    _ = session.execute(install)
    session.enableBuiltInInvariants([.finiteValues])
    session.simulator.components.modify(GlassTabBar.self) { $0.pill.dragOffset = .infinity }
    #expect(session.execute(wait).failures.map(\.actual) == ["pill.offset is inf"])
  }

  @Test func unknownNamesAndGroupsGetSuggestions() throws {
    let text =
      bar + "invariant one-selectoin\nexpect invariant finite-value\nexpect selection in tab\n"
    let result = ScenarioPipeline.run(path: "t.scenario", text: text, options: RunOptions())
    let messages = result.diagnostics.map { "\($0.message) | \($0.suggestion ?? "")" }
    #expect(
      messages == [
        "unknown built-in invariant 'one-selectoin' | did you mean 'one-selection'?",
        "unknown built-in invariant 'finite-value' | did you mean 'finite-values'?",
        "'tab' is not a group of the state; after 'in' write a group such as 'tabs' or a list "
          + "such as '[Home, Search]' | did you mean 'tabs'?",
      ])
  }
}
