/// What `navspec check` found: the counts of the search, how deep it went completely, where a
/// bound cut it, and the shortest sequence that broke each invariant. Every number is a count,
/// never a time, so the report is the same bytes on every run (the states per second are the
/// command's, on standard error).
public struct CheckReport: Sendable {
  /// The shortest sequence of actions that broke one invariant, as a scenario.
  public struct Counterexample: Sendable {
    public var broken: InvariantBreak
    public var steps: [String]
    /// The scenario file's name and text.
    public var fileName: String
    public var scenario: String
  }

  /// The shortest sequence that broke one relation between runs, as a scenario that runs both.
  public struct RelationCounterexample: Sendable {
    public var broken: RelationBreak
    public var steps: [String]
    public var fileName: String
    public var scenario: String
  }

  /// Why the search stopped before the depth asked for.
  public struct Cut: Hashable, Sendable {
    /// The depth whose states were being generated when the bound was reached.
    public var depth: Int
    public var maxStates: Int
  }

  /// New distinct states found at each depth, from depth 1.
  public var newStatesByDepth: [Int] = []
  /// States reached, counting each time a transition reached one (the start included).
  public var statesVisited = 1
  /// States told apart (`StateFingerprint`), the start included.
  public var distinctStates = 1
  /// Actions that ran (each reached a state).
  public var transitions = 0
  /// Lines that meant nothing where they were tried (the checker rejected them or the model
  /// refused them).
  public var refused = 0
  /// Every state within this many steps was visited.
  public var completeDepth = 0
  public var cut: Cut?
  public var counterexamples: [Counterexample] = []
  /// With `--relations`: how many sequences each relation compared and broke, and the shortest
  /// that broke each.
  public var relationCounts: [Explorer.RelationCount] = []
  public var relationCounterexamples: [RelationCounterexample] = []

  /// Whether an invariant or a relation broke.
  public var foundSomething: Bool { !counterexamples.isEmpty || !relationCounterexamples.isEmpty }

  /// What follows the per-depth lines and the counterexamples: one line for each invariant
  /// broken, the cut if there was one, and the summary.
  public var closingLines: [String] {
    var lines = counterexamples.map {
      "broken: \($0.broken.invariant) in \($0.steps.count) step\($0.steps.count == 1 ? "" : "s")"
        + " (the shortest sequence)"
    }
    lines += relationCounterexamples.map {
      "broken: relation \($0.broken.relation.name) in \($0.steps.count) step"
        + "\($0.steps.count == 1 ? "" : "s") (the shortest sequence)"
    }
    if !relationCounts.isEmpty {
      lines.append("relations: " + relationCounts.map(\.relation.name).joined(separator: ", "))
      for count in relationCounts {
        lines.append(
          "  \(count.relation.name): \(count.compared) sequence\(count.compared == 1 ? "" : "s") "
            + "compared, \(count.broken) broken")
      }
    }
    if let cut {
      lines.append(
        "cut: the bound of \(cut.maxStates) states was reached at depth \(cut.depth); depth "
          + "\(completeDepth) was searched completely (raise --max-states to go deeper)")
    }
    let count = counterexamples.count
    lines.append(
      "\(statesVisited) states visited, \(distinctStates) distinct, \(transitions) transitions "
        + "(\(refused) refused), depth \(completeDepth) complete, \(count) invariant"
        + "\(count == 1 ? "" : "s") broken"
        + (relationCounts.isEmpty
          ? ""
          : ", \(relationCounterexamples.count) relation"
            + "\(relationCounterexamples.count == 1 ? "" : "s") broken"))
    return lines
  }
}
