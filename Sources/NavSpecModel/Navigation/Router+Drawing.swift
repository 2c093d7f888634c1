/// The selected tab's navigation as `navspec render` draws it: the screen below and, during a
/// transition, the upper screen at the transition's presented offset (or opacity, in a
/// cross-fade), then the navigation bar with its title and back button.
extension Router {
  /// The navigation title's size and weight: 17 pt semibold, UIKit's standard navigation bar
  /// title (the Headline style of Apple's Human Interface Guidelines, Typography, at the Large
  /// text size). The back button's: 17 pt regular (Body).
  public static let drawnTitleSize = 17.0
  /// How far the back button's title sits from the bar's leading edge. Our decision: UIKit's
  /// back button places a chevron there, which the drawing leaves out; 8 pt keeps the title
  /// clear of the edge.
  public static let drawnBackInset = 8.0

  public func drawing(in environment: ComponentEnvironment) -> Drawing {
    guard let tab = environment.selectedTab ?? tabs.first else { return .empty }
    let appearance = ColorAppearance(environment.settings)
    let layout = Self.navigationLayout(in: environment)
    let stack = stack(tab)
    let now = environment.now
    let background = DesignColor.system(.systemBackground).resolved(in: appearance)
    let label = DesignColor.system(.label).resolved(in: appearance)
    var drawing = Drawing()
    // The tab's root screen is a background: the scroll view's content lies on it (a scroll
    // view is one per root screen), and a screen pushed over it covers both.
    func screen(_ frame: Rect, title: String, element: String, opacity: Double) {
      let items = [
        DrawingItem(
          .rect(frame), fill: background.withOpacity(opacity),
          tags: DrawingTags(part: "screen", tab: tab, element: element)),
        DrawingItem(
          .text(
            DrawingText(
              title, at: Point(x: frame.center.x, y: frame.center.y),
              fontName: DrawingText.systemFont,
              pointSize: Self.drawnTitleSize, weight: .regular)),
          fill: label.withOpacity(opacity),
          tags: DrawingTags(part: "screen-title", tab: tab, element: element)),
      ]
      if element == tab {
        drawing.background += items
      } else {
        drawing.items += items
      }
    }
    let topElement = stack.entries.last.map { $0.route.description } ?? tab
    if let transition = stack.transition {
      // The upper screen is the one pushed, or the one being popped (no longer in the stack).
      let upperTitle: String
      let lowerTitle: String
      let lowerElement: String
      switch transition.direction {
      case .push:
        upperTitle = stack.topTitle
        let below = stack.entries.dropLast().last
        lowerTitle = below?.title ?? stack.rootTitle
        lowerElement = below.map { $0.route.description } ?? tab
      case .pop:
        upperTitle = transition.route?.description ?? stack.rootTitle
        lowerTitle = stack.topTitle
        lowerElement = topElement
      }
      screen(layout.content, title: lowerTitle, element: lowerElement, opacity: 1)
      let upper = layout.content.leadingSlice(
        offset: transition.offset(at: now), width: layout.content.width,
        direction: layout.direction)
      screen(
        upper, title: upperTitle,
        element: transition.routeText.isEmpty ? tab : transition.routeText,
        opacity: transition.opacity(at: now))
    } else {
      screen(layout.content, title: stack.topTitle, element: topElement, opacity: 1)
    }
    drawing.append(
      DrawingItem(
        .rect(layout.navigationBar),
        fill: DesignColor.system(.barBackground).resolved(in: appearance),
        tags: DrawingTags(part: "navigation-bar", tab: tab)))
    let baseline = VisualElement.baselineDrop * Self.drawnTitleSize
    drawing.append(
      DrawingItem(
        .text(
          DrawingText(
            stack.topTitle,
            at: Point(x: layout.title.center.x, y: layout.title.center.y + baseline),
            fontName: DrawingText.systemFont, pointSize: Self.drawnTitleSize, weight: .semibold)),
        fill: label,
        tags: DrawingTags(part: "navigation-title", tab: tab, element: Self.titleIdentifier)))
    if let back = Self.backTitle(of: stack, in: environment) {
      let frame = layout.backButton
      let leading = layout.direction == .leftToRight
      drawing.append(
        DrawingItem(
          .text(
            DrawingText(
              back,
              at: Point(
                x: leading ? frame.minX + Self.drawnBackInset : frame.maxX - Self.drawnBackInset,
                y: frame.center.y + baseline),
              anchor: leading ? .start : .end, fontName: DrawingText.systemFont,
              pointSize: Self.drawnTitleSize, weight: .regular)),
          fill: DesignColor.system(.systemBlue).resolved(in: appearance),
          tags: DrawingTags(part: "back-button", tab: tab, element: Self.backButtonIdentifier)))
    }
    return drawing
  }
}
