// Flows (docs/language.md#flows): steps written once in a flow file and called by name.

extension KeywordTable {
  static let flows = KeywordTable(
    "flows", help: "flows",
    helpText: """
      Flows (docs/language.md#flows): steps many scenarios repeat, written once and called by
      name like a statement.
        use "tabs.flow"                make the flows of a file callable (the path is relative
                                       to the file that uses it; in the REPL, to the folder it
                                       started in)
        flow open-tab TAB              define a flow and its parameters, in a .flow file or
          tap TAB                      above its first call; each word of the body spelt as a
          settle                       parameter is replaced by the call's argument
        end
        open-tab Library               call it: its statements run as if written here, and an
                                       error or failure in it names the call and the flow's line

      """,
    keywords: [
      StatementKeyword("use", .definition, arguments: .sequence([.text])) {
        parser throws(ScenarioParser.ParseFailure) in try parser.parseUse()
      },
      StatementKeyword("flow", .definition) {
        parser throws(ScenarioParser.ParseFailure) in try parser.parseFlowHeader()
      },
      StatementKeyword("end", .definition) {
        parser throws(ScenarioParser.ParseFailure) in try parser.parseFlowEnd()
      },
    ])
}
