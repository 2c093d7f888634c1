/// iOS 26's tab bar minimisation (docs/components/tabview.md): the app's behaviour and threshold,
/// minimising and expanding with their events, the morph between the two shapes, and the
/// accessory's placement.
extension SystemTabView {
  /// Whether the bar minimises here: a behaviour that scrolls it away, on the compact tab bar
  /// ("Minimizing is supported for tab bars on only iPhone"; a sidebar or a regular-width tab bar
  /// never does).
  public var canMinimize: Bool {
    minimization.behavior.minimizingDirection != nil && presentation == .tabBar
      && sizeClass == .compact
  }

  /// `TabViewBottomAccessoryPlacement`: inline beside the minimised bar, expanded otherwise; nil
  /// without an accessory.
  public var accessoryPlacement: AccessoryPlacement? {
    guard isAccessoryEnabled else { return nil }
    return minimization.isMinimized ? .inline : .expanded
  }

  /// `.tabBarMinimizeBehavior(_:)` changed. A behaviour that cannot minimise here expands a
  /// minimised bar.
  mutating func setMinimizeBehavior(
    _ behavior: TabBarMinimizeBehavior, at time: VirtualTime, settings: Settings,
    events: inout [Event]
  ) {
    minimization.behavior = behavior
    expandIfItCannotMinimize(
      cause: .behavior, at: time, animated: !settings.reduceMotion, events: &events)
    minimization.anchor = nil
    followScroll(at: time, animated: !settings.reduceMotion, events: &events)
  }

  /// A new threshold applies from the content's offset now.
  mutating func setMinimizeThreshold(
    _ threshold: Double, at time: VirtualTime, settings: Settings, events: inout [Event]
  ) {
    minimization.threshold = threshold
    followScroll(at: time, animated: !settings.reduceMotion, events: &events)
  }

  /// After a change of behaviour, size class or presentation: a minimised bar that can no longer
  /// minimise expands.
  mutating func expandIfItCannotMinimize(
    cause: TabBarMinimizeCause, at time: VirtualTime, animated: Bool, events: inout [Event]
  ) {
    guard minimization.isMinimized, !canMinimize else { return }
    setMinimized(false, cause: cause, at: time, animated: animated, events: &events)
  }

  /// Minimises or expands the bar: the state changes at once (insets, hit-testing, VoiceOver,
  /// the accessory's placement); the drawing morphs with `.smooth` when `animated`, which is
  /// false under Reduce Motion (docs/platform-facts.md#reduce-motion) and when the whole layout
  /// changes (a size class change). Returns whether anything changed.
  @discardableResult
  mutating func setMinimized(
    _ minimized: Bool, cause: TabBarMinimizeCause, at time: VirtualTime, animated: Bool,
    events: inout [Event]
  ) -> Bool {
    guard minimized != minimization.isMinimized else { return false }
    minimization.isMinimized = minimized
    // A full bar measures the distance scrolled from where it became full; a minimised one
    // waits for the content to be inside before it counts a return to the edge.
    minimization.anchor = nil
    minimization.hasBeenInside = false
    tracking = nil
    events.append(
      Event(
        time: time, kind: minimized ? .tabBarMinimized : .tabBarExpanded,
        arguments: [.init("cause", .string(cause.rawValue))]))
    if let placement = accessoryPlacement {
      events.append(
        Event(
          time: time, kind: .accessoryPlacementChanged,
          arguments: [.init("placement", .string(placement.rawValue))]))
    }
    let target = minimized ? 1.0 : 0.0
    if !animated {
      minimization.progress.jump(to: target, at: time)
    } else {
      let from = minimization.progress.value(at: time)
      minimization.progress.animate(to: target, with: TabBarMinimization.animation, at: time)
      events.append(
        .animationBegan(
          Self.progressProperty, from: from, to: target, TabBarMinimization.animation, at: time))
    }
    return true
  }

  /// The animated property's name in `animationBegan` and `animationSettled`.
  static let progressProperty = "tabview.minimize.progress"

  /// When the morph settles.
  var minimizeSettleTime: VirtualTime? { minimization.progress.settleTime }

  /// Emits `animationSettled` when the morph has settled by `time`.
  mutating func settleMinimizeAnimation(at time: VirtualTime, events: inout [Event]) {
    guard let settle = minimization.progress.settleTime, settle <= time else { return }
    let target = minimization.progress.target
    minimization.progress.jump(to: target, at: time)
    events.append(.animationSettled(Self.progressProperty, value: target, at: time))
  }
}

extension SystemTabView {
  /// Expands the minimised bar (a tap, a VoiceOver double tap); the distance scrolled counts
  /// again from the content's offset now.
  mutating func expand(cause: TabBarMinimizeCause, context: inout ComponentContext) {
    setMinimized(
      false, cause: cause, at: context.now, animated: !context.settings.reduceMotion,
      events: &context.events)
    context.send(.contentInsetsChanged)
    followScroll(context: &context)
  }
}
