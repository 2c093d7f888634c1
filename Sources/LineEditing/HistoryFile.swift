import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The REPL's persistent history: one entry per line, oldest first, in
/// `$XDG_STATE_HOME/navspec/history` (or `~/.local/state/navspec/history`).
///
/// Several REPLs may run at once and any of them may be killed at any moment, so the file is
/// never written in place. `append(_:)` takes an exclusive `flock` on a sibling lock file,
/// re-reads the file, adds the new entries after what is there now (another REPL may have
/// added some since this one started), drops consecutive duplicates, keeps the newest `limit`,
/// writes the result to a temporary file in the same folder, syncs it to disk and renames it
/// over the old one. A reader sees the old file or the new one, never a mix, and two writers
/// take turns, so neither loses the other's entries.
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
    guard let data = Self.readTail(of: url.path) else { return [] }
    return Array(Self.parse(data).suffix(limit))
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

  /// The file's contents, or its last `readLimit` bytes; nil when it cannot be opened.
  private static func readTail(of path: String) -> Data? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    guard let size = try? handle.seekToEnd() else { return nil }
    let start = size > UInt64(readLimit) ? size - UInt64(readLimit) : 0
    guard (try? handle.seek(toOffset: start)) != nil,
      let data = try? handle.readToEnd() ?? Data()
    else { return nil }
    // Cut off the partial first line of a tail read.
    if start > 0, let newline = data.firstIndex(of: UInt8(ascii: "\n")) {
      return data[data.index(after: newline)...]
    }
    return data
  }

  // MARK: Writing

  public struct WriteError: Error, CustomStringConvertible {
    public var description: String
  }

  /// Adds `entries` after the file's current entries, with the guarantees described above.
  /// Returns the entries now in the file.
  @discardableResult
  public func append(_ entries: [String]) throws(WriteError) -> [String] {
    let folder = url.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(
        at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    } catch {
      throw WriteError(description: "cannot create '\(folder.path)'")
    }
    let lockPath = url.path + ".lock"
    let lock = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    guard lock >= 0 else { throw WriteError(description: "cannot open '\(lockPath)'") }
    defer { close(lock) }  // Closing releases the lock.
    while flock(lock, LOCK_EX) != 0 {
      guard errno == EINTR else { throw WriteError(description: "cannot lock '\(lockPath)'") }
    }

    let merged = Self.merge(load(), entries, limit: limit)
    var text = ""
    for entry in merged { text += Self.encode(entry) + "\n" }
    try writeAtomically(Array(text.utf8), in: folder)
    return merged
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
    let temporary = url.path + ".\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
    let file = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard file >= 0 else { throw WriteError(description: "cannot create '\(temporary)'") }
    var written = 0
    let complete = bytes.withUnsafeBytes { buffer -> Bool in
      while written < buffer.count {
        let result = write(file, buffer.baseAddress! + written, buffer.count - written)
        if result < 0 {
          if errno == EINTR { continue }
          return false
        }
        written += result
      }
      return fsync(file) == 0
    }
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
