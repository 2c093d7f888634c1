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

  /// The bar's labels, the More item's ("More") among them. The More list's rows are content, not
  /// the bar's: they are not judged, as no screen's content is.
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
    var labels = placedTabs(
      in: layout, safeAreaTop: device.safeAreaTop, direction: device.direction
    )
    .filter { $0.container == .tabBar }
    .map { placed in
      label(
        placed.tab.title, path: "tabs[\(placed.tab.title)].text", element: placed.tab.title,
        frame: placed.frame, selected: placed.isSelected)
    }
    if let frame = moreItemFrame(in: layout, direction: device.direction) {
      labels.append(
        label(
          Self.moreTitle, path: Self.moreLabelPath, element: Self.moreItemIdentifier,
          frame: frame, selected: isMoreSelected))
    }
    return labels
  }

  /// The More item's label in the state tree.
  public static let moreLabelPath = "tabview.more.text"
}
