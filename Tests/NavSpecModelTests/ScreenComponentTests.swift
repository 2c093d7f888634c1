import Testing

@testable import NavSpecModel

/// A tab container defined here alone, installed into a simulator and driven through it: the
/// proof that a new component needs no edit to `Simulator` (docs/architecture.md, "How to add a
/// component"). Expected numbers by hand from the toy's own definition below.
struct ScreenComponentTests {
  /// A 40 pt bar at the top of the screen under the top safe area: equal slots, a tap selects the
  /// tab under it, and each selection flashes for 0.1 s (a deadline).
  struct ToggleBar: TabContainer {
    static let styles = ["toggle"]
    static func parts(style: String) -> Set<TabContainerPart> { [.bubble] }
    static let height = 40.0
    var auditName: String { "toggle" }

    var tabTitles: [String]
    var selectedTitle: String
    var finger: Int?
    var flashEnds: VirtualTime?

    init(style: String, titles: [String], device: DeviceContext) {
      tabTitles = titles
      selectedTitle = titles[0]
    }

    func frame(on device: DeviceContext) -> Rect {
      Rect(x: 0, y: device.safeAreaTop, width: device.screen.width, height: Self.height)
    }

    func slot(_ index: Int, on device: DeviceContext) -> Rect {
      let frame = frame(on: device)
      let width = frame.width / Double(tabTitles.count)
      return Rect(x: Double(index) * width, y: frame.minY, width: width, height: frame.height)
    }

    var layer: ScreenLayer { .tabContainer }

    func layout(on device: DeviceContext) -> ComponentLayout {
      ComponentLayout(topInset: Self.height, hitRegions: [frame(on: device)])
    }

    mutating func select(_ title: String, cause: SelectionCause, context: inout ComponentContext) {
      guard title != selectedTitle, tabTitles.contains(title) else { return }
      context.events.append(
        .selectionChanged(from: selectedTitle, to: title, cause: cause, at: context.now))
      selectedTitle = title
      flashEnds = VirtualTime(microseconds: context.now.microseconds + 100_000)
      context.send(.tabSelected(title, cause: cause))
    }

    func centre(ofTab title: String, in environment: ComponentEnvironment) throws(ModelError)
      -> Point
    {
      guard let index = tabTitles.firstIndex(of: title) else { throw .unknownTab(title) }
      return slot(index, on: environment.device).center
    }

    func centre(of part: TabContainerPart, in environment: ComponentEnvironment) -> Point? {
      switch part {
      case .bubble:
        let index = tabTitles.firstIndex(of: selectedTitle) ?? 0
        return slot(index, on: environment.device).center
      case .pill, .ball, .indent: return nil
      }
    }

    mutating func activate(_ title: String, cause: SelectionCause, context: inout ComponentContext)
    {
      if title == selectedTitle {
        context.events.append(.reselected(title, cause: cause, at: context.now))
        context.send(.tabReselected(title, cause: cause))
      } else {
        select(title, cause: cause, context: &context)
      }
    }

    mutating func touchBegan(finger: Int, at point: Point, context: inout ComponentContext)
      -> Bool
    {
      guard self.finger == nil, frame(on: context.device).contains(point) else { return false }
      self.finger = finger
      return true
    }

    mutating func touchMoved(finger: Int, to point: Point, context: inout ComponentContext) {}

    mutating func touchEnded(finger: Int, at point: Point, context: inout ComponentContext) {
      guard self.finger == finger else { return }
      self.finger = nil
      guard
        let index = tabTitles.indices.first(where: {
          slot($0, on: context.device).contains(point)
        })
      else { return }
      activate(tabTitles[index], cause: .tap, context: &context)
    }

    mutating func touchCancelled(finger: Int, context: inout ComponentContext) {
      if self.finger == finger { self.finger = nil }
    }

    mutating func cancelAllTouches(context: inout ComponentContext) { finger = nil }

    var nextDeadline: VirtualTime? { flashEnds }

    mutating func deadlineReached(context: inout ComponentContext) {
      guard let flashEnds, flashEnds <= context.now else { return }
      self.flashEnds = nil
      context.events.append(.animationSettled("toggle.flash", value: 0, at: context.now))
    }

    func isAnimating(at time: VirtualTime) -> Bool { flashEnds.map { time < $0 } ?? false }

    func accessibility(in environment: ComponentEnvironment) -> AccessibilityGroup {
      AccessibilityGroup(
        .topBar,
        tabTitles.enumerated().map { index, title in
          AccessibilityElement(
            identifier: title, label: title, value: "", hint: "",
            traits: title == selectedTitle ? [.button, .selected] : [.button],
            frame: slot(index, on: environment.device), position: index + 1,
            count: tabTitles.count, containerTrait: .tabBar)
        })
    }

    mutating func activate(accessibilityElement identifier: String, context: inout ComponentContext)
      -> VoiceOverActivation?
    {
      guard tabTitles.contains(identifier) else { return nil }
      context.events.append(.voiceOverActivated(identifier, at: context.now))
      activate(identifier, cause: .voiceOver, context: &context)
      return .readAgain
    }

    static var keyedStateGroups: Set<String> { ["tabs"] }

    func stateKeys(ofGroup group: String) -> [String]? { group == "tabs" ? tabTitles : nil }

    func stateChildren(_ demand: StateDemand, in environment: ComponentEnvironment)
      -> [StateNode.Child]
    {
      var children: [StateNode.Child] = []
      demand.add("selection", to: &children) { .leaf(.string(selectedTitle)) }
      demand.add("toggle", to: &children) {
        .branch([.init("flashing", .leaf(.bool(isAnimating(at: environment.now))))])
      }
      demand.add("tabs", to: &children) {
        .branch(
          demand.keys(of: "tabs", among: tabTitles).map {
            .init($0, .branch([.init("selected", .leaf(.bool($0 == selectedTitle)))]))
          })
      }
      return children
    }

    mutating func receive(_ signal: ComponentSignal, context: inout ComponentContext) {}
  }

  private func simulator() -> Simulator {
    var simulator = Simulator()
    simulator.setSafeArea(top: 47)
    simulator.components.install(
      ToggleBar(style: "toggle", titles: ["A", "B"], device: simulator.device))
    return simulator
  }

  private func tap(_ simulator: inout Simulator, _ point: Point) throws {
    try simulator.touch(Touch(finger: 1, phase: .down, location: point))
    try simulator.touch(Touch(finger: 1, phase: .up, location: point))
  }

  @Test func theSimulatorDrivesAComponentItHasNeverNamed() throws {
    var simulator = simulator()
    #expect(simulator.tabTitles == ["A", "B"])
    #expect(simulator.selectedTab == "A")
    // 47 pt of safe area plus the bar's 40.
    #expect(simulator.contentTopInset == 87)
    // B's slot: x 195...390, y 47...87; its centre (292.5, 67).
    #expect(try simulator.centre(ofTab: "B") == Point(x: 292.5, y: 67))
    #expect(try simulator.centre(of: .bubble) == Point(x: 97.5, y: 67))
    try tap(&simulator, Point(x: 292.5, y: 67))
    #expect(simulator.selectedTab == "B")
    #expect(simulator.events.last?.kind == .selectionChanged)
    // The flash ends 0.1 s after the tap.
    #expect(simulator.nextDeadline == VirtualTime(microseconds: 100_000))
    #expect(simulator.isAnimating)
    try simulator.settle(limit: 1_000_000)
    #expect(simulator.now == VirtualTime(microseconds: 100_000))
    #expect(simulator.events.last?.kind == .animationSettled)
    #expect(
      simulator.value(at: [.name("tabs"), .subscript("B"), .name("selected")]) == .leaf(.bool(true))
    )
  }

  @Test func itsSignalsReachTheRouterAndItsElementsTakeTheirPlace() throws {
    var simulator = simulator()
    try simulator.declareRoutes(
      RouteType(name: "r", items: [RouteItem(id: "one", title: "One")], tab: nil))
    try simulator.push(Route(type: "r", id: "one"))
    try simulator.settle(limit: 1_000_000)
    #expect(simulator.selectedStack?.depth == 1)
    // The navigation bar's elements, then the bar's (a top bar is read after the navigation bar).
    #expect(
      simulator.accessibilityElements.map(\.identifier) == [
        Router.backButtonIdentifier, Router.titleIdentifier, "A", "B",
      ])
    // Tapping the selected tab again: reselected, and the router pops to the root.
    try tap(&simulator, Point(x: 97.5, y: 67))
    #expect(simulator.selectedStack?.depth == 0)
    #expect(simulator.events.contains { $0.kind == .poppedToRoot })
    // A touch on the bar that the bar does not claim (a second finger) never reaches the content,
    // though the router would take it (within 20 pt of the leading edge, with a screen to pop).
    try simulator.push(Route(type: "r", id: "one"))
    try simulator.settle(limit: 1_000_000)
    try simulator.touch(Touch(finger: 1, phase: .down, location: Point(x: 10, y: 60)))
    try simulator.touch(Touch(finger: 2, phase: .down, location: Point(x: 10, y: 61)))
    #expect(simulator.fingerOwners[2] == nil)
    try simulator.touch(Touch(finger: 3, phase: .down, location: Point(x: 10, y: 400)))
    #expect(simulator.fingerOwners[3] == ObjectIdentifier(Router.self))
  }
}
