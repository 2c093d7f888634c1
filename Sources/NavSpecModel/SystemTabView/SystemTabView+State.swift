/// The system TabView's branches of the state tree: `selection`, `tabview` (style, presentation,
/// order, its tab bar, sidebar, accessory and split columns) and `tabs[…]` (docs/model.md lists
/// every path). A tab's frame and element are computed only when a tab is read.
extension SystemTabView {
  public static var keyedStateGroups: Set<String> { ["tabs"] }

  public func stateKeys(ofGroup group: String) -> [String]? {
    group == "tabs" ? tabTitles : nil
  }

  public func stateChildren(_ demand: StateDemand, in environment: ComponentEnvironment)
    -> [StateNode.Child]
  {
    let tabView = self
    let device = environment.device
    let screenSize = device.screen
    let titles = Set(demand.keys(of: "tabs", among: tabs.map(\.title)))
    let layout = tabViewLayout(on: device)
    let shown = shownTabs.map(\.title)
    let shownTitles = Set(shown)
    // Every tab's element and frame, only when a tab is read.
    let elements =
      titles.isEmpty
      ? []
      : accessibilityElements(
        layout: layout, safeAreaTop: device.safeAreaTop, direction: device.direction)
    let frames =
      titles.isEmpty
      ? [:]
      : tabFrames(in: layout, safeAreaTop: device.safeAreaTop, direction: device.direction)
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
          .init("count", .number(Double(shown.count))),
          .init(
            "bar",
            .branch([
              .init("visible", .leaf(.bool(layout.tabBar != nil))),
              .init("frame", .rect(layout.tabBar ?? empty)),
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
              .init("frame", .rect(layout.sidebar ?? empty)),
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
          .init("frame", .rect(layout.accessory ?? empty)),
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
                tab, index: index, shown: shownTitles.contains(tab.title),
                frame: frames[tab.title] ?? empty,
                element: elements.first { $0.identifier == tab.title },
                focused: environment.voiceOverFocus == tab.title))
          })),
    ]
  }

  private func systemTabState(
    _ tab: SystemTab, index: Int, shown: Bool, frame: Rect, element: AccessibilityElement?,
    focused: Bool
  ) -> StateNode {
    let tabView = self
    let customized = tabView.customization.visibility[tab.title]
    return .branch([
      .init("index", .number(Double(index))),
      .init("title", .leaf(.string(tab.title))),
      .init("selected", .leaf(.bool(tab.title == tabView.selectedTitle))),
      .init("shown", .leaf(.bool(shown))),
      .init("hidden", .leaf(.bool(tab.isHidden))),
      .init("hiddenByDefault", .leaf(.bool(tab.isHiddenByDefault))),
      .init("userVisibility", .leaf(customized.map { .string($0.rawValue) } ?? .none)),
      .init("customizable", .leaf(.bool(tab.isCustomizable))),
      .init("search", .leaf(.bool(tab.isSearch))),
      .init("section", .leaf(tab.section.map(StateValue.string) ?? .none)),
      .init("icon", .leaf(tab.item.icon.map(StateValue.string) ?? .none)),
      .init("badge", .leaf(tab.item.badge?.stateValue ?? .none)),
      .init("frame", .rect(frame)),
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
          .init("focused", .leaf(.bool(focused))),
        ])),
    ])
  }
}
