import NavSpecLanguage
import NavSpecModel
import Testing

@testable import NavSpecREPL

/// `tags`, `skip` and `xfail` at the prompt and in a file `:load` runs
/// (docs/repl.md, docs/language.md#tags-skip-and-expected-failures).
struct ReplMetadataTests {
  /// Typed, each is refused, located, with where it belongs; the session is unchanged.
  @Test(arguments: [
    ("tags smoke", "tag"), ("skip \"later\"", "skip"), ("xfail \"known\"", "expect to fail"),
  ])
  func metadataLinesAreRefusedWithWhereTheyBelong(line: String, purpose: String) {
    var session = ReplSession(workingDirectory: "/")
    _ = session.handle("tabbar glass Home Search")
    let response = session.handle(line)
    let word = String(line.prefix { $0 != " " })
    #expect(response.failed)
    #expect(
      response.text == """
        <repl>:2:1: error: '\(word)' describes a scenario of a file for 'navspec run'; the REPL runs each line as it is typed, so there is nothing for it to \(purpose)
        \(line)
        \(String(repeating: "^", count: 1) + String(repeating: "~", count: word.count - 1))
        note: write it in the scenario file, right after its 'scenario' line (:save writes the session as one)

        """)
    #expect(session.entries.count == 1)
    #expect(!session.savedScenario(expectState: false).text.contains(word + " "))
  }

  @Test func helpKnowsTheMetadata() {
    let text = ReplTesting.output([":help xfail"])
    #expect(text == ReplTesting.output([":help tags"]))
    #expect(text.contains("  skip \"the model has no sheets yet\""))
    #expect(ReplTesting.output([":help"]).contains("  tags       the scenario metadata\n"))
  }

  /// `:load` runs a file's scenarios as `navspec run` does: a skipped one not at all, an
  /// expected failure and an unexpected pass with their verdicts.
  @Test func loadReportsSkippedAndExpectedFailures() {
    let directory = ReplTesting.directory("load-metadata")
    ReplTesting.write(
      """
      tabbar glass Home Search

      scenario "Skipped"
      tags slow
      skip "no sheets \\u{1B}yet"
      expect selection == Search

      scenario "Known"
      xfail "known defect"
      tap Search
      expect selection == Home

      scenario "Fixed"
      xfail "fixed since"
      tap Search
      expect selection == Search

      """, to: directory + "/marked.scenario")
    var session = ReplSession(workingDirectory: directory)
    let response = session.handle(":load marked.scenario")
    #expect(response.failed)
    let lines = response.text.split(separator: "\n").map(String.init)
    #expect(lines.first == "SKIP  scenario \"Skipped\": no sheets \\u{1B}yet")
    #expect(lines.contains("XFAIL scenario \"Known\": known defect"))
    #expect(lines.contains("XPASS scenario \"Fixed\": expected to fail (fixed since) but passed"))
    #expect(!response.text.contains("\u{1B}"))
  }
}
