import NavSpecLanguage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every byte `navspec` prints goes through here, so that no write can trap.
///
/// Foundation's `FileHandle.write(_:)` traps when the write fails (a full disk, a closed
/// descriptor, a reader that went away); these functions call write(2) directly, retry
/// interrupted and partial writes, and report a failure as a `Failure` the command turns into
/// one line on standard error and exit status 3.
enum OutputWriter {
  struct Failure: Error {
    /// Printed after "error: " on standard error: "cannot write the report to standard
    /// output: No space left on device".
    var message: String
  }

  /// Makes write failures visible as errors instead of signals. Without this, writing to a
  /// pipe whose reader has gone kills the process with SIGPIPE, and writing past the file-size
  /// limit (`ulimit -f`) kills it with SIGXFSZ; ignored, the write returns EPIPE or EFBIG.
  static func ignoreWriteSignals() {
    signal(SIGPIPE, SIG_IGN)
    signal(SIGXFSZ, SIG_IGN)
  }

  /// Writes `text` to standard output; `what` names the text in the error ("the report").
  static func writeStandardOutput(_ text: String, what: String) throws(Failure) {
    if let problem = writeAll(text, to: STDOUT_FILENO) {
      throw Failure(message: "cannot write \(what) to standard output: \(problem)")
    }
  }

  /// Writes `error: message` on standard error. If even that fails there is nowhere left to
  /// say so; the exit status still tells.
  static func writeError(_ message: String) {
    writeStandardError("error: \(message)\n")
  }

  /// Writes `text` on standard error, each line neutralised for a GitHub Actions log: a path
  /// holding `##[error]` would otherwise be taken for a command there, whatever the format
  /// (`GitHubLog.neutralised`; it changes nothing in a line no runner could take for one).
  static func writeStandardError(_ text: String) {
    _ = writeAll(GitHubLog.neutralised(text), to: STDERR_FILENO)
  }

  /// Writes the whole of `text` to `descriptor`; nil when it all went, else why not.
  static func writeAll(_ text: String, to descriptor: Int32) -> String? {
    var bytes = Array(text.utf8)
    return bytes.withUnsafeMutableBytes { buffer -> String? in
      // Only an empty text has no address, and then there is nothing to write.
      guard let base = buffer.baseAddress else { return nil }
      var written = 0
      while written < buffer.count {
        let result = write(descriptor, base + written, buffer.count - written)
        if result < 0 {
          if errno == EINTR { continue }
          return systemMessage(errno)
        }
        // write(2) never returns 0 for a non-empty regular write; guard against looping.
        if result == 0 { return "nothing was written" }
        written += result
      }
      return nil
    }
  }

  /// strerror's text for an errno value: "No space left on device".
  static func systemMessage(_ code: Int32) -> String {
    String(cString: strerror(code))
  }

  /// A path as it may be printed: control characters escaped, so a file name cannot drive the
  /// terminal or forge a line of output.
  static func printable(_ path: String) -> String {
    "'" + PrintableText.escaping(path) + "'"
  }
}

extension OutputWriter {
  /// A file's errors and warnings on standard error, as the human report prints them: for a
  /// report that is a whole document or goes to a file, which a person may not read, so that a
  /// status 2 always says why.
  static func writeStandardError(_ diagnostics: DiagnosticList, in source: SourceFile?) {
    for diagnostic in diagnostics {
      writeStandardError(DiagnosticRenderer.render(diagnostic, in: source))
    }
  }
}
