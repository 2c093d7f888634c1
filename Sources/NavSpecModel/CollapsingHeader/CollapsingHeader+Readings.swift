/// What the header does with each reading of the scroll offset: the design's
/// `onPreferenceChange` (take `initialOffset` when it is nil or 0, then `offset`), the new
/// height and radius from `heightAndRadiusForBackground()`, and their linear animations, which
/// combine with those still running (`CombinedTimingValue`).
extension CollapsingHeader {
  /// The design's `onPreferenceChange(OffsetKey.self) { … }` with the value `reading`.
  mutating func receiveReading(
    _ reading: Double, at time: VirtualTime, settings: Settings, events: inout [Event]
  ) {
    if initialOffset == nil || initialOffset == 0 {
      initialOffset = reading
    }
    lastReading = reading
    let target = Self.heightAndRadiusForBackground(initialOffset: initialOffset, offset: reading)
    retarget(height: target.height, radius: target.radius, at: time, settings: settings,
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
    let presentedHeight = height.value(at: time)
    if height.set(newHeight, at: time) {
      heightSettled = false
      events.append(
        .animationBegan(
          Self.heightProperty, from: presentedHeight, to: newHeight, Self.animation, at: time))
    }
    let presentedRadius = radius.value(at: time)
    if radius.set(newRadius, at: time) {
      radiusSettled = false
      events.append(
        .animationBegan(
          Self.radiusProperty, from: presentedRadius, to: newRadius, Self.animation, at: time))
    }
    if wasCollapsed != isCollapsed, settings.voiceOver {
      events.append(Event(time: time, kind: .layoutChanged))
    }
  }

  /// The design's `offset` at `time`: the last reading the content gave by then; nil before
  /// the first.
  func offset(at time: VirtualTime) -> Double? { lastReading }

  /// The `property` of the header's animation events.
  static let heightProperty = "header.height"
  static let radiusProperty = "header.radius"

  /// The next instant the header changes without an input: an animation finishing.
  var nextChange: VirtualTime? {
    [
      heightSettled ? nil : height.finishTime,
      radiusSettled ? nil : radius.finishTime,
    ].compactMap { $0 }.min()
  }

  /// The clock reached `context.now`: the animations that finished by then report it.
  mutating func advanceReadings(context: inout ComponentContext) {
    let now = context.now
    if !heightSettled, let finish = height.finishTime, finish <= now {
      heightSettled = true
      context.events.append(.animationSettled(Self.heightProperty, value: height.target, at: now))
    }
    if !radiusSettled, let finish = radius.finishTime, finish <= now {
      radiusSettled = true
      context.events.append(.animationSettled(Self.radiusProperty, value: radius.target, at: now))
    }
  }
}
