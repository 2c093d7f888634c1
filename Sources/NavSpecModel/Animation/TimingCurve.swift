/// The easing of a fixed-duration animation: how far along the value is (0...1) once a given
/// fraction of the duration (0...1) has passed.
///
/// Control points are the standard ones (docs/platform-facts.md#timing-curve-control-points:
/// CSS Easing Functions; SwiftUI publishes none, and open reimplementations agree).
public enum TimingCurve: Hashable, Sendable {
  /// Constant speed: progress equals the fraction of time elapsed.
  case linear
  /// Control points (0.42, 0) (1, 1).
  case easeIn
  /// Control points (0, 0) (0.58, 1).
  case easeOut
  /// Control points (0.42, 0) (0.58, 1) (CSS ease-in-out).
  case easeInOut
  /// A custom curve with control points (p1x, p1y) (p2x, p2y), as CSS `cubic-bezier()`. The
  /// x values are clamped to [0, 1] (see `UnitBezier.init`).
  case cubicBezier(Double, Double, Double, Double)

  /// The Bezier behind the curve, or nil for `linear`.
  public var bezier: UnitBezier? {
    switch self {
    case .linear:
      return nil
    case .easeIn:
      return UnitBezier(p1x: 0.42, p1y: 0, p2x: 1, p2y: 1)
    case .easeOut:
      return UnitBezier(p1x: 0, p1y: 0, p2x: 0.58, p2y: 1)
    case .easeInOut:
      return UnitBezier(p1x: 0.42, p1y: 0, p2x: 0.58, p2y: 1)
    case .cubicBezier(let p1x, let p1y, let p2x, let p2y):
      return UnitBezier(p1x: p1x, p1y: p1y, p2x: p2x, p2y: p2y)
    }
  }

  /// Progress (0 at the start, 1 at the end; may overshoot for custom curves) after `fraction`
  /// of the duration, with `fraction` clamped to [0, 1].
  public func progress(at fraction: Double) -> Double {
    guard let bezier else { return min(max(fraction, 0), 1) }
    return bezier.solve(fraction)
  }

  /// d(progress)/d(fraction) at `fraction` (clamped to [0, 1]). Multiply by
  /// (to − from) / duration for the animated value's velocity per second.
  public func slope(at fraction: Double) -> Double {
    guard let bezier else { return 1 }
    return bezier.slope(fraction)
  }

  /// A stable, human-readable name: "linear", "easeInOut", "cubicBezier(0.25, 0.1, 0.25, 1)".
  public var name: String {
    switch self {
    case .linear: return "linear"
    case .easeIn: return "easeIn"
    case .easeOut: return "easeOut"
    case .easeInOut: return "easeInOut"
    case .cubicBezier(let p1x, let p1y, let p2x, let p2y):
      let numbers = [p1x, p1y, p2x, p2y].map(AnimationNumberFormat.string)
      return "cubicBezier(\(numbers.joined(separator: ", ")))"
    }
  }
}

/// Number formatting shared by the animation types' names. Namespaced so it cannot collide with
/// helpers elsewhere in the module.
enum AnimationNumberFormat {
  /// Whole numbers without a fractional part ("1", not "1.0"); everything else in Swift's
  /// shortest round-tripping form ("0.825", "0.35"), so names are stable across platforms.
  static func string(_ value: Double) -> String {
    // 2^53: the largest range in which every whole Double converts to Int64 exactly. Our
    // decision, because beyond it the Int64 form would not be shorter or more readable.
    if value == value.rounded(), abs(value) < 9_007_199_254_740_992 {
      return String(Int64(clamping: value))
    }
    return "\(value)"
  }
}
