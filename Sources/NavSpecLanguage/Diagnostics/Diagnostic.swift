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
  /// Other places that explain it, each printed after it with its own location and line: the
  /// line of a flow the error happened in (`FlowFrame`).
  public var notes: [DiagnosticNote] = []

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

/// A place a diagnostic (or a failure) points to besides its own: `tabs.flow:3:3: note: in flow
/// 'open-tab'`. It carries the line it points at, so it prints the same whichever file the
/// diagnostic it belongs to is rendered against.
public struct DiagnosticNote: Hashable, Sendable {
  public var message: String
  public var range: SourceRange
  /// The line `range` is on, without its comment, as written; printed with a caret under the
  /// range.
  public var line: String

  public init(_ message: String, at range: SourceRange, line: String) {
    self.message = message
    self.range = range
    self.line = line
  }

  public var location: SourceLocation { range.start }
}
