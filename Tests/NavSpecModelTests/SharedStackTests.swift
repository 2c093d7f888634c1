import Testing

@testable import NavSpecModel

/// The stack behind every navigation stack: copies share nodes but never see each other's
/// changes, and a very deep one is freed without overflowing the call stack.
struct SharedStackTests {
  @Test func copiesAreIndependent() {
    var original = SharedStack([1, 2, 3])
    var copy = original
    copy.append(4)
    original.popLast()
    #expect(original.elements == [1, 2])
    #expect(copy.elements == [1, 2, 3, 4])
    #expect(copy.last == 4)
    #expect(copy.secondToLast == 3)
    #expect(copy.first == 1)
    #expect(copy.count == 4)
  }

  @Test func equalityComparesElementsNotNodes() {
    let shared = SharedStack([1, 2])
    var grown = shared
    grown.append(3)
    let rebuilt = SharedStack([1, 2, 3])
    #expect(grown == rebuilt)
    #expect(grown.hashValue == rebuilt.hashValue)
    #expect(shared != rebuilt)
    #expect(SharedStack([1, 2, 4]) != rebuilt)
  }

  @Test func emptyStack() {
    var stack = SharedStack<Int>()
    #expect(stack.popLast() == nil)
    #expect(stack.first == nil && stack.last == nil && stack.secondToLast == nil)
    #expect(stack.isEmpty && stack.elements.isEmpty)
    stack.removeAll()
    #expect(stack == SharedStack<Int>())
  }

  /// A million nodes, as deep as no scenario gets, are built, copied and freed on a test thread
  /// without exhausting its stack (a deinit that recursed per node would). A crash is a regression.
  @Test func aMillionDeepStackIsFreedWithoutOverflow() {
    var stack = SharedStack<Int>()
    for value in 0..<1_000_000 { stack.append(value) }
    var copy = stack
    copy.popLast()
    #expect(copy.count == 999_999)
    stack.removeAll()
    copy.removeAll()
    #expect(stack.isEmpty && copy.isEmpty)
  }
}
