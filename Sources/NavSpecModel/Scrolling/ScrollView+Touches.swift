/// Raw touches on the content (docs/components/scroll.md#tracking):
/// - a finger that lands in the visible content (below the top inset: the status and navigation
///   bars take what is above) of the tab's root screen belongs to the scroll view; a bar's hit
///   regions keep theirs, so a finger that starts on a bar is the bar's, and one that starts in
///   the content stays the scroll view's when it moves over a bar;
/// - landing on moving content (decelerating, bouncing, scrolling to top) stops it where it is
///   (`scrollCaught`), and that touch selects nothing, as in UIKit;
/// - the pan begins 10 pt from where the finger landed (`scrollBegan`); the content then follows
///   the finger one to one from where the pan began (it does not jump by the slop), rubber-banded
///   past an edge (`RubberBand`);
/// - the release (`scrollEndedDragging`) flings with the finger's velocity (`VelocityEstimator`)
///   or bounces back from past an edge; a cancel is a release at zero velocity.
extension ScrollView {
  /// The resting offsets of the selected tab's scroll view: 0...maxOffset.
  static func bounds(_ scroll: ContentScroll) -> ClosedRange<Double> { 0...scroll.maxOffset }

  mutating func touchDown(finger: Int, at point: Point, context: inout ComponentContext) -> Bool {
    let environment = context.environment
    guard touch == nil, environment.showsRootScreen else { return false }
    let content = environment.content
    let frame = content.frame
    guard point.x >= frame.minX, point.x < frame.maxX, point.y >= frame.minY + content.topInset,
      point.y < frame.maxY
    else { return false }
    let key = Self.key(environment)
    let now = context.now
    let motion = scroll(key).motion
    let offset = motion.offset(at: now)
    let moving = motion.isMoving(at: now)
    if moving {
      // UIKit: a touch on decelerating content stops it, and is not delivered as a tap.
      scrolls[key, default: TabScroll()].stop(at: offset, now: now)
      context.events.append(Self.event(.scrollCaught, key, now, [.init("offset", .number(offset))]))
      sendScroll(context: &context)
    }
    var touch = ScrollTouch(
      finger: finger, tab: key, start: point, offset: offset, caughtMotion: moving)
    touch.velocity.add(point.y, at: now)
    self.touch = touch
    return true
  }

  mutating func moveFinger(_ finger: Int, to point: Point, context: inout ComponentContext) {
    guard touch?.finger == finger, var touch = touch.take() else { return }
    // Taken out while it changes (every path puts it back), so that its samples are not copied.
    let now = context.now
    touch.velocity.add(point.y, at: now)
    switch touch.phase {
    case .possible:
      guard GestureThresholds.reaches(touch.start.distance(to: point), Self.panSlop) else {
        self.touch = touch
        return
      }
      // The pan begins here; the content follows the finger from this point on.
      let scroll = currentScroll(in: context.environment)
      touch.phase = .tracking
      touch.anchorY = point.y
      touch.anchorRawOffset = RubberBand.raw(
        showing: touch.offset, bounds: Self.bounds(scroll), dimension: scroll.viewport.height)
      self.touch = touch
      context.events.append(
        Self.event(.scrollBegan, touch.tab, now, [.init("offset", .number(touch.offset))]))
      scrolls[touch.tab, default: TabScroll()].hold(at: touch.offset, now: now)
      sendScroll(context: &context)
    case .tracking:
      // The scroll on screen, built once from the held motion rather than looked up again for
      // the bounds and for the signal: this runs at every raw sample of a pan.
      let environment = context.environment
      var shown = contentScroll(.dragging(at: touch.offset, since: now), in: environment)
      let raw = touch.anchorRawOffset + (touch.anchorY - point.y)
      let offset = RubberBand.offset(
        raw: raw, bounds: Self.bounds(shown), dimension: shown.viewport.height)
      let changed = offset != touch.offset
      touch.offset = offset
      self.touch = touch
      guard changed else { return }
      scrolls[touch.tab, default: TabScroll()].hold(at: offset, now: now)
      if touch.tab == Self.key(environment) {
        shown.motion = .dragging(at: offset, since: now)  // what `hold` just set
        send(shown, context: &context)
      } else {
        sendScroll(context: &context)
      }
    }
  }

  mutating func touchUp(finger: Int, at point: Point, context: inout ComponentContext) {
    guard let tracked = touch, tracked.finger == finger else { return }
    moveFinger(finger, to: point, context: &context)
    guard let touch else { return }
    // Content velocity is the finger's, reversed: a finger moving up scrolls the content down.
    release(
      touch, velocity: touch.phase == .tracking ? -touch.velocity.velocity : 0,
      context: &context)
  }

  /// The finger is gone: a pan ends dragging and flings, bounces back or rests; a finger that
  /// only stopped moving content lets it rest there, or bounce back from past an edge.
  mutating func release(
    _ touch: ScrollTouch, velocity: Double, context: inout ComponentContext
  ) {
    self.touch = nil
    let environment = context.environment
    let now = context.now
    guard touch.phase == .tracking || touch.caughtMotion else { return }
    let scroll = currentScroll(in: environment)
    let bounds = Self.bounds(scroll)
    let releaseVelocity = touch.phase == .tracking ? velocity : 0
    let motion = ScrollMotion.decelerating(
      from: touch.offset, velocity: releaseVelocity, rate: rate, bounds: bounds, at: now)
    let moves = motion.isMoving(at: now)
    if touch.phase == .tracking {
      context.events.append(
        Self.event(
          .scrollEndedDragging, touch.tab, now,
          [
            .init("offset", .number(touch.offset)), .init("velocity", .number(releaseVelocity)),
            .init("decelerates", .bool(moves)),
          ]))
    }
    start(motion, on: touch.tab, context: &context)
    sendScroll(context: &context)
  }
}

extension TabScroll {
  /// Stopped where it is, nothing pending.
  mutating func stop(at offset: Double, now: VirtualTime) {
    motion = .resting(at: offset, since: now)
    bounceAt = nil
    endsAt = nil
  }

  /// Held by the finger.
  mutating func hold(at offset: Double, now: VirtualTime) {
    motion = .dragging(at: offset, since: now)
    bounceAt = nil
    endsAt = nil
  }
}
