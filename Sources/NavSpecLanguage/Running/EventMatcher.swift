import NavSpecModel

/// Matches `expect event` patterns against the model's event log, TestStore-style: each event can
/// be matched once; `expect events [...]` wants exactly the not-yet-matched events, in order.
public struct EventMatcher: Sendable {
  /// One flag per event of the log, in log order.
  public private(set) var matched: [Bool] = []

  public init() {}

  /// Grows the flags to the log's length (new events are unmatched).
  public mutating func sync(with events: [Event]) {
    if matched.count < events.count {
      matched += Array(repeating: false, count: events.count - matched.count)
    }
  }

  /// Indices of events not matched yet.
  public func unmatched(in events: [Event]) -> [Int] {
    events.indices.filter { !matched[$0] }
  }

  public mutating func markMatched(_ index: Int) {
    matched[index] = true
  }

  /// Whether an event fits a pattern: same name, and every argument the pattern names is equal
  /// (numbers within the written tolerance, else 1e-6). Arguments left out match anything.
  public static func matches(_ event: Event, _ pattern: EventPattern) -> Bool {
    guard event.kind.rawValue == pattern.name.value else { return false }
    return pattern.arguments.allSatisfy { argument in
      guard let value = event.argument(argument.label.value) else { return false }
      return ValueComparison.equals(value, argument.value.value, tolerance: argument.tolerance)
    }
  }

  /// The events `expect events [...]` compares against: unmatched ones, leaving out quiet
  /// (animation and environment) events unless a pattern names a quiet kind.
  public func candidates(in events: [Event], for patterns: [EventPattern]) -> [Int] {
    let namedQuiet = Set(
      patterns.compactMap { EventKind(rawValue: $0.name.value) }.filter(\.isQuiet))
    return unmatched(in: events).filter {
      !events[$0].kind.isQuiet || namedQuiet.contains(events[$0].kind)
    }
  }
}
