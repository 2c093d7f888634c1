/// The system TabView's branches of the state tree: `selection`, `tabview` (style, presentation,
/// order, its tab bar, sidebar, accessory and split columns) and `tabs[…]` (docs/model.md lists
/// every path). A tab's frame and element are computed only when a tab is read.
extension SystemTabView {
  public static var keyedStateGroups: Set<String> { ["tabs"] }

  /// Its leaves' domains (`ScreenComponent.valueDomains`), beside the branches that build them.
  public static let valueDomains: [String: ValueDomain] = ValueDomain.tabTexts
    .merging(ValueDomain.colours(under: "tabs[].text")) { $1 }
    .merging(ValueDomain.colours(under: "tabview.more.text")) { $1 }
    .merging([
      "selection": .tabTitle,
      // The More tab (docs/components/tabview.md#the-more-tab).
      "tabview.more.tabs": .tabTitleList,
      "tabview.more.pushed": .orNone(.tabTitle),
      "tabview.more.title": .words("title", [moreTitle]),
      "tabview.more.icon": .text,
      "tabview.more.a11y.identifier": .element,
      "tabview.more.a11y.label": .text,
      "tabview.more.a11y.traits": .traits,
      "tabview.more.a11y.position": .orNone(.text),
      "tabview.more.a11y.spoken": .orNone(.text),
      "tabview.more.list.title": .orNone(.words("title", [moreTitle])),
      "tabview.more.list.a11y.traits": .traits,
      "tabview.more.text.weight": .textWeight,
      "tabview.style": .words("style", Style.self),
      "tabview.presentation": .words("presentation", Presentation.self),
      "tabview.sizeClass": .words("size class", SizeClass.self),
      "tabview.order": .tabTitleList,
      "tabview.shown": .tabTitleList,
      "tabview.bar.a11y.traits": .traits,
      "tabview.sidebar.a11y.traits": .traits,
      "tabview.minimize.behavior": .words("minimize behavior", TabBarMinimizeBehavior.self),
      "tabview.minimize.anchor": .orNone(.number),
      "tabview.minimize.crossing": .orNone(.number),
      "accessory.placement": .orNone(.words("placement", AccessoryPlacement.self)),
      "split.visibility": .words("column visibility", ColumnVisibility.self),
      "split.resolved": .words("column visibility", ColumnVisibility.self),
      "split.columns": .words("columns", ColumnVisibility.columnSpellings),
      "tabs[].userVisibility": .orNone(.words("visibility", TabViewCustomization.Visibility.self)),
      "tabs[].section": .orNone(.section),
      // Not shown: no position and nothing spoken.
      "tabs[].a11y.position": .orNone(.text),
      "tabs[].a11y.spoken": .orNone(.text),
    ]) { $1 }

  public static let animatedProperties = [progressProperty]

  public func stateKeys(ofGroup group: String) -> [String]? {
    group == "tabs" ? tabTitles : nil
  }

  public func stateChildren(_ demand: StateDemand, in environment: ComponentEnvironment)
    -> [StateNode.Child]
  {
    let tabView = self
    let device = environment.device
    let screenSize = device.screen
    let layout = tabViewLayout(on: device)
    let presented = presentedLayout(
      screen: device.screen, safeAreaTop: device.safeAreaTop,
      safeAreaBottom: device.safeAreaBottom, direction: device.direction, at: device.now)
    let empty = Rect(x: 0, y: 0, width: 0, height: 0)
    var children: [StateNode.Child] = []
    demand.add("selection", to: &children) { .leaf(.string(tabView.selectedTitle)) }
    demand.add("tabview", to: &children) {
      // The tabs on screen: the bar's (four beside a More item) or the sidebar's rows.
      let shown = (presentation == .tabBar ? barSplit.bar : sidebarItems).map(\.title)
      return .branch([
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
            .init("frame", .rect(presented.tabBar ?? empty)),
            .init("targetFrame", .rect(layout.tabBar ?? empty)),
            .init("minimized", .leaf(.bool(tabView.minimization.isMinimized))),
            .init("itemCount", .number(Double(layout.tabBar == nil ? 0 : barSplit.itemCount))),
            .init(
              "a11y",
              .branch([
                .init("traits", .leaf(.list(AccessibilityTrait.tabBarContainer.map(\.rawValue))))
              ])),
          ])),
        .init("minimize", tabView.minimizeState(at: device.now)),
        .init("more", tabView.moreState(layout: layout, in: environment)),
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
      ])
    }
    demand.add("accessory", to: &children) {
      .branch([
        .init("enabled", .leaf(.bool(tabView.isAccessoryEnabled))),
        .init("frame", .rect(presented.accessory ?? empty)),
        .init("targetFrame", .rect(layout.accessory ?? empty)),
        .init("placement", .leaf(tabView.accessoryPlacement.map { .string($0.rawValue) } ?? .none)),
      ])
    }
    demand.add("split", to: &children) {
      .branch([
        .init("visibility", .leaf(.string(tabView.columnVisibility.rawValue))),
        .init(
          "resolved", .leaf(.string(tabView.columnVisibility.resolved(for: screenSize).rawValue))),
        .init(
          "columns",
          .leaf(.string(tabView.columnVisibility.columns(for: screenSize).joined(separator: " ")))
        ),
      ])
    }
    demand.add("tabs", to: &children) {
      let titles = Set(demand.keys(of: "tabs", among: tabTitles))
      guard !titles.isEmpty else { return .branch([]) }
      // Frames and elements of the shown tabs, placed once.
      let placed = placedTabs(
        in: layout, safeAreaTop: device.safeAreaTop, direction: device.direction)
      let frames = Dictionary(
        placed.map { ($0.tab.title, $0.frame) }, uniquingKeysWith: { _, last in last })
      let elements = accessibilityElements(placed: placed)
      let split = barSplit
      let shownTitles = Set(
        (presentation == .tabBar ? split.bar : sidebarItems).map(\.title))
      let moreTitles = Set(split.more.map(\.title))
      let labels = Dictionary(
        visualElements(in: environment).map { ($0.path, $0) },
        uniquingKeysWith: { _, last in last })
      return .branch(
        tabs.enumerated().filter { titles.contains($0.element.title) }.map { index, tab in
          .init(
            tab.title,
            systemTabState(
              tab, index: index, shown: shownTitles.contains(tab.title),
              inMore: moreTitles.contains(tab.title),
              frame: frames[tab.title] ?? empty,
              element: elements.first { $0.identifier == tab.title },
              label: labels["tabs[\(tab.title)].text"],
              focused: environment.voiceOverFocus == tab.title))
        })
    }
    return children
  }

  /// `tabview.minimize.*`: the app's behaviour and threshold, whether it minimises here, and the
  /// morph's progress as drawn.
  private func minimizeState(at time: VirtualTime) -> StateNode {
    .branch([
      .init("behavior", .leaf(.string(minimization.behavior.rawValue))),
      .init("threshold", .number(minimization.threshold)),
      .init("active", .leaf(.bool(canMinimize))),
      .init("progress", .number(minimization.progress.value(at: time))),
      .init("anchor", .leaf(anchor(at: time).map(StateValue.number) ?? .none)),
      .init(
        "crossing",
        .leaf(minimization.crossing.map { .number($0.seconds(since: .zero)) } ?? .none)),
    ])
  }

  /// `tabview.more.*`: the More item, the More navigation and its list
  /// (docs/components/tabview.md#state-paths).
  private func moreState(layout: Layout, in environment: ComponentEnvironment) -> StateNode {
    let device = environment.device
    let empty = Rect(x: 0, y: 0, width: 0, height: 0)
    let rows = barSplit.more
    let item = moreItemElement(in: layout, direction: device.direction)
    let navigation = moreListNavigation(
      in: layout, safeAreaTop: device.safeAreaTop, direction: device.direction)
    let listFrame =
      more.isListShown
      ? Rect(
        x: layout.content.minX, y: navigation.navigationBar.maxY, width: layout.content.width,
        height: Double(rows.count) * Self.rowHeight) : empty
    let editing = more.isListShown && offersMoreEditing
    let label = visualElements(in: environment).first { $0.path == Self.moreLabelPath }
    let text: [StateNode.Child] =
      label.map { label in
        [
          .init(
            "text",
            .branch(
              [
                .init("pointSize", .number(Self.labelPointSize)),
                .init("weight", .leaf(.string(label.text?.weight.rawValue ?? ""))),
                .init("scalesWithDynamicType", .leaf(.bool(false))),
              ] + label.colorStateChildren))
        ]
      } ?? []
    return .branch(
      [
        .init("active", .leaf(.bool(!rows.isEmpty))),
        .init("tabs", .leaf(.string(rows.map(\.title).joined(separator: ", ")))),
        .init("count", .number(Double(rows.count))),
        .init("selected", .leaf(.bool(isMoreSelected))),
        .init("listShown", .leaf(.bool(more.isListShown))),
        .init("pushed", .leaf(more.pushedTitle.map(StateValue.string) ?? .none)),
        .init("title", .leaf(.string(Self.moreTitle))),
        .init("icon", .leaf(.string(Self.moreIcon))),
        .init("frame", .rect(item?.frame ?? empty)),
        .init(
          "a11y",
          .branch([
            .init("identifier", .leaf(.string(Self.moreItemIdentifier))),
            .init("label", .leaf(.string(Self.moreTitle))),
            .init("traits", .leaf(.list(item?.traits.map(\.rawValue) ?? []))),
            .init("position", .leaf(item.map { .string($0.positionText) } ?? .none)),
            .init("spoken", .leaf(item.map { .string($0.spokenDescription) } ?? .none)),
            .init(
              "focused", .leaf(.bool(environment.voiceOverFocus == Self.moreItemIdentifier))),
          ])),
        .init(
          "list",
          .branch([
            .init("frame", .rect(listFrame)),
            .init("title", .leaf(more.isListShown ? .string(Self.moreTitle) : .none)),
            .init(
              "a11y",
              .branch([.init("traits", .leaf(.list(Self.sidebarTraits.map(\.rawValue))))])),
          ])),
        .init(
          "editButton",
          .branch([
            .init("visible", .leaf(.bool(editing))),
            .init("frame", .rect(editing ? navigation.trailingButton : empty)),
          ])),
      ] + text)
  }

  private func systemTabState(
    _ tab: SystemTab, index: Int, shown: Bool, inMore: Bool, frame: Rect,
    element: AccessibilityElement?, label: VisualElement?, focused: Bool
  ) -> StateNode {
    let tabView = self
    let customized = tabView.customization.visibility[tab.title]
    // `text` only for a label in the tab bar (docs/colours.md#the-system-tabview).
    let text: [StateNode.Child] =
      label.map { label in
        [
          .init(
            "text",
            .branch(
              [
                .init("pointSize", .number(Self.labelPointSize)),
                .init("weight", .leaf(.string(label.text?.weight.rawValue ?? ""))),
                .init("scalesWithDynamicType", .leaf(.bool(false))),
              ] + label.colorStateChildren))
        ]
      } ?? []
    return .branch(
      [
        .init("index", .number(Double(index))),
        .init("title", .leaf(.string(tab.title))),
        .init("selected", .leaf(.bool(tab.title == tabView.selectedTitle))),
        .init("shown", .leaf(.bool(shown))),
        .init("inMore", .leaf(.bool(inMore))),
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
      ] + text)
  }
}
