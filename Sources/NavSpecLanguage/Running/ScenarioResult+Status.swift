extension ScenarioResult {
  /// How it ended: its failures, read with its `skip` or `xfail` line.
  public var status: ScenarioStatus {
    switch mark {
    case .skip?: .skipped
    case .expectedFailure?: failureCount > 0 ? .expectedFailure : .unexpectedPass
    case nil: failureCount > 0 ? .failed : .passed
    }
  }

  /// Why an `xfail` scenario that passed fails the run, in every report:
  /// `expected to fail (the pill overshoots) but passed`. Nil for any other status.
  public var unexpectedPassMessage: String? {
    guard status == .unexpectedPass, let mark else { return nil }
    return "expected to fail (\(mark.reason)) but passed"
  }
}
