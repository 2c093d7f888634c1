import NavSpecModel

/// One curve of the HTML report as an inline SVG line chart: the sampled value over virtual
/// time, time labels under it, value labels beside it, and each expectation that read the value
/// as a mark at its instant.
///
/// An expectation that held is a blue dot on the curve. One that failed is drawn to be seen at a
/// glance: a red cross at the expected value, a red dot at the actual value and a dashed red line
/// between them, with the expected number written beside the cross. Every mark has a `<title>`
/// (its line, instant, expected and actual), which browsers show on hover, without a script.
///
/// Coordinates are printed with one decimal from integers, and the labels by `ValueFormatter`,
/// so the same curve gives the same bytes on every machine.
enum ValuePlot {
  static let width = 720
  static let height = 220
  // Room for the value labels on the left and the time labels below.
  static let left = 72
  static let right = 30
  static let top = 14
  static let bottom = 34
  static let curveColor = "#0969da"
  static let failureColor = "#cf222e"
  /// The largest magnitude the value axis spans; a value past it is drawn at the plot's edge.
  /// Our decision, because twice a value near `Double.greatestFiniteMagnitude` (an axis's span,
  /// a step rounded up) is infinite: under 1e300 every sum and difference the axis takes is
  /// finite, and no scenario's value comes near it.
  static let valueLimit = 1e300

  /// `value` within ±`valueLimit`.
  static func clamped(_ value: Double) -> Double { min(max(value, -valueLimit), valueLimit) }

  static func svg(_ curve: ValueCurve) -> String {
    let times =
      curve.samples.map(\.time.microseconds) + curve.expectations.map(\.time.microseconds)
    // A scenario that ends at 0 still gets a width: 1 ms (our decision, so the axis has a span).
    let span = max(times.max() ?? 0, 1_000)
    let values =
      (curve.samples.compactMap(\.value) + curve.expectations.compactMap(\.actual)
      + curve.expectations.map(\.expected)).filter(\.isFinite)
    let (low, high, step) = valueAxis(low: values.min() ?? 0, high: values.max() ?? 0)
    let plotWidth = Double(width - left - right)
    let plotHeight = Double(height - top - bottom)
    func x(_ time: VirtualTime) -> Double {
      Double(left) + Double(time.microseconds) / Double(span) * plotWidth
    }
    func y(_ value: Double) -> Double {
      Double(top) + (high - clamped(value)) / (high - low) * plotHeight
    }

    var out =
      "<svg width=\"\(width)\" height=\"\(height)\""
      + " viewBox=\"0 0 \(width) \(height)\" role=\"img\" aria-label=\""
      + HTMLText.escaping(curve.path + " over time") + "\" font-family=\"system-ui, sans-serif\""
      + " font-size=\"11\">\n"
    // Value grid and labels.
    for (value, text) in valueLabels(low: low, high: high, step: step) {
      let level = number(y(value))
      out +=
        "<line x1=\"\(left)\" y1=\"\(level)\" x2=\"\(width - right)\" y2=\"\(level)\""
        + " stroke=\"#eaeef2\"/>\n"
        + "<text x=\"\(left - 6)\" y=\"\(number(y(value) + 4))\" text-anchor=\"end\""
        + " fill=\"#59636e\">\(text)</text>\n"
    }
    // Time ticks and labels.
    let timeStep = niceTimeStep(span)
    var tick: Int64 = 0
    let axisY = height - bottom
    while tick <= span {
      let at = number(x(VirtualTime(microseconds: tick)))
      out +=
        "<line x1=\"\(at)\" y1=\"\(axisY)\" x2=\"\(at)\" y2=\"\(axisY + 4)\" stroke=\"#8c959f\"/>\n"
        + "<text x=\"\(at)\" y=\"\(axisY + 16)\" text-anchor=\"middle\" fill=\"#59636e\">"
        + ValueFormatter.time(VirtualTime(microseconds: tick)) + "</text>\n"
      // The clock saturates at Int64.max, so the last tick must not overflow past it.
      let (next, overflow) = tick.addingReportingOverflow(timeStep)
      if overflow { break }
      tick = next
    }
    out +=
      "<line x1=\"\(left)\" y1=\"\(axisY)\" x2=\"\(width - right)\" y2=\"\(axisY)\""
      + " stroke=\"#8c959f\"/>\n"
      + "<line x1=\"\(left)\" y1=\"\(top)\" x2=\"\(left)\" y2=\"\(axisY)\" stroke=\"#8c959f\"/>\n"
    // The curve: a new segment wherever the path had no number.
    var path = ""
    var drawing = false
    for sample in curve.samples {
      guard let value = sample.value, value.isFinite else {
        drawing = false
        continue
      }
      path += (drawing ? " L" : (path.isEmpty ? "M" : " M")) + number(x(sample.time)) + ","
      path += number(y(value))
      drawing = true
    }
    if !path.isEmpty {
      out +=
        "<path class=\"curve\" d=\"\(path)\" fill=\"none\" stroke=\"\(curveColor)\""
        + " stroke-width=\"1.75\" stroke-linejoin=\"round\"/>\n"
    }
    // Failed marks last, so nothing covers them.
    for expectation in curve.expectations where expectation.passed {
      guard let actual = expectation.actual, actual.isFinite else { continue }
      out +=
        "<circle class=\"expectation passed\" cx=\"\(number(x(expectation.time)))\""
        + " cy=\"\(number(y(actual)))\" r=\"3.5\" fill=\"\(curveColor)\" stroke=\"#fff\""
        + " stroke-width=\"1\"><title>\(title(expectation, curve.path))</title></circle>\n"
    }
    for expectation in curve.expectations where !expectation.passed {
      out += failedMark(expectation, path: curve.path, x: x(expectation.time), y: y)
    }
    return out + "</svg>\n"
  }

  private static func failedMark(
    _ expectation: ValueCurve.Expectation, path: String, x: Double, y: (Double) -> Double
  ) -> String {
    let expectedY = y(expectation.expected)
    var out =
      "<g class=\"expectation failed\" stroke=\"\(failureColor)\">"
      + "<title>\(title(expectation, path))</title>\n"
    if let actual = expectation.actual, actual.isFinite {
      let actualY = y(actual)
      out +=
        "<line x1=\"\(number(x))\" y1=\"\(number(expectedY))\" x2=\"\(number(x))\""
        + " y2=\"\(number(actualY))\" stroke-width=\"1.5\" stroke-dasharray=\"4 3\"/>\n"
        + "<circle cx=\"\(number(x))\" cy=\"\(number(actualY))\" r=\"4\""
        + " fill=\"\(failureColor)\" stroke=\"#fff\" stroke-width=\"1\"/>\n"
    }
    let arm = 6.0
    out +=
      "<path d=\"M\(number(x - arm)),\(number(expectedY - arm)) L\(number(x + arm)),"
      + "\(number(expectedY + arm)) M\(number(x - arm)),\(number(expectedY + arm)) L"
      + "\(number(x + arm)),\(number(expectedY - arm))\" stroke-width=\"2.5\"/>\n"
    // The expected number beside the cross, on the side with room.
    let leftSide = x > Double(width - right - 90)
    out +=
      "<text x=\"\(number(leftSide ? x - 10 : x + 10))\" y=\"\(number(expectedY - 6))\""
      + " text-anchor=\"\(leftSide ? "end" : "start")\" fill=\"\(failureColor)\" stroke=\"none\""
      + " font-weight=\"bold\">expected \(ValueFormatter.number(expectation.expected))</text>\n"
    return out + "</g>\n"
  }

  /// What a mark's tooltip says: "line 8 at 0.400s: expected 100, actual 185.25".
  private static func title(_ expectation: ValueCurve.Expectation, _ path: String) -> String {
    let actual = expectation.actual.map(ValueFormatter.number) ?? "no number"
    return HTMLText.escaping(
      "\(path), line \(expectation.location.line) at \(ValueFormatter.time(expectation.time)): "
        + "expected \(ValueFormatter.number(expectation.expected)), actual \(actual)"
        + (expectation.passed ? "" : " (failed)"))
  }

  /// The finest difference the value labels show: `ValueFormatter.number` prints 6 decimals.
  /// Our decision, because two labels closer than this print the same text, so a curve that
  /// spans less (`expect pill.offset == -13.333333` against -13.3333333…, 3e-7 apart) is
  /// flat to a reader, and no step is finer.
  static let labelResolution = 1e-6

  /// The value axis: bounds on whole steps around `low...high`, and a step of 1, 2 or 5 times a
  /// power of ten giving 2 to 5 intervals, never finer than `labelResolution`, so no two labels
  /// print the same. A curve flat to the labels' resolution gets room around its value.
  /// Values are first clamped to ±`valueLimit`, so the axis and its step are always finite.
  static func valueAxis(low: Double, high: Double) -> (low: Double, high: Double, step: Double) {
    var (low, high) = (clamped(low.isNaN ? 0 : low), clamped(high.isNaN ? 0 : high))
    if high - low < labelResolution {
      let room = max(abs(low) * 0.1, 1)
      low -= room
      high += room
    }
    let step = max(niceStep((high - low) / 4), labelResolution)
    return ((low / step).rounded(.down) * step, (high / step).rounded(.up) * step, step)
  }

  /// The value labels, bottom to top, one per grid line: a label that would print as the one
  /// below it (a step lost to the rounding of a huge value) is left out, so the axis never
  /// repeats a number.
  static func valueLabels(low: Double, high: Double, step: Double) -> [(
    value: Double, text: String
  )] {
    // At most a few intervals by `valueAxis`; bounded here whatever the arithmetic gave.
    let steps = min(max(Int(clamping: (high - low) / step, rounding: .toNearestOrEven), 0), 10)
    var labels: [(value: Double, text: String)] = []
    for index in 0...steps {
      let value = low + Double(index) * step
      let text = ValueFormatter.number(value)
      if labels.contains(where: { $0.text == text }) { continue }
      labels.append((value, text))
    }
    return labels
  }

  /// The smallest 1, 2 or 5 times a power of ten that is at least `rough`.
  /// 1 for a `rough` that is not a positive finite number, which no step could reach.
  static func niceStep(_ rough: Double) -> Double {
    guard rough.isFinite, rough >= Double.leastNormalMagnitude else { return 1 }
    var power = 1.0
    while power * 10 <= rough { power *= 10 }
    while power > rough { power /= 10 }
    for factor in [1.0, 2, 5, 10] where factor * power >= rough { return factor * power }
    return 10 * power
  }

  /// A time step of 1, 2 or 5 times a power of ten microseconds giving at most 6 intervals.
  static func niceTimeStep(_ span: Int64) -> Int64 {
    var power: Int64 = 1
    while true {
      for factor: Int64 in [1, 2, 5] where span / (factor * power) <= 6 { return factor * power }
      power *= 10
    }
  }

  /// One decimal, from an integer count of tenths: "12.5", "-3", "0".
  static func number(_ value: Double) -> String {
    let tenths = Int(clamping: value * 10, rounding: .toNearestOrAwayFromZero)
    let whole = tenths.magnitude / 10
    let fraction = tenths.magnitude % 10
    let sign = tenths < 0 ? "-" : ""
    return fraction == 0 ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
  }
}
