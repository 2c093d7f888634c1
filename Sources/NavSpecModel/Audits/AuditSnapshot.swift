/// The screen at one instant as the audit rules see it: every accessibility element in
/// VoiceOver's order with what the model knows of it (`AuditedElement`), and the simulator
/// itself, so that a rule can read anything else (the settings, the event log, a component's own
/// facts through a protocol it conforms to) without this type growing a field for it.
public struct AuditSnapshot: Sendable {
  /// The simulator as it was when the snapshot was taken.
  public let simulator: Simulator
  public let environment: ComponentEnvironment
  /// Every component, top layer first (`AuditedElement.componentIndex` indexes it).
  public let components: [any ScreenComponent]
  /// In VoiceOver's reading order.
  public let elements: [AuditedElement]
  /// Every component's labels and indicators (`ScreenComponent.visualElements(in:)`), each with
  /// its component's `auditName`, top layer first. Made once with the snapshot: the contrast
  /// and Dynamic Type rules both read them, under every setting of a shared run.
  public let visualElements: [(component: String, element: VisualElement)]

  public init(
    simulator: Simulator, environment: ComponentEnvironment, components: [any ScreenComponent],
    elements: [AuditedElement]
  ) {
    self.simulator = simulator
    self.environment = environment
    self.components = components
    self.elements = elements
    self.visualElements = components.flatMap { component in
      let name = component.auditName
      return component.visualElements(in: environment).map { (name, $0) }
    }
  }

  public var settings: Settings { environment.settings }

  /// The same screen under `settings`, of the same `behaviouralKey`: its elements as they are
  /// (no setting of one key moves or relabels them), its colours and text as `settings` draw
  /// them; nil for settings of another key.
  public func withAppearance(of settings: Settings) -> AuditSnapshot? {
    guard settings != self.settings else { return self }
    guard let simulator = simulator.withAppearance(of: settings) else { return nil }
    var environment = self.environment
    environment.device.settings = settings
    return AuditSnapshot(
      simulator: simulator, environment: environment, components: components, elements: elements)
  }
  public var direction: LayoutDirection { environment.direction }
  public var now: VirtualTime { environment.now }
  /// Everything the app observed so far, oldest first.
  public var events: [Event] { simulator.events }
  public var voiceOverFocus: String? { environment.voiceOverFocus }
  public var selectedTab: String? { environment.selectedTab }
  public var tabTitles: [String] { simulator.tabTitles ?? [] }

  /// The element with this identifier, if it is on screen.
  public func element(_ identifier: String) -> AuditedElement? {
    elements.first { $0.identifier == identifier }
  }

  /// The elements of one group (one component's), in reading order.
  public func siblings(inGroup group: Int) -> [AuditedElement] {
    elements.filter { $0.group == group }
  }

  /// Every component's running animations (`ScreenComponent.runningMotions(in:)`), each with its
  /// component's `auditName`.
  public var runningMotions: [(component: String, motion: RunningMotion)] {
    components.flatMap { component in
      let name = component.auditName
      return component.runningMotions(in: environment).map { (name, $0) }
    }
  }

  /// The elements grouped by component, each group in reading order, the groups in reading order.
  public var groups: [[AuditedElement]] {
    var groups: [[AuditedElement]] = []
    for element in elements {
      if element.group == groups.count {
        groups.append([element])
      } else {
        groups[element.group].append(element)
      }
    }
    return groups
  }
}

extension AuditSnapshot {
  /// The snapshot's guess before a component describes its element: a tab of the tab container
  /// is a tab that shows its title and takes touches on its frame; anything else is unknown,
  /// touched on its frame when it has the button trait.
  static func defaultDescription(
    of element: AccessibilityElement, isTab: Bool, selectedTab: String?
  ) -> AuditElementDescription {
    if isTab {
      return AuditElementDescription(
        role: .tab, hitRegion: element.frame, visibleText: element.identifier,
        isSelected: element.identifier == selectedTab)
    }
    return AuditElementDescription(
      role: .unknown, hitRegion: element.traits.contains(.button) ? element.frame : nil,
      visibleText: nil)
  }
}
