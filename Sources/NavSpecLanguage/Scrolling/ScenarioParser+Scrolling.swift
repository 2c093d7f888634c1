import NavSpecModel

// The scroll view's statements: `scroll content HEIGHT [rate …]`, `fling up|down SPEED [from
// (X, Y)] [in DURATION]`, `voiceover-scroll down|up`.

extension ScenarioParser {
  static let scrollRates = ["normal", "fast"]
  static let flingDirections = ScrollStatement.FingerDirection.allCases.map(\.rawValue)
  static let pageDirections = ScrollView.PageDirection.allCases.map(\.rawValue)
  /// The fastest fling a scenario may ask for: 100,000 pt/s, far beyond a finger (our decision:
  /// a bound that keeps the numbers finite).
  static let maximumFlingSpeed = 100_000.0
  /// The tallest content: 10,000,000 pt (our decision: a bound well past any real list).
  static let maximumContentHeight = 10_000_000.0

  mutating func parseScroll() throws(ParseFailure) -> ScrollStatement {
    _ = try parseChoice(["content"], what: "scroll setting", after: "'scroll'")
    let height = try parseNumber(
      "a content height in points such as '3000'", after: "'scroll content'", units: .points)
    guard height.value >= 0, height.value <= Self.maximumContentHeight else {
      throw failure(
        "a content height must be between 0 and \(formatNumber(Self.maximumContentHeight)) pt",
        at: height.range)
    }
    var rate = DecelerationRate.normal
    if skip(word: "rate") {
      if let token = current, case .number = token.kind {
        let value = try parseNumber(
          "a rate per millisecond such as '0.998'", after: "'rate'", units: .points)
        guard value.value > 0, value.value < 1 else {
          throw failure(
            "a deceleration rate is the velocity kept per millisecond, between 0 and 1 (exclusive)",
            at: value.range,
            suggestion: "UIKit's rates are 'rate normal' (0.998) and 'rate fast' (0.99)")
        }
        rate = DecelerationRate(perMillisecond: value.value)
      } else {
        let word = try parseChoice(Self.scrollRates, what: "deceleration rate", after: "'rate'")
        rate = word.word == "fast" ? .fast : .normal
      }
      try expectEnd()
    } else {
      try expectEnd(alternatives: "'rate' and 'normal' or 'fast'")
    }
    return .content(height: height.value, rate: rate)
  }

  mutating func parseFling() throws(ParseFailure) -> ScrollStatement {
    let direction = try parseChoice(Self.flingDirections, what: "direction", after: "'fling'")
    let speed = try parseNumber(
      "a speed in points per second such as '1500'", after: "the direction", units: .points)
    guard speed.value > 0, speed.value <= Self.maximumFlingSpeed else {
      throw failure(
        "a fling's speed must be positive and at most \(formatNumber(Self.maximumFlingSpeed)) pt/s",
        at: speed.range)
    }
    var from: PointLiteral?
    var duration: Int64?
    if skip(word: "from") {
      from = try parsePoint(after: "'from'").value
    }
    if skip(word: "in") {
      let parsed = try parseDuration(after: "'in'")
      guard parsed.value > 0 else {
        throw failure("a fling must last longer than 0", at: parsed.range)
      }
      duration = parsed.value
    }
    try expectEnd(
      alternatives: from == nil ? "'from (X, Y)' or 'in' and a duration" : "'in' and a duration")
    return .fling(
      direction: direction.word.flatMap(ScrollStatement.FingerDirection.init(rawValue:)) ?? .up,
      speed: speed.value, from: from, duration: duration)
  }

  mutating func parseVoiceOverScroll() throws(ParseFailure) -> ScrollStatement {
    let direction = try parseChoice(
      Self.pageDirections, what: "page direction", after: "'voiceover-scroll'")
    try expectEnd()
    return .voiceOverScroll(
      direction.word.flatMap(ScrollView.PageDirection.init(rawValue:)) ?? .down)
  }
}
