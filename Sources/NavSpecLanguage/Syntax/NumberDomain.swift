/// The values one numeric argument may take: every number a statement reads has one, checked
/// where it is parsed, with an error located at the number that names the range. A number past
/// its domain is refused rather than clamped: the model's arithmetic (a width divided by a
/// subnormal, two values near `Double.greatestFiniteMagnitude` subtracted) would otherwise reach
/// infinities and NaN. The reason for each range is in docs/language.md#numbers-have-domains.
struct NumberDomain: Sendable {
  /// What the number is, as an error's subject: "a screen's width".
  let subject: String
  let lowest: Double
  let highest: Double
  /// Whether `lowest` itself is outside (a width must be more than 0).
  let excludesLowest: Bool
  /// The unit the range is written in, after its numbers: "pt", "Hz", "" for none.
  let unit: String

  init(
    _ subject: String, from lowest: Double, to highest: Double, excludingLowest: Bool = false,
    unit: String = "pt"
  ) {
    self.subject = subject
    self.lowest = lowest
    self.highest = highest
    self.excludesLowest = excludingLowest
    self.unit = unit
  }

  /// Whether `value` is in the domain (never for NaN).
  func contains(_ value: Double) -> Bool {
    (excludesLowest ? value > lowest : value >= lowest) && value <= highest
  }

  /// "from 1 to 10000 pt", "more than 0 and at most 10000 pt".
  var range: String {
    let suffix = unit.isEmpty ? "" : " " + unit
    return excludesLowest
      ? "more than \(formatNumber(lowest)) and at most \(formatNumber(highest))\(suffix)"
      : "from \(formatNumber(lowest)) to \(formatNumber(highest))\(suffix)"
  }

  // MARK: The domains

  /// The largest screen, either side: 10,000 pt. Our decision, because the largest Apple display
  /// is 6016 pixels wide (Pro Display XDR), 3008 pt at 2x, and no layout is tested wider.
  static let largestScreen = 10_000.0
  /// The farthest a touch may land from the origin, either way: ten of the largest screens, so a
  /// touch just off any edge (as the explorer makes) is still written.
  static let farthestTouch = 100_000.0
  /// The largest expected number or tolerance: 10^300, the HTML plot's limit (ValuePlot). Our
  /// decision, because every value the state prints must read back as an expectation (1e15 and
  /// 1e300 among them, docs/language.md#what-is-printed-can-be-typed-back), while twice any
  /// number within it, or their difference, is still finite (tools/expected/numbers.py).
  static let largestExpectedNumber = 1e300

  static let screenWidth = NumberDomain("a screen's width", from: 1, to: largestScreen)
  static let screenHeight = NumberDomain("a screen's height", from: 1, to: largestScreen)
  static let safeAreaInset = NumberDomain("a safe-area inset", from: 0, to: largestScreen)
  /// 1 to 1000 Hz: 120 Hz is the fastest iPhone display (ProMotion), and 1000 Hz leaves room for
  /// a scenario that samples a drag finely (our decision).
  static let frameRate = NumberDomain("a frame rate", from: 1, to: 1_000, unit: "Hz")
  static let titleWidth = NumberDomain(
    "a title's width", from: 0, to: largestScreen, excludingLowest: true)
  static let minimizeThreshold = NumberDomain(
    "a minimize threshold", from: 0, to: 10_000_000, excludingLowest: true)
  static let headerSpacing = NumberDomain("a spacing", from: 0, to: 1_000)
  static let touchX = NumberDomain("an x coordinate", from: -farthestTouch, to: farthestTouch)
  static let touchY = NumberDomain("a y coordinate", from: -farthestTouch, to: farthestTouch)
  static let expectedNumber = NumberDomain(
    "an expected number", from: -largestExpectedNumber, to: largestExpectedNumber, unit: "")
  static let tolerance = NumberDomain(
    "a tolerance", from: 0, to: largestExpectedNumber, unit: "")
}

extension ScenarioParser {
  /// `value` when `domain` holds it; otherwise a failure at `range` naming the domain's range.
  func checked(_ value: Located<Double>, in domain: NumberDomain) throws(ParseFailure) -> Double {
    guard domain.contains(value.value) else {
      throw failure(
        "\(domain.subject) must be \(domain.range), not \(numberText(value.value))",
        at: value.range)
    }
    return value.value
  }

  /// A number as the message names it, shortened like any quoted token.
  private func numberText(_ value: Double) -> String {
    "'\(Self.shortened(formatNumber(value)))'"
  }
}
