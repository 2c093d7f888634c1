import NavSpecModel

/// `relation NAME: CHANGE[, CHANGE…] keeps WHAT[, WHAT…]` in a set-up file
/// (docs/explore.md#stated-relations): a relation between two runs a team states itself. The
/// second run's set-up adds the changes (`set bold-text on`); after every step of both runs,
/// what it keeps must agree: state path patterns (`selection`, `tabs[*].frame`) and `events`,
/// or `all`, or `all except …`.
struct RelationStatement: Hashable, Sendable {
  var name: Located<String>
  /// The changes the second run's set-up adds, each parsed as a line of its own would be.
  var additions: [Statement]
  var comparison: RelationComparison
}

/// What a stated relation compares after every step.
public enum RelationComparison: Hashable, Sendable {
  /// `keeps selection, events`: only these.
  case only([RelationPattern])
  /// `keeps all` (no exceptions) or `keeps all except settings, events`.
  case allExcept([RelationPattern])

  var patterns: [RelationPattern] {
    switch self {
    case .only(let patterns), .allExcept(let patterns): patterns
    }
  }
}

/// One thing a stated relation names: the events each step emits, or a state path pattern, which
/// covers every value under it (`tabs[*].frame` covers `tabs[Home].frame.x`).
public enum RelationPattern: Hashable, Sendable {
  case events(SourceRange)
  case path(StatePath)

  /// The word that names the events.
  static let eventsWord = "events"
  /// The word that names everything, and the word before exceptions.
  static let allWord = "all"
  static let exceptWord = "except"
  /// The word between the changes and what must agree.
  static let keepsWord = "keeps"
}
