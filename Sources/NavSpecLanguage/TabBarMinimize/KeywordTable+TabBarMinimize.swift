import NavSpecModel

// The system TabView's iOS 26 tab bar minimisation: `minimize-behavior` and `minimize-threshold`
// (docs/components/tabview.md).

extension KeywordTable {
  static let tabBarMinimize = KeywordTable(
    "tab bar minimisation", help: "minimize",
    helpText: """
      The system TabView's iOS 26 tab bar minimisation (docs/components/tabview.md). Only the
      compact tab bar minimises; 'automatic' does not minimise on iPhone.
        minimize-behavior on-scroll-down   minimise as the content scrolls down; expand at the
                                           top or when the minimised bar is tapped
        minimize-behavior on-scroll-up     the mirror, for content aligned to the bottom
        minimize-behavior never            never minimise (also: automatic, the default)
        minimize-threshold 30              points scrolled before it minimises (default 49)
        tap Home                           on the minimised bar (the selected tab): expand it

      """,
    keywords: [
      StatementKeyword(
        "minimize-behavior", .change,
        arguments: .sequence([.words(ScenarioParser.minimizeBehaviors)]),
        statement: MinimizeSetting.self
      ) { parser throws(ScenarioParser.ParseFailure) in try parser.parseMinimizeBehavior() },
      StatementKeyword(
        "minimize-threshold", .change, arguments: .sequence([.text]),
        statement: MinimizeSetting.self
      ) { parser throws(ScenarioParser.ParseFailure) in try parser.parseMinimizeThreshold() },
    ])
}
