import Testing

@testable import NavSpecModel

/// `Simulator.value(at:)` builds only the branch a path goes down; it must read exactly what the
/// whole tree holds at that path, for every path, and nothing where the tree has nothing.
struct StateValueLookupTests {
  /// Every leaf's path in a tree, keyed groups written as subscripts as scenarios write them.
  private func leafPaths(_ node: StateNode, under path: [StateNode.PathStep] = [])
    -> [[StateNode.PathStep]]
  {
    guard case .branch(let children) = node else { return [path] }
    let keyed = path.count == 1 && StateRoots.keyed.contains(rootName(path))
    return children.flatMap { child in
      leafPaths(child.node, under: path + [keyed ? .subscript(child.key) : .name(child.key)])
    }
  }

  private func rootName(_ path: [StateNode.PathStep]) -> String {
    if case .name(let name) = path[0] { return name }
    return ""
  }

  private func simulators() throws -> [Simulator] {
    var glass = try ModelFixtures.recipeSimulator()
    try glass.open("myapp://category/desserts/recipe/pancakes")
    try glass.saveState(as: "s")
    var system = Simulator()
    try system.installTabBar(style: "sidebar-adaptable", titles: ["Home", "Library", "Search"])
    try system.declareRoutes(
      RouteType(name: "album", items: [RouteItem(id: "blue", title: "Blue")], tab: "Library"))
    try system.select(tab: "Library")
    try system.push(Route(type: "album", id: "blue"))
    try system.setTabHidden("Search", true)
    var sidebar = system
    try sidebar.setSizeClass(.regular)
    var bare = Simulator()
    bare.installGlassTabBar(titles: ["A", "B"])
    return [glass, system, sidebar, bare, Simulator()]
  }

  @Test func everyPathReadsWhatTheWholeTreeHolds() throws {
    for simulator in try simulators() {
      let whole = simulator.state()
      let paths = leafPaths(whole)
      #expect(paths.count > 10)
      for path in paths {
        // The leaf, and every branch on the way to it.
        for length in 1...path.count {
          let prefix = Array(path.prefix(length))
          #expect(simulator.value(at: prefix) == whole.node(at: prefix), "\(prefix)")
        }
      }
    }
  }

  @Test func positionsAndMissingPathsResolveAsTheWholeTreeDoes() throws {
    for simulator in try simulators() {
      let whole = simulator.state()
      for group in ["tabs", "stacks", "routes"] {
        for position in ["0", "1", "2", "7", "-1", "Nowhere"] {
          for leaf in ["title", "depth", "path", "count", "missing"] {
            let path: [StateNode.PathStep] = [.name(group), .subscript(position), .name(leaf)]
            #expect(simulator.value(at: path) == whole.node(at: path), "\(path)")
          }
        }
      }
      for path: [StateNode.PathStep] in [[], [.name("nothing")], [.name("navigation")]] {
        #expect(simulator.value(at: path) == whole.node(at: path), "\(path)")
      }
    }
  }

  /// An expectation builds only the root branch its path names, and in a keyed group only the
  /// child it names: nothing outside the branch is built.
  @Test func aPathBuildsOnlyTheBranchItNames() throws {
    for simulator in try simulators() {
      let whole = simulator.state()
      for child in whole.children {
        let built = simulator.state(StateDemand(path: [.name(child.key)]))
        #expect(built.children.map(\.key) == [child.key])
      }
      for group in ["tabs", "stacks", "routes"] {
        guard let first = whole.child(.name(group))?.children.last else { continue }
        let built = simulator.state(
          StateDemand(path: [.name(group), .subscript(first.key), .name("title")]))
        #expect(built.children.map(\.key) == [group])
        #expect(built.child(.name(group))?.children.map(\.key) == [first.key])
      }
    }
  }

  /// Within the branches read most (the glass pill, the navigation, a glass tab), a path to one
  /// child builds that child (with the colours it is computed with) and not its siblings.
  @Test func aPathBuildsOnlyTheChildItNamesInTheBranchesReadMost() throws {
    for simulator in try simulators() {
      let whole = simulator.state()
      var branches: [[StateNode.PathStep]] = [[.name("pill")], [.name("navigation")]]
      if simulator.glassTabBar != nil, let tab = simulator.tabTitles?.last {
        branches.append([.name("tabs"), .subscript(tab)])
      }
      for branch in branches {
        guard let node = whole.node(at: branch), node.children.count > 4 else { continue }
        for child in node.children {
          let path = branch + [.name(child.key)]
          let built = simulator.state(StateDemand(path: path)).node(at: branch)
          #expect(built?.child(.name(child.key)) == child.node, "\(path)")
          #expect((built?.children.count ?? 0) <= VisualElement.colorStateKeys.count, "\(path)")
        }
      }
    }
  }

  /// `one-selection` reads `tabs[…].selected` through a demand that builds every tab with that
  /// leaf alone: the same tabs, in the same order, each with the whole tree's flag, whatever the
  /// tab container; and the glass bar's tabs hold nothing else.
  @Test func everyTabsSelectedFlagReadsWhatTheWholeTreeHolds() throws {
    var simulators = try simulators()
    for style in ComponentRegistry.styles {
      var simulator = Simulator()
      try simulator.installTabBar(style: style, titles: ["A", "B", "C"])
      try simulator.select(tab: "B")
      simulators.append(simulator)
    }
    for simulator in simulators {
      let whole = simulator.state().child(.name("tabs"))
      let narrow = simulator.value(named: "tabs", .leaf("selected", ofEveryChildOf: "tabs"))
      #expect(narrow?.children.map(\.key) == whole?.children.map(\.key))
      for tab in whole?.children ?? [] {
        #expect(
          narrow?.node(at: [.subscript(tab.key), .name("selected")])
            == tab.node.child(.name("selected")), "\(tab.key)")
        if simulator.glassTabBar != nil {
          #expect(narrow?.child(.subscript(tab.key))?.children.map(\.key) == ["selected"])
        }
      }
    }
  }
}
