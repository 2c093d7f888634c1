/// What a scenario's `skip` or `xfail` line says about its verdict. A scenario has at most one:
/// a skipped scenario does not run, so it cannot fail, and the parser refuses both.
public enum ScenarioMark: Hashable, Sendable {
  /// `skip "reason"`: none of its steps runs; it is reported as skipped.
  case skip(reason: String)
  /// `xfail "reason"`: it runs and is expected to fail (a known defect); if it passes, that is
  /// its failure, so a fixed defect is noticed.
  case expectedFailure(reason: String)

  /// The reason as written, escapes resolved.
  public var reason: String {
    switch self {
    case .skip(let reason), .expectedFailure(let reason): reason
    }
  }

  /// The keyword that states it: `skip` or `xfail`.
  public var keyword: String {
    switch self {
    case .skip: "skip"
    case .expectedFailure: "xfail"
    }
  }
}
