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

  /// Indices in log order, with a way to skip the matched ones that costs amortised O(1) each:
  /// `next[p]` is `p` while the event at position `p` is unmatched, and once it is matched a later
  /// position to look at instead (path compression keeps the chains short). Reading the first
  /// few unmatched events then costs those few, however many were matched between them: a list
  /// filtered whole at every read made each failing `expect events` cost the whole log.
  struct Pending: Sendable {
    private(set) var indices: [Int] = []
    private var next: [Int] = []
    /// How many of `indices` are unmatched.
    private(set) var unmatchedCount = 0

    init() {}

    init(first index: Int) {
      append(index)
    }

    mutating func append(_ index: Int) {
      next.append(indices.count)
      indices.append(index)
      unmatchedCount += 1
    }

    /// The first position at or after `position` whose event is unmatched (`indices.count` when
    /// there is none), shortening the chain it followed.
    mutating func unmatchedPosition(from position: Int) -> Int {
      var root = position
      while root < next.count, next[root] != root { root = next[root] }
      var step = position
      while step < next.count, next[step] != step {
        let following = next[step]
        next[step] = root
        step = following
      }
      return root
    }

    /// Log indices of the first `limit` unmatched events, in log order.
    mutating func first(_ limit: Int) -> [Int] {
      var result: [Int] = []
      var position = unmatchedPosition(from: 0)
      while position < indices.count, result.count < limit {
        result.append(indices[position])
        position = unmatchedPosition(from: position + 1)
      }
      return result
    }

    /// Every unmatched one, in log order: O(count), for the few readers that want them all.
    func all(_ matched: [Bool]) -> [Int] {
      indices.filter { !matched[$0] }
    }

    /// Marks the event at log index `index` matched, if this list holds it unmatched.
    mutating func markMatched(_ index: Int) {
      // `indices` is ascending: a binary search finds its position.
      var low = 0
      var high = indices.count
      while low < high {
        let middle = (low + high) / 2
        if indices[middle] < index { low = middle + 1 } else { high = middle }
      }
      guard low < indices.count, indices[low] == index, next[low] == low else { return }
      next[low] = low + 1
      unmatchedCount -= 1
    }
  }

  /// Grows the flags to the log's length (new events are unmatched).
  public mutating func sync(with events: [Event]) {
    guard matched.count < events.count else { return }
    for index in matched.count..<events.count {
      let kind = events[index].kind
      kinds.append(kind)
      if let slot = slot(of: kind) {
        byKind[slot].pending.append(index)
      } else {
        byKind.append((kind, Pending(first: index)))
      }
      if !kind.isQuiet { loud.append(index) }
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
    return byKind[slot].pending.all(matched)
  }

  /// How many events named `name` are unmatched.
  public func unmatchedCount(named name: String) -> Int {
    guard let kind = EventKind(rawValue: name), let slot = slot(of: kind) else { return 0 }
    return byKind[slot].pending.unmatchedCount
  }

  /// The first unmatched event named `name` that `accepts` takes, in log order, looking at each
  /// unmatched one of that name in turn and at no other: an expectation that holds on the
  /// oldest such event costs O(1), however many came after it.
  public mutating func firstUnmatched(named name: String, where accepts: (Int) -> Bool) -> Int? {
    guard let kind = EventKind(rawValue: name), let slot = slot(of: kind) else { return nil }
    var position = byKind[slot].pending.unmatchedPosition(from: 0)
    while position < byKind[slot].pending.indices.count {
      let index = byKind[slot].pending.indices[position]
      if accepts(index) { return index }
      position = byKind[slot].pending.unmatchedPosition(from: position + 1)
    }
    return nil
  }

  /// The first `limit` unmatched events named `name`, in log order.
  public mutating func firstUnmatched(named name: String, limit: Int) -> [Int] {
    guard let kind = EventKind(rawValue: name), let slot = slot(of: kind) else { return [] }
    return byKind[slot].pending.first(limit)
  }

  public mutating func markMatched(_ index: Int) {
    guard !matched[index] else { return }
    matched[index] = true
    if !kinds[index].isQuiet { loud.markMatched(index) }
    if let slot = slot(of: kinds[index]) { byKind[slot].pending.markMatched(index) }
  }

  /// Whether an event fits a pattern: same name, and every argument the pattern names is equal
  /// (numbers within the written tolerance, else 1e-6). Arguments left out match anything.
  public static func matches(_ event: Event, _ pattern: EventPattern) -> Bool {
    guard event.kind.rawValue == pattern.name.value else { return false }
    return pattern.arguments.allSatisfy { matches(event, $0) }
  }

  /// Whether `event` has the argument `argument` names, with its value.
  public static func matches(_ event: Event, _ argument: EventArgumentPattern) -> Bool {
    guard let value = event.argument(argument.label.value) else { return false }
    if ValueComparison.equals(value, argument.value.value, tolerance: argument.tolerance) {
      return true
    }
    // A word that names the value (`edge: top`), where the event has one.
    guard let name = event.argumentName(argument.label.value) else { return false }
    return argument.value.value.text == name
  }

  /// The events `expect events [...]` compares against: unmatched ones, leaving out quiet
  /// (animation and environment) events unless a pattern names a quiet kind. All of them, in log
  /// order: O(log length), for `:save` and tests; an expectation reads `candidates(for:limit:)`.
  public func candidates(in events: [Event], for patterns: [EventPattern]) -> [Int] {
    let namedQuiet = quietKinds(namedIn: patterns)
    var result = loud.all(matched)
    for kind in namedQuiet {
      if let slot = slot(of: kind) { result += byKind[slot].pending.all(matched) }
    }
    return namedQuiet.isEmpty ? result : result.sorted()
  }

  /// The first `limit` of `candidates(in:for:)` and how many there are in all, without reading
  /// the rest: a failing `expect events` shows a few and counts the others, and one that holds
  /// needs only as many as it lists (one more tells that there are more).
  public mutating func candidates(for patterns: [EventPattern], limit: Int) -> (
    first: [Int], count: Int
  ) {
    var first = loud.first(limit)
    var count = loud.unmatchedCount
    for kind in quietKinds(namedIn: patterns) {
      guard let slot = slot(of: kind) else { continue }
      first += byKind[slot].pending.first(limit)
      count += byKind[slot].pending.unmatchedCount
    }
    // Each list is in log order, so the first `limit` of their union are among the first
    // `limit` of each.
    return (Array(first.sorted().prefix(limit)), count)
  }

  /// The quiet kinds a list of patterns names, each once.
  private func quietKinds(namedIn patterns: [EventPattern]) -> [EventKind] {
    var kinds: [EventKind] = []
    for pattern in patterns {
      if let kind = EventKind(rawValue: pattern.name.value), kind.isQuiet, !kinds.contains(kind) {
        kinds.append(kind)
      }
    }
    return kinds
  }
}
