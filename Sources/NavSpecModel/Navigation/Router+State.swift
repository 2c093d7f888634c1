/// The router's branches of the state tree: `navigation` (the selected tab's stack, its bar, its
/// transition and the swipe), `stacks[…]` and `routes[…]` (docs/model.md lists every path). Only
/// the branch a demand reads is built: the catalog and the paths cost their length.
extension Router {
  public static var keyedStateGroups: Set<String> { ["stacks", "routes"] }

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
      selectedNavigationState(
        tab: tab, withPath: demand.wants("path", under: "navigation"), in: environment)
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

  /// `withPath`: the path as text, O(depth), only when it is read.
  private func selectedNavigationState(
    tab: String, withPath: Bool, in environment: ComponentEnvironment
  ) -> StateNode {
    let router = self
    let now = environment.now
    let stack = router.stack(tab)
    let layout = Self.navigationLayout(in: environment)
    let transition = stack.transition
    let swipe = router.touch.flatMap { $0.phase == .swiping && $0.tab == tab ? $0 : nil }
    let path: [StateNode.Child] =
      withPath ? [.init("path", .leaf(.string(Route.spell(stack.path))))] : []
    return .branch(
      [.init("tab", .leaf(.string(tab)))] + path + [
        .init("depth", .number(Double(stack.depth))),
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
            .init("frame", .rect(layout.backButton)),
          ])),
        .init("bar", .branch([.init("frame", .rect(layout.navigationBar))])),
        .init(
          "transition",
          .branch([
            .init("active", .leaf(.bool(transition != nil))),
            .init("kind", .leaf(transition.map { .string($0.kind.rawValue) } ?? .none)),
            .init("direction", .leaf(transition.map { .string($0.direction.rawValue) } ?? .none)),
            .init("route", .leaf(transition.map { .string($0.route.description) } ?? .none)),
            .init("offset", .number(transition?.offset(at: now) ?? 0)),
            .init("opacity", .number(transition?.opacity(at: now) ?? 1)),
          ])),
        .init(
          "swipe",
          .branch([
            .init("active", .leaf(.bool(swipe != nil))),
            .init("offset", .number(swipe == nil ? 0 : transition?.offset(at: now) ?? 0)),
            .init("velocity", .number(swipe?.velocity.velocity ?? 0)),
          ])),
      ])
  }

  private func stackState(_ stack: NavigationStack, withPath: Bool) -> StateNode {
    let path: [StateNode.Child] =
      withPath ? [.init("path", .leaf(.string(Route.spell(stack.path))))] : []
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
