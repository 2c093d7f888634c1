import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The REPL's persistent history: one entry per line, oldest first, in
/// `$XDG_STATE_HOME/navspec/history` (or `~/.local/state/navspec/history`).
///
/// Saving a line costs the same however long the history is: `append(_:)` takes an exclusive
/// `flock` on a sibling lock file (several REPLs may run at once) and appends the new entries
/// to the end of the file with one `write` (`O_APPEND`), skipping an entry equal to the one
/// before it (the file's last line is read backwards for that). Rewriting the whole file on
/// every line made each Enter cost 0.29 s with 1,000 entries of 4 KB.
///
/// The file therefore grows past `limit`; when it holds more than twice `limit` lines it is
/// compacted: read, cut to the newest `limit` entries (without consecutive duplicates), written
/// to a temporary file in the same folder, synced to disk and renamed over the old one. A reader
/// sees the old file or the new one, never a mix, and a writer killed midway leaves at worst one
/// cut-short last line, which reading skips. Compacting writes at most `limit` entries once
/// every `limit` lines or more, so it adds at most one entry's worth of writing per line.
///
/// Entries are escaped so one entry is one line: a backslash is written `\\`, a line break
/// `\n`, a carriage return `\r`. Reading is lenient: a file from an older or foreign version,
/// or one cut short, gives the entries that can be read (blank lines skipped, unknown escapes
/// kept as written, invalid UTF-8 replaced) rather than an error.
public struct HistoryFile: Sendable {
  /// How many entries are kept when nothing else is said.
  public static let defaultLimit = 1000
  /// A longer file is read from its last 4 MiB only: the newest entries are at the end.
  static let readLimit = 4 * 1024 * 1024

  public var url: URL
  /// The newest entries kept; older ones are dropped when the file is written.
  public var limit: Int

  public init(url: URL, limit: Int = HistoryFile.defaultLimit) {
    self.url = url
    self.limit = max(1, limit)
  }

  /// `$XDG_STATE_HOME/navspec/history` when XDG_STATE_HOME is an absolute path (the XDG Base
  /// Directory rule: a relative one is ignored), else `$HOME/.local/state/navspec/history`;
  /// nil when there is no home folder either.
  public static func defaultURL(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL? {
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      return URL(fileURLWithPath: state, isDirectory: true)
        .appendingPathComponent("navspec/history")
    }
    guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
    return URL(fileURLWithPath: home, isDirectory: true)
      .appendingPathComponent(".local/state/navspec/history")
  }

  // MARK: Reading

  /// The entries in the file, oldest first; empty when there is no file or it cannot be read.
  public func load() -> [String] {
    readEntries().entries
  }

  /// The entries, and why there are none when the path names something that is not a
  /// regular file (a device such as `/dev/zero`, a named pipe, a folder): like the REPL's
  /// `:load`, history takes regular files only, as `problem` says. A missing file is no problem.
  public func readEntries() -> (entries: [String], problem: String?) {
    switch Self.readTail(of: url.path) {
    case .success(let data): (Array(Self.parse(data).suffix(limit)), nil)
    case .failure(let problem): ([], problem.description)
    }
  }

  /// Entries from the file's bytes. A file read from the middle (`readLimit`) starts with part
  /// of a line; `dropFirstLine` skips it.
  static func parse(_ data: Data, dropFirstLine: Bool = false) -> [String] {
    var lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    if dropFirstLine, !lines.isEmpty { lines.removeFirst() }
    return lines.compactMap { bytes in
      let entry = decode(String(decoding: bytes, as: UTF8.self))
      return entry.allSatisfy(\.isWhitespace) ? nil : entry
    }
  }

  /// The file's contents, or its last `readLimit` bytes; no bytes when there is no file.
  ///
  /// `/dev/zero` never ends and a named pipe blocks the open until a writer comes (the REPL
  /// would hang before its first prompt), so the file is opened without blocking, checked to be
  /// a regular file on the descriptor (`fstat`, so a swap after a check by name cannot slip a
  /// pipe in), and read for at most `readLimit` bytes whatever its size says.
  private static func readTail(of path: String) -> Result<Data, WriteError> {
    // Plain POSIX calls: FoundationEssentials, which the tool links instead of Foundation to
    // start faster (docs/cli.md#cold-start), has no FileHandle.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      if errno == ENOENT { return .success(Data()) }
      return .failure(WriteError(description: "cannot read '\(path)': \(systemMessage())"))
    }
    defer { close(descriptor) }
    if let problem = notRegular(descriptor, path) { return .failure(problem) }
    let size = lseek(descriptor, 0, SEEK_END)
    guard size >= 0 else { return .success(Data()) }
    let start = max(0, Int(size) - readLimit)
    guard lseek(descriptor, off_t(start), SEEK_SET) == off_t(start) else { return .success(Data()) }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while data.count < readLimit {
      let wanted = min(buffer.count, readLimit - data.count)
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
      if count < 0 {
        if errno == EINTR { continue }
        return .success(Data())
      }
      if count == 0 { break }
      data.append(contentsOf: buffer[0..<count])
    }
    // Cut off the partial first line of a tail read.
    if start > 0, let newline = data.firstIndex(of: UInt8(ascii: "\n")) {
      return .success(data[data.index(after: newline)...])
    }
    return .success(data)
  }

  /// Why the open file is not one history can use; nil for a regular file.
  private static func notRegular(_ descriptor: Int32, _ path: String) -> WriteError? {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      return WriteError(description: "cannot read '\(path)': \(systemMessage())")
    }
    let kind: String
    switch info.st_mode & S_IFMT {
    case S_IFREG: return nil
    case S_IFDIR: kind = "a folder"
    case S_IFIFO: kind = "a named pipe"
    case S_IFCHR, S_IFBLK: kind = "a device"
    case S_IFSOCK: kind = "a socket"
    default: kind = "not a file"
    }
    return WriteError(
      description:
        "'\(path)' is not a regular file (it is \(kind)); history takes regular files only")
  }

  private static func systemMessage() -> String {
    String(cString: strerror(errno))
  }

  // MARK: Writing

  public struct WriteError: Error, CustomStringConvertible {
    public var description: String
  }

  /// What this writer knows of the file, so that it need not read it all to count its lines:
  /// which file it is (a compaction replaces it), how long it was and how many lines it had.
  struct Extent {
    var device: UInt64
    var inode: UInt64
    var size: Int
    var lines: Int
  }

  private var extent: Extent?
  /// Bytes this value has written to the history and temporary files (appends and
  /// compactions), so tests can check that a line costs a line, not the whole history.
  public private(set) var bytesWritten = 0
  /// How many times this value has rewritten the file to cut it to `limit` entries.
  public private(set) var compactions = 0

  /// Appends `entries` to the file, with the guarantees described above.
  public mutating func append(_ entries: [String]) throws(WriteError) {
    let folder = url.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(
        at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    } catch {
      throw WriteError(description: "cannot create '\(folder.path)'")
    }
    // A history that is no regular file leaves no lock file beside it either (`/dev/zero.lock`).
    var named = stat()
    if stat(url.path, &named) == 0, named.st_mode & S_IFMT != S_IFREG {
      let file = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
      if file >= 0 {
        defer { close(file) }
        if let problem = Self.notRegular(file, url.path) { throw problem }
      }
      throw WriteError(description: "'\(url.path)' is not a regular file")
    }
    let lockPath = url.path + ".lock"
    let lock = open(lockPath, O_RDWR | O_CREAT | O_NONBLOCK | O_CLOEXEC, 0o600)
    guard lock >= 0 else { throw WriteError(description: "cannot open '\(lockPath)'") }
    defer { close(lock) }  // Closing releases the lock.
    if let problem = Self.notRegular(lock, lockPath) { throw problem }
    while flock(lock, LOCK_EX) != 0 {
      guard errno == EINTR else { throw WriteError(description: "cannot lock '\(lockPath)'") }
    }

    // Not blocking, and checked on the descriptor, as for reading: a pipe or a device is no
    // history file.
    let file = open(url.path, O_RDWR | O_CREAT | O_APPEND | O_NONBLOCK | O_CLOEXEC, 0o600)
    guard file >= 0 else { throw WriteError(description: "cannot open '\(url.path)'") }
    defer { close(file) }
    if let problem = Self.notRegular(file, url.path) { throw problem }
    var extent = try catchUp(file)

    let tail = Self.lastLine(of: file, size: extent.size)
    var previous = tail.map { Self.decode(String(decoding: $0.bytes, as: UTF8.self)) }
    // A line cut short (a writer killed midway) is ended before anything is added after it.
    var text = tail?.terminated == false ? "\n" : ""
    for entry in entries where entry != previous {
      text += Self.encode(entry) + "\n"
      previous = entry
      extent.lines += 1
    }
    guard text != "" else { return }
    let bytes = Array(text.utf8)
    guard Self.writeAll(bytes, to: file) else {
      throw WriteError(description: "cannot write '\(url.path)'")
    }
    bytesWritten += bytes.count
    extent.size += bytes.count
    self.extent = extent
    if extent.lines > 2 * limit { try compact() }
  }

  /// The file's extent now: what this writer knew, plus the lines other writers appended since
  /// (only their bytes are read); the whole file is counted the first time and after another
  /// writer compacted it.
  private mutating func catchUp(_ file: Int32) throws(WriteError) -> Extent {
    var info = stat()
    guard fstat(file, &info) == 0 else {
      throw WriteError(description: "cannot read '\(url.path)'")
    }
    let size = Int(info.st_size)
    let device = UInt64(info.st_dev)
    let inode = UInt64(info.st_ino)
    if var known = extent, known.device == device, known.inode == inode, known.size <= size {
      known.lines += Self.countLines(in: file, from: known.size, to: size)
      known.size = size
      return known
    }
    return Extent(
      device: device, inode: inode, size: size, lines: Self.countLines(in: file, from: 0, to: size))
  }

  /// Rewrites the file with its newest `limit` entries. Called with the lock held.
  private mutating func compact() throws(WriteError) {
    let kept = Self.merge(load(), [], limit: limit)
    var text = ""
    for entry in kept { text += Self.encode(entry) + "\n" }
    let bytes = Array(text.utf8)
    try writeAtomically(bytes, in: url.deletingLastPathComponent())
    bytesWritten += bytes.count
    compactions += 1
    var info = stat()
    extent =
      stat(url.path, &info) == 0
      ? Extent(
        device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int(info.st_size),
        lines: kept.count)
      : nil
  }

  /// The number of line feeds between two offsets of the file.
  static func countLines(in file: Int32, from start: Int, to end: Int) -> Int {
    var count = 0
    var buffer = [UInt8](repeating: 0, count: 65_536)
    var offset = start
    while offset < end {
      let read = buffer.withUnsafeMutableBytes {
        pread(file, $0.baseAddress, min($0.count, end - offset), off_t(offset))
      }
      if read < 0, errno == EINTR { continue }
      guard read > 0 else { break }
      buffer.withUnsafeBytes { bytes in
        var next = bytes.baseAddress!
        let end = bytes.baseAddress! + read
        while let found = memchr(next, Int32(UInt8(ascii: "\n")), end - next) {
          count += 1
          next = UnsafeRawPointer(found) + 1
        }
      }
      offset += read
    }
    return count
  }

  /// The file's last line (without its line feed) and whether it ends with one; nil for an
  /// empty file. Read backwards in growing chunks, so it costs one entry, not the file.
  static func lastLine(of file: Int32, size: Int) -> (bytes: [UInt8], terminated: Bool)? {
    guard size > 0 else { return nil }
    var chunk = 4096
    while true {
      let start = max(0, size - chunk)
      var bytes = [UInt8](repeating: 0, count: size - start)
      let read = bytes.withUnsafeMutableBytes {
        pread(file, $0.baseAddress, $0.count, off_t(start))
      }
      guard read == bytes.count else { return nil }
      let terminated = bytes.last == UInt8(ascii: "\n")
      if terminated { bytes.removeLast() }
      if let newline = bytes.lastIndex(of: UInt8(ascii: "\n")) {
        return (Array(bytes[(newline + 1)...]), terminated)
      }
      if start == 0 { return (bytes, terminated) }
      // A last line longer than anything worth comparing: treat it as no line.
      guard chunk < readLimit else { return ([], terminated) }
      chunk *= 4
    }
  }

  static func writeAll(_ bytes: [UInt8], to file: Int32) -> Bool {
    var written = 0
    return bytes.withUnsafeBytes { buffer -> Bool in
      while written < buffer.count {
        let result = write(file, buffer.baseAddress! + written, buffer.count - written)
        if result < 0 {
          if errno == EINTR { continue }
          return false
        }
        written += result
      }
      return true
    }
  }

  /// `existing` then `new`, without consecutive duplicates, the newest `limit` of them.
  static func merge(_ existing: [String], _ new: [String], limit: Int) -> [String] {
    var merged: [String] = []
    merged.reserveCapacity(existing.count + new.count)
    for entry in existing + new where merged.last != entry {
      merged.append(entry)
    }
    return Array(merged.suffix(limit))
  }

  /// Writes `bytes` to a new file in `folder`, syncs it and renames it over `url`.
  private func writeAtomically(_ bytes: [UInt8], in folder: URL) throws(WriteError) {
    // `history.PID.N.tmp` with the first N not taken: no two writers share a pid at once, and a
    // file left by an earlier process with the same pid is skipped (O_EXCL), so the name needs
    // no randomness (NavSpec uses none).
    var temporary = ""
    var file: Int32 = -1
    for attempt in 0..<Self.temporaryAttempts {
      temporary = url.path + ".\(getpid()).\(attempt).tmp"
      file = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
      if file >= 0 || errno != EEXIST { break }
    }
    guard file >= 0 else { throw WriteError(description: "cannot create '\(temporary)'") }
    let complete = Self.writeAll(bytes, to: file) && fsync(file) == 0
    let closed = close(file) == 0
    guard complete, closed, rename(temporary, url.path) == 0 else {
      unlink(temporary)
      throw WriteError(description: "cannot write '\(url.path)'")
    }
    // Make the rename itself durable.
    let directory = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if directory >= 0 {
      fsync(directory)
      close(directory)
    }
  }

  // MARK: Temporary files

  /// How many temporary names a write tries before it gives up (each taken by a stale file).
  static let temporaryAttempts = 64

  /// A temporary file older than this is stale even if a process with its pid runs: writing
  /// one takes milliseconds, and pids are reused.
  public static let staleAge: TimeInterval = 24 * 60 * 60

  /// Removes the temporary files that writers killed between writing and renaming left beside
  /// the history file. Only names this type gives them (`history.PID.N.tmp`) are touched, and
  /// only when process PID is gone or the file is older than `staleAge`, so a REPL running now
  /// keeps the file it is writing. Returns the names removed.
  @discardableResult
  public func removeStaleTemporaryFiles(
    now: Date = Date(), isRunning: (Int32) -> Bool = HistoryFile.isRunning
  ) -> [String] {
    let folder = url.deletingLastPathComponent()
    let prefix = url.lastPathComponent + "."
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
      return []
    }
    var removed: [String] = []
    for name in names.sorted() where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
      let middle = name.dropFirst(prefix.count).dropLast(".tmp".count)
      let numbers = middle.split(separator: ".", omittingEmptySubsequences: false)
      guard numbers.count == 2, numbers.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }),
        let pid = Int32(numbers[0]), UInt32(numbers[1]) != nil, pid > 0, pid != getpid()
      else { continue }
      let path = folder.appendingPathComponent(name).path
      let modified =
        (try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate]) as? Date
      let old = modified.map { now.timeIntervalSince($0) > Self.staleAge } ?? false
      if (!isRunning(pid) || old) && unlink(path) == 0 { removed.append(name) }
    }
    return removed
  }

  /// Whether a process with this pid exists (`kill` with signal 0 sends nothing; EPERM means it
  /// exists but belongs to someone else).
  public static func isRunning(_ pid: Int32) -> Bool {
    kill(pid, 0) == 0 || errno == EPERM
  }

  // MARK: Escaping

  /// One entry as one line: `\` becomes `\\`, a line feed `\n`, a carriage return `\r`.
  public static func encode(_ entry: String) -> String {
    var line = ""
    line.reserveCapacity(entry.utf8.count)
    for scalar in entry.unicodeScalars {
      switch scalar {
      case "\\": line += "\\\\"
      case "\n": line += "\\n"
      case "\r": line += "\\r"
      default: line.unicodeScalars.append(scalar)
      }
    }
    return line
  }

  /// The inverse of `encode`. Escapes it never writes are kept as they are, so a hand-edited
  /// or foreign file still reads.
  public static func decode(_ line: String) -> String {
    var entry = ""
    var scalars = line.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      guard scalar == "\\" else {
        if scalar != "\r" && scalar != "\0" { entry.unicodeScalars.append(scalar) }
        continue
      }
      switch scalars.next() {
      case "\\": entry += "\\"
      case "n": entry += "\n"
      case "r": entry += "\r"
      case let other?: entry.unicodeScalars.append(contentsOf: ["\\", other])
      case nil: entry += "\\"
      }
    }
    return entry
  }
}
