/// The branches last built for one place of the state tree, newest first, each with what it was
/// built from (`StateMemo`): at most `limit` (our decision: four, a setting or two switched and
/// back, which `navspec explore` does run after run; with one, a run changing a setting and the
/// next starting without it built every tab again).
struct KeptBranches<Inputs: Equatable & Sendable>: Sendable {
  private var kept: [(inputs: Inputs, branch: StateNode)] = []
  static var limit: Int { 4 }

  /// The branch built from `inputs`, kept, or built now by `build` and kept.
  mutating func branch(for inputs: Inputs, _ build: () -> StateNode) -> StateNode {
    // By index: `first(where:)` hands back a copy of the pair, inputs and all.
    for index in kept.indices where kept[index].inputs == inputs {
      // Debug builds (the tests) check every branch handed back against one built afresh.
      assert(kept[index].branch == build())
      return kept[index].branch
    }
    let branch = build()
    if kept.count == Self.limit { kept.removeLast() }
    kept.insert((inputs, branch), at: 0)
    return branch
  }
}
