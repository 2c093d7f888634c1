import Foundation
import NavSpecTestSupport
import Testing

/// Every `navspec` command shown in a `sh` block of README.md or docs/*.md, run against the
/// built executable, must end as the docs say: with the status its comment names (`# exit 2:
/// ...`, 0 when it names none), and printing the `text` block that follows it, when one does.
/// Commands are found in the Markdown, so a command added to the docs is tested without
/// touching this file. docs/cli.md states the convention.
struct DocumentationCommandTests {
  /// One command as the docs show it.
  struct Command: CustomTestStringConvertible, Sendable {
    /// "README.md:77", for the test's name and failure messages.
    var location: String
    /// The line as shown, comment included.
    var line: String
    /// What the shell runs: the line with `swift run navspec` shortened to `navspec`, which the
    /// test puts on PATH (building from inside a test would take minutes).
    var script: String
    var status: Int32
    /// The `text` block right after a one-command `sh` block: the expected standard output.
    var output: String?

    var testDescription: String { "\(location): \(line)" }
  }

  static let documents: [String] = {
    let docs = PackageFiles.root.appendingPathComponent("docs")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []
    return ["README.md"] + names.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
  }()

  static let commands: [Command] = documents.flatMap { document in
    commands(in: (try? PackageFiles.read(document)) ?? "", document: document)
  }

  /// A fenced block with its info string and the line number of its first content line.
  struct Block {
    var info: String
    var firstLine: Int
    var lines: [String]
    /// Only blank lines separate this block from the previous one.
    var followsPrevious: Bool
  }

  static func blocks(_ markdown: String) -> [Block] {
    var blocks: [Block] = []
    var current: Block?
    var onlyBlankSinceLastBlock = false
    for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      if var block = current {
        if line == "```" {
          blocks.append(block)
          current = nil
          onlyBlankSinceLastBlock = true
        } else {
          block.lines.append(String(line))
          current = block
        }
      } else if line.hasPrefix("```") {
        current = Block(
          info: String(line.dropFirst(3)), firstLine: index + 2, lines: [],
          followsPrevious: onlyBlankSinceLastBlock)
      } else if !line.trimmingCharacters(in: .whitespaces).isEmpty {
        onlyBlankSinceLastBlock = false
      }
    }
    return blocks
  }

  static func commands(in markdown: String, document: String) -> [Command] {
    let blocks = blocks(markdown)
    var found: [Command] = []
    for (index, block) in blocks.enumerated() where block.info == "sh" {
      var commands: [Command] = []
      for (offset, line) in block.lines.enumerated() {
        let code = line.split(separator: "#", maxSplits: 1).first.map(String.init) ?? ""
        let words = code.split(whereSeparator: { " |;&(".contains($0) })
        guard words.contains("navspec") else { continue }
        let comment = line.dropFirst(code.count)
        let status = comment.firstMatch(of: /exit (\d+)/).flatMap { Int32($0.1) } ?? 0
        commands.append(
          Command(
            location: "\(document):\(block.firstLine + offset)", line: line,
            script: line.replacingOccurrences(of: "swift run navspec", with: "navspec"),
            status: status, output: nil))
      }
      if commands.count == 1, index + 1 < blocks.count, blocks[index + 1].info == "text",
        blocks[index + 1].followsPrevious
      {
        commands[0].output = blocks[index + 1].lines.joined(separator: "\n") + "\n"
      }
      found += commands
    }
    return found
  }

  /// The extraction finds the README's commands: a broken extractor would test nothing.
  @Test func theReadmeAndTheDocsShowCommands() {
    #expect(Self.commands.filter { $0.location.hasPrefix("README.md:") }.count >= 4)
    #expect(Self.commands.filter { $0.location.hasPrefix("docs/cli.md:") }.count >= 5)
    #expect(Self.commands.contains { $0.output != nil })
  }

  @Test(arguments: commands)
  func commandDoesWhatTheDocsSay(_ command: Command) throws {
    let folder = try scratchFolder("doc-command")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(
      at: PackageFiles.root.appendingPathComponent("scenarios"),
      to: folder.appendingPathComponent("scenarios"))
    let bin = folder.appendingPathComponent(".bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: bin.appendingPathComponent("navspec"), withDestinationURL: try navspecExecutable())
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    let outcome = try runCaptured(
      URL(fileURLWithPath: "/bin/sh"), ["-c", command.script], in: folder,
      environment: ["PATH": bin.path + ":" + path, "HOME": folder.path])
    #expect(outcome.status == command.status, "\(command.location)\n\(outcome.stderr)")
    if command.status == 0 {
      #expect(outcome.stderr.isEmpty, "\(command.location)")
    }
    if let output = command.output {
      #expect(outcome.stdout == output, "\(command.location)")
    }
  }
}
