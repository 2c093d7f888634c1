/// The glass tab bar's branches of the state tree: `selection`, `selectedIndex`, `bar`, `pill`,
/// `drag`, `longPress`, `largeContentViewer` and `tabs[…]` (docs/model.md lists every path). A
/// tab's branch is built only when the demand reads it.
extension GlassTabBar {
  public static var keyedStateGroups: Set<String> { ["tabs"] }

  /// Its leaves' domains (`ScreenComponent.valueDomains`), beside the branches that build them.
  public static let valueDomains: [String: ValueDomain] = ValueDomain.tabTexts
    .merging(ValueDomain.colours(under: "pill")) { $1 }
    .merging(ValueDomain.colours(under: "tabs[].text")) { $1 }
    .merging([
      "selection": .tabTitle,
      "bar.style": .words("bar style", styles),
      "bar.material": .words("material", ["ultraThinMaterial", "opaque"]),
      "bar.colorScheme": .words("color scheme", ColorScheme.self),
      "bar.a11y.traits": .traits,
      "largeContentViewer.item": .orNone(.tabTitle),
    ]) { $1 }

  public static let animatedProperties = ["pill.offset", "pill.scale"]

  public func stateKeys(ofGroup group: String) -> [String]? {
    group == "tabs" ? tabTitles : nil
  }

  /// The glass bar predates the `content` branch; alone it keeps the tree it always had.
  public var showsContentInState: Bool { false }

  public func stateChildren(_ demand: StateDemand, in environment: ComponentEnvironment)
    -> [StateNode.Child]
  {
    stateChildren(
      demand, in: environment, keptBranch: { _, build in build() },
      tabsBranch: { build in build() }, tabBranch: { _, build in build() },
      colours: { $0.colorStateChildren })
  }

  /// What it keeps from one tree to the next (`StateMemo`): the `bar`, `pill` and `tabs`
  /// branches, each tab's, and the colours of the pill and the labels, each with what it is
  /// built from.
  struct BranchesMemo: Sendable {
    /// The `bar` branch, the last few built, each with the frame, tab count and settings it is
    /// built from.
    var bar = KeptBranches<BarInputs>()
    /// The `pill` branch, the last few built at rest (`PillInputs`).
    var pill = KeptBranches<PillInputs>()
    /// The `tabs` branch, the last few built for each selected index: the selection moves
    /// among a few tabs and comes back, and a setting switched on is switched off again.
    var tabs: [KeptBranches<TabsMemo.Inputs>] = []
    /// Each tab's branch, for when the `tabs` branch is built again: a tap changes two tabs
    /// (the one selected before and the one selected now), not four. The last few built for
    /// each tab, by index and then by whether it is selected (`TabMemo.slot`): as the selection
    /// moves among the tabs and comes back, each tab's branch as it was when selected, and as
    /// it was when not, is there to hand back (one per tab left a tab built again at every
    /// change of selection, more than half the tabs built in a generated run).
    var tabBranches: [KeptBranches<TabMemo.Inputs>] = []
    /// The colours last worked out (the pill's, the selected and the other labels').
    var colours: [ColoursMemo] = []
  }

  /// The branches kept through `keptBranch` (`stateChildren(_:in:keptBranch:…)`).
  enum KeptPlace {
    case bar
    case pill
  }

  /// What the `bar` branch is built from.
  struct BarInputs: Equatable, Sendable {
    var frame: Rect
    var count: Int
    var settings: Settings
  }

  /// What the `pill` branch is built from while the pill is at rest: the pill (its offsets, its
  /// scale, whether it is highlighted), the bar's frame and tab count (its width and frame) and
  /// the environment as the tabs read it (`TabsMemo.readEnvironment`: its colours read the same
  /// settings, palette and backdrop). At rest it reads no clock: its offset and scale are where
  /// their animations ended. Built after every step, it was the largest branch built again when
  /// nothing of it had changed (in about two steps of five of a generated run of the glass
  /// set-up), and what reads the tree (coverage, `finite-values`, the generator's frames) walked
  /// it again too; handed back unbuilt, they skip it (`StateNode.sameStorage`).
  struct PillInputs: Equatable, Sendable {
    var pill: PillIndicator
    var frame: Rect
    var count: Int
    var demand: StateDemand
    var environment: ComponentEnvironment
  }

  /// What the `tabs` branch is built from. The branch reads the tabs, the bar's frame (each
  /// tab's frame, the labels' width), the selection and the environment, whose clock it never
  /// reads; not the pill, the touch being tracked or the Large Content Viewer, which most steps
  /// change.
  enum TabsMemo {
    struct Inputs: Equatable, Sendable {
      var tabs: [TabItem]
      var frame: Rect
      var selectedIndex: Int
      var demand: StateDemand
      var environment: ComponentEnvironment
    }

    /// The environment as the tabs read it: without the clock, and with the settings no tab
    /// reads at their defaults (Reduce Motion and Prefer Cross-Fade change how the pill moves,
    /// Dynamic Type only whether the Large Content Viewer is offered, VoiceOver whether it
    /// speaks). A tab reads the layout direction (its frame), Bold Text (its label's weight) and
    /// the colour settings (its label's colours); so a run switching the others builds none
    /// again (they were about a quarter of the times the branch was built in a generated run of
    /// the glass set-up). The settings left out are named, as `Settings.behaviouralKey` names
    /// its own: a setting added later stays in the key until it is known that no tab reads it.
    static func readEnvironment(_ environment: ComponentEnvironment) -> ComponentEnvironment {
      var read = environment.withoutClock
      let defaults = Settings()
      read.device.settings.reduceMotion = defaults.reduceMotion
      read.device.settings.preferCrossFade = defaults.preferCrossFade
      read.device.settings.dynamicType = defaults.dynamicType
      read.device.settings.voiceOver = defaults.voiceOver
      return read
    }
  }

  /// What one tab's branch is built from: the tab, where it is in the bar, whether it is
  /// selected and whether VoiceOver's focus is on it, and the environment but for the clock,
  /// the selection and the focus (which only those two flags read).
  enum TabMemo {
    struct Inputs: Equatable, Sendable {
      var tab: TabItem
      var index: Int
      var count: Int
      var selected: Bool
      var focused: Bool
      var frame: Rect
      var demand: StateDemand
      var environment: ComponentEnvironment
    }

    /// Where a tab's branch is kept in `BranchesMemo.tabBranches`.
    static func slot(index: Int, selected: Bool) -> Int { index * 2 + (selected ? 1 : 0) }
  }

  /// An element's colours (`VisualElement.colorStateChildren`) and what they are worked out
  /// from: its foreground, its backdrop and the appearance, and nothing else of the element
  /// (`VisualElement.worstContrast`). Working out the worst contrast over every backdrop an
  /// element may lie on was about 3 % of a step of `navspec explore`, though these change only
  /// with a setting or the selection (not as the pill moves).
  struct ColoursMemo: Sendable {
    var foreground: DesignColor
    var backdrop: Backdrop
    var appearance: ColorAppearance
    var children: [StateNode.Child]

    /// The most kept: the pill's, the selected label's and the other labels' colours, in
    /// light and dark.
    static let limit = 6
  }

  public func stateChildren(
    _ demand: StateDemand, in environment: ComponentEnvironment, memo: inout StateMemo
  ) -> [StateNode.Child] {
    let inputs = TabsMemo.Inputs(
      tabs: tabs, frame: frame, selectedIndex: selectedIndex, demand: demand,
      environment: TabsMemo.readEnvironment(environment))
    var kept = BranchesMemo()
    if case .glassTabBar(let known) = memo.kept { kept = known }
    // Emptied while the branches are built, so that `kept` holds the only reference to what
    // it keeps and changing it copies nothing.
    memo.kept = .nothing
    let children = stateChildren(
      demand, in: environment,
      keptBranch: { place, build in
        switch place {
        case .bar:
          return kept.bar.branch(
            for: BarInputs(frame: frame, count: tabs.count, settings: environment.settings),
            build)
        case .pill:
          // In flight it reads the clock.
          guard !isAnimating(at: environment.now) else { return build() }
          return kept.pill.branch(
            for: PillInputs(
              pill: pill, frame: frame, count: tabs.count, demand: demand,
              environment: inputs.environment), build)
        }
      },
      tabsBranch: { build in
        // A selected index outside the tabs is kept nowhere.
        guard tabs.indices.contains(selectedIndex) else { return build() }
        if kept.tabs.count != tabs.count {
          kept.tabs = Array(repeating: KeptBranches(), count: tabs.count)
        }
        return kept.tabs[selectedIndex].branch(for: inputs, build)
      },
      tabBranch: { index, build in
        var shared = inputs.environment
        shared.selectedTab = nil
        shared.voiceOverFocus = nil
        let tab = TabMemo.Inputs(
          tab: tabs[index], index: index, count: tabs.count, selected: index == selectedIndex,
          focused: environment.voiceOverFocus == tabs[index].title, frame: frame,
          demand: demand, environment: shared)
        if kept.tabBranches.count != tabs.count * 2 {
          kept.tabBranches = Array(repeating: KeptBranches(), count: tabs.count * 2)
        }
        return kept.tabBranches[TabMemo.slot(index: index, selected: tab.selected)]
          .branch(for: tab, build)
      },
      colours: { element in
        if let known = kept.colours.first(where: {
          $0.foreground == element.foreground && $0.backdrop == element.backdrop
            && $0.appearance == element.appearance
        }) {
          assert(known.children == element.colorStateChildren)
          return known.children
        }
        let children = element.colorStateChildren
        if kept.colours.count == ColoursMemo.limit { kept.colours.removeFirst() }
        kept.colours.append(
          ColoursMemo(
            foreground: element.foreground, backdrop: element.backdrop,
            appearance: element.appearance, children: children))
        return children
      })
    memo.kept = .glassTabBar(kept)
    return children
  }

  /// The branches: the `bar` and `pill` branches built through `keptBranch`, given the place
  /// and the builder, the `tabs` branch through `tabsBranch`, given the builder, each tab's through
  /// `tabBranch`, given its index and builder, and the colours of the pill and the labels by
  /// `colours`, given the element.
  private func stateChildren(
    _ demand: StateDemand, in environment: ComponentEnvironment,
    keptBranch: (_ place: KeptPlace, _ build: () -> StateNode) -> StateNode,
    tabsBranch: (() -> StateNode) -> StateNode,
    tabBranch: (_ index: Int, _ build: () -> StateNode) -> StateNode,
    colours: (VisualElement) -> [StateNode.Child]
  ) -> [StateNode.Child] {
    let settings = environment.settings
    let tracking = tracking
    let dragging = tracking?.drag.hasBegun ?? false
    let pressing = tracking?.longPress?.state == .began && tracking?.startedOnPill == true
    var children: [StateNode.Child] = []
    demand.add("selection", to: &children) { .leaf(.string(selectedTab.title)) }
    demand.add("selectedIndex", to: &children) { .number(Double(selectedIndex)) }
    demand.add("bar", to: &children) {
      keptBranch(.bar) {
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
    }
    demand.add("pill", to: &children) {
      // The builder handed to `keptBranch` calls `colours` only while `keptBranch` runs.
      withoutActuallyEscaping(colours) { colours in
        keptBranch(.pill) { pillState(demand, in: environment, colours: colours) }
      }
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
      // The builder handed to `tabsBranch` calls `tabBranch` and `colours` only while
      // `tabsBranch` runs.
      withoutActuallyEscaping(tabBranch) { tabBranch in
        withoutActuallyEscaping(colours) { colours in
          tabsBranch {
            tabsState(demand, in: environment, tabBranch: tabBranch, colours: colours)
          }
        }
      }
    }
    return children
  }

  /// The `pill` branch, each child only when the path reads it: `pill.offset`, asked after most
  /// inputs, need not compute the frame and the colours' contrast.
  private func pillState(
    _ demand: StateDemand, in environment: ComponentEnvironment,
    colours: (VisualElement) -> [StateNode.Child]
  ) -> StateNode {
    let settings = environment.settings
    let now = environment.now
    let direction = settings.layoutDirection
    var pillChildren: [StateNode.Child] = []
    func add(_ key: String, _ build: () -> StateNode) {
      demand.add(key, under: "pill", to: &pillChildren, build)
    }
    var computedFrame: Rect?
    func frame() -> Rect {
      if let computedFrame { return computedFrame }
      let frame = pillFrame(at: now, direction: direction)
      computedFrame = frame
      return frame
    }
    add("offset") { .number(pill.offset(at: now)) }
    add("target") { .number(pill.base.target + pill.dragOffset) }
    // Its centre on screen, as `ball.x` and `ball.y` are the gooey ball's: where SwiftUI's
    // `.position(x:y:)` would put it, and what an invariant such as `pill.x >= 0` means.
    add("x") { .number(frame().center.x) }
    add("y") { .number(frame().center.y) }
    add("width") { .number(pillWidth) }
    add("scale") { .number(pill.scale.value(at: now)) }
    add("highlighted") { .leaf(.bool(pill.isHighlighted)) }
    // Increase Contrast shows selection by shape as well as colour
    // (docs/platform-facts.md#increase-contrast).
    add("outlined") { .leaf(.bool(settings.increaseContrast)) }
    add("animating") { .leaf(.bool(isAnimating(at: now))) }
    add("frame") { .rect(frame()) }
    add("a11y") { .branch([.init("hidden", .leaf(.bool(true)))]) }
    if VisualElement.colorStateKeys.contains(where: { demand.wants($0, under: "pill") }) {
      pillChildren += colours(pillElement(in: environment))
    }
    return .branch(pillChildren)
  }

  /// The `tabs` branch.
  private func tabsState(
    _ demand: StateDemand, in environment: ComponentEnvironment,
    tabBranch: (_ index: Int, _ build: () -> StateNode) -> StateNode,
    colours workedOut: (VisualElement) -> [StateNode.Child]
  ) -> StateNode {
    // Every tab, none or the one a path names (`StateDemand.keys(of:among:)`): more than one
    // is every one, and one is found by comparing titles (a set of the titles, built for every
    // tab, was about half a per cent of a generated step).
    let keys = demand.keys(of: "tabs", among: tabTitles)
    func wanted(_ title: String) -> Bool { keys.count > 1 || keys.first == title }
    // The labels' colours, built once for the selected tab and once for the others. Why that
    // is safe: they depend on the label's foreground, backdrop and appearance alone
    // (`VisualElement.worstContrast`), and of those only the foreground differs from tab to
    // tab, by whether the tab is selected (`labelElement`). Building them for every tab took
    // about 4 % of a step of `navspec explore`.
    // `workedOut` is called only while this builds the branch.
    return withoutActuallyEscaping(workedOut) { workedOut in
      var colours: [Bool: [StateNode.Child]] = [:]
      func labelColours(_ index: Int) -> [StateNode.Child] {
        let selected = index == selectedIndex
        if let known = colours[selected] { return known }
        let built = workedOut(labelElement(index, in: environment))
        colours[selected] = built
        return built
      }
      return .branch(
        tabs.indices.filter { wanted(tabs[$0].title) }.map {
          let index = $0
          return .init(
            tabs[index].title,
            tabBranch(index) {
              tabState(index, demand, in: environment, labelColours: labelColours)
            })
        })
    }
  }

  /// One tab's branch, each child only when the path reads it: `tabs[Library].selected` need not
  /// build the tab's accessibility element and its label's colours.
  private func tabState(
    _ index: Int, _ demand: StateDemand, in environment: ComponentEnvironment,
    labelColours: (_ index: Int) -> [StateNode.Child]
  ) -> StateNode {
    let settings = environment.settings
    let tab = tabs[index]
    var children: [StateNode.Child] = []
    func add(_ key: String, _ build: () -> StateNode) {
      demand.add(key, under: "tabs", to: &children, build)
    }
    var computedElement: AccessibilityElement?
    func element() -> AccessibilityElement {
      if let computedElement { return computedElement }
      let element = accessibilityElement(for: index, direction: settings.layoutDirection)
      computedElement = element
      return element
    }
    add("index") { .number(Double(index)) }
    add("title") { .leaf(.string(tab.title)) }
    add("selected") { .leaf(.bool(index == selectedIndex)) }
    add("frame") { .rect(element().frame) }
    add("badge") { .leaf(tab.badge?.stateValue ?? .none) }
    add("icon") { .leaf(tab.icon.map(StateValue.string) ?? .none) }
    // Tab bars keep their label size at every Dynamic Type size and offer the Large Content
    // Viewer instead (docs/platform-facts.md#large-content-viewer); 10 pt is UITabBar's label
    // size (our decision).
    add("text") {
      .branch(
        [
          .init("pointSize", .number(Self.labelPointSize)),
          .init("weight", .leaf(.string(settings.boldText ? "bold" : "medium"))),
          .init("scalesWithDynamicType", .leaf(.bool(false))),
        ] + labelColours(index))
    }
    add("a11y") {
      let element = element()
      return .branch([
        .init("label", .leaf(.string(element.label))),
        .init("value", .leaf(.string(element.value))),
        .init("hint", .leaf(.string(element.hint))),
        .init("traits", .leaf(.list(element.traits.map(\.rawValue)))),
        .init("frame", .rect(element.frame)),
        .init("position", .leaf(.string(element.positionText))),
        .init("spoken", .leaf(.string(element.spokenDescription))),
        .init("focused", .leaf(.bool(environment.voiceOverFocus == tab.title))),
      ])
    }
    return .branch(children)
  }
}
