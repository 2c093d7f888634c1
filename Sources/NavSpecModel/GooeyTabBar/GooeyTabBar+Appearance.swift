/// The gooey bar's labels and ball with their colours (docs/colours.md#the-gooey-tab-bar).
///
/// The document fills the bar with `Color(.systemBackground)` and the ball with
/// `Color.accentColor` (section 5); it never shows `TabButton`, so the labels' colours and size
/// are ours.
extension GooeyTabBar {
  /// The bar's fill, from the document: `.fill(Color(.systemBackground))`.
  public static let barColor = DesignColor.system(.systemBackground)
  /// The ball, from the document: `.fill(Color.accentColor)`; an app that sets no accent colour
  /// gets `.systemBlue`, SwiftUI's default accent.
  public static let ballColor = DesignColor.system(.systemBlue)
  /// What shows through the dip above the bar, around the ball: the screen's background, which
  /// the document does not give. Our decision: `.systemBackground`, SwiftUI's default.
  public static let screenColor = DesignColor.system(.systemBackground)
  /// The selected label in the accent colour, the others `Color.gray`. Our decision, because
  /// the document never shows `TabButton`, and this is the system tab bar's own pairing.
  public static let selectedLabelColor = DesignColor.system(.systemBlue)
  public static let labelColor = DesignColor.system(.systemGray)
  /// 10 pt medium, fixed: our decision, as the glass bar's (the document gives no size); no
  /// Large Content Viewer (the document adds none).
  public static let labelPointSize = 10.0
  /// What the labels' findings rest on: the document does not show `TabButton`.
  public static let labelAssumption =
    "the labels' colours (the accent colour when selected, gray otherwise), which the design document does not give"

  /// The bar's shadow where it meets the screen, at its most: `.shadow(color:
  /// .black.opacity(0.1), radius: 8, x: 0, y: -4)` from the document, taken at its full 10 %
  /// (the blur only lightens it), so the edge is judged at its best.
  public static let shadowColor = DesignColor.black.opacity(0.1)

  /// The labels (the document never shows `TabButton`, so no icon is assumed), the ball, and
  /// the bar's edge: its `.systemBackground` against the screen's, the shadow between.
  public func visualElements(in environment: ComponentEnvironment) -> [VisualElement] {
    tabs.indices.map { labelElement($0, in: environment) } + [
      ballElement(in: environment), edgeElement(in: environment),
    ]
  }

  func edgeElement(in environment: ComponentEnvironment) -> VisualElement {
    VisualElement(
      path: "bar", element: "bar", role: .edge, frame: frame, foreground: Self.barColor,
      backdrop: Backdrop(.color(Self.screenColor), layers: [Self.shadowColor]),
      appearance: ColorAppearance(environment.settings))
  }

  func labelElement(_ index: Int, in environment: ComponentEnvironment) -> VisualElement {
    let settings = environment.settings
    let title = tabs[index].title
    let frame = buttonFrame(index, direction: settings.layoutDirection)
    let weight: TextWeight = settings.boldText ? .bold : .medium
    let measurements = environment.labelMeasurements
    let text = TextAppearance(
      shown: title, full: title, pointSize: Self.labelPointSize, weight: weight,
      scalesWithDynamicType: false,
      offersLargeContentViewer: false, measuredWidth: measurements.width(of: title, weight: weight),
      lineHeight: measurements.lineHeight, availableWidth: frame.width,
      availableHeight: frame.height)
    let palette = environment.palette
    let selected = index == selectedIndex
    var element = VisualElement(
      path: "tabs[\(title)].text", element: title, role: .text(text), frame: frame,
      foreground: palette.label(
        selected: selected, tinted: true,
        otherwise: selected ? Self.selectedLabelColor : Self.labelColor),
      backdrop: Backdrop(.color(Self.barColor)), appearance: ColorAppearance(settings))
    // The document never shows TabButton: its colours are ours unless the team gives them.
    let given = selected ? palette.selectedLabel ?? palette.tint : palette.unselectedLabel
    if given == nil { element.assumptions = [Self.labelAssumption] }
    return element
  }

  func ballElement(in environment: ComponentEnvironment) -> VisualElement {
    let settings = environment.settings
    return VisualElement(
      path: "ball", element: "ball", role: .indicator,
      frame: ballFrame(at: environment.now, direction: settings.layoutDirection),
      foreground: environment.palette.indicator(otherwise: Self.ballColor),
      backdrop: Backdrop(.color(Self.screenColor)),
      appearance: ColorAppearance(settings))
  }
}

extension GooeyTabBar {
  /// The indent's and the ball's travel (one spring moves both) and the droplet's scale.
  public func runningMotions(in environment: ComponentEnvironment) -> [RunningMotion] {
    let now = environment.now
    return [
      RunningMotion.of(
        leadingCenter, element: "indent", property: "indent.centerX", kind: .translation, at: now),
      RunningMotion.of(
        leadingCenter, element: "ball", property: "ball.x", kind: .translation, at: now),
      RunningMotion.of(ball.scale, element: "ball", property: "ball.scale", kind: .scale, at: now),
    ].compactMap { $0 }
  }
}

extension GooeyTabBar: SelectionCueComponent {
  /// The ball and the indent over the selected tab, and the labels' colours.
  public func selectionPresentation(in environment: ComponentEnvironment)
    -> SelectionPresentation?
  {
    SelectionPresentation(
      tabsShown: tabs.count,
      cues: [
        .shape("ball"), .shape("indent"),
        .labelColours(
          environment.palette, selected: Self.selectedLabelColor, others: Self.labelColor,
          tinted: true),
      ])
  }
}
