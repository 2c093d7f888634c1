/// How a scenario ended, as every report tells it. A scenario without `skip` or `xfail` passes
/// or fails; `skip` makes it skipped; `xfail` turns a failure into an expected one, and a pass
/// into a failure (`unexpectedPass`), so that a defect that was fixed is noticed.
public enum ScenarioStatus: String, Hashable, Sendable, CaseIterable {
  case passed
  case failed
  case skipped
  /// `xfail`, and it failed: reported, but it fails nothing.
  case expectedFailure = "xfail"
  /// `xfail`, and it passed: a failure of the run.
  case unexpectedPass = "xpass"

  /// Whether the scenario fails the run (exit status 1).
  public var failsTheRun: Bool {
    switch self {
    case .failed, .unexpectedPass: true
    case .passed, .skipped, .expectedFailure: false
    }
  }

  /// The verdict word: `PASS`, `FAIL`, `SKIP`, `XFAIL`, `XPASS`.
  public var word: String {
    switch self {
    case .passed: "PASS"
    case .failed: "FAIL"
    case .skipped: "SKIP"
    case .expectedFailure: "XFAIL"
    case .unexpectedPass: "XPASS"
    }
  }

  /// The word padded to five columns, as the human report's verdict column has it (`PASS `,
  /// `XFAIL`, and `ERROR` for a file that did not parse).
  public var verdict: String {
    word + String(repeating: " ", count: max(0, 5 - word.count))
  }
}
