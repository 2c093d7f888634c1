import FoundationEssentials
import NavSpecLanguage
import NavSpecModel

// Completion after `expect`: state paths, operators, values and event patterns.

extension CompletionContext {
  /// After `expect`: a state path (or `event`, `no event`, `events`), then an operator, then a
  /// value; or event patterns.
  mutating func expectation(complete: [CompletionWord], partial: CompletionWord) -> (Int, [String])
  {
    let texts = complete.map(\.text)
    if let first = texts.first,
      ["event", "events"].contains(first) || texts.starts(with: ["no", "event"])
    {
      let keyword = first == "no" ? complete[1] : complete[0]
      return events(list: first == "events", after: keyword.start + keyword.text.count)
    }
    if texts.first == "audit" || texts.starts(with: ["no", "audit"]) {
      return (
        partial.start,
        matching(audit(after: Array(texts.drop { $0 != "audit" }.dropFirst())), partial.text)
      )
    }
    switch texts.count {
    case 0:
      let (from, paths) = path(partial)
      let keywords =
        partial.text.contains(where: { ".[".contains($0) })
        ? [] : ["event", "events", "no", "audit"]
      guard from == partial.start else { return (from, paths) }
      return (from, matching(keywords, partial.text) + paths)
    case 1 where texts[0] == "no":
      return (partial.start, matching(["event", "audit"], partial.text))
    case 1:
      guard case .leaf = node(at: texts[0]) else { return (partial.start, []) }
      return (partial.start, matching(Suggestion.comparisonOperators, partial.text))
    case 2:
      return (partial.start, matching(values(for: texts[0], comparison: texts[1]), partial.text))
    default:
      return (partial.start, [])
    }
  }

  /// After `expect audit` (or `expect no audit`): `clean` or a rule (`rule.check` too), then `on`
  /// and an element, then `severity` and a severity (docs/audits.md#in-a-scenario).
  func audit(after words: [String]) -> [String] {
    let rules = AuditRules.all.flatMap { rule in [rule.id] + rule.checks.map { "\(rule.id).\($0)" }
    }
    switch words.count {
    case 0: return ["clean"] + rules
    case 1: return words[0] == "clean" ? [] : ["on", "severity"]
    case 2 where words[1] == "on": return titles
    case 2 where words[1] == "severity": return AuditSeverity.allCases.map(\.rawValue)
    case 3 where words[1] == "on": return ["severity"]
    case 4 where words[3] == "severity": return AuditSeverity.allCases.map(\.rawValue)
    default: return []
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
      let name = String(region[nameStart..<open]).trimmingBlanks
      guard let kind = EventKind(rawValue: name) else { return (cursor, []) }
      if let colon = text.firstIndex(of: ":") {
        let label = text[..<colon].trimmingBlanks
        var valueText = text[text.index(after: colon)...]
        while valueText.first?.isWhitespace == true { valueText.removeFirst() }
        let options = ["from", "to", "tab", "element", "item"].contains(label) ? titles : []
        return (cursor - valueText.count, matching(options, String(valueText)))
      }
      let written = String(region[(open + 1)...]).split(separator: ",").compactMap {
        $0.split(separator: ":").first.map { $0.trimmingBlanks }
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
}
