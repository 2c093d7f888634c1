/// The bubble bar as `navspec render` draws it: the container, the bubble at its presented
/// frame, the titles as the bar shows them (cut where they are cut), fitted to their measured
/// widths.
extension BubbleBar {
  public func drawing(in environment: ComponentEnvironment) -> Drawing {
    var bar = self
    bar.follow(environment.device)
    let appearance = ColorAppearance(environment.settings)
    var drawing = Drawing()
    drawing.append(
      DrawingItem(
        .roundedRect(bar.layout.containerFrame, cornerRadius: bar.style.containerCornerRadius),
        fill: bar.containerColor().resolved(in: appearance), tags: DrawingTags(part: "bar")))
    let bubble = bar.bubbleElement(in: environment)
    drawing.append(
      DrawingItem(
        .roundedRect(bubble.frame, cornerRadius: bar.style.bubbleCornerRadius),
        fill: bubble.foreground.resolved(in: appearance), tags: DrawingTags(part: "bubble")))
    for index in bar.titles.indices {
      let title = bar.titles[index]
      let element = bar.titleElement(index, in: environment)
      guard
        var item = element.textItem(
          tags: DrawingTags(part: "title", tab: title, element: title))
      else { continue }
      // Shown whole, the title is drawn at its measured width; cut, at the width it has.
      if case .text(var text) = item.shape, let appearance = element.text {
        text.measuredWidth =
          appearance.shown == appearance.full
          ? appearance.measuredWidth : appearance.availableWidth
        // Named as measured: the family first (a viewer with the font draws the same glyphs),
        // the system font after it, and the file the widths came from.
        if let font = bar.typography.fonts[bar.weight(of: index)] {
          text.fontFile = font.file
          if let family = font.family { text.fontName = "\(family), \(DrawingText.systemFont)" }
        }
        item.shape = .text(text)
      }
      drawing.append(item)
    }
    return drawing
  }
}
