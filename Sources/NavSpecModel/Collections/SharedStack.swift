/// A stack whose copies share their nodes: `append`, `popLast` and copying cost O(1) however deep
/// it is. A navigation stack is copied whenever the simulator is (a saved state, the REPL's
/// history, a value handed to a caller); with an array each copy followed by a push copied every
/// screen, so 32,000 pushes took 14 s (docs/model.md#cost).
///
/// Reading it bottom first (`elements`, iteration, `first`) walks every node: O(count).
public struct SharedStack<Element: Hashable & Sendable>: Sequence, Hashable, Sendable {
  /// One element and everything under it; immutable once linked.
  final class Node: Sendable {
    let element: Element
    let below: Node?
    let count: Int

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

  public mutating func append(_ element: Element) {
    top = Node(element, below: top)
  }

  @discardableResult
  public mutating func popLast() -> Element? {
    guard let node = top else { return nil }
    top = node.below
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
