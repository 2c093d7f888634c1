/// Where synthesised gestures put the finger: a tab's centre or the pill's presented centre.
extension Simulator {
  public func centre(ofTab title: String) throws(ModelError) -> Point {
    guard let bar else { throw .noTabBar }
    guard let index = bar.index(ofTab: title) else { throw .unknownTab(title) }
    return bar.tabFrame(index, direction: settings.layoutDirection).center
  }

  public func pillCentre() throws(ModelError) -> Point {
    guard let bar else { throw .noTabBar }
    return bar.pillFrame(at: now, direction: settings.layoutDirection).center
  }
}
