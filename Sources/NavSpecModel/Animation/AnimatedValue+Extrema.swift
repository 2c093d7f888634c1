#if canImport(Glibc)
  import Glibc  // atan2, log
#else
  import Darwin
#endif

/// Where an animated value turns, and its highest value over an interval, from the closed form.
///
/// A spring that overshoots peaks between the instants a scenario samples, so sampling would
/// report less than the true peak. The extrema of a lone spring are where its velocity is zero,
/// which the closed form gives exactly (docs/platform-facts.md#spring-response-and-damping). Where
/// timing curves combine (docs/model.md#animation) the presented value is a fold of closed forms
/// with no closed-form zero of its derivative: there the derivative is sampled on a fine grid and
/// each sign change refined by bisection to below a nanosecond. Used by the gooey bar's droplet,
/// whose landing spring overshoots its 1.3 target (docs/components/gooey.md), and by invariants,
/// which must hold at every instant between two steps (docs/language.md#invariants).
extension AnimatedValue {
  /// A value and the instant it is presented, in seconds on the virtual clock (an extremum falls
  /// between whole microseconds).
  public struct Extremum: Hashable, Sendable {
    public var value: Double
    public var seconds: Double

    public init(value: Double, seconds: Double) {
      self.value = value
      self.seconds = seconds
    }
  }

  /// How many samples of the derivative each smooth piece of a combination gets before its sign
  /// changes are refined. Our decision, because the curves combined here (each monotone, each a
  /// cubic in time at most) turn at most a few times per piece; 64 samples put any two turns
  /// that far apart in different cells.
  static let turningGrid = 64
  /// Bisection steps refining a turn: 60 halvings of a piece shorter than an hour reach far below
  /// a nanosecond.
  static let turningBisections = 60
  /// At most this many turns of a lone underdamped spring are listed: its swings shrink, so the
  /// first ones hold its extremes, and a threshold one swing crosses the first swing crosses first.
  static let springTurningLimit = 32

  /// The highest value presented from `start` through `end`. Before the latest animation began
  /// the value is held at `startValue`; from its settle on it is `target`. Ties go to the
  /// earliest instant.
  public func maximum(from start: VirtualTime, through end: VirtualTime) -> Extremum {
    let end = max(start, end)
    var best = Extremum(value: value(at: start), seconds: start.seconds)
    func consider(_ candidate: Extremum) {
      if candidate.value > best.value { best = candidate }
    }
    for seconds in turningPoints(from: start, through: end) {
      let value = presented(seconds: seconds, after: start).value
      consider(Extremum(value: value, seconds: start.seconds + seconds))
    }
    consider(Extremum(value: value(at: end), seconds: end.seconds))
    return best
  }

  /// The instants strictly between `start` and `end`, in seconds after `start` and in order,
  /// where the presented value may turn: where its derivative is zero, and where an animation
  /// begins or ends (a kink). Between two neighbours, and between the ends and their neighbours,
  /// the value is monotone, so a bound that holds at all of them and at the ends holds
  /// throughout.
  public func turningPoints(from start: VirtualTime, through end: VirtualTime) -> [Double] {
    guard end > start, let head, let settleTime, settleTime > start else { return [] }
    let span = end.seconds(since: start)
    let settle = min(settleTime.seconds(since: start), span)
    // The kinks: each animation's start and end inside the window.
    var kinks: [Double] = []
    for segment in [head] + tail {
      for instant in [segment.start, segment.end] {
        let seconds = instant.seconds(since: start)
        if seconds > 0, seconds < settle { kinks.append(seconds) }
      }
    }
    if settle < span { kinks.append(settle) }
    kinks.sort()
    var found: [Double] = []
    var from = 0.0
    for through in kinks + [settle] where through > from {
      found += turns(within: from...through, after: start)
      from = through
    }
    found += kinks
    return Array(Set(found.filter { $0 > 0 && $0 < span })).sorted()
  }

  /// `turningPoints(from:through:)` on the clock: each instant rounded to the nearest whole
  /// microsecond, the clock's resolution (a value there is within a microsecond's motion of the
  /// exact turn).
  public func turningInstants(from start: VirtualTime, through end: VirtualTime) -> [VirtualTime] {
    turningPoints(from: start, through: end).map {
      start + Int64(clamping: ($0 * 1_000_000).rounded())
    }
  }

  /// The turning instants of several values, in order, each once.
  public static func turningInstants(
    of values: [AnimatedValue], from start: VirtualTime, through end: VirtualTime
  ) -> [VirtualTime] {
    var instants: [VirtualTime] = []
    for value in values where value.isAnimating(at: start) {
      instants += value.turningInstants(from: start, through: end)
    }
    return Array(Set(instants)).sorted()
  }

  /// The derivative's zeros within one smooth piece (no animation begins or ends inside it).
  private func turns(within piece: ClosedRange<Double>, after start: VirtualTime) -> [Double] {
    // A lone spring: the closed form's zeros.
    if tail.isEmpty, let head, case .spring(let spring, let from, let velocity) = head.motion {
      let offset = head.start.seconds(since: start)
      let window = (piece.lowerBound - offset)...(piece.upperBound - offset)
      return spring.stationaryTimes(
        from: from - head.target, velocity: velocity, within: window,
        limit: Self.springTurningLimit
      ).map { $0 + offset }
    }
    // A lone timing curve whose control points' y lie in [0, 1] never turns.
    if tail.isEmpty, let head, case .timing(let curve, _) = head.motion, !curve.mayOvershoot {
      return []
    }
    return sampledTurns(within: piece, after: start)
  }

  /// The derivative's zeros in `piece`, found on a grid and refined by bisection.
  private func sampledTurns(within piece: ClosedRange<Double>, after start: VirtualTime)
    -> [Double]
  {
    let count = Self.turningGrid
    let width = (piece.upperBound - piece.lowerBound) / Double(count)
    guard width > 0 else { return [] }
    func slope(_ seconds: Double) -> Double { presented(seconds: seconds, after: start).velocity }
    var found: [Double] = []
    // Just inside the piece: at its ends the derivative may jump.
    let inset = width * 1e-6
    var previous = (seconds: piece.lowerBound + inset, slope: slope(piece.lowerBound + inset))
    for index in 1...count {
      let seconds =
        index == count ? piece.upperBound - inset : piece.lowerBound + Double(index) * width
      let current = (seconds: seconds, slope: slope(seconds))
      if current.slope == 0 {
        found.append(current.seconds)
      } else if previous.slope != 0, (previous.slope < 0) != (current.slope < 0) {
        var low = previous.seconds
        var high = current.seconds
        for _ in 0..<Self.turningBisections {
          let mid = (low + high) / 2
          if (slope(mid) < 0) == (previous.slope < 0) { low = mid } else { high = mid }
        }
        found.append((low + high) / 2)
      }
      previous = current
    }
    return found
  }
}

extension TimingCurve {
  /// Whether the curve's progress may leave [0, 1] or turn back: only a custom Bezier with a
  /// control point's y outside [0, 1] can (the named curves never do).
  var mayOvershoot: Bool {
    guard case .cubicBezier(_, let p1y, _, let p2y) = self else { return false }
    return !(0...1).contains(p1y) || !(0...1).contains(p2y)
  }
}

extension Spring {
  /// The instants (seconds after release) in `window` where the spring's velocity is zero, in
  /// order, at most `limit` of them: an underdamped spring's extrema alternate between maxima and
  /// minima and shrink, so the first two in a window hold its highest and its lowest. A
  /// critically or overdamped spring turns at most once.
  func stationaryTimes(
    from x0: Double, velocity v0: Double, within window: ClosedRange<Double>, limit: Int = 2
  ) -> [Double] {
    let lambda = decay
    let b = v0 + lambda * x0
    switch regime {
    case .underdamped:
      // v(t) = e^(−λt)·(v0·cos ωt − (λb/ω + ω·x0)·sin ωt): zero where tan ωt = v0 / (λb/ω + ω·x0).
      let omega = frequency
      var phase = atan2(v0, lambda * b / omega + omega * x0)
      if phase < 0 { phase += Double.pi }
      let first = max(((window.lowerBound * omega - phase) / Double.pi).rounded(.up), 0)
      var times: [Double] = []
      var k = first
      while times.count < limit {
        let t = (phase + k * Double.pi) / omega
        guard t <= window.upperBound else { break }
        if window.contains(t) { times.append(t) }
        k += 1
      }
      return times
    case .critical:
      // v(t) = e^(−λt)·(v0 − λ·b·t).
      guard b != 0 else { return [] }
      let t = v0 / (lambda * b)
      return window.contains(t) ? [t] : []
    case .overdamped:
      // v(t) = A·r1·e^(r1·t) + B·r2·e^(r2·t), r1,2 = −λ ± ω.
      let r1 = -lambda + frequency
      let r2 = -lambda - frequency
      let a = (v0 - r2 * x0) / (r1 - r2)
      let ratio = -(x0 - a) * r2 / (a * r1)
      guard a != 0, r1 != 0, ratio > 0 else { return [] }
      let t = log(ratio) / (r1 - r2)
      return window.contains(t) ? [t] : []
    }
  }
}
