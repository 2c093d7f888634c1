/// The header's branch of the state tree, `header.…` (docs/components/header.md#state-paths lists
/// every path). Built only when the demand reads it.
extension CollapsingHeader {
  /// Its leaves' domains (`ScreenComponent.valueDomains`), beside the branches that build them.
  public static let valueDomains: [String: ValueDomain] = {
    var domains: [String: ValueDomain] = [
      "header.placement": .words("placement", Placement.self),
      // Nil until the content is read (`HeaderReadingSource`).
      "header.initialOffset": .orNone(.number),
      "header.offset": .orNone(.number),
    ]
    for element in ["title", "button"] {
      domains["header.\(element).a11y.label"] = .text
      domains["header.\(element).a11y.spoken"] = .text
      domains["header.\(element).a11y.traits"] = .traits
    }
    return domains
  }()

  public static let animatedProperties = ["header.height", "header.radius"]

  public func stateChildren(_ demand: StateDemand, in environment: ComponentEnvironment)
    -> [StateNode.Child]
  {
    var children: [StateNode.Child] = []
    demand.add("header", to: &children) { headerState(in: environment) }
    return children
  }

  private func headerState(in environment: ComponentEnvironment) -> StateNode {
    let now = environment.now
    let layout = self.layout(for: environment.device)
    let presentedHeight = height.value(at: now)
    let elements = accessibilityElements(layout: layout)
    let reading = offset(at: now)
    return .branch([
      .init("placement", .leaf(.string(placement.rawValue))),
      .init("height", .number(presentedHeight)),
      .init("radius", .number(radius.value(at: now))),
      .init(
        "target",
        .branch([
          .init("height", .number(height.target)), .init("radius", .number(radius.target)),
        ])),
      .init("initialOffset", .leaf(initialOffset.map(StateValue.number) ?? .none)),
      .init("offset", .leaf(reading.map(StateValue.number) ?? .none)),
      .init("animating", .leaf(.bool(isAnimating(at: now)))),
      .init(
        "animations",
        .branch([
          .init("height", .number(Double(height.runningCount(at: now)))),
          .init("radius", .number(Double(radius.runningCount(at: now)))),
        ])),
      .init("collapsed", .leaf(.bool(isCollapsed))),
      .init("frame", .rect(layout.topView)),
      .init("background", .rect(layout.background(height: presentedHeight))),
      .init("contentInset", .number(layout.contentTopInset)),
      .init("title", elementState(elements[0], environment: environment)),
      .init("button", elementState(elements[1], environment: environment)),
    ])
  }

  private func elementState(_ element: AccessibilityElement, environment: ComponentEnvironment)
    -> StateNode
  {
    .branch([
      .init("frame", .rect(element.frame)),
      .init(
        "a11y",
        .branch([
          .init("label", .leaf(.string(element.label))),
          .init("traits", .leaf(.list(element.traits.map(\.rawValue)))),
          .init("spoken", .leaf(.string(element.spokenDescription))),
          .init("focused", .leaf(.bool(environment.voiceOverFocus == element.identifier))),
        ])),
    ])
  }
}
