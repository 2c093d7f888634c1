/// Which part of the state tree a reader wants. Building the whole tree for one expectation cost
/// in proportion to every stack's depth and every tab and route, so a scenario of n pushes each
/// followed by `expect navigation.depth == …` cost O(n²): 8,000 pairs took 73 s
/// (docs/model.md#cost). With a path, only the branch it goes down is built: one root key, one
/// child of a keyed group, and a stack's path text only when it is read.
public struct StateDemand: Hashable, Sendable {
  /// Nil: everything (the REPL's `:state`, the checker's reference state).
  private let path: [StateNode.PathStep]?
  /// Whether the path's root is a keyed group (`tabs[…]`), looked up once: `wants(_:under:)`
  /// asks it for every child of the branch being built, and a set of strings hashes its key.
  private let rootIsKeyed: Bool
  /// The path's first step when it names a root child, kept apart: every branch asks whether it
  /// is the one wanted, once for each of its children.
  private let root: String?
  /// Root children the whole tree leaves out (`everything(except:)`).
  private let excludedRoots: [String]
  /// The one leaf read of every child of the keyed group the path names
  /// (`leaf(_:ofEveryChildOf:)`); nil: the whole of each child.
  private var leafOfEveryChild: String?

  public static let everything = StateDemand(path: nil)

  /// The whole tree but these root children: the REPL's answer to a step leaves out
  /// `state.json`, which restates every stack's path and, spelled at every step, made each
  /// step cost every stack's depth (docs/model.md#long-files).
  public static func everything(except roots: [String]) -> StateDemand {
    StateDemand(path: nil, excluding: roots)
  }

  /// `StateRoots.keyed` as a list: a handful of short names compare faster than a set hashes one.
  private static let keyedRoots = StateRoots.keyed.sorted()

  public init(path: [StateNode.PathStep]?) {
    self.init(path: path, excluding: [])
  }

  /// Every child of keyed group `group` (`tabs[…]`), each with the leaf `leaf` alone: what
  /// `one-selection` reads (`tabs[…].selected`). The group's children are the ones the whole
  /// group has (`keys(of:among:)` gives them all), so only what each child holds is narrowed:
  /// building every tab's whole branch (its frame, accessibility element and colours) to read
  /// one flag of each took about a twentieth of a step of `navspec explore`.
  static func leaf(_ leaf: String, ofEveryChildOf group: String) -> StateDemand {
    var demand = StateDemand(path: [.name(group)])
    demand.leafOfEveryChild = leaf
    return demand
  }

  private init(path: [StateNode.PathStep]?, excluding excludedRoots: [String]) {
    self.path = path
    self.excludedRoots = excludedRoots
    if case .name(let root)? = path?.first {
      self.root = root
      rootIsKeyed = Self.keyedRoots.contains(root)
    } else {
      root = nil
      rootIsKeyed = false
    }
  }

  private func step(_ index: Int) -> StateNode.PathStep? {
    guard let path, index < path.count else { return nil }
    return path[index]
  }

  /// Whether the root child `key` is on the path.
  public func wants(_ key: String) -> Bool {
    guard path != nil else { return excludedRoots.isEmpty || !excludedRoots.contains(key) }
    guard let root else { return false }
    return root == key
  }

  /// Whether the demand reads only root children among `keys` (a path whose first step is one
  /// of them); false for the whole tree.
  public func wantsOnly(among keys: Set<String>) -> Bool {
    guard let root else { return false }
    return keys.contains(root)
  }

  /// `wantsOnly(among:)` for a short list, which compares faster than a set hashes.
  func wantsOnly(among keys: [String]) -> Bool {
    guard let root else { return false }
    return keys.contains(root)
  }

  /// Whether `leaf`, a child of root child `parent` (or of a keyed group's child), is on the path.
  public func wants(_ leaf: String, under parent: String) -> Bool {
    guard path != nil else { return true }
    guard let root, root == parent else { return false }
    if let leafOfEveryChild { return leaf == leafOfEveryChild }
    // A path that ends above the leaf reads the branch holding it, whole.
    let level = rootIsKeyed ? 2 : 1
    guard let step = step(level) else { return true }
    guard case .name(let name) = step else { return false }
    return name == leaf
  }

  /// The children of keyed group `group` to build, from all its keys: the one the path's
  /// subscript names (by key, else by position, as `StateNode.entry` resolves it), or all.
  public func keys(of group: String, among keys: [String]) -> [String] {
    guard path != nil else { return keys }
    guard let root, root == group else { return [] }
    guard let next = step(1) else { return keys }
    guard case .subscript(let wanted) = next else { return [] }
    return resolve(wanted, among: keys).map { [$0] } ?? []
  }

  /// The path with a positional subscript replaced by the key it names, so that it finds its
  /// child in a group built with that child alone.
  func resolvedPath(keysOf group: (String) -> [String]) -> [StateNode.PathStep] {
    guard var path else { return [] }
    if path.count > 1, rootIsKeyed, case .name(let root) = path[0],
      case .subscript(let wanted) = path[1],
      let key = resolve(wanted, among: group(root))
    {
      path[1] = .subscript(key)
    }
    return path
  }

  private func resolve(_ wanted: String, among keys: [String]) -> String? {
    if keys.contains(wanted) { return wanted }
    guard let index = Int(wanted), keys.indices.contains(index) else { return nil }
    return keys[index]
  }
}

extension StateDemand {
  /// Appends root child `key` when the demand reads it, building it only then: what keeps an
  /// expectation from building branches it does not name.
  public func add(
    _ key: String, to children: inout [StateNode.Child], _ build: () -> StateNode
  ) {
    if wants(key) { children.append(.init(key, build())) }
  }

  /// Appends `key`, a child of root child `parent` (or of a keyed group's child), when the demand
  /// reads it (or the whole of `parent`), building it only then: `pill.offset` builds the
  /// offset, not the pill's frame and colours.
  public func add(
    _ key: String, under parent: String, to children: inout [StateNode.Child],
    _ build: () -> StateNode
  ) {
    if wants(key, under: parent) { children.append(.init(key, build())) }
  }
}
