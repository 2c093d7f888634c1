import ArgumentParser
import NavSpecLanguage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `navspec fmt -`: standard input formatted to standard output, for an editor that formats the
/// text it holds without saving it first. With `--check`, nothing is written and the status
/// says whether the text is formatted.
extension FormatCommand {
  /// The name diagnostics give standard input.
  static let standardInputName = "<stdin>"

  func formatStandardInput() throws {
    let bytes: [UInt8]
    switch Self.readStandardInput(limit: SourceFileReader.sizeLimit) {
    case .success(let read): bytes = read
    case .failure(let problem):
      OutputWriter.writeError("cannot read standard input: \(problem.message)")
      throw ExitCode(ExitStatus.invalidInput.rawValue)
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      OutputWriter.writeError(
        "cannot format standard input: it is not valid UTF-8, and formatting would replace the "
          + "bytes that are not")
      throw ExitCode(ExitStatus.invalidInput.rawValue)
    }
    switch ScenarioFormatter.format(text, path: Self.standardInputName) {
    case .refused(let diagnostics, let source):
      OutputWriter.writeStandardError(diagnostics, in: source)
      if let omitted = diagnostics.omissionSummary {
        OutputWriter.writeStandardError(omitted + "\n")
      }
      throw ExitCode(ExitStatus.invalidInput.rawValue)
    case .formatted(let formatted):
      if check {
        guard formatted.utf8.elementsEqual(bytes) else {
          OutputWriter.writeError("standard input is not formatted")
          throw ExitCode(ExitStatus.expectationFailed.rawValue)
        }
        return
      }
      try write(formatted, what: "the formatted text")
    }
  }

  /// All of standard input, or an error when it holds more than `limit` bytes (a scenario is
  /// refused past the language's limit, so more is never read into memory).
  static func readStandardInput(limit: Int) -> Result<[UInt8], SourceFileReader.Failure> {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(SourceFileReader.Failure(String(cString: strerror(errno))))
      }
      if count == 0 { return .success(bytes) }
      bytes += buffer[..<count]
      if bytes.count > limit {
        return .failure(
          SourceFileReader.Failure(
            "it is too large (the limit is \(limit / (1 << 20)) MiB, as for 'navspec run')"))
      }
    }
  }
}
