// Pieces many statements share that measure something: durations, numbers with units, whole
// numbers and points.

extension ScenarioParser {
  /// A duration such as `300ms`, in microseconds.
  mutating func parseDuration(after context: @autoclosure () -> String) throws(ParseFailure)
    -> Located<Int64>
  {
    guard position < tokens.count, case .number(let literal) = tokens[position].kind else {
      throw failure("expected a duration such as '300ms' after \(context())", at: current)
    }
    let value = try durationValue(literal, token: tokens[position])
    position += 1
    return Located(value, at: tokens[position - 1].range)
  }

  /// Converts exactly, digit by digit: through `Double`, `8.2s` would become 8_199_999 µs
  /// (8.2 × 1e6 is 8199999.999…), and `Int64` arithmetic must not trap on
  /// `99999999999999999999s`.
  /// `token` is read only for an error.
  func durationValue(_ literal: NumberLiteral, token: @autoclosure () -> Token)
    throws(ParseFailure) -> Int64
  {
    let scale: Int64
    let places: Int
    switch literal.unit {
    case "us": (scale, places) = (1, 0)
    case "ms": (scale, places) = (1_000, 3)
    case "s": (scale, places) = (1_000_000, 6)
    case "":
      throw failure(
        "missing unit in duration \(Self.quoted(token())); expected 'us', 'ms' or 's'", at: token(),
        suggestion: token().text.count <= 20 ? Suggestion.didYouMean(token().text + "ms") : nil)
    default:
      throw failure(
        "unknown duration unit '\(Self.shortened(literal.unit))'; expected 'us', 'ms' or 's'",
        at: token(),
        suggestion: Suggestion.nearest(to: literal.unit, among: Suggestion.durationUnits).map {
          Suggestion.didYouMean(Self.shortened(literal.spelling) + $0)
        })
    }
    if literal.isNegative {
      throw failure("a duration cannot be negative", at: token())
    }
    // Built only when thrown: the message costs more than the conversion.
    var tooLong: ParseFailure {
      failure("duration \(Self.quoted(token())) is too long; the limit is 1000000s", at: token())
    }
    // The digits are ASCII (the lexer takes no other), so they are read as bytes.
    let significant = literal.integerDigits.utf8.drop { $0 == UInt8(ascii: "0") }
    guard significant.count <= 18 else { throw tooLong }
    var whole: Int64 = 0
    for digit in significant { whole = whole * 10 + Int64(digit &- UInt8(ascii: "0")) }
    var fraction: Int64 = 0
    for (index, digit) in literal.fractionDigits.utf8.enumerated() {
      let value = Int64(digit &- UInt8(ascii: "0"))
      if index < places {
        fraction = fraction * 10 + value
      } else if value != 0 {
        throw failure(
          "duration \(Self.quoted(token())) is not a whole number of microseconds", at: token())
      }
    }
    for _ in min(literal.fractionDigits.utf8.count, places)..<places { fraction *= 10 }
    let (product, overflow) = whole.multipliedReportingOverflow(by: scale)
    guard !overflow, product <= Self.maxDuration, fraction <= Self.maxDuration - product else {
      throw tooLong
    }
    return product + fraction
  }

  /// Which unit suffixes a number may carry where it is written.
  enum NumberUnits {
    /// Lengths: none or `pt`.
    case points
    /// Frame rates: none or `hz`.
    case frequency
    /// Expected values and tolerances: none, `pt`, or a duration unit (converted to seconds).
    case measurement

    var allowed: [String] {
      switch self {
      case .points: ["pt"]
      case .frequency: ["hz"]
      case .measurement: Suggestion.valueUnits
      }
    }
  }

  /// The value of a number token, with its unit applied.
  /// `token` is read only for an error.
  func numberValue(_ literal: NumberLiteral, token: @autoclosure () -> Token, units: NumberUnits)
    throws(ParseFailure) -> Double
  {
    // Divide rather than multiply by 1e-3: `300 / 1000` is exactly the double nearest 0.3,
    // `300 * 1e-3` is not.
    let divisor: Double
    switch (units, literal.unit) {
    case (_, ""), (.points, "pt"), (.measurement, "pt"), (.frequency, "hz"), (.frequency, "Hz"),
      (.measurement, "s"):
      divisor = 1
    case (.measurement, "ms"): divisor = 1e3
    case (.measurement, "us"): divisor = 1e6
    default:
      throw failure(
        "unknown unit '\(Self.shortened(literal.unit))' in \(Self.quoted(token())); expected "
          + units.allowed.map { "'\($0)'" }.joined(separator: ", ") + " or no unit",
        at: token(),
        suggestion: Suggestion.nearest(to: literal.unit, among: units.allowed).map {
          Suggestion.didYouMean(Self.shortened(literal.spelling) + $0)
        })
    }
    guard let value = literal.doubleValue else {
      throw failure("number \(Self.quoted(token())) is too large", at: token())
    }
    return value / divisor
  }

  /// A number with a unit allowed by `units`; range checks are the caller's.
  mutating func parseNumber(
    _ what: String, after context: @autoclosure () -> String, units: NumberUnits
  )
    throws(ParseFailure) -> Located<Double>
  {
    guard position < tokens.count, case .number(let literal) = tokens[position].kind else {
      throw failure("expected \(what) after \(context())", at: current)
    }
    let value = try numberValue(literal, token: tokens[position], units: units)
    position += 1
    return Located(value, at: tokens[position - 1].range)
  }

  /// A whole number without a unit, at least `minimum` (finger ids, badge counts).
  func wholeNumber(_ token: Token, what: String, minimum: Int) throws(ParseFailure) -> Int {
    guard case .number(let literal) = token.kind, literal.unit.isEmpty,
      let value = literal.wholeNumber, value >= minimum
    else {
      let bound = minimum > 0 ? "a positive whole number" : "a whole number"
      throw failure("\(what) must be \(bound), not \(Self.quoted(token))", at: token)
    }
    return value
  }

  /// `(X, Y)` in points. `context` is spelled only for an error.
  mutating func parsePoint(after context: @autoclosure () -> String) throws(ParseFailure)
    -> Located<PointLiteral>
  {
    guard let open = takeRange(.leftParen) else {
      throw failure("expected a point such as '(48, 812)' after \(context())", at: current)
    }
    let x = try checked(
      parseNumber("an x coordinate", after: "'('", units: .points), in: .touchX)
    guard skip(.comma) else {
      throw failure("expected ',' between the coordinates of a point", at: current)
    }
    let y = try checked(
      parseNumber("a y coordinate", after: "','", units: .points), in: .touchY)
    guard let close = takeRange(.rightParen) else {
      throw failure("expected ')' to close the point", at: current)
    }
    return Located(PointLiteral(x: x, y: y), at: Self.span(open, close))
  }

  /// The range from the start of `first` to the end of `last` (both on one line).
  static func span(_ first: SourceRange, _ last: SourceRange) -> SourceRange {
    SourceRange(
      start: first.start, length: last.start.column + last.length - first.start.column)
  }
}
