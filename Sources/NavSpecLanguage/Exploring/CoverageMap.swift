import NavSpecModel

/// What the generated runs reached: the event kinds emitted, the discrete states the state tree
/// showed, and the branches (an event kind with its discrete arguments: `selectionChanged(cause:
/// drag)`, `scrollBounced(edge: top)`), each under the component that owns it (the state tree's
/// root key for states, the event's category for events and branches). A run that adds a key is
/// kept in the corpus, and later runs start from it more often (docs/explore.md#coverage).
public struct CoverageMap: Sendable {
  /// A thing reached: what kind, under which component, and its text.
  public struct Key: Hashable, Comparable, Sendable {
    public enum Kind: String, Comparable, Sendable {
      case event, state, branch
      public static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
    }
    public var kind: Kind
    public var component: String
    public var text: String

    public static func < (lhs: Key, rhs: Key) -> Bool {
      (lhs.kind, lhs.component, lhs.text) < (rhs.kind, rhs.component, rhs.text)
    }
  }

  public private(set) var keys: Set<Key> = []
  /// The places of the state tree met so far, and the texts recorded at each.
  private var seen = SeenState.top
  /// Each branch argument's value as `ValueFormatter.value` spells it, spelled once: telling
  /// whether a text needs quotes lexes and parses it, which after every step took about 3 % of
  /// `navspec explore`'s time, and the arguments take a few values over and over.
  private var spelled: [StateValue: String] = [:]
  /// The event kinds whose key is recorded, looked through before a key is made and hashed (its
  /// three strings, after every event of every step): a run's events are a few kinds over and
  /// over. A list, not a set: a kind's hash is its name's.
  private var kindsRecorded: [EventKind] = []

  public init() {}

  /// Event arguments whose values are a closed set of words: the branch a recognizer or a router
  /// took. Titles, numbers and free text are left out, or every run would look new.
  static let branchArguments: Set<String> = [
    "cause", "edge", "decelerates", "animated", "popped", "animation", "property", "kind",
    "direction", "placement",
  ]

  /// Adds what one step reached; returns how many keys were new.
  @discardableResult
  mutating func record(events: some Sequence<Event>, state: StateNode?) -> Int {
    let before = keys.count
    for event in events {
      let component = event.kind.category.rawValue
      if !kindsRecorded.contains(event.kind) {
        kindsRecorded.append(event.kind)
        keys.insert(Key(kind: .event, component: component, text: event.kind.rawValue))
      }
      var words: [String] = []
      for argument in event.arguments where Self.branchArguments.contains(argument.label) {
        // A value's name where it has one (`edge: top`, not the edge's offset, which differs
        // with the content's height).
        words.append("\(argument.label): \(argument.name ?? spelling(argument.value))")
      }
      if !words.isEmpty {
        keys.insert(
          Key(
            kind: .branch, component: component,
            text: "\(event.kind.rawValue)(\(words.joined(separator: ", ")))"))
      }
      if event.kind == .deepLinkRejected || event.kind == .stateRestoreRejected,
        case .string(let reason)? = event.argument("reason")
      {
        // The reason's first clause names the branch the parser took.
        let clause = reason.split(separator: ":").first.map(String.init) ?? reason
        keys.insert(
          Key(kind: .branch, component: component, text: "\(event.kind.rawValue)(\(clause))"))
      }
    }
    if let state { seen.collect(state, into: &keys) }
    return keys.count - before
  }

  /// `ValueFormatter.value(value)`, from `spelled` when it holds it.
  private mutating func spelling(_ value: StateValue) -> String {
    if let known = spelled[value] { return known }
    let text = ValueFormatter.value(value)
    spelled[value] = text
    return text
  }

  /// The event kinds no run emitted, in declaration order.
  public var eventKindsNeverReached: [EventKind] {
    let reached = Set(keys.filter { $0.kind == .event }.map(\.text))
    return EventKind.allCases.filter { !reached.contains($0.rawValue) }
  }

  /// How many keys of each kind each component reached, components in name order.
  public var summary: [(component: String, events: Int, states: Int, branches: Int)] {
    var counts: [String: (Int, Int, Int)] = [:]
    for key in keys {
      var count = counts[key.component, default: (0, 0, 0)]
      switch key.kind {
      case .event: count.0 += 1
      case .state: count.1 += 1
      case .branch: count.2 += 1
      }
      counts[key.component] = count
    }
    return counts.keys.sorted().map { ($0, counts[$0]!.0, counts[$0]!.1, counts[$0]!.2) }
  }
}
