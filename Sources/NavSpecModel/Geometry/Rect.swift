/// An axis-aligned rectangle in screen coordinates.
public struct Rect: Hashable, Sendable {
  public var origin: Point
  public var size: Size

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.origin = Point(x: x, y: y)
    self.size = Size(width: width, height: height)
  }

  public var minX: Double { origin.x }
  public var minY: Double { origin.y }
  public var maxX: Double { origin.x + size.width }
  public var maxY: Double { origin.y + size.height }
  public var width: Double { size.width }
  public var height: Double { size.height }
  public var center: Point { Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2) }

  /// Half-open on the trailing and bottom edges, so adjacent tabs never both contain a point.
  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// The full-height slice `width` wide that starts `offset` from the leading edge: the left
  /// edge in left-to-right, the right edge in right-to-left.
  public func leadingSlice(offset: Double, width: Double, direction: LayoutDirection) -> Rect {
    let x = direction == .leftToRight ? minX + offset : maxX - offset - width
    return Rect(x: x, y: minY, width: width, height: height)
  }

  /// A point's distance from the leading edge.
  public func leadingDistance(of point: Point, direction: LayoutDirection) -> Double {
    direction == .leftToRight ? point.x - minX : maxX - point.x
  }

  /// The rectangle `fraction` of the way from this one to `other`, each edge moving in
  /// proportion (0 is this one, 1 is `other`).
  public func interpolated(to other: Rect, by fraction: Double) -> Rect {
    func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * fraction }
    return Rect(
      x: mix(minX, other.minX), y: mix(minY, other.minY), width: mix(width, other.width),
      height: mix(height, other.height))
  }
}
