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

  /// The bar moved or the layout direction changed: the frames are reported again, and a change
  /// of `selectedCenterX` animates like any other.
  mutating func layOut(
    in frame: Rect, direction: LayoutDirection, at time: VirtualTime, settings: Settings,
    events: inout [Event]
  ) {
    self.frame = frame
    self.direction = direction
    follow(at: time, settings: settings, events: &events)
  }

  /// A button's action, `animateToTab(item.id)` (section 4): the droplet starts whether or not
  /// the tab changes (the document has no special case for the selected tab), then the selection
  /// changes and the indent and the ball follow. Returns the tab's title when it was already
  /// selected, so the caller can treat it as a reselection (docs/components/gooey.md#reselecting).
  @discardableResult
  mutating func activate(
    _ index: Int, cause: SelectionCause, at time: VirtualTime, settings: Settings,
    events: inout [Event]
  ) -> String? {
    guard tabs.indices.contains(index) else { return nil }
    if variant.animates(reduceMotion: settings.reduceMotion) {
      startDroplet(at: time, events: &events)
    }
    let previous = selectedIndex
    selectedIndex = index
    if previous == index {
      events.append(.reselected(tabs[index].title, cause: cause, at: time))
    } else {
      events.append(
        .selectionChanged(
          from: tabs[previous].title, to: tabs[index].title, cause: cause, at: time))
    }
    follow(at: time, settings: settings, events: &events)
    return previous == index ? tabs[index].title : nil
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

  private mutating func run(_ phase: DropletPhase, at time: VirtualTime, events: inout [Event]) {
    let from = ball.scale.value(at: time)
    ball.animateScale(to: phase.scale, with: phase.animation, at: time)
    events.append(
      .animationBegan("ball.scale", from: from, to: phase.scale, phase.animation, at: time))
  }

  /// Moves the presented centre towards `selectedCenterX`: the spring (merging with one in
  /// flight, velocity kept), or a jump when the variant does not animate under these settings.
  private mutating func follow(at time: VirtualTime, settings: Settings, events: inout [Event]) {
    let target = selectedCenterX
    let from = centerX.value(at: time)
    // `.animation(_:value:)` acts when its value changes, and only then.
    guard target != centerX.target else { return }
    guard variant.animates(reduceMotion: settings.reduceMotion) else {
      centerX.jump(to: target, at: time)
      return
    }
    centerX.animate(to: target, with: Self.travel, at: time)
    events.append(.animationBegan("indent.centerX", from: from, to: target, Self.travel, at: time))
    events.append(.animationBegan("ball.x", from: from, to: target, Self.travel, at: time))
  }

  // MARK: Deadlines

  /// The next instant something happens without an input: a queued droplet phase, or an
  /// animation settling.
  public var nextDeadline: VirtualTime? {
    [pendingPhases.first?.due, centerX.settleTime, ball.scale.settleTime].compactMap { $0 }.min()
  }

  /// Settles what has settled by `time`, then runs the droplet phases due by then, in order.
  mutating func deadlineReached(at time: VirtualTime, events: inout [Event]) {
    if let settle = centerX.settleTime, settle <= time {
      centerX.jump(to: centerX.target, at: time)
      events.append(.animationSettled("indent.centerX", value: centerX.target, at: time))
      events.append(.animationSettled("ball.x", value: centerX.target, at: time))
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

  public func isAnimating(at time: VirtualTime) -> Bool {
    centerX.isAnimating(at: time) || ball.scale.isAnimating(at: time) || !pendingPhases.isEmpty
  }
}
