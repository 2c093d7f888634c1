import ArgumentParser
import NavSpecLanguage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The files a command reads, by device and inode, so that it never writes a report over one.
///
/// `navspec run a.scenario --output a.scenario` would otherwise run the scenario and replace it
/// with its report: the file is lost and the run says it passed. Names do not tell (a relative
/// and an absolute path, a symbolic link, a hard link all reach the same file), so files are
/// compared as POSIX identifies them, by device and inode, and the output is looked up as the
/// write will reach it: a symbolic link followed, a hard link being the same inode. A command
/// checks every output against its inputs before anything runs, and refuses with a usage error
/// (status 2).
struct InputFiles {
  private var names: [ScenarioDiscovery.FileID: String] = [:]

  mutating func add(_ id: ScenarioDiscovery.FileID, named path: String) {
    if names[id] == nil { names[id] = path }
  }

  /// Adds the file at `path`; nothing when it cannot be looked up (reading it will say why).
  mutating func add(_ path: String) {
    var info = stat()
    if stat(path, &info) == 0 { add(ScenarioDiscovery.FileID(info), named: path) }
  }

  /// The input that writing to `path` would replace, if any.
  func input(at path: String) -> String? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return names[ScenarioDiscovery.FileID(info)]
  }

  /// Prints why and exits with status 2 when writing to `path` would replace an input, or when
  /// the path typed is not UTF-8 (Swift's arguments replaced its bad bytes with U+FFFD, so the
  /// file written would not be the one named). `what` names where the path came from:
  /// "--output", "--report junit:", "XML_OUTPUT_FILE".
  func refuse(output path: String, from what: String) throws {
    if let bytes = CommandLineBytes.notUTF8(path) {
      OutputWriter.writeError(
        "\(what) '\(PrintableText.escaping(bytes: bytes))': its name is not valid UTF-8, and "
          + "navspec writes UTF-8 names only, so nothing was run; choose another name")
      throw ExitCode(ExitStatus.invalidInput.rawValue)
    }
    guard let input = input(at: path) else { return }
    let same = input == path ? "" : " (the same file as \(OutputWriter.printable(input)))"
    OutputWriter.writeError(
      "\(what) \(OutputWriter.printable(path)) is an input\(same): writing there would replace "
        + "it, so nothing was run; choose another file")
    throw ExitCode(ExitStatus.invalidInput.rawValue)
  }
}

extension InputFiles {
  /// Refuses every report a command is asked to write over one of these files
  /// (docs/cli.md#writing-the-report): `--output`, each `--report` (the last one Bazel's when
  /// `XML_OUTPUT_FILE` asked for it, `ReportRequest`'s order), and the files the environment
  /// variables in `written` name (the shard status file, the job summary).
  func refuseReports<Format>(
    output: String?, requests: [ReportRequest<Format>], written: [String],
    environment: ProcessEnvironment
  ) throws {
    if let output { try refuse(output: output, from: "--output") }
    let bazelReport = environment["XML_OUTPUT_FILE"] ?? ""
    for (index, request) in requests.enumerated() {
      let fromBazel = !bazelReport.isEmpty && index == requests.count - 1
      try refuse(
        output: request.path,
        from: fromBazel ? "XML_OUTPUT_FILE" : "--report \(request.format.rawValue)")
    }
    for variable in written {
      if let path = environment[variable], !path.isEmpty {
        try refuse(output: path, from: variable)
      }
    }
  }
}
