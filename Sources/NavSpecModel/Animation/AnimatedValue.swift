/// One animatable number on the virtual clock (a pill's x, a header's height, a scale).
///
/// The value keeps only its current segment — where it started, where it is heading and how —
/// and evaluates it in closed form, so `value(at:)` and `velocity(at:)` cost the same O(1) at
/// any instant, a frame or an hour after the start; no frames are stepped.
///
/// Rules:
/// - Reading before the segment's `startTime` returns the segment's `startValue` (and
///   velocity 0): earlier segments are not kept, so the value is held at the start.
/// - Snaps at settle: at and after `settleTime`, `value(at:)` is exactly `target` and
///   `velocity(at:)` is exactly 0. For springs the jump is at most `epsilon` (see
///   `Spring.settlingTime`); for timing curves there is none, the curve has ended.
/// - Retargeting (`animate` while a segment is in flight) follows SwiftUI
///   (docs/platform-facts.md#springs-keep-their-velocity-when-retargeted): springs merge, keeping
///   the presented position and velocity; timing curves
///   restart from the presented position with the velocity dropped.
public struct AnimatedValue: Hashable, Sendable {
  /// The settle tolerance for springs, in the value's units.
  public let epsilon: Double
  /// Where the value is heading, or resting.
  public private(set) var target: Double
  /// The animation of the current or last segment; nil after `jump` or if never animated.
  public private(set) var spec: AnimationSpec?
  /// When the current segment began.
  public private(set) var startTime: VirtualTime
  /// The value when the current segment began.
  public private(set) var startValue: Double
  /// nil when resting (jumped, or never animated); otherwise the instant the current segment
  /// settles: start + duration for timing curves, start + `Spring.settlingTime` for springs,
  /// rounded up to a whole microsecond. It stays set (in the past) once the segment is done.
  public private(set) var settleTime: VirtualTime?

  /// A spring segment's initial velocity (per second); 0 for other segments.
  private var springStartVelocity: Double

  /// The default settle tolerance: 0.001 of the value's unit. Our decision, because for
  /// positions in points that is far below a pixel (1/3 pt on a 3x screen), so the snap at
  /// settle is invisible, while the settle times stay short (ln(1000)/λ for a unit move).
  public static let defaultEpsilon = 0.001

  /// A value at rest at `value` (from the beginning of time).
  public init(_ value: Double, epsilon: Double = AnimatedValue.defaultEpsilon) {
    self.epsilon = epsilon
    self.target = value
    self.spec = nil
    self.startTime = .zero
    self.startValue = value
    self.settleTime = nil
    self.springStartVelocity = 0
  }

  /// Sets the value without animation: it is `value` from `time` on (and, because only the
  /// current segment is kept, reads as `value` before `time` too).
  public mutating func jump(to value: Double, at time: VirtualTime) {
    target = value
    spec = nil
    startTime = time
    startValue = value
    settleTime = nil
    springStartVelocity = 0
  }

  /// Starts animating towards `target` at `time`, from whatever is presented at `time`.
  ///
  /// Interruption (docs/design-inputs.md#interrupting-a-timing-curve):
  /// - a spring keeps the presented position and velocity and heads for the new target
  ///   (SwiftUI springs merge). From a timing curve, the velocity is the curve's own at that
  ///   instant, (to − from) · slope / duration.
  /// - a timing curve starts a new curve from the presented position; the velocity is dropped.
  /// At rest the presented velocity is 0, so both simply start from the resting value.
  /// `time` is expected not to precede `startTime`; if it does, the held start value is used.
  public mutating func animate(to target: Double, with spec: AnimationSpec, at time: VirtualTime) {
    let presentedValue = value(at: time)
    let presentedVelocity = velocity(at: time)
    self.target = target
    self.spec = spec
    startTime = time
    startValue = presentedValue
    switch spec {
    case .timing(_, let duration):
      springStartVelocity = 0
      settleTime = Self.offset(time, bySeconds: duration)
    case .spring(let spring):
      springStartVelocity = presentedVelocity
      let settling = spring.settlingTime(
        from: presentedValue - target, velocity: presentedVelocity, epsilon: epsilon)
      settleTime = Self.offset(time, bySeconds: settling)
    }
  }

  /// The value presented at `time`. O(1).
  public func value(at time: VirtualTime) -> Double {
    if time < startTime { return startValue }
    guard let spec, let settleTime, time < settleTime else { return target }
    // Exactly where the segment began, not target + (startValue − target) with its rounding.
    if time == startTime { return startValue }
    let elapsed = time.seconds(since: startTime)
    switch spec {
    case .timing(let curve, let duration):
      // duration > 0 here: otherwise settleTime == startTime and we returned above.
      return startValue + (target - startValue) * curve.progress(at: elapsed / duration)
    case .spring(let spring):
      let displacement = spring.displacement(
        from: startValue - target, velocity: springStartVelocity, at: elapsed)
      return target + displacement
    }
  }

  /// The velocity (value units per second) at `time`. O(1).
  public func velocity(at time: VirtualTime) -> Double {
    if time < startTime { return 0 }
    guard let spec, let settleTime, time < settleTime else { return 0 }
    let elapsed = time.seconds(since: startTime)
    switch spec {
    case .timing(let curve, let duration):
      return (target - startValue) * curve.slope(at: elapsed / duration) / duration
    case .spring(let spring):
      // Exactly the inherited velocity at the start (the overdamped form rounds).
      if time == startTime { return springStartVelocity }
      return spring.velocity(
        from: startValue - target, velocity: springStartVelocity, at: elapsed)
    }
  }

  /// True while a segment is running: `settleTime` exists and `time` is before it.
  public func isAnimating(at time: VirtualTime) -> Bool {
    guard let settleTime else { return false }
    return time < settleTime
  }

  // MARK: - Private

  /// `time` plus `seconds`, rounded up to a whole microsecond and saturating at the end of the
  /// clock. Non-positive or NaN spans add nothing (an instant change).
  ///
  /// Rounding up keeps the snap at or after the true settle instant. A span that is already a
  /// whole number of microseconds up to floating-point noise (2.007 s is 2007000.0000000002 µs
  /// after multiplying) is not pushed a microsecond late: our decision, because the whole count
  /// converts back to exactly the same Double, so it *is* that duration.
  private static func offset(_ time: VirtualTime, bySeconds seconds: Double) -> VirtualTime {
    guard seconds > 0 else { return time }
    let micros = seconds * 1_000_000
    let nearest = micros.rounded()
    let whole = nearest / 1_000_000 == seconds ? nearest : micros.rounded(.up)
    // Double(Int64.max) is 2^63 µs, the end of the clock; anything at or beyond it saturates.
    let span = whole >= Double(Int64.max) ? Int64.max : Int64(whole)
    let (sum, overflow) = time.microseconds.addingReportingOverflow(span)
    return VirtualTime(microseconds: overflow ? Int64.max : sum)
  }
}
