// Time: the clock moves only forward, to an instant (`at`), by a duration (`wait`), or until
// nothing animates (`settle`).

extension KeywordTable {
  static let time = KeywordTable(
    "time", help: "time",
    keywords: [
      StatementKeyword(timingPrefix: "at"),
      StatementKeyword("wait", .clock) { parser throws(ScenarioParser.ParseFailure) in
        let duration = try parser.parseDuration(after: "'wait'")
        try parser.expectEnd()
        return .wait(duration.value)
      },
      StatementKeyword("settle", .clock) { parser throws(ScenarioParser.ParseFailure) in
        try parser.expectEnd()
        return .settle
      },
    ])
}
