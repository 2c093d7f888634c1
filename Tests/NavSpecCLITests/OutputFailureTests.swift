import Foundation
import NavSpecTestSupport
import Testing

// A report that cannot be written is one line on standard error and exit status 3, never a
// trap, and never a half-written `--output` file. Each test runs the built executable.

@Test func aFullStandardOutputIsStatusThree() throws {
  let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
  defer { try? full.close() }
  let outcome = try navspec(["run", "pass"], standardOutput: full)
  #expect(outcome.status == 3)
  #expect(
    outcome.stderr == "error: cannot write the report to standard output: No space left on device\n"
  )
}

@Test func aClosedStandardOutputIsStatusThree() throws {
  let outcome = try shell(#"exec "$NAVSPEC" run pass >&-"#)
  #expect(outcome.status == 3)
  #expect(
    outcome.stderr == "error: cannot write the report to standard output: Bad file descriptor\n")
}

@Test func aPipeNobodyReadsIsStatusThreeNotSIGPIPE() throws {
  // The read end is closed before navspec starts, so its first write fails with EPIPE; without
  // SIGPIPE ignored the process would be killed instead (`runCaptured` checks it exited).
  let pipe = Pipe()
  try pipe.fileHandleForReading.close()
  let outcome = try navspec(["run", "pass"], standardOutput: pipe.fileHandleForWriting)
  try? pipe.fileHandleForWriting.close()
  #expect(outcome.status == 3)
  #expect(outcome.stderr == "error: cannot write the report to standard output: Broken pipe\n")
}

@Test func helpToAFullStandardOutputIsStatusThree() throws {
  let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
  defer { try? full.close() }
  let outcome = try navspec(["run", "--help"], standardOutput: full)
  #expect(outcome.status == 3)
  #expect(outcome.stderr.hasPrefix("error: cannot write the help to standard output: "))
}

@Test func theReplToAFullStandardOutputIsStatusThree() throws {
  let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
  defer { try? full.close() }
  let outcome = try shell(#"echo 'tabbar glass Home Search' | "$NAVSPEC" repl >/dev/full"#)
  #expect(outcome.status == 3)
  #expect(outcome.stderr.hasPrefix("error: cannot write the answer to standard output: "))
}

@Test func outputToADeviceThatFailsIsStatusThree() throws {
  let outcome = try navspec(["run", "pass", "--output", "/dev/full"])
  #expect(outcome.status == 3)
  #expect(
    outcome.stderr == "error: cannot write the report to '/dev/full': No space left on device\n")
}

@Test func outputIntoAMissingFolderIsStatusThree() throws {
  let outcome = try navspec(["run", "pass", "--output", "no-such-folder/report.txt"])
  #expect(outcome.status == 3)
  #expect(
    outcome.stderr
      == "error: cannot write the report to 'no-such-folder/report.txt': No such file or directory\n"
  )
}

@Test func outputOntoAFolderIsStatusThree() throws {
  let outcome = try navspec(["run", "pass", "--output", "pass"])
  #expect(outcome.status == 3)
  #expect(outcome.stderr == "error: cannot write the report to 'pass': it is a folder\n")
}

/// A write that fails half way (here: past the file-size limit, `ulimit -f`, with SIGXFSZ
/// ignored by navspec) leaves the previous report untouched and no temporary file behind.
@Test func aFailedOutputWriteLeavesThePreviousFileWhole() throws {
  let folder = try scratchFolder("half-written")
  defer { try? FileManager.default.removeItem(at: folder) }
  let report = folder.appendingPathComponent("report.json")
  try Data("previous report\n".utf8).write(to: report)
  let scenarios = PackageFiles.root.appendingPathComponent("scenarios").path
  // One block of 512 bytes (dash) or 1024 (bash); the corpus's JSON report is far longer.
  let outcome = try shell(
    #"ulimit -f 1; exec "$NAVSPEC" run "$1" --format json --output report.json"#
      .replacingOccurrences(of: "$1", with: scenarios),
    in: folder)
  #expect(outcome.status == 3)
  #expect(outcome.stderr == "error: cannot write the report to 'report.json': File too large\n")
  #expect(try String(contentsOf: report, encoding: .utf8) == "previous report\n")
  #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["report.json"])
}

@Test func outputThroughASymbolicLinkKeepsTheLink() throws {
  let folder = try scratchFolder("output-link")
  defer { try? FileManager.default.removeItem(at: folder) }
  let target = folder.appendingPathComponent("target.tap")
  let link = folder.appendingPathComponent("link.tap")
  try Data("old\n".utf8).write(to: target)
  try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
  let outcome = try navspec(["run", "pass", "--format", "tap", "--output", link.path])
  #expect(outcome.status == 0)
  #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
  #expect(try String(contentsOf: target, encoding: .utf8).hasPrefix("TAP version 14\n"))
}
