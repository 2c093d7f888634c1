import Foundation
import LineEditing
import Testing

/// The history file without a terminal: what `LineEditor` writes after every line.
struct HistoryFileTests {
  /// A history file in a new folder of its own, which the test removes.
  static func makeFile(limit: Int = HistoryFile.defaultLimit) -> HistoryFile {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("navspec-history-\(UUID().uuidString)")
    return HistoryFile(url: folder.appendingPathComponent("state/navspec/history"), limit: limit)
  }

  static func remove(_ file: HistoryFile) {
    let folder = file.url.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    try? FileManager.default.removeItem(at: folder)
  }

  @Test func aMissingFileHasNoEntries() {
    let file = Self.makeFile()
    #expect(file.load().isEmpty)
  }

  @Test func entriesRoundTripWithEscapes() throws {
    var file = Self.makeFile()
    defer { Self.remove(file) }
    let entries = [
      "tap Library", #"announce "a \"quoted\" word""#, "two\nlines", #"back\slash\n"#,
      "tabbar glass Café 日本", "carriage\rreturn",
    ]
    try file.append(entries)
    #expect(file.load() == entries)
    let text = try String(contentsOf: file.url, encoding: .utf8)
    #expect(
      text.split(separator: "\n", omittingEmptySubsequences: false).count == entries.count + 1)
    #expect(text.contains(#"two\nlines"#))
    #expect(text.contains(#"back\\slash\\n"#))
  }

  @Test func appendCreatesFoldersAndLeavesNoTemporaryFiles() throws {
    var file = Self.makeFile()
    defer { Self.remove(file) }
    try file.append(["tap Home"])
    let folder = file.url.deletingLastPathComponent()
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(names == ["history", "history.lock"])
  }

  @Test func twoWritersMergeInsteadOfOverwriting() throws {
    var first = Self.makeFile()
    defer { Self.remove(first) }
    var second = HistoryFile(url: first.url)
    try first.append(["tap Home"])
    try second.append(["tap Search"])
    try first.append(["tap Library"])
    #expect(first.load() == ["tap Home", "tap Search", "tap Library"])
    #expect(second.load() == first.load())
  }

  @Test func concurrentWritersLoseNothing() throws {
    let file = Self.makeFile()
    defer { Self.remove(file) }
    let writers = 4
    let perWriter = 25
    DispatchQueue.concurrentPerform(iterations: writers) { writer in
      for entry in 0..<perWriter {
        var writerFile = HistoryFile(url: file.url)
        _ = try? writerFile.append(["writer \(writer) entry \(entry)"])
      }
    }
    let entries = file.load()
    #expect(entries.count == writers * perWriter)
    // Each writer's entries are all there, in the order it wrote them.
    for writer in 0..<writers {
      let own = entries.filter { $0.hasPrefix("writer \(writer) ") }
      #expect(own == (0..<perWriter).map { "writer \(writer) entry \($0)" })
    }
  }

  @Test func onlyTheNewestEntriesAreKept() throws {
    var file = Self.makeFile(limit: 3)
    defer { Self.remove(file) }
    try file.append(["1", "2"])
    try file.append(["3", "4", "5"])
    #expect(file.load() == ["3", "4", "5"])
    // The file keeps up to twice the limit; the seventh line compacts it to the newest three.
    try file.append(["6", "7"])
    #expect(file.compactions == 1)
    #expect(try String(contentsOf: file.url, encoding: .utf8) == "5\n6\n7\n")
    // A larger limit does not bring dropped entries back; a smaller one reads fewer.
    #expect(HistoryFile(url: file.url, limit: 10).load() == ["5", "6", "7"])
    #expect(HistoryFile(url: file.url, limit: 2).load() == ["6", "7"])
  }

  /// 1,000 entries of 4 KB each: saving one more line writes that line, not the history.
  @Test func aLineCostsOneLineHoweverLongTheHistory() throws {
    var file = Self.makeFile(limit: 1000)
    defer { Self.remove(file) }
    try FileManager.default.createDirectory(
      at: file.url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let entries = (0..<1000).map { "# \($0) " + String(repeating: "x", count: 4096 - 8) }
    try Data(entries.map { $0 + "\n" }.joined().utf8).write(to: file.url)
    let sizeBefore = try Self.size(of: file.url)

    let line = "# new " + String(repeating: "y", count: 4090)
    try file.append([line])
    try file.append(["tap Library"])
    let expected = line.utf8.count + 1 + "tap Library\n".utf8.count
    #expect(file.bytesWritten == expected)
    #expect(file.compactions == 0)
    #expect(try Self.size(of: file.url) == sizeBefore + expected)
    let text = try Data(contentsOf: file.url)
    #expect(String(decoding: text.suffix(expected), as: UTF8.self) == line + "\ntap Library\n")
  }

  /// Over many lines, compacting at most doubles what is written.
  @Test func compactionAddsAtMostOneEntryPerLine() throws {
    var file = Self.makeFile(limit: 50)
    defer { Self.remove(file) }
    let entries = (0..<1000).map { String(format: "tap Tab%04d", $0) }
    for entry in entries { try file.append([entry]) }
    let appended = entries.reduce(0) { $0 + $1.utf8.count + 1 }
    // Compactions at lines 101, 152, 203, ...: every 51 lines once the first has happened.
    #expect(file.compactions == (1000 - 101) / 51 + 1)
    #expect(file.bytesWritten <= 2 * appended)
    #expect(file.load() == Array(entries.suffix(50)))
  }

  @Test func staleTemporaryFilesOfDeadOrOldWritersAreRemoved() throws {
    let file = Self.makeFile()
    defer { Self.remove(file) }
    let folder = file.url.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let now = Date(timeIntervalSince1970: 2_000_000_000)
    let running: Set<Int32> = [getpid(), 4242]
    let files: [(name: String, age: TimeInterval)] = [
      ("history.\(getpid()).7.tmp", 0),  // this process: writing it now
      ("history.4242.1.tmp", 60),  // a live REPL, a minute old: keep
      ("history.4243.1.tmp", 60),  // its REPL is gone: remove
      ("history.4242.2.tmp", 2 * 24 * 3600),  // two days old: the pid was reused; remove
      ("history.notes.tmp", 2 * 24 * 3600),  // not a name HistoryFile gives: keep
      ("other.4243.1.tmp", 60),  // not ours: keep
    ]
    for (name, age) in files {
      let path = folder.appendingPathComponent(name).path
      #expect(FileManager.default.createFile(atPath: path, contents: Data("half".utf8)))
      try FileManager.default.setAttributes(
        [.modificationDate: now.addingTimeInterval(-age)], ofItemAtPath: path)
    }
    let removed = file.removeStaleTemporaryFiles(now: now, isRunning: { running.contains($0) })
    #expect(removed == ["history.4242.2.tmp", "history.4243.1.tmp"])
    let left = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
    #expect(
      left == [
        "history.4242.1.tmp", "history.\(getpid()).7.tmp", "history.notes.tmp", "other.4243.1.tmp",
      ])
  }

  @Test func aProcessThatExitedIsNotRunning() throws {
    let child = Process()
    child.executableURL = URL(fileURLWithPath: "/bin/sh")
    child.arguments = ["-c", "exit 0"]
    try child.run()
    child.waitUntilExit()
    #expect(!HistoryFile.isRunning(child.processIdentifier))
    #expect(HistoryFile.isRunning(getpid()))
  }

  static func size(of url: URL) throws -> Int {
    try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int ?? -1
  }

  @Test func consecutiveDuplicatesAreDropped() throws {
    var file = Self.makeFile()
    defer { Self.remove(file) }
    try file.append(["tap Home", "tap Home", "settle", "tap Home"])
    #expect(file.load() == ["tap Home", "settle", "tap Home"])
    // Also across appends, as when two sessions enter the same line.
    try file.append(["tap Home"])
    #expect(file.load() == ["tap Home", "settle", "tap Home"])
  }

  @Test func aDamagedFileIsReadLeniently() throws {
    var file = Self.makeFile()
    defer { Self.remove(file) }
    try FileManager.default.createDirectory(
      at: file.url.deletingLastPathComponent(), withIntermediateDirectories: true)
    var bytes = Array("tap Home\r\n\n   \nbad ".utf8)
    bytes += [0xFF, 0xFE]  // not UTF-8
    bytes += Array("\nunknown \\q escape\nnul\0byte\ncut short \\".utf8)  // no final newline
    try Data(bytes).write(to: file.url)
    #expect(
      file.load() == [
        "tap Home", "bad \u{FFFD}\u{FFFD}", #"unknown \q escape"#, "nulbyte", #"cut short \"#,
      ])
    // Writing afterwards rewrites it cleanly.
    try file.append(["settle"])
    #expect(file.load().last == "settle")
    #expect(file.load().count == 6)
  }

  @Test func aLeftoverTemporaryFileDoesNotMatter() throws {
    // What a writer killed between writing and renaming leaves behind.
    var file = Self.makeFile()
    defer { Self.remove(file) }
    try file.append(["tap Home"])
    let leftover = file.url.deletingLastPathComponent().appendingPathComponent("history.1.2.tmp")
    try Data("half a fi".utf8).write(to: leftover)
    #expect(file.load() == ["tap Home"])
    try file.append(["tap Search"])
    #expect(file.load() == ["tap Home", "tap Search"])
  }

  @Test func theDefaultLocationFollowsXDG() {
    #expect(
      HistoryFile.defaultURL(environment: ["XDG_STATE_HOME": "/state", "HOME": "/home/me"])?.path
        == "/state/navspec/history")
    // A relative XDG_STATE_HOME is ignored, as the XDG Base Directory specification says.
    #expect(
      HistoryFile.defaultURL(environment: ["XDG_STATE_HOME": "state", "HOME": "/home/me"])?.path
        == "/home/me/.local/state/navspec/history")
    #expect(
      HistoryFile.defaultURL(environment: ["HOME": "/home/me"])?.path
        == "/home/me/.local/state/navspec/history")
    #expect(HistoryFile.defaultURL(environment: [:]) == nil)
  }

  @Test func escapingIsReversible() {
    for entry in ["", "plain", "\\", "\\n", "\n", "a\\\nb", "end\\"] {
      #expect(HistoryFile.decode(HistoryFile.encode(entry)) == entry)
      #expect(!HistoryFile.encode(entry).contains("\n"))
    }
  }

  /// A device, a named pipe and a folder are no history: each is refused at once, with why
  /// (`/dev/zero` would be read without end, a pipe's open would wait for a writer), and
  /// appending to one is refused too.
  @Test func onlyARegularFileIsHistory() throws {
    var file = Self.makeFile()
    defer { Self.remove(file) }
    try file.append(["tap Home"])
    let folder = file.url.deletingLastPathComponent()
    let pipe = folder.appendingPathComponent("pipe")
    #expect(mkfifo(pipe.path, 0o600) == 0)
    let link = folder.appendingPathComponent("zero")
    try FileManager.default.createSymbolicLink(
      at: link, withDestinationURL: URL(fileURLWithPath: "/dev/zero"))
    for (url, kind) in [
      (URL(fileURLWithPath: "/dev/zero"), "a device"), (link, "a device"), (pipe, "a named pipe"),
      (folder, "a folder"),
    ] {
      var history = HistoryFile(url: url)
      let (entries, problem) = history.readEntries()
      #expect(entries.isEmpty)
      #expect(
        problem
          == "'\(url.path)' is not a regular file (it is \(kind)); history takes regular files only"
      )
      #expect(throws: (any Error).self) { try history.append(["tap Search"]) }
      #expect(!FileManager.default.fileExists(atPath: url.path + ".lock"))
    }
    #expect(file.readEntries().entries == ["tap Home"])
    #expect(file.readEntries().problem == nil)
    #expect(HistoryFile(url: folder.appendingPathComponent("missing")).readEntries().problem == nil)
  }

  /// A regular file larger than the bound is read for its last `readLimit` bytes only.
  @Test func aHugeFileIsReadWithABound() throws {
    let file = Self.makeFile()
    defer { Self.remove(file) }
    let folder = file.url.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    // HistoryFile.readLimit: 4 MiB.
    var text = Data(repeating: UInt8(ascii: "x"), count: 4 * 1024 * 1024)
    text += Data("\ntap Home\n".utf8)
    try text.write(to: file.url)
    #expect(file.load() == ["tap Home"])
  }
}
