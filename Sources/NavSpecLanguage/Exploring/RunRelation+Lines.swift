import NavSpecModel

/// How each relation rewrites one scenario line of the first run into the second's: text to
/// text, so that the second run is a scenario as the first is and a shrunk pair can be written.
extension RunRelation {
  /// `at T LINE` made `at T+Δ LINE`; any other line as it is (a `+D` prefix and a `wait` are
  /// relative, so they shift with the start).
  static func timeShifted(_ line: String, by shift: Int64) -> String {
    guard let (time, rest) = absoluteTime(of: line) else { return line }
    return "at \(formatDuration(time + shift))" + (rest.isEmpty ? "" : " " + rest)
  }

  /// `at T LINE` made `LINE`, for runs that settle after every step: a settle ends at an
  /// instant each run decides, so an absolute instant could lie in one run's past.
  static func withoutAbsoluteTime(_ line: String) -> String {
    guard let (_, rest) = absoluteTime(of: line) else { return line }
    // A bare `at T` is the clock alone: the settle after it stands for it.
    return rest.isEmpty ? "settle" : rest
  }

  /// `wait D` (D of 2 µs or more) made `wait ⌊D/2⌋` and `wait D−⌊D/2⌋`; any other line alone.
  static func splitWait(_ line: String) -> [String] {
    let words = line.split(separator: " ")
    guard words.count == 2, words[0] == "wait", let duration = parseDuration(words[1]),
      duration >= 2
    else { return [line] }
    let half = duration / 2
    return ["wait \(formatDuration(half))", "wait \(formatDuration(duration - half))"]
  }

  /// Every point `(x, y)` of the line made `(width − x, y)`; `fling left` and `fling right`
  /// swapped. Named targets (`tap Library`, `drag pill to Profile`) are left as they are: a
  /// name means the same element in either direction.
  static func mirrored(_ line: String, width: Double) -> String {
    let result = mappingXs(line) { width - $0 }
    // A script that sets the direction itself sets the other one in the mirrored run.
    if result.hasSuffix("set layout-direction ltr") {
      return result.replacing("set layout-direction ltr", with: "set layout-direction rtl")
    }
    if result.hasSuffix("set layout-direction rtl") {
      return result.replacing("set layout-direction rtl", with: "set layout-direction ltr")
    }
    if result.contains("fling left") {
      return result.replacing("fling left", with: "fling right")
    }
    if result.contains("fling right") {
      return result.replacing("fling right", with: "fling left")
    }
    return result
  }

  /// The line with every point's x made `transform(x)`, the rest as written.
  static func mappingXs(_ line: String, _ transform: (Double) -> Double) -> String {
    var result = ""
    var rest = Substring(line)
    while let open = rest.firstIndex(of: "("), let close = rest[open...].firstIndex(of: ")") {
      result += rest[..<open]
      let inside = rest[rest.index(after: open)..<close]
      let parts = inside.split(separator: ",", omittingEmptySubsequences: false)
      if parts.count == 2, let x = Double(parts[0].filter { $0 != " " }) {
        let mapped = transform(x)
        result += mapped == x ? String(rest[open...close]) : "(\(formatNumber(mapped)),\(parts[1]))"
      } else {
        result += rest[open...close]
      }
      rest = rest[rest.index(after: close)...]
    }
    return result + rest
  }

  /// How far a point on a frame's edge is moved off it before a run is mirrored (our decision:
  /// a quarter point is no distance a finger can tell, and takes the point off the tie between
  /// the two frames, whose side is a per-component convention).
  static let edgeNudge = 0.25

  /// The line with every point whose x lies on one of `edges` (or on the screen's right edge)
  /// moved `edgeNudge` to the right, or to the left where that would leave the screen.
  static func nudgedOffEdges(_ line: String, edges: Set<Double>, width: Double) -> String {
    mappingXs(line) { x in
      guard edges.contains(x) || x == width else { return x }
      return x + edgeNudge < width ? x + edgeNudge : x - edgeNudge
    }
  }

  /// The instant and the rest of an `at T LINE` line.
  static func absoluteTime(of line: String) -> (time: Int64, rest: String)? {
    let words = line.split(separator: " ", maxSplits: 2)
    guard words.count >= 2, words[0] == "at", let time = parseDuration(words[1]) else {
      return nil
    }
    return (time, words.count == 3 ? String(words[2]) : "")
  }

  /// A duration as lines write it (`350ms`, `1us`, `0.5s`), in microseconds; nil for any other
  /// spelling, which then is left as it is.
  static func parseDuration(_ text: Substring) -> Int64? {
    let units: [(String, Double)] = [("us", 1), ("µs", 1), ("ms", 1_000), ("s", 1_000_000)]
    for (unit, scale) in units where text.hasSuffix(unit) {
      guard let value = Double(text.dropLast(unit.count)), value.isFinite, value >= 0 else {
        return nil
      }
      let micro = value * scale
      guard micro < 1e15 else { return nil }
      return Int64(clamping: micro, rounding: .toNearestOrAwayFromZero)
    }
    return nil
  }
}
