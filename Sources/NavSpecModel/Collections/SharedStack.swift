import Synchronization

/// A stack whose copies share their nodes: `append`, `popLast` and copying cost O(1) however deep
/// it is. A navigation stack is copied whenever the simulator is (a saved state, the REPL's
/// history, a value handed to a caller); with an array each copy followed by a push copied every
/// screen, so 32,000 pushes took 14 s (docs/model.md#cost).
///
/// Reading it bottom first (`elements`, iteration, `first`) walks every node: O(count).
/// `joined(separator:spelling:)` is the exception: see there.
public struct SharedStack<Element: Hashable & Sendable>: Sequence, Hashable, Sendable {
  /// One element and everything under it; immutable once linked.
  final class Node: Sendable {
    let element: Element
    let below: Node?
    let count: Int
    /// The stack up to this node spelled by `joined(separator:spelling:)`, once it was read
    /// here and until a node above takes it to extend (a cache: the node is otherwise
    /// immutable, and what it spells never changes).
    let spelling = Mutex<String?>(nil)
    /// The UTF-8 length of the stack up to this node as `joined` spells it, or -1 until a
    /// spelling reached it: a pop cuts the top's spelling to this length for the node below.
    let spelledLength = Atomic<Int>(-1)

    init(_ element: Element, below: Node?) {
      self.element = element
      self.below = below
      self.count = (below?.count ?? 0) + 1
    }
  }

  private var top: Node?

  public init() {}

  /// Bottom first.
  public init<S: Sequence>(_ elements: S) where S.Element == Element {
    for element in elements { append(element) }
  }

  public var count: Int { top?.count ?? 0 }
  public var isEmpty: Bool { top == nil }
  /// The top.
  public var last: Element? { top?.element }
  /// The element under the top.
  public var secondToLast: Element? { top?.below?.element }
  /// The bottom: O(count).
  public var first: Element? {
    var node = top
    while let below = node?.below { node = below }
    return node?.element
  }

  /// Bottom first: O(count).
  public var elements: [Element] {
    var result: [Element] = []
    result.reserveCapacity(count)
    var node = top
    while let current = node {
      result.append(current.element)
      node = current.below
    }
    return result.reversed()
  }

  /// The elements bottom first, each spelled by `spelling`, joined by `separator`: the same
  /// text whatever `spelling` is, as long as a stack is always spelled the same way (a stack
  /// has one spelling: its navigation path).
  ///
  /// The spelling is kept in the top node, so reading it again costs O(1); reading it after
  /// pushes extends the nearest spelling below, taking it from its node and appending to it in
  /// place, so each push costs its own element's spelling once. `expect navigation.path`
  /// spelled the whole path at every line: 8,000 pushes then 8,000 expectations took 21 s
  /// (docs/model.md#long-files). A pop hands the top's spelling down, cut to the length of the
  /// node below (`popLast`), so a read after a pop costs O(1) as well.
  public func joined(separator: String, spelling: (Element) -> String) -> String {
    guard let top else { return "" }
    if let cached = top.spelling.withLock({ $0 }) { return cached }
    var above: [Node] = []
    var node: Node? = top
    var base: String?
    while let current = node {
      // Taken, not copied: the text is then held once, and grows in place.
      base = current.spelling.withLock { cached in
        defer { cached = nil }
        return cached
      }
      if base != nil { break }
      above.append(current)
      node = current.below
    }
    var text = base ?? ""
    for (offset, current) in above.reversed().enumerated() {
      if base != nil || offset > 0 { text += separator }
      text += spelling(current.element)
      current.spelledLength.store(text.utf8.count, ordering: .relaxed)
    }
    top.spelling.withLock { $0 = text }
    return text
  }

  public mutating func append(_ element: Element) {
    top = Node(element, below: top)
  }

  /// Hands the top's spelling, if it holds one, to the node below, cut to that node's length:
  /// O(the popped element's spelling). A copy that still holds the popped node spells it again
  /// from below when it reads (our decision: a spelling has one owner, so it grows in place).
  @discardableResult
  public mutating func popLast() -> Element? {
    guard let node = top else { return nil }
    top = node.below
    if let below = node.below {
      let length = below.spelledLength.load(ordering: .relaxed)
      if length >= 0, below.spelling.withLock({ $0 == nil }),
        var text = node.spelling.withLock({ cached -> String? in
          defer { cached = nil }
          return cached
        }), text.utf8.count >= length
      {
        text.removeSubrange(text.utf8.index(text.startIndex, offsetBy: length)..<text.endIndex)
        below.spelling.withLock { $0 = text }
      }
    }
    return node.element
  }

  public mutating func removeAll() {
    top = nil
  }

  public func makeIterator() -> IndexingIterator<[Element]> {
    elements.makeIterator()
  }

  /// Equal elements in the same order; shared nodes are equal without looking further.
  public static func == (lhs: SharedStack, rhs: SharedStack) -> Bool {
    guard lhs.count == rhs.count else { return false }
    var left = lhs.top
    var right = rhs.top
    while let l = left, let r = right {
      if l === r { return true }
      guard l.element == r.element else { return false }
      left = l.below
      right = r.below
    }
    return true
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    var node = top
    while let current = node {
      hasher.combine(current.element)
      node = current.below
    }
  }
}
