/// The system tab bar's labels with their colours (docs/colours.md#the-system-tabview). The
/// sidebar's rows are not judged: the model gives them no colours.
extension SystemTabView {
  /// The selected item takes the tint, `.systemBlue` unless the app sets one (UITabBar's
  /// `tintColor` defaults to the system's); the others `.systemGray`. Our decision for the
  /// unselected colour: `unselectedItemTintColor` is documented only as "a gray", and
  /// `.systemGray` is the system gray whose Increase Contrast variant Apple publishes (Flutter's
  /// `CupertinoTabBar` takes `inactiveGray`, #999999, for the same place).
  public static let selectedLabelColor = DesignColor.system(.systemBlue)
  public static let labelColor = DesignColor.system(.systemGray)
  /// 10 pt medium, as the glass bar's (docs/model.md#constants); tab bars keep their label size
  /// and offer the Large Content Viewer (docs/platform-facts.md#large-content-viewer).
  public static let labelPointSize = 10.0

  /// The bar's labels and their icons, the More item's ("More", with its ellipsis) among them: a
  /// tab item's image is tinted as its title (`UITabBarItem.selectedImage`: "the actual selected
  /// image is automatically created from the alpha values in the source image"). The More
  /// list's rows are content, not the bar's: they are not judged, as no screen's content is.
  /// The bar's edge is not judged: it is the platform's own, and its separator comes and goes
  /// with the content's scroll edge (`scrollEdgeAppearance`).
  public func visualElements(in environment: ComponentEnvironment) -> [VisualElement] {
    let device = environment.device
    let layout = tabViewLayout(on: device)
    guard layout.tabBar != nil else { return [] }
    let settings = environment.settings
    // The bar's chrome over the content, as declared or unknown (opaque under Reduce
    // Transparency).
    let backdrop = Material.bar.backdrop(
      over: Backdrop.content(environment.contentBackdrop),
      reduceTransparency: settings.reduceTransparency)
    func label(_ title: String, path: String, element: String, frame: Rect, selected: Bool)
      -> VisualElement
    {
      let weight: TextWeight = settings.boldText ? .bold : .medium
      let text = TextAppearance(
        shown: title, full: title, pointSize: Self.labelPointSize, weight: weight,
        scalesWithDynamicType: false, offersLargeContentViewer: true,
        measuredWidth: environment.labelMeasurements.width(of: title, weight: weight),
        lineHeight: environment.labelMeasurements.lineHeight, availableWidth: frame.width,
        availableHeight: frame.height)
      return VisualElement(
        path: path, element: element, role: .text(text), frame: frame,
        foreground: environment.palette.label(
          selected: selected, tinted: true,
          otherwise: selected ? Self.selectedLabelColor : Self.labelColor),
        backdrop: backdrop, appearance: ColorAppearance(settings))
    }
    var elements = placedTabs(
      in: layout, safeAreaTop: device.safeAreaTop, direction: device.direction
    )
    .filter { $0.container == .tabBar }
    .flatMap { placed in
      let text = label(
        placed.tab.title, path: "tabs[\(placed.tab.title)].text", element: placed.tab.title,
        frame: placed.frame, selected: placed.isSelected)
      return [text, text.icon()]
    }
    if let frame = moreItemFrame(in: layout, direction: device.direction) {
      let text = label(
        Self.moreTitle, path: Self.moreLabelPath, element: Self.moreItemIdentifier,
        frame: frame, selected: isMoreSelected)
      elements += [text, text.icon()]
    }
    return elements
  }

  /// The More item's label in the state tree.
  public static let moreLabelPath = "tabview.more.text"
}

extension SystemTabView: SelectionCueComponent {
  /// The tint alone: a tab item without a `selectedImage` shows its one image in both states
  /// (UIKit's documentation of `UITabBarItem.selectedImage`), SwiftUI's `Tab` gives none, and
  /// the title keeps its weight. A minimised bar shows the selected tab alone. The sidebar's
  /// rows are not judged: the model gives them no colours.
  public func selectionPresentation(in environment: ComponentEnvironment)
    -> SelectionPresentation?
  {
    let device = environment.device
    let layout = tabViewLayout(on: device)
    guard layout.tabBar != nil else { return nil }
    let shown =
      placedTabs(in: layout, safeAreaTop: device.safeAreaTop, direction: device.direction)
      .filter { $0.container == .tabBar }.count
      + (moreItemFrame(in: layout, direction: device.direction) == nil ? 0 : 1)
    return SelectionPresentation(
      tabsShown: shown,
      cues: [
        .labelColours(
          environment.palette, selected: Self.selectedLabelColor, others: Self.labelColor,
          tinted: true)
      ])
  }
}
