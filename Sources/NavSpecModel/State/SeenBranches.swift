/// The children of the last few branches a reader of the state tree met at one place, each with
/// what the reader found in them: a branch a component handed back unbuilt (`StateMemo`) is one
/// of them, its very storage (`StateNode.sameStorage`), and what was found in it then holds now.
/// `navspec explore` records coverage from the whole tree after every step, and a component
/// keeps the last few branches of a place (`KeptBranches`), handing back now one, now another:
/// as the selection moves among the tabs and back, coverage remembering the last branch only
/// walked the others again. Those kept here are never freed while kept, so no other branch can
/// come to have their storage. (`finite-values` and the generator's frames pair a branch with
/// the last one met only: kept four at each place, they cost as much as they skipped.)
/// Inlinable: the readers are in another module and ask after every step.
public struct SeenBranches<Value: Sendable>: Sendable {
  @usableFromInline var seen: [(children: [StateNode.Child], value: Value)] = []

  /// How many are kept (our decision: as many as a component keeps of one place,
  /// `KeptBranches`).
  @inlinable public static var limit: Int { 4 }

  @inlinable public init() {}

  /// What was found in `children`, when they are the storage of a branch met here before.
  @inlinable public func value(for children: [StateNode.Child]) -> Value? {
    for index in seen.indices where StateNode.sameStorage(seen[index].children, children) {
      return seen[index].value
    }
    return nil
  }

  /// Whether `children` are the storage of a branch met here before.
  @inlinable public func contains(_ children: [StateNode.Child]) -> Bool {
    value(for: children) != nil
  }

  /// Keeps `children` with what was found in them, forgetting the oldest past `limit`.
  @inlinable public mutating func insert(_ children: [StateNode.Child], _ value: Value) {
    if seen.count == Self.limit { seen.removeLast() }
    seen.insert((children, value), at: 0)
  }
}

extension SeenBranches where Value == Void {
  /// Keeps `children`, forgetting the oldest past `limit`.
  @inlinable public mutating func insert(_ children: [StateNode.Child]) {
    insert(children, ())
  }
}
