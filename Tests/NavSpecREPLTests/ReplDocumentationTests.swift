import Foundation
import NavSpecTestSupport
import Testing

@testable import NavSpecREPL

/// The ```repl blocks of docs/repl.md are sessions: each line that starts with a prompt is typed
/// into a fresh session (in an empty folder), and the lines after it are what it must print.
struct ReplDocumentationTests {
  static let document = "docs/repl.md"

  static func transcripts() -> [Int] {
    let text = (try? PackageFiles.read(document)) ?? ""
    return Array(PackageFiles.fencedBlocks(text, language: "repl").indices)
  }

  @Test func theDocumentHasTranscripts() throws {
    #expect(Self.transcripts().count >= 1)
  }

  @Test(arguments: transcripts())
  func transcriptReplays(_ index: Int) throws {
    let block = PackageFiles.fencedBlocks(try PackageFiles.read(Self.document), language: "repl")[
      index]
    var session = ReplSession(
      workingDirectory: ReplTesting.directory("documentation-\(index)"))
    var printed = ""
    for line in block.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
      if let promptEnd = line.range(of: "› ") {
        #expect(String(line[..<promptEnd.upperBound]) == session.prompt, "\(line)")
        printed += line + "\n"
        printed += session.handle(String(line[promptEnd.upperBound...])).text
      }
    }
    #expect(printed == block, "block \(index) of \(Self.document)")
  }
}
