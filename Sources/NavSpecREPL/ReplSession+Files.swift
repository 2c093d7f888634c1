import NavSpecLanguage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading and writing the files of `:load` and `:save`, with errors as short messages
/// ("No such file or directory") rather than thrown errors.
///
/// Reading is `SourceFileReader`'s, shared with `navspec run`: regular files only, at most
/// 4 MiB. Writing replaces only a regular file (a named pipe would block, a device never ends),
/// and never leaves a half-written one: see `Files.write`.
extension ReplSession {
  /// An absolute path as given; anything else relative to the working directory.
  func resolvedPath(_ path: String) -> String {
    Self.resolvedPath(path, in: workingDirectory)
  }

  /// `path` as `resolvedPath` resolves it from `workingDirectory`.
  static func resolvedPath(_ path: String, in workingDirectory: String) -> String {
    if path.hasPrefix("/") || workingDirectory.isEmpty { return path }
    return workingDirectory.hasSuffix("/") ? workingDirectory + path : workingDirectory + "/" + path
  }

  /// `text` safe to print on a terminal: control characters (ESC, NUL, line breaks, C1
  /// controls) are written as `\u{1B}`, so no file name or file content echoed by the REPL can
  /// move the cursor, change colours or set the window title.
  static func printable(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
    else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      if scalar.properties.generalCategory == .control {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  enum Files {
    /// Writes bytes to a descriptor: `write(2)` unless a test injects a failure.
    typealias ByteWriter = (Int32, UnsafeRawBufferPointer) -> Int

    /// The shared reader's answer: regular files only, at most the language's limit.
    static func read(_ path: String) -> Result<String, PathError> {
      SourceFileReader.read(path).mapError { PathError($0.message) }
    }

    /// Writes `text` to `path` without ever leaving a half-written file there: the bytes go to
    /// a new file in the same folder, are synced to disk, and only then take the name (a rename
    /// within one folder is atomic). Unless `overwrite`, an existing file is never replaced,
    /// even one created while the text was being written.
    static func write(
      _ text: String, to path: String, overwrite: Bool,
      writeBytes: ByteWriter = { systemWrite($0, $1.baseAddress, $1.count) }
    ) -> PathError? {
      var target = path
      var existing = stat()
      var exists = lstat(target, &existing) == 0
      if !exists && errno != ENOENT { return PathError(lastError()) }
      // Saving through a symbolic link replaces the file it points to, not the link.
      if exists, existing.st_mode & S_IFMT == S_IFLNK {
        guard let resolved = realpath(target, nil) else { return PathError(lastError()) }
        target = String(cString: resolved)
        free(resolved)
        exists = stat(target, &existing) == 0
      }
      if exists {
        if let problem = notRegular(existing) { return problem }
        if !overwrite { return fileExists() }
      }

      let (folder, name) = split(target)
      guard let (temporary, file) = createTemporary(in: folder, for: name) else {
        return PathError(lastError())
      }
      var failure: String?
      let bytes = Array(text.utf8)
      var written = 0
      bytes.withUnsafeBytes { buffer in
        while written < buffer.count {
          let result = writeBytes(file, UnsafeRawBufferPointer(rebasing: buffer[written...]))
          if result < 0 {
            if errno == EINTR { continue }
            failure = lastError()
            return
          }
          written += result
        }
      }
      // The new file keeps the permissions of the one it replaces.
      if failure == nil, exists, fchmod(file, existing.st_mode & 0o7777) != 0 {
        failure = lastError()
      }
      if failure == nil, fsync(file) != 0 { failure = lastError() }
      if close(file) != 0, failure == nil { failure = lastError() }
      if let failure {
        unlink(temporary)
        return PathError(failure)
      }

      if overwrite {
        guard rename(temporary, target) == 0 else {
          let problem = PathError(lastError())
          unlink(temporary)
          return problem
        }
      } else if link(temporary, target) == 0 {
        // `link` fails if the name is taken, so a file that appeared meanwhile is kept.
        unlink(temporary)
      } else if errno == EEXIST {
        unlink(temporary)
        return fileExists()
      } else {
        // A file system without hard links: check once more, then rename.
        var late = stat()
        if lstat(target, &late) == 0 {
          unlink(temporary)
          return fileExists()
        }
        guard rename(temporary, target) == 0 else {
          let problem = PathError(lastError())
          unlink(temporary)
          return problem
        }
      }
      // Make the new name itself durable.
      let directory = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
      if directory >= 0 {
        fsync(directory)
        close(directory)
      }
      return nil
    }

    /// A new file beside `name`, opened for writing: `.NAME.PID.N.navspec-save`, hidden, and
    /// named after this process so a file left by a killed REPL is recognisable. NAME is cut
    /// (at a character) so that the whole fits the file system's longest name (NAME_MAX, 255
    /// bytes when it does not say): any name the file system accepts can be saved to.
    static func createTemporary(in folder: String, for name: String) -> (String, Int32)? {
      let limit = pathconf(folder, Int32(_PC_NAME_MAX))
      for attempt in 0..<100 {
        let suffix = ".\(getpid()).\(attempt).navspec-save"
        var stem = Substring(name)
        while 1 + stem.utf8.count + suffix.utf8.count > (limit > 0 ? limit : 255) {
          stem = stem.dropLast()
        }
        let path = folder + "/." + stem + suffix
        let file = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        if file >= 0 { return (path, file) }
        if errno != EEXIST { return nil }
      }
      return nil
    }

    /// The folder (without a final `/`) and the last component of a path.
    static func split(_ path: String) -> (folder: String, name: String) {
      guard let slash = path.lastIndex(of: "/") else { return (".", path) }
      let folder = String(path[..<slash])
      return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
    }

    /// Why a file that is not a regular file cannot be used; nil for a regular file.
    static func notRegular(_ info: stat) -> PathError? {
      SourceFileReader.notRegular(info).map { PathError($0.message) }
    }

    static func fileExists() -> PathError {
      PathError("file exists; use :save! to overwrite")
    }

    static func lastError() -> String {
      String(cString: strerror(errno))
    }
  }
}

// `Files.write` hides the C function of the same name inside `Files`.
private func systemWrite(_ file: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(file, buffer, count)
}
