import Foundation
import NavSpecTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// `navspec fmt`, end to end: what it lists, rewrites and refuses, and its exit status.

/// A formatted scenario, and the same scenario badly laid out.
private let formattedScenario = """
  # Tapping a tab selects it.
  tabbar glass Home Search

  scenario "Tap"
  tap Search  # lifts at 50 ms
  expect selection == Search

  """
private let unformattedScenario =
  "# Tapping a tab selects it.  \r\n  tabbar   glass Home Search\r\n\r\n\r\n"
  + "scenario \"Tap\"\r\ntap Search # lifts at 50 ms\r\nexpect selection==Search"

/// A scratch folder holding `files` (relative path: text).
private func folder(_ label: String, _ files: [String: String]) throws -> URL {
  let folder = try scratchFolder("fmt-\(label)")
  for (path, text) in files {
    let url = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }
  return folder
}

private func contents(_ folder: URL, _ path: String) throws -> String {
  try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
}

@Test func fmtCheckPassesFormattedFiles() throws {
  let folder = try folder(
    "check-clean",
    ["s/a.scenario": formattedScenario, "s/b.setup": "tabbar glass Home\n", "s/notes.txt": " x "])
  defer { try? FileManager.default.removeItem(at: folder) }
  let outcome = try navspec(["fmt", "--check", "s"], in: folder)
  #expect(outcome.status == 0)
  #expect(outcome.stdout.isEmpty)
  #expect(outcome.stderr.isEmpty)
}

@Test func fmtCheckListsUnformattedFilesAndWritesNothing() throws {
  let files = [
    "s/a.scenario": formattedScenario, "s/b.scenario": unformattedScenario,
    "s/deep/c.setup": "tabbar  glass Home\n", "s/deep/d.txt": "not  formatted  \n",
  ]
  let folder = try folder("check-dirty", files)
  defer { try? FileManager.default.removeItem(at: folder) }
  let outcome = try navspec(["fmt", "--check", "s"], in: folder)
  #expect(outcome.status == 1)
  #expect(outcome.stdout == "s/b.scenario\ns/deep/c.setup\n")
  #expect(
    outcome.stderr
      == "error: 2 files not formatted; 'navspec fmt' without --check formats them\n")
  for (path, text) in files { #expect(try contents(folder, path) == text, "\(path) changed") }
}

@Test func fmtRewritesOnlyTheFilesThatChange() throws {
  let folder = try folder(
    "rewrite",
    ["s/a.scenario": formattedScenario, "s/b.scenario": unformattedScenario, "c.flow": "tap  x\n"])
  defer { try? FileManager.default.removeItem(at: folder) }
  let untouched = folder.appendingPathComponent("s/a.scenario")
  let rewritten = folder.appendingPathComponent("s/b.scenario")
  chmod(rewritten.path, 0o640)
  let before = try FileManager.default.attributesOfItem(atPath: untouched.path)
  let outcome = try navspec(["fmt", "s", "./c.flow"], in: folder)
  #expect(outcome.status == 0)
  #expect(outcome.stdout == "s/b.scenario\n./c.flow\nformatted 2 of 3 files\n")
  #expect(outcome.stderr.isEmpty)
  #expect(try contents(folder, "s/b.scenario") == formattedScenario)
  #expect(try contents(folder, "c.flow") == "tap x\n")
  // The file that was formatted already is the same file, not a copy written again.
  let after = try FileManager.default.attributesOfItem(atPath: untouched.path)
  #expect(after[.systemFileNumber] as? Int == before[.systemFileNumber] as? Int)
  #expect(after[.modificationDate] as? Date == before[.modificationDate] as? Date)
  // The rewritten one keeps its permissions, and no temporary file is left behind.
  let mode = try FileManager.default.attributesOfItem(atPath: rewritten.path)[.posixPermissions]
  #expect(mode as? Int == 0o640)
  let left = try FileManager.default.contentsOfDirectory(
    atPath: folder.appendingPathComponent("s").path)
  #expect(left.sorted() == ["a.scenario", "b.scenario"])
  // A second run finds nothing to do.
  let again = try navspec(["fmt", "s", "c.flow"], in: folder)
  #expect(again.status == 0)
  #expect(again.stdout == "formatted 0 of 3 files\n")
}

@Test func fmtLeavesAFileThatDoesNotParseAndReportsItsErrors() throws {
  let broken = "tabbar   glass Home\ntapp Home\nexpect selection == Home\n"
  let folder = try folder(
    "broken", ["s/a-broken.scenario": broken, "s/b.scenario": unformattedScenario])
  defer { try? FileManager.default.removeItem(at: folder) }
  let outcome = try navspec(["fmt", "s"], in: folder)
  #expect(outcome.status == 2)
  #expect(
    outcome.stderr == """
      s/a-broken.scenario:2:1: error: unknown statement 'tapp'
      tapp Home
      ^~~~
      note: did you mean 'tap'?

      """)
  #expect(outcome.stdout == "s/b.scenario\nformatted 1 of 2 files\n")
  #expect(try contents(folder, "s/a-broken.scenario") == broken)
  #expect(try contents(folder, "s/b.scenario") == formattedScenario)
  // With --check too: the error wins over the unformatted file.
  try Data(unformattedScenario.utf8).write(to: folder.appendingPathComponent("s/b.scenario"))
  let check = try navspec(["fmt", "--check", "s"], in: folder)
  #expect(check.status == 2)
  #expect(check.stdout == "s/b.scenario\n")
}

@Test func fmtReportsUnreadablePathsAndFormatsTheRest() throws {
  let folder = try folder("unreadable", ["b.scenario": unformattedScenario])
  defer { try? FileManager.default.removeItem(at: folder) }
  mkfifo(folder.appendingPathComponent("pipe.scenario").path, 0o644)
  try FileManager.default.createSymbolicLink(
    atPath: folder.appendingPathComponent("loop.scenario").path,
    withDestinationPath: "loop.scenario")
  try Data([0x74, 0x61, 0x70, 0x20, 0xE9, 0x0A]).write(
    to: folder.appendingPathComponent("latin1.scenario"))
  let outcome = try navspec(
    ["fmt", "pipe.scenario", "loop.scenario", "latin1.scenario", "b.scenario"], in: folder)
  #expect(outcome.status == 2)
  #expect(
    outcome.stderr == """
      error: cannot read 'loop.scenario': Too many levels of symbolic links
      error: cannot read 'pipe.scenario': not a regular file (it is a named pipe); only regular files can be used
      error: cannot format 'latin1.scenario': it is not valid UTF-8, and formatting would replace the bytes that are not

      """)
  #expect(outcome.stdout == "b.scenario\nformatted 1 of 3 files\n")
  #expect(try contents(folder, "b.scenario") == formattedScenario)

  let missing = try navspec(["fmt", "--check", "nowhere"], in: folder)
  #expect(missing.status == 2)
  #expect(missing.stderr == "error: no such file or folder 'nowhere'\n")
  #expect(missing.stdout.isEmpty)
}

@Test func fmtNeedsAPath() throws {
  let outcome = try navspec(["fmt"])
  #expect(outcome.status == 2)
  #expect(outcome.stderr.contains("Missing expected argument '<paths> ...'"))
}

@Test func fmtCheckFindsTheBundledScenariosFormatted() throws {
  let outcome = try navspec(["fmt", "--check", "scenarios"], in: PackageFiles.root)
  #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)")
}

@Test func fmtFormatsStandardInputToStandardOutput() throws {
  let folder = try folder(
    "stdin", ["b.scenario": unformattedScenario, "a.scenario": formattedScenario])
  defer { try? FileManager.default.removeItem(at: folder) }
  let formatted = try shell("\"$NAVSPEC\" fmt - < b.scenario", in: folder)
  #expect(formatted.status == 0)
  #expect(formatted.stdout == formattedScenario)
  #expect(formatted.stderr.isEmpty)
  #expect(try contents(folder, "b.scenario") == unformattedScenario)

  let check = try shell("\"$NAVSPEC\" fmt --check - < b.scenario", in: folder)
  #expect(check.status == 1)
  #expect(check.stdout.isEmpty)
  #expect(check.stderr == "error: standard input is not formatted\n")
  #expect(try shell("\"$NAVSPEC\" fmt --check - < a.scenario", in: folder).status == 0)

  let broken = try shell("printf 'tapp Home\\n' | \"$NAVSPEC\" fmt -", in: folder)
  #expect(broken.status == 2)
  #expect(broken.stdout.isEmpty)
  #expect(broken.stderr.hasPrefix("<stdin>:1:1: error: unknown statement 'tapp'\n"))

  let mixed = try navspec(["fmt", "-", "a.scenario"], in: folder)
  #expect(mixed.status == 2)
  #expect(mixed.stderr.contains("'-' (standard input) cannot be given with other paths"))
}
