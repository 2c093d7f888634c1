/// The glass bar's labels and pill with their colours (docs/colours.md#the-glass-tab-bar).
///
/// The design document gives materials, not colours: the bar is `.ultraThinMaterial` and the
/// pill `.regularMaterial` "potentially with a blue tint". What a material shows depends on the
/// content behind it: the bar is judged over the content the scenario declares (`content
/// backdrop …`), else over any content (the worse of white and black, which the contrast rule
/// reports as a note to review), and under Reduce Transparency over its opaque colour
/// (`Material.backdrop(over:reduceTransparency:)`).
extension GlassTabBar {
  /// The labels' colour: `.primary` on every tab. Our decision: the document says only that the
  /// styling "dynamically changes based on the selectedIndex", and the pill is what shows the
  /// selection.
  public static let labelColor = DesignColor.system(.label)
  /// The labels' size: 10 pt at every Dynamic Type size, as `tabs[T].text.pointSize` reports
  /// (docs/model.md#constants); medium, bold under Bold Text.
  public static let labelPointSize = 10.0
  /// Whether the Large Content Viewer shows the labels at accessibility sizes, as the audits
  /// judge it: no. iOS gives the viewer by itself only to its standard bars (UITabBar,
  /// UINavigationBar, UIToolbar: WWDC19 session 261, "Large Content Viewer – Ensuring
  /// Readability for Everyone"); a custom bar must add `UILargeContentViewerInteraction` and
  /// describe its items, and the design document adds none. So the bar's fixed 10 pt labels
  /// are a dynamic-type finding (docs/audits.md#dynamic-type). The long press at AX sizes that
  /// the model plays (`largeContentViewer`, docs/model.md) is what the bar would do with the
  /// interaction; the audit does not credit what the design does not build.
  public static let labelsOfferLargeContentViewer = false
  /// The pill's tint: `Color.blue` at 20 %. Our decision: the document names "a blue tint" and
  /// no amount; a fifth is a visible tint that keeps the glass look.
  public static let pillTint = DesignColor.system(.systemBlue).opacity(0.2)
  /// What the pill's findings rest on, without Increase Contrast and with it.
  public static let outlineAssumption =
    "the pill's outline in the label colour under Increase Contrast, which the design document does not give"
  public static let pillAssumption =
    "the pill's tint, blue at 20 %, where the design document says only \"potentially with a blue tint\""
  /// Under Increase Contrast the pill is outlined (`pill.outlined`) in the label colour, and
  /// the outline is what must stand out. Our decision, as the outline itself.
  public static let pillOutline = DesignColor.system(.label)

  /// Each tab's title and icon (the document's tab item is "an Image (leveraging SF Symbols …)
  /// and Text", styled alike by the selection), then the pill. The bar's edge is not judged:
  /// `.ultraThinMaterial`'s tint is not published, and the document's "subtle border" in "a
  /// semi-transparent black" gives no opacity.
  public func visualElements(in environment: ComponentEnvironment) -> [VisualElement] {
    tabs.indices.flatMap { index in
      let label = labelElement(index, in: environment)
      return [label, label.icon()]
    } + [pillElement(in: environment)]
  }

  /// What the bar shows behind its labels and pill.
  func barBackdrop(_ environment: ComponentEnvironment) -> Backdrop {
    Material.ultraThin.backdrop(
      over: Backdrop.content(environment.contentBackdrop),
      reduceTransparency: environment.settings.reduceTransparency)
  }

  func labelElement(_ index: Int, in environment: ComponentEnvironment) -> VisualElement {
    let settings = environment.settings
    let title = tabs[index].title
    let frame = accessibilityElement(for: index, direction: settings.layoutDirection).frame
    let weight: TextWeight = settings.boldText ? .bold : .medium
    let measurements = environment.labelMeasurements
    let text = TextAppearance(
      shown: title, full: title, pointSize: Self.labelPointSize, weight: weight,
      scalesWithDynamicType: false,
      offersLargeContentViewer: Self.labelsOfferLargeContentViewer,
      measuredWidth: measurements.width(of: title, weight: weight),
      lineHeight: measurements.lineHeight, availableWidth: itemWidth, availableHeight: frame.height)
    return VisualElement(
      path: "tabs[\(title)].text", element: title, role: .text(text), frame: frame,
      foreground: environment.palette.label(
        selected: index == selectedIndex, otherwise: Self.labelColor),
      backdrop: barBackdrop(environment), appearance: ColorAppearance(settings))
  }

  func pillElement(in environment: ComponentEnvironment) -> VisualElement {
    let settings = environment.settings
    // The pill's own material is the bar's again (the content, or the same opaque colour), so
    // the tint alone tells it from the bar; under Increase Contrast its outline does.
    let palette = environment.palette
    let fill = palette.indicator(fromTint: { $0.opacity(0.2) }, otherwise: Self.pillTint)
    var pill = VisualElement(
      path: "pill", element: "pill", role: .indicator,
      frame: pillFrame(at: environment.now, direction: settings.layoutDirection),
      foreground: settings.increaseContrast ? Self.pillOutline : fill,
      backdrop: barBackdrop(environment), appearance: ColorAppearance(settings))
    // The team's colour is no assumption; the outline stays ours.
    if settings.increaseContrast {
      pill.assumptions = [Self.outlineAssumption]
    } else if palette.indicator == nil, palette.tint == nil {
      pill.assumptions = [Self.pillAssumption]
    }
    return pill
  }
}

extension GlassTabBar {
  /// The pill's slide and its swell (the ripple); the part of its offset a drag moves follows
  /// the finger and is not an animation.
  public func runningMotions(in environment: ComponentEnvironment) -> [RunningMotion] {
    let now = environment.now
    return [
      RunningMotion.of(
        pill.base, element: "pill", property: "pill.offset", kind: .translation, at: now),
      RunningMotion.of(pill.scale, element: "pill", property: "pill.scale", kind: .scale, at: now),
    ].compactMap { $0 }
  }
}

extension GlassTabBar: SelectionCueComponent {
  /// The pill behind the selected tab, and the labels' colours if a team's palette sets them
  /// apart.
  public func selectionPresentation(in environment: ComponentEnvironment)
    -> SelectionPresentation?
  {
    SelectionPresentation(
      tabsShown: tabs.count,
      cues: [
        .shape("pill"),
        .labelColours(environment.palette, selected: Self.labelColor, others: Self.labelColor),
      ])
  }
}
