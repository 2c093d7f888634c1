/// The bubble bar's titles and bubble with their colours (docs/colours.md#the-bubble-bar).
///
/// Approach 1 (SwiftUI): the selected title is `.white` on the bubble's `Color.blue`, the others
/// `.primary`, on the container's `Color.gray.opacity(0.1)` over the screen. Approach 2 (UIKit):
/// titles `.black`, `.white` when selected, on `.systemBlue` for the bubble, in a
/// `.systemGray6` container, on a view whose background is `.white`.
extension BubbleBar {
  /// The screen behind the container. SwiftUI: the document sets none, so the window's
  /// `.systemBackground` (our decision: SwiftUI's default). UIKit: `view.backgroundColor =
  /// .white` (step 1's `setupUI`), fixed in both schemes.
  func screenColor() -> DesignColor {
    switch style {
    case .swiftUI: return .system(.systemBackground)
    case .uiKit: return .white
    }
  }

  /// The container's fill: `Color.gray.opacity(0.1)` (Approach 1, line 54) or
  /// `UIColor.systemGray6` (Approach 2, step 1).
  func containerColor() -> DesignColor {
    switch style {
    case .swiftUI: return DesignColor.system(.systemGray).opacity(0.1)
    case .uiKit: return .system(.systemGray6)
    }
  }

  /// The bubble: `Color.blue` (Approach 1, line 43) or `.systemBlue` (Approach 2, step 2), the
  /// same colour.
  public static let bubbleColor = DesignColor.system(.systemBlue)

  /// A title's colour: white when selected in both approaches; `.primary` (Approach 1, line
  /// 36) or UIKit's fixed `.black` (Approach 2, step 4, `setTitleColor(.black, for: .normal)`)
  /// otherwise.
  func titleColor(selected: Bool) -> DesignColor {
    if selected { return .white }
    switch style {
    case .swiftUI: return .system(.label)
    case .uiKit: return .black
    }
  }

  public func visualElements(in environment: ComponentEnvironment) -> [VisualElement] {
    var bar = self
    bar.follow(environment.device)
    return bar.titles.indices.map { bar.titleElement($0, in: environment) }
      + [bar.bubbleElement(in: environment), bar.edgeElement(in: environment)]
  }

  /// The container's edge: its fill against the screen around it. Text only, no icons: both
  /// approaches' buttons show a title alone.
  func edgeElement(in environment: ComponentEnvironment) -> VisualElement {
    VisualElement(
      path: "bar", element: "bar", role: .edge, frame: layout.containerFrame,
      foreground: containerColor(), backdrop: Backdrop(.color(screenColor())),
      appearance: ColorAppearance(environment.settings))
  }

  /// The container over the screen: what the unselected titles and the bubble stand on.
  func containerBackdrop() -> Backdrop {
    Backdrop(.color(screenColor()), layers: [containerColor()])
  }

  /// A title: the selected one on the bubble (where the bubble's spring ends: our decision,
  /// since the bubble travels under it for half a second), the others on the container. Call
  /// on a bar that followed the device.
  func titleElement(_ index: Int, in environment: ComponentEnvironment) -> VisualElement {
    let settings = environment.settings
    let selected = index == selectedIndex
    let title = titles[index]
    let weight = self.weight(of: index)
    let frame = layout.itemFrames[index]
    let text = TextAppearance(
      shown: layout.displayedTitles[index], full: title, pointSize: style.pointSize,
      weight: TextWeight(weight), scalesWithDynamicType: false, offersLargeContentViewer: false,
      measuredWidth: typography.metrics(for: title, weight: weight).width,
      lineHeight: typography.lineHeight,
      availableWidth: max(0, frame.width - 2 * style.itemHorizontalPadding),
      availableHeight: max(0, frame.height - 2 * style.itemVerticalPadding))
    let palette = environment.palette
    let bubbleColor = palette.indicator(otherwise: Self.bubbleColor)
    let backdrop = selected ? containerBackdrop().adding(bubbleColor) : containerBackdrop()
    return VisualElement(
      path: "tabs[\(title)].text", element: title, role: .text(text), frame: frame,
      foreground: palette.label(selected: selected, otherwise: titleColor(selected: selected)),
      backdrop: backdrop, appearance: ColorAppearance(settings))
  }

  func bubbleElement(in environment: ComponentEnvironment) -> VisualElement {
    VisualElement(
      path: "bubble", element: "bubble", role: .indicator, frame: bubble.rect(at: environment.now),
      foreground: environment.palette.indicator(otherwise: Self.bubbleColor),
      backdrop: containerBackdrop(),
      appearance: ColorAppearance(environment.settings))
  }
}

extension BubbleBar {
  /// The bubble's spring: its leading edge and its width (a bubble that grows as it moves is
  /// judged by the larger of the two).
  public func runningMotions(in environment: ComponentEnvironment) -> [RunningMotion] {
    var bar = self
    bar.follow(environment.device)
    let now = environment.now
    return [
      RunningMotion.of(
        bar.bubble.x, element: "bubble", property: "bubble.frame.x", kind: .translation, at: now),
      RunningMotion.of(
        bar.bubble.width, element: "bubble", property: "bubble.frame.width", kind: .translation,
        at: now),
    ].compactMap { $0 }
  }
}

extension BubbleBar: SelectionCueComponent {
  /// The bubble behind the selected title, its weight, and the titles' colours.
  public func selectionPresentation(in environment: ComponentEnvironment)
    -> SelectionPresentation?
  {
    let selected = TextWeight(style.weight(selected: true, boldText: boldText))
    let others = TextWeight(style.weight(selected: false, boldText: boldText))
    var cues: [SelectionCue] = [.shape("bubble")]
    if selected != others { cues.append(.weight(selected: selected, others: others)) }
    cues.append(
      .labelColours(
        environment.palette, selected: titleColor(selected: true),
        others: titleColor(selected: false)))
    return SelectionPresentation(tabsShown: titles.count, cues: cues)
  }
}
