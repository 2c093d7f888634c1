/// How far content pulled past an edge moves: less and less the further the finger pulls, never
/// more than the viewport's size (docs/components/scroll.md#rubber-band).
///
/// b(x) = (1 − 1/(x·c/d + 1))·d with c = 0.55 and d the viewport's height, x the overscroll the
/// finger asks for: the widely cited public reconstruction of UIScrollView's rubber band. b(0) = 0,
/// b′(0) = c, b → d as x → ∞.
public enum RubberBand {
  /// c = 0.55, the reconstruction's coefficient (docs/components/scroll.md#rubber-band).
  public static let coefficient = 0.55

  /// The overscroll shown for a raw overscroll `x` ≥ 0 on a viewport `dimension` tall.
  public static func band(_ x: Double, dimension d: Double) -> Double {
    guard d > 0, x > 0 else { return 0 }
    return (1 - 1 / (x * coefficient / d + 1)) * d
  }

  /// The raw overscroll that shows `b` (0 ≤ b < d): the inverse, x = (d/c)·b/(d − b), so that a
  /// finger catching content mid-bounce continues from where it is shown.
  public static func overscroll(showing b: Double, dimension d: Double) -> Double {
    guard d > 0, b > 0 else { return 0 }
    // b reaches d only at an infinite pull; a caught value never does, but keep the division
    // finite should rounding bring it there.
    let gap = max(d - b, d * 1e-12)
    return d / coefficient * b / gap
  }

  /// The offset shown for a raw (unbounded) offset: within `bounds` as it is, past an edge
  /// banded.
  public static func offset(raw: Double, bounds: ClosedRange<Double>, dimension d: Double)
    -> Double
  {
    if raw < bounds.lowerBound {
      return bounds.lowerBound - band(bounds.lowerBound - raw, dimension: d)
    }
    if raw > bounds.upperBound {
      return bounds.upperBound + band(raw - bounds.upperBound, dimension: d)
    }
    return raw
  }

  /// The raw offset that shows `offset`: the inverse of `offset(raw:bounds:dimension:)`.
  public static func raw(showing offset: Double, bounds: ClosedRange<Double>, dimension d: Double)
    -> Double
  {
    if offset < bounds.lowerBound {
      return bounds.lowerBound - overscroll(showing: bounds.lowerBound - offset, dimension: d)
    }
    if offset > bounds.upperBound {
      return bounds.upperBound + overscroll(showing: offset - bounds.upperBound, dimension: d)
    }
    return offset
  }
}
