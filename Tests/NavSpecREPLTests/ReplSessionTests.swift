import Foundation
import NavSpecLanguage
import NavSpecModel
import Testing

@testable import NavSpecREPL

/// The session: statements, their echo, errors, and the meta-commands other than the ones with
/// their own suites (render, trace, save, load).
struct ReplSessionTests {
  let bar = ReplTesting.bar

  // MARK: - Prompt

  @Test func promptShowsTheVirtualClockWithThreeDecimals() {
    var session = ReplSession(workingDirectory: "/")
    #expect(session.prompt == "[0.000s]› ")
    _ = session.handle(bar)
    _ = session.handle("tap Library")
    #expect(session.prompt == "[0.050s]› ")
    _ = session.handle("wait 1200ms")
    #expect(session.prompt == "[1.250s]› ")
    _ = session.handle("wait 16666us")
    #expect(session.prompt == "[1.266s]› ")
    _ = session.handle("at 3600s")
    #expect(session.prompt == "[3600.000s]› ")
  }

  // MARK: - Statements

  @Test func aStatementEchoesItsEventsAndTheValuesThatMoved() {
    let output = ReplTesting.output([bar, "tab Library badge 3", "tap Library"])
    #expect(
      output == """
          0.050s  selectionChanged(from: Home, to: Library, cause: tap)
          0.050s  animationBegan(property: pill.offset, from: -9.75, to: 185.25, animation: "easeInOut(0.35s)")
          selection: Home → Library
          selectedIndex: 0 → 2
          pill.target: -9.75 → 185.25
          pill.animating: false → true
          tabs[Home].selected: true → false
          tabs[Home].a11y.traits: [button, selected] → [button]
          tabs[Home].a11y.spoken: "Selected, Home, Tab, 1 of 4" → "Home, Tab, 1 of 4"
          tabs[Library].selected: false → true
          tabs[Library].a11y.traits: [button] → [button, selected]
          tabs[Library].a11y.spoken: "Library: 3 items, Tab, 3 of 4" → "Selected, Library: 3 items, Tab, 3 of 4"

        """)
    let settled = ReplTesting.output([bar, "tap Library", "wait 175ms", "settle"])
    #expect(
      settled == """
          0.400s  animationSettled(property: pill.offset, value: 185.25)
          pill.offset: 87.75 → 185.25
          pill.x: 146.25 → 243.75
          pill.animating: true → false
          pill.frame.x: 87.75 → 185.25

        """)
  }

  /// The list of new groups fits the terminal's width, whatever it is; all of them when it can.
  @Test func theNewValuesLineFitsTheWidth() {
    let groups = ["selection", "selectedIndex", "bar", "pill", "drag", "longPress", "tabs"]
    let line = { (width: Int) in ReplSession.addedLine(count: 92, groups: groups, width: width) }
    #expect(
      line(120)
        == "  + 92 new values: selection, selectedIndex, bar, pill, drag, longPress, tabs"
        + " (:state shows them)")
    #expect(
      line(80) == "  + 92 new values: selection, selectedIndex, bar and 4 more (:state shows them)")
    #expect(line(60) == "  + 92 new values: selection and 6 more (:state shows them)")
    #expect(line(40) == "  + 92 new values (:state shows them)")
    // Narrower than the shortest form (the REPL's least width is 20): that form, wrapped.
    #expect(line(20) == "  + 92 new values (:state shows them)")
    for width in 37...130 { #expect(line(width).count <= width) }
    #expect(
      ReplSession.addedLine(count: 1, groups: ["bar"], width: 80)
        == "  + 1 new value: bar (:state shows them)")
  }

  @Test func longChangeListsAreCappedAndNewValuesSummarised() {
    let (_, responses) = ReplTesting.session([bar, "screen 600x900"])
    // Cut to the terminal's 80 columns: the groups that fit, then how many more.
    #expect(
      responses[0].text
        == "  + 146 new values: selection, selectedIndex, bar and 5 more (:state shows them)\n")
    let lines = responses[1].text.split(separator: "\n")
    let changeLines = lines.filter { $0.contains(" → ") }
    #expect(changeLines.count == ReplSession.changeLineLimit)
    #expect(lines.last?.hasPrefix("  … and ") == true)
    #expect(lines.last == "  … and 23 more changed values (:state shows them all)")
    #expect(lines.first == "  screen.width: 390 → 600")
    #expect(!responses[1].text.contains("time:"))
    #expect(!responses[1].text.contains("events.count"))
  }

  @Test func passingExpectationsSayWhatTheyConfirmed() {
    let (_, responses) = ReplTesting.session([
      bar, "tap Library", "expect selection == Library",
      "expect event selectionChanged(to: Library)", "expect events []",
      "expect no event reselected",
    ])
    #expect(responses[2].text == "✓ selection = Library\n")
    #expect(
      responses[3].text
        == "✓ matched 0.050s  selectionChanged(from: Home, to: Library, cause: tap)\n")
    #expect(responses[4].text == "✓ no unmatched events, as expected\n")
    #expect(responses[5].text == "✓ no unmatched event fits\n")
    #expect(responses.allSatisfy { !$0.failed })
  }

  @Test func aFailedExpectationIsReportedAndTheSessionGoesOn() {
    var (session, responses) = ReplTesting.session([
      bar, "tap Library", "expect pill.offset == 185.25",
    ])
    #expect(responses[2].failed)
    #expect(session.anyExpectationFailed)
    #expect(
      responses[2].text == """
        ✗ <repl>:3:1: pill.offset == 185.25 does not hold at 0.050s
              expect pill.offset == 185.25
            expected: 185.25
              actual: -9.75
            events around 0.050s:
              0.050s  selectionChanged(from: Home, to: Library, cause: tap)
              0.050s  animationBegan(property: pill.offset, from: -9.75, to: 185.25, animation: "easeInOut(0.35s)")

        """)
    let next = session.handle("settle")
    #expect(!next.failed)
    #expect(session.handle("expect pill.offset == 185.25").text == "✓ pill.offset = 185.25\n")
    // The flag stays set: it is for the exit code.
    #expect(session.anyExpectationFailed)
  }

  @Test func parseErrorsShowTheLineAndACaret() {
    let (session, responses) = ReplTesting.session([bar, ":help", "tapp Library"])
    #expect(responses[2].failed)
    #expect(
      responses[2].text == """
        <repl>:3:1: error: unknown statement 'tapp'
        tapp Library
        ^~~~
        note: did you mean 'tap'?

        """)
    #expect(!session.anyExpectationFailed)
    let indented = ReplTesting.output([bar, "  drag Home to"])
    #expect(
      indented == """
        <repl>:2:15: error: expected a target (a tab title, 'pill' or a point such as '(48, 812)') after 'to'
          drag Home to
                      ^

        """)
  }

  /// A typed value goes through the file's checker: a misspelt one is refused, located, with
  /// the message a file would give.
  @Test func aMisspeltValueIsRefusedAsInAFile() {
    #expect(
      ReplTesting.output([bar, "tap Search", "expect selection != Serch"]) == """
        <repl>:3:21: error: unknown tab 'Serch'
        expect selection != Serch
                            ^~~~~
        note: did you mean 'Search'?

        """)
    #expect(
      ReplTesting.output([bar, "tap Search", "expect no event selectionChanged(cause: tapp)"])
        == """
        <repl>:3:41: error: unknown cause 'tapp'
        expect no event selectionChanged(cause: tapp)
                                                ^~~~
        note: did you mean 'tap'?

        """)
    #expect(
      ReplTesting.output([bar, "expect tabs[Home].a11y.traits !contains selectd"]) == """
        <repl>:2:41: error: unknown trait 'selectd'
        expect tabs[Home].a11y.traits !contains selectd
                                                ^~~~~~~
        note: did you mean 'selected'?

        """)
  }

  @Test func checkErrorsUseTheSessionsContext() {
    #expect(
      ReplTesting.output([bar, "tap Libary"]) == """
        <repl>:2:5: error: unknown tab 'Libary'
        tap Libary
            ^~~~~~
        note: did you mean 'Library'?

        """)
    #expect(
      ReplTesting.output([bar, "touch up"]) == """
        <repl>:2:7: error: finger 1 is not down
        touch up
              ^~
        note: put it down first with 'touch down'

        """)
    // Set-up after an input, VoiceOver while off, a second bar: all known from the session.
    #expect(
      ReplTesting.output([bar, "tap Home", "screen 400x800"]).contains(
        "'screen' is set-up and must come before the first input or wait"))
    #expect(ReplTesting.output([bar, "voiceover next"]).contains("VoiceOver is off here"))
    #expect(ReplTesting.output([bar, bar]).contains("this scenario already has a tab bar"))
    // A rejected line is not recorded: the same line is still fine afterwards.
    let (session, responses) = ReplTesting.session([
      bar, "touch down (48, 812)", "touch down (48, 812)",
    ])
    #expect(responses[2].failed)
    #expect(session.entries.count == 2)
  }

  @Test func aRefusedStepChangesNothingAndIsNotRecorded() {
    var (session, responses) = ReplTesting.session([bar, "tap Library", "settle", "at 100ms"])
    #expect(
      responses[3].text
        == "✗ <repl>:4:1: refused: time cannot go back from 400000us to 100000us; the line was not recorded\n"
    )
    #expect(responses[3].failed)
    #expect(session.prompt == "[0.400s]› ")
    #expect(session.entries.count == 3)
    #expect(!session.anyExpectationFailed)
    #expect(
      session.handle(":undo").text == "took back <repl>:3:1: settle; the clock is at 0.050s\n")
  }

  @Test func blankAndCommentLinesPrintNothing() {
    var session = ReplSession(workingDirectory: "/")
    #expect(session.handle("") == ReplSession.Response(text: ""))
    #expect(session.handle("   ") == ReplSession.Response(text: ""))
    #expect(session.handle("# a note") == ReplSession.Response(text: ""))
    #expect(session.handle(bar).text.hasPrefix("  + 146 new values"))
  }

  @Test func scenarioStartsANamedFreshSession() {
    var (session, responses) = ReplTesting.session([bar, "tap Library", "scenario \"Second\""])
    #expect(responses[2].text == "scenario \"Second\": a fresh model\n")
    #expect(session.scenarioName == "Second")
    #expect(session.simulator == Simulator())
    #expect(session.handle("tap Library").failed)
  }

  // MARK: - :state

  @Test func stateListsEveryLeafAsExpectWritesIt() {
    let all = ReplTesting.output([":state"])
    #expect(
      all == """
        time = 0
        screen.width = 390
        screen.height = 844
        safeArea.top = 0
        safeArea.bottom = 0
        settings.reduce-motion = off
        settings.prefer-cross-fade = off
        settings.reduce-transparency = off
        settings.increase-contrast = off
        settings.bold-text = off
        settings.dynamic-type = L
        settings.voiceover = off
        settings.layout-direction = ltr
        settings.color-scheme = light
        voiceover.focus = none
        voiceover.spoken = none
        touches.count = 0
        events.count = 0

        """)
    let withBar = ReplTesting.output([bar, ":state"])
    #expect(withBar.split(separator: "\n").count == 164)
    #expect(withBar.contains("\ntabs[Library].a11y.label = Library\n"))
    #expect(withBar.contains("\npill.offset = -9.75\n"))
  }

  @Test func stateOfASubtree() {
    let three = "tabbar glass Home \"My Projects\" Library"
    #expect(
      ReplTesting.output([three, ":state tabs[Library].a11y"]) == """
        tabs[Library].a11y.label = Library
        tabs[Library].a11y.value = ""
        tabs[Library].a11y.hint = ""
        tabs[Library].a11y.traits = [button]
        tabs[Library].a11y.frame.x = 260
        tabs[Library].a11y.frame.y = 780
        tabs[Library].a11y.frame.width = 130
        tabs[Library].a11y.frame.height = 64
        tabs[Library].a11y.position = "3 of 3"
        tabs[Library].a11y.spoken = "Library, Tab, 3 of 3"
        tabs[Library].a11y.focused = false

        """)
    #expect(
      ReplTesting.output([three, ":state tabs[1].index"]) == "tabs[\"My Projects\"].index = 1\n")
    #expect(
      ReplTesting.output([three, ":state tabs[\"My Projects\"].a11y.spoken"])
        == "tabs[\"My Projects\"].a11y.spoken = \"My Projects, Tab, 2 of 3\"\n")
    #expect(ReplTesting.output([three, ":state pill.offset"]) == "pill.offset = -13\n")
  }

  @Test func stateOfAnUnknownPathSuggests() {
    #expect(
      ReplTesting.output([bar, ":state pill.ofset"])
        == "error: 'pill' has no 'ofset'\nnote: did you mean 'offset'?\n")
    #expect(
      ReplTesting.output([bar, ":state tabs[Libary]"])
        == "error: unknown tab 'Libary'\nnote: did you mean 'Library'?\n")
    #expect(
      ReplTesting.output([":state pill"])
        == "error: there is no tab bar yet; declare one with 'tabbar glass ...'\n")
    #expect(
      ReplTesting.output([bar, ":state pill.offset.x"]).hasPrefix("error: 'pill.offset' is a value")
    )
    #expect(
      ReplTesting.output([bar, ":state tabs[Home"]) == "error: expected ']' in 'tabs[Home'\n")
    #expect(ReplTesting.output([bar, ":state a b"]) == "error: usage: :state [PATH]\n")
  }

  // MARK: - :events

  @Test func eventsShowsTheLogWithMatchedOnesMarked() {
    let lines = [bar, "tap Library", "settle", "expect event selectionChanged"]
    #expect(
      ReplTesting.output(lines + [":events"]) == """
        ✓ 0.050s  selectionChanged(from: Home, to: Library, cause: tap)
          0.050s  animationBegan(property: pill.offset, from: -9.75, to: 185.25, animation: "easeInOut(0.35s)")
          0.400s  animationSettled(property: pill.offset, value: 185.25)

        """)
    #expect(
      ReplTesting.output(lines + [":events 2"]) == """
          0.050s  animationBegan(property: pill.offset, from: -9.75, to: 185.25, animation: "easeInOut(0.35s)")
          0.400s  animationSettled(property: pill.offset, value: 185.25)

        """)
    #expect(ReplTesting.output(lines + [":events 99"]).split(separator: "\n").count == 3)
    #expect(ReplTesting.output([":events"]) == "no events yet\n")
    #expect(
      ReplTesting.output([":events 0"])
        == "error: ':events' takes how many of the latest events to show, a positive whole number, not '0'\n"
    )
  }

  // MARK: - :undo, :reset, :quit

  @Test func undoReplaysWithoutTheLastStatement() {
    let lines = [
      "set voiceover on", bar, "voiceover next", "voiceover activate Library", "set voiceover off",
      "long-press pill for 700ms", "drag pill to Home", "expect event dragBegan",
    ]
    for cut in 1...lines.count {
      var (session, _) = ReplTesting.session(lines + ["touch down (48, 812)", "wait 40ms"])
      for _ in 0..<(lines.count - cut + 2) { _ = session.handle(":undo") }
      let (fresh, _) = ReplTesting.session(Array(lines.prefix(cut)))
      #expect(session.simulator == fresh.simulator, "after \(cut) lines")
      #expect(session.live.matcher.matched == fresh.live.matcher.matched)
      #expect(session.prompt == fresh.prompt)
    }
    var (session, _) = ReplTesting.session([bar, "tap Library"])
    #expect(
      session.handle(":undo").text == "took back <repl>:2:1: tap Library; the clock is at 0.000s\n")
    #expect(session.handle(":undo").text.hasPrefix("took back <repl>:1:1: tabbar glass"))
    #expect(session.handle(":undo").text == "nothing to undo\n")
    #expect(session.simulator == Simulator())
  }

  @Test func resetKeepsTheTerminalSettings() {
    var (session, _) = ReplTesting.session(["scenario \"Named\"", bar, "tap Library"], width: 50)
    session.colorEnabled = true
    #expect(session.handle(":reset").text == "a fresh model at 0.000s\n")
    #expect(session.simulator == Simulator())
    #expect(session.scenarioName == nil)
    #expect(session.entries.isEmpty)
    #expect(session.terminalWidth == 50)
    #expect(session.colorEnabled)
    #expect(session.prompt == "[0.000s]› ")
    #expect(session.handle(":reset now").failed)
  }

  @Test func quitEndsTheSession() {
    var session = ReplSession(workingDirectory: "/")
    #expect(session.handle(":quit") == ReplSession.Response(text: "", quit: true))
  }

  // MARK: - :help and unknown commands

  @Test func helpListsTopicsAndMetaCommands() {
    let overview = ReplTesting.output([":help"])
    for topic in ReplSession.helpTopics {
      #expect(overview.contains("\n  \(topic) "), "topic \(topic)")
    }
    for command in ReplSession.metaCommands {
      #expect(overview.contains(command), "command \(command)")
    }
  }

  @Test(arguments: ReplSession.helpTopics)
  func eachHelpTopicHasTextWithValidExamples(topic: String) throws {
    var session = ReplSession(workingDirectory: "/")
    let response = session.handle(":help \(topic)")
    #expect(!response.failed)
    #expect(response.text.hasSuffix("\n"))
    #expect(response.text.split(separator: "\n").count >= 4)
    // Every example line ("  KEYWORD ..." up to a run of spaces) parses.
    let settingNames = Set(Settings.names)
    var examples = 0
    for line in response.text.split(separator: "\n") where line.hasPrefix("  ") {
      let body = line.dropFirst(2)
      // Continuation lines are indented further; `set` lists settings by name.
      guard !body.hasPrefix(" ") else { continue }
      if topic == "set", let first = body.split(separator: " ").first,
        settingNames.contains(String(first))
      {
        continue
      }
      guard let keyword = body.split(separator: " ").first,
        StatementVocabulary.words.contains(String(keyword))
          || String(keyword).hasPrefix("+")
      else { continue }
      let example = body.components(separatedBy: "  ").first ?? String(body)
      let (statement, diagnostics) = ScenarioParser.parseLine(example, file: "help", line: 1)
      #expect(statement != nil && diagnostics.isEmpty, "\(topic): \(example)")
      examples += 1
    }
    // Every statement topic shows at least one example; `meta` lists meta-commands instead.
    if topic != "meta" { #expect(examples > 0, "\(topic) shows no example") }
    // Each topic has its own text (a topic named like a meta-command is not the meta topic).
    if topic != "meta" { #expect(response.text != session.handle(":help meta").text) }
  }

  /// Every keyword of the tables has help: `:help KEYWORD` shows its topic, which names it.
  @Test(arguments: StatementVocabulary.words)
  func everyKeywordHasHelp(word: String) throws {
    let topic = try #require(StatementVocabulary.helpTopic(for: word))
    #expect(ReplSession.helpTopics.contains(topic))
    let text = ReplTesting.output([":help \(word)"])
    #expect(text == ReplTesting.output([":help \(topic)"]))
    #expect(text.contains(word), "topic \(topic) does not mention '\(word)'")
  }

  @Test func helpTopicsByKeywordAndUnknownTopics() {
    #expect(ReplTesting.output([":help tap"]) == ReplTesting.output([":help gestures"]))
    #expect(ReplTesting.output([":help :save"]) == ReplTesting.output([":help meta"]))
    #expect(ReplTesting.output([":help settle"]) == ReplTesting.output([":help time"]))
    let unknown = ReplTesting.session([":help gestrues"]).1[0]
    #expect(unknown.failed)
    #expect(unknown.text == "error: no help topic 'gestrues'\nnote: did you mean 'gestures'?\n")
    #expect(
      ReplTesting.output([":help zzz"])
        == "error: no help topic 'zzz'\nnote: the topics are setup, set, time, touch, gestures, voiceover, navigation, tabview, expect, events, meta, tags, minimize, bubble, header, scroll, audit, invariant, relation, flows\n"
    )
  }

  @Test func unknownCommandsSuggestTheNearest() {
    let response = ReplTesting.session([":stat"]).1[0]
    #expect(response.failed)
    #expect(
      response.text
        == "error: unknown command ':stat'\nnote: did you mean ':state'? (:help lists the commands)\n"
    )
    #expect(
      ReplTesting.output([":rendr"])
        == "error: unknown command ':rendr'\nnote: did you mean ':render'? (:help lists the commands)\n"
    )
    #expect(
      ReplTesting.output([":xyzzy"])
        == "error: unknown command ':xyzzy'\nnote: :help lists the commands\n")
  }

  @Test func lineTerminatorsAreIgnoredButBreaksInsideALineAreNot() {
    let (_, responses) = ReplTesting.session([
      bar + "\r\n", "tap Library\n", ":events 1\r", "tap Home\ntap Search",
    ])
    #expect(!responses[0].failed)
    #expect(responses[1].text.hasPrefix("  0.050s  selectionChanged"))
    #expect(responses[2].text.hasPrefix("  0.050s  animationBegan"))
    #expect(responses[3].failed)
    #expect(
      responses[3].text.hasPrefix(
        "<repl>:4:9: error: expected a single line; enter one statement at a time"))
  }

  @Test func diagnosticsAreNumberedByTheSessionsLines() {
    let (_, responses) = ReplTesting.session([bar, ":state time", "", ":events", "tap Nowhere"])
    #expect(responses[4].text.hasPrefix("<repl>:4:5: error: unknown tab 'Nowhere'"))
  }
}
