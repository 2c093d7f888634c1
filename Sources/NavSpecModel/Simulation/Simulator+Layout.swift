/// Where the content is: the area the selected tab's screens fill, and what covers it at the top
/// (the safe area and the navigation bar) and at the bottom (the safe area, a tab bar, the
/// accessory). Every component says what it takes (`ScreenComponent.layout(on:)`);
/// `contentArea` adds them up.
extension Simulator {
  /// The system TabView's layout on this screen, when there is one.
  public var tabViewLayout: SystemTabView.Layout? {
    tabView?.tabViewLayout(on: device)
  }

  /// The whole screen, or the detail column beside a sidebar.
  public var contentFrame: Rect { contentArea.frame }

  public var navigationLayout: NavigationLayout { Router.navigationLayout(in: environment) }

  /// From the content's top: the safe area, plus the navigation bar when there are routes.
  public var contentTopInset: Double { contentArea.topInset }

  /// From the content's bottom: the safe area plus a tab bar and the accessory.
  public var contentBottomInset: Double { contentArea.bottomInset }

  /// The instant, the settings' transition kind and the content width.
  var navigationContext: NavigationContext { Router.navigationContext(in: environment) }
}
