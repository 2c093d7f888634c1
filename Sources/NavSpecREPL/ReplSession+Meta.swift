import NavSpecLanguage
import NavSpecModel

/// The `:word` commands.
extension ReplSession {
  /// Every meta-command, as typed (for `:help` and completion).
  public static let metaCommands = [
    ":help", ":state", ":events", ":render", ":film", ":trace", ":save", ":save!", ":load",
    ":continue",
    ":stop",
    ":list", ":undo", ":redo", ":reset", ":explore", ":quit",
  ]

  mutating func handleMeta(_ line: String) -> Response {
    if line.unicodeScalars.contains(where: { $0 == "\n" || $0 == "\r" }) {
      return Self.error("expected a single line; enter one command at a time")
    }
    // Commands echo their words in errors; a control character (ESC from a piped file, say)
    // would reach the terminal. No command needs one, so the line is refused, escaped.
    if let control = line.unicodeScalars.first(where: {
      $0 != "\t" && $0.properties.generalCategory == .control
    }) {
      let hex = String(control.value, radix: 16, uppercase: true)
      let code = String(repeating: "0", count: max(0, 4 - hex.count)) + hex
      return Self.error("control character U+\(code) in '\(Self.printable(line))'")
    }
    let words: [String]
    switch Self.splitArguments(line) {
    case .success(let split): words = split
    case .failure(let problem): return Self.error(problem.message)
    }
    let command = words[0]
    let arguments = Array(words.dropFirst())
    switch command {
    case ":help": return help(arguments)
    case ":state": return state(arguments)
    case ":events": return eventLog(arguments)
    case ":render": return renderCommand(arguments)
    case ":film": return film(arguments)
    case ":trace": return trace(arguments)
    case ":save": return save(arguments)
    case ":save!": return save(arguments, overwrite: true)
    case ":load": return load(arguments)
    case ":continue": return continueStepping(arguments)
    case ":stop": return stopStepping(arguments)
    case ":undo": return undo(arguments)
    case ":redo": return redo(arguments)
    case ":list": return list(arguments)
    case ":reset": return reset(arguments)
    case ":explore": return explore(arguments)
    case ":quit", ":exit", ":q": return Response(text: "", quit: true)
    default:
      let name = String(command.dropFirst())
      let nearest = Suggestion.nearest(
        to: name, among: Self.metaCommands.map { String($0.dropFirst()) })
      return Self.error(
        "unknown command '\(command)'",
        note: nearest.map { "did you mean ':\($0)'? (:help lists the commands)" }
          ?? ":help lists the commands")
    }
  }

  /// Splits a command line on spaces. A word that starts with `"` is a string, read with the
  /// language's escapes (`QuotedText`: `\"`, `\\`, `\n`, `\t`, `\u{…}`; the quotes are dropped),
  /// for file names with spaces; a quote inside a word, as in `tabs["My Projects"]`, is kept as
  /// written with its spaces.
  static func splitArguments(_ line: String) -> Result<[String], PathError> {
    let line = Substring(line)
    var words: [String] = []
    var current = ""
    var inWord = false
    var index = line.startIndex
    while index < line.endIndex {
      let character = line[index]
      if character == "\"" {
        let quoted = QuotedText(in: line, at: index)
        guard quoted.isClosed else { return .failure(PathError("unterminated string")) }
        current += inWord ? String(quoted.written) : quoted.value
        inWord = true
        index = quoted.written.endIndex
        continue
      }
      if character.isWhitespace {
        if inWord { words.append(current) }
        current = ""
        inWord = false
      } else {
        current.append(character)
        inWord = true
      }
      index = line.index(after: index)
    }
    if inWord { words.append(current) }
    return .success(words)
  }

  static func usage(_ text: String) -> Response {
    error("usage: \(text)")
  }

  // MARK: - :state

  mutating func state(_ arguments: [String]) -> Response {
    guard arguments.count <= 1 else { return Self.usage(":state [PATH]") }
    let root = live.simulator.state()
    guard let written = arguments.first else {
      return Response(text: Self.stateLines(Self.leaves(of: root)))
    }
    switch Self.parsePath(written).flatMap({ Self.resolve($0, in: root) }) {
    case .success(let (node, spelled)):
      return Response(text: Self.stateLines(Self.leaves(of: node, prefix: spelled)))
    case .failure(let problem):
      return Self.error(problem.message, note: problem.note)
    }
  }

  static func stateLines(_ leaves: [StateLeaf]) -> String {
    joined(leaves.map { "\($0.path) = \(ValueFormatter.value($0.value))" })
  }

  // MARK: - :events

  func eventLog(_ arguments: [String]) -> Response {
    guard arguments.count <= 1 else { return Self.usage(":events [N]") }
    var count: Int?
    if let written = arguments.first {
      guard let number = Int(written), number > 0 else {
        return Self.error(
          "':events' takes how many of the latest events to show, a positive whole number, not '\(written)'"
        )
      }
      count = number
    }
    let events = live.simulator.events
    guard !events.isEmpty else { return Response(text: "no events yet\n") }
    let first = max(0, events.count - (count ?? events.count))
    let matched = live.matcher.matched
    let lines = (first..<events.count).map { index in
      let mark = index < matched.count && matched[index] ? "✓ " : "  "
      return mark + ValueFormatter.timedEvent(events[index])
    }
    return Response(text: Self.joined(lines))
  }

  // MARK: - :reset

  mutating func reset(_ arguments: [String]) -> Response {
    guard arguments.isEmpty else { return Self.usage(":reset") }
    let abandoned = stepping.map { " (stopped stepping through \($0.path))" } ?? ""
    startOver(named: nil)
    return Response(text: "a fresh model at 0.000s\(abandoned)\n")
  }
}
