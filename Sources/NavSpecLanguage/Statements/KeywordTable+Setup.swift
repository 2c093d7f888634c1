// Set-up: the scenario header, the screen, the tab container and its tabs, and the options that
// drive the run.

extension KeywordTable {
  static let setup = KeywordTable(
    "set-up", help: "setup",
    keywords: [
      StatementKeyword("scenario", .scenarioHeader, arguments: .sequence([.text])) {
        parser throws(ScenarioParser.ParseFailure) in try parser.parseScenario()
      },
      StatementKeyword("screen", .setup) { parser throws(ScenarioParser.ParseFailure) in
        try parser.parseScreen()
      },
      StatementKeyword(
        "safe-area", .setup, arguments: .sequence([.words(Suggestion.safeAreaEdges)])
      ) { parser throws(ScenarioParser.ParseFailure) in try parser.parseSafeArea() },
      StatementKeyword("frame-rate", .option) { parser throws(ScenarioParser.ParseFailure) in
        try parser.parseFrameRate()
      },
      StatementKeyword("tabbar", .setup, arguments: .sequence([.tabBarStyle])) {
        parser throws(ScenarioParser.ParseFailure) in try parser.parseTabBar()
      },
      StatementKeyword("tab", .change, arguments: .argument(.tab, then: .repeating(tabProperty))) {
        parser throws(ScenarioParser.ParseFailure) in try parser.parseTab()
      },
      StatementKeyword(
        "exhaustive", .option, arguments: .sequence([.words(Suggestion.switchValues)])
      ) { parser throws(ScenarioParser.ParseFailure) in try parser.parseExhaustive() },
    ])

  /// A property of a `tab` line and its value: `badge` offers `none`, the others take text.
  static var tabProperty: ArgumentGrammar {
    .branch(
      Suggestion.tabProperties.map { property in
        ArgumentBranch(property, then: .sequence([property == "badge" ? .words(["none"]) : .text]))
      })
  }
}
