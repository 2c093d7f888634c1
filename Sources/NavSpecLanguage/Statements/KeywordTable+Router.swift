import NavSpecModel

// The router: routes and the tab that owns each, pushes and pops, deep links, deletions, the
// selection, and saving and restoring state.

extension KeywordTable {
  static let router = KeywordTable(
    "router", help: "navigation",
    keywords: [
      StatementKeyword("route", .setup, arguments: .sequence([.text])) {
        parser throws(ScenarioParser.ParseFailure) in try parser.parseRoute()
      },
      StatementKeyword("url-scheme", .setup, arguments: .sequence([.text])) {
        parser throws(ScenarioParser.ParseFailure) in try parser.parseURLScheme()
      },
      StatementKeyword("push", .input, arguments: .sequence([.routeType, .routeItem])) {
        parser throws(ScenarioParser.ParseFailure) in
        .push(try parser.parseRouteLiteralLine(after: "'push'"))
      },
      StatementKeyword(
        "pop", .input, arguments: .oneOf(["to"], then: .sequence([.words(["root"])]))
      ) { parser throws(ScenarioParser.ParseFailure) in try parser.parsePop() },
      StatementKeyword(
        "replace", .input,
        arguments: .oneOf(["path"], then: .repeating(.sequence([.routeType, .routeItem])))
      ) { parser throws(ScenarioParser.ParseFailure) in try parser.parseReplace() },
      StatementKeyword("select", .input, arguments: .sequence([.tab])) {
        parser throws(ScenarioParser.ParseFailure) in
        .select(try parser.parseTabName(after: "'select'"))
      },
      StatementKeyword("open", .input, arguments: .sequence([.text])) {
        parser throws(ScenarioParser.ParseFailure) in try parser.parseOpen()
      },
      StatementKeyword("delete", .input, arguments: .sequence([.routeType, .routeItem])) {
        parser throws(ScenarioParser.ParseFailure) in
        .delete(try parser.parseRouteLiteralLine(after: "'delete'"))
      },
      StatementKeyword(
        "save", .input, arguments: .sequence([.words(Suggestion.savedKinds), .words(["as"])])
      ) { parser throws(ScenarioParser.ParseFailure) in try parser.parseSave() },
      StatementKeyword(
        "restore", .input, arguments: .sequence([.words(Suggestion.savedKinds), .words(["from"])])
      ) { parser throws(ScenarioParser.ParseFailure) in try parser.parseRestore() },
    ])
}
