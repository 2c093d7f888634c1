import Testing

@testable import NavSpecModel

/// Inputs a driver without the checker (the REPL, a test, another tool) can give the model: each is
/// refused with a `ModelError` or handled, never a trap. A trap ends the test process, so a
/// regression here shows as a crash of the suite.
struct ModelRobustnessTests {
  /// Reads everything a scenario can read, the way expectations and the REPL do.
  private func readEverything(_ simulator: Simulator) {
    _ = simulator.state()
    _ = simulator.accessibilityElements
    _ = simulator.stateJSON
    _ = simulator.nextDeadline
  }

  @Test func anEmptyTabListIsRefused() {
    var simulator = Simulator()
    #expect(throws: ModelError.noTabs) { try simulator.installTabBar(style: "glass", titles: []) }
    #expect(throws: ModelError.noTabs) { try simulator.installTabBar(style: "system", titles: []) }
    #expect(throws: ModelError.noTabs) {
      try simulator.installSystemTabView(style: .sidebarAdaptable, titles: [])
    }
    simulator.installGlassTabBar(titles: [])
    #expect(simulator.glassTabBar == nil && simulator.tabView == nil)
    readEverything(simulator)
    #expect(throws: ModelError.noTabBar) { try simulator.select(tab: "A") }
    #expect(throws: ModelError.noTabBar) {
      try simulator.declareRoutes(RouteType(name: "r", items: [], tab: nil))
    }
  }

  @Test func aSecondTabBarIsRefused() throws {
    var simulator = Simulator()
    try simulator.installTabBar(style: "glass", titles: ["A"])
    #expect(throws: ModelError.tabBarExists) {
      try simulator.installTabBar(style: "glass", titles: ["B"])
    }
    #expect(throws: ModelError.tabBarExists) {
      try simulator.installTabBar(style: "system", titles: ["B"])
    }
    #expect(simulator.tabTitles == ["A"])
  }

  /// Duplicate titles are the checker's to reject; the model keeps the first and goes on.
  @Test func duplicateTitlesDoNotTrap() throws {
    for style in ["glass", "system"] {
      var simulator = Simulator()
      try simulator.installTabBar(style: style, titles: ["A", "A", "Cafe\u{301}", "Caf\u{E9}"])
      try simulator.declareRoutes(
        RouteType(name: "r", items: [RouteItem(id: "x", title: "X")], tab: nil))
      try simulator.push(Route(type: "r", id: "x"))
      try simulator.saveState(as: "s")
      try simulator.restoreState(named: "s", json: nil)
      try simulator.select(tab: "Café")
      readEverything(simulator)
    }
  }

  @Test func everyTabHiddenLeavesNothingToTouch() throws {
    var simulator = Simulator()
    try simulator.installSystemTabView(style: .sidebarAdaptable, titles: ["A", "B"])
    try simulator.declareRoutes(
      RouteType(name: "r", items: [RouteItem(id: "x", title: "X")], tab: nil))
    try simulator.setTabHidden("A", true)
    try simulator.customizeVisibility("B", visible: false)
    readEverything(simulator)
    for point in [Point(x: 100, y: 820), Point(x: 5, y: 400), Point(x: 100, y: 22)] {
      try simulator.touch(Touch(finger: 1, phase: .down, location: point))
      try simulator.touch(Touch(finger: 1, phase: .up, location: point))
    }
    try simulator.setSizeClass(.regular)
    readEverything(simulator)
    #expect(throws: ModelError.tabHidden("A")) { try simulator.select(tab: "A") }
    try simulator.push(Route(type: "r", id: "x"))
    try simulator.open("myapp://r/x")
    try simulator.changeSetting(name: "voiceover", value: "on")
    try simulator.perform(.next)
    try simulator.perform(.escape)
    readEverything(simulator)
  }

  /// Touches anywhere, including far off screen and at the extremes of `Double`, on every
  /// container, with routes and a stack to swipe.
  @Test func touchesAnywhereDoNotTrap() throws {
    let points = [
      Point(x: -1e300, y: 1e300), Point(x: .greatestFiniteMagnitude, y: 0),
      Point(x: 0, y: -.greatestFiniteMagnitude), Point(x: 0, y: 0), Point(x: 390, y: 844),
      Point(x: 5, y: 400),
    ]
    for style in ["glass", "system", "sidebar-adaptable"] {
      var simulator = Simulator()
      try simulator.installTabBar(style: style, titles: ["A", "B", "C"])
      try simulator.declareRoutes(
        RouteType(name: "r", items: [RouteItem(id: "x", title: "X")], tab: nil))
      try simulator.push(Route(type: "r", id: "x"))
      try simulator.settle(limit: 60_000_000)
      for (index, start) in points.enumerated() {
        let finger = index == 0 ? Int.min : Int.max - index
        try simulator.touch(Touch(finger: finger, phase: .down, location: start))
        for end in points {
          try simulator.advance(to: simulator.now + 16_000)
          try simulator.touch(Touch(finger: finger, phase: .move, location: end))
          readEverything(simulator)
        }
        try simulator.touch(Touch(finger: finger, phase: .up, location: start))
      }
      try simulator.settle(limit: 60_000_000)
      readEverything(simulator)
    }
  }

  /// A point that is not a number or infinite is no place on the screen: refused.
  @Test func pointsThatAreNotNumbersAreRefused() throws {
    var simulator = try ModelFixtures.recipeSimulator()
    let tab = try simulator.centre(ofTab: "Library")
    for bad in [Point(x: .nan, y: 800), Point(x: 10, y: .infinity), Point(x: -.infinity, y: 0)] {
      #expect(throws: ModelError.pointNotFinite) {
        try simulator.touch(Touch(finger: 1, phase: .down, location: bad))
      }
      try simulator.touch(Touch(finger: 1, phase: .down, location: tab))
      #expect(throws: ModelError.pointNotFinite) {
        try simulator.touch(Touch(finger: 1, phase: .move, location: bad))
      }
      try simulator.touch(Touch(finger: 1, phase: .up, location: tab))
      readEverything(simulator)
    }
  }

  /// Screens from a point wide to enormous, and safe areas that leave no room at all.
  @Test func extremeScreensDoNotTrap() throws {
    let sizes = [Size(width: 1, height: 1), Size(width: 1e12, height: 1e12)]
    for size in sizes {
      for style in ["glass", "system", "sidebar-adaptable"] {
        var simulator = Simulator()
        simulator.setScreen(size)
        simulator.setSafeArea(top: size.height, bottom: size.height)
        try simulator.installTabBar(style: style, titles: ["A", "B"])
        try simulator.declareRoutes(
          RouteType(name: "r", items: [RouteItem(id: "x", title: "X")], tab: nil))
        try simulator.push(Route(type: "r", id: "x"))
        if style != "glass" { try simulator.setSizeClass(.regular) }
        let centre = Point(x: size.width / 2, y: size.height / 2)
        try simulator.touch(Touch(finger: 1, phase: .down, location: centre))
        try simulator.touch(Touch(finger: 1, phase: .move, location: Point(x: 0, y: 0)))
        try simulator.touch(Touch(finger: 1, phase: .up, location: centre))
        try simulator.settle(limit: 60_000_000)
        readEverything(simulator)
      }
    }
  }

  /// The clock ends far enough below `Int64.max` that the clock plus the longest duration a
  /// scenario can write still fits: once it could be moved to `Int64.max`, where `now + 1s`
  /// overflows.
  @Test func theClockHasAnEnd() throws {
    var simulator = Simulator()
    try simulator.installTabBar(style: "glass", titles: ["A", "B"])
    #expect(throws: ModelError.timeOutOfRange(VirtualTime(microseconds: .max))) {
      try simulator.advance(to: VirtualTime(microseconds: .max))
    }
    try simulator.advance(to: VirtualTime.end)
    let b = try simulator.centre(ofTab: "B")
    try simulator.touch(Touch(finger: 1, phase: .down, location: b))
    try simulator.touch(Touch(finger: 1, phase: .up, location: b))
    readEverything(simulator)
    #expect(simulator.selectedTab == "B")
    _ = simulator.now + 1_000_000 * 1_000_000
    // The pill's slide would end after the clock does: settling is refused, not overflowed.
    #expect(throws: ModelError.self) { try simulator.settle(limit: 60_000_000) }
    readEverything(simulator)
  }

  /// Customising with repeated, unknown or every title, and restoring hostile customisations.
  @Test func hostileCustomizationDoesNotTrap() throws {
    var simulator = Simulator()
    try simulator.installSystemTabView(style: .sidebarAdaptable, titles: ["A", "B", "C"])
    try simulator.customizeOrder(["C", "C", "A", "C"])
    #expect(throws: ModelError.unknownTab("Z")) { try simulator.customizeOrder(["Z"]) }
    try simulator.customizeOrder([])
    for json in [
      #"{"order":["C","C","Z"],"visibility":{"A":"hidden","B":"hidden","C":"hidden"},"version":1}"#,
      #"{"order":[],"visibility":{},"version":1}"#, "[]", "", #"{"version":1e400}"#,
    ] {
      try simulator.restoreCustomization(named: nil, json: json)
      readEverything(simulator)
    }
  }

  /// Restoring hostile state: every kind of bad JSON is a rejection with a reason.
  @Test func hostileStateIsRejectedNotTrapped() throws {
    var simulator = try ModelFixtures.recipeSimulator()
    let nested = String(repeating: "[", count: 100_000)
    for json in [
      nested, "", "{", #"{"version":-1e308}"#, #"{"version":1,"selectedTab":"Home","paths":[]}"#,
      #"{"version":1,"selectedTab":"Home","paths":{"Home":["/"]}}"#,
    ] {
      try simulator.restoreState(named: nil, json: json)
    }
    #expect(simulator.events.filter { $0.kind == .stateRestoreRejected }.count == 6)
    #expect(throws: ModelError.unknownSaved("nothing")) {
      try simulator.restoreState(named: "nothing", json: nil)
    }
  }
}
