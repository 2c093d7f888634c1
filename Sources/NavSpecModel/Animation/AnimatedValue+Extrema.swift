#if canImport(Glibc)
  import Glibc  // atan2, log
#else
  import Darwin
#endif

/// The highest value an animated value presents over an interval, in closed form.
///
/// A spring that overshoots peaks between the instants a scenario samples, so sampling would
/// report less than the true peak; the extrema of a spring segment are where its velocity is
/// zero, which the closed form gives exactly (docs/platform-facts.md#spring-response-and-damping). Used by the gooey
/// bar's droplet, whose landing spring overshoots its 1.3 target (docs/components/gooey.md).
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

  /// The highest value presented from `start` through `end` (the current segment only: earlier
  /// segments are not kept). Before the segment's start the value is held at `startValue`; from
  /// its settle on it is `target`. Ties go to the earliest instant.
  ///
  /// A spring's candidates are the interval's ends and its velocity's zeros inside it; a timing
  /// curve's are the interval's ends, which is exact for curves whose control points' y lie in
  /// [0, 1] (every named curve: they never overshoot), and a lower bound for a custom curve that
  /// overshoots.
  public func maximum(from start: VirtualTime, through end: VirtualTime) -> Extremum {
    let end = max(start, end)
    var best = Extremum(value: value(at: start), seconds: start.seconds)
    func consider(_ candidate: Extremum) {
      if candidate.value > best.value { best = candidate }
    }
    consider(Extremum(value: value(at: end), seconds: end.seconds))
    guard case .spring(let spring) = spec, let settleTime, settleTime > startTime else {
      return best
    }
    // The spring runs from startTime until settleTime; look inside [start, end] ∩ that.
    let from = max(start, startTime).seconds(since: startTime)
    let through = min(end, settleTime).seconds(since: startTime)
    guard through > from else { return best }
    let x0 = startValue - target
    let v0 = velocity(at: startTime)
    for elapsed in spring.stationaryTimes(from: x0, velocity: v0, within: from...through) {
      let value = target + spring.displacement(from: x0, velocity: v0, at: elapsed)
      consider(Extremum(value: value, seconds: startTime.seconds + elapsed))
    }
    return best
  }
}

extension Spring {
  /// The instants (seconds after release) in `window` where the spring's velocity is zero, at
  /// most the first two: an underdamped spring's extrema alternate between maxima and minima and
  /// shrink, so the first two in a window hold its highest and its lowest. A critically or
  /// overdamped spring turns at most once.
  fileprivate func stationaryTimes(
    from x0: Double, velocity v0: Double, within window: ClosedRange<Double>
  ) -> [Double] {
    let lambda = decay
    let b = v0 + lambda * x0
    switch regime {
    case .underdamped:
      // v(t) = e^(−λt)·(v0·cos ωt − (λb/ω + ω·x0)·sin ωt): zero where tan ωt = v0 / (λb/ω + ω·x0).
      let omega = frequency
      var phase = atan2(v0, lambda * b / omega + omega * x0)
      if phase < 0 { phase += Double.pi }
      let first = ((window.lowerBound * omega - phase) / Double.pi).rounded(.up)
      let k = max(first, 0)
      return [k, k + 1].map { (phase + $0 * Double.pi) / omega }.filter { window.contains($0) }
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
