/// Time and programmatic scrolling: what the delegate hears as a motion runs (a fling reaching an
/// edge, the rest), and the scroll to top when the selected tab is tapped again at its root
/// (docs/components/scroll.md#events, #scroll-to-top).
extension ScrollView {
  /// An event of a tab's scroll view; its `tab` is none without tabs.
  static func event(
    _ kind: EventKind, _ key: String, _ time: VirtualTime, _ arguments: [Event.Argument]
  ) -> Event {
    Event(
      time: time, kind: kind,
      arguments: [.init("tab", key.isEmpty ? .none : .string(key))] + arguments)
  }

  /// The names `scrollBounced(edge:)` also answers to: the top edge (offset 0) and the bottom
  /// (the largest offset).
  public static let edgeNames = ["top", "bottom"]

  /// `scrollBounced(edge:)`: the offset of the edge the bounce returns to, named `top` or
  /// `bottom` too. Which edge: the side of it the content is on (past the top, the offset is
  /// below the edge's), else, at the edge, the way it moves (a fling reaching the bottom moves
  /// to larger offsets); resting offsets are 0...maxOffset, so with short content both edges
  /// are at 0 and only the side tells them apart.
  static func edgeArgument(_ motion: ScrollMotion, at time: VirtualTime) -> Event.Argument {
    let edge = motion.restingOffset
    let past = motion.offset(at: time) - edge
    let velocity = motion.velocity(at: time)
    // Within the printed precision (1e-6 pt) the content is at the edge.
    let bottom = abs(past) > 1e-6 ? past > 0 : velocity != 0 ? velocity > 0 : edge > 0
    return .init("edge", .number(edge), name: edgeNames[bottom ? 1 : 0])
  }

  /// The keys in a fixed order (the tabs' declaration order), so that deadlines of several tabs
  /// fire in the same order in every run.
  var orderedKeys: [String] {
    let listed = tabs.filter { scrolls[$0] != nil }
    return listed.count == scrolls.count
      ? listed : listed + scrolls.keys.filter { !tabs.contains($0) }.sorted()
  }

  /// Runs `motion` on a tab's scroll view from now on, and tells the delegate what it does: a
  /// bounce back from past an edge, a deceleration (and, later, the bounce where it reaches an
  /// edge), or, when nothing moves, the end of the scroll.
  mutating func start(_ motion: ScrollMotion, on key: String, context: inout ComponentContext) {
    let now = context.now
    var scroll = self.scroll(key)
    scroll.motion = motion
    scroll.bounceAt = nil
    scroll.endsAt = nil
    switch motion.phase(at: now) {
    case .bouncing:
      context.events.append(
        Self.event(
          .scrollBounced, key, now,
          [
            Self.edgeArgument(motion, at: now),
            .init("velocity", .number(motion.velocity(at: now))),
          ]))
      scroll.endsAt = motion.restTime
    case .decelerating:
      context.events.append(
        Self.event(
          .scrollDecelerating, key, now,
          [
            .init("velocity", .number(motion.velocity(at: now))),
            .init("target", .number(motion.restingOffset)),
          ]))
      scroll.bounceAt = motion.bounceStart
      scroll.endsAt = motion.restTime
    case .animating:
      scroll.endsAt = motion.restTime
    case .resting, .dragging:
      context.events.append(
        Self.event(.scrollEnded, key, now, [.init("offset", .number(motion.restingOffset))]))
    }
    scrolls[key] = scroll
  }

  var nextScrollDeadline: VirtualTime? {
    var earliest: VirtualTime?
    // Without arrays: the clock asks at every touch sample.
    func consider(_ deadline: VirtualTime?) {
      guard let deadline else { return }
      if earliest.map({ deadline < $0 }) ?? true { earliest = deadline }
    }
    for scroll in scrolls.values {
      consider(scroll.bounceAt)
      consider(scroll.endsAt)
    }
    return earliest
  }

  /// Fires what is due: a fling reaching its edge (`scrollBounced`, with the velocity it hands to
  /// the bounce) and the rest (`scrollEnded`). Nothing is sent: the motion already said both.
  mutating func fireDeadlines(context: inout ComponentContext) {
    let now = context.now
    for key in orderedKeys {
      guard var scroll = scrolls[key] else { continue }
      if let bounce = scroll.bounceAt, bounce <= now {
        context.events.append(
          Self.event(
            .scrollBounced, key, bounce,
            [
              Self.edgeArgument(scroll.motion, at: bounce),
              .init("velocity", .number(scroll.motion.velocity(at: bounce))),
            ]))
        scroll.bounceAt = nil
      }
      if let end = scroll.endsAt, end <= now {
        context.events.append(
          Self.event(
            .scrollEnded, key, end, [.init("offset", .number(scroll.motion.restingOffset))]))
        scroll.endsAt = nil
        scroll.motion = .resting(at: scroll.motion.restingOffset, since: end)
      }
      scrolls[key] = scroll
    }
  }

  /// Tapping the selected tab again at its root scrolls its content to the top: animated
  /// (`scrollToTopAnimation`), or at once with Reduce Motion (Apple's HIG: replace large motion
  /// with an instant change). Nothing at the top, nor while a finger holds the content.
  mutating func scrollToTop(context: inout ComponentContext) {
    let environment = context.environment
    let key = Self.key(environment)
    let now = context.now
    guard environment.showsRootScreen, touch?.tab != key else { return }
    let motion = scroll(key).motion
    let offset = motion.offset(at: now)
    guard offset != 0 || motion.isMoving(at: now) else { return }
    let animated = !context.settings.reduceMotion
    context.events.append(
      Self.event(
        .scrollToTop, key, now,
        [.init("from", .number(offset)), .init("animated", .bool(animated))]
      ))
    if animated {
      start(
        .animating(from: offset, to: 0, with: Self.scrollToTopAnimation, at: now), on: key,
        context: &context)
    } else {
      scrolls[key, default: TabScroll()].stop(at: 0, now: now)
    }
    sendScroll(context: &context)
  }
}
