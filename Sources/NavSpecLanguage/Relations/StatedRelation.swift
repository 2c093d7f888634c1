import NavSpecModel

/// A relation a set-up file states (`relation NAME: CHANGES keeps WHAT`,
/// docs/explore.md#stated-relations): the second run's set-up adds the changes, and after every
/// step what it keeps must agree, exactly (numbers within `RelationCheck.tolerance`).
public struct StatedRelation: Hashable, Sendable {
  public let name: String
  /// The changes, as parsed from the relation's line (their ranges point into it).
  let additions: [Statement]
  public let comparison: RelationComparison

  init(_ statement: RelationStatement) {
    name = statement.name.value
    additions = statement.additions
    comparison = statement.comparison
    changedPaths = Set(
      statement.additions.compactMap { addition in
        if case .set(let setting, _) = addition.kind { return "settings." + setting.value }
        return nil
      })
  }

  /// The changes as lines: what the written second run adds.
  public var additionLines: [String] { additions.map(\.text) }

  /// The settings the changes set (`settings.bold-text`): they differ by design, so they are
  /// never compared.
  let changedPaths: Set<String>

  /// Whether a state leaf's path (`tabs[Home].frame.x`) is compared. The state's own record of
  /// the events (`events.count`) never is: it counts the second run's changes' events too
  /// (`settingChanged`), and the step's events are what `events` compares.
  func compares(_ path: String) -> Bool {
    if changedPaths.contains(path) || path.hasPrefix("events.") { return false }
    let named = comparison.patterns.contains { pattern in
      guard case .path(let pattern) = pattern else { return false }
      return Self.covers(pattern, path[...])
    }
    switch comparison {
    case .only: return named
    case .allExcept: return !named
    }
  }

  /// Whether the events each step emits are compared.
  var comparesEvents: Bool {
    let named = comparison.patterns.contains {
      if case .events = $0 { return true }
      return false
    }
    switch comparison {
    case .only: return named
    case .allExcept: return !named
    }
  }

  /// Whether `pattern` is the leaf's path or a group above it; `[*]` stands for any one key.
  static func covers(_ pattern: StatePath, _ path: Substring) -> Bool {
    var rest = path
    for (index, component) in pattern.components.enumerated() {
      switch component.value {
      case .name(let name):
        if index > 0 {
          guard rest.first == "." else { return false }
          rest = rest.dropFirst()
        }
        guard rest.hasPrefix(name) else { return false }
        rest = rest.dropFirst(name.count)
        // The name must end here: `tab` does not cover `tabs`.
        if let next = rest.first, next != ".", next != "[" { return false }
      case .subscript(let key):
        let written = "[" + PathComponent.spell(key) + "]"
        guard rest.hasPrefix(written) else { return false }
        rest = rest.dropFirst(written.count)
      case .every:
        guard let close = closingBracket(of: rest) else { return false }
        rest = rest[rest.index(after: close)...]
      }
    }
    return rest.isEmpty || rest.first == "." || rest.first == "["
  }

  /// The `]` that closes the subscript `rest` starts with, past a quoted key's quotes.
  static func closingBracket(of rest: Substring) -> Substring.Index? {
    guard rest.first == "[" else { return nil }
    var quoted = false
    var escaped = false
    var index = rest.index(after: rest.startIndex)
    while index < rest.endIndex {
      let character = rest[index]
      if escaped {
        escaped = false
      } else if quoted, character == "\\" {
        escaped = true
      } else if character == "\"" {
        quoted.toggle()
      } else if !quoted, character == "]" {
        return index
      }
      index = rest.index(after: index)
    }
    return nil
  }
}
