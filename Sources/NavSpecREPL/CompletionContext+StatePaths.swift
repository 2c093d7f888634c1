import FoundationEssentials
import NavSpecLanguage
import NavSpecModel

// Completion of state paths, one dotted segment or subscript at a time.

extension CompletionContext {
  /// A state path being written as `partial`, one dotted segment at a time.
  mutating func path(_ partial: CompletionWord) -> (Int, [String]) {
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
    case .name, .subscript, .invalid: return nil
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
}
