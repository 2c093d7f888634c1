import Foundation
import NavSpecTestSupport
import Testing

// End-to-end tests: run the built `navspec` executable as a user would and check its standard
// output, standard error and exit status.
//
// The executable must already be built. `swift test` does not build it for this target (the
// target depends on NavSpecLanguage, not on the executable), which is why `make test` runs
// `swift build` before `swift test`. Set NAVSPEC_EXECUTABLE to test another binary.
//
// Every run starts in the Fixtures folder and names fixtures by relative path, so reports
// print short, machine-independent paths such as `pass/tap-selects.scenario`.

/// What one run of `navspec` did.
struct Outcome {
  var status: Int32
  var stdout: String
  var stderr: String

  /// The last line of standard output: the summary in the human format.
  var lastLine: String? {
    stdout.split(separator: "\n", omittingEmptySubsequences: true).last.map(String.init)
  }
}

/// The Fixtures folder next to this file (plain files, not SwiftPM resources).
let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("Fixtures")

/// Finds the `navspec` executable the package built.
///
/// SwiftPM puts it in the same folder as the test bundle, so look next to the running test
/// binary and in its parent folders (the bundle may be a directory, as on macOS), and fall back
/// to `<package root>/.build/debug/navspec`, found from this file's path.
func navspecExecutable() throws -> URL {
  let fileManager = FileManager.default
  if let override = ProcessInfo.processInfo.environment["NAVSPEC_EXECUTABLE"] {
    return URL(fileURLWithPath: override)
  }
  var candidates: [URL] = []
  var folder = Bundle.main.bundleURL
  for _ in 0..<4 {
    candidates.append(folder.appendingPathComponent("navspec"))
    folder = folder.deletingLastPathComponent()
  }
  candidates.append(PackageFiles.root.appendingPathComponent(".build/debug/navspec"))
  for candidate in candidates {
    var isFolder: ObjCBool = false
    if fileManager.fileExists(atPath: candidate.path, isDirectory: &isFolder), !isFolder.boolValue,
      fileManager.isExecutableFile(atPath: candidate.path)
    {
      return candidate
    }
  }
  struct NotBuilt: Error, CustomStringConvertible {
    var searched: [URL]
    var description: String {
      "navspec executable not found (run `swift build` first; `make test` does). Looked at: "
        + searched.map(\.path).joined(separator: ", ")
    }
  }
  throw NotBuilt(searched: candidates)
}

/// Runs `navspec` with `arguments` in `folder` and waits for it.
///
/// Output goes to temporary files rather than pipes: a pipe that is not drained while the
/// process runs blocks it once the pipe's buffer fills. `standardOutput` replaces the captured
/// standard output (`/dev/full`, a pipe nobody reads); `stdout` is then empty.
func navspec(
  _ arguments: [String], in folder: URL = fixtures, standardOutput: FileHandle? = nil,
  environment: [String: String] = [:]
) throws -> Outcome {
  try runCaptured(
    try navspecExecutable(), arguments, in: folder, environment: environment,
    standardOutput: standardOutput)
}

/// Runs `script` with /bin/sh in `folder`, with `$NAVSPEC` set to the built executable: for
/// what only a shell sets up, such as a closed descriptor or a file-size limit.
func shell(_ script: String, in folder: URL = fixtures) throws -> Outcome {
  try runCaptured(
    URL(fileURLWithPath: "/bin/sh"), ["-c", script], in: folder,
    environment: ["NAVSPEC": try navspecExecutable().path])
}

/// Runs `executable`, capturing standard output and standard error in temporary files.
func runCaptured(
  _ executable: URL, _ arguments: [String], in folder: URL,
  environment: [String: String] = [:], standardOutput: FileHandle? = nil
) throws -> Outcome {
  let scratch = FileManager.default.temporaryDirectory
    .appendingPathComponent("navspec-cli-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: scratch) }
  let stdoutURL = scratch.appendingPathComponent("stdout")
  let stderrURL = scratch.appendingPathComponent("stderr")
  try Data().write(to: stdoutURL)
  try Data().write(to: stderrURL)
  let stdout = try FileHandle(forWritingTo: stdoutURL)
  let stderr = try FileHandle(forWritingTo: stderrURL)

  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  process.currentDirectoryURL = folder
  // The tests' own CI may set what changes navspec's defaults (GitHub Actions sets
  // GITHUB_ACTIONS, which selects --format github): each test says what it wants.
  var inherited = ProcessInfo.processInfo.environment
  for name in ["GITHUB_ACTIONS", "NO_COLOR", "CLICOLOR_FORCE"] { inherited[name] = nil }
  process.environment = inherited.merging(environment) { $1 }
  process.standardInput = FileHandle.nullDevice
  process.standardOutput = standardOutput ?? stdout
  process.standardError = stderr
  try process.run()
  process.waitUntilExit()
  try stdout.close()
  try stderr.close()

  // A crash must fail the test, not pass as some exit status.
  #expect(
    process.terminationReason == .exit, "navspec was killed by signal \(process.terminationStatus)")
  return Outcome(
    status: process.terminationStatus,
    stdout: String(decoding: try Data(contentsOf: stdoutURL), as: UTF8.self),
    stderr: String(decoding: try Data(contentsOf: stderrURL), as: UTF8.self)
  )
}

/// Matches a caret line under a diagnostic: optional spaces, `^`, then `~`s.
func isCaretLine(_ line: Substring) -> Bool {
  let trimmed = line.drop { $0 == " " }
  return trimmed.first == "^" && trimmed.dropFirst().allSatisfy { $0 == "~" }
}

// MARK: - The command line itself

@Test func helpListsTheRunSubcommand() throws {
  let outcome = try navspec(["--help"])
  #expect(outcome.status == 0)
  #expect(outcome.stdout.contains("USAGE: navspec"))
  #expect(outcome.stdout.contains("  run "))
}

@Test func runHelpListsEveryOption() throws {
  let outcome = try navspec(["run", "--help"])
  #expect(outcome.status == 0)
  for option in ["--format", "--output", "--filter", "--exhaustive", "--set", "junit"] {
    #expect(outcome.stdout.contains(option), "missing \(option)")
  }
}

@Test func versionIsPrinted() throws {
  let outcome = try navspec(["--version"])
  #expect(outcome.status == 0)
  #expect(outcome.stdout == "0.1.0\n")
}

@Test func aMissingPathIsAUsageError() throws {
  let outcome = try navspec(["run", "no-such-folder"])
  #expect(outcome.status == 2)
  #expect(outcome.stderr == "error: no such file or folder 'no-such-folder'\n")
  #expect(outcome.stdout.isEmpty)
}

@Test func anUnknownFormatIsAUsageError() throws {
  let outcome = try navspec(["run", "pass", "--format", "xml"])
  #expect(outcome.status == 2)
  #expect(outcome.stderr.contains("'xml'"))
  #expect(outcome.stdout.isEmpty)
}

@Test func aFolderWithoutScenariosIsAUsageError() throws {
  let outcome = try navspec(["run", "empty"])
  #expect(outcome.status == 2)
  #expect(outcome.stderr == "error: no scenario files found in 'empty'\n")
  #expect(outcome.stdout.isEmpty)
}

@Test func hiddenFoldersAreSkipped() throws {
  // hidden-only/ holds a scenario, but only inside .drafts/.
  let outcome = try navspec(["run", "hidden-only"])
  #expect(outcome.status == 2)
  #expect(outcome.stderr.hasPrefix("error: no scenario files found"))
}

@Test func foldersRunInPathOrder() throws {
  // JSON lists every file run, even before any scenario runs, so the order is visible.
  let outcome = try navspec(["run", ".", "--format", "json"])
  let document = try #require(
    try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
  let files = try #require(document["files"] as? [[String: Any]])
  #expect(
    files.compactMap { $0["path"] as? String } == [
      "./audit/eight-tabs.scenario",
      "./broken/unknown-statement.scenario",
      "./fail/wrong-tab.scenario",
      "./pass/tap-selects.scenario",
      "./settings/right-to-left.scenario",
    ])
}

@Test func invalidUTF8DoesNotCrash() throws {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("navspec-utf8-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  let bytes: [UInt8] = Array("scenario \"Bad bytes\"\ntap ".utf8) + [0xFF, 0xC3, 0x28, 0x0A]
  try Data(bytes).write(to: folder.appendingPathComponent("bad.scenario"))
  let outcome = try navspec(["run", "bad.scenario"], in: folder)
  // Invalid bytes decode as U+FFFD, which the lexer reports: a located error, not a crash.
  #expect(outcome.status == 2)
  #expect(outcome.stdout.contains("bad.scenario:2:5: error: unexpected character U+FFFD"))
  #expect(outcome.lastLine == "0 passed, 1 failed, 0 skipped")
}

// MARK: - Formats and options

@Test func jsonOutputParses() throws {
  let outcome = try navspec(["run", "pass", "--format", "json"])
  let document = try #require(
    try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
  #expect(document["passed"] is Int)
  #expect(document["failed"] is Int)
  let files = try #require(document["files"] as? [[String: Any]])
  #expect(files.count == 1)
  #expect(files.first?["path"] as? String == "pass/tap-selects.scenario")
  #expect(files.first?["scenarios"] is [Any])
}

@Test func outputWritesTheReportToAFile() throws {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("navspec-output-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  let report = folder.appendingPathComponent("report.tap")
  // An existing file is replaced, not appended to.
  try Data("stale contents that must disappear\n".utf8).write(to: report)

  let outcome = try navspec(["run", "pass", "--format", "tap", "--output", report.path])
  #expect(outcome.status == 0)
  #expect(outcome.stdout.isEmpty)
  let written = String(decoding: try Data(contentsOf: report), as: UTF8.self)
  #expect(written.hasPrefix("TAP version 14\n"))
  #expect(!written.contains("stale"))
  #expect(written.hasSuffix("# 1 passed, 0 failed, 0 skipped\n"))
}

// MARK: - Running scenarios (these need the real parser and runner)

@Test func aPassingScenarioExitsZero() throws {
  let outcome = try navspec(["run", "pass"])
  #expect(outcome.status == 0)
  #expect(outcome.stdout.hasPrefix("PASS  pass/tap-selects.scenario: Tap selects\n"))
  #expect(outcome.lastLine == "1 passed, 0 failed, 0 skipped")
  #expect(outcome.stderr.isEmpty)
}

@Test func aFailingScenarioExitsOneAndShowsExpectedAndActual() throws {
  let outcome = try navspec(["run", "fail"])
  #expect(outcome.status == 1)
  #expect(outcome.stdout.hasPrefix("FAIL  fail/wrong-tab.scenario: Wrong tab\n"))
  #expect(outcome.stdout.contains("fail/wrong-tab.scenario:6:"))
  #expect(outcome.stdout.contains("expect selection == Profile"))
  #expect(outcome.stdout.contains("expected: Profile"))
  #expect(outcome.stdout.contains("actual: Library"))
  #expect(outcome.lastLine == "0 passed, 1 failed, 0 skipped")
}

@Test func aParseErrorExitsTwoWithACompilerStyleDiagnostic() throws {
  let outcome = try navspec(["run", "broken"])
  #expect(outcome.status == 2)
  #expect(outcome.stdout.hasPrefix("ERROR broken/unknown-statement.scenario: "))
  #expect(outcome.stdout.contains("broken/unknown-statement.scenario:5:1: error: "))
  #expect(outcome.stdout.contains("\ntapp Library\n"))
  #expect(outcome.stdout.split(separator: "\n").contains(where: isCaretLine))
  #expect(outcome.lastLine == "0 passed, 1 failed, 0 skipped")
}

@Test(arguments: [
  // By scenario name: only the passing scenario runs.
  (
    filter: "Tap selects", status: Int32(0), summary: "1 passed, 0 failed, 0 skipped",
    absent: "Wrong tab"
  ),
  // By file path: only the failing scenario runs.
  (
    filter: "wrong-tab", status: Int32(1), summary: "0 passed, 1 failed, 0 skipped",
    absent: "Tap selects"
  ),
])
func filterRunsOnlyMatchingScenarios(
  filter: String, status: Int32, summary: String, absent: String
) throws {
  let outcome = try navspec(["run", "pass", "fail", "--filter", filter])
  #expect(outcome.status == status)
  #expect(outcome.lastLine == summary)
  #expect(!outcome.stdout.contains(absent))
}

@Test func aFilterThatMatchesNothingIsAUsageError() throws {
  let outcome = try navspec(["run", "pass", "fail", "--filter", "zzz"])
  #expect(outcome.status == 2)
  #expect(outcome.stderr == "error: --filter 'zzz' matched no scenario\n")
  #expect(outcome.lastLine == "0 passed, 0 failed, 0 skipped")
}

@Test func repeatedFiltersRunWhatMatchesAny() throws {
  let outcome = try navspec([
    "run", "pass", "fail", "--filter", "Tap selects", "--filter", "wrong-tab",
  ])
  #expect(outcome.status == 1)
  #expect(outcome.lastLine == "1 passed, 1 failed, 0 skipped")
  #expect(outcome.stderr.isEmpty)
}

@Test func oneOfSeveralFiltersMatchingNothingIsStillAnError() throws {
  // Most likely a typo: the scenarios it meant silently did not run.
  let outcome = try navspec(["run", "pass", "fail", "--filter", "Tap selects", "--filter", "wrnog"])
  #expect(outcome.status == 2)
  #expect(outcome.stderr == "error: --filter 'wrnog' matched no scenario\n")
  #expect(outcome.lastLine == "1 passed, 0 failed, 0 skipped")
}

@Test func filtersAreCaseSensitive() throws {
  // The scenario is "Tap selects" in pass/tap-selects.scenario: "TAP" is in neither.
  let outcome = try navspec(["run", "pass", "--filter", "TAP"])
  #expect(outcome.status == 2)
  #expect(outcome.stderr == "error: --filter 'TAP' matched no scenario\n")
}

@Test func everyFormatReportsTheSameRun() throws {
  // The same two scenarios in each format: the verdicts must agree.
  let tap = try navspec(["run", "pass", "fail", "--format", "tap"])
  #expect(tap.status == 1)
  #expect(tap.stdout.contains("\nok 1 - pass/tap-selects.scenario: Tap selects\n"))
  #expect(tap.stdout.contains("\nnot ok 2 - fail/wrong-tab.scenario: Wrong tab\n"))
  #expect(tap.stdout.hasSuffix("# 1 passed, 1 failed, 0 skipped\n"))

  let junit = try navspec(["run", "pass", "fail", "--format", "junit"])
  #expect(junit.status == 1)
  // Both scenarios end 50 ms after they begin (the tap's settle): 0.100 s in all.
  #expect(
    junit.stdout.contains(
      #"<testsuites name="navspec" tests="2" failures="1" errors="0" skipped="0" time="0.100">"#))
  #expect(
    junit.stdout.contains(
      #"name="Wrong tab" file="fail/wrong-tab.scenario" line="2" time="0.050">"#))
}

/// Two separate runs of the whole corpus print byte-identical reports. Separate processes matter:
/// Swift seeds hashing per process, so an order that leaked from a Set or Dictionary would differ
/// between runs but never within one.
@Test func twoRunsOfTheCorpusPrintTheSameBytes() throws {
  let packageRoot = PackageFiles.root
  let first = try navspec(["run", "scenarios", "--format", "json"], in: packageRoot)
  let second = try navspec(["run", "scenarios", "--format", "json"], in: packageRoot)
  #expect(first.status == 0)
  #expect(first.stdout.count > 10_000)
  #expect(first.stdout == second.stdout)
  let human = try navspec(["run", "scenarios"], in: packageRoot)
  let again = try navspec(["run", "scenarios"], in: packageRoot)
  #expect(human.stdout == again.stdout)
}

@Test func setStartsEveryScenarioWithASetting() throws {
  // settings/right-to-left passes only when the run starts right to left.
  let plain = try navspec(["run", "settings"])
  #expect(plain.status == 1)
  let rtl = try navspec([
    "run", "settings", "--set", "bold-text=on", "--set", "layout-direction=rtl",
  ])
  #expect(rtl.status == 0)
  #expect(rtl.lastLine == "1 passed, 0 failed, 0 skipped")
}

@Test(arguments: [
  (
    "layout-directon=rtl",
    "Error: '--set layout-directon=rtl': unknown setting 'layout-directon'; did you mean 'layout-direction'?"
  ),
  (
    "dynamic-type=AX9",
    "Error: '--set dynamic-type=AX9': 'dynamic-type' does not take 'AX9'; did you mean 'AX1'?"
  ),
  (
    "voiceover",
    "Error: '--set voiceover' needs a value: write it as name=value, e.g. dynamic-type=AX5"
  ),
])
func aBadSettingIsAUsageErrorWithTheFix(argument: String, message: String) throws {
  let outcome = try navspec(["run", "pass", "--set", argument])
  #expect(outcome.status == 2)
  #expect(outcome.stderr.hasPrefix(message + "\n"))
  #expect(outcome.stdout.isEmpty)
}
