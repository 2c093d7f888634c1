import NavSpecModel

// Stated relations: `relation NAME: CHANGES keeps WHAT`, a relation between two runs that
// `navspec explore --relations` and `navspec check --relations` check
// (docs/explore.md#stated-relations).

extension KeywordTable {
  static let relations = KeywordTable(
    "relations", help: "relation",
    helpText: """
      Stated relations (docs/explore.md#stated-relations), in a .setup file only:
        relation bold-text: set bold-text on keeps selection, events
                               the second run's set-up adds the changes; after every step
                               of both runs, the paths kept (and 'events') must agree
        relation big-type: set dynamic-type AX3, set bold-text on keeps all except tabs[*].frame
                               'all' compares every path and the events; 'except' leaves some out
      navspec explore SETUP --relations bold-text (or 'all') plays every run both ways.

      """,
    keywords: [
      StatementKeyword(
        "relation", .setup,
        arguments: .argument(
          .text,
          then: .repeating(
            .branch([
              ArgumentBranch(RelationPattern.keepsWord),
              ArgumentBranch(RelationPattern.allWord),
              ArgumentBranch(RelationPattern.exceptWord),
              ArgumentBranch(RelationPattern.eventsWord),
            ]))),
        statement: RelationStatement.self
      ) { parser throws(ScenarioParser.ParseFailure) in try parser.parseRelation() }
    ])
}
