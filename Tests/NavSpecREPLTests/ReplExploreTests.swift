import NavSpecLanguage
import NavSpecREPL
import Testing

/// `:explore` runs `navspec explore` on the set-up typed so far and leaves the session as it was.
@Test func exploreRunsOnTheSessionsSetup() {
  let (session, responses) = ReplTesting.session([
    ReplTesting.bar, "tap Search", ":explore --runs 4 --steps 6 --seed 2",
  ])
  let text = responses.last?.text ?? ""
  #expect(text.hasPrefix("explore <repl>: seed 2, 4 runs of up to 6 steps\n"))
  #expect(text.hasSuffix("4 runs, 24 steps, 0 invariants broken\n"))
  #expect(responses.last?.failed == false)
  #expect(session.simulator.now.microseconds == 50_000)
  // The same options print the same text.
  #expect(ReplTesting.output([ReplTesting.bar, ":explore --runs 4 --steps 6 --seed 2"]) == text)
}

@Test func exploreNeedsASetupAndGoodOptions() {
  #expect(ReplTesting.output([":explore"]).hasPrefix("error: the set-up declares nothing"))
  #expect(
    ReplTesting.output([ReplTesting.bar, ":explore --steps"])
      == "error: --steps needs a number\nnote: usage: :explore [--seed S] [--runs N] [--steps M] "
      + "[--relations LIST]\n")
}

/// A finding's header says how to reproduce it in the REPL, where the set-up is the session's.
@Test func exploreFindingsReproduceWithExplore() {
  let text = ReplTesting.output([
    ReplTesting.bar, "invariant selection == Home", ":explore --runs 5 --steps 10",
  ])
  #expect(text.contains("\n# Reproduce: :explore --seed 0 --runs 1 --steps 10\n"))
  #expect(text.hasSuffix(" 1 invariant broken\n"))
}

/// `:explore --relations` checks the built-in relations on the session's set-up, and a misspelt
/// name is told the nearest.
@Test func exploreChecksRelations() {
  let text = ReplTesting.output([ReplTesting.bar, ":explore --runs 3 --steps 5 --relations split"])
  #expect(text.contains("\nrelations: split\n  split: 3 runs compared, 0 broken\n"))
  #expect(text.hasSuffix("3 runs, 15 steps, 0 invariants broken, 0 relations broken\n"))
  #expect(
    ReplTesting.output([ReplTesting.bar, ":explore --relations spilt"]).hasPrefix(
      "error: unknown relation 'spilt'; did you mean 'split'?"))
}
