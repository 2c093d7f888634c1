/// Checks statements one at a time, each in the context of those checked before it: what
/// `ScenarioChecker.check` does for each line of a scenario, for a driver that receives the
/// lines one by one (the REPL). It does not report a scenario without an expectation, since a
/// line-by-line session has no end.
///
/// To check a line without accepting it, check it on a copy and keep the copy only if the line
/// is accepted (the checker is a value).
public struct LineChecker: Sendable {
  var context = CheckContext()

  public init() {}

  /// The diagnostics for `statement`, which becomes part of the context either way: the first
  /// `DiagnosticList.capacity` of them, then a note saying how many more there were.
  public mutating func check(_ statement: Statement) -> [Diagnostic] {
    context.diagnostics = DiagnosticList()
    context.check(statement)
    let found = context.diagnostics
    guard let summary = found.omissionSummary, let last = found.last else { return Array(found) }
    return Array(found) + [Diagnostic(.note, summary, at: last.range)]
  }
}
