/// The state tree: every value a scenario can `expect`, by a dotted path. docs/model.md lists
/// every path; keep the two in step.
extension Simulator {
  public func state() -> StateNode { state(.everything) }

  /// The whole tree but the root children `roots` (`StateDemand.everything(except:)`).
  public func state(without roots: [String]) -> StateNode { state(.everything(except: roots)) }

  /// The node at `path`, building only the branch that leads there: what an expectation reads.
  public func value(at path: [StateNode.PathStep]) -> StateNode? {
    let demand = StateDemand(path: path.isEmpty ? nil : path)
    // A closure, not the method `keyedGroupKeys` named as a value: that copied the whole
    // simulator into a context at every `expect`.
    let resolved = demand.resolvedPath { components.stateKeys(ofGroup: $0) ?? [] }
    guard wantsComponents(demand) else { return state(demand, components: nil).node(at: resolved) }
    return node(at: resolved, demand, among: componentStates(demand))
  }

  /// `value(at:)`, with the environment and the components read in place
  /// (`ScreenComponents.lend`), for a driver that holds the simulator as a variable: the runner
  /// reads one path after most steps, and reading through a value copied each component's box
  /// several times (the environment alone asks every component).
  public mutating func currentValue(at path: [StateNode.PathStep]) -> StateNode? {
    let demand = StateDemand(path: path.isEmpty ? nil : path)
    let resolved = demand.resolvedPath { components.stateKeys(ofGroup: $0) ?? [] }
    guard wantsComponents(demand) else { return state(demand, components: nil).node(at: resolved) }
    // Built before the look-up, not as its argument: the simulator the look-up is called on is
    // evaluated before its arguments, so a mutating argument made it copy the whole simulator.
    let parts = currentComponentStates(demand)
    return node(at: resolved, demand, among: parts)
  }

  /// Root child `key` as `demand` builds it (a demand whose path is that key alone, narrowed
  /// or not), looked up as `value(at:)` looks up a path.
  func value(named key: String, _ demand: StateDemand) -> StateNode? {
    let path: [StateNode.PathStep] = [.name(key)]
    guard wantsComponents(demand) else { return state(demand, components: nil).node(at: path) }
    return node(at: path, demand, among: componentStates(demand))
  }

  /// `state(demand, components: parts).node(at: path)` without building the root, for a demand
  /// that reads the components (`wantsComponents`): then the root holds none of the simulator's
  /// own branches, only the components' (bars first), the content's and what is saved, in that
  /// order, and the path's first step is looked up among them in turn. Building the root to look
  /// one key up in it took about 1 % of the typical scenario.
  private func node(
    at path: [StateNode.PathStep], _ demand: StateDemand, among parts: ComponentStates
  ) -> StateNode? {
    guard case .name(let key)? = path.first else {
      return state(demand, components: parts).node(at: path)
    }
    let first =
      parts.bars.first { $0.key == key }?.node
      ?? (parts.showsContent && key == "content" ? contentState(parts.content) : nil)
      ?? parts.contentLayer.first { $0.key == key }?.node
      ?? persistenceState(demand, showsNavigationState: parts.showsContent)
      .first { $0.key == key }?.node
    return first?.node(at: path.dropFirst())
  }

  /// The roots `state(_:)` builds itself, whatever is installed, save `content`, `state` and
  /// `customization`, which depend on the components.
  /// A list, not a set: it is asked at every `expect`, and comparing a handful of short names
  /// costs less than hashing one.
  static let ownStateRoots: [String] = [
    "time", "screen", "safeArea", "settings", "voiceover", "touches", "events",
  ]

  /// The root's branches the demand reads, and only those: the device's, each component's (bars
  /// first, then the content and what fills it), what is saved, VoiceOver's, the touches' and the
  /// log's.
  func state(_ demand: StateDemand) -> StateNode {
    state(demand, components: wantsComponents(demand) ? componentStates(demand) : nil)
  }

  /// Whether the demand reads any component's branches. A path through one of the simulator's
  /// own roots reads no component: neither the environment nor any component's branches are
  /// built for `touches.count`. (No component has a root of these names: a path names one
  /// value.)
  private func wantsComponents(_ demand: StateDemand) -> Bool {
    !components.isEmpty && !demand.wantsOnly(among: Self.ownStateRoots)
  }

  /// `state()`, each component keeping in `memo` what it may hand back unbuilt next time
  /// (`ScreenComponent.stateChildren(_:in:memo:)`): for a driver that builds the whole tree
  /// after every step (`navspec explore`).
  public func state(reusing memo: inout StateTreeMemo) -> StateNode {
    guard !components.isEmpty else { return state() }
    let environment = self.environment
    if memo.components.count != components.count {
      memo.components = Array(repeating: StateMemo(), count: components.count)
    }
    let parts = Self.componentStates(
      count: components.count, showsContent: components.showContentInState,
      content: environment.content
    ) { index in
      (
        components.layer(at: index),
        components.stateChildren(
          at: index, .everything, in: environment, memo: &memo.components[index])
      )
    }
    return state(.everything, components: parts) { build in
      memo.settings.branch(for: settings, build)
    }
  }

  /// The components' branches of the root, as `state(_:components:)` places them.
  struct ComponentStates {
    /// The bars' (the layers above the content), top layer first.
    var bars: [StateNode.Child] = []
    /// Whether the `content` branch is shown (`ScreenComponent.showsContentInState`), and the
    /// content area it shows.
    var showsContent: Bool
    var content: ContentArea
    /// The content layer's.
    var contentLayer: [StateNode.Child] = []
  }

  /// By index, with each component's layer kept in its box: `components.all` copied every
  /// component into a new array at every `expect`.
  private func componentStates(_ demand: StateDemand) -> ComponentStates {
    let environment = self.environment
    return Self.componentStates(
      count: components.count, showsContent: components.showContentInState,
      content: environment.content
    ) { index in
      (components.layer(at: index), components.stateChildren(at: index, demand, in: environment))
    }
  }

  /// `componentStates(_:)`, read in place (`ScreenComponents.lend`).
  private mutating func currentComponentStates(_ demand: StateDemand) -> ComponentStates {
    let environment = currentEnvironment()
    return Self.componentStates(
      count: components.count, showsContent: components.showContentInState,
      content: environment.content
    ) { index in
      (
        components.layer(at: index),
        components.readStateChildren(at: index, demand, in: environment)
      )
    }
  }

  /// The components' branches placed by layer: `branches` gives the layer and the children of
  /// the component at each index, top layer first.
  private static func componentStates(
    count: Int, showsContent: Bool, content: ContentArea,
    _ branches: (Int) -> (layer: ScreenLayer, children: [StateNode.Child])
  ) -> ComponentStates {
    var states = ComponentStates(showsContent: showsContent, content: content)
    for index in 0..<count {
      let (layer, children) = branches(index)
      if layer > .content { states.bars += children } else { states.contentLayer += children }
    }
    return states
  }

  /// The root, with the components' branches already built (nil when the demand reads none).
  /// `settingsBranch` is given the builder of the `settings` branch.
  private func state(
    _ demand: StateDemand, components parts: ComponentStates?,
    settingsBranch: (() -> StateNode) -> StateNode = { $0() }
  ) -> StateNode {
    var root: [StateNode.Child] = []
    demand.add("time", to: &root) { .number(now.seconds) }
    demand.add("screen", to: &root) {
      .branch([.init("width", .number(screen.width)), .init("height", .number(screen.height))])
    }
    demand.add("safeArea", to: &root) {
      .branch([.init("top", .number(safeAreaTop)), .init("bottom", .number(safeAreaBottom))])
    }
    demand.add("settings", to: &root) {
      settingsBranch {
        .branch(Settings.names.map { .init($0, .leaf(.string(settings.value(named: $0) ?? ""))) })
      }
    }
    if let parts {
      root += parts.bars
      if parts.showsContent {
        demand.add("content", to: &root) { contentState(parts.content) }
      }
      root += parts.contentLayer
      root += persistenceState(demand, showsNavigationState: parts.showsContent)
    }
    demand.add("voiceover", to: &root) {
      .branch([
        .init("focus", .leaf(voiceOver.focusedIdentifier.map(StateValue.string) ?? .none)),
        .init("spoken", .leaf(voiceOver.lastSpoken.map(StateValue.string) ?? .none)),
      ])
    }
    demand.add("touches", to: &root) { .branch([.init("count", .number(Double(fingers.count)))]) }
    demand.add("events", to: &root) {
      .branch([.init("count", .number(Double(discardedEvents + events.count)))])
    }
    return .branch(root)
  }

}

/// What the state tree's root holds in which set-up, derived from `Simulator.state()` itself and
/// from the registered components (`ComponentRegistry`), so that the language's checker and the
/// REPL explain a missing path without keeping lists of their own, and a new tab container's
/// roots (`ball`, `indent`, `bubble`) are explained as the glass bar's `pill` is.
public enum StateRoots {
  /// Groups whose children are named by a title or a route type, written as subscripts:
  /// `tabs[Library]`, `stacks[Library]`, `routes[recipe]`; each component declares its own.
  public static let keyed: Set<String> = ComponentRegistry.keyedStateGroups

  /// The root keys each registered tab container style adds to a model without one, in
  /// registration order: read from a fresh model with that style installed, so that the list
  /// cannot disagree with the model.
  public static let ofTabContainers: [(style: String, roots: Set<String>)] = {
    let bare = keys(Simulator())
    return ComponentRegistry.styles.map { style in
      var simulator = Simulator()
      try? simulator.installTabBar(style: style, titles: ["A"])
      return (style, keys(simulator).subtracting(bare))
    }
  }()

  /// Root keys that exist only once there is a tab container (of any style).
  public static let needingTabContainer: Set<String> = ofTabContainers.reduce(into: []) {
    $0.formUnion($1.roots)
  }

  /// The tab container styles whose state has the root `key`, in registration order; empty
  /// for a key no tab container adds.
  public static func tabContainerStyles(having key: String) -> [String] {
    ofTabContainers.filter { $0.roots.contains(key) }.map(\.style)
  }

  /// Root keys that exist only once routes are declared (whatever the tab container).
  public static let needingRoutes: Set<String> = keys(defaultWithRoutes())
    .subtracting(needingTabContainer).subtracting(keys(Simulator()))

  private static func keys(_ simulator: Simulator) -> Set<String> {
    Set(simulator.state().children.map(\.key))
  }

  private static func defaultWithRoutes() -> Simulator {
    var simulator = Simulator()
    try? simulator.installTabBar(
      style: ComponentRegistry.defaultTabContainer.styles[0], titles: ["A"])
    try? simulator.declareRoutes(
      RouteType(name: "r", items: [RouteItem(id: "i", title: "I")], tab: nil))
    return simulator
  }
}
