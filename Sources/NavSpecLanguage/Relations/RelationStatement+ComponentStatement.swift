import NavSpecModel

/// A stated relation as a statement (`ComponentStatement`): checked where it stands (its name,
/// its changes as lines of their own, its paths against the set-up so far), and inert when a
/// session runs it: `ExplorationSetup` reads it, and the explorer and the checker play it.
extension RelationStatement: ComponentStatement {
  struct SessionState: Sendable {}

  static func makeSessionState(for session: ScenarioSession) -> SessionState { SessionState() }

  /// The suffix of the files that may state a relation.
  static let setupSuffix = ".setup"

  var dumpHeader: String { "Relation \(name.value)" }

  var dumpChildren: [(label: String, range: SourceRange)] {
    additions.map { ("Adds \($0.text)", $0.range) }
      + comparison.patterns.map { pattern in
        switch pattern {
        case .events(let range): ("Keeps events", range)
        case .path(let path): ("Keeps \(path)", path.range)
        }
      }
  }

  func check(in context: inout CheckContext, _ statement: Statement) {
    guard statement.location.file.hasSuffix(Self.setupSuffix) else {
      context.error(
        "a relation is stated in a set-up file (.setup), which 'navspec explore' and "
          + "'navspec check' read; a scenario plays one run, so it has no second run to compare",
        at: statement.range,
        suggestion: "move the line to a .setup file and run 'navspec explore FILE.setup "
          + "--relations \(name.value)'")
      return
    }
    checkName(in: &context)
    // Each change is checked as a line of its own would be, on a copy: the first run does not
    // make it.
    var second = context
    second.diagnostics = DiagnosticList()
    for addition in additions {
      guard addition.keyword.role == .change, addition.timing == nil else {
        context.error(
          "a relation's second run adds changes such as 'set bold-text on'; "
            + "'\(addition.keyword.word)' is not one",
          at: addition.range,
          suggestion: addition.timing != nil
            ? "drop the time: the changes are made before the second run starts" : nil)
        continue
      }
      second.check(addition)
    }
    context.diagnostics += second.diagnostics
    for pattern in comparison.patterns {
      guard case .path(let path) = pattern else { continue }
      context.checkPathPattern(path)
      if case .only = comparison { checkCompared(path, in: &context) }
    }
  }

  /// A path kept that the relation never compares would assert nothing: the state's count of
  /// events, or a setting the changes set.
  private func checkCompared(_ path: StatePath, in context: inout CheckContext) {
    let written = path.description
    let changed = StatedRelation(self).changedPaths
    if path.components.first?.value == .name(RelationPattern.eventsWord) {
      context.error(
        "'\(written)' counts the second run's own changes' events too, so a relation never "
          + "compares it", at: path.range,
        suggestion: "keep 'events' to compare the events each step emits")
    } else if changed.contains(where: { written == $0 || written.hasPrefix($0 + ".") }) {
      context.error(
        "'\(written)' is what the second run's changes set, so it differs by design and a "
          + "relation never compares it", at: path.range,
        suggestion: "keep what the change should leave as it is, such as 'selection'")
    }
  }

  /// A name a file can take, stated once, and none of the built-in relations' names.
  private func checkName(in context: inout CheckContext) {
    let builtIns = RunRelation.allCases.map(\.rawValue) + [RelationPattern.allWord]
    let word = name.value
    if builtIns.contains(word) {
      context.error(
        "'\(word)' is a built-in relation's name; a stated relation needs a name of its own",
        at: name.range,
        suggestion: "the built-in relations are \(Suggestion.listing(builtIns)); "
          + "try '\(word)-2' or a name that says what changes, such as 'bold-text'")
      return
    }
    let allowed = word.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
    }
    if !allowed {
      context.error(
        "a relation's name is lowercase letters, digits and '-' (it names the scenario file "
          + "a break is written to), not '\(word)'",
        at: name.range, suggestion: "try '\(Self.suggestedName(word))'")
      return
    }
    if let line = context.statedRelations[word] {
      context.error(
        "a relation named '\(word)' is already stated on line \(line); "
          + "'--relations' names relations, so names must differ",
        at: name.range)
      return
    }
    context.statedRelations[word] = name.range.start.line
  }

  /// `Bold_Text` as a name may be written: `bold-text`.
  static func suggestedName(_ word: String) -> String {
    let mapped = word.lowercased().unicodeScalars.map { scalar -> Character in
      ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) ? Character(scalar) : "-"
    }
    let name = String(mapped)
    return name.isEmpty ? "my-relation" : name
  }

  /// Nothing to do when a session runs it: the relation is a pair of runs, which the explorer
  /// and the checker make.
  func run(
    in session: inout ScenarioSession, state: inout SessionState, _ statement: Statement,
    report: inout ScenarioSession.StepReport
  ) {}
}

extension CheckContext {
  /// A state path pattern of a relation: every component must exist, as for `expect`, but it may
  /// name a group (`tabs[*].frame`), which covers every value under it.
  mutating func checkPathPattern(_ path: StatePath) {
    let model = referenceModel()
    guard let (concrete, quantified) = concretePath(path, in: model) else { return }
    guard model.value(at: concrete.components.map(\.value.stateStep)) == nil else { return }
    reportFirstUnknown(concrete, in: model, quantified: quantified)
  }
}
