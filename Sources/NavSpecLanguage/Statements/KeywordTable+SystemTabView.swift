import NavSpecModel

// The system TabView (installed by `tabbar system …` or `tabbar sidebar-adaptable …`): its
// sections, roles, default visibility and customisation behaviour, the app's hidden tabs, the
// user's customisation, the size class, the split view's columns and the bottom accessory.

extension KeywordTable {
  static let systemTabView = KeywordTable(
    "system TabView", help: "tabview",
    keywords: [
      StatementKeyword(
        "section", .setup, arguments: .argument(.text, then: .repeating(.sequence([.tab])))
      ) { parser throws(ScenarioParser.ParseFailure) in try parser.parseSection() },
      StatementKeyword("role", .setup, arguments: .sequence([.tab, .words(Suggestion.tabRoles)])) {
        parser throws(ScenarioParser.ParseFailure) in try parser.parseRole()
      },
      StatementKeyword(
        "default-visibility", .setup, arguments: .sequence([.tab, .words(Suggestion.visibilities)])
      ) { parser throws(ScenarioParser.ParseFailure) in try parser.parseDefaultVisibility() },
      StatementKeyword(
        "customization-behavior", .setup,
        arguments: .sequence([.tab, .words(Suggestion.customizationBehaviors)])
      ) { parser throws(ScenarioParser.ParseFailure) in try parser.parseCustomizationBehavior()
      },
      StatementKeyword("hide", .change, arguments: .sequence([.tab])) {
        parser throws(ScenarioParser.ParseFailure) in
        .tabHidden(try parser.parseTabName(after: "'hide'"), hidden: true)
      },
      StatementKeyword("show", .change, arguments: .sequence([.tab])) {
        parser throws(ScenarioParser.ParseFailure) in
        .tabHidden(try parser.parseTabName(after: "'show'"), hidden: false)
      },
      StatementKeyword(
        "customize", .input,
        arguments: .branch(
          Suggestion.customizeCommands.map { command in
            ArgumentBranch(
              command, then: command == "order" ? .repeating(.sequence([.tab])) : .sequence([.tab]))
          })
      ) { parser throws(ScenarioParser.ParseFailure) in try parser.parseCustomize() },
      StatementKeyword(
        "size-class", .change, arguments: .sequence([.words(Suggestion.sizeClasses)])
      ) {
        parser throws(ScenarioParser.ParseFailure) in try parser.parseSizeClass()
      },
      StatementKeyword(
        "columns", .change, arguments: .sequence([.words(Suggestion.columnVisibilities)])
      ) { parser throws(ScenarioParser.ParseFailure) in try parser.parseColumns() },
      StatementKeyword(
        "accessory", .change, arguments: .sequence([.words(Suggestion.switchValues)])
      ) {
        parser throws(ScenarioParser.ParseFailure) in try parser.parseAccessory()
      },
    ])
}
