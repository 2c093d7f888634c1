import NavSpecModel
import Testing

/// Timing curves against docs/platform-facts.md#reference-values.
@Suite("Timing curves")
struct TimingCurveTests {
  /// A Bezier point evaluated independently of `UnitBezier` (Bernstein form), so the solver is
  /// checked against plain maths rather than against itself.
  private static func bernstein(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
  }

  struct Sample: Sendable, CustomTestStringConvertible {
    let curve: TimingCurve
    let fraction: Double
    let progress: Double
    var testDescription: String { "\(curve.name) at \(fraction)" }
  }

  /// Every timing-curve value in docs/platform-facts.md#reference-values (exact solve of x(t) =
  /// progress).
  static let platformFactsValues: [Sample] = [
    Sample(curve: .easeInOut, fraction: 0.25, progress: 0.129162),
    Sample(curve: .easeInOut, fraction: 0.5, progress: 0.5),
    Sample(curve: .easeInOut, fraction: 0.75, progress: 0.870838),
    Sample(curve: .easeIn, fraction: 0.5, progress: 0.315357),
    Sample(curve: .easeOut, fraction: 0.5, progress: 0.684643),
    // Core Animation default / CSS ease.
    Sample(curve: .cubicBezier(0.25, 0.1, 0.25, 1), fraction: 0.5, progress: 0.802403),
  ]

  @Test("progress matches the reference values to 1e-6", arguments: platformFactsValues)
  func platformFactsProgress(_ sample: Sample) {
    #expect(abs(sample.curve.progress(at: sample.fraction) - sample.progress) <= 1e-6)
  }

  @Test("easeInOut slope at 0.5 is about 1.724 (reference values)")
  func easeInOutSlopeAtMidpoint() {
    #expect(abs(TimingCurve.easeInOut.slope(at: 0.5) - 1.724) <= 1e-3)
    // Exactly: y'(1/2) / x'(1/2) = 1.5 / 0.87.
    #expect(abs(TimingCurve.easeInOut.slope(at: 0.5) - 1.5 / 0.87) <= 1e-9)
  }

  @Test("control points are the platform's")
  func controlPoints() {
    #expect(TimingCurve.easeIn.bezier == UnitBezier(p1x: 0.42, p1y: 0, p2x: 1, p2y: 1))
    #expect(TimingCurve.easeOut.bezier == UnitBezier(p1x: 0, p1y: 0, p2x: 0.58, p2y: 1))
    #expect(TimingCurve.easeInOut.bezier == UnitBezier(p1x: 0.42, p1y: 0, p2x: 0.58, p2y: 1))
    #expect(TimingCurve.linear.bezier == nil)
  }

  static let allCurves: [TimingCurve] = [
    .linear, .easeIn, .easeOut, .easeInOut, .cubicBezier(0.25, 0.1, 0.25, 1),
    .cubicBezier(0.68, -0.55, 0.265, 1.55),  // CSS "easeInOutBack": y overshoots both ends.
    .cubicBezier(1, 0, 0, 1),  // x'(1/2) = 0: a flat spot in x that Newton cannot cross.
  ]

  @Test("ends are exact and the input is clamped", arguments: allCurves)
  func endsAndClamping(_ curve: TimingCurve) {
    #expect(curve.progress(at: 0) == 0)
    #expect(curve.progress(at: 1) == 1)
    #expect(curve.progress(at: -3) == 0)
    #expect(curve.progress(at: 7) == 1)
  }

  @Test("solve inverts x(t) to better than 1e-7", arguments: allCurves)
  func solverAccuracy(_ curve: TimingCurve) throws {
    guard let bezier = curve.bezier else {
      for i in 0...100 { #expect(curve.progress(at: Double(i) / 100) == Double(i) / 100) }
      return
    }
    for i in 0...1000 {
      let t = Double(i) / 1000
      let x = Self.bernstein(bezier.p1x, bezier.p2x, t)
      let y = Self.bernstein(bezier.p1y, bezier.p2y, t)
      let solved = bezier.solve(x)
      // |Δy| ≤ |dy/dx|·|Δx|; allow for the slope, capped where the curve is near-vertical.
      let allowance = 1e-7 * max(1, min(abs(bezier.slope(x)), 1e3))
      #expect(abs(solved - y) <= allowance, "t = \(t)")
    }
  }

  @Test("slope matches a central difference of progress", arguments: allCurves)
  func slopeMatchesFiniteDifference(_ curve: TimingCurve) {
    let h = 1e-6
    for i in 1..<100 {
      let x = Double(i) / 100
      let difference = (curve.progress(at: x + h) - curve.progress(at: x - h)) / (2 * h)
      let slope = curve.slope(at: x)
      // Near a vertical tangent a difference quotient says nothing useful; skip those points.
      if abs(slope) > 100 { continue }
      #expect(abs(slope - difference) <= 1e-4 * max(1, abs(slope)), "x = \(x)")
    }
  }

  @Test("degenerate tangents give the limit, vertical ones a finite cap")
  func degenerateSlopes() {
    // easeOut starts with P1 = P0, so dx/dt = dy/dt = 0 at t = 0; the limit is y''/x'' = 6/3.48.
    #expect(abs(TimingCurve.easeOut.slope(at: 0) - 6 / 3.48) <= 1e-9)
    // easeIn ends with P2 = P3: the mirror image.
    #expect(abs(TimingCurve.easeIn.slope(at: 1) - 6 / 3.48) <= 1e-9)
    #expect(TimingCurve.easeInOut.slope(at: 0) == 0)
    #expect(TimingCurve.easeInOut.slope(at: 1) == 0)
    #expect(TimingCurve.linear.slope(at: 0.3) == 1)
    // P1 = (0, 1): the curve leaves (0, 0) straight up.
    let vertical = TimingCurve.cubicBezier(0, 1, 1, 1).slope(at: 0)
    #expect(vertical == UnitBezier.maximumSlope)
    #expect(vertical.isFinite)
  }

  @Test("control x values are clamped to [0, 1], keeping progress monotonic")
  func controlXClamped() {
    let bezier = UnitBezier(p1x: -1, p1y: 0, p2x: 2, p2y: 1)
    #expect(bezier.p1x == 0)
    #expect(bezier.p2x == 1)
    var previous = -Double.infinity
    for i in 0...200 {
      let y = bezier.solve(Double(i) / 200)
      #expect(y >= previous)
      previous = y
    }
  }

  @Test("names")
  func names() {
    #expect(TimingCurve.linear.name == "linear")
    #expect(TimingCurve.easeIn.name == "easeIn")
    #expect(TimingCurve.easeOut.name == "easeOut")
    #expect(TimingCurve.easeInOut.name == "easeInOut")
    #expect(TimingCurve.cubicBezier(0.25, 0.1, 0.25, 1).name == "cubicBezier(0.25, 0.1, 0.25, 1)")
  }
}
