import Testing

@testable import NavSpecModel

/// `SeenBranches` knows a branch by its storage, not its contents, keeps the last `limit` met and
/// forgets the one met first.
@Suite struct SeenBranchesTests {
  @Test func itKnowsABranchByItsStorageAndForgetsTheOldestPastItsLimit() {
    func children(_ value: Double) -> [StateNode.Child] {
      [.init("n", .leaf(.number(value)))]
    }
    var seen = SeenBranches()
    let met = (0..<SeenBranches.limit).map { children(Double($0)) }
    for branch in met { seen.insert(branch) }
    #expect(met.allSatisfy(seen.contains))
    // Equal children of another storage were not met: what was found in them is not known.
    let equal = children(0)
    #expect(equal == met[0])
    #expect(!seen.contains(equal))
    // One more: the first met is forgotten, the rest kept.
    seen.insert(equal)
    #expect(seen.contains(equal))
    #expect(!seen.contains(met[0]))
    #expect(met.dropFirst().allSatisfy(seen.contains))
  }
}
