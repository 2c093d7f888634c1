import NavSpecLanguage

/// `tags`, `skip` and `xfail` typed at the prompt. They describe a scenario of a file for
/// `navspec run` (which runs, skips or expects it to fail), while the REPL runs each line as it
/// is typed: there is no scenario for them to select or skip, so they are refused, located, with
/// where they belong. A file `:load` reads keeps them: its scenarios are run as `navspec run`
/// runs them.
extension ReplSession {
  static func metadataRefusal(_ statement: Statement) -> Diagnostic {
    let word = statement.keyword.word
    return Diagnostic(
      .error,
      "'\(word)' describes a scenario of a file for 'navspec run'; "
        + "the REPL runs each line as it is typed, so there is nothing for it to \(purpose(of: word))",
      at: SourceRange(start: statement.location, length: word.count),
      suggestion:
        "write it in the scenario file, right after its 'scenario' line (:save writes the session as one)"
    )
  }

  private static func purpose(of word: String) -> String {
    switch word {
    case "tags": "tag"
    case "skip": "skip"
    default: "expect to fail"
    }
  }
}
