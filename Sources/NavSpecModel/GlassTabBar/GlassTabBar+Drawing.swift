/// The glass bar as `navspec render` draws it: the bar's material, the pill at its presented
/// offset and scale, the tabs' titles.
extension GlassTabBar {
  /// The bar's material drawn as a colour. The design document gives `.ultraThinMaterial`, whose
  /// blur and tint Apple does not publish; our decision: the opaque colour Reduce Transparency
  /// shows instead (`Material.backdrop(over:reduceTransparency:)`, secondary system background)
  /// at 70 %, a translucent stand-in that reads as the bar in light and dark.
  public static let drawnMaterialOpacity = 0.7

  public func drawing(in environment: ComponentEnvironment) -> Drawing {
    let appearance = ColorAppearance(environment.settings)
    var drawing = Drawing()
    let background =
      environment.settings.reduceTransparency
      ? DesignColor.system(.secondarySystemBackground)
      : DesignColor.system(.secondarySystemBackground).opacity(Self.drawnMaterialOpacity)
    drawing.append(
      DrawingItem(
        .rect(frame), fill: background.resolved(in: appearance),
        tags: DrawingTags(part: "bar")))
    // The pill is drawn scaled about its centre (`scaleEffect`); its layout frame is
    // `pillFrame(at:direction:)`, whose leading edge is `pill.offset` from the bar's.
    let pill = pillElement(in: environment)
    let scaled = pill.frame.scaled(by: self.pill.scale.value(at: environment.now))
    let color = pill.foreground.resolved(in: appearance)
    drawing.append(
      DrawingItem(
        .capsule(scaled), fill: environment.settings.increaseContrast ? nil : color,
        stroke: environment.settings.increaseContrast ? DrawingStroke(color, width: 1) : nil,
        tags: DrawingTags(part: "pill")))
    drawing.items += VisualElement.textItems(
      tabs.indices.map { labelElement($0, in: environment) }, tabs: tabs.map(\.title))
    return drawing
  }
}
