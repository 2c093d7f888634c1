/// Push, pop, pop to root and replacing the path: the NavigationPath operations
/// (`path.append`, `removeLast()`, `removeLast(path.count)`, assigning a new path) of the design's
/// router (docs/design-inputs.md#navigation). The path changes at once; the transition that shows
/// it follows (`Router+Transitions`).
extension Router {
  /// Why a screen was popped: the `cause` of `popped`.
  public enum PopCause: String, Hashable, Sendable, CaseIterable {
    /// The back button.
    case back
    /// The interactive edge swipe, released past the threshold.
    case swipe
    /// VoiceOver's escape gesture (two-finger Z).
    case voiceOver = "voiceover"
    /// The app: `pop` in a scenario (`path.removeLast()`).
    case program
  }

  /// Why a stack went back to its root: the `cause` of `poppedToRoot`.
  public enum PopToRootCause: String, Hashable, Sendable, CaseIterable {
    /// The selected tab was tapped again (the iOS convention).
    case reselect
    /// The app: `pop to root` in a scenario (`path.removeLast(path.count)`).
    case program
  }

  /// Pushes a screen on `tab`'s stack and slides (or fades) it in.
  mutating func push(
    _ entry: NavigationStack.Entry, on tab: String, context: NavigationContext,
    events: inout [Event]
  ) {
    interrupt(tab, at: context.time, events: &events)
    stacks[tab, default: NavigationStack(rootTitle: tab)].entries.append(entry)
    events.append(
      Event(
        time: context.time, kind: .pushed,
        arguments: [
          .init("tab", .string(tab)), .init("route", .string(entry.route.description)),
          .init("depth", .number(Double(stack(tab).depth))),
        ]))
    beginTransition(on: tab, .push, route: entry.route, context: context, events: &events)
  }

  /// Pops the top screen; nil at the root, where nothing happens (the document's Router guards
  /// `pop()` with `if !path.isEmpty`).
  @discardableResult
  mutating func pop(
    on tab: String, cause: PopCause, context: NavigationContext, events: inout [Event]
  ) -> NavigationStack.Entry? {
    guard stack(tab).depth > 0 else { return nil }
    interrupt(tab, at: context.time, events: &events)
    guard let entry = stacks[tab]?.entries.popLast() else { return nil }
    events.append(popped(entry, tab: tab, cause: cause, at: context.time))
    beginTransition(on: tab, .pop, route: entry.route, context: context, events: &events)
    return entry
  }

  func popped(
    _ entry: NavigationStack.Entry, tab: String, cause: PopCause, at time: VirtualTime
  ) -> Event {
    Event(
      time: time, kind: .popped,
      arguments: [
        .init("tab", .string(tab)), .init("route", .string(entry.route.description)),
        .init("depth", .number(Double(stack(tab).depth))), .init("cause", .string(cause.rawValue)),
      ])
  }

  /// Pops everything above the root; the old top slides away over the root. Returns the screens
  /// removed (none at the root, where nothing happens).
  @discardableResult
  mutating func popToRoot(
    on tab: String, cause: PopToRootCause, context: NavigationContext, events: inout [Event]
  ) -> SharedStack<NavigationStack.Entry> {
    let removed = stack(tab).entries
    guard let top = removed.last else { return removed }
    interrupt(tab, at: context.time, events: &events)
    stacks[tab]?.entries.removeAll()
    events.append(
      Event(
        time: context.time, kind: .poppedToRoot,
        arguments: [
          .init("tab", .string(tab)), .init("count", .number(Double(removed.count))),
          .init("cause", .string(cause.rawValue)),
        ]))
    beginTransition(on: tab, .pop, route: top.route, context: context, events: &events)
    return removed
  }

  /// Slides `tab`'s screens in over the More list, which has just pushed them: the top screen
  /// (the root when nothing is pushed) enters as after a push. The path does not change.
  mutating func pushRoot(on tab: String, context: NavigationContext, events: inout [Event]) {
    interrupt(tab, at: context.time, events: &events)
    beginTransition(
      on: tab, .push, route: stack(tab).entries.last?.route, context: context, events: &events)
  }

  /// Slides the root of `tab` off the More list beneath it (its back button, VoiceOver): the
  /// path does not change (it is empty); the TabView shows the list.
  mutating func popRoot(on tab: String, context: NavigationContext, events: inout [Event]) {
    interrupt(tab, at: context.time, events: &events)
    beginTransition(on: tab, .pop, route: nil, context: context, events: &events)
  }

  /// Replaces the whole path. A deeper path animates as a push of its new top, a shallower one as
  /// a pop of the old top, one as deep with a different top as a push (our decision, following
  /// UIKit's `setViewControllers(_:animated:)`); the same path changes nothing and emits nothing.
  mutating func replacePath(
    on tab: String, with entries: [NavigationStack.Entry], context: NavigationContext,
    events: inout [Event]
  ) {
    let old = stack(tab).entries
    guard old.map(\.route) != entries.map(\.route) else { return }
    interrupt(tab, at: context.time, events: &events)
    stacks[tab]?.entries = SharedStack(entries)
    events.append(
      Event(
        time: context.time, kind: .pathReplaced,
        arguments: [
          .init("tab", .string(tab)), .init("path", .string(Route.spell(entries.map(\.route)))),
        ]))
    if entries.count >= old.count, let top = entries.last {
      beginTransition(on: tab, .push, route: top.route, context: context, events: &events)
    } else if let top = old.last {
      beginTransition(on: tab, .pop, route: top.route, context: context, events: &events)
    }
  }

  /// Sets a path without animation (a deep link, a restore): any transition on the stack ends at
  /// once and the new top simply is there.
  mutating func setPath(
    on tab: String, to entries: [NavigationStack.Entry], at time: VirtualTime,
    events: inout [Event]
  ) {
    interrupt(tab, at: time, events: &events)
    // The same path keeps its screens: a link or a restore to what is shown shows nothing new.
    let same = stack(tab).entries.elementsEqual(entries) {
      $0.route == $1.route && $0.title == $1.title
    }
    guard !same else { return }
    stacks[tab]?.entries = SharedStack(entries)
  }

  /// A change to `tab`'s stack while the finger swipes it or a transition runs: the swipe is
  /// cancelled and the transition ends at once (our decision: UIKit refuses or queues a second
  /// transition; ending the first keeps every `transitionBegan` paired and the outcome exact).
  mutating func interrupt(_ tab: String, at time: VirtualTime, events: inout [Event]) {
    if let touch, touch.tab == tab, touch.phase == .swiping {
      self.touch?.phase = .failed
      stacks[tab]?.transition?.completes = false
      events.append(Event(time: time, kind: .backSwipeCancelled))
    }
    endTransitionNow(on: tab, at: time, events: &events)
  }
}
