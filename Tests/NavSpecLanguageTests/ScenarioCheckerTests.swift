import NavSpecLanguage
import Testing

/// The checker finds what the model would refuse, before any step runs, with a caret and a fix.
struct ScenarioCheckerTests {
  let bar = "tabbar glass Home Search Library Profile\n"

  func diagnostics(_ text: String) -> [String] { renderedDiagnostics(text) }

  @Test func unknownTabSuggestsTheNearest() {
    #expect(
      diagnostics(bar + "tap Libary\nexpect selection == Library\n") == [
        """
        t.scenario:2:5: error: unknown tab 'Libary'
        tap Libary
            ^~~~~~
        note: did you mean 'Library'?

        """
      ])
  }

  @Test func scenarioWithoutExpectationIsAnError() {
    let found = diagnostics(bar + "tap Library\n")
    #expect(found.count == 1)
    #expect(found[0].contains("has no expectation"))
  }

  @Test func allErrorsAreReportedNotOnlyTheFirst() {
    let text =
      bar
      + "set reduce-moton on\nset voiceover maybe\nvoiceover next\nexpect pill.ofset == 1\n"
      + "expect event selectionChange\nexpect selection < 3\n"
    let found = diagnostics(text)
    #expect(found.count == 7)
    #expect(found[0].contains("did you mean 'reduce-motion'?"))
    #expect(found[1].contains("'voiceover' takes 'on', 'off', not 'maybe'"))
    #expect(found[2].contains("VoiceOver is off here"))
    #expect(found[3].contains("did you mean 'offset'?"))
    #expect(found[4].contains("did you mean 'selectionChanged'?"))
    #expect(found[5].contains("is text; use ==, !=, contains or !contains"))
    #expect(found[6].contains("write the expected text"))
  }

  @Test func timeCannotGoBack() {
    let found = diagnostics(bar + "at 100ms\nat 50ms\nexpect selection == Home\n")
    #expect(found.count == 1)
    #expect(found[0].hasPrefix("t.scenario:3:1: error: time cannot go back"))
  }

  @Test func fingersAreTracked() {
    let found = diagnostics(
      bar
        + "touch up\ntouch down (1, 800)\ntouch down (2, 800)\ntap Home\nexpect selection == Home\n"
    )
    #expect(found.count == 3)
    #expect(found[0].contains("finger 1 is not down"))
    #expect(found[1].contains("finger 1 is already down"))
    #expect(found[2].contains("uses finger 1, which is still down"))
  }

  @Test func setUpMustComeFirst() {
    let found = diagnostics(bar + "wait 1ms\nscreen 320x568\nexpect selection == Home\n")
    #expect(found.count == 1)
    #expect(found[0].contains("'screen' is set-up and must come before the first input"))
  }

  @Test func pathsAreCheckedAgainstTheStateTree() {
    let found = diagnostics(
      bar + "expect tabs[Libary].a11y.label == x\nexpect tabs[Library].a11y == x\n")
    #expect(found.count == 2)
    #expect(found[0].contains("did you mean 'Library'?"))
    #expect(found[1].contains("is a group of values"))
  }

  @Test func noTabBarIsExplained() {
    let found = diagnostics("expect selection == Home\n")
    #expect(
      found == [
        """
        t.scenario:1:8: error: there is no tab bar yet; declare one with 'tabbar glass ...'
        expect selection == Home
               ^~~~~~~~~

        """
      ])
  }

  @Test func eventArgumentsNamingTabsAreChecked() {
    let found = diagnostics(bar + "expect event selectionChanged(to: Libary)\n")
    #expect(found.count == 1)
    #expect(found[0].contains("did you mean 'Library'?"))
  }

  @Test func aFileWithAnErrorRunsNoStep() {
    let report = ScenarioPipeline.run(
      path: "t.scenario", text: bar + "tap Library\nexpect selection == Library\ntapp Home\n")
    #expect(report.hasErrors)
    #expect(report.results.isEmpty)
  }

  @Test func anUnparsedExpectationIsNotAlsoReportedMissing() {
    let found = diagnostics(bar + "tap Library\nexpect pill.offset == 1 + 2\n")
    #expect(found.count == 1)
    #expect(found[0].contains("unexpected '+'"))
  }
}

/// Carets line up under what they point at, whatever the characters before them.
struct DiagnosticCaretTests {
  @Test func caretSkipsWideCharactersAndTabs() {
    let text = "tabbar glass 日本 Café\n\ttap 日夲\nexpect selection == 日本\n"
    let source = SourceFile(path: "t.scenario", text: text)
    let (_, diagnostics) = ScenarioPipeline.compile(source)
    #expect(
      diagnostics.map { DiagnosticRenderer.render($0, in: source) } == [
        "t.scenario:2:6: error: unknown tab '日夲'\n\ttap 日夲\n\t    ^~~~\nnote: did you mean '日本'?\n"
      ])
  }
}

/// A well-formed file cannot ask for hours of work: synthesised touch samples are bounded.
struct SampleBudgetTests {
  @Test func dragsBeyondTheBudgetAreAnErrorAcrossScenarios() {
    var text = "tabbar glass A B\nframe-rate 1000\n"
    for index in 0..<20 {
      text += "scenario \"s\(index)\"\ndrag A to B in 60s\nexpect selection == B\n"
    }
    let source = SourceFile(path: "t.scenario", text: text)
    let (_, diagnostics) = ScenarioPipeline.compile(source)
    #expect(diagnostics.count == 1)
    #expect(
      diagnostics.first?.message == "the drags of this file make more than 1000000 touch samples")
    // 16 drags of 60 s at 1000 Hz stay within it.
    #expect(diagnostics.first?.location.line == 3 + 16 * 3 + 1)
  }
}

/// Every diagnostic of `text`, checked as the file `t.scenario`, rendered as the runner prints
/// it (shared by the checker tests).
func renderedDiagnostics(_ text: String) -> [String] {
  let source = SourceFile(path: "t.scenario", text: text)
  let (_, diagnostics) = ScenarioPipeline.compile(source)
  return diagnostics.map { DiagnosticRenderer.render($0, in: source) }
}
