/// The children of the last few branches a reader of the state tree met at one place: a branch a
/// component handed back unbuilt (`StateMemo`) is one of them, its very storage
/// (`StateNode.sameStorage`), and what the reader found in it then holds now. `navspec explore`
/// records coverage from the whole tree after every step, and a component keeps the last few
/// branches of a place (`KeptBranches`), handing back now one, now another: as the selection
/// moves among the tabs and back, coverage remembering the last branch only walked the others
/// again. Those kept here are never freed while kept, so no other branch can come to have their
/// storage. (`finite-values` and the generator's frames pair a branch with the last one met
/// only: kept four at each place, they cost as much as they skipped.)
/// Inlinable: the reader is in another module and asks after every step.
public struct SeenBranches: Sendable {
  @usableFromInline var seen: [[StateNode.Child]] = []

  /// How many are kept (our decision: as many as a component keeps of one place,
  /// `KeptBranches`).
  @inlinable public static var limit: Int { 4 }

  @inlinable public init() {}

  /// Whether `children` are the storage of a branch met here before.
  @inlinable public func contains(_ children: [StateNode.Child]) -> Bool {
    seen.contains { StateNode.sameStorage($0, children) }
  }

  /// Keeps `children`, newest first, forgetting the oldest past `limit`.
  @inlinable public mutating func insert(_ children: [StateNode.Child]) {
    if seen.count == Self.limit { seen.removeLast() }
    seen.insert(children, at: 0)
  }
}
