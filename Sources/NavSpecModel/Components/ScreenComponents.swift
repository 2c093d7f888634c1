/// The simulator's components, kept in layer order, top first (the order touches are offered
/// in), at most one of each type.
///
/// Why a box and not an enum of the known components: an enum would need a new case (and a case
/// in every switch over it) for each component, which is what the protocol is there to avoid.
/// The box keeps `Simulator` Hashable and Sendable: two boxes are equal when they hold the same
/// type with equal values.
public struct ScreenComponents: Hashable, Sendable {
  private var boxes: [Box] = []
  /// The selected tab and its stack's depth and revision as last read (`readSelectedStack`),
  /// until a component changes: every operation below that changes a box forgets it first (an
  /// observer on `boxes` would forget it at every read in place too, `lend` being an exclusive
  /// access).
  /// The environment and the check for a new screen each read them at every touch sample and
  /// step, often with nothing changed in between, and the two reads took about 2.5 % of the
  /// typical scenario. Not part of equality: it only repeats what the boxes answer.
  private var selectedStack: SelectedStack?

  /// The tab container's selection and the depth and revision of that tab's stack, from the
  /// component that keeps stacks; nil where there is none.
  struct SelectedStack: Sendable {
    var tab: String?
    var stack: (depth: Int, revision: Int)?
    /// What the container's own navigation does to the tab's screens (the More list).
    var navigation = ContainerNavigation.none
  }

  struct Box: Hashable, Sendable {
    var component: any ScreenComponent
    /// The component's type, and whether it is the tab container, found when it is boxed (and
    /// again if a change replaces it with another type): asking `as? T` of every box, several
    /// times for each touch sample, took a fifth of a scroll's time in dynamic casts.
    private(set) var typeIdentifier: ObjectIdentifier
    private(set) var isTabContainer: Bool
    /// Its layer and whether it shows the content in the state tree, which every component
    /// answers by its type: kept here for the same reason, as the state tree asks them at every
    /// `expect`.
    private(set) var layer: ScreenLayer
    private(set) var showsContentInState: Bool

    init(component: any ScreenComponent) {
      self.component = component
      typeIdentifier = ObjectIdentifier(Swift.type(of: component))
      isTabContainer = component.asTabContainer != nil
      layer = component.layer
      showsContentInState = component.showsContentInState
    }

    /// After `component` changed in place: its type may not be what it was. Its type is read
    /// through an exclusive access, as `lend` reads: read as a value, the component was copied
    /// whole after every touch sample.
    mutating func componentChanged() {
      let identifier = Self.typeIdentifier(of: &component)
      guard identifier != typeIdentifier else { return }
      typeIdentifier = identifier
      isTabContainer = component.asTabContainer != nil
      layer = component.layer
      showsContentInState = component.showsContentInState
    }

    private static func typeIdentifier(of component: inout any ScreenComponent) -> ObjectIdentifier
    {
      // Asked of the opened component (`Self`): `type(of:)` of the existential copied it first.
      component.boxedTypeIdentifier
    }

    static func == (lhs: Box, rhs: Box) -> Bool { lhs.component.isEqual(to: rhs.component) }

    func hash(into hasher: inout Hasher) {
      hasher.combine(ObjectIdentifier(type(of: component)))
      component.hash(into: &hasher)
    }
  }

  public init() {}

  public static func == (lhs: ScreenComponents, rhs: ScreenComponents) -> Bool {
    lhs.boxes == rhs.boxes
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(boxes)
  }

  public var isEmpty: Bool { boxes.isEmpty }
  public var count: Int { boxes.count }

  /// Every component, top layer first.
  public var all: [any ScreenComponent] { boxes.map(\.component) }

  /// Reads the boxes in place. Why not `boxes[index]`: a box holds an existential, and reading
  /// an element of an array of them through the array's subscript copied the whole box (the
  /// component's value witness, a retain of its storage, a release after) even to read its type
  /// identifier; through the buffer the element is read where it lies. Every read below runs at
  /// every step or touch sample.
  @inline(__always)
  private func withBoxes<R>(_ body: (UnsafeBufferPointer<Box>) throws -> R) rethrows -> R {
    try boxes.withUnsafeBufferPointer(body)
  }

  /// Lends the component at `index` for reading through an exclusive access that changes
  /// nothing. Why not `withBoxes`: any read of an existential that calls into it copies the box
  /// (the component's value witness, a retain of its storage, a release after) unless the
  /// compiler can prove that the call leaves that memory alone, which it can only under an
  /// exclusive access. The simulator's hottest reads (the environment, the next deadline, the
  /// screen on display) are all made from mutating operations, so they read this way.
  private mutating func lend<R>(_ index: Int, _ body: (inout any ScreenComponent) -> R) -> R {
    body(&boxes[index].component)
  }

  /// `selectedTabTitle` and the depth and revision of that tab's stack, read in place from a
  /// mutating operation (`lend`), or as last read when no component changed since.
  mutating func readSelectedStack() -> SelectedStack {
    if let selectedStack { return selectedStack }
    let (tab, navigation) = readSelectedTabTitle()
    let answer = SelectedStack(
      tab: tab, stack: tab.flatMap { readStackDepthAndRevision(ofTab: $0) },
      navigation: navigation)
    selectedStack = answer
    return answer
  }

  /// The selected stack as last read by `readSelectedStack`, when no component changed since:
  /// what a reader that cannot change the components (`Simulator.environment`) uses rather than
  /// asking the boxes again.
  var knownSelectedStack: SelectedStack? { selectedStack }

  /// `selectedTabTitle` and `containerNavigation`, read in place from a mutating operation
  /// (`lend`).
  private mutating func readSelectedTabTitle() -> (String?, ContainerNavigation) {
    for index in boxes.indices where boxes[index].isTabContainer {
      return lend(index) { ($0.selectedTabTitle, $0.containerNavigation) }
    }
    return (nil, .none)
  }

  /// `stackDepthAndRevision(ofTab:)`, read in place from a mutating operation (`lend`).
  private mutating func readStackDepthAndRevision(ofTab tab: String) -> (depth: Int, revision: Int)?
  {
    for index in boxes.indices {
      if let answer = lend(index, { $0.stackDepthAndRevision(ofTab: tab) }) { return answer }
    }
    return nil
  }

  /// `contentLayout(at:on:)`, read in place from a mutating operation (`lend`).
  mutating func readContentLayout(at index: Int, on device: DeviceContext) -> ComponentLayout {
    lend(index) { $0.contentLayout(on: device) }
  }

  /// `accessibility(in:)` of the component at `index`, read in place from a mutating operation
  /// (`lend`).
  mutating func readAccessibility(at index: Int, in environment: ComponentEnvironment)
    -> AccessibilityGroup
  {
    lend(index) { $0.accessibility(in: environment) }
  }

  /// `stateChildren(_:in:)` of the component at `index`, read in place from a mutating
  /// operation (`lend`).
  mutating func readStateChildren(
    at index: Int, _ demand: StateDemand, in environment: ComponentEnvironment
  ) -> [StateNode.Child] {
    lend(index) { $0.stateChildren(demand, in: environment) }
  }

  /// `nextDeadline`, read in place from a mutating operation (`lend`).
  mutating func readNextDeadline() -> VirtualTime? {
    var earliest: VirtualTime?
    for index in boxes.indices {
      earliest = .earliest(earliest, lend(index) { $0.nextDeadline })
    }
    return earliest
  }

  /// `isAnimating(at:)`, read in place from a mutating operation (`lend`).
  mutating func readIsAnimating(at time: VirtualTime) -> Bool {
    boxes.indices.contains { index in lend(index) { $0.isAnimating(at: time) } }
  }

  /// The component of type `T`, if installed.
  public func first<T: ScreenComponent>(_ type: T.Type) -> T? {
    let identifier = ObjectIdentifier(type)
    return withBoxes { boxes in
      for index in boxes.indices where boxes[index].typeIdentifier == identifier {
        return boxes[index].component as? T
      }
      return nil
    }
  }

  /// The installed tab container, whichever it is.
  public var tabContainer: (any TabContainer)? {
    withBoxes { boxes in
      for index in boxes.indices where boxes[index].isTabContainer {
        return boxes[index].component.asTabContainer
      }
      return nil
    }
  }

  /// Where a tap on tab `title` of the installed tab container lands, asked of it in its box
  /// (`ScreenComponent.tabCentre(ofTab:in:)`); nil without a container.
  func tabCentre(ofTab title: String, in environment: ComponentEnvironment) -> Result<
    Point, ModelError
  >? {
    withBoxes { boxes in
      for index in boxes.indices where boxes[index].isTabContainer {
        return boxes[index].component.tabCentre(ofTab: title, in: environment)
      }
      return nil
    }
  }

  /// The installed tab container's selection, read in place (`ScreenComponent.selectedTabTitle`).
  var selectedTabTitle: String? {
    withBoxes { boxes in
      for index in boxes.indices where boxes[index].isTabContainer {
        return boxes[index].component.selectedTabTitle
      }
      return nil
    }
  }

  /// What the installed tab container's own navigation does to the selected tab's screens, read
  /// in place (`ScreenComponent.containerNavigation`).
  var containerNavigation: ContainerNavigation {
    withBoxes { boxes in
      for index in boxes.indices where boxes[index].isTabContainer {
        return boxes[index].component.containerNavigation
      }
      return .none
    }
  }

  /// The depth and revision of `tab`'s navigation stack, from the component that keeps stacks,
  /// read in place (`ScreenComponent.stackDepthAndRevision(ofTab:)`).
  func stackDepthAndRevision(ofTab tab: String) -> (depth: Int, revision: Int)? {
    withBoxes { boxes in
      for index in boxes.indices {
        if let answer = boxes[index].component.stackDepthAndRevision(ofTab: tab) { return answer }
      }
      return nil
    }
  }

  func index(of type: any ScreenComponent.Type) -> Int? {
    index(of: ObjectIdentifier(type))
  }

  /// The layer of the component at `index` (`ScreenComponent.layer`), kept in its box.
  func layer(at index: Int) -> ScreenLayer {
    withBoxes { $0[index].layer }
  }

  /// Whether any component shows the content in the state tree
  /// (`ScreenComponent.showsContentInState`), kept in the boxes.
  var showContentInState: Bool {
    withBoxes { boxes in boxes.indices.contains { boxes[$0].showsContentInState } }
  }

  /// The state tree's children of the component at `index` (`ScreenComponent.stateChildren`).
  func stateChildren(at index: Int, _ demand: StateDemand, in environment: ComponentEnvironment)
    -> [StateNode.Child]
  {
    withBoxes { $0[index].component.stateChildren(demand, in: environment) }
  }

  /// `stateChildren(at:_:in:)`, with the component's `memo`
  /// (`ScreenComponent.stateChildren(_:in:memo:)`).
  func stateChildren(
    at index: Int, _ demand: StateDemand, in environment: ComponentEnvironment,
    memo: inout StateMemo
  ) -> [StateNode.Child] {
    withBoxes { $0[index].component.stateChildren(demand, in: environment, memo: &memo) }
  }

  /// The keys of keyed group `group` from the first component that has it
  /// (`ScreenComponent.stateKeys(ofGroup:)`).
  func stateKeys(ofGroup group: String) -> [String]? {
    withBoxes { boxes in
      for index in boxes.indices {
        if let keys = boxes[index].component.stateKeys(ofGroup: group) { return keys }
      }
      return nil
    }
  }

  /// The domain of leaves of `pattern` from the first component whose table lists it
  /// (`ScreenComponent.valueDomains`), asked of each component in its box.
  func valueDomain(forPattern pattern: String) -> ValueDomain? {
    withBoxes { boxes in
      for index in boxes.indices {
        if let domain = boxes[index].component.valueDomain(forPattern: pattern) { return domain }
      }
      return nil
    }
  }

  /// Every component's `animatedProperties`, in component order.
  var animatedProperties: [String] {
    withBoxes { boxes in boxes.flatMap { $0.component.listedAnimatedProperties } }
  }

  /// A component's type, as the simulator records the owner of a finger.
  func typeIdentifier(at index: Int) -> ObjectIdentifier {
    withBoxes { $0[index].typeIdentifier }
  }

  func index(of typeIdentifier: ObjectIdentifier) -> Int? {
    withBoxes { boxes in boxes.indices.first { boxes[$0].typeIdentifier == typeIdentifier } }
  }

  /// The component at `index`, top layer first.
  subscript(index: Int) -> any ScreenComponent { boxes[index].component }

  /// Each component's own built-in invariants among `which` that are broken, asked of it in its
  /// box (`ScreenComponent.invariantViolations(on:checking:)`): `navspec explore` asks after
  /// every step and inside steps, and `all` made an array of the components each time.
  func invariantViolations(on device: DeviceContext, checking which: BuiltInInvariantSet)
    -> [InvariantViolation]
  {
    withBoxes { boxes in
      var found: [InvariantViolation] = []
      for index in boxes.indices {
        found += boxes[index].component.invariantViolations(on: device, checking: which)
      }
      return found
    }
  }

  /// The fingers the component at `index` follows (`ScreenComponent.followedFingers`), asked of
  /// it in its box.
  func followedFingers(at index: Int) -> Set<Int> {
    withBoxes { $0[index].component.followedFingers }
  }

  /// The content layout of the component at `index` (`ScreenComponent.contentLayout(on:)`).
  func contentLayout(at index: Int, on device: DeviceContext) -> ComponentLayout {
    withBoxes { $0[index].component.contentLayout(on: device) }
  }

  /// The earliest of the components' next deadlines.
  var nextDeadline: VirtualTime? {
    withBoxes { boxes in
      var earliest: VirtualTime?
      for index in boxes.indices {
        earliest = .earliest(earliest, boxes[index].component.nextDeadline)
      }
      return earliest
    }
  }

  func isAnimating(at time: VirtualTime) -> Bool {
    withBoxes { boxes in boxes.indices.contains { boxes[$0].component.isAnimating(at: time) } }
  }

  /// Installs `component`, replacing one of the same type, in layer order (after others of its
  /// layer).
  public mutating func install(_ component: any ScreenComponent) {
    selectedStack = nil
    if let index = index(of: type(of: component)) {
      boxes[index].component = component
      boxes[index].componentChanged()
      return
    }
    let place = boxes.firstIndex { $0.component.layer < component.layer } ?? boxes.count
    boxes.insert(Box(component: component), at: place)
  }

  /// Removes and returns the component of type `T`.
  public mutating func remove<T: ScreenComponent>(_ type: T.Type) -> T? {
    selectedStack = nil
    guard let index = index(of: type) else { return nil }
    return boxes.remove(at: index).component as? T
  }

  /// Changes the component of type `T` in place. The value is taken out of its box first, so that
  /// it is uniquely referenced and its storage grows without a copy (a router copied at every
  /// route declaration cost the length of its catalog). Nil when none is installed.
  @discardableResult
  public mutating func modify<T: ScreenComponent, R>(
    _ type: T.Type, _ change: (inout T) throws -> R
  ) rethrows -> R? {
    selectedStack = nil
    guard let index = index(of: type), var value = boxes[index].component as? T else {
      return nil
    }
    boxes[index].component = Vacancy()
    defer { boxes[index].component = value }
    return try change(&value)
  }

  /// Changes the installed tab container in place, whichever it is (taken out of its box first,
  /// as `modify` does). Nil when none is installed.
  @discardableResult
  mutating func modifyTabContainer<R>(_ change: (inout any TabContainer) throws -> R) rethrows
    -> R?
  {
    selectedStack = nil
    guard let index = boxes.firstIndex(where: \.isTabContainer),
      var container = boxes[index].component.asTabContainer
    else { return nil }
    boxes[index].component = Vacancy()
    defer {
      boxes[index].component = container
      boxes[index].componentChanged()
    }
    return try change(&container)
  }

  /// Changes the component at `index` of `all`.
  mutating func modify<R>(at index: Int, _ change: (inout any ScreenComponent) throws -> R)
    rethrows -> R
  {
    selectedStack = nil
    defer { boxes[index].componentChanged() }
    return try change(&boxes[index].component)
  }
}

extension ScreenComponent {
  /// Its type, as a box records it.
  fileprivate var boxedTypeIdentifier: ObjectIdentifier { ObjectIdentifier(Self.self) }

  /// `Self.valueDomains[pattern]`, asked of the opened component.
  fileprivate func valueDomain(forPattern pattern: String) -> ValueDomain? {
    Self.valueDomains[pattern]
  }

  fileprivate var listedAnimatedProperties: [String] { Self.animatedProperties }

  /// Equality across the box: the same type and equal values.
  fileprivate func isEqual(to other: any ScreenComponent) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}

/// Holds a box's place while `ScreenComponents.modify` has its component out; never seen outside.
private struct Vacancy: ScreenComponent {
  var layer: ScreenLayer { .content }
  var auditName: String { "" }
  func layout(on device: DeviceContext) -> ComponentLayout { ComponentLayout() }
  mutating func touchBegan(finger: Int, at point: Point, context: inout ComponentContext) -> Bool {
    false
  }
  mutating func touchMoved(finger: Int, to point: Point, context: inout ComponentContext) {}
  mutating func touchEnded(finger: Int, at point: Point, context: inout ComponentContext) {}
  mutating func touchCancelled(finger: Int, context: inout ComponentContext) {}
  mutating func cancelAllTouches(context: inout ComponentContext) {}
  var nextDeadline: VirtualTime? { nil }
  mutating func deadlineReached(context: inout ComponentContext) {}
  func isAnimating(at time: VirtualTime) -> Bool { false }
  func accessibility(in environment: ComponentEnvironment) -> AccessibilityGroup {
    AccessibilityGroup(.content, [])
  }
  mutating func activate(accessibilityElement identifier: String, context: inout ComponentContext)
    -> VoiceOverActivation?
  { nil }
  func stateChildren(_ demand: StateDemand, in environment: ComponentEnvironment)
    -> [StateNode.Child]
  { [] }
  mutating func receive(_ signal: ComponentSignal, context: inout ComponentContext) {}
}
