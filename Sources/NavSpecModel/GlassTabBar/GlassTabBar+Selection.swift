/// How the selection changes and how the pill gets there.
extension GlassTabBar {
  /// Selects a tab the way a Button action does: a new tab changes the selection and slides the
  /// pill; the selected tab emits `reselected` and changes nothing else. Returns the signal for
  /// the other components (a reselected tab's stack pops to the root).
  @discardableResult
  mutating func activate(
    _ index: Int, cause: SelectionCause, at time: VirtualTime, settings: Settings,
    events: inout [Event]
  ) -> ComponentSignal? {
    guard index != selectedIndex else {
      events.append(.reselected(tabs[index].title, cause: cause, at: time))
      return .tabReselected(tabs[index].title, cause: cause)
    }
    return select(index, cause: cause, at: time, settings: settings, events: &events)
  }

  /// Moves the selection to `index` and the pill to it (also when it is already selected: a drag
  /// released on the selected tab sends the pill home). Returns `tabSelected` when the selection
  /// changed.
  @discardableResult
  mutating func select(
    _ index: Int, cause: SelectionCause, at time: VirtualTime, settings: Settings,
    events: inout [Event]
  ) -> ComponentSignal? {
    let previous = selectedIndex
    selectedIndex = index
    if previous != index {
      events.append(
        .selectionChanged(from: tabs[previous].title, to: tabs[index].title, cause: cause, at: time)
      )
      // The app (a deep link, a restore) changed the selection under a drag: the finger's
      // translation is clamped again for the new tab, as the design's next drag update would
      // clamp it (docs/design-inputs.md#drag-clamp), so the pill never heads outside the bar's
      // first and last tabs (the indicator-inside-bar invariant, docs/explore.md).
      if let touch = tracking, touch.drag.hasBegun {
        pill.dragOffset = clampedDragOffset(touch.drag.leadingTranslation(settings.layoutDirection))
      }
    }
    movePill(to: restingOffset(for: index), at: time, settings: settings, events: &events)
    return previous != index ? .tabSelected(tabs[index].title, cause: cause) : nil
  }

  /// Hands the pill from the finger back to the animation: the drag term becomes part of the
  /// model value without animation (`shift`), so the pill stays exactly where the finger left it
  /// and a slide still in flight carries on under it, as SwiftUI adds a change made without
  /// animation to the running animator (docs/model.md#animation).
  mutating func releaseDrag(at time: VirtualTime) {
    let drag = pill.dragOffset
    pill.dragOffset = 0
    pill.base.shift(by: drag, at: time)
  }

  /// Slides the pill to `target` with easeInOut 0.35 s, combined with a slide still in flight;
  /// under Reduce Motion the change is made without animation
  /// (docs/platform-facts.md#reduce-motion). A target the pill already heads for starts nothing.
  mutating func movePill(
    to target: Double, at time: VirtualTime, settings: Settings, events: inout [Event]
  ) {
    if settings.reduceMotion {
      pill.base.shift(by: target - pill.base.target, at: time)
      return
    }
    let from = pill.base.value(at: time)
    guard pill.base.animate(to: target, with: Self.slide, at: time) else { return }
    events.append(.animationBegan("pill.offset", from: from, to: target, Self.slide, at: time))
  }

  /// The long-press ripple: swell to 1.2 with .bouncy, or highlight under Reduce Motion.
  mutating func setPressed(
    _ pressed: Bool, at time: VirtualTime, settings: Settings, events: inout [Event]
  ) {
    let target = pressed ? PillIndicator.pressedScale : 1
    if settings.reduceMotion {
      pill.isHighlighted = pressed
      // A swell left over from before Reduce Motion came on goes without animation.
      pill.scale.shift(by: 1 - pill.scale.target, at: time)
      return
    }
    pill.isHighlighted = false
    let from = pill.scale.value(at: time)
    guard pill.scale.animate(to: target, with: Self.ripple, at: time) else { return }
    events.append(.animationBegan("pill.scale", from: from, to: target, Self.ripple, at: time))
  }

  /// The next instant an animation of the pill settles. A settled value is jumped to its target
  /// (below), so a value with a settle time still owes its `animationSettled`.
  public var nextSettleTime: VirtualTime? {
    .earliest(pill.base.settleTime, pill.scale.settleTime)
  }

  /// Emits `animationSettled` for whatever settles at `time`.
  mutating func settleAnimations(at time: VirtualTime, events: inout [Event]) {
    Self.settle(&pill.base, "pill.offset", at: time, events: &events)
    Self.settle(&pill.scale, "pill.scale", at: time, events: &events)
  }

  private static func settle(
    _ value: inout AnimatedValue, _ property: String, at time: VirtualTime,
    events: inout [Event]
  ) {
    guard let settle = value.settleTime, settle <= time else { return }
    value.jump(to: value.target, at: time)
    events.append(.animationSettled(property, value: value.target, at: time))
  }

  public func isAnimating(at time: VirtualTime) -> Bool {
    pill.base.isAnimating(at: time) || pill.scale.isAnimating(at: time)
  }

  public func turningInstants(from start: VirtualTime, through end: VirtualTime) -> [VirtualTime] {
    AnimatedValue.turningInstants(of: [pill.base, pill.scale], from: start, through: end)
  }
}
