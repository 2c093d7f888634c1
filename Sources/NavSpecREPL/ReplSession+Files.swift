#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading and writing the files of `:load` and `:save`, with errors as short messages
/// ("No such file or directory") rather than thrown errors.
extension ReplSession {
  /// An absolute path as given; anything else relative to the working directory.
  func resolvedPath(_ path: String) -> String {
    if path.hasPrefix("/") || workingDirectory.isEmpty { return path }
    return workingDirectory.hasSuffix("/") ? workingDirectory + path : workingDirectory + "/" + path
  }

  enum Files {
    /// Files are read up to this size; the parser reports anything larger.
    static let readLimit = 4 * 1024 * 1024 + 1

    static func read(_ path: String) -> Result<String, PathError> {
      guard let file = fopen(path, "rb") else { return .failure(PathError(lastError())) }
      defer { fclose(file) }
      var bytes: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 65_536)
      while bytes.count < readLimit {
        let count = buffer.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
        if count > 0 { bytes += buffer[0..<count] }
        if count < buffer.count {
          if ferror(file) != 0 { return .failure(PathError(lastError())) }
          break
        }
      }
      return .success(String(decoding: bytes.prefix(readLimit), as: UTF8.self))
    }

    static func write(_ text: String, to path: String) -> PathError? {
      guard let file = fopen(path, "wb") else { return PathError(lastError()) }
      let bytes = Array(text.utf8)
      let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
      let failed = written != bytes.count
      let message = failed ? lastError() : ""
      if fclose(file) != 0 || failed {
        return PathError(failed ? message : lastError())
      }
      return nil
    }

    static func lastError() -> String {
      String(cString: strerror(errno))
    }
  }
}
