/// How the selection changes and how the indent, the ball and the droplet follow
/// ("Gooey Tab Bar in SwiftUI", sections 4 and 5).
extension GooeyTabBar {
  /// The buttons' frames reach the bar through `onPreferenceChange` (section 2): from now on
  /// `selectedCenterX` is the selected button's `midX`, and because `.animation(_:value:)` animates
  /// every change of its value, the indent and the ball spring in from x = 0
  /// (docs/components/gooey.md#the-first-layout-pass).
  mutating func framesArrive(at time: VirtualTime, settings: Settings, events: inout [Event]) {
    framesArrived = true
    follow(at: time, settings: settings, events: &events)
  }

  /// The bar moved or changed width: the frames are reported again, and a change of
  /// `selectedCenterX` animates like any other.
  mutating func layOut(
    in frame: Rect, at time: VirtualTime, settings: Settings, events: inout [Event]
  ) {
    self.frame = frame
    follow(at: time, settings: settings, events: &events)
  }

  /// A button's action, `animateToTab(item.id)` (section 4): the droplet starts whether or not
  /// the tab changes (the document has no special case for the selected tab), then the selection
  /// changes and the indent and the ball follow. Returns the signal for the other components:
  /// `tabReselected` when the tab was already selected (docs/components/gooey.md#reselecting).
  @discardableResult
  mutating func activate(
    _ index: Int, cause: SelectionCause, at time: VirtualTime, settings: Settings,
    events: inout [Event]
  ) -> ComponentSignal? {
    guard tabs.indices.contains(index) else { return nil }
    if variant.animates(reduceMotion: settings.reduceMotion) {
      startDroplet(at: time, events: &events)
    }
    guard index != selectedIndex else {
      events.append(.reselected(tabs[index].title, cause: cause, at: time))
      return .tabReselected(tabs[index].title, cause: cause)
    }
    return setSelection(index, cause: cause, at: time, settings: settings, events: &events)
  }

  /// `selectedIndex = newIndex`: the selection changes and `selectedCenterX` with it, so the
  /// indent and the ball follow. No droplet: that is `animateToTab`'s alone. Returns
  /// `tabSelected` when the selection changed.
  @discardableResult
  mutating func setSelection(
    _ index: Int, cause: SelectionCause, at time: VirtualTime, settings: Settings,
    events: inout [Event]
  ) -> ComponentSignal? {
    guard tabs.indices.contains(index), index != selectedIndex else { return nil }
    let previous = selectedIndex
    selectedIndex = index
    events.append(
      .selectionChanged(from: tabs[previous].title, to: tabs[index].title, cause: cause, at: time))
    follow(at: time, settings: settings, events: &events)
    return .tabSelected(tabs[index].title, cause: cause)
  }

  /// `withAnimation(.easeOut(duration: 0.1)) { ballScale = 0.6 }` now, and the two
  /// `asyncAfter` blocks queued behind whatever earlier taps queued.
  private mutating func startDroplet(at time: VirtualTime, events: inout [Event]) {
    ball.beginDroplet(at: time)
    run(.lift, at: time, events: &events)
    for phase in DropletPhase.delayed {
      let scheduled = ScheduledDropletPhase(
        due: time + phase.delay, phase: phase, sequence: scheduledPhaseCount)
      scheduledPhaseCount += 1
      let position =
        pendingPhases.firstIndex {
          ($0.due, $0.sequence) > (scheduled.due, scheduled.sequence)
        } ?? pendingPhases.endIndex
      pendingPhases.insert(scheduled, at: position)
    }
  }

  /// One droplet phase: `withAnimation(phase.animation) { ballScale = phase.scale }`. A phase
  /// that sets the scale the ball already heads for (a second tap's lift while the first's runs)
  /// changes nothing, so it starts and reports nothing.
  private mutating func run(_ phase: DropletPhase, at time: VirtualTime, events: inout [Event]) {
    let from = ball.scale.value(at: time)
    guard ball.animateScale(to: phase.scale, with: phase.animation, at: time) else { return }
    events.append(
      .animationBegan("ball.scale", from: from, to: phase.scale, phase.animation, at: time))
  }

  /// Moves the presented centre towards `selectedCenterX`: the spring (merging with one in
  /// flight, velocity kept), or, when the variant does not animate under these settings, the
  /// change made without animation (a spring still in flight carries on, shifted).
  private mutating func follow(at time: VirtualTime, settings: Settings, events: inout [Event]) {
    let target = selectedLeadingCenter
    // `.animation(_:value:)` acts when its value changes, and only then.
    guard target != leadingCenter.target else { return }
    guard variant.animates(reduceMotion: settings.reduceMotion) else {
      leadingCenter.shift(by: target - leadingCenter.target, at: time)
      return
    }
    let layout = layout(settings.layoutDirection)
    let from = layout.x(leading: leadingCenter.value(at: time))
    leadingCenter.animate(to: target, with: Self.travel, at: time)
    let to = layout.x(leading: target)
    events.append(.animationBegan("indent.centerX", from: from, to: to, Self.travel, at: time))
    events.append(.animationBegan("ball.x", from: from, to: to, Self.travel, at: time))
  }

  // MARK: Deadlines

  /// The next instant something happens without an input: a queued droplet phase, or an
  /// animation settling.
  public var nextDeadline: VirtualTime? {
    [pendingPhases.first?.due, leadingCenter.settleTime, ball.scale.settleTime].compactMap { $0 }
      .min()
  }

  /// Settles what has settled by `time`, then runs the droplet phases due by then, in order.
  mutating func deadlineReached(
    at time: VirtualTime, direction: LayoutDirection, events: inout [Event]
  ) {
    if let settle = leadingCenter.settleTime, settle <= time {
      leadingCenter.jump(to: leadingCenter.target, at: time)
      let x = layout(direction).x(leading: leadingCenter.target)
      events.append(.animationSettled("indent.centerX", value: x, at: time))
      events.append(.animationSettled("ball.x", value: x, at: time))
    }
    if let settle = ball.scale.settleTime, settle <= time {
      let target = ball.scale.target
      ball.jumpScale(to: target, at: time)
      events.append(.animationSettled("ball.scale", value: target, at: time))
    }
    while let next = pendingPhases.first, next.due <= time {
      pendingPhases.removeFirst()
      run(next.phase, at: time, events: &events)
    }
  }

  public func turningInstants(from start: VirtualTime, through end: VirtualTime) -> [VirtualTime] {
    AnimatedValue.turningInstants(of: [leadingCenter, ball.scale], from: start, through: end)
  }

  public func isAnimating(at time: VirtualTime) -> Bool {
    leadingCenter.isAnimating(at: time) || ball.scale.isAnimating(at: time)
      || !pendingPhases.isEmpty
  }
}
