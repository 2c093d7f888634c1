/// What the header does with each reading of the scroll offset: the design's
/// `onPreferenceChange` (take `initialOffset` when it is nil or 0, then `offset`), the new
/// height and radius from `heightAndRadiusForBackground()`, and their linear animations, which
/// combine with those still running (`AnimatedValue`, docs/model.md#animation).
///
/// Readings arrive once per display frame while the content moves (`HeaderReadingSource`), but
/// most of them change nothing the header shows: scrolled up past the start, or more than 40
/// points down, the target stays where it is. So the header acts only at the frames where a
/// reading changes something (`pendingReading`: the next one, found from the motion's crossing
/// of the offsets where the target changes), and reads the frames between lazily
/// (`offset(at:)`). Between 0 and 40 points every frame changes the target, so every frame acts.
extension CollapsingHeader {
  /// The scroll view's motion changed (`contentScrolled`): the frames of the old motion up to
  /// now are read, then the new motion's first reading, now.
  mutating func scrolled(_ scroll: ContentScroll, context: inout ComponentContext) {
    let now = context.now
    lastReading = offset(at: now)
    guard scroll.isOnScreen else {
      // Covered by a pushed screen: no frames of it are drawn, so nothing is read.
      source = nil
      pendingReading = nil
      return
    }
    let source = HeaderReadingSource(scroll, at: now)
    self.source = source
    let reading = source.reading(at: now)
    // A preference that did not change is not delivered.
    if reading != lastReading {
      receiveReading(reading, at: now, settings: context.settings, events: &context.events)
    }
    pendingReading = nextReadingChange(after: now)
  }

  /// The clock reached `context.now`: the reading due now, and the animations that finished.
  mutating func advanceReadings(context: inout ComponentContext) {
    let now = context.now
    if let due = pendingReading, due <= now, let source {
      let reading = source.reading(at: now)
      let previous = now > source.since ? source.reading(at: now + -1) : lastReading
      if reading != previous {
        receiveReading(reading, at: now, settings: context.settings, events: &context.events)
      }
      pendingReading = nextReadingChange(after: now)
    }
    heightAnimation.settle(at: now, events: &context.events)
    radiusAnimation.settle(at: now, events: &context.events)
  }

  /// The design's `onPreferenceChange(OffsetKey.self) { … }` with the value `reading`.
  mutating func receiveReading(
    _ reading: Double, at time: VirtualTime, settings: Settings, events: inout [Event]
  ) {
    if initialOffset == nil || initialOffset == 0 {
      initialOffset = reading
    }
    lastReading = reading
    let target = Self.heightAndRadiusForBackground(initialOffset: initialOffset, offset: reading)
    retarget(
      height: target.height, radius: target.radius, at: time, settings: settings,
      events: &events)
  }

  /// The background heads for (`height`, `radius`); each value that changes starts a linear
  /// animation of its own, combined with the ones still running. With VoiceOver on, collapsing
  /// to the minimum or leaving it posts *layout changed*
  /// (docs/platform-facts.md#screen-changed-notifications).
  mutating func retarget(
    height newHeight: Double, radius newRadius: Double, at time: VirtualTime,
    settings: Settings, events: inout [Event]
  ) {
    let wasCollapsed = isCollapsed
    heightAnimation.set(newHeight, at: time, events: &events)
    radiusAnimation.set(newRadius, at: time, events: &events)
    if wasCollapsed != isCollapsed, settings.voiceOver {
      events.append(Event(time: time, kind: .layoutChanged))
    }
  }

  /// The next frame after `time` whose reading changes the header. With `initialOffset` 0 (the
  /// content's top was at y = 0), any new reading is taken as the new `initialOffset`. Otherwise
  /// the zone of the current reading decides: at or above the start (the maximum), the first
  /// frame below it; more than 40 points below (the minimum), the first frame within 40 points;
  /// in between, the next frame that reads anything else.
  func nextReadingChange(after time: VirtualTime) -> VirtualTime? {
    guard let source, let initialOffset else { return nil }
    let frame = source.frame(atOrBefore: time)
    let current = source.reading(ofFrame: frame)
    let found: Int64?
    if initialOffset == 0 {
      found = source.firstFrame(after: frame) { $0 != current }
    } else if !(initialOffset > current) {
      found = source.firstFrame(
        after: frame, crossing: source.contentTop - initialOffset
      ) { initialOffset > $0 }
    } else if initialOffset - current > Self.threshold {
      found = source.firstFrame(
        after: frame, crossing: source.contentTop - initialOffset + Self.threshold
      ) { !(initialOffset > $0 && initialOffset - $0 > Self.threshold) }
    } else {
      found = source.firstFrame(after: frame) { $0 != current }
    }
    return found.map(source.frameTime)
  }

  /// The design's `offset` at `time`: the reading of the last frame drawn by then (nil before
  /// the first reading).
  func offset(at time: VirtualTime) -> Double? {
    guard let source, lastReading != nil else { return lastReading }
    return source.reading(at: time)
  }

  /// The next instant the header changes without an input: a reading that changes it, or an
  /// animation finishing.
  var nextChange: VirtualTime? {
    [
      pendingReading,
      heightAnimation.pendingSettle,
      radiusAnimation.pendingSettle,
    ].compactMap { $0 }.min()
  }
}
