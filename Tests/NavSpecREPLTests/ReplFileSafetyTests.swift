import Foundation
import Testing

@testable import NavSpecREPL

/// `:load` and `:save` use regular files only, never leave a half-written file, never replace a
/// file unasked, and print file names with their control characters escaped.
struct ReplFileSafetyTests {
  static let session = [ReplTesting.bar, "tap Library", "expect selection == Library"]

  @Test func loadRefusesANamedPipeInsteadOfWaitingForAWriter() {
    let directory = ReplTesting.directory("fifo-load")
    #expect(mkfifo(directory + "/pipe.scenario", 0o600) == 0)
    var session = ReplSession(workingDirectory: directory)
    let response = session.handle(":load pipe.scenario")
    #expect(response.failed)
    #expect(
      response.text
        == "error: cannot read 'pipe.scenario': not a regular file (it is a named pipe); "
        + "only regular files can be used\n")
  }

  @Test func loadRefusesADeviceThatNeverEnds() {
    var session = ReplSession(workingDirectory: "/")
    let response = session.handle(":load /dev/zero")
    #expect(response.failed)
    #expect(
      response.text
        == "error: cannot read '/dev/zero': not a regular file (it is a device); "
        + "only regular files can be used\n")
  }

  @Test func loadRefusesAFolder() {
    let directory = ReplTesting.directory("folder-load")
    var session = ReplSession(workingDirectory: directory)
    #expect(session.handle(":load .").text.contains("not a regular file (it is a folder)"))
  }

  @Test func loadRefusesAFileOverTheLanguagesLimitWithoutReadingIt() throws {
    let directory = ReplTesting.directory("large-load")
    let path = directory + "/large.scenario"
    // A sparse file: its size is one byte over the limit, its blocks are never written.
    let file = open(path, O_WRONLY | O_CREAT, 0o600)
    #expect(ftruncate(file, off_t(4 * 1024 * 1024 + 1)) == 0)
    close(file)
    var session = ReplSession(workingDirectory: directory)
    let response = session.handle(":load large.scenario")
    #expect(
      response.text
        == "error: cannot read 'large.scenario': file is too large (the limit is 4 MiB, as for "
        + "'navspec run')\n")
  }

  @Test func saveRefusesANamedPipe() {
    let directory = ReplTesting.directory("fifo-save")
    #expect(mkfifo(directory + "/pipe.scenario", 0o600) == 0)
    var (session, _) = ReplTesting.session(Self.session, workingDirectory: directory)
    for command in [":save pipe.scenario", ":save! pipe.scenario"] {
      let response = session.handle(command)
      #expect(response.failed)
      #expect(response.text.contains("not a regular file (it is a named pipe)"), "\(command)")
    }
  }

  /// Any name the file system takes (255 bytes on Linux's) can be saved to, new or replaced:
  /// the hidden temporary file beside it is shortened rather than the save refused.
  @Test func saveWritesTheLongestNameTheFileSystemTakes() {
    let directory = ReplTesting.directory("long-save")
    var (session, _) = ReplTesting.session(Self.session, workingDirectory: directory)
    for length in [239, 249, 250, 255] {
      let name = String(repeating: "s", count: length - 9) + ".scenario"
      let saved = session.handle(":save \(name)")
      #expect(!saved.failed, "\(length): \(saved.text)")
      #expect(!session.handle(":save! \(name)").failed)
      #expect(
        ReplTesting.read(directory + "/" + name) == session.savedScenario(expectState: false).text)
    }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    #expect(names.count == 4 && !names.contains { $0.hasPrefix(".") })
  }

  @Test func saveRefusesToReplaceAFileUnlessAskedWithSaveBang() throws {
    let directory = ReplTesting.directory("exists")
    let path = directory + "/kept.scenario"
    ReplTesting.write("# mine\n", to: path)
    var (session, _) = ReplTesting.session(Self.session, workingDirectory: directory)
    let refused = session.handle(":save kept.scenario")
    #expect(refused.failed)
    #expect(
      refused.text == "error: cannot write 'kept.scenario': file exists; use :save! to overwrite\n")
    #expect(ReplTesting.read(path) == "# mine\n")

    let replaced = session.handle(":save! kept.scenario")
    #expect(!replaced.failed, "\(replaced.text)")
    #expect(ReplTesting.read(path) == session.savedScenario(expectState: false).text)
    #expect(try Self.names(in: directory) == ["kept.scenario"])
  }

  @Test func aWriteThatFailsLeavesTheOldFileWholeAndNoTemporaryFile() throws {
    let directory = ReplTesting.directory("failed-write")
    let path = directory + "/kept.scenario"
    ReplTesting.write("# the old contents\n", to: path)
    // The disk fills up after the first 10 bytes.
    var calls = 0
    let problem = ReplSession.Files.write(
      String(repeating: "tap Library\n", count: 100), to: path, overwrite: true,
      writeBytes: { file, buffer in
        calls += 1
        guard calls == 1 else {
          errno = ENOSPC
          return -1
        }
        return write(file, buffer.baseAddress, min(10, buffer.count))
      })
    #expect(problem?.message == String(cString: strerror(ENOSPC)))
    #expect(ReplTesting.read(path) == "# the old contents\n")
    #expect(try Self.names(in: directory) == ["kept.scenario"])
  }

  @Test func replacingKeepsTheFilesPermissionsAndFollowsALink() throws {
    let directory = ReplTesting.directory("permissions")
    let path = directory + "/kept.scenario"
    ReplTesting.write("# old\n", to: path)
    #expect(chmod(path, 0o640) == 0)
    #expect(symlink("kept.scenario", directory + "/link.scenario") == 0)
    var (session, _) = ReplTesting.session(Self.session, workingDirectory: directory)
    #expect(!session.handle(":save! link.scenario").failed)
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    #expect((attributes[.posixPermissions] as? Int) == 0o640)
    #expect(ReplTesting.read(path) == session.savedScenario(expectState: false).text)
    let link = try FileManager.default.destinationOfSymbolicLink(
      atPath: directory + "/link.scenario")
    #expect(link == "kept.scenario")
  }

  @Test func aCommandWithAControlCharacterIsRefusedWithItEscaped() {
    let directory = ReplTesting.directory("escaped")
    var session = ReplSession(workingDirectory: directory)
    for line in [":load \u{1B}]0;owned\u{7}.scenario", ":state \u{1B}[2J", ":nonsense\u{1B}[31m"] {
      let response = session.handle(line)
      #expect(response.failed)
      #expect(!response.text.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{7}" }, "\(line)")
      #expect(response.text.hasPrefix("error: control character U+001B in ':"), "\(line)")
    }
  }

  @Test func printableEscapesControlCharactersOnly() {
    #expect(ReplSession.printable("a\u{1B}[31mb\u{0}c\u{9B}") == "a\\u{1B}[31mb\\u{0}c\\u{9B}")
    #expect(ReplSession.printable("Café 日本.scenario") == "Café 日本.scenario")
  }

  static func names(in directory: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
  }
}
