/// How the simulator drives its components: the device and environment they see, one call at a
/// time with the event log moved into a context, and the delivery of the signals they send.
/// Operations that belong to one component reach it by type (`glassTabBar`, `tabView`,
/// `router`).
extension Simulator {
  /// The device at this instant.
  public var device: DeviceContext {
    DeviceContext(
      now: now, screen: screen, safeAreaTop: safeAreaTop, safeAreaBottom: safeAreaBottom,
      settings: settings)
  }

  /// Where the content is: the whole screen, or the column the first component that narrows it
  /// leaves; its insets are the safe area plus what every component takes.
  public var contentArea: ContentArea {
    let device = self.device
    return Self.contentArea(on: device, count: components.count) {
      components.contentLayout(at: $0, on: device)
    }
  }

  /// The content area from each component's content layout, top layer first.
  private static func contentArea(
    on device: DeviceContext, count: Int, layout: (Int) -> ComponentLayout
  ) -> ContentArea {
    var area = ContentArea(
      frame: device.screenFrame, topInset: device.safeAreaTop, bottomInset: device.safeAreaBottom)
    var narrowed = false
    var stacked = 0.0
    // By index: `all` would allocate an array, and this runs at every touch sample.
    for index in 0..<count {
      let layout = layout(index)
      area.topInset += layout.topInset
      area.bottomInset += layout.bottomInset
      stacked += layout.stackedTop
      if !narrowed, let frame = layout.contentFrame {
        area.frame = frame
        narrowed = true
      }
    }
    if stacked > 0 {
      // A view stacked above the content (the collapsing header's VStack) fills the top safe
      // area's edge and the points below it; the content starts under it, so the safe area no
      // longer covers the content (docs/components/header.md#layout).
      let top = max(area.frame.minY, device.safeAreaTop + stacked)
      area.frame = Rect(
        x: area.frame.minX, y: top, width: area.frame.width,
        height: max(0, area.frame.maxY - top))
      area.topInset -= device.safeAreaTop
    }
    return area
  }

  /// What every component may read at this instant.
  public var environment: ComponentEnvironment {
    let device = self.device
    let content = Self.contentArea(on: device, count: components.count) {
      components.contentLayout(at: $0, on: device)
    }
    // As a mutating operation last read it, when no component changed since: the built-in
    // invariants and the state tree each ask for the environment after every generated step.
    if let selected = components.knownSelectedStack {
      return environment(
        device: device, content: content, selectedTab: selected.tab,
        selectedStackDepth: selected.stack?.depth, containerNavigation: selected.navigation)
    }
    let tab = components.selectedTabTitle
    return environment(
      device: device, content: content, selectedTab: tab,
      selectedStackDepth: tab.flatMap { components.stackDepthAndRevision(ofTab: $0)?.depth },
      containerNavigation: components.containerNavigation)
  }

  /// `environment`, with the components read in place (`ScreenComponents.lend`): what the
  /// simulator's own mutating operations use, at every step and touch sample, where reading
  /// through the getter copied each component's box several times.
  mutating func currentEnvironment() -> ComponentEnvironment {
    let selected = components.readSelectedStack()
    let (tab, depth) = (selected.tab, selected.stack?.depth)
    let device = self.device
    let content = Self.contentArea(on: device, count: components.count) {
      components.readContentLayout(at: $0, on: device)
    }
    return environment(
      device: device, content: content, selectedTab: tab, selectedStackDepth: depth,
      containerNavigation: selected.navigation)
  }

  private func environment(
    device: DeviceContext, content: ContentArea, selectedTab: String?, selectedStackDepth: Int?,
    containerNavigation: ContainerNavigation
  ) -> ComponentEnvironment {
    ComponentEnvironment(
      device: device, content: content, selectedTab: selectedTab,
      voiceOverFocus: voiceOver.focusedIdentifier, selectedStackDepth: selectedStackDepth,
      containerNavigation: containerNavigation, labelMeasurements: labelMeasurements,
      contentBackdrop: contentBackdrop, palette: palette)
  }

  // MARK: By type

  /// The glass tab bar, when the scenario installed it.
  public internal(set) var glassTabBar: GlassTabBar? {
    get { components.first(GlassTabBar.self) }
    set { replace(GlassTabBar.self, with: newValue) }
  }

  /// The system TabView, when the scenario installed it instead of a custom bar.
  public internal(set) var tabView: SystemTabView? {
    get { components.first(SystemTabView.self) }
    set { replace(SystemTabView.self, with: newValue) }
  }

  /// Routes and a stack per tab, once the scenario declares routes.
  public internal(set) var router: Router? {
    get { components.first(Router.self) }
    set { replace(Router.self, with: newValue) }
  }

  /// The installed tab container, whichever it is.
  public var tabContainer: (any TabContainer)? { components.tabContainer }

  private mutating func replace<T: ScreenComponent>(_ type: T.Type, with value: T?) {
    if let value {
      components.install(value)
    } else {
      _ = components.remove(type)
    }
  }

  // MARK: Calls

  /// Runs `body` with the components and a context holding the event log, then delivers what
  /// the components sent. The log is moved, not copied, in and out.
  @discardableResult
  mutating func withContext<R>(
    in environment: ComponentEnvironment? = nil, sender: ObjectIdentifier? = nil,
    _ body: (inout ScreenComponents, inout ComponentContext) -> R
  ) -> R {
    var context = ComponentContext(
      environment: environment ?? currentEnvironment(), events: [])
    swap(&context.events, &events)
    let result = body(&components, &context)
    swap(&context.events, &events)
    deliver(context.takeSignals(), from: sender)
    return result
  }

  /// Calls `body` on the component at `index` (top layer first) with a context.
  @discardableResult
  mutating func call<R>(
    _ index: Int, in environment: ComponentEnvironment? = nil,
    _ body: (inout any ScreenComponent, inout ComponentContext) -> R
  ) -> R {
    withContext(in: environment, sender: components.typeIdentifier(at: index)) {
      components, context in
      components.modify(at: index) { body(&$0, &context) }
    }
  }

  /// Calls `body` on every component, top layer first, each seeing the environment as it was
  /// before the first (what they do here does not move the content: time and cancellation).
  mutating func forEachComponent(
    _ body: (inout any ScreenComponent, inout ComponentContext) -> Void
  ) {
    guard !components.isEmpty else { return }
    let environment = currentEnvironment()
    for index in 0..<components.count {
      call(index, in: environment, body)
    }
  }

  /// Asks each component in turn, top layer first, until one answers.
  mutating func firstComponent<R>(
    _ body: (inout any ScreenComponent, inout ComponentContext) -> R?
  ) -> R? {
    for index in 0..<components.count {
      if let answer = call(index, body) { return answer }
    }
    return nil
  }

  /// Delivers signals to every component but their sender, top layer first, and the ones meant
  /// for the simulator to it; signals sent while delivering are delivered after. A component
  /// does not hear its own signals (none listens for a kind it sends), so a scroll view alone
  /// costs no environment for its `contentScrolled` at each touch sample.
  mutating func deliver(_ signals: [ComponentSignal], from sender: ObjectIdentifier? = nil) {
    guard !signals.isEmpty else { return }
    // The signals given are read where they are; only those sent while delivering are queued
    // (copying the given ones into the queue allocated an array at nearly every step).
    var pending: [(signal: ComponentSignal, sender: ObjectIdentifier?)] = []
    var next = 0
    while next < signals.count + pending.count {
      let (signal, sender) =
        next < signals.count ? (signals[next], sender) : pending[next - signals.count]
      next += 1
      if case .voiceOverFocusAfterChange(let identifier) = signal { pendingFocus = identifier }
      let count = components.count
      guard (0..<count).contains(where: { components.typeIdentifier(at: $0) != sender }) else {
        continue
      }
      // Every receiver sees the screen as it was when the signal was sent.
      let environment = currentEnvironment()
      for index in 0..<count where components.typeIdentifier(at: index) != sender {
        var context = ComponentContext(environment: environment, events: [])
        swap(&context.events, &events)
        components.modify(at: index) { $0.receive(signal, context: &context) }
        swap(&context.events, &events)
        let receiver = components.typeIdentifier(at: index)
        pending += context.takeSignals().map { (signal: $0, sender: receiver) }
      }
    }
  }
}
