/// Where synthesised gestures put the finger: a tab's centre, a part's centre (the pill's
/// presented centre) or the back button's centre.
extension Simulator {
  public func centre(ofTab title: String) throws(ModelError) -> Point {
    guard let centre = components.tabCentre(ofTab: title, in: environment) else {
      throw .noTabBar
    }
    return try centre.get()
  }

  /// The centre of a tab container's part; `noTabBar` without a container or when the container
  /// has no such part.
  public func centre(of part: TabContainerPart) throws(ModelError) -> Point {
    guard let container = tabContainer, let centre = container.centre(of: part, in: environment)
    else { throw .noTabBar }
    return centre
  }

  public func pillCentre() throws(ModelError) -> Point {
    try centre(of: .pill)
  }

  /// The back button: above the root, or on the root of a tab pushed from the More list.
  public func backButtonCentre() throws(ModelError) -> Point {
    guard hasRouter else { throw .noRoutes }
    let navigation = components.containerNavigation
    guard !navigation.coversContent, selectedStackDepth > 0 || navigation.rootBackTitle != nil
    else { throw .noBackButton }
    return navigationLayout.backButton.center
  }

  /// The system TabView's More item (`tap more`).
  public func moreItemCentre() throws(ModelError) -> Point {
    guard let tabView else { throw .noSystemTabView }
    guard let centre = tabView.moreItemCentre(on: device) else { throw .noMoreItem }
    return centre
  }
}
