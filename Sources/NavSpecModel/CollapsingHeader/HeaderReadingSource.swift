/// Where the collapsing header's readings come from between two `contentScrolled` signals: the
/// scroll view's motion, sampled once per display frame as SwiftUI's preferences are.
///
/// The design reads `geometry.frame(in: .global).minY` of a zero-height `GeometryReader` at the
/// top of the scroll view's content: the content's top on screen, which is the viewport's top
/// plus the top content inset, less the offset scrolled. A preference is delivered when a frame
/// is drawn and its value changed, so frame k of a motion that began at `origin` reads the offset
/// at `origin + k·frameInterval`; the signal's own instant (a touch sample, a release, new insets)
/// is read too. Counting frames from the motion's start is our decision: a release is itself a
/// touch sample, which the model puts on a frame, so the frames after it continue that cadence.
struct HeaderReadingSource: Hashable, Sendable {
  var motion: ScrollMotion
  /// The reading at offset 0: the viewport's top plus the top content inset.
  var contentTop: Double
  /// Frame 0: the instant the motion began (the signal's, if it came later: never before it).
  var origin: VirtualTime
  /// The instant the signal arrived: nothing earlier is read from this motion.
  var since: VirtualTime
  /// Microseconds between frames, as a real number (1/120 s is not a whole microsecond).
  var frameMicroseconds: Double

  /// 120 Hz when a signal gives no usable interval (docs/design-inputs.md#touch-frame-rate).
  static let fallbackFrameInterval = 1.0 / 120

  init(_ scroll: ContentScroll, at time: VirtualTime) {
    motion = scroll.motion
    contentTop = scroll.viewport.minY + scroll.topInset
    origin = min(scroll.motion.startTime, time)
    since = time
    let interval =
      scroll.frameInterval.isFinite && scroll.frameInterval > 0
      ? scroll.frameInterval : Self.fallbackFrameInterval
    frameMicroseconds = interval * 1_000_000
  }

  /// The design's reading when the content is scrolled `offset` points.
  func reading(offset: Double) -> Double { contentTop - offset }

  /// The instant of frame `index`, rounded to the microsecond.
  func frameTime(_ index: Int64) -> VirtualTime {
    origin + Int64(clamping: (Double(index) * frameMicroseconds).rounded())
  }

  /// The last frame at or before `time` (0 before the first).
  func frame(atOrBefore time: VirtualTime) -> Int64 {
    guard time > origin else { return 0 }
    let elapsed = Double(time.microseconds - origin.microseconds)
    var index = Int64(clamping: min(elapsed / frameMicroseconds, Double(Int64(1) << 52)))
    while frameTime(index + 1) <= time { index += 1 }
    while index > 0, frameTime(index) > time { index -= 1 }
    return index
  }

  /// The first frame at or after `time`.
  func frame(atOrAfter time: VirtualTime) -> Int64 {
    let index = frame(atOrBefore: time)
    return frameTime(index) < time ? index + 1 : index
  }

  /// The reading of frame `index` (the signal's own reading for a frame before the signal).
  func reading(ofFrame index: Int64) -> Double {
    reading(offset: motion.offset(at: max(since, frameTime(index))))
  }

  /// The reading in force at `time`: the last frame's at or before it, or the signal's.
  func reading(at time: VirtualTime) -> Double {
    reading(ofFrame: frame(atOrBefore: time))
  }

  /// Whether the content no longer moves from frame `index` on: at rest, or held by a finger
  /// (only the next signal moves it).
  func isStill(fromFrame index: Int64) -> Bool {
    guard let restTime = motion.restTime else { return true }
    return frameTime(index) >= restTime
  }

  /// The first frame after `frame` whose reading satisfies `wanted`, given the offset at which
  /// `wanted` can begin to hold (`boundary`): the motion's own crossing of the boundary proposes
  /// a frame, and the reading at that frame decides, so that the same arithmetic that computes
  /// readings decides (the crossing is exact to a microsecond, the frames are not). Nil when no
  /// frame does before the content comes to rest.
  func firstFrame(
    after frame: Int64, crossing boundary: Double, where wanted: (Double) -> Bool
  ) -> Int64? {
    var index = frame + 1
    // Bounded by the motion's rest: each turn moves at least one frame forward, and a motion
    // rests within its settling time (a fling within seconds).
    while true {
      let from = frameTime(index)
      if wanted(reading(ofFrame: index)) { return index }
      if isStill(fromFrame: index) { return nil }
      guard let reach = motion.firstTime(reaching: boundary, after: from) else { return nil }
      index = max(index + 1, self.frame(atOrAfter: reach))
    }
  }

  /// The first frame after `frame` whose reading satisfies `wanted`, frame by frame: for a
  /// condition that any change of the reading can meet (a new reading at all), which the next
  /// moving frame almost always does. Nil when none does before the content comes to rest.
  func firstFrame(after frame: Int64, where wanted: (Double) -> Bool) -> Int64? {
    var index = frame + 1
    while true {
      if wanted(reading(ofFrame: index)) { return index }
      if isStill(fromFrame: index) { return nil }
      index += 1
    }
  }
}
