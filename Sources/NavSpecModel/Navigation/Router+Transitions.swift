/// How pushes and pops are shown: a slide of the upper screen across the content width, or a
/// cross-fade, with `transitionBegan`/`transitionEnded` around the animation events the pill also
/// emits. Each stack animates on its own, so switching tabs mid-transition lets it finish unseen.
extension Router {
  /// The animation of a whole push, pop or cross-fade.
  public static var transition: AnimationSpec {
    .timing(transitionCurve, duration: transitionDuration)
  }

  mutating func beginTransition(
    on tab: String, _ direction: NavigationTransition.Direction, route: Route?,
    context: NavigationContext, events: inout [Event]
  ) {
    // Every caller has interrupted the stack first, which ended any transition on it.
    var transition = NavigationTransition(kind: context.kind, direction: direction, route: route)
    events.append(transitionBegan(transition, at: context.time))
    let time = context.time
    switch context.kind {
    case .slide:
      let (from, to) = direction == .push ? (context.width, 0.0) : (0.0, context.width)
      transition.value.jump(to: from, at: time)
      transition.value.animate(to: to, with: Self.transition, at: time)
      events.append(
        Event.animationBegan(transition.property, from: from, to: to, Self.transition, at: time))
    case .crossFade:
      transition.value.jump(to: 0, at: time)
      transition.value.animate(to: 1, with: Self.transition, at: time)
      events.append(
        Event.animationBegan(transition.property, from: 0, to: 1, Self.transition, at: time))
    }
    stacks[tab]?.transition = transition
  }

  /// The swipe began: an interactive pop of the top screen (the root itself, over the More
  /// list, when nothing is pushed), following the finger from 0.
  mutating func beginInteractivePop(on tab: String, at time: VirtualTime, events: inout [Event]) {
    let top = stack(tab).entries.last
    endTransitionNow(on: tab, at: time, events: &events)
    var transition = NavigationTransition(kind: .slide, direction: .pop, route: top?.route)
    transition.isInteractive = true
    transition.value.jump(to: 0, at: time)
    events.append(transitionBegan(transition, at: time))
    stacks[tab]?.transition = transition
  }

  /// The finger moved the top screen to `offset`.
  mutating func moveInteractivePop(on tab: String, to offset: Double, at time: VirtualTime) {
    stacks[tab]?.transition?.value.jump(to: offset, at: time)
  }

  /// The finger let go: the screen finishes sliding off (`completes`) or returns, over the
  /// remaining fraction of the transition's duration with easeInOut (UIKit's
  /// UIPercentDrivenInteractiveTransition: completionSpeed 1 gives "(1 - percentComplete) *
  /// duration", completionCurve easeInOut; Apple docs), rounded to the nearest microsecond, the
  /// clock's resolution (so the animation's name reads `easeInOut(0.134615s)`). A screen already
  /// where it is going ends at once.
  mutating func releaseInteractivePop(
    on tab: String, completes: Bool, width: Double, at time: VirtualTime, events: inout [Event]
  ) {
    guard var transition = stack(tab).transition, transition.isInteractive else { return }
    let from = transition.value.value(at: time)
    let to = completes ? width : 0
    let remaining = width > 0 ? abs(to - from) / width : 0
    let duration = (remaining * Self.transitionDuration * 1_000_000).rounded() / 1_000_000
    let spec = AnimationSpec.timing(Self.transitionCurve, duration: duration)
    transition.isInteractive = false
    transition.completes = completes
    if duration > 0 {
      transition.value.animate(to: to, with: spec, at: time)
      events.append(Event.animationBegan(transition.property, from: from, to: to, spec, at: time))
      stacks[tab]?.transition = transition
    } else {
      stacks[tab]?.transition = transition
      endTransitionNow(on: tab, at: time, events: &events)
    }
  }

  /// Ends `tab`'s transition at once, without `animationSettled` (its animation did not settle; it
  /// was cut short, as the pill's replaced slide emits none) but with `transitionEnded`.
  mutating func endTransitionNow(on tab: String, at time: VirtualTime, events: inout [Event]) {
    guard let transition = stack(tab).transition else { return }
    stacks[tab]?.transition = nil
    events.append(transitionEnded(transition, at: time))
  }

  /// The next instant a transition settles.
  /// Over the stacks in their stored order: this runs at every step without looking a title up
  /// per tab or building an array.
  public var nextSettleTime: VirtualTime? {
    var earliest: VirtualTime?
    for index in 0..<stacks.count {
      if let settle = stacks[at: index].transition?.settleTime,
        earliest.map({ settle < $0 }) ?? true
      {
        earliest = settle
      }
    }
    return earliest
  }

  /// Each running transition's turns (its ends: a transition's curve never turns back).
  public func turningInstants(from start: VirtualTime, through end: VirtualTime) -> [VirtualTime] {
    let values = (0..<stacks.count).compactMap { stacks[at: $0].transition?.value }
    return AnimatedValue.turningInstants(of: values, from: start, through: end)
  }

  /// In any order, as `nextSettleTime`.
  public func isAnimating(at time: VirtualTime) -> Bool {
    (0..<stacks.count).contains { index in
      guard let transition = stacks[at: index].transition else { return false }
      return transition.isInteractive || transition.value.isAnimating(at: time)
    }
  }

  /// Emits `animationSettled` and `transitionEnded` for every transition done by `time`, in tab
  /// order.
  mutating func settleTransitions(at time: VirtualTime, events: inout [Event]) {
    for tab in tabs {
      // The settle time is read in place first: every deadline of any component comes here, and
      // reading each stack's transition copied the whole stack out of its map.
      guard let settle = stacks.transitionSettleTime(of: tab), settle <= time,
        let transition = stacks[tab]?.transition
      else { continue }
      stacks[tab]?.transition = nil
      events.append(
        .animationSettled(transition.property, value: transition.value.target, at: time))
      events.append(transitionEnded(transition, at: time))
    }
  }

  private func transitionBegan(_ transition: NavigationTransition, at time: VirtualTime) -> Event {
    Event(
      time: time, kind: .transitionBegan,
      arguments: [
        .init("kind", .string(transition.kind.rawValue)),
        .init("direction", .string(transition.direction.rawValue)),
        .init("route", .string(transition.routeText)),
      ])
  }

  private func transitionEnded(_ transition: NavigationTransition, at time: VirtualTime) -> Event {
    Event(
      time: time, kind: .transitionEnded,
      arguments: [
        .init("kind", .string(transition.kind.rawValue)),
        .init("direction", .string(transition.direction.rawValue)),
        .init("route", .string(transition.routeText)),
        .init("completed", .bool(transition.completes)),
      ])
  }
}
