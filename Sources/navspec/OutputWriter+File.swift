import NavSpecLanguage

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
  /// removed and `path` is left as it was. The new file keeps the permission bits of the one it
  /// replaces (a report kept private stays private). A symbolic link is followed, so the link
  /// stays and its target gets the report, even a link whose target does not exist yet (it is
  /// created, as the shell's `>` creates it). A hard link is not followed: the name written to
  /// gets the new file and the file's other names keep the old report, since writing in place
  /// would show them a half-written one. A path that is not a regular file (`/dev/null`,
  /// `/dev/stdout`, a named pipe) cannot be replaced by a rename: it is written in place.
  static func writeFile(_ text: String, to path: String, what: String) throws(Failure) {
    func failure(_ reason: String) -> Failure {
      Failure(message: "cannot write \(what) to \(printable(path)): \(reason)")
    }
    let target = try destination(of: path, failure: failure)
    var info = stat()
    var mode: mode_t?
    if stat(target, &info) == 0 {
      switch info.st_mode & S_IFMT {
      case S_IFDIR:
        throw failure("it is a folder")
      case S_IFREG:
        mode = info.st_mode & 0o7777
      default:
        try writeInPlace(text, to: target, failure: failure)
        return
      }
    }
    let (folder, name) = try split(target, failure: failure)
    try replace(target, folder: folder, name: name, with: text, mode: mode, failure: failure)
  }

  /// How `writeNewFile` went.
  enum NewFile {
    case written
    /// A file with exactly these contents was already there, and was left as it was.
    case unchanged
  }

  /// Writes `text` to a file at `path` that does not exist yet, as `writeFile` writes (a
  /// temporary file, synced), then gives it the name with link(2), which fails rather than
  /// replace a file that appeared meanwhile. An existing file is never replaced: one with the
  /// same contents is left as it is (`unchanged`), any other is an error. `navspec explore
  /// --out` writes this way, as the REPL's `:save` does (docs/cli.md#navspec-explore).
  static func writeNewFile(_ text: String, to path: String, what: String) throws(Failure)
    -> NewFile
  {
    func failure(_ reason: String) -> Failure {
      Failure(message: "cannot write \(what) to \(printable(path)): \(reason)")
    }
    let target = try destination(of: path, failure: failure)
    if try exists(target, holding: text, failure: failure) { return .unchanged }
    let (folder, name) = try split(target, failure: failure)
    let (temporary, descriptor) = try createTemporary(
      in: folder, for: name, mode: nil, failure: failure)
    try finish(descriptor, temporary: temporary, text: text, failure: failure)
    if link(temporary, target) == 0 {
      unlink(temporary)
      return .written
    }
    let code = errno
    unlink(temporary)
    guard code == EEXIST else { throw failure(systemMessage(code)) }
    // Created while the text was written: compared like one that was there before.
    if try exists(target, holding: text, failure: failure) { return .unchanged }
    throw failure("a file of that name appeared while it was written")
  }

  /// Whether a file is at `path` with exactly `text` in it; an error when one with anything
  /// else is, naming the way out.
  private static func exists(
    _ path: String, holding text: String, failure: (String) -> Failure
  ) throws(Failure) -> Bool {
    var info = stat()
    guard lstat(path, &info) == 0 else {
      if errno == ENOENT { return false }
      throw failure(systemMessage(errno))
    }
    guard info.st_mode & S_IFMT == S_IFREG,
      case .success(let bytes) = SourceFileReader.readBytes(
        path, limit: text.utf8.count, what: "the text to write"),
      bytes.elementsEqual(text.utf8)
    else {
      throw failure(
        "a different file of that name exists; it is kept (--overwrite replaces it)")
    }
    return true
  }

  /// The file a write to `path` reaches: `path` itself, or, when it is a symbolic link, the
  /// end of its chain of links, which need not exist. At most 40 links are followed (Linux's
  /// own limit, `MAXSYMLINKS`), so a loop is an error rather than a hang.
  private static func destination(
    of path: String, failure: (String) -> Failure
  ) throws(Failure) -> String {
    var current = path
    for _ in 0..<40 {
      var info = stat()
      guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink(current, &buffer, buffer.count - 1)
      guard count >= 0 else { throw failure(systemMessage(errno)) }
      let target = String(
        decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      if target.hasPrefix("/") {
        current = target
      } else if let slash = current.lastIndex(of: "/") {
        current = String(current[...slash]) + target
      } else {
        current = target
      }
    }
    throw failure(systemMessage(ELOOP))
  }

  /// The folder and the last component of `path`.
  private static func split(
    _ path: String, failure: (String) -> Failure
  ) throws(Failure) -> (folder: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    let name = String(path[path.index(after: slash)...])
    guard !name.isEmpty else { throw failure("it names a folder") }
    return (slash == path.startIndex ? "/" : String(path[..<slash]), name)
  }

  /// The temporary-file-and-rename write described above.
  private static func replace(
    _ target: String, folder: String, name: String, with text: String, mode: mode_t?,
    failure: (String) -> Failure
  ) throws(Failure) {
    let (temporary, descriptor) = try createTemporary(
      in: folder, for: name, mode: mode, failure: failure)
    try finish(descriptor, temporary: temporary, text: text, failure: failure)
    if rename(temporary, target) != 0 {
      let problem = systemMessage(errno)
      unlink(temporary)
      throw failure(problem)
    }
  }

  /// The longest temporary name: NAME_MAX of the folder's file system (255 bytes on ext4,
  /// XFS, Btrfs and tmpfs), 255 when it does not say.
  private static func nameLimit(in folder: String) -> Int {
    let limit = pathconf(folder, Int32(_PC_NAME_MAX))
    return limit > 0 ? limit : 255
  }

  /// A new hidden file beside `name`, open for writing: `.NAME.navspec-XXXXXX`, with NAME cut
  /// (at a character) so that the whole fits the file system's longest name, so any name the
  /// file system accepts can be written. Hidden, so a folder walk of `navspec run` never picks
  /// it up; mkstemp makes the name unique and creates the file exclusively. Its permission bits
  /// are `mode`, else those a plain create gives (0666 less the umask: a report is no secret).
  private static func createTemporary(
    in folder: String, for name: String, mode: mode_t?, failure: (String) -> Failure
  ) throws(Failure) -> (String, Int32) {
    let suffix = ".navspec-XXXXXX"
    let room = nameLimit(in: folder) - 1 - suffix.utf8.count
    var stem = Substring(name)
    while stem.utf8.count > room { stem = stem.dropLast() }
    var template = Array((folder + "/." + stem + suffix).utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer in
      // Never nil: the template holds at least its terminating NUL.
      guard let name = buffer.baseAddress else { InternalFault.exit("no temporary file name") }
      return mkstemp(name)
    }
    guard descriptor >= 0 else { throw failure(systemMessage(errno)) }
    let temporary = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var permissions = mode ?? 0
    if mode == nil {
      let mask = umask(0)
      umask(mask)
      permissions = 0o666 & ~mask
    }
    if fchmod(descriptor, permissions) != 0 {
      let problem = systemMessage(errno)
      close(descriptor)
      unlink(temporary)
      throw failure(problem)
    }
    return (temporary, descriptor)
  }

  /// Writes, syncs and closes the temporary file; removes it on any failure.
  private static func finish(
    _ descriptor: Int32, temporary: String, text: String, failure: (String) -> Failure
  ) throws(Failure) {
    var problem = writeAll(text, to: descriptor)
    if problem == nil, fsync(descriptor) != 0 { problem = systemMessage(errno) }
    // close(2) can report a deferred write error (NFS, quotas): it counts as a failure too.
    if close(descriptor) != 0, problem == nil { problem = systemMessage(errno) }
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

  /// Creates `path` and the folders above it that are missing, as `mkdir -p` does; what went
  /// wrong otherwise, in words ("cannot create folder 'out': Read-only file system").
  static func createFolder(_ path: String) throws(Failure) {
    var prefix = path.hasPrefix("/") ? "/" : ""
    for component in path.split(separator: "/") {
      prefix += component
      if mkdir(prefix, 0o777) != 0 {
        let code = errno
        var info = stat()
        let isFolder = stat(prefix, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
        if !isFolder {
          let reason = code == EEXIST ? "\(printable(prefix)) is not a folder" : systemMessage(code)
          throw Failure(message: "cannot create folder \(printable(path)): \(reason)")
        }
      }
      prefix += "/"
    }
  }
}
