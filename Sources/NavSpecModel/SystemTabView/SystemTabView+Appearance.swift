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

  public func visualElements(in environment: ComponentEnvironment) -> [VisualElement] {
    let device = environment.device
    let layout = tabViewLayout(on: device)
    guard layout.tabBar != nil else { return [] }
    let settings = environment.settings
    // The bar's chrome over the content (opaque under Reduce Transparency).
    let backdrop = Material.bar.backdrop(
      over: .unknownContent, reduceTransparency: settings.reduceTransparency)
    return placedTabs(in: layout, safeAreaTop: device.safeAreaTop, direction: device.direction)
      .map { placed in
        let title = placed.tab.title
        let weight: TextWeight = settings.boldText ? .bold : .medium
        let text = TextAppearance(
          shown: title, full: title, pointSize: Self.labelPointSize, weight: weight,
          scalesWithDynamicType: false, offersLargeContentViewer: true,
          measuredWidth: environment.labelMeasurements.width(of: title, weight: weight),
          lineHeight: environment.labelMeasurements.lineHeight, availableWidth: placed.frame.width,
          availableHeight: placed.frame.height)
        return VisualElement(
          path: "tabs[\(title)].text", element: title, role: .text(text), frame: placed.frame,
          foreground: title == selectedTitle ? Self.selectedLabelColor : Self.labelColor,
          backdrop: backdrop, appearance: ColorAppearance(settings))
      }
  }
}
