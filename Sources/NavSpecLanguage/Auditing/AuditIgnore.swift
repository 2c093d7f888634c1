/// One `audit ignore` line as `navspec audit` reads it: what it matches, where it stands and
/// why (`because "…"`), so that a report can say of an accepted finding who accepted it and on
/// what grounds (docs/audits.md#suppressing).
struct AuditIgnore: Hashable, Sendable {
  var selector: AuditSelector
  var location: SourceLocation
  var reason: String?

  /// The `audit ignore` lines among `statements`, in order.
  static func all<Statements: Sequence<Statement>>(in statements: Statements) -> [AuditIgnore] {
    statements.compactMap { statement in
      guard case .component(let box) = statement.kind,
        case .ignore(let selector, let reason)? = box.statement as? AuditStatement
      else { return nil }
      return AuditIgnore(selector: selector, location: statement.location, reason: reason?.value)
    }
  }
}
