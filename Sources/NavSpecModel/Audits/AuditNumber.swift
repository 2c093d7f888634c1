/// Numbers in findings' messages: at most two decimals, trailing zeros dropped ("40", "40.5",
/// "4.57"), the same on every machine. Written here without Foundation because the model has
/// none; two decimals because a point or a ratio is not judged finer than that.
enum AuditNumber {
  static func text(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    // From 10^16 on, hundredths are past what a Double counts exactly and near Int64's end
    // (9.2e18): such a number is written as Swift writes it ("1e+20"), never converted.
    guard abs(value) < 1e16 else { return "\(value)" }
    let hundredths = Int64(clamping: value * 100, rounding: .toNearestOrAwayFromZero)
    let sign = hundredths < 0 ? "-" : ""
    let magnitude = hundredths.magnitude
    let whole = magnitude / 100
    let fraction = magnitude % 100
    if fraction == 0 { return "\(sign)\(whole)" }
    if fraction % 10 == 0 { return "\(sign)\(whole).\(fraction / 10)" }
    return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
  }

  /// "40 x 64".
  static func size(_ width: Double, _ height: Double) -> String {
    "\(text(width)) x \(text(height))"
  }
}

extension AuditNumber {
  /// `value`, known to be under `threshold`, written so that it reads under it: rounded to
  /// hundredths, and down to the hundredth below when rounding would reach the threshold
  /// (4.499 is "4.49", not "4.5"; 43.999 is "43.99", not "44"), so that a message never
  /// contradicts its verdict.
  static func below(_ value: Double, _ threshold: Double) -> String {
    guard value.isFinite, abs(value) < 1e16, value < threshold else { return text(value) }
    let rounded = (value * 100).rounded() / 100
    guard rounded >= threshold else { return text(value) }
    return text(((value * 100).rounded(.down)) / 100)
  }
}
