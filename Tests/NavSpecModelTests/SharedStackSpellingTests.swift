import Testing

@testable import NavSpecModel

/// `SharedStack.joined(separator:spelling:)` keeps the last spelling and extends it after
/// pushes: `expect navigation.path` after 8,000 pushes spelled the whole path at every line, 21 s
/// for 8,000 lines (docs/model.md#long-files). The counts are of calls to `spelling`, not time.
struct SharedStackSpellingTests {
  /// A spelling that counts its calls.
  final class Counter: @unchecked Sendable {
    var calls = 0
    func spell(_ element: Int) -> String {
      calls += 1
      return String(element)
    }
  }

  /// 2,000 pushes then 2,000 reads: each element spelled once (4,000,000 calls when every read
  /// spelled the whole stack).
  @Test func readingAgainSpellsNothing() {
    let counter = Counter()
    var stack = SharedStack<Int>()
    for element in 0..<2_000 { stack.append(element) }
    for _ in 0..<2_000 { _ = stack.joined(separator: "/", spelling: counter.spell) }
    #expect(counter.calls == 2_000)
  }

  /// A push then a read, 2,000 times: each read spells the one new element.
  @Test func aReadAfterAPushSpellsThePush() {
    let counter = Counter()
    var stack = SharedStack<Int>()
    for element in 0..<2_000 {
      stack.append(element)
      _ = stack.joined(separator: "/", spelling: counter.spell)
    }
    #expect(counter.calls == 2_000)
  }

  /// 2,000 pushes and a read, then a pop and a read, 2,000 times: a pop hands the spelling down
  /// cut to the new top, so each element is spelled once (about 2,000,000 calls when each read
  /// after a pop spelled the stack again from the bottom).
  @Test func aReadAfterAPopSpellsNothing() {
    let counter = Counter()
    var stack = SharedStack<Int>()
    for element in 0..<2_000 { stack.append(element) }
    _ = stack.joined(separator: "/", spelling: counter.spell)
    for _ in 0..<2_000 {
      stack.popLast()
      _ = stack.joined(separator: "/", spelling: counter.spell)
    }
    #expect(counter.calls == 2_000)
    #expect(stack.joined(separator: "/", spelling: counter.spell) == "")
  }

  /// Pops of a stack whose copy still holds the popped top: both read the right text.
  @Test func aPopLeavesACopyItsSpelling() {
    var stack = SharedStack<Int>([1, 22, 333])
    let copy = stack
    #expect(copy.joined(separator: "/") { String($0) } == "1/22/333")
    stack.popLast()
    #expect(stack.joined(separator: "/") { String($0) } == "1/22")
    #expect(copy.joined(separator: "/") { String($0) } == "1/22/333")
    stack.append(4)
    #expect(stack.joined(separator: "/") { String($0) } == "1/22/4")
  }

  /// Whatever the pushes, pops, copies and reads, the spelling is the elements joined.
  @Test func theSpellingIsTheElementsJoined() {
    var random = SplitMix(seed: 23)
    var stacks = [SharedStack<Int>()]
    for step in 0..<3_000 {
      let which = Int(random.next() % UInt64(stacks.count))
      switch random.next() % 5 {
      case 0, 1: stacks[which].append(step)
      case 2: stacks[which].popLast()
      case 3: if stacks.count < 6 { stacks.append(stacks[which]) }
      default: break
      }
      let spelled = stacks[which].joined(separator: "/") { String($0) }
      #expect(spelled == stacks[which].elements.map(String.init).joined(separator: "/"))
    }
  }

  /// A deterministic generator (SplitMix64), so that a failure replays.
  struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }
}
