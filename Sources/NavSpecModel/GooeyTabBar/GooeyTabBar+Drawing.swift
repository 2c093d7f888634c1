/// The gooey bar as `navspec render` draws it: the shape with its indent exactly as
/// `GooeyTabBarShape.path(in:)` builds it at this instant, the ball at `ball.x` with its scale,
/// the buttons' titles.
extension GooeyTabBar {
  public func drawing(in environment: ComponentEnvironment) -> Drawing {
    let appearance = ColorAppearance(environment.settings)
    let now = environment.now
    let direction = environment.direction
    var drawing = Drawing()
    // The shape's path is in the bar's own coordinates; it is placed at the bar's origin.
    drawing.append(
      DrawingItem(
        .path(
          path(at: now, direction: direction).map(DrawingPathCommand.init), origin: frame.origin),
        fill: Self.barColor.resolved(in: appearance),
        stroke: DrawingStroke(Self.shadowColor.resolved(in: appearance), width: 0.5),
        tags: DrawingTags(part: "indent")))
    // The ball: 8 pt scaled by the droplet about its centre, at `ball.x` (screen) and
    // `indentDepth / 2` below the bar's top.
    let ball = ballElement(in: environment)
    let center = ballCenter(at: now, direction: direction)
    drawing.append(
      DrawingItem(
        .circle(
          center: Point(x: frame.minX + center.x, y: frame.minY + center.y),
          radius: ball.frame.width / 2),
        fill: ball.foreground.resolved(in: appearance), tags: DrawingTags(part: "ball")))
    drawing.items += VisualElement.textItems(
      tabs.indices.map { labelElement($0, in: environment) }, tabs: tabs.map(\.title))
    return drawing
  }
}
