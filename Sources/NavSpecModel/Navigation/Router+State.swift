/// The router's branches of the state tree: `navigation` (the selected tab's stack, its bar, its
/// transition and the swipe), `stacks[…]` and `routes[…]` (docs/model.md lists every path). Only
/// the branch a demand reads is built: the catalog and the paths cost their length.
extension Router {
  public static var keyedStateGroups: Set<String> { ["stacks", "routes"] }

  /// Its leaves' domains (`ScreenComponent.valueDomains`), beside the branches that build them.
  public static let valueDomains: [String: ValueDomain] = [
    "navigation.tab": .tabTitle,
    "navigation.path": .routePath,
    "navigation.top.title": .screenTitle,
    "navigation.top.route": .orNone(.route),
    "navigation.backButton.label": .orNone(.screenTitle),
    "navigation.transition.kind": .orNone(
      .words("transition kind", NavigationTransition.Kind.self)),
    "navigation.transition.direction": .orNone(
      .words("direction", NavigationTransition.Direction.self)),
    // `""`: a tab's root pushed on or popped off the More list.
    "navigation.transition.route": .orNone(.routePath),
    "stacks[].path": .routePath,
    "stacks[].top": .screenTitle,
    "routes[].tab": .orNone(.tabTitle),
    "routes[].ids": .itemIDList,
  ]

  public static let animatedProperties = NavigationTransition.Kind.allCases.map {
    NavigationTransition.property(of: $0)
  }

  public func stateKeys(ofGroup group: String) -> [String]? {
    switch group {
    case "stacks": return tabs
    case "routes": return catalog.types.map(\.name)
    default: return nil
    }
  }

  public func stateChildren(_ demand: StateDemand, in environment: ComponentEnvironment)
    -> [StateNode.Child]
  {
    guard let tab = environment.selectedTab else { return [] }
    var children: [StateNode.Child] = []
    demand.add("navigation", to: &children) {
      selectedNavigationState(tab: tab, demand, in: environment)
    }
    demand.add("stacks", to: &children) {
      let withPaths = demand.wants("path", under: "stacks")
      return .branch(
        demand.keys(of: "stacks", among: tabs).map {
          .init($0, stackState(stack($0), withPath: withPaths))
        })
    }
    // The catalog is listed only for a path through `routes`: an `expect` elsewhere must not
    // cost the number of route types declared (8,000 route-expect pairs were quadratic).
    demand.add("routes", to: &children) {
      .branch(
        demand.keys(of: "routes", among: catalog.types.map(\.name)).compactMap { name in
          catalog.type(named: name).map { .init(name, routeState($0)) }
        })
    }
    return children
  }

  /// The selected tab's navigation; the path as text only when it is read (kept once spelled).
  private func selectedNavigationState(
    tab: String, _ demand: StateDemand, in environment: ComponentEnvironment
  ) -> StateNode {
    let now = environment.now
    let stack = stack(tab)
    let transition = stack.transition
    // Each child only when the path reads it: `navigation.depth`, asked after most navigation
    // steps, need not lay out the bar nor spell the path.
    var children: [StateNode.Child] = []
    func add(_ key: String, _ build: () -> StateNode) {
      demand.add(key, under: "navigation", to: &children, build)
    }
    add("tab") { .leaf(.string(tab)) }
    add("path") { .leaf(.string(stack.spelledPath)) }
    add("depth") { .number(Double(stack.depth)) }
    add("top") {
      .branch([
        .init("title", .leaf(.string(stack.topTitle))),
        .init("route", .leaf(stack.entries.last.map { .string($0.route.description) } ?? .none)),
      ])
    }
    add("backButton") {
      let backTitle = Self.backTitle(of: stack, in: environment)
      return .branch([
        .init("visible", .leaf(.bool(backTitle != nil))),
        .init("label", .leaf(backTitle.map(StateValue.string) ?? .none)),
        .init("frame", .rect(Self.navigationLayout(in: environment).backButton)),
      ])
    }
    add("bar") {
      .branch([.init("frame", .rect(Self.navigationLayout(in: environment).navigationBar))])
    }
    add("transition") {
      .branch([
        .init("active", .leaf(.bool(transition != nil))),
        .init("kind", .leaf(transition.map { .string($0.kind.rawValue) } ?? .none)),
        .init("direction", .leaf(transition.map { .string($0.direction.rawValue) } ?? .none)),
        .init("route", .leaf(transition.map { .string($0.routeText) } ?? .none)),
        .init("offset", .number(transition?.offset(at: now) ?? 0)),
        .init("opacity", .number(transition?.opacity(at: now) ?? 1)),
      ])
    }
    add("swipe") {
      let swipe = touch.flatMap { $0.phase == .swiping && $0.tab == tab ? $0 : nil }
      return .branch([
        .init("active", .leaf(.bool(swipe != nil))),
        .init("offset", .number(swipe == nil ? 0 : transition?.offset(at: now) ?? 0)),
        .init("velocity", .number(swipe?.velocity.velocity ?? 0)),
      ])
    }
    return .branch(children)
  }

  private func stackState(_ stack: NavigationStack, withPath: Bool) -> StateNode {
    let path: [StateNode.Child] =
      withPath ? [.init("path", .leaf(.string(stack.spelledPath)))] : []
    return .branch(
      path + [
        .init("depth", .number(Double(stack.depth))),
        .init("top", .leaf(.string(stack.topTitle))),
        .init("animating", .leaf(.bool(stack.transition != nil))),
      ])
  }

  private func routeState(_ type: RouteType) -> StateNode {
    .branch([
      .init("tab", .leaf(type.tab.map(StateValue.string) ?? .none)),
      .init("count", .number(Double(type.items.count))),
      .init("ids", .leaf(.string(type.items.map(\.id).joined(separator: ", ")))),
    ])
  }
}
