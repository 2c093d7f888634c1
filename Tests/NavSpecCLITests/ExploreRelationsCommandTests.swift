import Foundation
import Testing

/// `navspec explore --relations`: names each relation checked, and refuses an unknown one.
@Test func exploreRelationsNamesEachRelationChecked() throws {
  let outcome = try navspec([
    "explore", "explore/glass.setup", "--runs", "5", "--steps", "8", "--relations", "all",
  ])
  #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)")
  let lines = outcome.stdout.split(separator: "\n").map(String.init)
  #expect(lines.contains("relations: mirror, reduce-motion, time-shift, restore, split"))
  for name in ["reduce-motion", "time-shift", "split"] {
    #expect(lines.contains("  \(name): 5 runs compared, 0 broken"))
  }
  #expect(
    lines.contains { $0.hasPrefix("  restore: ") && $0.hasSuffix(" runs compared, 0 broken") })
  #expect(outcome.lastLine == "5 runs, 40 steps, 0 invariants broken, 0 relations broken")
  let again = try navspec([
    "explore", "explore/glass.setup", "--runs", "5", "--steps", "8", "--relations", "all",
  ])
  #expect(again.stdout == outcome.stdout)
}

@Test func exploreRelationsRefusesAnUnknownName() throws {
  let outcome = try navspec(["explore", "explore/glass.setup", "--relations", "mirror,spilt"])
  #expect(outcome.status == 2)
  #expect(outcome.stderr.contains("unknown relation 'spilt'; did you mean 'split'?"))
  #expect(outcome.stdout.isEmpty)
}

/// A relation the set-up states is run by name and by `all` (after the built-ins), and a
/// misspelt name is told the stated one.
@Test func exploreRunsAStatedRelationByName() throws {
  let outcome = try navspec([
    "explore", "explore/bold-text.setup", "--runs", "5", "--steps", "8", "--relations",
    "bold-text",
  ])
  #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)")
  let lines = outcome.stdout.split(separator: "\n").map(String.init)
  #expect(lines.contains("relations: bold-text"))
  #expect(lines.contains("  bold-text: 5 runs compared, 0 broken"))
  let all = try navspec([
    "explore", "explore/bold-text.setup", "--runs", "2", "--steps", "4", "--relations", "all",
  ])
  #expect(
    all.stdout.contains(
      "\nrelations: mirror, reduce-motion, time-shift, restore, split, bold-text\n"))
  let misspelt = try navspec(["explore", "explore/bold-text.setup", "--relations", "bold-txet"])
  #expect(misspelt.status == 2)
  #expect(misspelt.stderr.contains("unknown relation 'bold-txet'; did you mean 'bold-text'?"))
  #expect(misspelt.stdout.isEmpty)
}
