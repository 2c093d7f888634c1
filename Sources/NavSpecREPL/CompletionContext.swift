import Foundation
import NavSpecLanguage
import NavSpecModel

/// What completion knows about one request: the line before the cursor, the live model and
/// the working directory.
struct CompletionContext {
  let characters: [Character]
  let simulator: Simulator
  let workingDirectory: URL
  lazy var state = simulator.state()

  var titles: [String] { simulator.bar?.tabs.map { Spelling.name($0.title) } ?? [] }

  init(characters: [Character], simulator: Simulator, workingDirectory: URL) {
    self.characters = characters
    self.simulator = simulator
    self.workingDirectory = workingDirectory
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
    } else if complete.first?.text == "at" {
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
    case "expect":
      return expectation(complete: Array(complete.dropFirst()), partial: partial)
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
    case ":load", ":save", ":save!":
      guard arguments.isEmpty else {
        let option = keyword == ":load" ? "--step" : "--expect-state"
        return (partial.start, matching(arguments.contains(option) ? [] : [option], partial.text))
      }
      candidates = files(partial.text)
    default:
      candidates = statementArguments(keyword, arguments)
    }
    return (partial.start, matching(candidates, partial.text))
  }

  func statementStart(_ typed: String, timed: Bool) -> [String] {
    if timed { return matching(Suggestion.timedInputKeywords, typed) }
    if typed.hasPrefix(":") { return matching(ReplSession.metaCommands, typed) }
    return matching(
      Suggestion.statementKeywords + (typed.isEmpty ? ReplSession.metaCommands : []), typed)
  }

  /// What follows a statement's keyword and the `arguments` already written.
  func statementArguments(_ keyword: String, _ arguments: [String]) -> [String] {
    let position = arguments.count
    let targets = titles + ["pill"]
    switch (keyword, position) {
    case ("tap", 0), ("double-tap", 0), ("long-press", 0), ("drag", 0): return targets
    case ("long-press", 1): return ["for"]
    case ("drag", 1): return ["to"]
    case ("drag", 2) where arguments[1] == "to": return targets
    case ("drag", 3): return ["in"]
    case ("touch", 0): return Suggestion.touchPhases
    case ("tabbar", 0): return ["glass"]
    case ("tabbar", _): return []
    case ("safe-area", 0): return Suggestion.safeAreaEdges
    case ("exhaustive", 0): return Suggestion.switchValues
    case ("set", 0): return Settings.names
    case ("set", 1): return Settings.descriptor(named: arguments[0])?.values ?? []
    case ("voiceover", 0): return Suggestion.voiceOverCommands
    case ("voiceover", 1) where ["focus", "activate"].contains(arguments[0]): return titles
    case ("tab", 0): return titles
    case ("tab", _):
      switch arguments.last {
      case "badge": return ["none"]
      case "hint", "label", "icon": return []
      default: return Suggestion.tabProperties
      }
    default: return []
    }
  }
}
