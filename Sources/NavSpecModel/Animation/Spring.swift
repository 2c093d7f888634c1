#if canImport(Glibc)
  import Glibc  // exp, sin, cos, log
#else
  import Darwin
#endif

/// A damped spring of unit mass, described the way SwiftUI describes it: `response` (the period
/// of the undamped oscillation, in seconds) and `dampingFraction` (ζ: below 1 it overshoots,
/// 1 is critically damped, above 1 is overdamped):
/// docs/platform-facts.md#spring-response-and-damping.
///
/// Everything is closed form. A spring's state is the displacement from its target
/// (value − target) and the velocity; `displacement(from:velocity:at:)` and
/// `velocity(from:velocity:at:)` give both at any time t ≥ 0 in O(1), with no stepping.
/// (SwiftUI's own integration is not published and may differ slightly early on; the model
/// uses the exact solution.)
public struct Spring: Hashable, Sendable {
  /// Seconds; clamped to `validResponses` (NaN becomes the lower bound).
  public let response: Double
  /// ζ; clamped to `validDampingFractions` (NaN becomes the lower bound).
  public let dampingFraction: Double

  /// Responses the model accepts. Our decision, because a response of 0 would divide by zero
  /// and an enormous one would never settle in a scenario; 1 ms is shorter than a 120 Hz frame
  /// and 1000 s is longer than any animation worth modelling. Callers (the scenario checker)
  /// can diagnose values outside this range; `init` clamps them.
  public static let validResponses: ClosedRange<Double> = 0.001...1000

  /// Damping fractions the model accepts. Our decision, because ζ = 0 oscillates forever (the
  /// animation would never settle, so `AnimatedValue.settleTime` would not exist) and a huge ζ
  /// creeps towards the target for longer than any scenario runs. `init` clamps to this range.
  public static let validDampingFractions: ClosedRange<Double> = 0.01...100

  /// |1 − ζ| below this is treated as critically damped. The platform publishes none; the
  /// brief fixes 1e-9, and it keeps 1/ω (which grows as ζ → 1) far from overflow.
  static let criticalTolerance = 1e-9

  /// Safety margin on ln ε in `settlingTime`. Our decision, because for a critically damped
  /// spring the bound is exact, and evaluating the closed form can land a few ulps above the
  /// bound; aiming at ε·e^(−1e-9) absorbs that and moves the answer by only 1e-9/λ seconds.
  static let settlingLogMargin = 1e-9

  /// Bisection steps in `settlingTime`. Our decision, because 64 halvings shrink any bracket
  /// below the spacing of doubles at its upper end, so more steps could not change the answer.
  static let settlingBisectionIterations = 64

  /// Creates a spring from SwiftUI's `spring(response:dampingFraction:)` parameters. Defaults
  /// 0.5 / 0.825 are SwiftUI's (docs/platform-facts.md#spring-defaults).
  public init(response: Double = 0.5, dampingFraction: Double = 0.825) {
    self.response = Self.clamp(response, to: Self.validResponses)
    self.dampingFraction = Self.clamp(dampingFraction, to: Self.validDampingFractions)
  }

  /// Creates a spring from the iOS 17 `duration`/`bounce` parameters
  /// (docs/platform-facts.md#spring-duration-and-bounce):
  /// duration plays the role of response; ζ = 1 − bounce for bounce ≥ 0 and
  /// ζ = 1 / (1 + bounce) for bounce < 0. `bounce` is clamped to −1...1, SwiftUI's range,
  /// so the mapping never goes negative or divides by zero (−1 gives the most damped spring).
  ///
  /// Disfavoured so that `Spring()` means `Spring(response: 0.5, dampingFraction: 0.825)`
  /// (SwiftUI's `spring()` defaults) rather than being ambiguous; both initialisers take
  /// all-default arguments.
  @_disfavoredOverload
  public init(duration: Double = 0.5, bounce: Double = 0) {
    let b = Self.clamp(bounce, to: -1...1)
    let zeta = b >= 0 ? 1 - b : 1 / (1 + b)
    self.init(response: duration, dampingFraction: zeta)
  }

  // MARK: Presets (docs/platform-facts.md#spring-presets)

  /// SwiftUI `.smooth`: duration 0.5, bounce 0 (ζ = 1).
  public static let smooth = Spring(duration: 0.5, bounce: 0)
  /// SwiftUI `.snappy`: duration 0.5, bounce 0.15 (ζ = 0.85).
  public static let snappy = Spring(duration: 0.5, bounce: 0.15)
  /// SwiftUI `.bouncy`: duration 0.5, bounce 0.3 (ζ = 0.7).
  public static let bouncy = Spring(duration: 0.5, bounce: 0.3)
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  // (`interactiveSpring` is SwiftUI's own name for this preset.)
  /// SwiftUI `.interactiveSpring()` defaults: response 0.15, dampingFraction 0.86.
  public static let interactiveSpring = Spring(response: 0.15, dampingFraction: 0.86)

  /// The presets by name, in a fixed order (used by `presetName`).
  public static let presets: [(name: String, spring: Spring)] = [
    ("smooth", .smooth), ("snappy", .snappy), ("bouncy", .bouncy),
    ("interactiveSpring", .interactiveSpring),
  ]

  /// The preset's name when this spring has exactly a preset's parameters ("bouncy"), else nil.
  /// Derived from the parameters, so `Spring(duration: 0.5, bounce: 0.3)` is "bouncy" too and
  /// equality never depends on how a spring was spelled.
  public var presetName: String? {
    Self.presets.first { $0.spring == self }?.name
  }

  /// "bouncy" for a preset, else "spring(response: 0.5, dampingFraction: 0.825)".
  public var name: String {
    if let presetName { return presetName }
    let r = AnimationNumberFormat.string(response)
    let z = AnimationNumberFormat.string(dampingFraction)
    return "spring(response: \(r), dampingFraction: \(z))"
  }

  // MARK: Physical parameters (mass 1: docs/platform-facts.md#spring-response-and-damping)

  /// k = (2π / response)², for mass 1.
  public var stiffness: Double {
    let w = 2 * Double.pi / response
    return w * w
  }

  /// c = 4πζ / response, for mass 1.
  public var damping: Double { 4 * Double.pi * dampingFraction / response }

  /// The decay rate λ = 2πζ / response (= c / 2).
  public var decay: Double { 2 * Double.pi * dampingFraction / response }

  /// ω = 2π·sqrt(|1 − ζ²|) / response: the damped angular frequency when underdamped, the
  /// half-spread of the two decay rates when overdamped, 0 when critical.
  public var frequency: Double {
    if isCritical { return 0 }
    let z = dampingFraction
    return 2 * Double.pi * abs(1 - z * z).squareRoot() / response
  }

  /// The damping regime.
  public enum Regime: Hashable, Sendable {
    case underdamped, critical, overdamped
  }

  public var regime: Regime {
    if isCritical { return .critical }
    return dampingFraction < 1 ? .underdamped : .overdamped
  }

  private var isCritical: Bool { abs(1 - dampingFraction) < Self.criticalTolerance }

  /// The two real roots of the overdamped characteristic equation, slow (−λ + ω) first.
  /// The slow root is computed as k / (−λ − ω) (their product is k) to avoid cancellation
  /// when ζ is large.
  var overdampedRoots: (slow: Double, fast: Double) {
    let fast = -decay - frequency
    return (stiffness / fast, fast)
  }

  // MARK: Closed form

  /// Displacement from the target (value − target) at `t` seconds (t < 0 is read as 0), for a
  /// spring released with displacement `x0` and velocity `v0` (per second).
  ///
  /// With λ, ω as above and b = v0 + λ·x0 (the damped oscillator's solution, x0 = −T):
  /// underdamped e^(−λt)·(x0·cos ωt + b·sin(ωt)/ω); critical e^(−λt)·(x0 + b·t);
  /// overdamped A·e^(r1·t) + B·e^(r2·t) with r1,2 = −λ ± ω, A = (v0 − r2·x0)/(r1 − r2), B = x0 − A.
  public func displacement(from x0: Double, velocity v0: Double, at t: Double) -> Double {
    let t = max(t, 0)
    let lambda = decay
    switch regime {
    case .underdamped:
      let omega = frequency
      let b = v0 + lambda * x0
      return exp(-lambda * t) * (x0 * cos(omega * t) + b / omega * sin(omega * t))
    case .critical:
      let b = v0 + lambda * x0
      return exp(-lambda * t) * (x0 + b * t)
    case .overdamped:
      let (r1, r2) = overdampedRoots
      let a = (v0 - r2 * x0) / (r1 - r2)
      return a * exp(r1 * t) + (x0 - a) * exp(r2 * t)
    }
  }

  /// Velocity (per second) at `t` seconds (t < 0 is read as 0): the time derivative of
  /// `displacement(from:velocity:at:)`.
  public func velocity(from x0: Double, velocity v0: Double, at t: Double) -> Double {
    let t = max(t, 0)
    let lambda = decay
    switch regime {
    case .underdamped:
      let omega = frequency
      let b = v0 + lambda * x0
      return exp(-lambda * t)
        * (v0 * cos(omega * t) - (lambda * b / omega + omega * x0) * sin(omega * t))
    case .critical:
      let b = v0 + lambda * x0
      return exp(-lambda * t) * (v0 - lambda * b * t)
    case .overdamped:
      let (r1, r2) = overdampedRoots
      let a = (v0 - r2 * x0) / (r1 - r2)
      return a * r1 * exp(r1 * t) + (x0 - a) * r2 * exp(r2 * t)
    }
  }

  // MARK: Settling

  /// The smallest t ≥ 0 after which |displacement| provably stays within `epsilon`, judged by
  /// envelope bounds (so it is slightly late, never early). O(1), finite for finite input,
  /// never negative; 0 when the spring is already within epsilon for good.
  ///
  /// Two upper bounds on |displacement| are used, and the earlier time wins (both are valid):
  /// - the exponential envelope E(t) = A·e^(−μt): underdamped A = sqrt(x0² + (b/ω)²), μ = λ;
  ///   overdamped A = |A1| + |A2| (the two exponentials' weights), μ = λ − ω (the slow rate).
  ///   Solved exactly: t = ln(A/ε)/μ.
  /// - the polynomial envelope P(t) = (|x0| + |b|·t)·e^(−μt), from |cos| ≤ 1, |sin u| ≤ u,
  ///   cosh u ≤ e^u and sinh(u)/u ≤ cosh u. It rises until t* = max(0, 1/μ − |x0|/|b|) and
  ///   falls after, so a fixed-iteration bisection on [t*, upper] finds where it reaches ε.
  ///   It is the only bound when critical, and much tighter than E when ζ is close to 1.
  ///
  /// `epsilon` ≤ 0 is read as the smallest normal Double; non-finite inputs give 0 (there is
  /// nothing meaningful to wait for).
  public func settlingTime(from x0: Double, velocity v0: Double, epsilon: Double) -> Double {
    settlingTime(from: x0, velocity: v0, epsilon: epsilon, alwaysBisecting: false)
  }

  /// `settlingTime(from:velocity:epsilon:)`; `alwaysBisecting` bisects the polynomial envelope
  /// even where its crossing provably comes after the exponential's, as it did before that was
  /// skipped: a test compares the two.
  func settlingTime(
    from x0: Double, velocity v0: Double, epsilon: Double, alwaysBisecting: Bool
  ) -> Double {
    guard x0.isFinite, v0.isFinite else { return 0 }
    // Work in units of m so nothing below overflows, whatever the magnitudes: ln(ε/m) is
    // finite even for m near Double.greatestFiniteMagnitude.
    let m = max(abs(x0), abs(v0))
    if m == 0 { return 0 }
    let eps = epsilon > 0 ? epsilon : Double.leastNormalMagnitude
    if eps.isInfinite { return 0 }
    let logEpsilon = log(eps) - log(m) - Self.settlingLogMargin
    let x = x0 / m
    let v = v0 / m
    let lambda = decay
    let b = v + lambda * x

    let mu: Double
    var best = Double.infinity
    switch regime {
    case .underdamped:
      mu = lambda
      let amplitude = (x * x + (b / frequency) * (b / frequency)).squareRoot()
      best = Self.exponentialCrossing(
        logAmplitude: log(amplitude), rate: mu, logEpsilon: logEpsilon)
    case .critical:
      mu = lambda
    case .overdamped:
      let (r1, r2) = overdampedRoots
      mu = -r1
      let a = (v - r2 * x) / (r1 - r2)
      let amplitude = abs(a) + abs(x - a)
      best = Self.exponentialCrossing(
        logAmplitude: log(amplitude), rate: mu, logEpsilon: logEpsilon)
    }
    let polynomial = Self.polynomialCrossing(
      p: abs(x), q: abs(b), rate: mu, logEpsilon: logEpsilon,
      unlessAfter: alwaysBisecting ? .infinity : best)
    return min(best, polynomial)
  }

  /// Smallest t ≥ 0 with A·e^(−rate·t) ≤ ε for all later t, in logs: (ln A − ln ε) / rate.
  private static func exponentialCrossing(
    logAmplitude: Double, rate: Double, logEpsilon: Double
  ) -> Double {
    if logAmplitude <= logEpsilon { return 0 }
    return (logAmplitude - logEpsilon) / rate
  }

  /// Smallest t ≥ 0 with (p + q·t)·e^(−rate·t) ≤ ε for all later t (p, q ≥ 0, p + q > 0).
  /// When that crossing provably comes after `bound` (the other envelope's crossing, which the
  /// caller takes instead), returns a time no earlier than `bound` without bisecting: the
  /// caller's minimum is then `bound`, to the bit, and 64 logarithms are saved (they took about
  /// 1 % of a typical scenario, at every swell of the pill).
  private static func polynomialCrossing(
    p: Double, q: Double, rate: Double, logEpsilon: Double, unlessAfter bound: Double = .infinity
  ) -> Double {
    // f(t) = ln(p + q t) − rate·t − ln ε; the bound holds where f ≤ 0.
    func f(_ t: Double) -> Double { log(p + q * t) - rate * t - logEpsilon }
    // f' = q/(p + q t) − rate: f rises until peak, then falls for good.
    let peak = q > 0 ? max(0, 1 / rate - p / q) : 0
    if f(peak) <= 0 { return 0 }  // Its maximum is already within ε.
    // Upper bracket: q·t ≤ (2q/(e·rate))·e^(rate·t/2), so
    // f(t) ≤ ln(p + 2q/(e·rate)) − rate·t/2 − ln ε, which is ≤ 0 from `high` on.
    let c = p + 2 * q / (exp(1) * rate)
    var high = max(peak, 2 * (log(c) - logEpsilon) / rate)
    // f decreases from `peak` on, and the bisection's answer is always a point where f ≤ 0: at
    // or before `peak`, or where f is still above 0, `bound` lies before any such point.
    if bound <= peak || (bound < high && f(bound) > 0) { return high }
    var low = peak
    // Invariant: f(low) > 0, f(high) ≤ 0, f decreasing on [low, high].
    for _ in 0..<settlingBisectionIterations {
      let mid = (low + high) / 2
      if mid <= low || mid >= high { break }
      if f(mid) <= 0 { high = mid } else { low = mid }
    }
    return high
  }

  /// Clamps into `range`; NaN becomes the lower bound, so no NaN parameter reaches the maths.
  private static func clamp(_ value: Double, to range: ClosedRange<Double>) -> Double {
    if value.isNaN { return range.lowerBound }
    return min(max(value, range.lowerBound), range.upperBound)
  }
}
