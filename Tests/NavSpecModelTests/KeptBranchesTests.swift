import Testing

@testable import NavSpecModel

/// `KeptBranches` hands back the branch built from equal inputs (the very storage, not a branch
/// built again), keeps the last `limit` built, and forgets the one built first (asking for a kept
/// branch does not make it newer).
@Suite struct KeptBranchesTests {
  @Test func itHandsBackWhatItKeptAndForgetsTheFirstBuiltPastItsLimit() {
    var kept = KeptBranches<Int>()
    // Each build makes a new storage, so a branch handed back is told from one built again.
    func branch(_ input: Int) -> [StateNode.Child] {
      kept.branch(for: input) { .branch([.init("n", .leaf(.number(Double(input))))]) }.children
    }
    func same(_ one: [StateNode.Child], _ other: [StateNode.Child]) -> Bool {
      StateNode.sameStorage(one, other)
    }
    let limit = KeptBranches<Int>.limit
    let first = (0..<limit).map(branch)
    for input in (0..<limit).reversed() { #expect(same(branch(input), first[input])) }
    #expect(first.map { $0.first?.node } == (0..<limit).map { .leaf(.number(Double($0))) })
    // One more: built, and the first built (0) forgotten, though it was asked for last.
    let newest = branch(limit)
    #expect(same(branch(limit), newest))
    #expect(same(branch(1), first[1]))
    let again = branch(0)
    #expect(!same(again, first[0]))
    #expect(again == first[0])
    // Building 0 again forgot 1, the oldest kept then.
    #expect(!same(branch(1), first[1]))
  }
}
