/// Where things are at an instant. The document's geometry is in the bar's own coordinates (its
/// named space "tabBar"); frames for touches and accessibility are in screen coordinates. The
/// layout direction is applied here, when a position is read.
extension GooeyTabBar {
  /// The bar's bounds in its own coordinates, which the shape fills.
  public var bounds: Rect { Rect(x: 0, y: 0, width: frame.width, height: frame.height) }

  /// `selectedCenterX` as presented at `time`, in bar coordinates.
  public func centerX(at time: VirtualTime, direction: LayoutDirection) -> Double {
    layout(direction).x(leading: leadingCenter.value(at: time))
  }

  /// The shape with the centre presented at `time`.
  public func shape(at time: VirtualTime, direction: LayoutDirection) -> GooeyTabBarShape {
    GooeyTabBarShape(centerX: centerX(at: time, direction: direction))
  }

  /// The shape's path at `time`, in bar coordinates.
  public func path(at time: VirtualTime, direction: LayoutDirection) -> [GooeyPathElement] {
    shape(at: time, direction: direction).path(in: bounds)
  }

  /// The ball's centre at `time`, in bar coordinates.
  public func ballCenter(at time: VirtualTime, direction: LayoutDirection) -> Point {
    Point(x: centerX(at: time, direction: direction), y: GooeyBall.centerY)
  }

  /// The ball's drawn frame at `time`, in screen coordinates: 8 pt scaled by the droplet around
  /// its centre (`scaleEffect` scales the drawing about the centre).
  public func ballFrame(at time: VirtualTime, direction: LayoutDirection) -> Rect {
    let center = ballCenter(at: time, direction: direction)
    let side = GooeyBall.size * ball.scale.value(at: time)
    return Rect(
      x: frame.minX + center.x - side / 2, y: frame.minY + center.y - side / 2, width: side,
      height: side)
  }

  /// A button's frame on screen (its hit region: a Button's label frame).
  public func buttonFrame(_ index: Int, direction: LayoutDirection) -> Rect {
    let local = layout(direction).buttonFrame(index)
    return Rect(
      x: frame.minX + local.minX, y: frame.minY + local.minY, width: local.width,
      height: local.height)
  }

  /// The button under a screen point, or nil (outside the bar, or between buttons).
  public func buttonIndex(at point: Point, direction: LayoutDirection) -> Int? {
    layout(direction).buttonIndex(at: Point(x: point.x - frame.minX, y: point.y - frame.minY))
  }
}
