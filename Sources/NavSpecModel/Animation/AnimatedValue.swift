/// One animatable number on the virtual clock (a pill's x, a header's height, a scale), animated
/// the way SwiftUI animates a value (docs/model.md#animation).
///
/// The value keeps the animations that still run on it and evaluates them in closed form, so
/// `value(at:)` and `velocity(at:)` cost the same at any instant, a frame or an hour after the
/// start; no frames are stepped.
///
/// Rules (docs/platform-facts.md#interrupting-an-animation):
/// - **A change that changes nothing starts nothing.** `animate(to:)` with the target the value
///   already heads for returns false and leaves the running animations alone: SwiftUI animates
///   changes of a value, and an assignment of the same value is none.
/// - **Springs merge.** A spring started while anything runs takes over the presented position
///   and heads for the new target alone. It keeps the velocity of a spring it replaces; a timing
///   curve, or a combination of animations, reports no velocity, so the spring starts from rest
///   (SwiftUI's `FluidSpringAnimation.shouldMerge` asks the previous animation for its velocity,
///   and only springs answer).
/// - **Timing curves combine.** A timing curve started while others run does not replace them:
///   each change keeps running towards its own target, and the new one moves from what the
///   earlier ones present at each instant, v_i(t) = v_{i−1}(t) + (T_i − v_{i−1}(t))·p_i(t). A
///   finished one presents its target, whatever came before it.
/// - **The last one ends them all.** The value settles when its latest animation does (a timing
///   curve at its duration, a spring when it is within `epsilon`); from then on it reads exactly
///   its target ("snaps at settle").
/// - **A change without animation shifts what runs** (`shift(by:at:)`): the presented value moves
///   by the change at once and the animations in flight carry on, as SwiftUI adds a change made
///   without a transaction's animation to the running animator. `jump(to:at:)` stops everything.
/// - Reading before the oldest running animation began returns the value it began from (earlier
///   states are not kept).
public struct AnimatedValue: Hashable, Sendable {
  /// One animation still running: when it began and ends, where it heads, and how.
  struct Segment: Hashable, Sendable {
    enum Motion: Hashable, Sendable {
      case timing(TimingCurve, duration: Double)
      /// A spring's own start: where it took over and at what velocity (per second).
      case spring(Spring, from: Double, velocity: Double)
    }

    var start: VirtualTime
    /// When it finishes: start + duration for a timing curve, start + `Spring.settlingTime` for
    /// a spring, rounded up to a whole microsecond.
    var end: VirtualTime
    var target: Double
    var motion: Motion
  }

  /// The settle tolerance for springs, in the value's units.
  public let epsilon: Double
  /// Where the value is heading, or resting: the model value.
  public private(set) var target: Double
  /// What the running animations fold onto: the value before the oldest one began (or the
  /// target of the last one folded away).
  private(set) var base: Double
  /// The oldest running animation; nil at rest. Kept apart from the rest so that the common case,
  /// one animation, allocates nothing.
  private(set) var head: Segment?
  /// The animations that began after `head` while it ran, oldest first: timing curves only (a
  /// spring merges with whatever runs, so it is always alone when it begins).
  private(set) var tail: [Segment] = []
  /// nil when resting (jumped, or never animated); otherwise the instant the latest animation
  /// ends, which ends every other: it stays set (in the past) once the animation is done.
  public private(set) var settleTime: VirtualTime?

  /// The default settle tolerance: 0.001 of the value's unit. Our decision, because for
  /// positions in points that is far below a pixel (1/3 pt on a 3x screen), so the snap at
  /// settle is invisible, while the settle times stay short (ln(1000)/λ for a unit move).
  public static let defaultEpsilon = 0.001

  /// A value at rest at `value` (from the beginning of time).
  public init(_ value: Double, epsilon: Double = AnimatedValue.defaultEpsilon) {
    self.epsilon = epsilon
    target = value
    base = value
    head = nil
    settleTime = nil
  }

  /// Sets the value without animation, stopping whatever runs: it is `value` from `time` on
  /// (and, because only the current state is kept, reads as `value` before `time` too).
  public mutating func jump(to value: Double, at time: VirtualTime) {
    target = value
    base = value
    head = nil
    if !tail.isEmpty { tail.removeAll() }
    settleTime = nil
  }

  /// A change of the model value by `delta` made without animation: the presented value moves by
  /// `delta` at once and the animations in flight carry on towards targets moved by as much. At
  /// rest it is a jump.
  public mutating func shift(by delta: Double, at time: VirtualTime) {
    guard delta != 0 else { return }
    guard isAnimating(at: time) else {
      jump(to: value(at: time) + delta, at: time)
      return
    }
    target += delta
    base += delta
    head?.shift(by: delta)
    for index in tail.indices { tail[index].shift(by: delta) }
  }

  /// Starts animating towards `target` at `time`, by the rules above. Returns false, and changes
  /// nothing, when `target` is where the value already heads. `time` is expected not to precede
  /// the latest start.
  @discardableResult
  public mutating func animate(to target: Double, with spec: AnimationSpec, at time: VirtualTime)
    -> Bool
  {
    guard target != self.target else { return false }
    let presented = value(at: time)
    switch spec {
    case .timing(_, let duration) where !(duration > 0):
      // An instant change: SwiftUI's curve reports itself finished at once, so it ends (and
      // settles) where it begins.
      jump(to: target, at: time)
      settleTime = time
      return true
    case .timing(let curve, let duration):
      foldFinished(at: time)
      let segment = Segment(
        start: time, end: Self.offset(time, bySeconds: duration), target: target,
        motion: .timing(curve, duration: duration))
      if head == nil {
        base = presented
        head = segment
      } else {
        tail.append(segment)
      }
      settleTime = segment.end
    case .spring(let spring):
      let velocity = mergedVelocity(at: time)
      let settling = spring.settlingTime(
        from: presented - target, velocity: velocity, epsilon: epsilon)
      let segment = Segment(
        start: time, end: Self.offset(time, bySeconds: settling), target: target,
        motion: .spring(spring, from: presented, velocity: velocity))
      base = presented
      head = segment
      if !tail.isEmpty { tail.removeAll() }
      settleTime = segment.end
    }
    self.target = target
    return true
  }

  /// The value presented at `time`. O(k), k being the animations still running (one, unless a
  /// timing curve interrupted another).
  public func value(at time: VirtualTime) -> Double {
    presented(at: time).value
  }

  /// The velocity (value units per second) at `time`: the derivative of the presented value.
  public func velocity(at time: VirtualTime) -> Double {
    presented(at: time).velocity
  }

  /// True while an animation is running: `settleTime` exists and `time` is before it.
  public func isAnimating(at time: VirtualTime) -> Bool {
    guard let settleTime else { return false }
    return time < settleTime
  }

  /// How many animations are running at `time`: the k that reading the value costs.
  public func runningCount(at time: VirtualTime) -> Int {
    guard isAnimating(at: time) else { return 0 }
    return segments.count { $0.start <= time && time < $0.end }
  }

  // MARK: - Internals shared with the extrema

  /// The running animations, oldest first.
  var segments: [Segment] {
    guard let head else { return [] }
    return [head] + tail
  }

  /// The latest animation's spec; nil at rest.
  public var spec: AnimationSpec? { latest?.spec }

  /// When the latest animation began; the beginning of time at rest.
  public var startTime: VirtualTime { latest?.start ?? .zero }

  /// The value presented when the latest animation began; the value itself at rest.
  public var startValue: Double {
    guard let latest else { return target }
    return presented(at: latest.start).value
  }

  /// The animation that began last.
  private var latest: Segment? { tail.last ?? head }

  /// The presented value and its derivative at `time`, folding the running animations in order.
  /// Before the oldest began it reads as where that one began (earlier states are not kept).
  func presented(at time: VirtualTime) -> (value: Double, velocity: Double) {
    guard let head, let settleTime, time < settleTime else { return (target, 0) }
    var state = (value: base, velocity: 0.0)
    guard head.fold(into: &state, at: time) else { return state }
    for segment in tail {
      guard segment.fold(into: &state, at: time) else { break }
    }
    return state
  }

  /// `presented(at:)` at `seconds` after `reference`, between whole microseconds: where the
  /// extrema are (`AnimatedValue+Extrema.swift`). Elapsed times are measured from `reference`,
  /// so they keep their precision an hour into a scenario.
  func presented(seconds: Double, after reference: VirtualTime) -> (value: Double, velocity: Double)
  {
    guard let head, let settleTime, seconds < settleTime.seconds(since: reference) else {
      return (target, 0)
    }
    var state = (value: base, velocity: 0.0)
    func fold(_ segment: Segment) -> Bool {
      let elapsed = seconds - segment.start.seconds(since: reference)
      let length = segment.end.seconds(since: segment.start)
      return segment.fold(into: &state, elapsed: elapsed, finished: elapsed >= length)
    }
    guard fold(head) else { return state }
    for segment in tail {
      guard fold(segment) else { break }
    }
    return state
  }

  // MARK: - Private

  /// The velocity a spring starting at `time` takes over: a lone spring's own; nothing from a
  /// timing curve or a combination, which report none (SwiftUI's `velocity(value:time:context:)`
  /// is nil for them), nor at rest.
  private func mergedVelocity(at time: VirtualTime) -> Double {
    guard tail.isEmpty, let head, case .spring = head.motion, time < head.end else { return 0 }
    return presented(at: time).velocity
  }

  /// Drops the animations that have finished by `time` from the front: a finished animation
  /// presents its target whatever came before it, so nothing before it is needed again.
  private mutating func foldFinished(at time: VirtualTime) {
    guard let first = head else { return }
    if tail.isEmpty, first.end > time { return }
    var finished: Segment? = nil
    var remaining: [Segment] = []
    for segment in [first] + tail {
      if segment.end <= time {
        finished = segment
        remaining.removeAll()
      } else {
        remaining.append(segment)
      }
    }
    guard let finished else { return }
    base = finished.target
    head = remaining.first
    tail = Array(remaining.dropFirst())
  }

  /// `time` plus `seconds`, rounded up to a whole microsecond and saturating at the end of the
  /// clock. Non-positive or NaN spans add nothing (an instant change).
  ///
  /// Rounding up keeps the snap at or after the true settle instant. A span that is already a
  /// whole number of microseconds up to floating-point noise (2.007 s is 2007000.0000000002 µs
  /// after multiplying) is not pushed a microsecond late: our decision, because the whole count
  /// converts back to exactly the same Double, so it *is* that duration.
  static func offset(_ time: VirtualTime, bySeconds seconds: Double) -> VirtualTime {
    guard seconds > 0 else { return time }
    let micros = seconds * 1_000_000
    let nearest = micros.rounded()
    let whole = nearest / 1_000_000 == seconds ? nearest : micros.rounded(.up)
    // Anything at or beyond 2^63 µs, the end of the clock, saturates (and NaN is no time).
    let span = Int64(clamping: whole)
    let (sum, overflow) = time.microseconds.addingReportingOverflow(span)
    return VirtualTime(microseconds: overflow ? Int64.max : sum)
  }
}

extension AnimatedValue.Segment {
  /// The animation as it was asked for.
  var spec: AnimationSpec {
    switch motion {
    case .timing(let curve, let duration): .timing(curve, duration: duration)
    case .spring(let spring, _, _): .spring(spring)
    }
  }

  /// Folds this animation into `state` (the value and velocity the animations before it present
  /// at `time`). Returns false when it has not begun by `time` (nor has any later one).
  func fold(into state: inout (value: Double, velocity: Double), at time: VirtualTime) -> Bool {
    guard time >= start else { return false }
    // Exactly where a spring took over, not target + (from − target) with its rounding.
    if time == start, case .spring(_, let from, let velocity) = motion {
      state = (from, velocity)
      return true
    }
    return fold(into: &state, elapsed: time.seconds(since: start), finished: time >= end)
  }

  /// `fold(into:at:)` `elapsed` seconds after the animation began.
  func fold(into state: inout (value: Double, velocity: Double), elapsed: Double, finished: Bool)
    -> Bool
  {
    guard elapsed >= 0 else { return false }
    guard !finished else {
      state = (target, 0)
      return true
    }
    switch motion {
    case .timing(let curve, let duration):
      let fraction = elapsed / duration
      let progress = curve.progress(at: fraction)
      let slope = curve.slope(at: fraction) / duration
      let remaining = target - state.value
      state = (
        state.value + remaining * progress,
        state.velocity * (1 - progress) + remaining * slope
      )
    case .spring(let spring, let from, let velocity):
      state = (
        target + spring.displacement(from: from - target, velocity: velocity, at: elapsed),
        spring.velocity(from: from - target, velocity: velocity, at: elapsed)
      )
    }
    return true
  }

  /// The same animation with its target (and a spring's start) moved by `delta`.
  mutating func shift(by delta: Double) {
    target += delta
    if case .spring(let spring, let from, let velocity) = motion {
      motion = .spring(spring, from: from + delta, velocity: velocity)
    }
  }
}
