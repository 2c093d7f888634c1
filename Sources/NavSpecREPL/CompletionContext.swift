import FoundationEssentials
import NavSpecLanguage
import NavSpecModel

/// What completion knows about one request: the line before the cursor, the live model and
/// the working directory.
struct CompletionContext {
  let characters: [Character]
  let simulator: Simulator
  let workingDirectory: URL
  /// The callable flows' names.
  let flows: [String]
  lazy var state = simulator.state()

  /// The declared tabs, whichever the tab container, as a scenario writes them.
  var titles: [String] { simulator.tabTitles?.map(Spelling.name) ?? [] }

  init(
    characters: [Character], simulator: Simulator, workingDirectory: URL, flows: [String] = []
  ) {
    self.characters = characters
    self.simulator = simulator
    self.workingDirectory = workingDirectory
    self.flows = flows
  }

  mutating func complete() -> (Int, [String]) {
    let split = words(in: characters)
    var complete = split.complete
    let partial = split.partial
    // Nothing to offer inside a comment.
    if (complete + [partial]).contains(where: { $0.text.hasPrefix("#") }) {
      return (partial.start, [])
    }
    // A timing prefix (`at 120ms`, `+16ms`) is followed by an input.
    var timed = false
    if let first = complete.first?.text, first.hasPrefix("+") {
      complete.removeFirst()
      timed = true
    } else if let first = complete.first?.text,
      StatementVocabulary.keyword(first)?.isTimingPrefix == true
    {
      guard complete.count >= 2 else { return (partial.start, []) }
      complete.removeFirst(2)
      timed = true
    }
    guard let keyword = complete.first?.text else {
      return (partial.start, statementStart(partial.text, timed: timed))
    }
    let arguments = complete.dropFirst().map(\.text)
    let candidates: [String]
    switch keyword {
    case ":state", ":trace":
      guard arguments.isEmpty else {
        // `:trace PATH from T1 to T2 every D`.
        let words = [1: "from", 3: "to", 5: "every"]
        let next = keyword == ":trace" ? words[arguments.count].map { [$0] } ?? [] : []
        return (partial.start, matching(next, partial.text))
      }
      return path(partial)
    case ":help":
      candidates = arguments.isEmpty ? ReplSession.helpTopics : []
    case ":load", ":save", ":save!", ":film":
      guard arguments.isEmpty else {
        let options = [":load": "--step", ":film": "--overlay"]
        let option = options[keyword] ?? "--expect-state"
        return (partial.start, matching(arguments.contains(option) ? [] : [option], partial.text))
      }
      candidates = files(partial.text)
    case ":explore":
      // After an option, its value: a relation's name after `--relations`, nothing to offer
      // after a number's option; else the options not given yet.
      if let last = arguments.last, ExploreOptions.optionWords.contains(last) {
        candidates =
          last == "--relations" ? RunRelation.allCases.map(\.rawValue) + ["all"] : []
      } else {
        candidates = ExploreOptions.optionWords.filter { !arguments.contains($0) }
      }
    case "use":
      candidates = arguments.isEmpty ? flowFiles(partial.text) : []
    case _ where flows.contains(keyword):
      // A parameter may stand anywhere in the body, so its kind is not known; most name a tab.
      candidates = StatementVocabulary.keyword("tap").map { offers($0.arguments, after: []) } ?? []
    default:
      guard let statement = StatementVocabulary.keyword(keyword) else { return (partial.start, []) }
      if case .expectation = statement.arguments {
        return expectation(complete: Array(complete.dropFirst()), partial: partial)
      }
      candidates = offers(statement.arguments, after: arguments)
    }
    return (partial.start, matching(candidates, partial.text))
  }

  func statementStart(_ typed: String, timed: Bool) -> [String] {
    if timed { return matching(StatementVocabulary.timedInputWords, typed) }
    if typed.hasPrefix(":") { return matching(ReplSession.metaCommands, typed) }
    return matching(
      StatementVocabulary.words + flows + (typed.isEmpty ? ReplSession.metaCommands : []), typed)
  }
}
