// Touches: raw touches and the gestures synthesised from them.

extension KeywordTable {
  static let touches = KeywordTable(
    "touches", help: "gestures",
    keywords: [
      StatementKeyword(
        "touch", .input, help: "touch", arguments: .sequence([.words(Suggestion.touchPhases)])
      ) { parser throws(ScenarioParser.ParseFailure) in try parser.parseTouch() },
      StatementKeyword("tap", .input, arguments: .sequence([.target])) {
        parser throws(ScenarioParser.ParseFailure) in
        .tap(try parser.parseSingleTarget())
      },
      StatementKeyword("double-tap", .input, arguments: .sequence([.target])) {
        parser throws(ScenarioParser.ParseFailure) in
        .doubleTap(try parser.parseSingleTarget())
      },
      StatementKeyword(
        "drag", .input,
        arguments: .argument(
          .target, then: .oneOf(["to"], then: .sequence([.target, .words(["in"])])))
      ) { parser throws(ScenarioParser.ParseFailure) in try parser.parseDrag() },
      StatementKeyword("long-press", .input, arguments: .sequence([.target, .words(["for"])])) {
        parser throws(ScenarioParser.ParseFailure) in try parser.parseLongPress()
      },
    ])
}
