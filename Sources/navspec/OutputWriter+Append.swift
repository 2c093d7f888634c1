import NavSpecLanguage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension OutputWriter {
  /// Appends to the file at `path` (created if missing) the text `compose` gives for the bytes
  /// the file already holds: GitHub's job summary is one file per step that every command of
  /// the step appends to, under a cap on the whole (`GitHubJobSummary.byteLimit`).
  ///
  /// Opened without blocking and only if it is a regular file, so a named pipe or a device
  /// named by the variable is an error, never a hang.
  static func append(to path: String, what: String, _ compose: (Int) -> String) throws(Failure) {
    func failure(_ reason: String) -> Failure {
      Failure(message: "cannot write \(what) to \(printable(path)): \(reason)")
    }
    let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_NONBLOCK | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw failure(systemMessage(errno)) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw failure(systemMessage(errno)) }
    guard info.st_mode & S_IFMT == S_IFREG else { throw failure("it is not a regular file") }
    let text = compose(Int(clamping: info.st_size))
    if let problem = writeAll(text, to: descriptor) { throw failure(problem) }
  }
}
