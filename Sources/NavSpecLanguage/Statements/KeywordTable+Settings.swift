// The user's settings: `set SETTING VALUE`, with the names and values the model declares.

extension KeywordTable {
  static let settings = KeywordTable(
    "settings", help: "set",
    keywords: [
      StatementKeyword("set", .change, arguments: .sequence([.setting, .settingValue])) {
        parser throws(ScenarioParser.ParseFailure) in try parser.parseSet()
      }
    ])
}
