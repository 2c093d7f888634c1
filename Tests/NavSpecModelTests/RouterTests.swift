import Testing

@testable import NavSpecModel

/// Stacks and the router through the simulator: one stack per tab, push/pop/pop-to-root/replace,
/// reselect, transitions, the back button and the edge swipe driven by raw touches.
struct RouterTests {
  static func makeSimulator() throws -> Simulator { try ModelFixtures.recipeSimulator() }

  static let dessert = Route(type: "category", id: "desserts")
  static let pie = Route(type: "recipe", id: "apple-pie")
  static let pancakes = Route(type: "recipe", id: "pancakes")

  func path(_ simulator: Simulator, _ tab: String? = nil) -> String {
    Route.spell(simulator.router?.stack(tab ?? simulator.selectedTab ?? "").path ?? [])
  }

  func kinds(_ simulator: Simulator) -> [EventKind] { simulator.loudEventKinds }

  @Test func everyTabOwnsAStack() throws {
    var simulator = try Self.makeSimulator()
    try simulator.push(Self.dessert)
    try simulator.select(tab: "Library")
    try simulator.push(Self.pie)
    #expect(path(simulator, "Home") == "category/desserts")
    #expect(path(simulator, "Library") == "recipe/apple-pie")
    try simulator.select(tab: "Home")
    #expect(simulator.selectedStack?.topTitle == "Desserts")
  }

  @Test func pushPopPopToRootAndReplace() throws {
    var simulator = try Self.makeSimulator()
    try simulator.select(tab: "Library")
    try simulator.push(Self.dessert)
    try simulator.push(Self.pie)
    #expect(simulator.selectedStack?.backTitle == "Desserts")
    try simulator.pop()
    #expect(path(simulator) == "category/desserts")
    try simulator.replacePath([Self.dessert, Self.pancakes, Self.pie])
    #expect(path(simulator) == "category/desserts/recipe/pancakes/recipe/apple-pie")
    try simulator.popToRoot()
    #expect(path(simulator) == "")
    #expect(simulator.selectedStack?.backTitle == nil)
    // Popping at the root does nothing at all.
    let count = simulator.events.count
    try simulator.pop()
    try simulator.popToRoot()
    #expect(simulator.events.count == count)
    #expect(
      kinds(simulator) == [
        .selectionChanged, .pushed, .pushed, .popped, .pathReplaced, .poppedToRoot,
      ])
  }

  @Test func replacingWithTheSamePathDoesNothing() throws {
    var simulator = try Self.makeSimulator()
    try simulator.push(Self.dessert)
    let count = simulator.events.count
    try simulator.replacePath([Self.dessert])
    #expect(simulator.events.count == count)
  }

  @Test func aRouteOfAnotherTabIsRefused() throws {
    var simulator = try Self.makeSimulator()
    #expect(throws: ModelError.routeNotInTab(route: "recipe/apple-pie", tab: "Home")) {
      try simulator.push(Self.pie)
    }
    #expect(throws: ModelError.unknownRoute("recipe/waffles")) {
      try simulator.push(Route(type: "recipe", id: "waffles"))
    }
  }

  @Test func pushSlidesOverThirtyFiveHundredthsOfASecond() throws {
    var simulator = try Self.makeSimulator()
    try simulator.push(Self.dessert)
    let transition = try #require(simulator.selectedStack?.transition)
    #expect(transition.kind == .slide && transition.direction == .push)
    #expect(transition.offset(at: simulator.now) == 390)
    try simulator.advance(to: .milliseconds(175))
    // easeInOut is exactly half way at half the duration.
    #expect(
      abs((simulator.selectedStack?.transition?.offset(at: simulator.now) ?? -1) - 195) < 1e-9
    )
    try simulator.advance(to: .milliseconds(350))
    #expect(simulator.selectedStack?.transition == nil)
    let ended = try #require(simulator.events.last)
    #expect(ended.kind == .transitionEnded)
    #expect(ended.argument("completed") == .bool(true))
  }

  @Test func reduceMotionWithCrossFadeFades() throws {
    var simulator = try Self.makeSimulator()
    try simulator.changeSetting(name: "reduce-motion", value: "on")
    try simulator.push(Self.dessert)
    #expect(simulator.selectedStack?.transition?.kind == .slide)
    try simulator.changeSetting(name: "prefer-cross-fade", value: "on")
    try simulator.push(Route(type: "category", id: "breakfast"))
    let transition = try #require(simulator.selectedStack?.transition)
    #expect(transition.kind == .crossFade)
    #expect(transition.opacity(at: simulator.now) == 0)
    // The path changes either way.
    #expect(path(simulator) == "category/desserts/category/breakfast")
  }

  @Test func reselectingPopsToRootAndAtTheRootOnlyReselects() throws {
    var simulator = try Self.makeSimulator()
    try simulator.push(Self.dessert)
    try tap(&simulator, x: 97.5, at: 1000)
    #expect(path(simulator) == "")
    #expect(kinds(simulator).suffix(2) == [.reselected, .poppedToRoot])
    try tap(&simulator, x: 97.5, at: 2000)
    #expect(kinds(simulator).last == .reselected)
  }

  func tap(_ simulator: inout Simulator, x: Double, y: Double = 812, at ms: Int64) throws {
    try simulator.advance(to: .milliseconds(ms))
    try simulator.touch(Touch(finger: 1, phase: .down, location: Point(x: x, y: y)))
    try simulator.advance(to: .milliseconds(ms + 50))
    try simulator.touch(Touch(finger: 1, phase: .up, location: Point(x: x, y: y)))
  }

  @Test func theBackButtonPops() throws {
    var simulator = try Self.makeSimulator()
    try simulator.push(Self.dessert)
    let centre = try simulator.backButtonCentre()
    #expect(centre == Point(x: 65, y: 22))
    try tap(&simulator, x: centre.x, y: centre.y, at: 1000)
    #expect(path(simulator) == "")
    let popped = try #require(simulator.events.first { $0.kind == .popped })
    #expect(popped.argument("cause") == .string("back"))
  }

  /// A drag from the edge: down at x, moves every 10 ms by `step`, lifted at the last point.
  func swipe(
    _ simulator: inout Simulator, from x: Double, step: Double, moves: Int, at start: Int64
  ) throws {
    try simulator.advance(to: .milliseconds(start))
    try simulator.touch(Touch(finger: 1, phase: .down, location: Point(x: x, y: 400)))
    for k in 1...moves {
      try simulator.advance(to: .milliseconds(start + Int64(k) * 10))
      try simulator.touch(
        Touch(finger: 1, phase: .move, location: Point(x: x + Double(k) * step, y: 400)))
    }
    try simulator.touch(
      Touch(finger: 1, phase: .up, location: Point(x: x + Double(moves) * step, y: 400)))
  }

  @Test func aFastSwipePopsEvenShortOfHalfway() throws {
    var simulator = try Self.makeSimulator()
    try simulator.push(Self.dessert)
    // 10 pt per 10 ms = 1000 pt/s >= 390 pt/s, released at 100 pt.
    try swipe(&simulator, from: 5, step: 10, moves: 10, at: 1000)
    #expect(path(simulator) == "")
    let ended = try #require(simulator.events.first { $0.kind == .backSwipeEnded })
    #expect(ended.argument("popped") == .bool(true))
    #expect(ended.argument("translation") == .number(100))
  }

  @Test func aSlowSwipeReturnsShortOfHalfwayAndPopsPastIt() throws {
    var simulator = try Self.makeSimulator()
    try simulator.push(Self.dessert)
    // 3 pt per 10 ms = 300 pt/s < 390, to 150 pt: returns.
    try swipe(&simulator, from: 5, step: 3, moves: 50, at: 1000)
    #expect(path(simulator) == "category/desserts")
    // The screen returns over 150/390 of 0.35 s.
    let transition = try #require(simulator.selectedStack?.transition)
    #expect(transition.completes == false)
    #expect(transition.value.settleTime == VirtualTime(microseconds: 1_500_000 + 134_615))
    try simulator.advance(to: .seconds(3))
    // 3 pt per 10 ms to 210 pt: past half, pops.
    try swipe(&simulator, from: 5, step: 3, moves: 70, at: 3000)
    #expect(path(simulator) == "")
  }

  @Test func aSwipeMustStartAtTheLeadingEdge() throws {
    var simulator = try Self.makeSimulator()
    try simulator.push(Self.dessert)
    try swipe(&simulator, from: 20, step: 10, moves: 20, at: 1000)
    #expect(path(simulator) == "category/desserts")
    try simulator.changeSetting(name: "layout-direction", value: "rtl")
    // In right-to-left the edge is the right one and the swipe goes left.
    try swipe(&simulator, from: 385, step: -10, moves: 20, at: 2000)
    #expect(path(simulator) == "")
  }

  @Test func aVerticalMoveFromTheEdgeIsNoSwipe() throws {
    var simulator = try Self.makeSimulator()
    try simulator.push(Self.dessert)
    try simulator.advance(to: .milliseconds(1000))
    try simulator.touch(Touch(finger: 1, phase: .down, location: Point(x: 5, y: 300)))
    try simulator.touch(Touch(finger: 1, phase: .move, location: Point(x: 8, y: 320)))
    try simulator.touch(Touch(finger: 1, phase: .move, location: Point(x: 300, y: 320)))
    try simulator.touch(Touch(finger: 1, phase: .up, location: Point(x: 300, y: 320)))
    #expect(!simulator.events.contains { $0.kind == .backSwipeBegan })
    #expect(path(simulator) == "category/desserts")
  }

  @Test func cancellingASwipeReturnsTheScreen() throws {
    var simulator = try Self.makeSimulator()
    try simulator.push(Self.dessert)
    try simulator.advance(to: .milliseconds(1000))
    try simulator.touch(Touch(finger: 1, phase: .down, location: Point(x: 5, y: 300)))
    try simulator.touch(Touch(finger: 1, phase: .move, location: Point(x: 300, y: 300)))
    try simulator.touch(Touch(finger: 1, phase: .cancel, location: Point(x: 300, y: 300)))
    #expect(path(simulator) == "category/desserts")
    #expect(kinds(simulator).suffix(2) == [.backSwipeBegan, .backSwipeCancelled])
  }

  @Test func deletedItemsStayOnScreenButCannotBePushed() throws {
    var simulator = try Self.makeSimulator()
    try simulator.push(Self.dessert)
    try simulator.delete(Self.dessert)
    #expect(simulator.selectedStack?.topTitle == "Desserts")
    #expect(throws: ModelError.unknownRoute("category/desserts")) {
      try simulator.push(Self.dessert)
    }
  }
}
