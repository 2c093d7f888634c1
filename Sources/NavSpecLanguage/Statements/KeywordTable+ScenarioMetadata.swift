// A scenario's metadata: its tags, and whether it is skipped or expected to fail. Each line
// describes the scenario whose `scenario` line it follows (`StatementRole.scenarioMetadata`).

extension KeywordTable {
  static let scenarioMetadata = KeywordTable(
    "scenario metadata", help: "tags",
    helpText: """
      A scenario's metadata (docs/language.md#tags-skip-and-expected-failures), written in a
      file right after its 'scenario' line, before its statements (the REPL runs each line it
      is given, so it refuses them):
        tags smoke tab-bar             the scenario's tags: words, each once, on one line;
                                       'navspec run --tag smoke' runs the scenarios that carry
                                       one, '--exclude-tag slow' leaves them out
        skip "the model has no sheets yet"
                                       report it as skipped and run none of its steps
        xfail "the pill overshoots on iPad"
                                       run it and expect it to fail (a known defect): its
                                       failure is reported as expected, and a pass fails the run

      """,
    keywords: [
      StatementKeyword("tags", .scenarioMetadata) {
        parser throws(ScenarioParser.ParseFailure) in try parser.parseTags()
      },
      StatementKeyword("skip", .scenarioMetadata, arguments: .sequence([.text])) {
        parser throws(ScenarioParser.ParseFailure) in try parser.parseSkip()
      },
      StatementKeyword("xfail", .scenarioMetadata, arguments: .sequence([.text])) {
        parser throws(ScenarioParser.ParseFailure) in try parser.parseExpectedFailure()
      },
    ])
}
