// VoiceOver: its gestures, and the announcements an app posts.

extension KeywordTable {
  static let voiceOver = KeywordTable(
    "VoiceOver", help: "voiceover",
    keywords: [
      StatementKeyword(
        "voiceover", .input,
        arguments: .branch(
          Suggestion.voiceOverCommands.map { command in
            ArgumentBranch(
              command, then: ["focus", "activate"].contains(command) ? .sequence([.element]) : .end)
          })
      ) { parser throws(ScenarioParser.ParseFailure) in try parser.parseVoiceOver() },
      StatementKeyword("announce", .input, arguments: .sequence([.text])) {
        parser throws(ScenarioParser.ParseFailure) in try parser.parseAnnounce()
      },
    ])
}
