/// Where things are at an instant. The document's geometry is in the bar's own coordinates (its
/// named space "tabBar"); frames for touches and accessibility are in screen coordinates.
extension GooeyTabBar {
  /// The bar's bounds in its own coordinates, which the shape fills.
  public var bounds: Rect { Rect(x: 0, y: 0, width: frame.width, height: frame.height) }

  /// The shape with the centre presented at `time`.
  public func shape(at time: VirtualTime) -> GooeyTabBarShape {
    GooeyTabBarShape(centerX: centerX.value(at: time))
  }

  /// The shape's path at `time`, in bar coordinates.
  public func path(at time: VirtualTime) -> [GooeyPathElement] {
    shape(at: time).path(in: bounds)
  }

  /// The ball's centre at `time`, in bar coordinates.
  public func ballCenter(at time: VirtualTime) -> Point {
    Point(x: centerX.value(at: time), y: GooeyBall.centerY)
  }

  /// The ball's drawn frame at `time`, in screen coordinates: 8 pt scaled by the droplet around
  /// its centre (`scaleEffect` scales the drawing about the centre).
  public func ballFrame(at time: VirtualTime) -> Rect {
    let center = ballCenter(at: time)
    let side = GooeyBall.size * ball.scale.value(at: time)
    return Rect(
      x: frame.minX + center.x - side / 2, y: frame.minY + center.y - side / 2, width: side,
      height: side)
  }

  /// A button's frame on screen (its hit region: a Button's label frame).
  public func buttonFrame(_ index: Int) -> Rect {
    let local = layout.buttonFrame(index)
    return Rect(
      x: frame.minX + local.minX, y: frame.minY + local.minY, width: local.width,
      height: local.height)
  }

  /// The button under a screen point, or nil (outside the bar, or between buttons).
  public func buttonIndex(at point: Point) -> Int? {
    layout.buttonIndex(at: Point(x: point.x - frame.minX, y: point.y - frame.minY))
  }
}
