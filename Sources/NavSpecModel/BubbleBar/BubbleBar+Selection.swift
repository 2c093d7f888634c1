/// How the selection changes and how the bubble and the buttons get there.
extension BubbleBar {
  /// A button's action: `withAnimation(.spring(response: 0.5, dampingFraction: 0.7)) {
  /// selectedTab = tab }` (Approach 1) or `selectTab(at:animated: true)` (Approach 2), whose
  /// `UIView.animate(withDuration: 0.5, …)` the model draws with a stand-in curve that ends at
  /// 0.5 s (`BubbleMotion.uiKit`).
  ///
  /// Choosing the selected button again assigns the same value, which changes nothing in either
  /// approach: no event, no motion. Reduce Motion changes nothing either: neither approach
  /// reads it (docs/components/bubble.md#reduce-motion).
  mutating func select(
    _ index: Int, cause: SelectionCause, at time: VirtualTime, events: inout [Event]
  ) {
    guard index != selectedIndex, titles.indices.contains(index) else { return }
    let previous = selectedIndex
    selectedIndex = index
    events.append(
      .selectionChanged(from: titles[previous], to: titles[index], cause: cause, at: time))
    layout = layout(selecting: index)
    let target = layout.itemFrames[index]
    let motion = style.bubbleMotion
    for started in bubble.animate(to: target, with: motion.spec, at: time) {
      events.append(
        .animationBegan(
          "bubble.\(started.component)", from: started.from, to: started.to, named: motion.name,
          at: time))
    }
    // Approach 2's buttons keep their medium titles, so they do not move: animating them to
    // where they are starts nothing.
    for item in items.indices {
      items[item].animate(to: layout.itemFrames[item], with: motion.spec, at: time)
    }
    // A whole number of microseconds: 0.5 s is 500,000 exactly.
    motionEnd = motion.duration.map { time + Int64(clamping: ($0 * 1_000_000).rounded()) }
  }

  /// The next instant a moving frame settles, or the instant a motion with a duration ends: such
  /// a motion runs to its end, whatever its components' curves do before it (Core Animation runs
  /// an animation for its whole duration, and UIKit calls the completion after it).
  public var nextSettleTime: VirtualTime? {
    if let motionEnd { return motionEnd }
    return ([bubble.nextSettleTime] + items.map(\.nextSettleTime)).compactMap { $0 }.min()
  }

  public func isAnimating(at time: VirtualTime) -> Bool {
    if let motionEnd { return time < motionEnd }
    return bubble.isAnimating(at: time) || items.contains { $0.isAnimating(at: time) }
  }

  /// Whether the bubble is moving at `time`: until a motion with a duration ends, even where its
  /// curve is already within the settle tolerance (a short move of the UIKit bubble's x).
  public func isBubbleAnimating(at time: VirtualTime) -> Bool {
    if let motionEnd { return time < motionEnd }
    return bubble.isAnimating(at: time)
  }

  public func turningInstants(from start: VirtualTime, through end: VirtualTime) -> [VirtualTime] {
    AnimatedValue.turningInstants(
      of: bubble.values + items.flatMap(\.values), from: start, through: end)
  }

  /// Emits `animationSettled` for each bubble component that settles at `time`, or that a motion
  /// with a duration ends there (on its target, as UIKit removes an animation whose duration is
  /// over); the buttons' frames settle quietly (they follow the same motion; the bubble speaks
  /// for it).
  ///
  /// A motion with a duration settles nothing before its end: the bubble's components that come
  /// within the tolerance early are still part of the running animation, and they all settle
  /// together at its end, in both layout directions alike (the UIKit bubble's x moves a different
  /// distance in each, so its early settle came at different instants).
  mutating func settleAnimations(at time: VirtualTime, events: inout [Event]) {
    if let end = motionEnd {
      guard end <= time else { return }
      motionEnd = nil
      for finished in bubble.finish(at: end) {
        events.append(
          .animationSettled("bubble.\(finished.component)", value: finished.value, at: end))
      }
      for item in items.indices { _ = items[item].finish(at: end) }
    }
    for settled in bubble.settle(at: time) {
      events.append(
        .animationSettled("bubble.\(settled.component)", value: settled.value, at: time))
    }
    for item in items.indices { _ = items[item].settle(at: time) }
  }
}
