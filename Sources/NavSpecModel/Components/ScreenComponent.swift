/// One part of the screen the simulator drives without knowing what it is: a tab container (the
/// glass tab bar, the system TabView, the gooey tab bar, the bubble bar) or the navigation
/// (the router, its stacks and its navigation bar).
///
/// Why a protocol: the simulator used to hold an optional per component and switch over them by
/// hand for touches, deadlines, the accessibility order, the content insets and the state tree,
/// so a new component meant editing every one of those places. Now it keeps a list of
/// components (`ScreenComponents`) and asks each in turn; a new component conforms here and is
/// registered in one line (`ComponentRegistry`). docs/architecture.md walks through it.
///
/// A component is a value, like everything in the model: every change takes the instant from its
/// context and appends what an app would observe to the context's events. Components never call
/// each other; what one must tell the others travels as a `ComponentSignal`, which the simulator
/// delivers to every component after the call that sent it.
///
/// A simulator holds at most one component of each type (the owner of a finger and a typed
/// look-up are by type).
public protocol ScreenComponent: Hashable, Sendable {
  /// Where it sits in z-order: a touch is offered to the highest layer first.
  var layer: ScreenLayer { get }

  /// What it takes from the screen: content insets, a narrower content area, and the regions
  /// where a touch it does not claim must not reach what lies below. Asked once per layout, so
  /// that a component computes its frames once.
  func layout(on device: DeviceContext) -> ComponentLayout
  /// `layout(on:)` as far as the content is concerned: its insets and its frame; the hit regions
  /// may be left out. The environment asks it of every component at every step and touch sample,
  /// and building the regions' array each time cost an allocation and its release. By default
  /// `layout(on:)` itself.
  func contentLayout(on device: DeviceContext) -> ComponentLayout

  // MARK: Installation

  /// It has just been installed on `device`, at `device.now`: what its first layout pass does,
  /// with the events an app would observe (the gooey bar's indent springs in from x = 0). Nothing
  /// by default. The device and the event log rather than a whole `ComponentContext`: every
  /// scenario, and the checker's reference model, installs a bar, and building the environment
  /// for it cost about 0.5 % of a compile.
  mutating func didInstall(on device: DeviceContext, events: inout [Event])

  // MARK: Touches

  /// A finger landed. Returns whether the component claims it: a claimed finger belongs to it for
  /// its whole life (moves, the lift, a cancel all come here and nowhere else).
  mutating func touchBegan(finger: Int, at point: Point, context: inout ComponentContext) -> Bool
  mutating func touchMoved(finger: Int, to point: Point, context: inout ComponentContext)
  mutating func touchEnded(finger: Int, at point: Point, context: inout ComponentContext)
  /// The system cancelled one finger.
  mutating func touchCancelled(finger: Int, context: inout ComponentContext)
  /// The system cancels every touch in flight (VoiceOver started or stopped).
  mutating func cancelAllTouches(context: inout ComponentContext)

  // MARK: Time

  /// The next instant something happens here without an input (a long press being recognised,
  /// an animation settling); nil when nothing is pending.
  var nextDeadline: VirtualTime? { get }
  /// The clock reached `context.now`: fire everything due by then.
  mutating func deadlineReached(context: inout ComponentContext)
  /// Whether anything is still moving at `time` (`settle` runs the clock until nothing is).
  func isAnimating(at time: VirtualTime) -> Bool
  /// The instants strictly between `start` and `end`, a stretch in which nothing is put in and no
  /// deadline of its falls, where one of its animated values may turn (a spring's overshoot, a
  /// combined slide turning back) or an animation begins or ends; between two of them every
  /// value it presents moves one way. Invariants are checked there
  /// (docs/language.md#invariants). Empty by default, for a component with nothing animated.
  func turningInstants(from start: VirtualTime, through end: VirtualTime) -> [VirtualTime]

  // MARK: Accessibility

  /// Its elements in its own reading order, and where they go in the screen's reading order.
  func accessibility(in environment: ComponentEnvironment) -> AccessibilityGroup
  /// VoiceOver double-tapped `identifier`. Nil when it is not this component's element; else the
  /// component has acted (and appended `voiceOverActivated`) and says what VoiceOver does next.
  mutating func activate(accessibilityElement identifier: String, context: inout ComponentContext)
    -> VoiceOverActivation?

  // MARK: State

  /// Its children of the state tree's root, built only as far as `demand` asks: an expectation
  /// names one path, and building the rest cost about 9 % of a run.
  func stateChildren(_ demand: StateDemand, in environment: ComponentEnvironment)
    -> [StateNode.Child]
  /// `stateChildren(_:in:)`, keeping in `memo` what it may hand back unbuilt next time, when
  /// the same branch is asked for with the same inputs (`Simulator.state(reusing:)`). By
  /// default nothing is kept.
  func stateChildren(
    _ demand: StateDemand, in environment: ComponentEnvironment, memo: inout StateMemo
  ) -> [StateNode.Child]
  /// The root groups whose children are keyed by a subscript (`tabs[Library]`), that this
  /// component's state has.
  static var keyedStateGroups: Set<String> { get }
  /// The keys of one of its keyed groups, in order; nil for a group it does not have.
  func stateKeys(ofGroup group: String) -> [String]?
  /// Whether the state tree shows the `content` branch (the content's frame and insets) and the
  /// navigation state's `state.json` while this component is installed. Every component says
  /// yes except the glass tab bar: a scenario of the glass bar alone keeps the tree it had
  /// before those branches existed.
  var showsContentInState: Bool { get }
  /// The domain of each of its leaves that holds text, a set of words, or may hold `none`, by
  /// the leaf's path pattern (`ValueDomain.pattern(of:)`: `tabs[].a11y.traits`): what the
  /// checker holds a written value against. Leaves left out hold numbers or truth values and
  /// say so themselves. A test walks every leaf of every component's state and requires it.
  static var valueDomains: [String: ValueDomain] { get }
  /// The `property` of the animation events it emits (`pill.offset`).
  static var animatedProperties: [String] { get }

  // MARK: Appearance

  /// Its labels' text and its indicators, with their colours in the settings of `environment`
  /// (docs/colours.md): what the contrast and Dynamic Type rules judge. Empty by default.
  func visualElements(in environment: ComponentEnvironment) -> [VisualElement]
  /// Its animations running at this instant, with how far each moves or scales
  /// (docs/colours.md#motion): what the reduce-motion rule judges. Empty by default.
  func runningMotions(in environment: ComponentEnvironment) -> [RunningMotion]
  /// What it shows at this instant, as shapes in screen points with their colours resolved for
  /// the settings of `environment` (`Drawing`): what `navspec render` draws. Empty by default,
  /// so a component that does not draw leaves a blank where it is.
  func drawing(in environment: ComponentEnvironment) -> Drawing

  // MARK: Kind

  /// The component and its variant as audit findings name it (`glass`, `gooey-corrected`,
  /// `bubble-uikit`, `router`): part of what identifies a finding, so that two bars audited in
  /// one file never share one (docs/audits.md#what-identifies-a-finding). Required, with no
  /// default, so that a new component cannot be audited under another's name.
  var auditName: String { get }
  /// Itself as the tab container, or nil for any other component. A requirement with a default
  /// for each (`ScreenComponent` answers nil, `TabContainer` itself) rather than `as? any
  /// TabContainer`: the simulator asks for the tab container at every step and touch sample, and
  /// a cast to a protocol looks the conformance up at run time.
  var asTabContainer: (any TabContainer)? { get }
  /// The selected tab's title when it is the tab container (`TabContainer.selectedTitle`), nil
  /// for any other component. Asked of the component in its box, in place: the environment reads
  /// the selection at every step and touch sample, and `asTabContainer?.selectedTitle` boxed a
  /// copy of the whole container each time.
  var selectedTabTitle: String? { get }
  /// `TabContainer.centre(ofTab:in:)` when it is the tab container, nil for any other component.
  /// Asked of the component in its box for the same reason: reaching the container as
  /// `any TabContainer` boxed a copy of it for every tap on a tab.
  func tabCentre(ofTab title: String, in environment: ComponentEnvironment) -> Result<
    Point, ModelError
  >?
  /// For the tab container: what its own navigation does to the selected tab's screens (the
  /// system TabView's More list covers them, or holds the tab's root above it); `.none` for the
  /// others and by default. Read in place with the selection, for the same reason.
  var containerNavigation: ContainerNavigation { get }

  // MARK: Navigation

  /// How many screens are pushed on `tab`'s navigation stack and its revision (which changes
  /// with every change of the stack's screens), for the component that keeps the stacks; nil for
  /// the others. Asked in place for the same reason as `selectedTabTitle`: reaching the router by
  /// type copied it, its catalog and its stacks out of its box at every step and touch sample.
  func stackDepthAndRevision(ofTab tab: String) -> (depth: Int, revision: Int)?

  // MARK: Invariants

  /// The fingers it follows now: those it claimed and has not yet seen lift or be cancelled.
  /// The one-touch-owner invariant checks them against the simulator's fingers
  /// (docs/explore.md#built-in-invariants). Empty by default, for a component that follows none.
  var followedFingers: Set<Int> { get }
  /// Which of its own built-in invariants among `checking` are broken now, each said in the
  /// state tree's words (docs/explore.md#built-in-invariants). Empty by default; the simulator
  /// checks what no one component can see (`Simulator+Invariants.swift`). Given the device,
  /// not the whole environment: they judge the component's own geometry and elements, and the
  /// environment (the selection, the content area, the palette) cost more to put together than
  /// the checks themselves, after every generated step of `navspec explore`.
  func invariantViolations(
    on device: DeviceContext, checking: BuiltInInvariantSet
  ) -> [InvariantViolation]

  // MARK: Signals

  /// Another component (or the simulator) sent `signal`. Most components ignore most signals.
  mutating func receive(_ signal: ComponentSignal, context: inout ComponentContext)
}

extension ScreenComponent {
  public func contentLayout(on device: DeviceContext) -> ComponentLayout { layout(on: device) }

  public mutating func didInstall(on device: DeviceContext, events: inout [Event]) {}

  public func turningInstants(from start: VirtualTime, through end: VirtualTime) -> [VirtualTime] {
    []
  }

  public func stateChildren(
    _ demand: StateDemand, in environment: ComponentEnvironment, memo: inout StateMemo
  ) -> [StateNode.Child] {
    stateChildren(demand, in: environment)
  }

  public var asTabContainer: (any TabContainer)? { nil }

  public var selectedTabTitle: String? { nil }

  public func tabCentre(ofTab title: String, in environment: ComponentEnvironment) -> Result<
    Point, ModelError
  >? { nil }

  public func stackDepthAndRevision(ofTab tab: String) -> (depth: Int, revision: Int)? { nil }

  public var containerNavigation: ContainerNavigation { .none }

  public var showsContentInState: Bool { true }

  public static var keyedStateGroups: Set<String> { [] }

  public static var valueDomains: [String: ValueDomain] { [:] }

  public static var animatedProperties: [String] { [] }

  public func stateKeys(ofGroup group: String) -> [String]? { nil }

  public func visualElements(in environment: ComponentEnvironment) -> [VisualElement] { [] }

  public func runningMotions(in environment: ComponentEnvironment) -> [RunningMotion] { [] }

  public func drawing(in environment: ComponentEnvironment) -> Drawing { .empty }

  public var followedFingers: Set<Int> { [] }

  public func invariantViolations(
    on device: DeviceContext, checking: BuiltInInvariantSet
  ) -> [InvariantViolation] { [] }
}
