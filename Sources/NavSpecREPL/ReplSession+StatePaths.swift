import NavSpecLanguage
import NavSpecModel

/// The state tree as `path = value` lines, with paths spelled the way `expect` writes them
/// (`tabs[Library].a11y.label`, `tabs["My Projects"].index`).
extension ReplSession {
  /// One leaf of the state tree.
  public struct StateLeaf: Hashable, Sendable {
    public var path: String
    public var value: StateValue
  }

  /// Every leaf of `node`, in the tree's order, with `prefix` (already spelled) in front.
  public static func leaves(of node: StateNode, prefix: String = "") -> [StateLeaf] {
    var result: [StateLeaf] = []
    collect(node, path: prefix, subscripted: false, into: &result)
    return result
  }

  private static func collect(
    _ node: StateNode, path: String, subscripted: Bool, into result: inout [StateLeaf]
  ) {
    switch node {
    case .leaf(let value):
      result.append(StateLeaf(path: path, value: value))
    case .branch(let children):
      for child in children {
        let childPath = join(path, child.key, asSubscript: subscripted)
        // The children of `tabs`, `stacks` and `routes` are named by title or route type, so
        // they are written as subscripts.
        collect(
          child.node, path: childPath,
          subscripted: path.isEmpty && StateRoots.keyed.contains(child.key), into: &result)
      }
    }
  }

  static func join(_ path: String, _ key: String, asSubscript: Bool) -> String {
    if asSubscript { return path + "[" + spellSubscript(key) + "]" }
    return path.isEmpty ? key : path + "." + key
  }

  /// A subscript as `expect` reads it: bare when one word or a whole number, else quoted.
  static func spellSubscript(_ key: String) -> String { PathComponent.spell(key) }

  /// A path written at the REPL: `pill.offset`, `tabs[Library].a11y`, `tabs["My Projects"]`,
  /// `tabs[2]`.
  struct WrittenPath {
    var steps: [StateNode.PathStep]
  }

  /// Parses a path, or says what is wrong with it.
  static func parsePath(_ text: String) -> Result<WrittenPath, PathError> {
    var steps: [StateNode.PathStep] = []
    let characters = Array(text)
    var index = 0
    var expectName = true
    while index < characters.count {
      let character = characters[index]
      if character == "[" {
        index += 1
        var key = ""
        if index < characters.count, characters[index] == "\"" {
          index += 1
          var closed = false
          while index < characters.count {
            let c = characters[index]
            if c == "\\", index + 1 < characters.count {
              let next = characters[index + 1]
              key.append(next == "n" ? "\n" : next == "t" ? "\t" : next)
              index += 2
              continue
            }
            if c == "\"" {
              closed = true
              index += 1
              break
            }
            key.append(c)
            index += 1
          }
          guard closed else { return .failure(PathError("unterminated string in '\(text)'")) }
        } else {
          while index < characters.count, characters[index] != "]" {
            key.append(characters[index])
            index += 1
          }
        }
        guard index < characters.count, characters[index] == "]" else {
          return .failure(PathError("expected ']' in '\(text)'"))
        }
        index += 1
        steps.append(.subscript(key))
        expectName = false
        continue
      }
      if character == "." {
        guard !steps.isEmpty, !expectName else {
          return .failure(PathError("unexpected '.' in '\(text)'"))
        }
        expectName = true
        index += 1
        continue
      }
      guard expectName else { return .failure(PathError("expected '.' or '[' in '\(text)'")) }
      var name = ""
      while index < characters.count, characters[index] != ".", characters[index] != "[" {
        name.append(characters[index])
        index += 1
      }
      steps.append(.name(name))
      expectName = false
    }
    if expectName && !steps.isEmpty {
      return .failure(PathError("'\(text)' ends with '.'"))
    }
    return .success(WrittenPath(steps: steps))
  }

  struct PathError: Error {
    var message: String
    var note: String?
    init(_ message: String, note: String? = nil) {
      self.message = message
      self.note = note
    }
  }

  /// Follows a written path through the state: the node and its canonical spelling (a tab
  /// reached by index is spelled by title), or an error with a suggestion.
  static func resolve(_ path: WrittenPath, in root: StateNode) -> Result<
    (node: StateNode, spelled: String), PathError
  > {
    var node = root
    var spelled = ""
    var underTabs = false
    for step in path.steps {
      let keys = node.children.map(\.key)
      let name: String
      switch step {
      case .name(let key), .subscript(let key): name = key
      }
      guard case .branch = node else {
        return .failure(PathError("'\(spelled)' is a value, not a group; it has no '\(name)'"))
      }
      guard let match = node.entry(step) else {
        if underTabs {
          return .failure(
            PathError(
              "unknown tab '\(name)'",
              note: Suggestion.didYouMean(name, among: keys)
                ?? "the tabs are \(keys.map { "'\($0)'" }.joined(separator: ", "))"))
        }
        let place = spelled.isEmpty ? "the state" : "'\(spelled)'"
        if spelled.isEmpty, root.child(.name("selection")) == nil,
          let style = StateRoots.tabContainerStyles(having: name).first
        {
          return .failure(
            PathError("there is no tab bar yet; declare one with 'tabbar \(style) ...'"))
        }
        return .failure(
          PathError(
            "\(place) has no '\(name)'",
            note: Suggestion.didYouMean(name, among: keys)
              ?? "it has: \(keys.prefix(12).joined(separator: ", "))"))
      }
      spelled = join(spelled, match.key, asSubscript: underTabs)
      underTabs = StateRoots.keyed.contains(match.key) && !underTabs && spelled == match.key
      node = match.node
    }
    return .success((node, spelled))
  }
}
