/// The model's state as a tree: every value an expectation can read is a leaf reached by a
/// dotted path such as `tabs[Library].a11y.label`.
public enum StateNode: Hashable, Sendable {
  case leaf(StateValue)
  /// Children in a fixed, meaningful order (printing must be deterministic).
  case branch([Child])

  public struct Child: Hashable, Sendable {
    public var key: String
    public var node: StateNode

    public init(_ key: String, _ node: StateNode) {
      self.key = key
      self.node = node
    }
  }

  /// One step of a path: `.name("pill")` or `.subscript("Library")`.
  public enum PathStep: Hashable, Sendable {
    case name(String)
    /// A key (a tab title) or, when no key matches and it is a whole number, a 0-based position.
    case `subscript`(String)
  }

  public var children: [Child] {
    if case .branch(let children) = self { return children }
    return []
  }

  /// Whether it is a branch: asked without copying out its children.
  public var isBranch: Bool {
    switch self {
    case .branch: true
    case .leaf: false
    }
  }

  public func child(_ step: PathStep) -> StateNode? {
    entry(step)?.node
  }

  /// The child a step reaches, with its key (a subscript may name it by position).
  public func entry(_ step: PathStep) -> Child? {
    guard case .branch(let children) = self, let index = Self.index(of: step, in: children)
    else { return nil }
    return children[index]
  }

  /// Follows a path; nil when any step is missing. Each step is looked up in the branch where it
  /// lies: through `child(_:)`, every step copied the children's list and the child's key.
  public func node(at path: [PathStep]) -> StateNode? {
    node(at: path[...])
  }

  /// `node(at:)` for the rest of a path.
  func node(at path: ArraySlice<PathStep>) -> StateNode? {
    var node = self
    for step in path {
      guard case .branch(let children) = node, let index = Self.index(of: step, in: children)
      else { return nil }
      node = children[index].node
    }
    return node
  }

  /// Where `step` is among `children`: the child of that key, or for a subscript that no key
  /// matches and that is a whole number, the child at that position.
  private static func index(of step: PathStep, in children: [Child]) -> Int? {
    switch step {
    case .name(let key):
      return children.firstIndex { $0.key == key }
    case .subscript(let key):
      if let match = children.firstIndex(where: { $0.key == key }) { return match }
      if let index = Int(key), index >= 0, index < children.count { return index }
      return nil
    }
  }
}
