import Testing

@testable import NavSpecModel

/// The system TabView: order and visibility under the user's customisation, the sidebar's
/// sections, size-class switching, the accessory's reserved space, column visibility, and
/// customisation saved and restored.
struct SystemTabViewTests {
  /// "Watch Now" (fixed), Library, two tabs in Collections, Optional (hidden by default), Search.
  static func makeSimulator(style: SystemTabView.Style = .sidebarAdaptable) throws -> Simulator {
    var simulator = Simulator()
    try simulator.installSystemTabView(
      style: style,
      titles: ["Watch Now", "Library", "Cinematic Shots", "Forest Life", "Optional", "Search"])
    for title in ["Cinematic Shots", "Forest Life"] {
      try simulator.updateSystemTab(title) { $0.section = "Collections" }
    }
    try simulator.updateSystemTab("Search") { $0.isSearch = true }
    try simulator.updateSystemTab("Optional") { $0.isHiddenByDefault = true }
    try simulator.updateSystemTab("Watch Now") { $0.isCustomizable = false }
    return simulator
  }

  func titles(_ tabs: [SystemTab]) -> [String] { tabs.map(\.title) }

  @Test func theTabBarLeavesOutDefaultHiddenTabsAndPutsSearchLast() throws {
    let simulator = try Self.makeSimulator()
    let tabView = try #require(simulator.tabView)
    #expect(
      titles(tabView.tabBarItems) == [
        "Watch Now", "Library", "Cinematic Shots", "Forest Life", "Search",
      ])
    let elements = simulator.accessibilityElements
    #expect(elements.map(\.spokenDescription).first == "Selected, Watch Now, Tab, 1 of 5")
  }

  @Test func theSidebarGroupsSectionsAndListsDefaultHiddenTabs() throws {
    var simulator = try Self.makeSimulator()
    try simulator.setSizeClass(.regular)
    let tabView = try #require(simulator.tabView)
    #expect(tabView.presentation == .sidebar)
    #expect(
      titles(tabView.sidebarItems) == [
        "Search", "Watch Now", "Library", "Cinematic Shots", "Forest Life", "Optional",
      ])
    #expect(tabView.sidebarLines[3] == .header("Collections"))
  }

  @Test func rowsReadAsRowsOfTheirSection() throws {
    var simulator = try Self.makeSimulator()
    try simulator.setSizeClass(.regular)
    try simulator.setColumnVisibility(.all)
    let spoken = simulator.accessibilityElements.map(\.spokenDescription)
    #expect(
      spoken == [
        "Search, Row, 1 of 4", "Selected, Watch Now, Row, 2 of 4", "Library, Row, 3 of 4",
        "Cinematic Shots, Row, 1 of 2, Collections", "Forest Life, Row, 2 of 2, Collections",
        "Optional, Row, 4 of 4",
      ])
  }

  @Test func hiddenTabsAreNotCounted() throws {
    var simulator = try Self.makeSimulator()
    try simulator.setTabHidden("Library", true)
    let spoken = simulator.accessibilityElements.map(\.spokenDescription)
    #expect(spoken.contains("Cinematic Shots, Tab, 2 of 4"))
    #expect(!spoken.contains { $0.hasPrefix("Library") })
  }

  @Test func theUsersOrderFillsTheMovablePlaces() throws {
    var simulator = try Self.makeSimulator()
    try simulator.customizeOrder(["Forest Life", "Library"])
    #expect(
      titles(simulator.tabView?.orderedTabs ?? []) == [
        "Watch Now", "Forest Life", "Library", "Cinematic Shots", "Optional", "Search",
      ])
    #expect(throws: ModelError.notCustomizable("Watch Now")) {
      try simulator.customizeOrder(["Watch Now"])
    }
    #expect(throws: ModelError.notCustomizable("Search")) {
      try simulator.customizeVisibility("Search", visible: false)
    }
  }

  @Test func theUserShowsADefaultHiddenTabAndHidesAnother() throws {
    var simulator = try Self.makeSimulator()
    try simulator.customizeVisibility("Optional", visible: true)
    try simulator.customizeVisibility("Library", visible: false)
    #expect(
      titles(simulator.tabView?.tabBarItems ?? []) == [
        "Watch Now", "Cinematic Shots", "Forest Life", "Optional", "Search",
      ])
    #expect(
      simulator.customizationJSON
        == #"{"order":[],"version":1,"visibility":{"Library":"hidden","Optional":"visible"}}"#)
  }

  @Test func hidingTheSelectedTabSelectsTheFirstShownOneAndKeepsItsStack() throws {
    var simulator = try Self.makeSimulator()
    try simulator.declareRoutes(
      RouteType(name: "album", items: [RouteItem(id: "blue", title: "Blue")], tab: "Library"))
    try simulator.select(tab: "Library")
    try simulator.push(Route(type: "album", id: "blue"))
    try simulator.setTabHidden("Library", true)
    #expect(simulator.selectedTab == "Watch Now")
    #expect(simulator.events.last?.argument("cause") == .string("hidden"))
    try simulator.setTabHidden("Library", false)
    try simulator.select(tab: "Library")
    #expect(simulator.selectedStack?.path == [Route(type: "album", id: "blue")])
  }

  @Test func switchingSizeClassKeepsSelectionAndStacks() throws {
    var simulator = try Self.makeSimulator()
    try simulator.declareRoutes(
      RouteType(name: "album", items: [RouteItem(id: "blue", title: "Blue")], tab: nil))
    try simulator.select(tab: "Forest Life")
    try simulator.push(Route(type: "album", id: "blue"))
    try simulator.setSizeClass(.regular)
    #expect(simulator.selectedTab == "Forest Life")
    #expect(simulator.selectedStack?.depth == 1)
    #expect(simulator.tabView?.presentation == .sidebar)
    try simulator.setSizeClass(.compact)
    #expect(simulator.selectedTab == "Forest Life")
    #expect(simulator.selectedStack?.depth == 1)
    // A plain TabView keeps its tab bar in regular width.
    var plain = try Self.makeSimulator(style: .automatic)
    try plain.setSizeClass(.regular)
    #expect(plain.tabView?.presentation == .tabBar)
  }

  @Test func theAccessoryReservesItsHeightOnlyWhileEnabled() throws {
    var simulator = try Self.makeSimulator()
    simulator.setSafeArea(top: 59, bottom: 34)
    #expect(simulator.contentBottomInset == 34 + 49)
    try simulator.setAccessory(enabled: true)
    #expect(simulator.contentBottomInset == 34 + 49 + 48)
    #expect(simulator.tabViewLayout?.accessory == Rect(x: 0, y: 713, width: 390, height: 48))
    try simulator.setAccessory(enabled: false)
    #expect(simulator.contentBottomInset == 34 + 49)
    #expect(simulator.tabViewLayout?.accessory == nil)
  }

  @Test func columnVisibilityPlacesTheDetail() throws {
    var simulator = try Self.makeSimulator()
    simulator.setScreen(Size(width: 1180, height: 820))
    try simulator.setSizeClass(.regular)
    // Automatic in landscape shows the sidebar.
    #expect(simulator.contentFrame == Rect(x: 320, y: 0, width: 860, height: 820))
    try simulator.setColumnVisibility(.detailOnly)
    #expect(simulator.contentFrame == Rect(x: 0, y: 0, width: 1180, height: 820))
    try simulator.setColumnVisibility(.doubleColumn)
    #expect(simulator.contentFrame.minX == 320)
    simulator.setScreen(Size(width: 820, height: 1180))
    try simulator.setColumnVisibility(.automatic)
    #expect(simulator.contentFrame.minX == 0)
    #expect(ColumnVisibility.automatic.resolved(for: simulator.screen) == .detailOnly)
  }

  @Test func customizationRoundTripsAndDropsWhatNoLongerApplies() throws {
    var simulator = try Self.makeSimulator()
    try simulator.customizeOrder(["Library", "Forest Life"])
    try simulator.customizeVisibility("Optional", visible: true)
    try simulator.saveCustomization(as: "c1")
    let saved = try #require(simulator.savedCustomizations["c1"])
    var fresh = try Self.makeSimulator()
    try fresh.restoreCustomization(named: nil, json: saved)
    #expect(fresh.customizationJSON == saved)
    try fresh.restoreCustomization(
      named: nil,
      json: #"{"order":["Gone","Library"],"version":1,"visibility":{"Watch Now":"hidden"}}"#)
    #expect(fresh.events.last?.argument("dropped") == .string("Gone, Watch Now"))
    #expect(fresh.customizationJSON == #"{"order":["Library"],"version":1,"visibility":{}}"#)
  }

  @Test(arguments: [
    (
      #"{"order":[],"version":2,"visibility":{}}"#,
      "unsupported version 2; this model reads version 1"
    ),
    (#"{"order":["A","A"],"version":1,"visibility":{}}"#, "\"order\" names 'A' twice"),
    (
      #"{"order":[],"version":1,"visibility":{"A":"gone"}}"#,
      "\"visibility\".A must be \"visible\" or \"hidden\", not \"gone\""
    ),
    (#"{"order":[],"version":1}"#, "missing key \"visibility\""),
    (
      #"{"order":[],"#,
      "malformed JSON: the text ends early (truncated?); expected a key at character 13"
    ),
  ])
  func badCustomizationIsRejected(_ json: String, reason: String) throws {
    var simulator = try Self.makeSimulator()
    try simulator.customizeVisibility("Library", visible: false)
    let before = simulator.tabView
    try simulator.restoreCustomization(named: nil, json: json)
    #expect(simulator.tabView == before)
    #expect(simulator.events.last?.kind == .customizationRestoreRejected)
    #expect(simulator.events.last?.argument("reason") == .string(reason))
  }
}
