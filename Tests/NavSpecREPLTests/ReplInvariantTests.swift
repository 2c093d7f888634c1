import Testing

@testable import NavSpecREPL

/// `invariant` typed at the prompt: it holds when typed, and a later step that breaks it says so
/// before what it changed (docs/explore.md#invariants).
struct ReplInvariantTests {
  @Test func aStepThatBreaksAnInvariantShowsTheFailureFirst() {
    let (_, responses) = ReplTesting.session([
      ReplTesting.bar, "invariant selection in [Home, Search]", "tap Search", "tap Library",
      "tap Profile",
    ])
    #expect(responses[1].text == "✓ holds\n")
    #expect(!responses[2].failed)
    #expect(responses[3].failed)
    #expect(
      responses[3].text.hasPrefix(
        "✗ <repl>:4:1: invariant broke after `tap Library`: selection in [Home, Search] does "
          + "not hold at 0.100s\n"))
    #expect(responses[3].text.contains("  selection: Search → Library\n"))
    // Reported once: the next step that leaves it broken says nothing of it.
    #expect(!responses[4].failed)
  }
}
