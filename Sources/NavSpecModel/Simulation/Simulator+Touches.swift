/// Touches the glass bar did not take: the system TabView's bar or sidebar, then navigation (the
/// back button and the edge swipe). Each finger belongs to whatever took it when it landed, for
/// its whole life.
extension Simulator {
  mutating func routeBeyondBar(_ touch: Touch) {
    let (finger, point) = (touch.finger, touch.location)
    // Read before mutating the router: these look at the whole device.
    let layout = navigationLayout
    let context = navigationContext
    switch touch.phase {
    case .down:
      guard fingerOwners[finger] == nil else { return }
      if takeOnTabView(finger: finger, at: point) {
        fingerOwners[finger] = .tabView
      } else if takeOnContent(finger: finger, at: point) {
        fingerOwners[finger] = .navigation
      }
    case .move:
      switch fingerOwners[finger] {
      case .tabView?:
        tabView?.touchMoved(finger: finger, to: point)
      case .navigation?:
        router?.touchMoved(finger: finger, to: point, layout: layout, time: now, events: &events)
      case .bar?, nil:
        break
      }
    case .up:
      switch fingerOwners.removeValue(forKey: finger) {
      case .tabView?:
        guard let tabLayout = tabViewLayout else { return }
        let frames =
          tabView?.tabFrames(
            in: tabLayout, safeAreaTop: safeAreaTop, direction: settings.layoutDirection) ?? [:]
        if let title = tabView?.touchUp(finger: finger, at: point, frames: frames) {
          popToRoot(reselected: tabView?.activate(title, cause: .tap, at: now, events: &events))
        }
      case .navigation?:
        router?.touchUp(
          finger: finger, at: point, layout: layout, time: now, context: context, events: &events)
      case .bar?, nil:
        break
      }
    case .cancel:
      switch fingerOwners.removeValue(forKey: finger) {
      case .tabView?:
        tabView?.touchCancelled(finger: finger)
      case .navigation?:
        router?.touchCancelled(finger: finger, width: context.width, time: now, events: &events)
      case .bar?, nil:
        break
      }
    }
  }

  private mutating func takeOnTabView(finger: Int, at point: Point) -> Bool {
    guard var tabView, let layout = tabViewLayout else { return false }
    let frames = tabView.tabFrames(
      in: layout, safeAreaTop: safeAreaTop, direction: settings.layoutDirection)
    let taken = tabView.touchDown(finger: finger, at: point, frames: frames)
    self.tabView = tabView
    return taken
  }

  /// The content under the bars: a touch on a bar or the accessory is not the content's.
  private mutating func takeOnContent(finger: Int, at point: Point) -> Bool {
    guard var router, let tab = selectedTab else { return false }
    let covers = [bar?.frame, tabViewLayout?.bar, tabViewLayout?.accessory, tabViewLayout?.sidebar]
    guard !covers.contains(where: { $0?.contains(point) == true }) else { return false }
    let taken = router.touchDown(
      finger: finger, at: point, tab: tab, layout: navigationLayout, time: now)
    self.router = router
    return taken
  }

  /// VoiceOver started or stopped: the system cancels every touch in flight.
  mutating func cancelTouchesBeyondBar() {
    let width = contentFrame.width
    for finger in fingerOwners.keys.sorted() {
      switch fingerOwners[finger] {
      case .tabView?:
        tabView?.touchCancelled(finger: finger)
      case .navigation?:
        router?.touchCancelled(finger: finger, width: width, time: now, events: &events)
      case .bar?, nil:
        break
      }
    }
    fingerOwners.removeAll()
  }
}
