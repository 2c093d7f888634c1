/// One problem found in a scenario before anything runs (a parse or a check error).
public struct Diagnostic: Hashable, Sendable {
  public enum Severity: String, Sendable {
    case error
    case warning
    case note
  }

  public var severity: Severity
  public var message: String
  public var range: SourceRange
  /// A suggested fix, printed as a note: "did you mean 'Library'?".
  public var suggestion: String?

  public init(
    _ severity: Severity = .error, _ message: String, at range: SourceRange,
    suggestion: String? = nil
  ) {
    self.severity = severity
    self.message = message
    self.range = range
    self.suggestion = suggestion
  }

  public var location: SourceLocation { range.start }
}
