import NavSpecLanguage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The command line's arguments as the bytes the shell passed, for paths that are not UTF-8.
///
/// `CommandLine.arguments` decodes each argument as UTF-8 and replaces what does not decode
/// with U+FFFD, so a file named with a Latin-1 `\xE9` is looked up as a name that does not
/// exist and would be reported as missing. NavSpec handles paths as strings, so such a file
/// cannot be opened; but it can be told apart and reported as what it is.
enum CommandLineBytes {
  /// The bytes of the argument that decodes to `path`, when that argument is not UTF-8.
  static func notUTF8(_ path: String) -> [UInt8]? {
    guard path.unicodeScalars.contains("\u{FFFD}") else { return nil }
    for index in 1..<Int(CommandLine.argc) {
      guard let pointer = CommandLine.unsafeArgv[index] else { continue }
      let bytes = Array(UnsafeBufferPointer(start: pointer, count: strlen(pointer)))
        .map { UInt8(bitPattern: $0) }
      if String(validating: bytes, as: UTF8.self) == nil,
        String(decoding: bytes, as: UTF8.self) == path
      {
        return bytes
      }
    }
    return nil
  }

  /// Whether a file or folder is at the path `bytes` (symbolic links followed).
  static func exists(_ bytes: [UInt8]) -> Bool {
    var info = stat()
    // An array passed to a C pointer parameter is handed over as a pointer to its elements.
    let terminated = (bytes + [0]).map { CChar(bitPattern: $0) }
    return stat(terminated, &info) == 0
  }

  /// "cannot read 'caf\xE9.scenario': its name is not valid UTF-8 …".
  static func unreadable(_ bytes: [UInt8]) -> String {
    "cannot read '\(PrintableText.escaping(bytes: bytes))': its name is not valid UTF-8, "
      + "and navspec reads UTF-8 names only (rename it)"
  }
}
