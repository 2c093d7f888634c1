/// The exit statuses of `navspec`, one meaning each, so a script or CI job can tell a failing
/// specification from a broken command line and from a report that never arrived.
///
/// When several apply, the highest wins: a run whose report could not be written exits with 3
/// even if an expectation failed, because whoever reads the status cannot read the report.
enum ExitStatus: Int32, CaseIterable {
  /// Every scenario that ran passed.
  case passed = 0
  /// An expectation failed (or, with `--exhaustive`, an event went unmatched).
  case expectationFailed = 1
  /// The command line was wrong, or an input could not be used: a path that does not exist, a
  /// file or folder that cannot be read, a file that does not parse or check, a `--filter` or
  /// a `--tag` that matched nothing.
  case invalidInput = 2
  /// The report could not be written: standard output closed, a full disk, a broken pipe, an
  /// `--output` file that cannot be created.
  case outputFailed = 3
  /// navspec itself went wrong: an error no input should cause. Reported with what is known,
  /// never passed off as a failing scenario.
  case internalFault = 4

  /// What the status means, as `navspec run --help` and docs/cli.md list it (one line of
  /// the help's 80 columns each).
  var meaning: String {
    switch self {
    case .passed: "every scenario that ran passed"
    case .expectationFailed: "an expectation failed"
    case .invalidInput: "bad usage or input, a parse or check error, an unmatched --filter or --tag"
    case .outputFailed: "the report could not be written (standard output, --output, --report)"
    case .internalFault: "an internal fault in navspec (a bug: please report it)"
    }
  }

  /// The table for `--help`: one line per status.
  static var table: String {
    // A loop rather than `map` and `joined`: ArgumentParser reads this at every start (in the
    // help text of `run`), and the generic calls cost a cold start their first instantiation.
    var table = ""
    for status in allCases {
      if !table.isEmpty { table += "\n" }
      table += "  \(status.rawValue)  \(status.meaning)"
    }
    return table
  }
}
