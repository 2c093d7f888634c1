/// The state tree's navigation, content and persistence branches (docs/model.md lists every path).
extension Simulator {
  func navigationState(_ demand: StateDemand) -> [StateNode.Child] {
    var children: [StateNode.Child] = []
    if router != nil || tabView != nil {
      children.append(
        .init(
          "content",
          .branch([
            .init("frame", rect(contentFrame)),
            .init(
              "insets",
              .branch([
                .init("top", number(contentTopInset)), .init("bottom", number(contentBottomInset)),
              ])),
          ])))
    }
    if let router, let tab = selectedTab {
      if demand.wants("navigation") {
        let path = demand.wants("path", under: "navigation")
        children.append(
          .init("navigation", selectedNavigationState(router, tab: tab, withPath: path)))
      }
      let withPaths = demand.wants("path", under: "stacks")
      let tabs = demand.keys(of: "stacks", among: router.tabs)
      children.append(
        .init(
          "stacks",
          .branch(tabs.map { .init($0, stackState(router.stack($0), withPath: withPaths)) })))
      // The catalog is listed only for a path through `routes`: an `expect` elsewhere must not
      // cost the number of route types declared (8,000 route-expect pairs were quadratic).
      let names =
        demand.wants("routes")
        ? demand.keys(of: "routes", among: router.catalog.types.map(\.name)) : []
      children.append(
        .init(
          "routes",
          .branch(
            names.compactMap { name in
              router.catalog.type(named: name).map { .init(name, routeState($0)) }
            })))
    }
    // Only with routes or the TabView: a glass bar alone keeps exactly the state tree it had.
    if router != nil || tabView != nil, demand.wants("state"), let json = stateJSON {
      children.append(.init("state", .branch([.init("json", .leaf(.string(json)))])))
    }
    if demand.wants("customization"), let json = customizationJSON {
      children.append(.init("customization", .branch([.init("json", .leaf(.string(json)))])))
    }
    return children
  }

  /// `withPath`: the path as text, O(depth), only when it is read.
  private func selectedNavigationState(_ router: Router, tab: String, withPath: Bool) -> StateNode {
    let stack = router.stack(tab)
    let layout = navigationLayout
    let transition = stack.transition
    let swipe = router.touch.flatMap { $0.phase == .swiping && $0.tab == tab ? $0 : nil }
    let path: [StateNode.Child] =
      withPath ? [.init("path", .leaf(.string(Route.spell(stack.path))))] : []
    return .branch(
      [.init("tab", .leaf(.string(tab)))] + path + [
        .init("depth", number(Double(stack.depth))),
        .init(
          "top",
          .branch([
            .init("title", .leaf(.string(stack.topTitle))),
            .init(
              "route", .leaf(stack.entries.last.map { .string($0.route.description) } ?? .none)),
          ])),
        .init(
          "backButton",
          .branch([
            .init("visible", .leaf(.bool(stack.backTitle != nil))),
            .init("label", .leaf(stack.backTitle.map(StateValue.string) ?? .none)),
            .init("frame", rect(layout.backButton)),
          ])),
        .init("bar", .branch([.init("frame", rect(layout.navigationBar))])),
        .init(
          "transition",
          .branch([
            .init("active", .leaf(.bool(transition != nil))),
            .init("kind", .leaf(transition.map { .string($0.kind.rawValue) } ?? .none)),
            .init("direction", .leaf(transition.map { .string($0.direction.rawValue) } ?? .none)),
            .init("route", .leaf(transition.map { .string($0.route.description) } ?? .none)),
            .init("offset", number(transition?.offset.value(at: now) ?? 0)),
            .init("opacity", number(transition?.opacity.value(at: now) ?? 1)),
          ])),
        .init(
          "swipe",
          .branch([
            .init("active", .leaf(.bool(swipe != nil))),
            .init("offset", number(swipe?.offset ?? 0)),
            .init("velocity", number(swipe?.velocity.velocity ?? 0)),
          ])),
      ])
  }

  private func stackState(_ stack: NavigationStack, withPath: Bool) -> StateNode {
    let path: [StateNode.Child] =
      withPath ? [.init("path", .leaf(.string(Route.spell(stack.path))))] : []
    return .branch(
      path + [
        .init("depth", number(Double(stack.depth))),
        .init("top", .leaf(.string(stack.topTitle))),
        .init("animating", .leaf(.bool(stack.transition != nil))),
      ])
  }

  private func routeState(_ type: RouteType) -> StateNode {
    .branch([
      .init("tab", .leaf(type.tab.map(StateValue.string) ?? .none)),
      .init("count", number(Double(type.items.count))),
      .init("ids", .leaf(.string(type.items.map(\.id).joined(separator: ", ")))),
    ])
  }

  func tabViewState(_ tabView: SystemTabView, _ demand: StateDemand) -> [StateNode.Child] {
    let titles = Set(demand.keys(of: "tabs", among: tabView.tabs.map(\.title)))
    let screenSize = screen
    let layout =
      tabViewLayout
      ?? tabView.layout(
        screen: screenSize, safeAreaTop: safeAreaTop, safeAreaBottom: safeAreaBottom,
        direction: settings.layoutDirection)
    let shown = tabView.shownTabs.map(\.title)
    // Every tab's element and frame, only when a tab is read.
    let elements = titles.isEmpty ? [] : accessibilityElements
    let frames =
      titles.isEmpty
      ? [:]
      : tabView.tabFrames(
        in: layout, safeAreaTop: safeAreaTop, direction: settings.layoutDirection)
    let empty = Rect(x: 0, y: 0, width: 0, height: 0)
    return [
      .init("selection", .leaf(.string(tabView.selectedTitle))),
      .init(
        "tabview",
        .branch([
          .init("style", .leaf(.string(tabView.style.rawValue))),
          .init("presentation", .leaf(.string(tabView.presentation.rawValue))),
          .init("sizeClass", .leaf(.string(tabView.sizeClass.rawValue))),
          .init("order", .leaf(.string(tabView.orderedTabs.map(\.title).joined(separator: ", ")))),
          .init("shown", .leaf(.string(shown.joined(separator: ", ")))),
          .init("count", number(Double(shown.count))),
          .init(
            "bar",
            .branch([
              .init("visible", .leaf(.bool(layout.bar != nil))),
              .init("frame", rect(layout.bar ?? empty)),
              .init(
                "a11y",
                .branch([
                  .init("traits", .leaf(.list(AccessibilityTrait.tabBarContainer.map(\.rawValue))))
                ])),
            ])),
          .init(
            "sidebar",
            .branch([
              .init("visible", .leaf(.bool(layout.sidebar != nil))),
              .init("frame", rect(layout.sidebar ?? empty)),
              .init(
                "a11y",
                .branch([
                  .init("traits", .leaf(.list(SystemTabView.sidebarTraits.map(\.rawValue))))
                ])),
            ])),
        ])),
      .init(
        "accessory",
        .branch([
          .init("enabled", .leaf(.bool(tabView.isAccessoryEnabled))),
          .init("frame", rect(layout.accessory ?? empty)),
        ])),
      .init(
        "split",
        .branch([
          .init("visibility", .leaf(.string(tabView.columnVisibility.rawValue))),
          .init(
            "resolved", .leaf(.string(tabView.columnVisibility.resolved(for: screenSize).rawValue))),
          .init(
            "columns",
            .leaf(.string(tabView.columnVisibility.columns(for: screenSize).joined(separator: " ")))
          ),
        ])),
      .init(
        "tabs",
        .branch(
          tabView.tabs.enumerated().filter { titles.contains($0.element.title) }.map {
            index, tab in
            .init(
              tab.title,
              systemTabState(
                tabView, tab, index: index, frame: frames[tab.title] ?? empty,
                element: elements.first { $0.identifier == tab.title }))
          })),
    ]
  }

  private func systemTabState(
    _ tabView: SystemTabView, _ tab: SystemTab, index: Int, frame: Rect,
    element: AccessibilityElement?
  ) -> StateNode {
    let customized = tabView.customization.visibility[tab.title]
    return .branch([
      .init("index", number(Double(index))),
      .init("title", .leaf(.string(tab.title))),
      .init("selected", .leaf(.bool(tab.title == tabView.selectedTitle))),
      .init("shown", .leaf(.bool(tabView.shownTabs.contains(tab)))),
      .init("hidden", .leaf(.bool(tab.isHidden))),
      .init("hiddenByDefault", .leaf(.bool(tab.isHiddenByDefault))),
      .init("userVisibility", .leaf(customized.map { .string($0.rawValue) } ?? .none)),
      .init("customizable", .leaf(.bool(tab.isCustomizable))),
      .init("search", .leaf(.bool(tab.isSearch))),
      .init("section", .leaf(tab.section.map(StateValue.string) ?? .none)),
      .init("icon", .leaf(tab.item.icon.map(StateValue.string) ?? .none)),
      .init("badge", .leaf(tab.item.badge?.stateValue ?? .none)),
      .init("frame", rect(frame)),
      .init(
        "a11y",
        .branch([
          .init("label", .leaf(.string(tab.item.accessibilityLabel))),
          .init("value", .leaf(.string(tab.item.badge?.spokenValue ?? ""))),
          .init("hint", .leaf(.string(tab.item.hint ?? ""))),
          .init("traits", .leaf(.list(element?.traits.map(\.rawValue) ?? []))),
          .init(
            "position",
            .leaf(element.map { .string($0.positionText) } ?? .none)),
          .init("spoken", .leaf(element.map { .string($0.spokenDescription) } ?? .none)),
          .init("focused", .leaf(.bool(voiceOver.focusedIdentifier == tab.title))),
        ])),
    ])
  }
}
