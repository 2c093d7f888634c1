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
    let file = Self.makeFile()
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
    let file = Self.makeFile()
    defer { Self.remove(file) }
    try file.append(["tap Home"])
    let folder = file.url.deletingLastPathComponent()
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(names == ["history", "history.lock"])
  }

  @Test func twoWritersMergeInsteadOfOverwriting() throws {
    let first = Self.makeFile()
    defer { Self.remove(first) }
    let second = HistoryFile(url: first.url)
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
        _ = try? HistoryFile(url: file.url).append(["writer \(writer) entry \(entry)"])
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
    let file = Self.makeFile(limit: 3)
    defer { Self.remove(file) }
    try file.append(["1", "2"])
    try file.append(["3", "4", "5"])
    #expect(file.load() == ["3", "4", "5"])
    // A larger limit does not bring dropped entries back; a smaller one reads fewer.
    #expect(HistoryFile(url: file.url, limit: 10).load() == ["3", "4", "5"])
    #expect(HistoryFile(url: file.url, limit: 2).load() == ["4", "5"])
  }

  @Test func consecutiveDuplicatesAreDropped() throws {
    let file = Self.makeFile()
    defer { Self.remove(file) }
    try file.append(["tap Home", "tap Home", "settle", "tap Home"])
    #expect(file.load() == ["tap Home", "settle", "tap Home"])
    // Also across appends, as when two sessions enter the same line.
    try file.append(["tap Home"])
    #expect(file.load() == ["tap Home", "settle", "tap Home"])
  }

  @Test func aDamagedFileIsReadLeniently() throws {
    let file = Self.makeFile()
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
    let file = Self.makeFile()
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
}
