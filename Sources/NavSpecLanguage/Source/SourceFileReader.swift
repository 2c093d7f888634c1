#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a scenario file from disk, for `navspec run` and the REPL's `:load` alike, in bounded
/// time and memory whatever the path names.
///
/// `/dev/zero` never ends and a named pipe with no writer never answers, so a reader that reads
/// "until the end" hangs or fills memory. Only a regular file is read (checked with `stat`, then
/// again with `fstat` on the descriptor, opened non-blocking so that a file swapped for a pipe in
/// between cannot block the open), and at most `ScenarioParser.maxFileSize` bytes of it: one
/// byte more tells a file that grew past the limit since `stat`.
public enum SourceFileReader {
  /// Why a file could not be read; `message` completes "cannot read 'x': …".
  public struct Failure: Error, Equatable, Sendable {
    public var message: String

    public init(_ message: String) {
      self.message = message
    }

    /// From the current `errno`, as `strerror` words it ("Permission denied").
    static func system() -> Failure {
      Failure(String(cString: strerror(errno)))
    }

    /// The file is larger than `limit` bytes; `what` names the limit's owner.
    static func tooLarge(limit: Int, what: String) -> Failure {
      Failure("file is too large (the limit is \(limit / (1 << 20)) MiB, \(what))")
    }
  }

  /// The largest file read: the language's own limit, so a file the parser would refuse is
  /// refused before it is read into memory.
  public static let sizeLimit = ScenarioParser.maxFileSize

  /// The file's text as UTF-8; invalid bytes become U+FFFD, so the parser reports them at their
  /// line rather than the whole file failing.
  public static func read(_ path: String) -> Result<String, Failure> {
    readBytes(path, limit: sizeLimit, what: "as for 'navspec run'").map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  /// The file's bytes, at most `limit` of them (a font file for the bubble bar's titles, a
  /// scenario file). `what` completes the too-large message ("as for 'navspec run'").
  public static func readBytes(_ path: String, limit: Int, what: String) -> Result<[UInt8], Failure>
  {
    var info = stat()
    guard stat(path, &info) == 0 else { return .failure(.system()) }
    if let problem = notRegular(info) { return .failure(problem) }
    guard Int(info.st_size) <= limit else { return .failure(.tooLarge(limit: limit, what: what)) }
    let file = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard file >= 0 else { return .failure(.system()) }
    defer { close(file) }
    var opened = stat()
    guard fstat(file, &opened) == 0 else { return .failure(.system()) }
    if let problem = notRegular(opened) { return .failure(problem) }
    var bytes = [UInt8](repeating: 0, count: min(Int(opened.st_size), limit) + 1)
    var count = 0
    while count < bytes.count {
      let result = bytes.withUnsafeMutableBytes {
        systemRead(file, $0.baseAddress! + count, $0.count - count)
      }
      if result < 0 {
        if errno == EINTR { continue }
        return .failure(.system())
      }
      if result == 0 { break }
      count += result
      if count == bytes.count && count <= limit {
        // The file grew since `fstat`: read on, up to one byte past the limit.
        bytes += [UInt8](repeating: 0, count: min(bytes.count, limit + 1 - bytes.count))
      }
    }
    guard count <= limit else { return .failure(.tooLarge(limit: limit, what: what)) }
    return .success(Array(bytes[..<count]))
  }

  /// Nil for a regular file; otherwise what it is, in words.
  public static func notRegular(_ info: stat) -> Failure? {
    let kind: String
    switch info.st_mode & S_IFMT {
    case S_IFREG: return nil
    case S_IFDIR: kind = "a folder"
    case S_IFIFO: kind = "a named pipe"
    case S_IFCHR, S_IFBLK: kind = "a device"
    case S_IFSOCK: kind = "a socket"
    default: kind = "not a file"
    }
    return Failure("not a regular file (it is \(kind)); only regular files can be used")
  }
}

// `SourceFileReader.read` hides the C function of the same name inside the type.
private func systemRead(_ file: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
  read(file, buffer, count)
}
