/// Taps on the tab bar's items, the sidebar's rows and, while it is on display, the More list's
/// rows and Edit button: Button semantics, as on the glass bar (the finger lifts on what it landed
/// on, without having dragged 10 pt). The system bar has no pill to drag.
extension SystemTabView {
  /// What is at `point`: a placed tab (an item, a sidebar row or a More list row), the More item
  /// or the Edit button. The bar and the accessory lie over the More list (`covering`): a point
  /// on them is never a row the list runs on beneath them.
  func touchTarget(
    at point: Point, placed: [PlacedTab], covering: [Rect], moreItem: Rect?, editButton: Rect?
  ) -> TouchTarget? {
    let under = more.isListShown && covering.contains { $0.contains(point) }
    if let tab = placed.first(where: {
      $0.frame.contains(point) && !(under && $0.container == .list)
    }) {
      return tab.container == .list && more.isListShown
        ? .moreRow(tab.tab.title) : .tab(tab.tab.title)
    }
    if moreItem?.contains(point) == true { return .moreItem }
    if editButton?.contains(point) == true { return .editButton }
    return nil
  }

  /// A finger landed; returns whether it is on something of the TabView's (and so followed).
  mutating func touchDown(finger: Int, at point: Point, target: TouchTarget?) -> Bool {
    guard tracking == nil, let target else { return false }
    tracking = TrackedTouch(
      finger: finger, target: target, drag: DragRecognizer(startLocation: point))
    return true
  }

  mutating func touchMoved(finger: Int, to point: Point) {
    guard tracking?.finger == finger else { return }
    _ = tracking?.drag.move(to: point)
  }

  /// The finger lifted at `point`, where `target` is; returns what it tapped, if it tapped.
  mutating func touchUp(finger: Int, at point: Point, target: TouchTarget?) -> TouchTarget? {
    guard let touch = tracking, touch.finger == finger else { return nil }
    tracking = nil
    var drag = touch.drag
    _ = drag.move(to: point)
    guard !drag.hasBegun, target == touch.target else { return nil }
    return touch.target
  }

  mutating func touchCancelled(finger: Int) {
    if tracking?.finger == finger { tracking = nil }
  }
}
