import NavSpecModel

/// The state tree as `path = value` leaves, with paths spelled as `expect` writes them
/// (`tabs[Library].frame.x`): what the relations compare, and what a written pair expects.
enum StateLeaves {
  static func of(_ node: StateNode) -> [(path: String, value: StateValue)] {
    var result: [(path: String, value: StateValue)] = []
    collect(node, path: "", subscripted: false, into: &result)
    return result
  }

  private static func collect(
    _ node: StateNode, path: String, subscripted: Bool,
    into result: inout [(path: String, value: StateValue)]
  ) {
    switch node {
    case .leaf(let value):
      result.append((path, value))
    case .branch(let children):
      for child in children {
        let childPath =
          subscripted
          ? path + "[" + PathComponent.spell(child.key) + "]"
          : (path.isEmpty ? child.key : path + "." + child.key)
        // The children of `tabs`, `stacks` and `routes` are named by title or route type, so
        // they are written as subscripts.
        collect(
          child.node, path: childPath,
          subscripted: path.isEmpty && StateRoots.keyed.contains(child.key), into: &result)
      }
    }
  }

  /// A value as an expectation writes it: `185.25`, `Library`, `"3 items"`, `true`,
  /// `[button, selected]`, `none`.
  static func text(_ value: StateValue?) -> String {
    guard let value else { return "missing" }
    return switch value {
    case .number(let number): formatNumber(number)
    case .string(let string): Spelling.isBareWord(string) ? string : Spelling.quote(string)
    case .bool(let bool): bool ? "true" : "false"
    case .list(let words): "[" + words.joined(separator: ", ") + "]"
    case .none: "none"
    }
  }
}
