/// How the selection changes and how the pill gets there.
extension GlassTabBar {
  /// What made the selection change, as the `cause` of `selectionChanged` and `reselected`.
  public typealias Cause = SelectionCause

  /// Selects a tab the way a Button action does: a new tab changes the selection and slides the
  /// pill; the selected tab emits `reselected` and changes nothing (the router pops to root on it).
  mutating func activate(
    _ index: Int, cause: Cause, at time: VirtualTime, settings: Settings, events: inout [Event]
  ) {
    guard index != selectedIndex else {
      events.append(
        Event(
          time: time, kind: .reselected,
          arguments: [
            .init("tab", .string(tabs[index].title)), .init("cause", .string(cause.rawValue)),
          ]
        ))
      return
    }
    select(index, cause: cause, at: time, settings: settings, events: &events)
  }

  mutating func select(
    _ index: Int, cause: Cause, at time: VirtualTime, settings: Settings, events: inout [Event]
  ) {
    let previous = selectedIndex
    selectedIndex = index
    if previous != index {
      events.append(
        Event(
          time: time, kind: .selectionChanged,
          arguments: [
            .init("from", .string(tabs[previous].title)), .init("to", .string(tabs[index].title)),
            .init("cause", .string(cause.rawValue)),
          ]))
    }
    movePill(to: restingOffset(for: index), at: time, settings: settings, events: &events)
  }

  /// Hands the pill from the finger back to the animation: the drag term is folded into the base
  /// at its presented value, so the slide starts exactly where the finger left the pill.
  mutating func releaseDrag(at time: VirtualTime) {
    let presented = pill.offset(at: time)
    pill.dragOffset = 0
    pill.base.jump(to: presented, at: time)
    pill.offsetSettlePending = false
  }

  /// Slides the pill to `target` with easeInOut 0.35 s, or jumps under Reduce Motion
  /// (platform-facts.md: "replace slides with dissolves or instant changes").
  mutating func movePill(
    to target: Double, at time: VirtualTime, settings: Settings, events: inout [Event]
  ) {
    let from = pill.base.value(at: time)
    if settings.reduceMotion || from == target && !pill.base.isAnimating(at: time) {
      pill.base.jump(to: target, at: time)
      pill.offsetSettlePending = false
      return
    }
    pill.base.animate(to: target, with: Self.slide, at: time)
    pill.offsetSettlePending = true
    events.append(animationBegan("pill.offset", from: from, to: target, Self.slide, at: time))
  }

  /// The long-press ripple: swell to 1.2 with .bouncy, or highlight under Reduce Motion.
  mutating func setPressed(
    _ pressed: Bool, at time: VirtualTime, settings: Settings, events: inout [Event]
  ) {
    let target = pressed ? PillIndicator.pressedScale : 1
    if settings.reduceMotion {
      pill.isHighlighted = pressed
      // A swell left over from before Reduce Motion came on is removed without motion.
      if pill.scale.target != 1 || pill.scale.isAnimating(at: time) {
        pill.scale.jump(to: 1, at: time)
        pill.scaleSettlePending = false
      }
      return
    }
    pill.isHighlighted = false
    let from = pill.scale.value(at: time)
    guard from != target || pill.scale.isAnimating(at: time) else { return }
    pill.scale.animate(to: target, with: Self.ripple, at: time)
    pill.scaleSettlePending = true
    events.append(animationBegan("pill.scale", from: from, to: target, Self.ripple, at: time))
  }

  private func animationBegan(
    _ property: String, from: Double, to: Double, _ spec: AnimationSpec, at time: VirtualTime
  ) -> Event {
    Event(
      time: time, kind: .animationBegan,
      arguments: [
        .init("property", .string(property)), .init("from", .number(from)),
        .init("to", .number(to)), .init("animation", .string(spec.name)),
      ])
  }

  /// The next instant an animation of the pill settles, if one is owed.
  public var nextSettleTime: VirtualTime? {
    [
      pill.offsetSettlePending ? pill.base.settleTime : nil,
      pill.scaleSettlePending ? pill.scale.settleTime : nil,
    ].compactMap { $0 }.min()
  }

  /// Emits `animationSettled` for whatever settles at `time`.
  mutating func settleAnimations(at time: VirtualTime, events: inout [Event]) {
    if pill.offsetSettlePending, let settle = pill.base.settleTime, settle <= time {
      pill.offsetSettlePending = false
      events.append(
        Event(
          time: time, kind: .animationSettled,
          arguments: [
            .init("property", .string("pill.offset")), .init("value", .number(pill.base.target)),
          ]))
    }
    if pill.scaleSettlePending, let settle = pill.scale.settleTime, settle <= time {
      pill.scaleSettlePending = false
      events.append(
        Event(
          time: time, kind: .animationSettled,
          arguments: [
            .init("property", .string("pill.scale")), .init("value", .number(pill.scale.target)),
          ]))
    }
  }

  public func isAnimating(at time: VirtualTime) -> Bool {
    pill.base.isAnimating(at: time) || pill.scale.isAnimating(at: time)
  }
}
