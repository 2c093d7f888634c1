/// The state tree: every value a scenario can `expect`, by a dotted path. docs/model.md lists
/// every path; keep the two in step.
extension Simulator {
  public func state() -> StateNode { state(.everything) }

  /// The node at `path`, building only the branch that leads there: what an expectation reads.
  public func value(at path: [StateNode.PathStep]) -> StateNode? {
    let demand = StateDemand(path: path.isEmpty ? nil : path)
    return state(demand).node(at: demand.resolvedPath(keysOf: keyedGroupKeys))
  }

  /// The keys of a keyed group (`tabs`, `stacks`, `routes`), in order.
  private func keyedGroupKeys(_ group: String) -> [String] {
    switch group {
    case "tabs": return bar?.tabs.map(\.title) ?? tabView?.tabs.map(\.title) ?? []
    case "stacks": return router?.tabs ?? []
    case "routes": return router?.catalog.types.map(\.name) ?? []
    default: return []
    }
  }

  func state(_ demand: StateDemand) -> StateNode {
    var root: [StateNode.Child] = [
      .init("time", .leaf(.number(now.seconds))),
      .init(
        "screen",
        .branch([
          .init("width", number(screen.width)), .init("height", number(screen.height)),
        ])),
      .init(
        "safeArea",
        .branch([.init("top", number(safeAreaTop)), .init("bottom", number(safeAreaBottom))])),
      .init(
        "settings",
        .branch(
          Settings.names.map { .init($0, .leaf(.string(settings.value(named: $0) ?? ""))) })),
    ]
    if let bar {
      root += barState(bar, demand)
    }
    if let tabView {
      root += tabViewState(tabView, demand)
    }
    root += navigationState(demand)
    root.append(
      .init(
        "voiceover",
        .branch([
          .init("focus", .leaf(voiceOver.focusedIdentifier.map(StateValue.string) ?? .none)),
          .init("spoken", .leaf(voiceOver.lastSpoken.map(StateValue.string) ?? .none)),
        ])))
    root.append(.init("touches", .branch([.init("count", number(Double(fingers.count)))])))
    root.append(.init("events", .branch([.init("count", number(Double(events.count)))])))
    return .branch(root)
  }

  private func barState(_ bar: GlassTabBar, _ demand: StateDemand) -> [StateNode.Child] {
    let titles = Set(demand.keys(of: "tabs", among: bar.tabs.map(\.title)))
    let direction = settings.layoutDirection
    let tracking = bar.tracking
    let dragging = tracking?.drag.hasBegun ?? false
    let pressing = tracking?.longPress?.state == .began && tracking?.startedOnPill == true
    return [
      .init("selection", .leaf(.string(bar.selectedTab.title))),
      .init("selectedIndex", number(Double(bar.selectedIndex))),
      .init(
        "bar",
        .branch([
          .init("style", .leaf(.string("glass"))),
          .init("frame", rect(bar.frame)),
          .init("itemWidth", number(bar.itemWidth)),
          .init("count", number(Double(bar.tabs.count))),
          // Reduce Transparency makes blurred materials opaque
          // (docs/platform-facts.md#reduce-transparency).
          .init(
            "material",
            .leaf(.string(settings.reduceTransparency ? "opaque" : "ultraThinMaterial"))),
          // Increase Contrast: a stronger border (our decision: 1 pt instead of 0.5 pt).
          .init("borderWidth", number(settings.increaseContrast ? 1 : 0.5)),
          .init("colorScheme", .leaf(.string(settings.colorScheme.rawValue))),
          .init(
            "a11y",
            .branch([
              .init("traits", .leaf(.list(AccessibilityTrait.tabBarContainer.map(\.rawValue)))),
              .init("isElement", .leaf(.bool(false))),
            ])),
        ])),
      .init(
        "pill",
        .branch([
          .init("offset", number(bar.pill.offset(at: now))),
          .init("target", number(bar.pill.base.target + bar.pill.dragOffset)),
          .init("width", number(bar.pillWidth)),
          .init("scale", number(bar.pill.scale.value(at: now))),
          .init("highlighted", .leaf(.bool(bar.pill.isHighlighted))),
          // Increase Contrast shows selection by shape as well as colour
          // (docs/platform-facts.md#increase-contrast).
          .init("outlined", .leaf(.bool(settings.increaseContrast))),
          .init("animating", .leaf(.bool(bar.isAnimating(at: now)))),
          .init("frame", rect(bar.pillFrame(at: now, direction: direction))),
          .init("a11y", .branch([.init("hidden", .leaf(.bool(true)))])),
        ])),
      .init(
        "drag",
        .branch([
          .init("active", .leaf(.bool(dragging))),
          .init("offset", number(bar.pill.dragOffset)),
        ])),
      .init("longPress", .branch([.init("active", .leaf(.bool(pressing)))])),
      .init(
        "largeContentViewer",
        .branch([
          .init("available", .leaf(.bool(settings.dynamicType.isAccessibilitySize))),
          .init("visible", .leaf(.bool(bar.largeContentViewerItem != nil))),
          .init(
            "item",
            .leaf(bar.largeContentViewerItem.map { .string(bar.tabs[$0].title) } ?? .none)),
        ])),
      .init(
        "tabs",
        .branch(
          bar.tabs.indices.filter { titles.contains(bar.tabs[$0].title) }.map {
            .init(bar.tabs[$0].title, tabState(bar, $0))
          })),
    ]
  }

  private func tabState(_ bar: GlassTabBar, _ index: Int) -> StateNode {
    let tab = bar.tabs[index]
    let element = bar.accessibilityElement(for: index, direction: settings.layoutDirection)
    return .branch([
      .init("index", number(Double(index))),
      .init("title", .leaf(.string(tab.title))),
      .init("selected", .leaf(.bool(index == bar.selectedIndex))),
      .init("frame", rect(element.frame)),
      .init("badge", .leaf(tab.badge?.stateValue ?? .none)),
      .init("icon", .leaf(tab.icon.map(StateValue.string) ?? .none)),
      // Tab bars keep their label size at every Dynamic Type size and offer the Large Content
      // Viewer instead (docs/platform-facts.md#large-content-viewer); 10 pt is UITabBar's label
      // size (our decision).
      .init(
        "text",
        .branch([
          .init("pointSize", number(10)),
          .init("weight", .leaf(.string(settings.boldText ? "bold" : "medium"))),
        ])),
      .init(
        "a11y",
        .branch([
          .init("label", .leaf(.string(element.label))),
          .init("value", .leaf(.string(element.value))),
          .init("hint", .leaf(.string(element.hint))),
          .init("traits", .leaf(.list(element.traits.map(\.rawValue)))),
          .init("frame", rect(element.frame)),
          .init("position", .leaf(.string(element.positionText))),
          .init("spoken", .leaf(.string(element.spokenDescription))),
          .init("focused", .leaf(.bool(voiceOver.focusedIdentifier == tab.title))),
        ])),
    ])
  }

  func number(_ value: Double) -> StateNode { .leaf(.number(value)) }

  func rect(_ rect: Rect) -> StateNode {
    .branch([
      .init("x", number(rect.minX)), .init("y", number(rect.minY)),
      .init("width", number(rect.width)), .init("height", number(rect.height)),
    ])
  }
}

/// What the state tree's root holds in which set-up, derived from `Simulator.state()` itself so
/// that the language's checker and the REPL explain a missing path without keeping lists of
/// their own.
public enum StateRoots {
  /// Groups whose children are named by a title or a route type, written as subscripts:
  /// `tabs[Library]`, `stacks[Library]`, `routes[recipe]`.
  public static let keyed: Set<String> = ["tabs", "stacks", "routes"]

  /// Root keys that exist only once there is a tab container.
  public static let needingTabContainer: Set<String> = keys(glass()).subtracting(keys(Simulator()))

  /// Root keys that exist only once routes are declared.
  public static let needingRoutes: Set<String> = keys(glassWithRoutes())
    .subtracting(keys(glass())).subtracting(keys(system()))

  /// Root keys that exist only with the system TabView.
  public static let needingSystemTabView: Set<String> = keys(system())
    .subtracting(keys(glassWithRoutes()))

  /// Root keys that exist only with the glass tab bar: the parts it has and the system
  /// TabView has not (its pill).
  public static let needingGlassTabBar: Set<String> = keys(glass())
    .subtracting(keys(system()))

  private static func keys(_ simulator: Simulator) -> Set<String> {
    Set(simulator.state().children.map(\.key))
  }

  private static func glass() -> Simulator {
    var simulator = Simulator()
    simulator.installGlassTabBar(titles: ["A"])
    return simulator
  }

  private static func glassWithRoutes() -> Simulator {
    var simulator = glass()
    try? simulator.declareRoutes(
      RouteType(name: "r", items: [RouteItem(id: "i", title: "I")], tab: nil))
    return simulator
  }

  private static func system() -> Simulator {
    var simulator = Simulator()
    try? simulator.installSystemTabView(style: .automatic, titles: ["A"])
    return simulator
  }
}
