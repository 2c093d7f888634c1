import ArgumentParser
import NavSpecLanguage

/// `navspec fmt [--check] PATH...`: write scenario files in their canonical layout
/// (`ScenarioFormatter`, docs/language.md#layout), or with `--check` list the files that are not.
struct FormatCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "fmt",
    abstract: "Write scenario files in their canonical layout.",
    discussion: """
      Folders are searched recursively for *.scenario, *.setup and *.flow files (hidden \
      entries are skipped, symbolic links followed); a file named explicitly is formatted \
      whatever its extension. A file is rewritten only when its layout changes, through a \
      temporary file renamed over it. A file that does not parse is left as it is and its \
      errors are printed. Formatting never changes what a file means.

      With --check nothing is written: the files that are not formatted are listed, one \
      path a line.

      "navspec fmt -" formats standard input to standard output (with --check: writes \
      nothing, and exits with 1 if it is not formatted).

      Exit status (the highest that applies):
        0  every file is formatted (with --check), or was formatted
        1  with --check: a file is not formatted
        2  bad usage, unreadable input, a file that does not parse
        3  a formatted file, or the list of files, could not be written
      """
  )

  /// What a folder walk formats: every file in the scenario language. A `.flow` file is written
  /// in it too, so it gets the same layout.
  static let extensions = [".scenario", ".setup", ".flow"]

  @Argument(help: "Files or folders to format, or - for standard input.")
  var paths: [String]

  @Flag(help: "Write nothing; list the files that are not formatted and exit with 1 if any.")
  var check = false

  func validate() throws {
    if paths.contains("-"), paths.count > 1 {
      throw ValidationError("'-' (standard input) cannot be given with other paths")
    }
  }

  func run() throws {
    if paths == ["-"] { return try formatStandardInput() }
    let walk = try ScenarioDiscovery.walk(paths, extensions: Self.extensions)
    var status: ExitStatus = walk.hasProblems ? .invalidInput : .passed
    var changed: [String] = []
    for path in walk.files {
      switch format(path) {
      case .unchanged:
        break
      case .changed(let text):
        if !check {
          do throws(OutputWriter.Failure) {
            try OutputWriter.writeFile(text, to: path, what: "the formatted file")
          } catch {
            OutputWriter.writeError(error.message)
            status = max(status, .outputFailed)
            continue
          }
        }
        changed.append(path)
      case .failed:
        status = max(status, .invalidInput)
      }
    }
    try write(report(changed: changed, of: walk.files.count), what: "the list of files")
    if check, !changed.isEmpty {
      OutputWriter.writeError(
        "\(count(changed.count, "file")) not formatted; 'navspec fmt' without --check formats "
          + (changed.count == 1 ? "it" : "them"))
      status = max(status, .expectationFailed)
    }
    if status != .passed { throw ExitCode(status.rawValue) }
  }

  /// What formatting one file came to.
  enum FileOutcome {
    case unchanged
    /// Its canonical layout differs from what it holds.
    case changed(String)
    /// It could not be read or does not parse; the reason has been printed.
    case failed
  }

  /// Reads and formats the file at `path`, printing why when it cannot.
  func format(_ path: String) -> FileOutcome {
    let bytes: [UInt8]
    switch SourceFileReader.readBytes(
      path, limit: SourceFileReader.sizeLimit, what: "as for 'navspec run'")
    {
    case .success(let read): bytes = read
    case .failure(let problem):
      OutputWriter.writeError("cannot read \(OutputWriter.printable(path)): \(problem.message)")
      return .failed
    }
    // `navspec run` reads a byte that is not UTF-8 as U+FFFD; written back, the byte would be
    // lost, so such a file is not formatted.
    guard let text = String(validating: bytes, as: UTF8.self) else {
      OutputWriter.writeError(
        "cannot format \(OutputWriter.printable(path)): it is not valid UTF-8, and formatting "
          + "would replace the bytes that are not")
      return .failed
    }
    switch ScenarioFormatter.format(text, path: path) {
    case .formatted(let formatted):
      return formatted.utf8.elementsEqual(bytes) ? .unchanged : .changed(formatted)
    case .refused(let diagnostics, let source):
      OutputWriter.writeStandardError(diagnostics, in: source)
      if let omitted = diagnostics.omissionSummary {
        OutputWriter.writeStandardError(omitted + "\n")
      }
      return .failed
    }
  }

  /// Standard output: with --check the files not formatted, one path a line; otherwise the files
  /// rewritten, then how many of all.
  func report(changed: [String], of total: Int) -> String {
    var text = ""
    for path in changed { text += PrintableText.escaping(path) + "\n" }
    if !check { text += "formatted \(changed.count) of \(count(total, "file"))\n" }
    return text
  }

  func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }

  /// Writes to standard output; a failure is status 3, as for `navspec run`.
  func write(_ text: String, what: String) throws {
    do throws(OutputWriter.Failure) {
      try OutputWriter.writeStandardOutput(text, what: what)
    } catch {
      OutputWriter.writeError(error.message)
      throw ExitCode(ExitStatus.outputFailed.rawValue)
    }
  }
}
