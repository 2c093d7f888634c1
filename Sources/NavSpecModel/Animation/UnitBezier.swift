/// A cubic Bezier timing function from (0, 0) to (1, 1) with control points (p1x, p1y) and
/// (p2x, p2y), the shape behind CSS `cubic-bezier()`, Core Animation's
/// `CAMediaTimingFunction` and SwiftUI's `UnitCurve`
/// (docs/platform-facts.md#timing-curve-control-points).
///
/// The curve is parametric: x(t) and y(t) for t in [0, 1]. `solve(_:)` answers "how far along
/// is the animated value (y) when this fraction of the duration (x) has passed?", which means
/// inverting x(t) first. Both functions are O(1): a bounded number of iterations.
public struct UnitBezier: Hashable, Sendable {
  public let p1x: Double
  public let p1y: Double
  public let p2x: Double
  public let p2y: Double

  // Power-basis coefficients: x(t) = ((ax t + bx) t + cx) t, and the same for y.
  private let ax: Double
  private let bx: Double
  private let cx: Double
  private let ay: Double
  private let by: Double
  private let cy: Double

  /// Solver accuracy in x. Our decision, because the brief asks for 1e-7 or better and 1e-12
  /// leaves the resulting y error (slope × 1e-12) far below anything a test or a screen sees.
  static let solveTolerance = 1e-12

  /// Newton steps tried before falling back to bisection. Our decision, following WebKit's
  /// UnitBezier: from the starting guess t = x, Newton converges in a handful of steps for
  /// every well-behaved curve; 8 bounds the cost.
  static let newtonIterations = 8

  /// Below this |dx/dt| a Newton step is unsafe (it would jump far away). Our decision,
  /// following WebKit's UnitBezier, which uses the same guard.
  static let newtonMinimumDerivative = 1e-6

  /// Bisection halvings in the fallback. Our decision, because 64 halvings shrink [0, 1] below
  /// the spacing of doubles, so more steps could not improve the answer.
  static let bisectionIterations = 64

  /// Below this |dx/dt| the slope dy/dx is taken as a limit instead of a plain quotient. Our
  /// decision, because at such points the quotient is dominated by rounding error.
  static let slopeDegenerateDerivative = 1e-9

  /// The steepest slope reported, for curves with a vertical tangent (for example a first
  /// control point at x = 0 with y > 0). Our decision, because a spring that inherits a timing
  /// curve's velocity needs a finite number; 1e6 means "the whole change in a microsecond of a
  /// one-second animation", which is vertical for all practical purposes.
  public static let maximumSlope = 1e6

  /// Creates the curve. The control points' x values are clamped to [0, 1], the rule CSS
  /// `cubic-bezier()` imposes, because it keeps x(t) monotonic so every progress x has exactly
  /// one y. The y values are free (they may overshoot, as in "back" easings).
  public init(p1x: Double, p1y: Double, p2x: Double, p2y: Double) {
    let x1 = min(max(p1x, 0), 1)
    let x2 = min(max(p2x, 0), 1)
    self.p1x = x1
    self.p1y = p1y
    self.p2x = x2
    self.p2y = p2y
    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
    cy = 3 * p1y
    by = 3 * (p2y - p1y) - cy
    ay = 1 - cy - by
  }

  /// The eased value y for progress `x`, with x clamped to [0, 1]; exactly 0 at x ≤ 0 and
  /// exactly 1 at x ≥ 1.
  public func solve(_ x: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    return sampleY(solveT(x))
  }

  /// The slope dy/dx at progress `x` (x clamped to [0, 1]), finite and at most
  /// `maximumSlope` in magnitude. Where the curve's tangent is degenerate (dx/dt = 0, as at the
  /// start of easeOut or the end of easeIn) it returns the limit of dy/dx.
  public func slope(_ x: Double) -> Double {
    let t = solveT(min(max(x, 0), 1))
    // dy/dx = y'(t) / x'(t); where x' vanishes, the next pair of derivatives (L'Hôpital).
    if let s = slopeQuotient(sampleDerivativeX(t), sampleDerivativeY(t)) { return s }
    if let s = slopeQuotient(sampleSecondDerivativeX(t), sampleSecondDerivativeY(t)) { return s }
    if let s = slopeQuotient(6 * ax, 6 * ay) { return s }
    // Unreachable for a curve from (0, 0) to (1, 1): x(t) is a non-constant cubic.
    return 1
  }

  // MARK: - Private

  /// dy/dx from one pair of derivatives: nil when both vanish (try the next pair), the capped
  /// quotient when dx is usable, and `±maximumSlope` when only y moves (a vertical tangent).
  private func slopeQuotient(_ dx: Double, _ dy: Double) -> Double? {
    if abs(dx) >= Self.slopeDegenerateDerivative {
      return min(max(dy / dx, -Self.maximumSlope), Self.maximumSlope)
    }
    if abs(dy) >= Self.slopeDegenerateDerivative {
      return dy > 0 ? Self.maximumSlope : -Self.maximumSlope
    }
    return nil
  }

  private func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
  private func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
  private func sampleDerivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
  private func sampleDerivativeY(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }
  private func sampleSecondDerivativeX(_ t: Double) -> Double { 6 * ax * t + 2 * bx }
  private func sampleSecondDerivativeY(_ t: Double) -> Double { 6 * ay * t + 2 * by }

  /// The parameter t with x(t) = x, for x in [0, 1]: Newton's method from t = x, then
  /// bisection on [0, 1] (valid because x(t) is monotonic) if Newton has not converged.
  private func solveT(_ x: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }

    var t = x
    for _ in 0..<Self.newtonIterations {
      let error = sampleX(t) - x
      if abs(error) < Self.solveTolerance { return t }
      let derivative = sampleDerivativeX(t)
      if abs(derivative) < Self.newtonMinimumDerivative { break }
      t -= error / derivative
      if !(t >= 0 && t <= 1) { break }  // Left the curve: let bisection take over.
    }

    var low = 0.0
    var high = 1.0
    t = x
    for _ in 0..<Self.bisectionIterations {
      let value = sampleX(t)
      if abs(value - x) < Self.solveTolerance { return t }
      if value < x { low = t } else { high = t }
      t = (low + high) / 2
    }
    return t
  }
}
