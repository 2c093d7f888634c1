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
    var order: [String: Int] = [:]
    for element in snapshot.elements where order[element.identifier] == nil {
      order[element.identifier] = element.readingIndex
    }
    // Each finding's component, where its rule left it to the element's, and its part: a tab of
    // the tab container is a `tab` whatever its title.
    var componentOf: [String: Int] = [:]
    for element in snapshot.elements where componentOf[element.identifier] == nil {
      componentOf[element.identifier] = element.componentIndex
    }
    let container = snapshot.components.first { $0.asTabContainer != nil }?.auditName
    let tabs = Set(snapshot.tabTitles)
    return rules.flatMap { rule in
      rule.findings(in: snapshot).map { finding in
        var finding = finding
        if finding.component.isEmpty, let index = componentOf[finding.element] {
          finding.component = snapshot.components[index].auditName
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
      .enumerated()
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
}
