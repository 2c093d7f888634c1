/// A relation `--relations` names: a built-in (`mirror`) or one the set-up states
/// (docs/explore.md#relations-between-runs).
public enum CheckedRelation: Hashable, Sendable {
  case builtIn(RunRelation)
  case stated(StatedRelation)

  public var name: String {
    switch self {
    case .builtIn(let relation): relation.rawValue
    case .stated(let relation): relation.name
    }
  }

  var builtIn: RunRelation? {
    if case .builtIn(let relation) = self { return relation }
    return nil
  }

  /// What the second run's set-up adds to the first's, as lines.
  public var additions: [String] {
    switch self {
    case .builtIn(let relation): relation.secondSetup
    case .stated(let relation): relation.additionLines
    }
  }

  /// Reads `mirror,bold-text` or `all` (the built-ins, then the stated relations in the order
  /// the set-up states them); an unknown name says the nearest one, stated names included.
  public static func parsing(_ list: String, stated: [StatedRelation]) throws(OptionFailure)
    -> [CheckedRelation]
  {
    let every =
      RunRelation.allCases.map(CheckedRelation.builtIn) + stated.map(CheckedRelation.stated)
    if list == "all" { return every }
    var found: [CheckedRelation] = []
    for word in list.split(separator: ",", omittingEmptySubsequences: false) {
      let name = String(word.filter { $0 != " " })
      guard let relation = every.first(where: { $0.name == name }) else {
        let names = every.map(\.name) + ["all"]
        let near = Suggestion.nearest(to: name, among: names).map { "; did you mean '\($0)'?" }
        throw OptionFailure(
          message: "unknown relation '\(OptionFailure.shown(name))'\(near ?? "")"
            + " (the relations: \(names.joined(separator: ", ")))")
      }
      if !found.contains(relation) { found.append(relation) }
    }
    return found
  }
}
