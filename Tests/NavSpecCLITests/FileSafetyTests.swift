import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// No file lost: a report is never written over a file the command reads, `--output` keeps what
// docs/cli.md#writing-the-report promises (the file's mode, links, any name the file system
// takes), `explore --out` never replaces a file unasked, and names that are not UTF-8 are
// reported as what they are.

/// A scratch folder holding `a.scenario`, a copy of the passing fixture.
private func folderWithAScenario(_ label: String) throws -> URL {
  let folder = try scratchFolder(label)
  try FileManager.default.copyItem(
    at: fixtures.appendingPathComponent("pass/tap-selects.scenario"),
    to: folder.appendingPathComponent("a.scenario"))
  return folder
}

private func contents(_ url: URL) throws -> Data { try Data(contentsOf: url) }

/// The permission bits of the file at `path`.
private func mode(_ path: String) -> mode_t {
  var info = stat()
  #expect(stat(path, &info) == 0)
  return info.st_mode & 0o7777
}

struct FileSafetyTests {
  // MARK: - No report over an input

  /// Every way a run names where a report goes, pointed at the scenario it reads, by its own
  /// name, another spelling, a symbolic link and a hard link: refused with status 2 before
  /// anything runs, and the scenario is kept.
  @Test func runRefusesToWriteAReportOverAnInput() throws {
    let folder = try folderWithAScenario("refuse-run")
    defer { try? FileManager.default.removeItem(at: folder) }
    let scenario = folder.appendingPathComponent("a.scenario")
    let original = try contents(scenario)
    #expect(symlink("a.scenario", folder.appendingPathComponent("soft.xml").path) == 0)
    #expect(link(scenario.path, folder.appendingPathComponent("hard.xml").path) == 0)
    let cases: [(arguments: [String], environment: [String: String], named: String)] = [
      (["--output", "a.scenario"], [:], "--output 'a.scenario' is an input:"),
      (["--output", "./a.scenario"], [:], "--output './a.scenario' is an input (the same file"),
      (["--report", "junit:soft.xml"], [:], "--report junit 'soft.xml' is an input (the same"),
      (["--report", "tap:hard.xml"], [:], "--report tap 'hard.xml' is an input (the same file"),
      ([], ["XML_OUTPUT_FILE": scenario.path], "XML_OUTPUT_FILE '\(scenario.path)' is an input"),
      (["--list", "--output", "a.scenario"], [:], "--output 'a.scenario' is an input:"),
      ([], ["TEST_SHARD_STATUS_FILE": "a.scenario"], "TEST_SHARD_STATUS_FILE 'a.scenario' is an"),
    ]
    for (arguments, environment, named) in cases {
      let outcome = try navspec(
        ["run", "a.scenario"] + arguments, in: folder, environment: environment)
      #expect(outcome.status == 2, "\(arguments) \(environment)")
      #expect(outcome.stdout == "", "nothing ran: \(arguments)")
      #expect(outcome.stderr.hasPrefix("error: " + named), "\(outcome.stderr)")
      #expect(
        outcome.stderr.hasSuffix(
          "writing there would replace it, so nothing was run; choose another file\n"))
      #expect(try contents(scenario) == original)
    }
    // A folder named on the command line: its files are inputs too.
    let inFolder = try navspec(
      ["run", ".", "--format", "json", "--output", "a.scenario"], in: folder)
    #expect(inFolder.status == 2)
    #expect(try contents(scenario) == original)
    // Another name is fine.
    let elsewhere = try navspec(["run", "a.scenario", "--output", "report.txt"], in: folder)
    #expect(elsewhere.status == 0)
  }

  @Test func auditRefusesToWriteAReportOrABaselineOverAnInput() throws {
    let folder = try folderWithAScenario("refuse-audit")
    defer { try? FileManager.default.removeItem(at: folder) }
    let scenario = folder.appendingPathComponent("a.scenario")
    let original = try contents(scenario)
    for arguments in [["--output", "a.scenario"], ["--write-baseline", "./a.scenario"]] {
      let outcome = try navspec(
        ["audit", "a.scenario", "--matrix", "none"] + arguments, in: folder)
      #expect(outcome.status == 2, "\(arguments)")
      #expect(outcome.stdout == "")
      #expect(outcome.stderr.hasPrefix("error: \(arguments[0]) "), "\(outcome.stderr)")
      #expect(outcome.stderr.contains("is an input"))
      #expect(try contents(scenario) == original)
    }
    // The baseline read is an input of the report, not of the baseline written.
    let baseline = try navspec(
      ["audit", "a.scenario", "--matrix", "none", "--write-baseline", "known.json"], in: folder)
    #expect(baseline.status == 0)
    let known = try contents(folder.appendingPathComponent("known.json"))
    let overBaseline = try navspec(
      [
        "audit", "a.scenario", "--matrix", "none", "--baseline", "known.json", "--output",
        "known.json",
      ], in: folder)
    #expect(overBaseline.status == 2)
    #expect(try contents(folder.appendingPathComponent("known.json")) == known)
    let rewritten = try navspec(
      [
        "audit", "a.scenario", "--matrix", "none", "--baseline", "known.json",
        "--write-baseline", "known.json",
      ], in: folder)
    #expect(rewritten.status == 0)
  }

  // MARK: - What --output does to the file it writes

  /// The report keeps the mode of the file it replaces; a symbolic link is followed, even one
  /// whose target does not exist yet; a hard link is replaced by name (docs/cli.md says why).
  @Test func outputKeepsModeAndFollowsLinksAsDocumented() throws {
    let folder = try folderWithAScenario("output-file")
    defer { try? FileManager.default.removeItem(at: folder) }
    let report = folder.appendingPathComponent("report.txt").path
    try Data("private\n".utf8).write(to: URL(fileURLWithPath: report))
    #expect(chmod(report, 0o600) == 0)
    let other = folder.appendingPathComponent("other-name.txt").path
    #expect(link(report, other) == 0)
    let outcome = try navspec(["run", "a.scenario", "--output", "report.txt"], in: folder)
    #expect(outcome.status == 0)
    #expect(mode(report) == 0o600)
    #expect(
      try String(contentsOfFile: report, encoding: .utf8).hasSuffix(
        "1 passed, 0 failed, 0 skipped\n"))
    #expect(try String(contentsOfFile: other, encoding: .utf8) == "private\n")

    // A dangling symbolic link: the link stays, its target is created.
    let dangling = folder.appendingPathComponent("dangling.txt").path
    #expect(symlink("sub/../target.txt", dangling) == 0)
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
    let throughLink = try navspec(["run", "a.scenario", "--output", "dangling.txt"], in: folder)
    #expect(throughLink.status == 0)
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: dangling) == "sub/../target.txt")
    #expect(
      try String(contentsOfFile: folder.appendingPathComponent("target.txt").path, encoding: .utf8)
        .hasSuffix("1 passed, 0 failed, 0 skipped\n"))
    // A loop of links is an error, not a hang.
    #expect(symlink("loop-b", folder.appendingPathComponent("loop-a").path) == 0)
    #expect(symlink("loop-a", folder.appendingPathComponent("loop-b").path) == 0)
    let loop = try navspec(["run", "a.scenario", "--output", "loop-a"], in: folder)
    #expect(loop.status == 3)
    #expect(loop.stderr.contains("Too many levels of symbolic links"))
  }

  /// Any name the file system accepts (255 bytes on Linux's) can be written: the hidden
  /// temporary file beside it is shortened rather than the write refused.
  @Test func theLongestNameTheFileSystemTakesCanBeWritten() throws {
    let folder = try folderWithAScenario("long-name")
    defer { try? FileManager.default.removeItem(at: folder) }
    for length in [238, 239, 240, 255] {
      let name = String(repeating: "r", count: length - 5) + ".json"
      for arguments in [["--output", name], ["--report", "json:" + name]] {
        let outcome = try navspec(["run", "a.scenario"] + arguments, in: folder)
        #expect(outcome.status == 0, "\(length): \(outcome.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path))
      }
      let audit = try navspec(
        ["audit", "a.scenario", "--matrix", "none", "--output", name], in: folder)
      // 1: the fixture's findings (the glass bar's fixed-size labels); the report was written.
      #expect(audit.status == 1, "\(length): \(audit.stderr)")
      #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path))
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(!names.contains { $0.hasPrefix(".") }, "no temporary file is left")
    // One byte more is the file system's refusal, said as such.
    let tooLong = String(repeating: "r", count: 251) + ".json"
    let refused = try navspec(["run", "a.scenario", "--output", tooLong], in: folder)
    #expect(refused.status == 3)
    #expect(refused.stderr.hasSuffix(": File name too long\n"))
  }

  // MARK: - Sizes and names in bytes

  /// The 4 MiB limit counts the bytes of the file: 1.5 MiB of bytes that are not UTF-8 (each
  /// read as a 3-byte U+FFFD) is not "too large".
  @Test func theSizeLimitCountsBytesNotDecodedText() throws {
    let folder = try folderWithAScenario("size-bytes")
    defer { try? FileManager.default.removeItem(at: folder) }
    var bytes = try contents(folder.appendingPathComponent("a.scenario"))
    // 512 comment lines of 3,072 such bytes each (a line holds at most 4,096 characters).
    let line = Data("# ".utf8) + Data(repeating: 0xFF, count: 3 * 1024) + Data("\n".utf8)
    for _ in 0..<512 { bytes += line }
    try bytes.write(to: folder.appendingPathComponent("b.scenario"))
    let outcome = try navspec(["run", "b.scenario"], in: folder)
    #expect(!outcome.stderr.contains("too large"), "\(outcome.stderr.prefix(300))")
    #expect(!outcome.stdout.contains("too large"), "\(outcome.stdout.prefix(300))")
    #expect(outcome.status == 0)
  }

  /// One name in a folder that is not UTF-8 does not make the folder unreadable: a scenario
  /// file so named is reported by its bytes, a hidden entry or another file is skipped, and the
  /// rest runs.
  @Test func aNameThatIsNotUTF8SpoilsOnlyItself() throws {
    let folder = try scratchFolder("not-utf8")
    defer { try? FileManager.default.removeItem(at: folder) }
    let outcome = try shell(
      """
      mkdir -p real quiet && cp "$NAVSPEC_FIXTURE" real/a.scenario && cp real/a.scenario quiet/
      cp real/a.scenario "real/$(printf 'caf\\351.scenario')"
      : > "real/$(printf '.hidden\\351')"; : > "quiet/$(printf '.hidden\\351')"
      : > "quiet/$(printf 'notes\\351.txt')"
      "$NAVSPEC" run real > real.out 2> real.err; echo "real $?"
      "$NAVSPEC" run quiet > quiet.out 2> quiet.err; echo "quiet $?"
      "$NAVSPEC" run "$(printf 'real/caf\\351.scenario')" real/a.scenario > named.out 2> named.err
      echo "named $?"
      "$NAVSPEC" run "$(printf 'real/gone\\351.scenario')" 2> gone.err; echo "gone $?"
      "$NAVSPEC" run real/a.scenario --output "$(printf 'r\\351.txt')" 2> output.err
      echo "output $?"
      """.replacingOccurrences(
        of: "$NAVSPEC_FIXTURE",
        with: fixtures.appendingPathComponent("pass/tap-selects.scenario").path),
      in: folder)
    func read(_ name: String) throws -> String {
      try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }
    let statuses = outcome.stdout.split(separator: "\n").suffix(5)
    #expect(Array(statuses) == ["real 2", "quiet 0", "named 2", "gone 2", "output 2"])
    let unreadable =
      "its name is not valid UTF-8, and navspec reads UTF-8 names only (rename it)\n"
    #expect(try read("real.err") == "error: cannot read 'real/caf\\xE9.scenario': " + unreadable)
    #expect(try read("real.out").hasSuffix("1 passed, 0 failed, 0 skipped\n"))
    #expect(try read("quiet.err") == "")
    #expect(try read("quiet.out").hasSuffix("1 passed, 0 failed, 0 skipped\n"))
    #expect(try read("named.err") == "error: cannot read 'real/caf\\xE9.scenario': " + unreadable)
    #expect(try read("gone.err") == "error: no such file or folder 'real/gone\\xE9.scenario'\n")
    // A report is not written to a name other than the one typed.
    #expect(
      try read("output.err")
        == "error: --output 'r\\xE9.txt': its name is not valid UTF-8, and navspec writes UTF-8 "
        + "names only, so nothing was run; choose another name\n")
    let written = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(!written.contains { $0.hasPrefix("r") && $0.hasSuffix(".txt") })
  }

  // MARK: - explore --out

  /// Whether /sys (sysfs, which no one can add a folder to) is there to try.
  static func sysRefusesFolders() -> Bool {
    guard mkdir("/sys/navspec-probe", 0o755) == 0 else { return errno != EEXIST }
    rmdir("/sys/navspec-probe")
    return false
  }

  static let breakingSetup =
    "tabbar glass Home Search Library Profile\ninvariant selection == Home\n"

  /// An existing file is kept unless `--overwrite` is given, one with the same scenario is left
  /// as it is, and even `--overwrite` never replaces the set-up.
  @Test func exploreOutKeepsAnExistingFileUnlessTold() throws {
    let folder = try scratchFolder("explore-out")
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.breakingSetup.write(
      to: folder.appendingPathComponent("a.setup"), atomically: true, encoding: .utf8)
    let out = folder.appendingPathComponent("found")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    let written = out.appendingPathComponent("selection-home-seed0.scenario")
    try Data("mine\n".utf8).write(to: written)
    let arguments = ["explore", "a.setup", "--runs", "10", "--steps", "10", "--out", "found"]

    let kept = try navspec(arguments, in: folder)
    #expect(kept.status == 3)
    #expect(
      kept.stderr
        == "error: cannot write the scenario to 'found/selection-home-seed0.scenario': a different "
        + "file of that name exists; it is kept (--overwrite replaces it)\n")
    #expect(try contents(written) == Data("mine\n".utf8))

    let replaced = try navspec(arguments + ["--overwrite"], in: folder)
    #expect(replaced.status == 1)
    #expect(replaced.stdout.contains("wrote 'found/selection-home-seed0.scenario'\n"))
    let scenario = try contents(written)
    #expect(scenario.starts(with: Data("# Found by navspec explore".utf8)))

    let alone = try navspec(["explore", "a.setup", "--overwrite"], in: folder)
    #expect(alone.status == 2)
    #expect(alone.stderr.contains("--overwrite replaces files in --out; give --out too"))

    let again = try navspec(arguments, in: folder)
    #expect(again.status == 1)
    #expect(
      again.stdout.contains(
        "kept 'found/selection-home-seed0.scenario': it holds this scenario already\n"))

    // The set-up itself, where a finding would be written: kept, even with --overwrite.
    try FileManager.default.copyItem(
      at: folder.appendingPathComponent("a.setup"), to: out.appendingPathComponent("x.setup"))
    try FileManager.default.removeItem(at: written)
    #expect(symlink("x.setup", written.path) == 0)
    let setupKept = try navspec(
      [
        "explore", "found/x.setup", "--runs", "10", "--steps", "10", "--out", "found",
        "--overwrite",
      ],
      in: folder)
    #expect(setupKept.status == 3)
    #expect(setupKept.stderr.contains("it is the set-up"))
    #expect(
      try String(contentsOf: out.appendingPathComponent("x.setup"), encoding: .utf8)
        == Self.breakingSetup)
  }

  /// A folder that cannot be created says why (a read-only or virtual file system), not "No
  /// such file or directory" for the file it would have held.
  @Test(.enabled(if: Self.sysRefusesFolders()))
  func exploreOutIntoAFolderThatCannotBeCreatedSaysWhy() throws {
    let folder = try scratchFolder("explore-readonly")
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.breakingSetup.write(
      to: folder.appendingPathComponent("a.setup"), atomically: true, encoding: .utf8)
    errno = 0
    mkdir("/sys/navspec-out", 0o755)
    let reason = String(cString: strerror(errno))
    let outcome = try navspec(
      ["explore", "a.setup", "--runs", "10", "--steps", "10", "--out", "/sys/navspec-out"],
      in: folder)
    #expect(outcome.status == 3)
    #expect(outcome.stderr == "error: cannot create folder '/sys/navspec-out': \(reason)\n")
    #expect(!outcome.stderr.contains("No such file or directory"))
  }
}
