/// Where the content is: the area the selected tab's screens fill, and what covers it at the top
/// (the safe area and the navigation bar) and at the bottom (the safe area, the bar, the
/// accessory).
extension Simulator {
  /// The system TabView's layout on this screen, when there is one.
  public var tabViewLayout: SystemTabView.Layout? {
    tabView?.layout(
      screen: screen, safeAreaTop: safeAreaTop, safeAreaBottom: safeAreaBottom,
      direction: settings.layoutDirection)
  }

  /// The whole screen, or the detail column beside a sidebar.
  public var contentFrame: Rect {
    tabViewLayout?.content ?? Rect(x: 0, y: 0, width: screen.width, height: screen.height)
  }

  public var navigationLayout: NavigationLayout {
    NavigationLayout(content: contentFrame, top: safeAreaTop, direction: settings.layoutDirection)
  }

  /// From the content's top: the safe area, plus the navigation bar when there are routes.
  public var contentTopInset: Double {
    safeAreaTop + (router == nil ? 0 : NavigationLayout.barHeight)
  }

  /// From the content's bottom: the safe area plus the glass bar, or the TabView's bar and
  /// accessory.
  public var contentBottomInset: Double {
    if let layout = tabViewLayout { return layout.bottomInset }
    return safeAreaBottom + (bar == nil ? 0 : GlassTabBar.height)
  }

  /// The instant, the settings' transition kind and the content width.
  var navigationContext: NavigationContext {
    NavigationContext(time: now, settings: settings, width: contentFrame.width)
  }
}
