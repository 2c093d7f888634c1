import NavSpecModel

/// Checks what `expect` lines name: state paths against the model's state tree, comparisons
/// against the value's type, event names and argument labels against the event vocabulary.
extension CheckContext {
  /// A fresh model with this scenario's screen, bar and routes: the shape of its state tree is
  /// what every later state has (values change, paths do not). Built once per set-up and kept up
  /// to date as routes are declared, not rebuilt per line.
  mutating func referenceModel() -> Simulator {
    if case .none = referenceSimulator { buildReferenceModel() }
    return referenceSimulator ?? Simulator()
  }

  /// Builds the reference model into `cachedModel` without returning a copy of it (a copy
  /// retains each of its parts).
  mutating func buildReferenceModel() {
    var simulator = Simulator()
    simulator.setScreen(screen)
    if let titles {
      // A wrong style (reported already) installs the model's default container.
      try? simulator.installTabBar(style: tabStyle ?? "", titles: titles)
    }
    for type in routeTypes {
      try? simulator.declareRoutes(type.modelRouteType)
    }
    for setUp in componentSetUps {
      setUp.install(&simulator)
    }
    cachedModel = simulator
  }

  /// What the reference model holds at `steps`, read in place (`currentValue(at:)` lends each
  /// component where `value(at:)` copies its box).
  private mutating func referenceValue(at steps: [StateNode.PathStep]) -> StateNode? {
    referenceSimulator?.currentValue(at: steps)
  }

  /// A component's set-up statement installs it on the reference model too (replacing what the
  /// same component installed before).
  mutating func setUpReferenceModel(
    _ key: String, _ install: @escaping @Sendable (inout Simulator) -> Void
  ) {
    if let index = componentSetUps.firstIndex(where: { $0.key == key }) {
      componentSetUps[index].install = install
    } else {
      componentSetUps.append((key, install))
    }
  }

  mutating func checkPath(_ expectation: ValueExpectation) {
    // The model is copied out (`referenceModel()`) only where a method that reports errors needs
    // it: copying it retains each of its parts, and a path looked up before needs no model at
    // all (`cachedNodes` is emptied whenever the model changes, so what it holds is current).
    let path: StatePath
    let quantified: Set<Int>
    if expectation.path.isQuantified {
      guard let concrete = concretePath(expectation.path, in: referenceModel()) else { return }
      (path, quantified) = concrete
    } else {
      (path, quantified) = (expectation.path, [])
    }
    // Reads only the branch the path names, as the runner does: a whole tree per `expect` costs
    // the number of routes, tabs and items declared. A path that exists is one look-up; for one
    // that does not, the walk finds the step that goes wrong.
    let steps = path.components.map(\.value.stateStep)
    let node: StateNode?
    let cached = cachedNodes.firstIndex { $0.steps == steps }
    if let cached {
      node = cachedNodes[cached].node
    } else {
      if case .none = referenceSimulator { buildReferenceModel() }
      node = referenceValue(at: steps)
      if cachedNodes.count < Self.cachedNodeLimit { cachedNodes.append((steps, node, nil)) }
    }
    guard let node else {
      reportFirstUnknown(path, in: referenceModel(), quantified: quantified)
      return
    }
    guard case .leaf(let value) = node else {
      let keys = node.children.prefix(8).map(\.key).joined(separator: ", ")
      error(
        "'\(path)' is a group of values, not one value", at: path.range,
        suggestion: "name one of its values: \(keys)")
      return
    }
    checkComparison(expectation, against: value)
    // Numbers and truth values say their type themselves: only text, words and nothing need
    // the domain, looked up once per path.
    switch value {
    case .number, .bool:
      return
    case .string, .list, .none:
      break
    }
    let domain: ValueDomain?
    if let cached, let known = cachedNodes[cached].domain {
      domain = known
    } else {
      domain = referenceSimulator?.valueDomain(at: steps)
      if let index = cached ?? cachedNodes.indices.last, cachedNodes[index].steps == steps {
        cachedNodes[index].domain = .some(domain)
      }
    }
    checkExpectedValue(expectation, leaf: value, domain: domain)
  }

  /// Reports the first step of `path` that the model's state does not have; the components at
  /// `quantified` were `[*]` and are named so.
  mutating func reportFirstUnknown(
    _ path: StatePath, in model: Simulator, quantified: Set<Int> = []
  ) {
    var steps: [StateNode.PathStep] = []
    var walked = ""
    for (index, component) in path.components.enumerated() {
      let parentSteps = steps
      steps.append(component.value.stateStep)
      guard model.value(at: steps) != nil else {
        // The keys for "did you mean" are read only when the error is printed.
        let keys = {
          (parentSteps.isEmpty ? model.state() : model.value(at: parentSteps))?.children.map(
            \.key) ?? []
        }
        reportUnknown(component, keys: keys, after: walked)
        return
      }
      let written = quantified.contains(index) ? PathComponent.every : component.value
      walked = walked.isEmpty ? written.spelled : walked + written.joinSpelling
    }
  }

  /// `path` with each `[*]` replaced by the first key of its group in the reference model, so
  /// that the rest of the path is checked as it is for one element (every element of a group
  /// has the same shape). Nil when an error was reported, or when the group is empty here (an
  /// empty stack): its elements can only be checked when the scenario runs.
  mutating func concretePath(_ path: StatePath, in model: Simulator)
    -> (StatePath, quantified: Set<Int>)?
  {
    guard path.isQuantified else { return (path, []) }
    var components: [Located<PathComponent>] = []
    var quantified: Set<Int> = []
    for component in path.components {
      guard component.value == .every else {
        components.append(component)
        continue
      }
      guard !components.isEmpty else {
        error(
          "'[*]' goes after a group", at: component.range,
          suggestion: "write the group first, as in 'tabs[*].a11y.label'")
        return nil
      }
      let prefix = StatePath(
        components: components,
        range: ScenarioParser.span(components[0].range, components[components.count - 1].range))
      guard let group = model.value(at: components.map(\.value.stateStep)) else {
        reportFirstUnknown(prefix, in: model, quantified: quantified)
        return nil
      }
      guard case .branch(let children) = group else {
        error(
          "'\(prefix)' is one value, not a group; '[*]' goes after a group such as 'tabs'",
          at: component.range)
        return nil
      }
      guard let first = children.first else { return nil }
      quantified.insert(components.count)
      components.append(Located(.subscript(first.key), at: component.range))
    }
    return (StatePath(components: components, range: path.range), quantified)
  }

  private mutating func reportUnknown(
    _ component: Located<PathComponent>, keys: () -> [String], after walked: String
  ) {
    let name: String
    switch component.value {
    case .name(let key): name = key
    case .subscript(let key): name = key
    case .every: name = "*"
    }
    if walked.isEmpty, titles == nil, let style = StateRoots.tabContainerStyles(having: name).first
    {
      error("there is no tab bar yet; declare one with 'tabbar \(style) ...'", at: component.range)
      return
    }
    if walked == "tabs" || walked == "stacks" {
      requireTab(Located(name, at: component.range))
      return
    }
    if walked == "routes" {
      requireRouteType(Located(name, at: component.range))
      return
    }
    if walked.isEmpty, routeTypes.isEmpty, StateRoots.needingRoutes.contains(name) {
      error("there are no routes yet; declare them with 'route ...'", at: component.range)
      return
    }
    if walked.isEmpty, titles != nil,
      StateRoots.needingTabContainer.contains(name) || TabContainerPart(rawValue: name) != nil
    {
      requireStateRoot(name, at: component.range)
      return
    }
    let place = walked.isEmpty ? "the state" : "'\(walked)'"
    error(
      "\(place) has no '\(name)'", at: component.range,
      suggestion: Suggestion.didYouMean(name, among: keys())
        ?? "it has: \(keys().prefix(12).joined(separator: ", "))")
  }

  private mutating func checkComparison(_ expectation: ValueExpectation, against value: StateValue)
  {
    let comparison = expectation.comparison
    let literal = expectation.expected
    // Spelled only for an error: most comparisons are right, and spelling a path is about 2% of
    // a compile.
    var path: String { expectation.path.description }
    if literal.value == .placeholder {
      // `_` is filled with the value the state has: only `==` holds for that value, and a
      // `[*]` path has a value per key, not one to write.
      if comparison.value != .equal {
        error(
          "'_' is filled with the value '\(path)' has, so it takes '=='", at: comparison.range,
          suggestion: "write 'expect \(path) == _'")
      } else if expectation.path.isQuantified {
        error(
          "'_' is one value, and '[*]' names a value per key", at: literal.range,
          suggestion: "name one key instead of '[*]'")
      }
      return
    }
    if comparison.value == .in {
      checkMembership(expectation, against: value)
      return
    }
    switch value {
    case .number:
      if case .number = literal.value { return }
      error(
        "'\(path)' is a number; compare it with a number", at: literal.range)
    case .string:
      switch comparison.value {
      case .equal, .notEqual, .contains, .notContains, .in: break
      case .less, .lessOrEqual, .greater, .greaterOrEqual:
        error("'\(path)' is text; use ==, !=, contains or !contains", at: comparison.range)
      }
      switch literal.value {
      case .number, .list:
        error("'\(path)' is text; write the expected text, e.g. \"Library\"", at: literal.range)
      case .string, .identifier, .placeholder: break
      }
    case .bool:
      if comparison.value != .equal && comparison.value != .notEqual {
        error("'\(path)' is true or false; use == or !=", at: comparison.range)
      }
      if literal.value.truthValue == nil {
        error(
          "'\(path)' is true or false, not \(literal.value)", at: literal.range,
          suggestion: "write 'true' or 'false'")
      }
    case .list:
      let isList = literal.value.words != nil
      switch comparison.value {
      case .contains, .notContains, .in: break
      case .equal where isList, .notEqual where isList: break
      case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual:
        error(
          "'\(path)' is a set of words; use 'contains' or '!contains', or == with a list such as '[button, selected]'",
          at: comparison.range)
      }
      if case .number = literal.value {
        error("'\(path)' is a set of words, not a number", at: literal.range)
      }
    case .none:
      break
    }
  }

  mutating func checkPattern(_ pattern: EventPattern) {
    guard let kind = EventKind(rawValue: pattern.name.value) else {
      error(
        "unknown event '\(pattern.name.value)'", at: pattern.name.range,
        suggestion: Suggestion.didYouMean(
          pattern.name.value, among: EventKind.allCases.map(\.rawValue)))
      return
    }
    for argument in pattern.arguments {
      if argument.value.value == .placeholder {
        // Never a match: in `expect no event` it would pass whatever happened.
        error(
          "'_' stands for the value of 'expect PATH == _'; an event's argument takes a value",
          at: argument.value.range,
          suggestion: "write the value, or leave the argument out to match any")
        continue
      }
      guard kind.argumentLabels.contains(argument.label.value) else {
        let labels = kind.argumentLabels
        error(
          "'\(kind.rawValue)' has no argument '\(argument.label.value)'", at: argument.label.range,
          suggestion: Suggestion.didYouMean(argument.label.value, among: labels)
            ?? (labels.isEmpty
              ? "it has no arguments" : "its arguments are \(labels.joined(separator: ", "))"))
        continue
      }
      // Every value against its argument's domain, so that a typo is caught here instead of
      // surfacing as an event that never matches (or, in `expect no event`, as a pass).
      guard let domain = kind.domain(ofArgument: argument.label.value) else { continue }
      let text = argument.value.value.text
      if text == "none", domain.allowsNone { continue }
      // Arguments that hold a tab's title (`kind.tabArgumentLabels`) are checked like any tab
      // name.
      switch domain.base {
      case .tabTitle, .element:
        if let title = text {
          requireElement(Located(title, at: argument.value.range))
          continue
        }
      default:
        break
      }
      checkArgumentValue(argument, domain: domain, of: kind, in: pattern)
    }
  }
}

extension PathComponent {
  var stateStep: StateNode.PathStep {
    switch self {
    case .name(let name): .name(name)
    case .subscript(let key): .subscript(key)
    // Replaced by a key before any look-up (`concretePath`); no group has the key "*" unquoted.
    case .every: .subscript("*")
    }
  }

  var spelled: String {
    switch self {
    case .name(let name): name
    case .subscript(let key): "[\(PathComponent.spell(key))]"
    case .every: "[*]"
    }
  }

  var joinSpelling: String {
    switch self {
    case .name(let name): "." + name
    case .subscript, .every: spelled
    }
  }
}

extension LiteralValue {
  /// The text of a word or string literal; nil for numbers and lists.
  var text: String? {
    switch self {
    case .number, .list, .placeholder: nil
    case .string(let text), .identifier(let text): text
    }
  }

  /// The words of a list literal; nil for anything else.
  var words: [String]? {
    if case .list(let words) = self { return words }
    return nil
  }

  /// `true`/`on`/`yes` and `false`/`off`/`no`.
  var truthValue: Bool? {
    switch text {
    case "true", "on", "yes": true
    case "false", "off", "no": false
    default: nil
    }
  }
}

extension CheckContext {
  /// `PATH in GROUP` or `PATH in [a, b]`: one value (text or a number) and a keyed group of the
  /// state (`tabs`, `stacks`, `routes`) or a list of words.
  private mutating func checkMembership(_ expectation: ValueExpectation, against value: StateValue)
  {
    let path = expectation.path.description
    let literal = expectation.expected
    switch value {
    case .string, .number, .none: break
    case .bool, .list:
      error(
        "'\(path)' is \(value.isList ? "a set of words" : "true or false"); 'in' takes one text or number",
        at: expectation.comparison.range)
    }
    switch literal.value {
    case .list, .placeholder:
      return
    case .identifier(let group):
      let model = referenceModel()
      let groups = StateRoots.keyed.filter { model.value(at: [.name($0)]) != nil }.sorted()
      guard !groups.contains(group) else { return }
      let all = StateRoots.keyed.sorted()
      error(
        "'\(group)' is not a group of the state; after 'in' write a group such as 'tabs' or a list such as '[Home, Search]'",
        at: literal.range,
        suggestion: Suggestion.didYouMean(group, among: groups.isEmpty ? all : groups)
          ?? "the groups are \(Suggestion.listing(groups.isEmpty ? all : groups))")
    case .number, .string:
      error(
        "after 'in' write a group such as 'tabs' or a list such as '[Home, Search]'",
        at: literal.range)
    }
  }
}

extension StateValue {
  fileprivate var isList: Bool {
    if case .list = self { return true }
    return false
  }
}
