/// How the selection changes and how the bubble and the buttons get there.
extension BubbleBar {
  /// A button's action: `withAnimation(.spring(response: 0.5, dampingFraction: 0.7)) {
  /// selectedTab = tab }` (Approach 1) or `selectTab(at:animated: true)` (Approach 2).
  ///
  /// Choosing the selected button again assigns the same value, which changes nothing in either
  /// approach: no event, no motion. Reduce Motion changes nothing either: the design does not
  /// read it (docs/components/bubble.md#reduce-motion).
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
    guard let spec = style.bubbleAnimation else {
      bubble.jump(to: target, at: time)
      for item in items.indices { items[item].jump(to: layout.itemFrames[item], at: time) }
      return
    }
    for started in bubble.animate(to: target, with: spec, at: time) {
      events.append(
        .animationBegan(
          "bubble.\(started.component)", from: started.from, to: started.to, spec, at: time))
    }
    for item in items.indices {
      items[item].animate(to: layout.itemFrames[item], with: spec, at: time)
    }
  }

  /// The next instant a moving frame settles.
  public var nextSettleTime: VirtualTime? {
    ([bubble.nextSettleTime] + items.map(\.nextSettleTime)).compactMap { $0 }.min()
  }

  public func isAnimating(at time: VirtualTime) -> Bool {
    bubble.isAnimating(at: time) || items.contains { $0.isAnimating(at: time) }
  }

  public func turningInstants(from start: VirtualTime, through end: VirtualTime) -> [VirtualTime] {
    AnimatedValue.turningInstants(
      of: bubble.values + items.flatMap(\.values), from: start, through: end)
  }

  /// Emits `animationSettled` for each bubble component that settles at `time`; the buttons'
  /// frames settle quietly (they follow the same spring; the bubble speaks for the motion).
  mutating func settleAnimations(at time: VirtualTime, events: inout [Event]) {
    for settled in bubble.settle(at: time) {
      events.append(
        .animationSettled("bubble.\(settled.component)", value: settled.value, at: time))
    }
    for item in items.indices { _ = items[item].settle(at: time) }
  }
}
