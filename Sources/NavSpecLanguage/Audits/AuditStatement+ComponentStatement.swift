import NavSpecModel

/// The audit statements as a component's statements (`ComponentStatement`): checked against the
/// model's registry of rules and the declared screen's elements, run on the simulator as it is.
extension AuditStatement: ComponentStatement {
  /// What `audit ignore` lines have left out so far.
  struct SessionState: Sendable {
    var ignored: [AuditSelector] = []

    func keeps(_ finding: AuditFinding) -> Bool {
      !ignored.contains { $0.matches(finding) }
    }
  }

  static func makeSessionState(for session: ScenarioSession) -> SessionState { SessionState() }

  /// `Audit hit-target label`, `Audit Ignore label.duplicate on B`, `Expect Audit clean`.
  var dumpHeader: String {
    switch self {
    case .run(let rules):
      return (["Audit"] + rules.map(\.value)).joined(separator: " ")
    case .ignore(let selector, let reason):
      return "Audit Ignore \(selector.text)"
        + (reason.map { " because \(ValueFormatter.quotedIfNeeded($0.value))" } ?? "")
    case .expectClean:
      return "Expect Audit clean"
    case .expectFinding(let selector, let severity):
      return "Expect Audit \(selector.text)" + (severity.map { " severity \($0.value)" } ?? "")
    case .expectNoFinding(let selector):
      return "Expect No Audit \(selector.text)"
    }
  }

  var dumpChildren: [(label: String, range: SourceRange)] {
    switch self {
    case .run(let rules):
      return rules.map { (label: "rule", range: $0.range) }
    case .ignore(let selector, let reason):
      return [(label: "rule", range: selector.name.range)]
        + (selector.element.map { [(label: "element", range: $0.range)] } ?? [])
        + (reason.map { [(label: "reason", range: $0.range)] } ?? [])
    case .expectFinding(let selector, _), .expectNoFinding(let selector):
      return [(label: "rule", range: selector.name.range)]
        + (selector.element.map { [(label: "element", range: $0.range)] } ?? [])
    case .expectClean:
      return []
    }
  }

  func check(in context: inout CheckContext, _ statement: Statement) {
    if isExpectation { context.hasExpectation = true }
    switch self {
    case .run(let rules):
      for rule in rules { context.requireAuditRule(rule, allowsCheck: false) }
    case .ignore(let selector, _), .expectFinding(let selector, _),
      .expectNoFinding(let selector):
      context.requireAuditRule(selector.name, allowsCheck: true)
      if let element = selector.element { context.requireAuditElement(element) }
    case .expectClean:
      break
    }
  }

  func run(
    in session: inout ScenarioSession, state: inout SessionState, _ statement: Statement,
    report: inout ScenarioSession.StepReport
  ) {
    if case .ignore = self {} else { session.measureLabelsIfNeeded() }
    switch self {
    case .run(let names):
      session.countExpectation()
      let rules = names.isEmpty ? AuditRules.all : names.compactMap { AuditRules.rule($0.value) }
      let findings = session.simulator.audit(rules: rules).filter(state.keeps)
      report.audits.append(
        AuditRecord(
          location: statement.location, statement: statement.text, time: session.simulator.now,
          findings: findings))
      let errors = findings.filter { $0.severity == .error }.count
      guard errors > 0 else { return }
      report.failures.append(
        session.failure(
          statement, message: "audit found \(errors) error\(errors == 1 ? "" : "s")",
          expected: "no errors", actual: AuditFindingText.list(findings)))
    case .ignore(let selector, _):
      state.ignored.append(selector)
    case .expectClean:
      session.countExpectation()
      let findings = session.simulator.audit().filter(state.keeps)
      guard !findings.isEmpty else { return }
      report.failures.append(
        session.failure(
          statement, message: "audit is not clean", expected: "no findings",
          actual: AuditFindingText.list(findings)))
    case .expectFinding(let selector, let severity):
      session.countExpectation()
      let findings = session.simulator.audit()
      let matching = findings.filter(selector.matches)
      let expected = selector.text + (severity.map { " (\($0.value))" } ?? "")
      if matching.isEmpty {
        report.failures.append(
          session.failure(
            statement, message: "the audit finds no \(selector.text)", expected: expected,
            actual: AuditFindingText.list(findings)))
      } else if let severity, !matching.contains(where: { $0.severity.rawValue == severity.value })
      {
        report.failures.append(
          session.failure(
            statement,
            message: "the audit finds \(selector.text), but not as \(severity.value)",
            expected: expected, actual: AuditFindingText.list(matching)))
      }
    case .expectNoFinding(let selector):
      session.countExpectation()
      let matching = session.simulator.audit().filter(selector.matches)
      guard !matching.isEmpty else { return }
      report.failures.append(
        session.failure(
          statement, message: "the audit finds \(selector.text)",
          expected: "no \(selector.text)", actual: AuditFindingText.list(matching)))
    }
  }
}

extension CheckContext {
  /// A rule the registry has, or with `allowsCheck` a `rule.check` the rule has.
  mutating func requireAuditRule(_ name: Located<String>, allowsCheck: Bool) {
    let selector = AuditSelector(name: name, element: nil)
    let ids = AuditRules.ids
    guard let rule = AuditRules.rule(selector.rule) else {
      error(
        "unknown audit rule '\(selector.rule)'", at: name.range,
        suggestion: Suggestion.didYouMean(selector.rule, among: ids)
          ?? "the rules are \(Suggestion.listing(ids))")
      return
    }
    guard let check = selector.check else { return }
    if !allowsCheck {
      error(
        "'audit' runs whole rules; write '\(rule.id)'", at: name.range,
        suggestion: "to expect one check, write 'expect audit \(name.value)'")
    } else if !rule.checks.contains(check) {
      error(
        "the rule '\(rule.id)' has no check '\(check)'", at: name.range,
        suggestion: Suggestion.didYouMean(check, among: rule.checks)
          ?? "its checks are \(Suggestion.listing(rule.checks))")
    }
  }

  /// An element an audit can name: a tab, with routes the navigation bar's `back-button` and
  /// `screen-title`, or a component's own (`header-search`).
  mutating func requireAuditElement(_ name: Located<String>) {
    var known = titles ?? []
    // The parts the contrast and reduce-motion rules judge (`pill`, `ball`, `indent`, `bubble`).
    if let parts = declaredParts {
      known += TabContainerPart.allCases.filter(parts.contains).map(\.rawValue)
    }
    // What else the model draws and the audits judge by name (a bar's edge, `bar`), from the
    // model itself, so that a new visual element needs no change here.
    if titles != nil {
      for element in referenceModel().visualElements.map(\.element) where !known.contains(element) {
        known.append(element)
      }
    }
    if !routeTypes.isEmpty { known += [Router.backButtonIdentifier, Router.titleIdentifier] }
    if !componentSetUps.isEmpty {
      let model = referenceModel()
      known += model.accessibilityElements.map(\.identifier)
      // The header's collapse, which the reduce-motion rule names by the header itself.
      if model.components.first(CollapsingHeader.self) != nil {
        known.append(CollapsingHeader.motionElement)
      }
    }
    guard !known.contains(name.value) else { return }
    guard !known.isEmpty else {
      error("there is no element yet; declare a tab bar with 'tabbar glass ...'", at: name.range)
      return
    }
    error(
      "unknown element '\(name.value)'", at: name.range,
      suggestion: Suggestion.didYouMean(name.value, among: known)
        ?? "the elements are \(Suggestion.listing(known))")
  }
}
