import Foundation
import Testing

// `invariant` end to end: a broken invariant fails `navspec run` at the step that broke it, once,
// and JSON names it (docs/explore.md#invariants).

/// A scenario whose stated invariants break, written to a scratch folder (not Fixtures/, whose
/// folder walk other tests list).
private let brokenInvariantScenario = """
  # A stated invariant breaks at the second tap and is reported there, once, though it stays
  # broken; the built-ins switched on beside it hold throughout.
  tabbar glass Home Search Library Profile
  invariant built-in

  scenario "The selection leaves the allowed tabs"
  invariant selection in [Home, Search]
  tap Search
  settle
  tap Library
  settle
  tap Profile
  expect selection == Profile

  scenario "A stated invariant that does not hold when stated"
  tap Library
  invariant selection == Home
  expect invariant one-selection
  """

@Test func aBrokenInvariantFailsTheRunAtTheStepThatBrokeIt() throws {
  let folder = try scratchFolder("invariant")
  defer { try? FileManager.default.removeItem(at: folder) }
  try Data(brokenInvariantScenario.utf8).write(
    to: folder.appendingPathComponent("broken-invariant.scenario"))
  let outcome = try navspec(["run", "."], in: folder)
  #expect(outcome.status == 1)
  #expect(outcome.stderr.isEmpty)
  #expect(
    outcome.stdout == """
      FAIL  ./broken-invariant.scenario: The selection leaves the allowed tabs
        ./broken-invariant.scenario:10:1: invariant broke after `tap Library`: selection in [Home, Search] does not hold at 0.450s
            tap Library
          expected: in [Home, Search]
            actual: Library
          events around 0.450s:
            0.050s  selectionChanged(from: Home, to: Search, cause: tap)
            0.050s  animationBegan(property: pill.offset, from: -9.75, to: 87.75, animation: "easeInOut(0.35s)")
            0.400s  animationSettled(property: pill.offset, value: 87.75)
            0.450s  selectionChanged(from: Search, to: Library, cause: tap)
            0.450s  animationBegan(property: pill.offset, from: 87.75, to: 185.25, animation: "easeInOut(0.35s)")
      FAIL  ./broken-invariant.scenario: A stated invariant that does not hold when stated
        ./broken-invariant.scenario:17:1: invariant broke when stated: selection == Home does not hold at 0.050s
            invariant selection == Home
          expected: Home
            actual: Library
          events around 0.050s:
            0.050s  selectionChanged(from: Home, to: Library, cause: tap)
            0.050s  animationBegan(property: pill.offset, from: -9.75, to: 185.25, animation: "easeInOut(0.35s)")
      0 passed, 2 failed, 0 skipped

      """)
}

@Test func aBrokenInvariantIsNamedInJSON() throws {
  let folder = try scratchFolder("invariant-json")
  defer { try? FileManager.default.removeItem(at: folder) }
  try Data(brokenInvariantScenario.utf8).write(
    to: folder.appendingPathComponent("broken-invariant.scenario"))
  let outcome = try navspec(["run", ".", "--format", "json"], in: folder)
  #expect(outcome.status == 1)
  let document = try #require(
    try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
  let files = try #require(document["files"] as? [[String: Any]])
  let scenarios = try #require(files.first?["scenarios"] as? [[String: Any]])
  let failures = scenarios.flatMap { ($0["failures"] as? [[String: Any]]) ?? [] }
  #expect(
    failures.compactMap { $0["invariant"] as? String } == [
      "selection in [Home, Search]", "selection == Home",
    ])
  #expect(failures.compactMap { $0["line"] as? Int } == [10, 17])
}
