/// A relation between two runs that did not hold: which relation, after which step of the first
/// run, which state path (or event) disagreed, and the two sides.
public struct RelationBreak: Hashable, Sendable {
  public var relation: CheckedRelation
  /// The index of the first run's step after which the runs were compared; -1 for the moment
  /// right after the second run's restore (the `restore` relation).
  public var step: Int
  /// The state path that disagreed, or `events` when the events did, or `refused` when the
  /// second run turned down a line the first took.
  public var path: String
  /// What the second run should have shown, from the first run's value, and what it showed.
  public var expected: String
  public var actual: String
  /// The first run's step as written (empty for the restore moment).
  public var line: String

  public var message: String {
    let when = step < 0 ? "right after the restore" : "after `\(line)`"
    return "relation \(relation.name) broke \(when): \(path) should be \(expected) "
      + "in the second run, is \(actual)"
  }
}
