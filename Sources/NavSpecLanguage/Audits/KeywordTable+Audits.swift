import NavSpecModel

// The accessibility audits in a scenario: `audit` runs the rules at an instant, `audit ignore`
// leaves findings out; `expect audit …` is read by `expect` (docs/audits.md#in-a-scenario).

extension KeywordTable {
  static let audits = KeywordTable(
    "audits", help: "audit",
    helpText: """
      Accessibility audits (docs/audits.md): rules run on the screen at one instant.
        audit                          run every rule now; an error fails the scenario,
                                       warnings are recorded
        audit hit-target label         run only these rules
        audit ignore label.duplicate on B because "the demo repeats it"
                                       leave these findings out of later audits and of
                                       'expect audit clean' (a rule, or rule.check; 'on' an
                                       element, or anywhere); navspec audit accepts
                                       them in the whole scenario, with the reason
        expect audit clean             no finding at all, warnings included
        expect audit hit-target on Search
                                       the rule (or rule.check) finds something there
        expect audit label.empty on Home severity error
                                       and one such finding is an error (or a warning)
        expect no audit label on Home  it finds nothing there
        content backdrop light         the app's content behind a translucent bar: light,
                                       dark, "#1C1C1E", 'luminance 0.2 to 0.6' (images)
                                       or unknown; contrast is judged against it
        palette tint "#FF9500"         the team's own colour (tint, selected-label,
                                       unselected-label, indicator), with 'dark "#…"'
                                       for dark mode, or 'default' for the bar's own
      Rules: \(AuditRules.ids.joined(separator: ", ")).

      """,
    keywords: [
      StatementKeyword(
        "audit", .expectation,
        arguments: .branch(
          [
            ArgumentBranch(
              "ignore",
              then: .sequence(
                [.words(AuditRules.ids)],
                then: .branch([
                  ArgumentBranch(
                    "on",
                    then: .sequence([.element], then: .oneOf(["because"], then: .sequence([.text])))
                  ),
                  ArgumentBranch("because", then: .sequence([.text])),
                ])))
          ]
            + AuditRules.ids.map {
              ArgumentBranch($0, then: .repeating(.sequence([.words(AuditRules.ids)])))
            }),
        statement: AuditStatement.self
      ) { parser throws(ScenarioParser.ParseFailure) in try parser.parseAudit() },
      StatementKeyword(
        "content", .change,
        arguments: .sequence(
          [.words(["backdrop"])],
          then: .branch(
            ScenarioParser.contentBackdropWords.map { word in
              ArgumentBranch(
                word,
                then: word == "luminance" ? .sequence([.text, .words(["to"]), .text]) : .end)
            })),
        statement: ContentBackdropStatement.self
      ) { parser throws(ScenarioParser.ParseFailure) in try parser.parseContentBackdrop() },
      StatementKeyword(
        "palette", .change,
        arguments: .branch(
          ScenarioParser.paletteRoles.map { role in
            ArgumentBranch(role, then: .branch([ArgumentBranch("default")]))
          }),
        statement: PaletteStatement.self
      ) { parser throws(ScenarioParser.ParseFailure) in try parser.parsePalette() },
    ])
}
