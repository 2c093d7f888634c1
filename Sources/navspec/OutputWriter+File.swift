#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension OutputWriter {
  /// Writes `text` to the file at `path` so that the file afterwards holds either the whole
  /// text or what it held before, never a part of it.
  ///
  /// The text goes to a hidden temporary file in the same folder, which is synced and then
  /// renamed over `path` (rename(2) replaces a file in one step within a file system, so a
  /// reader or a crash sees the old file or the new one). On any failure the temporary file is
  /// removed and `path` is left as it was. A symbolic link is followed, so the link stays and
  /// its target gets the report. A path that is not a regular file (`/dev/null`, `/dev/stdout`,
  /// a named pipe) cannot be replaced by a rename: it is written in place.
  static func writeFile(_ text: String, to path: String, what: String) throws(Failure) {
    func failure(_ reason: String) -> Failure {
      Failure(message: "cannot write \(what) to \(printable(path)): \(reason)")
    }
    var info = stat()
    var target = path
    if stat(path, &info) == 0 {
      switch info.st_mode & S_IFMT {
      case S_IFDIR:
        throw failure("it is a folder")
      case S_IFREG:
        if let resolved = realpath(path, nil) {
          target = String(cString: resolved)
          free(resolved)
        }
      default:
        try writeInPlace(text, to: path, failure: failure)
        return
      }
    }
    guard let slash = target.lastIndex(of: "/") else {
      try replace(target, folder: ".", name: target, with: text, failure: failure)
      return
    }
    let name = String(target[target.index(after: slash)...])
    guard !name.isEmpty else { throw failure("it names a folder") }
    let folder = slash == target.startIndex ? "/" : String(target[..<slash])
    try replace(target, folder: folder, name: name, with: text, failure: failure)
  }

  /// The temporary-file-and-rename write described above.
  private static func replace(
    _ target: String, folder: String, name: String, with text: String,
    failure: (String) -> Failure
  ) throws(Failure) {
    // Hidden, so a folder walk of `navspec run` never picks it up; mkstemp makes the name
    // unique and creates the file exclusively.
    var template = Array((folder + "/." + name + ".navspec-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer in
      // Never nil: the template holds at least its terminating NUL.
      guard let name = buffer.baseAddress else { InternalFault.exit("no temporary file name") }
      return mkstemp(name)
    }
    guard descriptor >= 0 else { throw failure(systemMessage(errno)) }
    let temporary = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    // mkstemp creates the file readable by its owner only; give it the permissions a plain
    // create would (0666 less the umask), as a report is not a secret.
    let mask = umask(0)
    umask(mask)
    fchmod(descriptor, 0o666 & ~mask)

    var problem = writeAll(text, to: descriptor)
    if problem == nil, fsync(descriptor) != 0 { problem = systemMessage(errno) }
    // close(2) can report a deferred write error (NFS, quotas): it counts as a failure too.
    if close(descriptor) != 0, problem == nil { problem = systemMessage(errno) }
    if problem == nil, rename(temporary, target) != 0 { problem = systemMessage(errno) }
    if let problem {
      unlink(temporary)
      throw failure(problem)
    }
  }

  /// Opens an existing non-regular file (a device, a pipe) and writes to it directly.
  private static func writeInPlace(
    _ text: String, to path: String, failure: (String) -> Failure
  ) throws(Failure) {
    let descriptor = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
    guard descriptor >= 0 else { throw failure(systemMessage(errno)) }
    var problem = writeAll(text, to: descriptor)
    if close(descriptor) != 0, problem == nil { problem = systemMessage(errno) }
    if let problem { throw failure(problem) }
  }
}
