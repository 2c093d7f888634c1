import NavSpecLanguage
import NavSpecModel
import NavSpecTestSupport
import Testing

@testable import NavSpecREPL

/// What the docs list that the code also lists: each list is read back from the page and
/// compared with the table it comes from, so neither can change alone.
struct DocumentationDriftTests {
  /// The backticked words of the table row in `page` whose first cell is `firstCell`.
  static func words(inRowStarting firstCell: String, of page: String) throws -> [String] {
    let text = try PackageFiles.read(page)
    let row = try #require(
      text.split(separator: "\n").first { $0.hasPrefix("| \(firstCell) |") },
      "no row \(firstCell) in \(page)")
    let cells = row.split(separator: "|", omittingEmptySubsequences: false)
    let last = try #require(cells.dropLast().last)
    return last.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .compactMap { $0.offset % 2 == 1 ? String($0.element) : nil }
  }

  @Test func theTabbarCompletionRowListsEveryStyle() throws {
    let listed = try Self.words(inRowStarting: "`tabbar`", of: "docs/repl.md")
    #expect(listed == StatementVocabulary.tabBarStyles)
  }

  @Test func theHelpRowListsEveryTopic() throws {
    let listed = try Self.words(inRowStarting: "`:help [TOPIC]`", of: "docs/repl.md")
    #expect(listed == ReplSession.helpTopics)
  }

  @Test func helpForExpectListsEveryOperator() {
    let operators =
      ReplSession.expectHelp.split(separator: "\n")
      .first { $0.contains("Operators:") }
      .map(String.init) ?? ""
    for comparison in Comparison.allCases {
      #expect(operators.contains(" \(comparison.rawValue)"), "\(comparison.rawValue)")
    }
  }

  /// A table row must follow a table: one glued to a paragraph is shown as text.
  @Test func noTableRowIsGluedToAParagraph() throws {
    for page in ["README.md"] + PackageFiles.files(under: "docs").filter { $0.hasSuffix(".md") } {
      let lines = try PackageFiles.read(page).split(
        separator: "\n", omittingEmptySubsequences: false)
      var inFence = false
      for (index, line) in lines.enumerated() {
        if line.hasPrefix("```") { inFence.toggle() }
        guard !inFence, index > 0, line.hasPrefix("|") else { continue }
        let previous = lines[index - 1]
        #expect(
          previous.isEmpty || previous.hasPrefix("|"), "\(page):\(index + 1): \(line.prefix(60))")
      }
    }
  }

  /// The CLI's commands, each named where a reader starts: the README's layout table and the
  /// opening of docs/cli.md.
  @Test func everyCommandIsNamedWhereAReaderStarts() throws {
    let readme = try Self.words(inRowStarting: "`Sources/navspec`", of: "README.md")
    let cli = try PackageFiles.read("docs/cli.md").split(separator: "\n\n")[1]
    for command in ["run", "audit", "explore", "repl"] {
      #expect(readme.contains(command), "README: \(command)")
      #expect(cli.contains("`navspec \(command)`"), "docs/cli.md: \(command)")
    }
  }
}
