import NavSpecModel

/// Matches `expect event` patterns against the model's event log, TestStore-style: each event can
/// be matched once; `expect events [...]` wants exactly the not-yet-matched events, in order.
///
/// Unmatched events are indexed by kind, and loud (not quiet) ones on their own, so an expectation
/// looks only at events it could match. Scanning the whole log made a scenario of n `push` and
/// `expect event pushed` pairs cost O(n²): 16,000 pairs took 21 s (docs/model.md#cost).
public struct EventMatcher: Sendable {
  /// One flag per event of the log, in log order.
  public private(set) var matched: [Bool] = []
  /// Each event's kind, in log order.
  private var kinds: [EventKind] = []
  /// Unmatched events of each kind, in log order, for the kinds seen so far in the order first
  /// seen. A short list searched in order, not a dictionary: a scenario emits a dozen kinds or
  /// so, and every step files its events here, where hashing and growing a dictionary was about
  /// 2% of a typical scenario's run.
  private var byKind: [(kind: EventKind, pending: Pending)] = []
  /// Unmatched loud events, in log order: what `expect events [...]` and exhaustive mode see.
  private var loud = Pending()

  public init() {}

  /// Indices in log order whose matched ones at the front are dropped as they are matched, so
  /// matching events in the order they came costs O(1) each. Ones matched further in are skipped
  /// when read.
  struct Pending: Sendable {
    var indices: [Int] = []
    var start = 0

    func unmatched(_ matched: [Bool]) -> [Int] {
      indices[start...].filter { !matched[$0] }
    }

    mutating func dropMatched(_ matched: [Bool]) {
      while start < indices.count, matched[indices[start]] { start += 1 }
      // Keep memory in step with what is pending: forget the dropped front once it dominates.
      if start > 64, start * 2 > indices.count {
        indices.removeFirst(start)
        start = 0
      }
    }
  }

  /// Grows the flags to the log's length (new events are unmatched).
  public mutating func sync(with events: [Event]) {
    guard matched.count < events.count else { return }
    for index in matched.count..<events.count {
      let kind = events[index].kind
      kinds.append(kind)
      if let slot = slot(of: kind) {
        byKind[slot].pending.indices.append(index)
      } else {
        byKind.append((kind, Pending(indices: [index])))
      }
      if !kind.isQuiet { loud.indices.append(index) }
    }
    matched.append(contentsOf: repeatElement(false, count: events.count - matched.count))
  }

  private func slot(of kind: EventKind) -> Int? {
    byKind.firstIndex { $0.kind == kind }
  }

  /// Indices of events not matched yet: O(log length).
  public func unmatched(in events: [Event]) -> [Int] {
    events.indices.filter { !matched[$0] }
  }

  /// Indices of unmatched events named `name`, in log order (none for a name no event has).
  public func unmatched(named name: String) -> [Int] {
    guard let kind = EventKind(rawValue: name), let slot = slot(of: kind) else { return [] }
    return byKind[slot].pending.unmatched(matched)
  }

  public mutating func markMatched(_ index: Int) {
    matched[index] = true
    loud.dropMatched(matched)
    if let slot = slot(of: kinds[index]) { byKind[slot].pending.dropMatched(matched) }
  }

  /// Whether an event fits a pattern: same name, and every argument the pattern names is equal
  /// (numbers within the written tolerance, else 1e-6). Arguments left out match anything.
  public static func matches(_ event: Event, _ pattern: EventPattern) -> Bool {
    guard event.kind.rawValue == pattern.name.value else { return false }
    return pattern.arguments.allSatisfy { argument in
      guard let value = event.argument(argument.label.value) else { return false }
      if ValueComparison.equals(value, argument.value.value, tolerance: argument.tolerance) {
        return true
      }
      // A word that names the value (`edge: top`), where the event has one.
      guard let name = event.argumentName(argument.label.value) else { return false }
      return argument.value.value.text == name
    }
  }

  /// The events `expect events [...]` compares against: unmatched ones, leaving out quiet
  /// (animation and environment) events unless a pattern names a quiet kind.
  public func candidates(in events: [Event], for patterns: [EventPattern]) -> [Int] {
    let namedQuiet = Set(
      patterns.compactMap { EventKind(rawValue: $0.name.value) }.filter(\.isQuiet))
    var result = loud.unmatched(matched)
    for kind in namedQuiet {
      if let slot = slot(of: kind) { result += byKind[slot].pending.unmatched(matched) }
    }
    return namedQuiet.isEmpty ? result : result.sorted()
  }
}
