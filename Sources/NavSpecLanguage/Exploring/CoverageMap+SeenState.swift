import NavSpecModel

extension CoverageMap {
  /// One place of the state tree as the coverage has met it: its path, spelled once when first
  /// met, its children in the order last met, and the leaf texts already recorded there. After
  /// every step `record` walks the whole tree; with this, a leaf already seen costs a comparison
  /// of keys and a look-up of its text, where spelling its path and key and hashing them took a
  /// quarter of `navspec explore`'s time. Which keys are recorded does not change: a key is
  /// inserted the first time its place shows its text, exactly as before.
  struct SeenState: Sendable {
    /// The child key it was met under (`[*]` for every child of a keyed group).
    let key: String
    /// The state path, keyed groups collapsed to `[*]`, as the keys spell it.
    let path: String
    /// The root key it lies under: the component its keys are counted for.
    let root: String?
    /// Whether its children are keyed (`tabs[Home]`), so all meet as one `[*]`.
    let keyed: Bool
    var children: [SeenState] = []
    /// The leaf texts recorded here.
    var texts: Set<String> = []
    /// The text met here last: most leaves keep theirs from step to step, and comparing it
    /// costs less than hashing it.
    var lastText: String?
    /// The words of the list met here last, for the same reason.
    var lastWords: [String]?
    /// The branches met here, by position among their siblings: a keyed group's children all
    /// meet here (`tabs[*]`), and each tab's branch is compared with those met at its place.
    /// One met again holds the very leaves recorded when it was met, so it is not walked again
    /// (`SeenBranches`).
    var seenChildren: [SeenBranches] = []

    /// A root whose leaves are not coverage (`skippedRoots`): decided once, when it is first
    /// met, rather than by hashing its key after every step.
    let isSkipped: Bool

    init(key: String, path: String, root: String?) {
      self.key = key
      self.path = path
      self.root = root
      isSkipped = !path.contains(".") && Self.skippedRoots.contains(path)
      let last = path.split(separator: ".").last.map(String.init) ?? ""
      keyed = StateRoots.keyed.contains(last)
    }

    /// The root of the tree.
    static let top = SeenState(key: "", path: "", root: nil)

    /// Root keys whose leaves are not coverage: the settings (changed by the generator itself),
    /// the clock, the event log, the screen and the safe area (fixed by the set-up).
    static let skippedRoots: Set<String> = ["settings", "time", "events", "screen", "safeArea"]

    /// Records the discrete leaves under `node` (words, switches, sets of words) in `keys`.
    ///
    /// It reads the tree in place (a borrowed node, each branch's own buffer): a loop over the
    /// children copies each one and counts references to what it holds, which cost more than the
    /// rest of the walk.
    /// `position`: where the node is among its siblings that meet at this place (0 but in a
    /// keyed group).
    mutating func collect(
      _ node: borrowing StateNode, at position: Int = 0, into keys: inout Set<Key>
    ) {
      // Raw text, not the printed form: keys are counted, never printed.
      switch node {
      case .leaf(.string(let string)):
        guard string.utf8.count <= 24 else { return }
        record(string, into: &keys)
      case .leaf(.bool(let flag)): record(flag ? "true" : "false", into: &keys)
      case .leaf(.list(let words)):
        // Compared as words before they are joined: most lists (traits) are the ones met last.
        guard words != lastWords else { return }
        lastWords = words
        record("[" + words.joined(separator: ",") + "]", into: &keys)
      case .leaf(.none): record("none", into: &keys)
      case .leaf(.number): return
      case .branch(let children):
        if position < seenChildren.count, seenChildren[position].contains(children) { return }
        while seenChildren.count <= position { seenChildren.append(SeenBranches()) }
        seenChildren[position].insert(children)
        // The children of a branch come in the same order step after step: the next place
        // looked at is the one after the last found.
        var next = 0
        children.withUnsafeBufferPointer { children in
          for index in children.indices {
            let key = keyed ? "[*]" : children[index].key
            let place = place(of: key, from: next, root: root ?? children[index].key)
            next = place + 1
            if self.children[place].isSkipped { continue }
            self.children[place].collect(
              children[index].node, at: keyed ? index : 0, into: &keys)
          }
        }
      }
    }

    /// Records a leaf's text met here, unless it is the one met last.
    private mutating func record(_ text: String, into keys: inout Set<Key>) {
      guard text != lastText else { return }
      lastText = text
      guard texts.insert(text).inserted else { return }
      keys.insert(Key(kind: .state, component: root ?? path, text: "\(path) == \(text)"))
    }

    /// The index of the child place met under `key`, made when it is new; `hint` is where it
    /// most likely is.
    private mutating func place(of key: String, from hint: Int, root: String?) -> Int {
      if hint < children.count, children[hint].key == key { return hint }
      if let index = children.firstIndex(where: { $0.key == key }) { return index }
      let childPath = keyed ? "\(path)[*]" : (path.isEmpty ? key : "\(path).\(key)")
      children.append(SeenState(key: key, path: childPath, root: root))
      return children.count - 1
    }
  }
}
