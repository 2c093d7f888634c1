import Glibc

/// A state navspec's own code holds impossible (a buffer without an address): one line on
/// standard error and exit status 4, the status docs/cli.md gives an internal fault. A
/// `preconditionFailure`, `fatalError` or force unwrap would trap instead: exit status 132 and,
/// on a terminal, the Swift runtime's backtrace prompt, which waits 30 s for an answer
/// (docs/cli.md#exit-status). InternalFaultTests keeps this target free of them.
enum InternalFault {
  static func exit(_ what: String) -> Never {
    _ = OutputWriter.writeAll(
      "error: internal fault: \(what) (a bug in navspec: please report it)\n",
      to: STDERR_FILENO)
    Glibc.exit(ExitStatus.internalFault.rawValue)
  }
}
