import NavSpecLanguage
import Testing

/// Declarations name things once: tab titles, a section's tabs, an order, route ids, route types
/// (whatever their case) and scenarios. Each repeat is an error naming where the first one is,
/// and the checker's reference model never sees the repeat.
struct DeclarationCheckerTests {
  func messages(_ text: String) -> [String] { locatedMessages(text) }

  @Test(arguments: ["glass", "system", "sidebar-adaptable"])
  func aRepeatedTabTitleNamesBothColumns(style: String) {
    // With a route, the checker builds a reference router from the titles: a repeat there
    // trapped before main kept the first stack; the checker must not hand it a repeat at all.
    let text = "tabbar \(style) A B A\nroute r x \"X\"\nexpect selection == A\n"
    let column = 8 + style.count
    #expect(
      messages(text) == [
        "1:\(column + 5): duplicate tab title 'A' (first declared at column \(column + 1)); titles name tabs, so they must differ"
      ])
  }

  @Test func canonicallyEquivalentTitlesAreOneTitle() throws {
    let precomposed = "Caf\u{E9}"
    let decomposed = "Cafe\u{301}"
    #expect(precomposed == decomposed)
    let text = "tabbar system \(precomposed) \(decomposed)\ntap Home\nexpect selection in tabs\n"
    let found = messages(text)
    try #require(found.count == 2)
    #expect(found[0].hasPrefix("1:20: duplicate tab title 'Café' (first declared at column 15)"))
    // Only one tab is left, so `Home` is unknown and the note lists that one tab.
    #expect(found[1] == "2:5: unknown tab 'Home' | the tabs are 'Café'")
  }

  @Test func aSectionListsEachTabOnce() {
    let text = "tabbar system A B\nsection S A B A\nexpect selection == A\n"
    #expect(
      messages(text) == [
        "2:15: duplicate tab 'A' (first declared at column 11); a section lists each of its tabs once"
      ])
  }

  @Test func routeTypesDifferingOnlyInCaseAreRejected() {
    let text =
      "tabbar glass Home\nroute recipe a \"A\"\nroute Recipe b \"B\"\nexpect navigation.depth == 0\n"
    #expect(
      messages(text) == [
        "3:7: route type 'Recipe' differs from 'recipe' (line 2) only in case; a deep link's host is case-insensitive, so a link could not tell them apart | give the route types different names"
      ])
  }

  @Test func routeTypesMatchWhateverTheirCase() {
    // `myapp://RECIPE/a` opens `recipe`, since a host is case-insensitive: so does `push`.
    let text =
      "tabbar glass Home\nroute recipe a \"A\" b \"B\"\npush RECIPE a\ndelete Recipe b\n"
      + "replace path recipe b\nexpect navigation.depth == 1\n"
    #expect(messages(text) == ["5:21: recipe 'b' was deleted on line 4"])
  }

  @Test func itemIdsAreExact() {
    // Ids are path segments, which RFC 3986 compares exactly.
    let text =
      "tabbar glass Home\nroute recipe a \"A\"\npush recipe A\nexpect navigation.depth == 1\n"
    #expect(messages(text) == ["3:13: unknown recipe 'A' | did you mean 'a'?"])
  }

  @Test func twoScenariosOfOneNameAreAnError() {
    let text = """
      tabbar glass Home Library
      scenario "taps"
      tap Library
      expect selection == Library
      scenario "other"
      expect selection == Home
      scenario "taps"
      expect selection == Home

      """
    #expect(
      messages(text) == [
        "7:1: a scenario named 'taps' is already declared on line 2; reports name scenarios, so names must differ"
      ])
  }
}

/// Gestures and paths may only name parts the declared container has.
struct ContainerPartsCheckerTests {
  func messages(_ text: String) -> [String] { locatedMessages(text) }

  @Test(arguments: ["tap pill", "double-tap pill", "long-press pill", "drag pill to Library"])
  func theSystemTabViewHasNoPill(gesture: String) {
    let text = "tabbar system Home Library\n\(gesture)\nexpect selection == Home\n"
    let column = gesture.split(separator: " ")[0].count + 2
    #expect(
      messages(text) == [
        "2:\(column): the system TabView has no pill; only 'tabbar glass' has one | to select a tab, name it: 'tap Home'"
      ])
  }

  @Test func aPathIntoThePillOfASystemTabViewIsExplained() {
    let text = "tabbar sidebar-adaptable Home Library\nexpect pill.offset == 0\n"
    #expect(
      messages(text) == ["2:8: the system TabView has no pill; only 'tabbar glass' has one"])
  }

  @Test func theGlassBarHasOne() {
    let text = "tabbar glass Home Library\ntap pill\nexpect pill.offset == 0\n"
    #expect(messages(text).isEmpty)
  }

  @Test func aHiddenTabCannotBeTouched() {
    let text = "tabbar system Home Library\nhide Library\ntap Library\nexpect selection == Home\n"
    #expect(
      messages(text) == [
        "3:5: tab 'Library' is hidden here, so there is nothing to touch | show it first: 'show Library', or 'customize show' for a tab the user hid"
      ])
  }

  @Test func everyLineTheCheckerAcceptsRuns() {
    // The checker's verdict is the exit status: a line it accepts must not be refused at run
    // time (exit 1 instead of 2).
    let text = "tabbar glass Home Library\ntap pill\nexpect selection == Home\n"
    let report = ScenarioPipeline.run(path: "t.scenario", text: text)
    #expect(report.diagnostics.isEmpty)
    #expect(report.results.first?.passed == true)
  }
}

/// Each diagnostic of `text` (checked as `t.scenario`) as `line:column: message | suggestion`.
func locatedMessages(_ text: String) -> [String] {
  let source = SourceFile(path: "t.scenario", text: text)
  return ScenarioPipeline.compile(source).1.map {
    "\($0.location.line):\($0.location.column): \($0.message)"
      + ($0.suggestion.map { " | " + $0 } ?? "")
  }
}
