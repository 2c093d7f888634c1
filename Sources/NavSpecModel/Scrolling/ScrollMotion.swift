#if canImport(Glibc)
  import Glibc
#else
  import Darwin
#endif

/// How a scroll view's offset moves from an instant on, until the next change replaces it: at
/// rest, following a finger, decelerating after a fling (then perhaps bouncing off an edge), or
/// animating to a target. Every question (`offset(at:)`, `velocity(at:)`, `phase(at:)`,
/// `firstTime(reaching:after:)`) is answered in closed form, so it costs the same a frame or an
/// hour after the start.
///
/// Offsets are points scrolled down from the content's top resting position: 0 at the top,
/// positive scrolled down, negative pulled past the top. Velocities are points per second,
/// positive when scrolling down.
///
/// A motion has at most two pieces (a fling that reaches an edge hands its velocity to the
/// bounce), kept inline rather than in an array: a new motion is made at every touch sample of
/// a drag, and it must not allocate.
public struct ScrollMotion: Hashable, Sendable {
  /// What the content is doing.
  public enum Phase: String, Hashable, Sendable, CaseIterable {
    case resting, dragging, decelerating, bouncing, animating
  }

  /// One closed-form piece, in seconds since its start.
  enum Shape: Hashable, Sendable {
    /// Held at an offset.
    case still(Double)
    /// UIKit's deceleration: x(t) = x0 + v0·(e^(k·t) − 1)/k.
    case deceleration(x0: Double, v0: Double, k: Double)
    /// A spring heading for `target` from `displacement` (offset − target) with `velocity`.
    case spring(target: Double, displacement: Double, velocity: Double, Spring)
    /// A timing curve from `from` to `to` over `duration` seconds.
    case curve(from: Double, to: Double, TimingCurve, duration: Double)
  }

  struct Piece: Hashable, Sendable {
    var start: VirtualTime
    var phase: Phase
    var shape: Shape
  }

  private var first: Piece
  private var second: Piece?
  /// When the motion comes to rest (nil while a finger holds it: open-ended).
  public private(set) var restTime: VirtualTime?
  /// Where it ends up; while dragging, where the finger holds it.
  public private(set) var restingOffset: Double

  /// Below this speed a decelerating scroll view stops: 0.5 pt/s, the threshold of public
  /// re-implementations of UIKit's deceleration (docs/components/scroll.md). At that instant the
  /// offset is exactly the asymptote x0 − v0/k (at most 0.5/|k| pt away: 0.25 pt for `.normal`).
  public static let restingSpeed = 0.5

  /// The spring that returns the content to an edge: Flutter's `BouncingScrollSimulation`
  /// (mass 0.5, stiffness 100, damping ratio 1.1, so ω = √(100/0.5) = 14.142 /s and the
  /// response 2π/ω = 0.444 s; overdamped, no overshoot).
  public static let bounceSpring = Spring(
    response: 2 * Double.pi / (100.0 / 0.5).squareRoot(), dampingFraction: 1.1)

  /// The settle tolerance of springs, in points (`AnimatedValue.defaultEpsilon`).
  static let springEpsilon = AnimatedValue.defaultEpsilon

  private init(first: Piece, second: Piece?, restTime: VirtualTime?, restingOffset: Double) {
    self.first = first
    self.second = second
    self.restTime = restTime
    self.restingOffset = restingOffset
  }

  // MARK: Making motions

  /// At rest at `offset` from `time` on.
  public static func resting(at offset: Double, since time: VirtualTime) -> ScrollMotion {
    ScrollMotion(
      first: Piece(start: time, phase: .resting, shape: .still(offset)), second: nil,
      restTime: time, restingOffset: offset)
  }

  /// Held by a finger at `offset` (the next touch sample sends a new motion).
  public static func dragging(at offset: Double, since time: VirtualTime) -> ScrollMotion {
    ScrollMotion(
      first: Piece(start: time, phase: .dragging, shape: .still(offset)), second: nil,
      restTime: nil, restingOffset: offset)
  }

  /// A fling released at `offset` with `velocity`, decelerating at `rate` within `bounds` (the
  /// resting offsets, 0...maxOffset). If it would pass an edge, it reaches the edge with the
  /// velocity it has there and the bounce spring takes over from the edge; released already
  /// past an edge, it bounces at once.
  public static func decelerating(
    from offset: Double, velocity: Double, rate: DecelerationRate,
    bounds: ClosedRange<Double>, at time: VirtualTime
  ) -> ScrollMotion {
    if offset < bounds.lowerBound {
      return bouncing(from: offset, velocity: velocity, to: bounds.lowerBound, at: time)
    }
    if offset > bounds.upperBound {
      return bouncing(from: offset, velocity: velocity, to: bounds.upperBound, at: time)
    }
    let k = rate.k
    guard abs(velocity) > restingSpeed, k < 0, k.isFinite, velocity.isFinite else {
      return resting(at: offset, since: time)
    }
    let asymptote = offset - velocity / k
    // The speed |v0|·e^(k·t) reaches the resting speed at ln(restingSpeed/|v0|)/k.
    let duration = log(restingSpeed / abs(velocity)) / k
    let decelerating = Piece(
      start: time, phase: .decelerating, shape: .deceleration(x0: offset, v0: velocity, k: k))
    let edge = velocity > 0 ? bounds.upperBound : bounds.lowerBound
    let passesEdge = velocity > 0 ? asymptote > edge : asymptote < edge
    if passesEdge {
      // x(t) = edge  ⇔  e^(k·t) = 1 + k·(edge − x0)/v0.
      let hit = log(1 + k * (edge - offset) / velocity) / k
      if hit.isFinite, hit < duration {
        let hitTime = time + microseconds(hit)
        let edgeVelocity = velocity * exp(k * hit)
        let settle = bounceSpring.settlingTime(
          from: 0, velocity: edgeVelocity, epsilon: springEpsilon)
        let bounce = Piece(
          start: hitTime, phase: .bouncing,
          shape: .spring(target: edge, displacement: 0, velocity: edgeVelocity, bounceSpring))
        return ScrollMotion(
          first: decelerating, second: bounce, restTime: hitTime + microseconds(settle),
          restingOffset: edge)
      }
      // The edge lies within the last fraction of a point before the stop: it stops there.
      return ScrollMotion(
        first: decelerating, second: nil, restTime: time + microseconds(duration),
        restingOffset: edge)
    }
    return ScrollMotion(
      first: decelerating, second: nil, restTime: time + microseconds(duration),
      restingOffset: asymptote)
  }

  /// Released (or caught) past an edge: the bounce spring from `offset` with `velocity` back to
  /// `edge`.
  public static func bouncing(
    from offset: Double, velocity: Double, to edge: Double, at time: VirtualTime
  ) -> ScrollMotion {
    let displacement = offset - edge
    let settle = bounceSpring.settlingTime(
      from: displacement, velocity: velocity, epsilon: springEpsilon)
    return ScrollMotion(
      first: Piece(
        start: time, phase: .bouncing,
        shape: .spring(
          target: edge, displacement: displacement, velocity: velocity, bounceSpring)),
      second: nil, restTime: time + microseconds(settle), restingOffset: edge)
  }

  /// A programmatic scroll (scroll to top) from `offset` to `target` with `spec`. A spring
  /// starts from rest.
  public static func animating(
    from offset: Double, to target: Double, with spec: AnimationSpec, at time: VirtualTime
  ) -> ScrollMotion {
    let shape: Shape
    let duration: Double
    switch spec {
    case .timing(let curve, let seconds):
      shape = .curve(from: offset, to: target, curve, duration: seconds)
      duration = seconds
    case .spring(let spring):
      shape = .spring(target: target, displacement: offset - target, velocity: 0, spring)
      duration = spring.settlingTime(
        from: offset - target, velocity: 0, epsilon: springEpsilon)
    }
    return ScrollMotion(
      first: Piece(start: time, phase: .animating, shape: shape), second: nil,
      restTime: time + microseconds(duration), restingOffset: target)
  }

  /// Seconds as whole microseconds, rounded up so that a piece never ends early.
  private static func microseconds(_ seconds: Double) -> Int64 {
    guard seconds.isFinite, seconds > 0 else { return 0 }
    return Int64(clamping: min((seconds * 1_000_000).rounded(.up), Double(Int64(1) << 52)))
  }

  // MARK: Reading

  /// When the motion began.
  public var startTime: VirtualTime { first.start }

  /// When a fling that reaches an edge hands its velocity to the bounce; nil for any other
  /// motion (the scroll view tells its delegate `scrollBounced` at that instant).
  public var bounceStart: VirtualTime? { second?.start }

  /// The piece in force at `time`; nil once at rest.
  private func piece(at time: VirtualTime) -> Piece? {
    if let restTime, time >= restTime { return nil }
    if let second, time >= second.start { return second }
    return first
  }

  /// The offset at `time`. Before the start it is the start's offset (nothing earlier is kept).
  public func offset(at time: VirtualTime) -> Double {
    guard let piece = piece(at: time) else { return restingOffset }
    return Self.offset(of: piece.shape, at: time.seconds(since: piece.start))
  }

  /// The velocity at `time`, in points per second (0 before the start and at rest).
  public func velocity(at time: VirtualTime) -> Double {
    guard time >= first.start, let piece = piece(at: time) else { return 0 }
    return Self.velocity(of: piece.shape, at: time.seconds(since: piece.start))
  }

  /// What the content is doing at `time`.
  public func phase(at time: VirtualTime) -> Phase {
    guard let piece = piece(at: time) else { return .resting }
    return piece.phase
  }

  /// Whether the content still moves at `time` (a finger's hold is not motion).
  public func isMoving(at time: VirtualTime) -> Bool {
    switch phase(at: time) {
    case .resting, .dragging: return false
    case .decelerating, .bouncing, .animating: return true
    }
  }

  static func offset(of shape: Shape, at t: Double) -> Double {
    let t = max(t, 0)
    switch shape {
    case .still(let offset):
      return offset
    case .deceleration(let x0, let v0, let k):
      return x0 + v0 * expm1(k * t) / k
    case .spring(let target, let displacement, let velocity, let spring):
      return target + spring.displacement(from: displacement, velocity: velocity, at: t)
    case .curve(let from, let to, let curve, let duration):
      let fraction = duration > 0 ? t / duration : 1
      return from + (to - from) * curve.progress(at: fraction)
    }
  }

  static func velocity(of shape: Shape, at t: Double) -> Double {
    let t = max(t, 0)
    switch shape {
    case .still:
      return 0
    case .deceleration(_, let v0, let k):
      return v0 * exp(k * t)
    case .spring(_, let displacement, let velocity, let spring):
      return spring.velocity(from: displacement, velocity: velocity, at: t)
    case .curve(let from, let to, let curve, let duration):
      guard duration > 0, t < duration else { return 0 }
      return (to - from) * curve.slope(at: t / duration) / duration
    }
  }

  // MARK: Crossings

  /// The first instant at or after `time` (and not before the start) at which the offset reaches
  /// `value` coming from the side it is on at `time` (equal, or crossed over), in whole
  /// microseconds; `time` itself when it is exactly there; nil if it never does (a finger's hold
  /// is open-ended: only a later sample, a new motion, can move it). So a reader waiting for
  /// "scrolled past 40" asks while below 40, and one waiting for "back at the top" (0) asks while
  /// scrolled down.
  ///
  /// Each piece is monotonic between its turning points (a deceleration has none, a curve none
  /// for the standard curves, an overdamped or critically damped spring at most one, an
  /// underdamped one one per half period), so the crossing is solved in closed form for the
  /// deceleration and by a fixed-iteration bisection on the first monotonic stretch that
  /// brackets it otherwise.
  public func firstTime(reaching value: Double, after time: VirtualTime) -> VirtualTime? {
    let from = max(time, first.start)
    let startOffset = offset(at: from)
    if startOffset == value { return from }
    let side: Double = startOffset < value ? 1 : -1  // +1: reached when offset >= value
    func reached(_ instant: VirtualTime) -> Bool { (offset(at: instant) - value) * side >= 0 }

    var pieces: [(Piece, VirtualTime?)] = []
    if let second {
      pieces = [(first, second.start), (second, restTime)]
    } else {
      pieces = [(first, restTime)]
    }
    for (piece, end) in pieces {
      if let end, end <= from { continue }
      let lower = max(from, piece.start).seconds(since: piece.start)
      guard let end else { return nil }  // a finger's hold: nothing moves until a new motion
      let upper = end.seconds(since: piece.start)
      if let t = Self.crossing(
        of: piece.shape, value: value, side: side, within: lower...max(lower, upper))
      {
        return Self.refine(
          piece.start + Self.microseconds(t), lowest: from, highest: end, reached: reached)
      }
    }
    // The snap to the resting offset at the rest time.
    if let restTime, restTime >= from, (restingOffset - value) * side >= 0 {
      return restTime
    }
    return nil
  }

  /// Moves a candidate instant by whole microseconds so that it is the first one `reached`
  /// holds at (the closed form and the rounding to microseconds can disagree by one).
  private static func refine(
    _ candidate: VirtualTime, lowest: VirtualTime, highest: VirtualTime,
    reached: (VirtualTime) -> Bool
  ) -> VirtualTime {
    var instant = min(max(candidate, lowest), highest)
    var steps = 0
    while !reached(instant), instant < highest, steps < 4 {
      instant = instant + 1
      steps += 1
    }
    steps = 0
    while instant > lowest, reached(instant + -1), steps < 4 {
      instant = instant + -1
      steps += 1
    }
    return instant
  }

  /// The first t in `range` (seconds since the piece's start) at which the shape reaches
  /// `value` from the side given by `side`; nil if it does not within the range.
  static func crossing(
    of shape: Shape, value: Double, side: Double, within range: ClosedRange<Double>
  ) -> Double? {
    func reached(_ t: Double) -> Bool { (offset(of: shape, at: t) - value) * side >= 0 }
    if reached(range.lowerBound) { return range.lowerBound }
    switch shape {
    case .still:
      return nil
    case .deceleration(let x0, let v0, let k):
      // e^(k·t) = 1 + k·(value − x0)/v0, when that is positive.
      let argument = 1 + k * (value - x0) / v0
      guard argument > 0 else { return nil }
      let t = log(argument) / k
      return t.isFinite && range.contains(t) ? t : nil
    case .curve, .spring:
      var stretchStart = range.lowerBound
      for turn in turningPoints(of: shape, within: range) + [range.upperBound] {
        if reached(turn) {
          return bisect(from: stretchStart, to: turn, reached: reached)
        }
        stretchStart = turn
      }
      return nil
    }
  }

  /// The instants strictly between `start` and `end` where the offset may turn: a piece's
  /// velocity zeros, the bounce's start and the rest (kinks), to the microsecond. Between two of
  /// them the offset moves one way (the invariants' check, docs/language.md#invariants).
  public func turningInstants(from start: VirtualTime, through end: VirtualTime) -> [VirtualTime] {
    var instants: [VirtualTime] = []
    for piece in [first, second].compactMap({ $0 }) {
      let from = max(start, piece.start)
      var through = end
      if let second, piece.start < second.start { through = min(through, second.start) }
      if let restTime { through = min(through, restTime) }
      guard through > from else { continue }
      let window = from.seconds(since: piece.start)...through.seconds(since: piece.start)
      for turn in Self.turningPoints(of: piece.shape, within: window) {
        instants.append(piece.start + Int64(clamping: (turn * 1_000_000).rounded()))
      }
    }
    instants += [second?.start, restTime].compactMap { $0 }
    return Array(Set(instants.filter { $0 > start && $0 < end })).sorted()
  }

  /// The instants in `range` where the shape's velocity changes sign, in order.
  static func turningPoints(of shape: Shape, within range: ClosedRange<Double>) -> [Double] {
    guard case .spring(_, let x0, let v0, let spring) = shape else { return [] }
    let lambda = spring.decay
    let b = v0 + lambda * x0
    var turns: [Double] = []
    switch spring.regime {
    case .critical:
      // v(t) = e^(−λt)·(v0 − λ·b·t)
      if lambda * b != 0 { turns.append(v0 / (lambda * b)) }
    case .overdamped:
      let (r1, r2) = spring.overdampedRoots
      let a = (v0 - r2 * x0) / (r1 - r2)
      let c = x0 - a
      // v(t) = a·r1·e^(r1·t) + c·r2·e^(r2·t) = 0  ⇔  e^((r1−r2)·t) = −c·r2/(a·r1)
      let ratio = -c * r2 / (a * r1)
      if ratio > 0, a * r1 != 0 { turns.append(log(ratio) / (r1 - r2)) }
    case .underdamped:
      // v(t) = e^(−λt)·(v0·cos ωt − C·sin ωt), C = λ·b/ω + ω·x0: zero where tan ωt = v0/C.
      let omega = spring.frequency
      let c = lambda * b / omega + omega * x0
      var t = atan2(v0, c) / omega
      if t < 0 { t += Double.pi / omega }
      let step = Double.pi / omega
      // Bounded: the range is at most the settling time, a few dozen half periods.
      var count = 0
      while t <= range.upperBound, count < 10_000 {
        turns.append(t)
        t += step
        count += 1
      }
    }
    return turns.filter { $0 > range.lowerBound && $0 < range.upperBound }.sorted()
  }

  /// The first instant in [lower, upper] at which `reached` holds, given that it does not at
  /// `lower` and does at `upper` and the shape is monotonic between them: 60 halvings, far below
  /// a microsecond.
  private static func bisect(
    from lower: Double, to upper: Double, reached: (Double) -> Bool
  ) -> Double {
    var low = lower
    var high = upper
    for _ in 0..<60 {
      let middle = (low + high) / 2
      if reached(middle) { high = middle } else { low = middle }
    }
    return high
  }
}
