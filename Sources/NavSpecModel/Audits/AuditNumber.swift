/// Numbers in findings' messages: at most two decimals, trailing zeros dropped ("40", "40.5",
/// "4.57"), the same on every machine. Written here without Foundation because the model has
/// none; two decimals because a point or a ratio is not judged finer than that.
enum AuditNumber {
  static func text(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 1e16 else { return special(value) }
    return text(hundredths: hundredths(value))
  }

  /// A measured value printed beside the threshold it was judged against: on the same side of
  /// the threshold as printed (`text(threshold)`) as the value is of the threshold itself, so a
  /// message never contradicts its verdict. A width of 43.999 pt under 44 pt prints "43.99", not
  /// "44"; a ratio of 4.499 under 4.5:1 prints "4.49", not "4.5"; 1.001 pt of travel over 1 pt
  /// prints "1.01". Only a value that plain rounding would carry across (or onto) the threshold
  /// moves, by one hundredth toward its own side; any other prints as `text(_:)` prints it.
  static func text(_ value: Double, beside threshold: Double) -> String {
    guard value.isFinite, abs(value) < 1e16, threshold.isFinite, abs(threshold) < 1e16 else {
      return text(value)
    }
    let limit = hundredths(threshold)
    var shown = hundredths(value)
    if value < threshold {
      shown = min(shown, limit - 1)
    } else if value > threshold {
      shown = max(shown, limit + 1)
    } else {
      shown = limit
    }
    return text(hundredths: shown)
  }

  /// "40 x 64".
  static func size(_ width: Double, _ height: Double) -> String {
    "\(text(width)) x \(text(height))"
  }

  /// "43.99 x 64", each side printed beside the threshold (`text(_:beside:)`).
  static func size(_ width: Double, _ height: Double, beside threshold: Double) -> String {
    "\(text(width, beside: threshold)) x \(text(height, beside: threshold))"
  }

  /// The value in hundredths, rounded to the nearest (half away from zero). Only for finite
  /// values under 10^16: from there on hundredths are past what a Double counts exactly and near
  /// Int64's end (9.2e18).
  private static func hundredths(_ value: Double) -> Int64 {
    Int64(clamping: value * 100, rounding: .toNearestOrAwayFromZero)
  }

  private static func text(hundredths: Int64) -> String {
    let sign = hundredths < 0 ? "-" : ""
    let magnitude = hundredths.magnitude
    let whole = magnitude / 100
    let fraction = magnitude % 100
    if fraction == 0 { return "\(sign)\(whole)" }
    if fraction % 10 == 0 { return "\(sign)\(whole).\(fraction / 10)" }
    return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
  }

  /// A number `text(_:)` does not round: not finite, or 10^16 or more, written as Swift writes
  /// it ("1e+20").
  private static func special(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    return "\(value)"
  }
}
