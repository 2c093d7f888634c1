/// The one way a `Double` becomes an integer in NavSpec: rounded by `rule`, then clamped to the
/// type's range, NaN becoming zero. The integer types' own `init(_: Double)` traps on NaN, on an
/// infinity and past the type's range, and a computed `Double` can be any of these whatever the
/// input's domains (a width divided by a subnormal is infinite), so a conversion that can trap is
/// never written: IntegerConversionGuard.swift makes it fail to build, in every module
/// (docs/model.md#numbers).
extension FixedWidthInteger {
  /// `value` rounded by `rule` (`.towardZero`, as `Int(_:)` truncates, unless told), then the
  /// nearest value the type holds: `Int64(clamping: 1e20)` is `Int64.max`, `Int(clamping: -.infinity)`
  /// is `Int.min`, `Int(clamping: .nan)` is 0.
  @inlinable
  public init(clamping value: Double, rounding rule: FloatingPointRoundingRule = .towardZero) {
    let rounded = value.rounded(rule)
    if let exact = Self(exactly: rounded) {
      self = exact
    } else if rounded.isNaN {
      self = 0
    } else {
      self = rounded > 0 ? .max : .min
    }
  }
}

extension FixedWidthInteger {
  /// `value` rounded by `rule`, then the nearest value in `bounds` (NaN becomes the bound nearest
  /// zero): for an integer that later arithmetic adds to or multiplies, where the type's own
  /// `max` would overflow (a terminal column, a count of characters).
  @inlinable
  public init(
    clamping value: Double, to bounds: ClosedRange<Self>,
    rounding rule: FloatingPointRoundingRule = .towardZero
  ) {
    let whole = Self(clamping: value, rounding: rule)
    self = Swift.min(Swift.max(whole, bounds.lowerBound), bounds.upperBound)
  }
}
