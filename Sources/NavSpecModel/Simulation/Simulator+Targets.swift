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

  public func backButtonCentre() throws(ModelError) -> Point {
    guard hasRouter else { throw .noRoutes }
    guard selectedStackDepth > 0 else { throw .noBackButton }
    return navigationLayout.backButton.center
  }
}
