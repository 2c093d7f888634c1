// Expectations: `expect` with a state path, an event, no event, or the list of events.

extension KeywordTable {
  static let expectations = KeywordTable(
    "expectations", help: "expect",
    keywords: [
      StatementKeyword("expect", .expectation, arguments: .expectation) {
        parser throws(ScenarioParser.ParseFailure) in try parser.parseExpectation()
      }
    ])
}
