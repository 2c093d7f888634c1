/// Where synthesised gestures put the finger: a tab's centre, the pill's presented centre or the
/// back button's centre.
extension Simulator {
  public func centre(ofTab title: String) throws(ModelError) -> Point {
    if let tabView, let layout = tabViewLayout {
      guard tabView.tab(named: title) != nil else { throw .unknownTab(title) }
      let frames = tabView.tabFrames(
        in: layout, safeAreaTop: safeAreaTop, direction: settings.layoutDirection)
      guard let frame = frames[title] else { throw .tabNotShown(title) }
      return frame.center
    }
    guard let bar else { throw .noTabBar }
    guard let index = bar.index(ofTab: title) else { throw .unknownTab(title) }
    return bar.tabFrame(index, direction: settings.layoutDirection).center
  }

  public func pillCentre() throws(ModelError) -> Point {
    guard let bar else { throw .noTabBar }
    return bar.pillFrame(at: now, direction: settings.layoutDirection).center
  }

  public func backButtonCentre() throws(ModelError) -> Point {
    guard router != nil else { throw .noRoutes }
    guard (selectedStack?.depth ?? 0) > 0 else { throw .noBackButton }
    return navigationLayout.backButton.center
  }
}
