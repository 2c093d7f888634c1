import Testing

@testable import NavSpecModel

/// The More tab of a compact tab bar with more than five tabs (docs/components/tabview.md#the-more-tab):
/// which tabs the bar shows, the More list's navigation, the selection beneath it, its elements and
/// the invariants, and regular width unchanged. Numbers as in tools/expected/more.py.
struct SystemTabViewMoreTests {
  static let eight = ["Home", "Search", "Library", "Profile", "Music", "Photos", "Maps", "Notes"]

  /// Eight tabs on a 320 x 568 screen with a 20 pt top safe area.
  static func makeSimulator(titles: [String] = eight) throws -> Simulator {
    var simulator = Simulator()
    simulator.setScreen(Size(width: 320, height: 568))
    simulator.setSafeArea(top: 20, bottom: 0)
    try simulator.installSystemTabView(style: .automatic, titles: titles)
    return simulator
  }

  static func tap(_ simulator: inout Simulator, _ point: Point) throws {
    try simulator.touch(Touch(finger: 1, phase: .down, location: point))
    try simulator.touch(Touch(finger: 1, phase: .up, location: point))
  }

  @Test func theBarShowsFourTabsAndMore() throws {
    let simulator = try Self.makeSimulator()
    let tabView = try #require(simulator.tabView)
    let split = tabView.barSplit
    #expect(split.bar.map(\.title) == ["Home", "Search", "Library", "Profile"])
    #expect(split.more.map(\.title) == ["Music", "Photos", "Maps", "Notes"])
    #expect(split.itemCount == 5)
    let layout = try #require(simulator.tabViewLayout)
    #expect(
      tabView.moreItemFrame(in: layout, direction: .leftToRight)
        == Rect(x: 256, y: 519, width: 64, height: 49))
    #expect(
      simulator.accessibilityElements.map(\.spokenDescription) == [
        "Selected, Home, Tab, 1 of 5", "Search, Tab, 2 of 5", "Library, Tab, 3 of 5",
        "Profile, Tab, 4 of 5", "More, Tab, 5 of 5",
      ])
    #expect(simulator.invariantViolations([.accessibilityMatchesTabs]).isEmpty)
  }

  @Test func fiveTabsNeedNoMoreItem() throws {
    let simulator = try Self.makeSimulator(titles: Array(Self.eight.prefix(5)))
    let tabView = try #require(simulator.tabView)
    #expect(!tabView.hasMoreItem)
    #expect(tabView.barSplit.bar.count == 5)
  }

  @Test func theListCoversTheSelectedTabWhichKeepsItsValue() throws {
    var simulator = try Self.makeSimulator()
    try Self.tap(&simulator, try simulator.moreItemCentre())
    let tabView = try #require(simulator.tabView)
    #expect(tabView.isMoreListShown)
    #expect(tabView.selectedTitle == "Home")
    #expect(simulator.environment.containerNavigation.coversContent)
    #expect(simulator.loudEventKinds == [.moreListShown])
    #expect(
      simulator.accessibilityElements.map(\.identifier) == [
        "screen-title", "more-edit", "Music", "Photos", "Maps", "Notes", "Home", "Search",
        "Library", "Profile", "more-tab",
      ])
    #expect(simulator.invariantViolations([.accessibilityMatchesTabs]).isEmpty)
    // A row: (0, 152, 320, 44) for Maps, third of four.
    try Self.tap(&simulator, Point(x: 160, y: 174))
    let after = try #require(simulator.tabView)
    #expect(after.selectedTitle == "Maps")
    #expect(after.more.pushedTitle == "Maps")
    #expect(!after.isMoreListShown)
    #expect(after.isMoreSelected)
    #expect(simulator.environment.containerNavigation.rootBackTitle == "More")
    #expect(simulator.invariantViolations([.accessibilityMatchesTabs]).isEmpty)
  }

  @Test func aTabOfTheListHasNothingToTouchWhileTheListIsOff() throws {
    let simulator = try Self.makeSimulator()
    #expect(throws: ModelError.tabInMoreList("Maps")) { try simulator.centre(ofTab: "Maps") }
  }

  @Test func theAppSelectingATabOfTheListPushesIt() throws {
    var simulator = try Self.makeSimulator()
    try simulator.select(tab: "Photos")
    let tabView = try #require(simulator.tabView)
    #expect(tabView.more.pushedTitle == "Photos")
    #expect(simulator.loudEventKinds == [.selectionChanged, .morePushed])
    // Selecting the selection's own value under the list does nothing.
    try Self.tap(&simulator, try simulator.moreItemCentre())
    #expect(simulator.tabView?.isMoreListShown == true)
    try simulator.select(tab: "Photos")
    #expect(simulator.tabView?.isMoreListShown == true)
  }

  @Test func regularWidthKeepsEveryTabOnTheBar() throws {
    var simulator = try Self.makeSimulator()
    try Self.tap(&simulator, try simulator.moreItemCentre())
    try simulator.setSizeClass(.regular)
    let tabView = try #require(simulator.tabView)
    #expect(!tabView.hasMoreItem)
    #expect(tabView.more == MoreNavigation())
    #expect(tabView.barSplit.bar.count == 8)
    #expect(simulator.accessibilityElements.last?.spokenDescription == "Notes, Tab, 8 of 8")
  }

  @Test func theBarLiesOverRowsTheListRunsOnBeneathIt() throws {
    // Twenty tabs on 568 pt: sixteen rows from y 64, the eleventh (y 504 to 548) under the bar.
    let titles = (1...20).map { "T\($0)" }
    var simulator = try Self.makeSimulator(titles: titles)
    let more = try simulator.moreItemCentre()
    try Self.tap(&simulator, more)
    try Self.tap(&simulator, more)
    #expect(simulator.tabView?.isMoreListShown == true)
    #expect(simulator.loudEventKinds == [.moreListShown, .moreReselected])
  }

  @Test func theUsersOrderDecidesTheBar() throws {
    var simulator = try Self.makeSimulator()
    try simulator.customizeOrder(["Notes", "Maps"])
    let tabView = try #require(simulator.tabView)
    #expect(tabView.barSplit.bar.map(\.title) == ["Notes", "Maps", "Home", "Search"])
    #expect(tabView.offersMoreEditing)
  }
}
