import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// Folder walks: each real file runs once whatever links reach it, and an unreadable file or
// folder is an error for that path while the rest still runs.

/// The paths of the files a JSON report lists, in order.
private func reportedPaths(_ outcome: Outcome) throws -> [String] {
  let document = try #require(
    try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
  let files = try #require(document["files"] as? [[String: Any]])
  return files.compactMap { $0["path"] as? String }
}

/// A folder `real/` holding the passing fixture, in a new scratch folder.
private func folderWithOneScenario(_ label: String) throws -> URL {
  let folder = try scratchFolder(label)
  let real = folder.appendingPathComponent("real")
  try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
  try FileManager.default.copyItem(
    at: fixtures.appendingPathComponent("pass/tap-selects.scenario"),
    to: real.appendingPathComponent("tap-selects.scenario"))
  return folder
}

@Test func aChainOfLinkedFoldersRunsTheFileOnce() throws {
  let folder = try folderWithOneScenario("link-chain")
  defer { try? FileManager.default.removeItem(at: folder) }
  // link01 -> real, link02 -> link01, ..., link20 -> link19; and real/up -> .. (a loop).
  var previous = "real"
  for index in 1...20 {
    let name = String(format: "link%02d", index)
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent(name).path, withDestinationPath: previous)
    previous = name
  }
  try FileManager.default.createSymbolicLink(
    atPath: folder.appendingPathComponent("real/up").path, withDestinationPath: "..")
  let outcome = try navspec(["run", ".", "--format", "json"], in: folder)
  #expect(outcome.status == 0)
  #expect(outcome.stderr.isEmpty)
  // Named by its real path, not through a link, though "link01" sorts first.
  #expect(try reportedPaths(outcome) == ["./real/tap-selects.scenario"])
}

@Test func aFileNamedTwiceAndThroughALinkRunsOnce() throws {
  let folder = try folderWithOneScenario("named-twice")
  defer { try? FileManager.default.removeItem(at: folder) }
  try FileManager.default.createSymbolicLink(
    atPath: folder.appendingPathComponent("alias.scenario").path,
    withDestinationPath: "real/tap-selects.scenario")
  let outcome = try navspec(
    ["run", "real/tap-selects.scenario", ".", "alias.scenario", "--format", "json"], in: folder)
  #expect(outcome.status == 0)
  #expect(try reportedPaths(outcome) == ["real/tap-selects.scenario"])
}

/// Whether this process can make a file unreadable to `navspec`: any user but root can with
/// chmod 000; root can when `setpriv` can drop the capabilities that let root read anything.
private let canMakeFilesUnreadable: Bool = {
  guard geteuid() == 0 else { return true }
  let probe = Process()
  probe.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
  probe.arguments = ["--bounding-set=-dac_override,-dac_read_search", "/bin/true"]
  guard (try? probe.run()) != nil else { return false }
  probe.waitUntilExit()
  return probe.terminationStatus == 0
}()

/// `navspec arguments` in `folder`, without root's power to read files whatever their mode.
private func navspecAsAUser(_ arguments: [String], in folder: URL) throws -> Outcome {
  guard geteuid() == 0 else { return try navspec(arguments, in: folder) }
  return try runCaptured(
    URL(fileURLWithPath: "/usr/bin/setpriv"),
    ["--bounding-set=-dac_override,-dac_read_search", try navspecExecutable().path] + arguments,
    in: folder)
}

@Test(.enabled(if: canMakeFilesUnreadable))
func anUnreadableFolderIsAnErrorAndTheRestRuns() throws {
  let folder = try folderWithOneScenario("locked-folder")
  let locked = folder.appendingPathComponent("locked")
  try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
  try FileManager.default.copyItem(
    at: fixtures.appendingPathComponent("fail/wrong-tab.scenario"),
    to: locked.appendingPathComponent("wrong-tab.scenario"))
  chmod(locked.path, 0)
  defer {
    chmod(locked.path, 0o700)
    try? FileManager.default.removeItem(at: folder)
  }
  let outcome = try navspecAsAUser(["run", "."], in: folder)
  #expect(outcome.status == 2)
  #expect(outcome.stderr == "error: cannot read folder './locked': Permission denied\n")
  #expect(
    outcome.stdout
      == "PASS  ./real/tap-selects.scenario: Tap selects\n1 passed, 0 failed, 0 skipped\n")
}

@Test(.enabled(if: canMakeFilesUnreadable))
func anUnreadableFileIsAnErrorAndTheRestRuns() throws {
  let folder = try folderWithOneScenario("locked-file")
  defer { try? FileManager.default.removeItem(at: folder) }
  let locked = folder.appendingPathComponent("real/a-locked.scenario")
  try Data("scenario \"never read\"\n".utf8).write(to: locked)
  chmod(locked.path, 0)
  let outcome = try navspecAsAUser(["run", "real"], in: folder)
  #expect(outcome.status == 2)
  #expect(outcome.stderr == "error: cannot read 'real/a-locked.scenario': Permission denied\n")
  #expect(
    outcome.stdout
      == "PASS  real/tap-selects.scenario: Tap selects\n1 passed, 0 failed, 0 skipped\n")
}

@Test func aLinkLoopIsAnErrorAndADanglingLinkIsSkipped() throws {
  let folder = try folderWithOneScenario("dangling")
  defer { try? FileManager.default.removeItem(at: folder) }
  try FileManager.default.createSymbolicLink(
    atPath: folder.appendingPathComponent("real/gone.scenario").path,
    withDestinationPath: "nowhere.scenario")
  try FileManager.default.createSymbolicLink(
    atPath: folder.appendingPathComponent("real/self").path, withDestinationPath: "self")
  let outcome = try navspec(["run", "real"], in: folder)
  // The dangling link has nothing to run and is skipped; the self-link is a loop: an error.
  #expect(outcome.status == 2)
  #expect(outcome.stderr == "error: cannot read 'real/self': Too many levels of symbolic links\n")
  #expect(outcome.lastLine == "1 passed, 0 failed, 0 skipped")
}

/// A device or a named pipe given by name is refused before it is read: `/dev/zero` never ends
/// and a pipe with no writer never answers, so reading either would hang or fill memory. The
/// scenarios named beside them still run.
@Test func aDeviceOrANamedPipeIsRefusedAndTheRestRuns() throws {
  let folder = try folderWithOneScenario("not-regular")
  defer { try? FileManager.default.removeItem(at: folder) }
  let pipe = folder.appendingPathComponent("pipe.scenario").path
  #expect(mkfifo(pipe, 0o600) == 0)
  let outcome = try navspec(["run", "/dev/zero", "pipe.scenario", "real"], in: folder)
  #expect(outcome.status == 2)
  #expect(
    outcome.stderr == """
      error: cannot read '/dev/zero': not a regular file (it is a device); only regular files can be used
      error: cannot read 'pipe.scenario': not a regular file (it is a named pipe); only regular files can be used

      """)
  #expect(outcome.lastLine == "1 passed, 0 failed, 0 skipped")
}

/// A file over the language's 4 MiB limit is refused without being read whole.
@Test func aFileOverTheLimitIsRefused() throws {
  let folder = try folderWithOneScenario("too-large")
  defer { try? FileManager.default.removeItem(at: folder) }
  let large = folder.appendingPathComponent("large.scenario")
  try Data(repeating: UInt8(ascii: "#"), count: 4 * 1024 * 1024 + 1).write(to: large)
  let outcome = try navspec(["run", "large.scenario"], in: folder)
  #expect(outcome.status == 2)
  #expect(
    outcome.stderr
      == "error: cannot read 'large.scenario': file is too large (the limit is 4 MiB, as for 'navspec run')\n"
  )
}
