/// One element of the gooey shape's path, as SwiftUI's `Path` records it.
public enum GooeyPathElement: Hashable, Sendable {
  case move(to: Point)
  case line(to: Point)
  case curve(to: Point, control1: Point, control2: Point)
  case close

  /// The points the element names, controls before the end point (as `Path.Element` lists them).
  public var points: [Point] {
    switch self {
    case .move(let point), .line(let point): return [point]
    case .curve(let end, let control1, let control2): return [control1, control2, end]
    case .close: return []
    }
  }

  /// SVG path syntax ("M 0 75", "C 28.75 15 68.75 15 88.75 0", "Z"): short and familiar, so a
  /// scenario can compare a whole path as one string. Coordinates are rounded to 6 decimals, the
  /// precision scenarios compare numbers to, so a mid-flight path reads as its numbers do.
  public var svg: String {
    func number(_ value: Double) -> String {
      AnimationNumberFormat.string((value * 1_000_000).rounded() / 1_000_000)
    }
    func coordinates(_ list: [Point]) -> String {
      list.map { "\(number($0.x)) \(number($0.y))" }.joined(separator: " ")
    }
    switch self {
    case .move(let point): return "M " + coordinates([point])
    case .line(let point): return "L " + coordinates([point])
    case .curve: return "C " + coordinates(points)
    case .close: return "Z"
    }
  }
}
