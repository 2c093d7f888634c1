import Foundation
import NavSpecLanguage
import NavSpecModel

/// Tab completion for the REPL: what may come at the cursor, given the line, the live model and
/// the working directory. It knows nothing of terminals; the line editor inserts or lists the
/// candidates.
///
/// Offsets are in Characters. A candidate replaces the text from `replaceFrom` to the cursor.
/// Candidates that go on (a state path's group `pill.`, a subscript `tabs[`, a folder `scenarios/`)
/// end with the character that continues them, so the editor knows not to add a space.
public struct Completion: Hashable, Sendable {
  public var replaceFrom: Int
  public var candidates: [String]

  public init(replaceFrom: Int, candidates: [String]) {
    self.replaceFrom = replaceFrom
    self.candidates = candidates
  }

  /// The candidates at `cursor` in `line`, for a session whose model is `simulator` and whose
  /// `:load` and `:save` resolve relative paths against `workingDirectory`.
  public init(line: String, cursor: Int, simulator: Simulator, workingDirectory: String) {
    let characters = Array(line.prefix(max(0, cursor)))
    var context = Context(
      characters: characters, simulator: simulator,
      workingDirectory: URL(fileURLWithPath: workingDirectory, isDirectory: true))
    let (from, candidates) = context.complete()
    self.init(replaceFrom: from, candidates: candidates)
  }

  /// The candidates for a live session.
  public init(line: String, cursor: Int, session: ReplSession) {
    self.init(
      line: line, cursor: cursor, simulator: session.simulator,
      workingDirectory: session.workingDirectory)
  }
}

// MARK: - Words

/// A word of the line before the cursor: blank-separated, with `"…"` sections (which may hold
/// blanks) kept whole.
private struct Word {
  var text: String
  /// Character offset of its first character in the line.
  var start: Int
}

private func words(in characters: [Character]) -> (complete: [Word], partial: Word) {
  var words: [Word] = []
  var index = 0
  while index < characters.count {
    if characters[index].isWhitespace {
      index += 1
      continue
    }
    let start = index
    var inQuotes = false
    while index < characters.count, inQuotes || !characters[index].isWhitespace {
      if characters[index] == "\\", inQuotes {
        index += 1
      } else if characters[index] == "\"" {
        inQuotes.toggle()
      }
      index += 1
    }
    index = min(index, characters.count)
    words.append(Word(text: String(characters[start..<index]), start: start))
  }
  // The word at the cursor is the last one unless a blank ends the text.
  if let last = words.last, last.start + last.text.count == characters.count {
    words.removeLast()
    return (words, last)
  }
  return (words, Word(text: "", start: characters.count))
}

/// `"My Projects"` → `My Projects`; an unclosed `"My Pro` → `My Pro`; a bare word as it is.
private func unquoted(_ text: String) -> String {
  guard text.first == "\"" else { return text }
  var result = ""
  var characters = text.dropFirst().makeIterator()
  while let character = characters.next() {
    if character == "\\", let next = characters.next() {
      result.append(next == "n" ? "\n" : next == "t" ? "\t" : next)
    } else if character == "\"" {
      break
    } else {
      result.append(character)
    }
  }
  return result
}

/// The options that start with what was typed (compared unquoted), exact case first; when none
/// does, those that start with it ignoring case.
private func matching(_ options: [String], _ typed: String) -> [String] {
  let prefix = unquoted(typed)
  var seen: Set<String> = []
  let unique = options.filter { seen.insert($0).inserted }
  let exact = unique.filter { unquoted($0).hasPrefix(prefix) }
  if !exact.isEmpty || prefix.isEmpty { return exact }
  let lowered = prefix.lowercased()
  return unique.filter { unquoted($0).lowercased().hasPrefix(lowered) }
}

// MARK: - Context

private struct Context {
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

  // MARK: Expectations

  /// After `expect`: a state path (or `event`, `no event`, `events`), then an operator, then a
  /// value; or event patterns.
  mutating func expectation(complete: [Word], partial: Word) -> (Int, [String]) {
    let texts = complete.map(\.text)
    if let first = texts.first,
      ["event", "events"].contains(first) || texts.starts(with: ["no", "event"])
    {
      let keyword = first == "no" ? complete[1] : complete[0]
      return events(list: first == "events", after: keyword.start + keyword.text.count)
    }
    switch texts.count {
    case 0:
      let (from, paths) = path(partial)
      let keywords =
        partial.text.contains(where: { ".[".contains($0) }) ? [] : ["event", "events", "no"]
      guard from == partial.start else { return (from, paths) }
      return (from, matching(keywords, partial.text) + paths)
    case 1 where texts[0] == "no":
      return (partial.start, matching(["event"], partial.text))
    case 1:
      guard case .leaf = node(at: texts[0]) else { return (partial.start, []) }
      return (partial.start, matching(Suggestion.comparisonOperators, partial.text))
    case 2:
      return (partial.start, matching(values(for: texts[0], comparison: texts[1]), partial.text))
    default:
      return (partial.start, [])
    }
  }

  /// Values that fit the leaf at `pathText` (settings, tab titles, true/false, traits).
  mutating func values(for pathText: String, comparison: String) -> [String] {
    guard case .leaf(let value)? = node(at: pathText) else { return [] }
    let parsed = parsePath(Array(pathText))
    var steps = parsed.complete
    if case .name(let last) = parsed.fragment { steps.append(.name(last)) }
    if steps.count == 2, steps[0] == .name("settings"), case .name(let setting) = steps[1] {
      return Settings.descriptor(named: setting)?.values ?? []
    }
    switch value {
    case .bool: return ["true", "false"]
    case .list: return AccessibilityTrait.allCases.map(\.rawValue)
    case .string, .none:
      guard case .name(let last)? = steps.last,
        ["selection", "title", "focus", "item"].contains(last)
      else { return [] }
      return titles
    case .number: return []
    }
  }

  /// Event patterns after `expect event`, `expect no event` or inside `expect events [...]`;
  /// `regionStart` is where the text after that keyword begins.
  func events(list: Bool, after regionStart: Int) -> (Int, [String]) {
    let region = Array(characters[regionStart...])
    // Find the innermost open bracket or parenthesis, outside strings.
    var openBracket: Int?
    var openParen: Int?
    var inQuotes = false
    var index = 0
    while index < region.count {
      let character = region[index]
      if inQuotes {
        if character == "\\" { index += 1 } else if character == "\"" { inQuotes = false }
      } else {
        switch character {
        case "\"": inQuotes = true
        case "[": openBracket = index
        case "]": openBracket = nil
        case "(": openParen = index
        case ")": openParen = nil
        default: break
        }
      }
      index += 1
    }
    let cursor = characters.count
    func segment(after start: Int) -> (Int, String) {
      var from = start
      for position in start..<region.count where region[position] == "," { from = position + 1 }
      while from < region.count, region[from].isWhitespace { from += 1 }
      return (regionStart + from, String(region[from...]))
    }
    let names = EventKind.allCases.map(\.rawValue)
    if let open = openParen {
      // Inside a pattern's arguments: a label, or a value after `label:`.
      let (from, text) = segment(after: open + 1)
      let nameStart = region[..<open].lastIndex { " ,[".contains($0) }.map { $0 + 1 } ?? 0
      let name = String(region[nameStart..<open]).trimmingCharacters(in: .whitespaces)
      guard let kind = EventKind(rawValue: name) else { return (cursor, []) }
      if let colon = text.firstIndex(of: ":") {
        let label = text[..<colon].trimmingCharacters(in: .whitespaces)
        var valueText = text[text.index(after: colon)...]
        while valueText.first?.isWhitespace == true { valueText.removeFirst() }
        let options = ["from", "to", "tab", "element", "item"].contains(label) ? titles : []
        return (cursor - valueText.count, matching(options, String(valueText)))
      }
      let written = String(region[(open + 1)...]).split(separator: ",").compactMap {
        $0.split(separator: ":").first.map { $0.trimmingCharacters(in: .whitespaces) }
      }
      let labels = kind.argumentLabels.filter { !written.dropLast().contains($0) }.map { $0 + ":" }
      return (from, matching(labels, text))
    }
    if list {
      guard let open = openBracket else {
        let blank = region.allSatisfy(\.isWhitespace)
        return (cursor, blank ? ["["] : [])
      }
      let (from, text) = segment(after: open + 1)
      return (from, matching(names, text))
    }
    // One pattern: its name, then `at`.
    let (complete, partial) = words(in: region)
    switch complete.count {
    case 0: return (regionStart + partial.start, matching(names, partial.text))
    case 1: return (regionStart + partial.start, matching(["at"], partial.text))
    default: return (cursor, [])
    }
  }

  // MARK: State paths

  /// A state path being written as `partial`, one dotted segment at a time.
  mutating func path(_ partial: Word) -> (Int, [String]) {
    let parsed = parsePath(Array(partial.text))
    var node = state
    for step in parsed.complete {
      guard let child = node.child(step) else { return (partial.start, []) }
      node = child
    }
    let inTabs = parsed.complete == [.name("tabs")]
    let from = partial.start + parsed.fragmentStart
    switch parsed.fragment {
    case .name(let typed):
      // `tabs` is entered by title: `tabs[Library]`.
      guard !inTabs else { return (from, []) }
      let options = node.children.map { child in
        child.key + Self.continuation(of: child, atRoot: parsed.complete.isEmpty)
      }
      return (from, matching(options, typed))
    case .subscript(let typed):
      guard inTabs else { return (from, []) }
      return (from, matching(node.children.map { Spelling.name($0.key) + "]." }, typed))
    case .afterSubscript:
      return (from, node.children.map { "." + $0.key + Self.continuation(of: $0, atRoot: false) })
    case .invalid:
      return (from, [])
    }
  }

  /// What a candidate for `child` ends with: `.` for a group, `[` for the tabs, nothing for a
  /// value.
  static func continuation(of child: StateNode.Child, atRoot: Bool) -> String {
    guard case .branch = child.node else { return "" }
    return atRoot && child.key == "tabs" ? "[" : "."
  }

  mutating func node(at pathText: String) -> StateNode? {
    let parsed = parsePath(Array(pathText))
    switch parsed.fragment {
    case .name(let last) where !last.isEmpty: return state.node(at: parsed.complete + [.name(last)])
    case .afterSubscript: return state.node(at: parsed.complete)
    default: return nil
    }
  }

  enum Fragment: Equatable {
    /// A name being written (possibly empty).
    case name(String)
    /// A subscript being written, as typed (quoted or bare), after `[`.
    case `subscript`(String)
    /// Just after `]`.
    case afterSubscript
    case invalid
  }

  /// Splits `pill.off` into the complete steps (`pill`) and the fragment being written (`off`),
  /// and where the fragment starts.
  func parsePath(_ text: [Character]) -> (
    complete: [StateNode.PathStep], fragment: Fragment, fragmentStart: Int
  ) {
    var steps: [StateNode.PathStep] = []
    var index = 0
    while true {
      let start = index
      while index < text.count, text[index] != ".", text[index] != "[" { index += 1 }
      let name = String(text[start..<index])
      if index == text.count { return (steps, .name(name), start) }
      if !name.isEmpty { steps.append(.name(name)) }
      if text[index] == "." {
        guard !name.isEmpty else { return (steps, .invalid, index) }
        index += 1
        continue
      }
      // A subscript, possibly followed by more: `tabs[Library].a11y`.
      while index < text.count, text[index] == "[" {
        index += 1
        let keyStart = index
        var inQuotes = false
        while index < text.count, inQuotes || text[index] != "]" {
          if text[index] == "\\", inQuotes {
            index += 1
          } else if text[index] == "\"" {
            inQuotes.toggle()
          }
          index += 1
        }
        if index >= text.count {
          return (steps, .subscript(String(text[keyStart...])), keyStart)
        }
        steps.append(.subscript(unquoted(String(text[keyStart..<index]))))
        index += 1
        if index == text.count { return (steps, .afterSubscript, index) }
      }
      guard text[index] == "." else { return (steps, .invalid, index) }
      index += 1
    }
  }

  // MARK: Files

  /// Files and folders for `:load` and `:save`, relative to the working directory: scenarios
  /// first, then folders (ending in `/`), then other files. Hidden entries only when asked for.
  ///
  /// A path with a blank, a quote or a backslash is written as a string, as the commands read it;
  /// a folder's string is left open so that completion can go on inside it.
  func files(_ written: String) -> [String] {
    let typed = unquoted(written)
    let folderPart = typed.lastIndex(of: "/").map { String(typed[...$0]) } ?? ""
    let namePart = String(typed.dropFirst(folderPart.count))
    let folder =
      folderPart.hasPrefix("/")
      ? URL(fileURLWithPath: folderPart, isDirectory: true)
      : workingDirectory.appendingPathComponent(folderPart, isDirectory: true)
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
      return []
    }
    var scenarios: [String] = []
    var folders: [String] = []
    var others: [String] = []
    for name in names.sorted() where name.hasPrefix(namePart) {
      if name.hasPrefix("."), !namePart.hasPrefix(".") { continue }
      var isFolder: ObjCBool = false
      let path = folder.appendingPathComponent(name).path
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
      if isFolder.boolValue {
        folders.append(folderPart + name + "/")
      } else if name.hasSuffix(".scenario") {
        scenarios.append(folderPart + name)
      } else {
        others.append(folderPart + name)
      }
    }
    return (scenarios + folders + others).map { path in
      guard path.contains(where: { $0.isWhitespace || $0 == "\"" || $0 == "\\" }) else {
        return path
      }
      let quoted = Spelling.quote(path)
      return path.hasSuffix("/") ? String(quoted.dropLast()) : quoted
    }
  }
}
