/// What one component keeps from one whole state tree to the next, to hand a branch back
/// unbuilt when what it is built from has not changed (`ScreenComponent.stateChildren(_:in:memo:)`).
/// Each component keeps a value of its own type here; none keeps anything by default.
///
/// Why: `navspec explore` reads the whole tree after every generated step (the built-in
/// invariants, the coverage and the frames it aims at), and the glass bar's four tabs were the
/// largest part of building it, though most steps change none of what they show. A value, like
/// the model: a copy of a run carries its own, and nothing is shared between threads.
///
/// What a component keeps is one case of `Kept`, not a value of any type: asking an existential
/// for its type after every step (a dynamic cast, and a copy out of its box) cost about 2 % of a
/// step of `navspec explore`.
public struct StateMemo: Sendable {
  /// What the components that keep something keep.
  enum Kept: Sendable {
    case nothing
    case glassTabBar(GlassTabBar.BranchesMemo)
  }

  var kept = Kept.nothing

  public init() {}
}

/// A `StateMemo` for each component, by its index (`Simulator.state(reusing:)`).
public struct StateTreeMemo: Sendable {
  var components: [StateMemo] = []
  /// The root's `settings` branch, the last few built, each with the settings it shows.
  var settings = KeptBranches<Settings>()
  /// The last tree built through this memo whose numbers were all found finite, kept by the
  /// caller that checked it (`Simulator.invariantViolations(_:in:finiteBefore:)`): the next
  /// check skips what the next tree shares with it.
  public var finiteTree: StateNode?

  public init() {}
}

extension ComponentEnvironment {
  /// The environment with its clock at zero: for comparing two environments but for the clock.
  var withoutClock: ComponentEnvironment {
    var environment = self
    environment.device.now = .zero
    return environment
  }
}

extension StateNode {
  /// Whether two branches' children are one storage: a branch a component handed back unbuilt
  /// (`StateMemo`). Such children are the same, so what a reader found in one holds for the
  /// other, and a reader that walks the tree after every step skips them. (Two arrays of the
  /// same storage hold the same elements, as a change copies a shared storage; the reader keeps
  /// the earlier one alive, so its storage cannot be freed and reused for another.)
  public static func sameStorage(_ one: [Child], _ other: [Child]) -> Bool {
    one.count == other.count
      && one.withUnsafeBufferPointer { one in
        other.withUnsafeBufferPointer { one.baseAddress == $0.baseAddress }
      }
  }
}
