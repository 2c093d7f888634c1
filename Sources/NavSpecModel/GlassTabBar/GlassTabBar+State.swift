/// The glass tab bar's branches of the state tree: `selection`, `selectedIndex`, `bar`, `pill`,
/// `drag`, `longPress`, `largeContentViewer` and `tabs[…]` (docs/model.md lists every path). A
/// tab's branch is built only when the demand reads it.
extension GlassTabBar {
  public static var keyedStateGroups: Set<String> { ["tabs"] }

  public func stateKeys(ofGroup group: String) -> [String]? {
    group == "tabs" ? tabTitles : nil
  }

  /// The glass bar predates the `content` branch; alone it keeps the tree it always had.
  public var showsContentInState: Bool { false }

  public func stateChildren(_ demand: StateDemand, in environment: ComponentEnvironment)
    -> [StateNode.Child]
  {
    let settings = environment.settings
    let now = environment.now
    let direction = settings.layoutDirection
    let tracking = tracking
    let dragging = tracking?.drag.hasBegun ?? false
    let pressing = tracking?.longPress?.state == .began && tracking?.startedOnPill == true
    var children: [StateNode.Child] = []
    demand.add("selection", to: &children) { .leaf(.string(selectedTab.title)) }
    demand.add("selectedIndex", to: &children) { .number(Double(selectedIndex)) }
    demand.add("bar", to: &children) {
      .branch([
        .init("style", .leaf(.string("glass"))),
        .init("frame", .rect(frame)),
        .init("itemWidth", .number(itemWidth)),
        .init("count", .number(Double(tabs.count))),
        // Reduce Transparency makes blurred materials opaque
        // (docs/platform-facts.md#reduce-transparency).
        .init(
          "material",
          .leaf(.string(settings.reduceTransparency ? "opaque" : "ultraThinMaterial"))),
        // Increase Contrast: a stronger border (our decision: 1 pt instead of 0.5 pt).
        .init("borderWidth", .number(settings.increaseContrast ? 1 : 0.5)),
        .init("colorScheme", .leaf(.string(settings.colorScheme.rawValue))),
        .init(
          "a11y",
          .branch([
            .init("traits", .leaf(.list(AccessibilityTrait.tabBarContainer.map(\.rawValue)))),
            .init("isElement", .leaf(.bool(false))),
          ])),
      ])
    }
    demand.add("pill", to: &children) {
      let frame = pillFrame(at: now, direction: direction)
      return .branch(
        [
          .init("offset", .number(pill.offset(at: now))),
          .init("target", .number(pill.base.target + pill.dragOffset)),
          // Its centre on screen, as `ball.x` and `ball.y` are the gooey ball's: where SwiftUI's
          // `.position(x:y:)` would put it, and what an invariant such as `pill.x >= 0` means.
          .init("x", .number(frame.center.x)),
          .init("y", .number(frame.center.y)),
          .init("width", .number(pillWidth)),
          .init("scale", .number(pill.scale.value(at: now))),
          .init("highlighted", .leaf(.bool(pill.isHighlighted))),
          // Increase Contrast shows selection by shape as well as colour
          // (docs/platform-facts.md#increase-contrast).
          .init("outlined", .leaf(.bool(settings.increaseContrast))),
          .init("animating", .leaf(.bool(isAnimating(at: now)))),
          .init("frame", .rect(frame)),
          .init("a11y", .branch([.init("hidden", .leaf(.bool(true)))])),
        ] + pillElement(in: environment).colorStateChildren)
    }
    demand.add("drag", to: &children) {
      .branch([
        .init("active", .leaf(.bool(dragging))),
        .init("offset", .number(pill.dragOffset)),
      ])
    }
    demand.add("longPress", to: &children) { .branch([.init("active", .leaf(.bool(pressing)))]) }
    demand.add("largeContentViewer", to: &children) {
      .branch([
        .init("available", .leaf(.bool(settings.dynamicType.isAccessibilitySize))),
        .init("visible", .leaf(.bool(largeContentViewerItem != nil))),
        .init(
          "item",
          .leaf(largeContentViewerItem.map { .string(tabs[$0].title) } ?? .none)),
      ])
    }
    demand.add("tabs", to: &children) {
      let titles = Set(demand.keys(of: "tabs", among: tabTitles))
      return .branch(
        tabs.indices.filter { titles.contains(tabs[$0].title) }.map {
          .init(tabs[$0].title, tabState($0, in: environment))
        })
    }
    return children
  }

  private func tabState(_ index: Int, in environment: ComponentEnvironment) -> StateNode {
    let settings = environment.settings
    let tab = tabs[index]
    let element = accessibilityElement(for: index, direction: settings.layoutDirection)
    return .branch([
      .init("index", .number(Double(index))),
      .init("title", .leaf(.string(tab.title))),
      .init("selected", .leaf(.bool(index == selectedIndex))),
      .init("frame", .rect(element.frame)),
      .init("badge", .leaf(tab.badge?.stateValue ?? .none)),
      .init("icon", .leaf(tab.icon.map(StateValue.string) ?? .none)),
      // Tab bars keep their label size at every Dynamic Type size and offer the Large Content
      // Viewer instead (docs/platform-facts.md#large-content-viewer); 10 pt is UITabBar's label
      // size (our decision).
      .init(
        "text",
        .branch(
          [
            .init("pointSize", .number(Self.labelPointSize)),
            .init("weight", .leaf(.string(settings.boldText ? "bold" : "medium"))),
            .init("scalesWithDynamicType", .leaf(.bool(false))),
          ] + labelElement(index, in: environment).colorStateChildren)),
      .init(
        "a11y",
        .branch([
          .init("label", .leaf(.string(element.label))),
          .init("value", .leaf(.string(element.value))),
          .init("hint", .leaf(.string(element.hint))),
          .init("traits", .leaf(.list(element.traits.map(\.rawValue)))),
          .init("frame", .rect(element.frame)),
          .init("position", .leaf(.string(element.positionText))),
          .init("spoken", .leaf(.string(element.spokenDescription))),
          .init("focused", .leaf(.bool(environment.voiceOverFocus == tab.title))),
        ])),
    ])
  }
}
