/// The router's stacks, one per tab title: a small ordered map from title to stack.
///
/// Why not a `[String: NavigationStack]`: the environment reads the selected tab's stack depth,
/// and every navigation step its stack, several times per step and touch sample, and hashing the
/// title each time took about a twentieth of a typical scenario's run. A bar has a handful of
/// tabs, and comparing a few short titles costs less than hashing one (Swift compares short
/// strings by their inline bits). A TabView may have thousands of tabs, so past
/// `linearSearchLimit` titles an index by title is kept as well, and lookups stay O(1).
public struct TabStacks: Hashable, Sendable {
  /// In insertion order: the router's tabs, then any unknown tab a caller acted on.
  public private(set) var titles: [String] = []
  private var stacks: [NavigationStack] = []
  /// Built once there are more than `linearSearchLimit` titles.
  private var indexByTitle: [String: Int]?

  /// Our decision, measured: up to this many titles a linear search beats hashing the title.
  static let linearSearchLimit = 16

  init() {}

  /// The index of `title`, if it has a stack.
  @inline(__always)
  private func index(of title: String) -> Int? {
    if let indexByTitle { return indexByTitle[title] }
    return titles.firstIndex(of: title)
  }

  public var count: Int { stacks.count }

  /// The stack at `index` in insertion order, read in place: for walks over every stack in any
  /// order, which need no title.
  public subscript(at index: Int) -> NavigationStack {
    _read { yield stacks[index] }
  }

  /// The depth and revision of `title`'s stack, read where it lies: through `self[title]` the
  /// whole stack was copied out (a retain of each of its parts) at every step and touch sample.
  func depthAndRevision(of title: String) -> (depth: Int, revision: Int)? {
    guard let index = index(of: title) else { return nil }
    return stacks.withUnsafeBufferPointer { ($0[index].depth, $0[index].revision) }
  }

  /// When the transition on `title`'s stack settles, read where it lies (as `depthAndRevision`);
  /// nil without a stack, a transition, or a settle time.
  func transitionSettleTime(of title: String) -> VirtualTime? {
    guard let index = index(of: title) else { return nil }
    return stacks.withUnsafeBufferPointer { $0[index].transition?.settleTime }
  }

  /// As a dictionary's subscript: setting nil removes the title, setting a new title adds it.
  public subscript(title: String) -> NavigationStack? {
    get { index(of: title).map { stacks[$0] } }
    _modify {
      guard let index = index(of: title) else {
        var added: NavigationStack?
        yield &added
        if let added { append(title, added) }
        return
      }
      // Moved out, a placeholder left behind, so that the stack changed through the optional is
      // uniquely referenced (no retain and release of its entries per change).
      var value: NavigationStack? = stacks[index]
      stacks[index] = NavigationStack(rootTitle: "")
      yield &value
      if let value {
        stacks[index] = value
      } else {
        remove(at: index)
      }
    }
  }

  /// Changes the stack in place (no copy of its entries), or the default added for a new title.
  public subscript(title: String, default defaultValue: @autoclosure () -> NavigationStack)
    -> NavigationStack
  {
    get { self[title] ?? defaultValue() }
    _modify {
      let index: Int
      if let found = self.index(of: title) {
        index = found
      } else {
        append(title, defaultValue())
        index = stacks.count - 1
      }
      yield &stacks[index]
    }
  }

  /// Adds `title` unless it has a stack already (the first keeps its stack).
  mutating func insertIfAbsent(_ title: String, _ stack: NavigationStack) {
    guard index(of: title) == nil else { return }
    append(title, stack)
  }

  private mutating func append(_ title: String, _ stack: NavigationStack) {
    titles.append(title)
    stacks.append(stack)
    if indexByTitle != nil {
      indexByTitle?[title] = titles.count - 1
    } else {
      rebuildIndex()
    }
  }

  private mutating func remove(at index: Int) {
    titles.remove(at: index)
    stacks.remove(at: index)
    if indexByTitle != nil { rebuildIndex() }
  }

  /// The index by title when there are more than `linearSearchLimit` titles, else none.
  private mutating func rebuildIndex() {
    indexByTitle =
      titles.count > Self.linearSearchLimit
      ? Dictionary(titles.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
      : nil
  }

  /// Equal when the same titles have equal stacks, in any order (as the dictionary it replaces).
  public static func == (lhs: TabStacks, rhs: TabStacks) -> Bool {
    guard lhs.count == rhs.count else { return false }
    for index in lhs.titles.indices where rhs[lhs.titles[index]] != lhs.stacks[index] {
      return false
    }
    return true
  }

  /// Independent of order, as `==` is: each title and stack hashed alone, the hashes combined by
  /// XOR (what `Dictionary` does).
  public func hash(into hasher: inout Hasher) {
    var combined = 0
    for index in titles.indices {
      var element = Hasher()
      element.combine(titles[index])
      element.combine(stacks[index])
      combined ^= element.finalize()
    }
    hasher.combine(count)
    hasher.combine(combined)
  }
}
