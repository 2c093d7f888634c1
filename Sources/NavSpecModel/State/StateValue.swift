/// A value in the state tree or in an event's arguments.
public enum StateValue: Hashable, Sendable {
  case number(Double)
  case string(String)
  case bool(Bool)
  /// An unordered set of words, such as accessibility traits; `contains` tests membership.
  case list([String])
  /// Nothing there: no VoiceOver focus, no drag in progress.
  case none
}
