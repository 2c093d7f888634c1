/// The gooey tab bar's branches of the state tree (docs/components/gooey.md#state-paths):
/// `selection`, `selectedIndex`, `bar`, `indent`, `ball`, `droplet` and `tabs[…]`. Positions are
/// in screen points, except `indent.path` and `indent.curve`, which are in the bar's own
/// coordinates as the document's `path(in:)` draws them. Each root branch is built only when the
/// demand reads it.
extension GooeyTabBar {
  public static var keyedStateGroups: Set<String> { ["tabs"] }

  /// Its leaves' domains (`ScreenComponent.valueDomains`), beside the branches that build them.
  public static let valueDomains: [String: ValueDomain] = ValueDomain.tabTexts
    .merging(ValueDomain.colours(under: "ball")) { $1 }
    .merging(ValueDomain.colours(under: "tabs[].text")) { $1 }
    .merging([
      "selection": .tabTitle,
      "bar.style": .words("bar style", styles),
      "bar.variant": .words("variant", GooeyTabBarVariant.self),
      "bar.a11y.traits": .traits,
      // SVG path data in the bar's coordinates: numbers, open.
      "indent.path": .text,
      "droplet.next": .orNone(.words("phase", DropletPhase.self)),
    ]) { $1 }

  public static let animatedProperties = ["ball.scale", "indent.centerX", "ball.x"]

  public func stateKeys(ofGroup group: String) -> [String]? {
    group == "tabs" ? tabTitles : nil
  }

  public func stateChildren(_ demand: StateDemand, in environment: ComponentEnvironment)
    -> [StateNode.Child]
  {
    let branches: [(String, () -> StateNode)] = [
      ("selection", { .leaf(.string(selectedTab.title)) }),
      ("selectedIndex", { .leaf(.number(Double(selectedIndex))) }),
      ("bar", { barState(in: environment) }),
      ("indent", { indentState(in: environment) }),
      ("ball", { ballState(in: environment) }),
      ("droplet", { dropletState() }),
      ("tabs", { tabsState(demand, in: environment) }),
    ]
    return branches.filter { demand.wants($0.0) }.map { .init($0.0, $0.1()) }
  }

  private func barState(in environment: ComponentEnvironment) -> StateNode {
    .branch([
      .init("style", .leaf(.string(variant.style))),
      .init("variant", .leaf(.string(variant.rawValue))),
      .init("frame", Self.frameNode(frame)),
      .init("slotWidth", .leaf(.number(layout(environment.direction).slotWidth))),
      .init("count", .leaf(.number(Double(tabs.count)))),
      .init("animating", .leaf(.bool(isAnimating(at: environment.now)))),
      .init(
        "a11y",
        .branch([
          .init("traits", .leaf(.list(containerTraits.map(\.rawValue)))),
          .init("isElement", .leaf(.bool(false))),
        ])),
    ])
  }

  private func indentState(in environment: ComponentEnvironment) -> StateNode {
    let now = environment.now
    let direction = environment.direction
    let shape = shape(at: now, direction: direction)
    let path = shape.path(in: bounds)
    // The dip: where the top edge leaves the straight line (the `addLine` before the curve),
    // the curve's two controls and where it rejoins the line.
    var curve: [StateNode.Child] = []
    for case .curve(let end, let control1, let control2) in path {
      let start = Point(x: shape.centerX - GooeyTabBarShape.indentWidth / 2, y: 0)
      curve = [
        .init("start", Self.pointNode(start)), .init("control1", Self.pointNode(control1)),
        .init("control2", Self.pointNode(control2)), .init("end", Self.pointNode(end)),
      ]
    }
    return .branch([
      .init("centerX", .leaf(.number(shape.centerX))),
      .init("target", .leaf(.number(layout(direction).x(leading: leadingCenter.target)))),
      .init("velocity", .leaf(.number(directionSign(direction) * leadingCenter.velocity(at: now)))),
      .init("animating", .leaf(.bool(leadingCenter.isAnimating(at: now)))),
      .init("width", .leaf(.number(GooeyTabBarShape.indentWidth))),
      .init("depth", .leaf(.number(GooeyTabBarShape.indentDepth))),
      .init("controlOffset", .leaf(.number(GooeyTabBarShape.curveControlOffset))),
      .init("dipY", .leaf(.number(shape.dipY))),
      .init("path", .leaf(.string(path.map(\.svg).joined(separator: " ")))),
      .init("curve", .branch(curve)),
      .init("a11y", .branch([.init("hidden", .leaf(.bool(true)))])),
    ])
  }

  private func ballState(in environment: ComponentEnvironment) -> StateNode {
    let now = environment.now
    let direction = environment.direction
    let peak = ball.peak(at: now)
    return .branch(
      [
        .init("x", .leaf(.number(frame.minX + centerX(at: now, direction: direction)))),
        .init("y", .leaf(.number(frame.minY + GooeyBall.centerY))),
        .init("scale", .leaf(.number(ball.scale.value(at: now)))),
        .init("peakScale", .leaf(.number(peak.value))),
        .init("peakTime", .leaf(.number(peak.seconds))),
        .init("size", .leaf(.number(GooeyBall.size))),
        .init("frame", Self.frameNode(ballFrame(at: now, direction: direction))),
        .init("animating", .leaf(.bool(ball.scale.isAnimating(at: now)))),
        .init("a11y", .branch([.init("hidden", .leaf(.bool(true)))])),
      ] + ballElement(in: environment).colorStateChildren)
  }

  private func dropletState() -> StateNode {
    .branch([
      .init("pending", .leaf(.number(Double(pendingPhases.count)))),
      .init("next", .leaf(pendingPhases.first.map { .string($0.phase.rawValue) } ?? .none)),
    ])
  }

  private func tabsState(_ demand: StateDemand, in environment: ComponentEnvironment)
    -> StateNode
  {
    let titles = Set(demand.keys(of: "tabs", among: tabTitles))
    return .branch(
      tabs.indices.filter { titles.contains(tabs[$0].title) }.map {
        .init(tabs[$0].title, tabState($0, in: environment))
      })
  }

  private func tabState(_ index: Int, in environment: ComponentEnvironment) -> StateNode {
    let tab = tabs[index]
    let element = accessibilityElement(for: index, direction: environment.direction)
    return .branch([
      .init("index", .leaf(.number(Double(index)))),
      .init("title", .leaf(.string(tab.title))),
      .init("selected", .leaf(.bool(index == selectedIndex))),
      .init("frame", Self.frameNode(element.frame)),
      .init("badge", .leaf(tab.badge?.stateValue ?? .none)),
      .init("icon", .leaf(tab.icon.map(StateValue.string) ?? .none)),
      .init("text", textState(index, in: environment)),
      .init(
        "a11y",
        .branch([
          .init("label", .leaf(.string(element.label))),
          .init("value", .leaf(.string(element.value))),
          .init("hint", .leaf(.string(element.hint))),
          .init("traits", .leaf(.list(element.traits.map(\.rawValue)))),
          .init("frame", Self.frameNode(element.frame)),
          .init("position", .leaf(.string(element.positionText))),
          .init("spoken", .leaf(.string(element.spokenDescription))),
          .init("focused", .leaf(.bool(environment.voiceOverFocus == tab.title))),
        ])),
    ])
  }

  /// A label's size, weight and colours (docs/colours.md#the-gooey-tab-bar).
  private func textState(_ index: Int, in environment: ComponentEnvironment) -> StateNode {
    let element = labelElement(index, in: environment)
    let text = element.text
    return .branch(
      [
        .init("pointSize", .leaf(.number(text?.pointSize ?? 0))),
        .init("weight", .leaf(.string(text?.weight.rawValue ?? ""))),
        .init("scalesWithDynamicType", .leaf(.bool(false))),
      ] + element.colorStateChildren)
  }

  /// +1 in left-to-right, −1 in right-to-left: a leading-axis velocity as an x velocity.
  private func directionSign(_ direction: LayoutDirection) -> Double {
    switch direction {
    case .leftToRight: return 1
    case .rightToLeft: return -1
    }
  }

  private static func frameNode(_ rect: Rect) -> StateNode {
    .branch([
      .init("x", .leaf(.number(rect.minX))), .init("y", .leaf(.number(rect.minY))),
      .init("width", .leaf(.number(rect.width))), .init("height", .leaf(.number(rect.height))),
    ])
  }

  private static func pointNode(_ point: Point) -> StateNode {
    .branch([.init("x", .leaf(.number(point.x))), .init("y", .leaf(.number(point.y)))])
  }
}
