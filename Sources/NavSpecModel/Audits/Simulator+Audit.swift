/// Audits the screen as it is now: the snapshot the rules read, and the rules' findings in a
/// stable order (docs/audits.md).
extension Simulator {
  /// The screen at this instant, as the audit rules see it.
  public var auditSnapshot: AuditSnapshot {
    let environment = self.environment
    let components = self.components.all
    let groups = components.enumerated().map { index, component in
      (index: index, group: component.accessibility(in: environment))
    }
    .sorted { ($0.group.position, $0.index) < ($1.group.position, $1.index) }
    let tabs = Set(tabTitles ?? [])
    var elements: [AuditedElement] = []
    for (groupIndex, entry) in groups.filter({ !$0.group.elements.isEmpty }).enumerated() {
      let component = components[entry.index]
      let isContainer = component.asTabContainer != nil
      for element in entry.group.elements {
        var description = AuditSnapshot.defaultDescription(
          of: element, isTab: isContainer && tabs.contains(element.identifier),
          selectedTab: environment.selectedTab)
        if let auditable = component as? any AuditableComponent {
          auditable.describeForAudit(&description, of: element, in: environment)
        }
        elements.append(
          AuditedElement(
            element: element, readingIndex: elements.count, group: groupIndex,
            componentIndex: entry.index, readingPosition: entry.group.position,
            description: description))
      }
    }
    return AuditSnapshot(
      simulator: self, environment: environment, components: components, elements: elements)
  }

  /// Runs `rules` on the screen as it is now. Findings come by rule in the order given, then in
  /// reading order of their elements (a finding about an element no longer on screen, or about
  /// none, after those on screen, by identifier), then by check and message: the same state
  /// always gives the same list.
  public func audit(rules: [AuditRule] = AuditRules.all) -> [AuditFinding] {
    let snapshot = auditSnapshot
    let order = FindingOrder(snapshot)
    return rules.flatMap { order.ordered($0.findings(in: snapshot)) }
  }

  /// `audit(rules:)` under each of `settings`, which share this simulator's `behaviouralKey`
  /// (nil where one does not): the rules that read no appearance (`AuditRule.readsAppearance`)
  /// run once, the others under each. The same lists as auditing `withAppearance(of:)` under
  /// each, for a fraction of the work.
  public func audit(rules: [AuditRule] = AuditRules.all, under settings: [Settings])
    -> [[AuditFinding]?]
  {
    let snapshot = auditSnapshot
    // One order for every setting: the elements are the same under each.
    let order = FindingOrder(snapshot)
    var once: [Int: [AuditFinding]] = [:]
    for (index, rule) in rules.enumerated() where !rule.readsAppearance {
      once[index] = order.ordered(rule.findings(in: snapshot))
    }
    return settings.map { settings -> [AuditFinding]? in
      guard let view = snapshot.withAppearance(of: settings) else { return nil }
      return rules.enumerated().flatMap { index, rule in
        once[index] ?? order.ordered(rule.findings(in: view))
      }
    }
  }
}

/// How one snapshot's findings are completed and ordered: each finding's component, where its
/// rule left it to the element's, and its part (a tab of the tab container is a `tab` whatever
/// its title), then reading order of the elements (a finding about an element no longer on
/// screen, or about none, after those on screen, by identifier), then check and message. Made
/// once per snapshot: every rule, under every setting of a shared run, is ordered by it.
struct FindingOrder {
  private var order: [String: Int] = [:]
  private var componentOf: [String: String] = [:]
  private let container: String?
  private let tabs: Set<String>

  init(_ snapshot: AuditSnapshot) {
    for element in snapshot.elements where order[element.identifier] == nil {
      order[element.identifier] = element.readingIndex
      componentOf[element.identifier] = snapshot.components[element.componentIndex].auditName
    }
    container = snapshot.components.first { $0.asTabContainer != nil }?.auditName
    tabs = Set(snapshot.tabTitles)
  }

  func ordered(_ findings: [AuditFinding]) -> [AuditFinding] {
    let completed = findings.map { finding in
      var finding = finding
      if finding.component.isEmpty, let component = componentOf[finding.element] {
        finding.component = component
      }
      if finding.component.isEmpty {
        // No component: the element is gone (a focus lost with it) or there is none; what
        // caused it is the rule's check alone.
        finding.part = ""
      } else if finding.component == container, tabs.contains(finding.element) {
        finding.part = "tab"
      }
      return finding
    }
    guard completed.count > 1 else { return completed }
    return completed.enumerated()
      .sorted { lhs, rhs in
        let left = (order[lhs.element.element] ?? Int.max, lhs.element.element)
        let right = (order[rhs.element.element] ?? Int.max, rhs.element.element)
        if left != right { return left < right }
        if lhs.element.check != rhs.element.check { return lhs.element.check < rhs.element.check }
        if lhs.element.message != rhs.element.message {
          return lhs.element.message < rhs.element.message
        }
        return lhs.offset < rhs.offset
      }
      .map(\.element)
  }
}

extension Simulator {
  /// The same screen under `settings`: what a replay under them would have reached, since no
  /// behaviour reads what differs; nil when their `behaviouralKey` differs from this
  /// simulator's, and a replay would not. For auditing one run under several settings; nothing
  /// is emitted.
  public func withAppearance(of settings: Settings) -> Simulator? {
    guard settings.behaviouralKey == self.settings.behaviouralKey else { return nil }
    guard settings != self.settings else { return self }
    var copy = self
    copy.settings = settings
    return copy
  }
}
