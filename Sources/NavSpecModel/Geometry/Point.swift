/// A point in screen coordinates, in points, origin at the top-left of the screen.
public struct Point: Hashable, Sendable {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  public static let zero = Point(x: 0, y: 0)

  /// Straight-line distance, used by the gesture thresholds (10 pt for drag and long press).
  public func distance(to other: Point) -> Double {
    let dx = other.x - x
    let dy = other.y - y
    return (dx * dx + dy * dy).squareRoot()
  }
}
