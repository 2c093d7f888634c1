import NavSpecModel
import NavSpecTestSupport
import Testing

@testable import NavSpecLanguage

/// Relations a set-up file states (docs/explore.md#stated-relations).
private let glass = """
  screen 390x844
  tabbar glass Home Search Library Profile
  tab Library badge 3
  """

/// The first error of a set-up with `line` after the glass bar, rendered with its caret.
private func firstError(_ line: String, path: String = "t.setup") -> String? {
  do throws(ExplorationSetup.Failure) {
    _ = try ExplorationSetup(path: path, text: glass + "\n" + line)
    return nil
  } catch {
    return error.diagnostics.first.map { DiagnosticRenderer.render($0, in: error.source) }
  }
}

@Test func aStatedRelationIsReadWithItsChangesAndPatterns() throws {
  let setup = try ExplorationSetup(
    path: "t.setup",
    text: glass + "\nrelation bold-text: set bold-text on keeps selection, tabs[*].frame, events")
  let relation = try #require(setup.statedRelations.first)
  #expect(relation.name == "bold-text")
  #expect(relation.additionLines == ["set bold-text on"])
  #expect(relation.comparesEvents)
  #expect(relation.compares("selection"))
  #expect(relation.compares("tabs[Home].frame.x"))
  #expect(relation.compares("tabs[\"My Projects\"].frame.width"))
  #expect(!relation.compares("tabs[Home].title"))
  #expect(!relation.compares("selectedIndex"))
  // The relation's line is not a set-up line: written scenarios cannot hold it.
  #expect(!setup.lines.contains { $0.hasPrefix("relation") })
  let except = try ExplorationSetup(
    path: "t.setup", text: glass + "\nrelation b: set bold-text on keeps all except tabs, events")
  let all = try #require(except.statedRelations.first)
  #expect(!all.comparesEvents)
  #expect(all.compares("selection"))
  #expect(!all.compares("tabs[Home].frame.x"))
  // The setting a change sets differs by design.
  #expect(!all.compares("settings.bold-text"))
  #expect(all.compares("settings.reduce-motion"))
  // The state's count of events counts the changes' own events: never compared.
  #expect(!all.compares("events.count"))
}

/// Each mistake is an error at its line and column, with a caret, and a suggestion where one
/// can be made; nothing runs.
@Test(arguments: [
  (
    "relation b: set bold-txt on keeps selection", "t.setup:4:17: error: unknown setting",
    "did you mean 'bold-text'?"
  ),
  (
    "relation b: set bold-text on keeps selecton", "t.setup:4:36: error: the state has no",
    "did you mean 'selection'?"
  ),
  (
    "relation b: set bold-text on keeps tabs[*].framee", "t.setup:4:44: error: 'tabs[*]' has no",
    "did you mean 'frame'?"
  ),
  (
    "relation b: set bold-text on keeps", "t.setup:4:35: error: expected what must agree",
    "asserts nothing"
  ),
  (
    "relation b: set bold-text on keeps all except",
    "t.setup:4:46: error: expected what may differ",
    "keeps all"
  ),
  (
    "relation b: set bold-text on keeps settings.bold-text",
    "t.setup:4:36: error: 'settings.bold-text'",
    "such as 'selection'"
  ),
  (
    "relation b: set bold-text on keeps selection, events.count",
    "t.setup:4:47: error: 'events.count' counts", "keep 'events'"
  ),
  (
    "relation mirror: set bold-text on keeps selection",
    "t.setup:4:10: error: 'mirror' is a built-in relation's name", "the built-in relations are"
  ),
  (
    "relation all: set bold-text on keeps selection",
    "t.setup:4:10: error: 'all' is a built-in relation's name", "the built-in relations are"
  ),
  (
    "relation b: tap Home keeps selection", "t.setup:4:13: error: a relation's second run adds",
    "'tap' is not one"
  ),
  (
    "relation b: set bold-text on", "t.setup:4:29: error: expected 'keeps'", "keeps selection"
  ),
  (
    "relation Bold_Text: set bold-text on keeps selection",
    "t.setup:4:10: error: a relation's name",
    "try 'bold-text'"
  ),
  (
    "relation b: set bold-text on keeps selection\nrelation b: set bold-text on keeps events",
    "t.setup:5:10: error: a relation named 'b' is already stated on line 4", "^"
  ),
])
func aMistakeInARelationIsLocated(line: String, prefix: String, hint: String) {
  let rendered = firstError(line) ?? "no error"
  #expect(rendered.hasPrefix(prefix), "\(rendered)")
  #expect(rendered.contains(hint), "\(rendered)")
  #expect(rendered.contains("^"), "\(rendered)")
}

/// A scenario file cannot state one: it plays one run.
@Test func aScenarioFileRefusesARelation() {
  let text =
    glass + "\nrelation b: set bold-text on keeps selection\ntap Home\nexpect selection == Home"
  let (document, parsed) = ScenarioParser.parse(SourceFile(path: "t.scenario", text: text))
  #expect(parsed.isEmpty)
  let diagnostics = ScenarioChecker.check(document)
  #expect(diagnostics.first?.message.hasPrefix("a relation is stated in a set-up file") == true)
  #expect(diagnostics.first?.location.line == 4)
}

/// `--relations` knows the stated names, for `all`, by name and in "did you mean".
@Test func statedNamesAreRelationsToo() throws {
  let setup = try ExplorationSetup(
    path: "t.setup", text: glass + "\nrelation bold-text: set bold-text on keeps selection")
  #expect(try setup.relations(named: "all").map(\.name).last == "bold-text")
  #expect(try setup.relations(named: "all").count == RunRelation.allCases.count + 1)
  #expect(try setup.relations(named: "split,bold-text").map(\.name) == ["split", "bold-text"])
  do {
    _ = try setup.relations(named: "bold-txet")
    Issue.record("a misspelt name was taken")
  } catch {
    #expect(error.message.contains("did you mean 'bold-text'?"))
  }
}

/// A relation that holds compares every run and breaks none; the same relation keeping what
/// Bold Text does change (the titles' weight) breaks at once, at that path, shrinks to one step,
/// and its written pair records both values: the comparison is not vacuous.
@Test func aStatedRelationHoldsOrBreaksWhereTheRunsDiffer() throws {
  let holds = try ExplorationSetup(
    path: "t.setup",
    text: glass + "\nrelation bold-text: set bold-text on keeps selection, tabs[*].frame, events")
  let kept = try RelationCheck(.stated(try #require(holds.statedRelations.first)), setup: holds)
  let lines = ["tap Search", "wait 10ms", "tap Library", "settle", "drag pill to Profile"]
  let outcome = kept.check(lines)
  #expect(outcome.compared)
  #expect(outcome.broken == nil)
  #expect(outcome.secondLines == outcome.firstLines)

  let everything = try ExplorationSetup(
    path: "t.setup", text: glass + "\nrelation bold: set bold-text on keeps all")
  let check = try RelationCheck(
    .stated(try #require(everything.statedRelations.first)), setup: everything)
  let broken = try #require(check.check(lines).broken)
  #expect(broken.path == "tabs[Home].text.weight")
  #expect(broken.expected == "medium")
  #expect(broken.actual == "bold")
  #expect(broken.step == 0)
  let explorer = Explorer(setup: everything, options: ExploreOptions(), output: { _ in })
  let finding = explorer.shrinkRelation(lines, check: check, broken: broken, runNumber: 1)
  #expect(finding.fileName == "relation-bold-seed0.scenario")
  #expect(finding.scenario.contains("scenario \"The second run: bold\"\nset bold-text on\n"))
  #expect(finding.scenario.contains("expect tabs[Home].text.weight == medium"))
  #expect(!finding.scenario.contains("relation bold:"))
}

/// A stand-in for a defect: a second run whose bar starts on another tab (as a tap that ignored
/// its tab would leave it) breaks a relation that keeps the selection, at the first step.
@Test func aStatedRelationFindsADifferenceInWhatItKeeps() throws {
  let setup = try ExplorationSetup(
    path: "t.setup", text: glass + "\nrelation b: set bold-text on keeps selection")
  let relation = CheckedRelation.stated(try #require(setup.statedRelations.first))
  let check = RelationCheck(
    relation: relation, first: setup,
    second: try ExplorationSetup(
      path: "t.setup", text: glass.replacing("glass Home Search", with: "glass Search Home")))
  let broken = try #require(check.check(["wait 10ms", "tap Library"]).broken)
  #expect(broken.path == "selection")
  #expect(broken.expected == "Home")
  #expect(broken.actual == "Search")
  #expect(broken.step == 0)
}

/// Every bundled stated relation holds on the real model.
@Test func theBundledStatedRelationHolds() throws {
  let path = "scenarios/explore/glass.setup"
  let setup = try ExplorationSetup(path: path, text: try PackageFiles.read(path))
  #expect(setup.statedRelations.map(\.name) == ["bold-text"])
  let explorer = Explorer(
    setup: setup,
    options: ExploreOptions(
      runs: 20, steps: 20, relations: try setup.relations(named: "bold-text")),
    output: { _ in })
  let result = explorer.explore()
  #expect(result.relationFindings.map(\.broken.message) == [])
  #expect(result.relationCounts.map(\.compared) == [20])
}
