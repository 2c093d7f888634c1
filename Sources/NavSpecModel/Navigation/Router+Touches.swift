/// Raw touches on the content: the back button's tap and the interactive edge swipe back.
///
/// The swipe (our reading of UIKit's interactive pop, with Flutter's Cupertino constants):
/// - it can start only when the finger lands within `edgeWidth` (20 pt) of the content's leading
///   edge (the right edge in right-to-left), the stack has a screen to pop and no transition runs;
/// - it begins once the finger is 10 pt from where it landed (DragGesture's minimum distance,
///   docs/platform-facts.md#drag-minimum-distance) moving toward the trailing edge more than
///   vertically; otherwise the touch
///   fails and nothing comes of it;
/// - the top screen then follows the finger: its offset is the leading-axis translation from
///   touch-down, clamped to 0...content width;
/// - on release it pops when the finger's velocity (`VelocityEstimator`) is at least one content
///   width per second toward the trailing edge, returns when it is that fast toward the leading
///   edge, and otherwise pops only when the offset is past half the width (exactly half
///   returns). The path changes at the release; the screen then finishes its slide.
/// The back button works like any button: the finger lands on it and lifts on it without a drag
/// having begun.
/// On the root of a tab pushed from the More list (`rootBack`) both work as above the root: the
/// root itself slides off, and the TabView shows its list (`ComponentSignal.rootBack`).
extension Router {
  /// A finger landed on the content of `tab`. Returns whether navigation follows it. `rootBack`:
  /// the root has a screen beneath it (the More list).
  mutating func touchDown(
    finger: Int, at point: Point, tab: String, layout: NavigationLayout, time: VirtualTime,
    rootBack: Bool = false
  ) -> Bool {
    guard touch == nil else { return false }
    let stack = stack(tab)
    guard stack.depth > 0 || rootBack, stack.transition == nil else { return false }
    let onBackButton = layout.backButton.contains(point)
    let leading = layout.leadingDistance(of: point)
    let atEdge = layout.content.contains(point) && leading >= 0 && leading < Self.edgeWidth
    guard onBackButton || atEdge else { return false }
    var touch = ContentTouch(
      finger: finger, tab: tab, start: point, startedOnBackButton: onBackButton,
      startedAtEdge: atEdge)
    touch.velocity.add(leading, at: time)
    self.touch = touch
    return true
  }

  mutating func touchMoved(
    finger: Int, to point: Point, layout: NavigationLayout, time: VirtualTime,
    events: inout [Event]
  ) {
    guard var touch, touch.finger == finger else { return }
    touch.velocity.add(layout.leadingDistance(of: point), at: time)
    let began = touch.drag.move(to: point)
    let translation = touch.drag.leadingTranslation(layout.direction)
    if began, touch.phase == .possible {
      let horizontal = translation > 0 && translation > abs(touch.drag.translation.height)
      if touch.startedAtEdge && horizontal {
        // The screen being swiped: the top one, or the root (`""`) over the More list.
        let top = stack(touch.tab).entries.last
        touch.phase = .swiping
        events.append(
          Event(
            time: time, kind: .backSwipeBegan,
            arguments: [
              .init("tab", .string(touch.tab)),
              .init("route", .string(top?.route.description ?? "")),
            ]))
        beginInteractivePop(on: touch.tab, at: time, events: &events)
      } else {
        touch.phase = .failed
      }
    }
    if touch.phase == .swiping {
      moveInteractivePop(
        on: touch.tab, to: min(max(translation, 0), layout.content.width), at: time)
    }
    self.touch = touch
  }

  /// The finger lifted. Returns why the root was popped off the More list, when it was (the
  /// caller tells the TabView); nil otherwise.
  mutating func touchUp(
    finger: Int, at point: Point, layout: NavigationLayout, time: VirtualTime,
    context: NavigationContext, events: inout [Event]
  ) -> PopCause? {
    guard let tracked = touch, tracked.finger == finger else { return nil }
    if point != tracked.drag.location {
      touchMoved(finger: finger, to: point, layout: layout, time: time, events: &events)
    } else {
      touch?.velocity.add(layout.leadingDistance(of: point), at: time)
    }
    guard let touch else { return nil }
    self.touch = nil
    var rootPopped: PopCause?
    switch touch.phase {
    case .swiping:
      let width = layout.content.width
      let velocity = touch.velocity.velocity
      let fling = Self.flingVelocityInWidths * width
      // Where the finger left the screen: the interactive transition's offset.
      let offset = stack(touch.tab).transition?.offset(at: time) ?? 0
      let pops = abs(velocity) >= fling ? velocity > 0 : offset > width / 2
      events.append(
        Event(
          time: time, kind: .backSwipeEnded,
          arguments: [
            .init("popped", .bool(pops)),
            .init("translation", .number(touch.drag.leadingTranslation(layout.direction))),
            .init("velocity", .number(velocity)),
          ]))
      if pops {
        if let entry = stacks[touch.tab]?.entries.popLast() {
          events.append(popped(entry, tab: touch.tab, cause: .swipe, at: time))
        } else {
          rootPopped = .swipe
        }
      }
      releaseInteractivePop(
        on: touch.tab, completes: pops, width: width, at: time, events: &events)
    case .possible:
      if touch.startedOnBackButton, layout.backButton.contains(point) {
        if stack(touch.tab).depth > 0 {
          pop(on: touch.tab, cause: .back, context: context, events: &events)
        } else {
          popRoot(on: touch.tab, context: context, events: &events)
          rootPopped = .back
        }
      }
    case .failed:
      break
    }
    return rootPopped
  }

  /// The system cancelled the touch: a swipe returns the screen; nothing pops.
  mutating func touchCancelled(
    finger: Int, width: Double, time: VirtualTime, events: inout [Event]
  ) {
    guard let touch, touch.finger == finger else { return }
    self.touch = nil
    guard touch.phase == .swiping else { return }
    events.append(Event(time: time, kind: .backSwipeCancelled))
    releaseInteractivePop(on: touch.tab, completes: false, width: width, at: time, events: &events)
  }
}
