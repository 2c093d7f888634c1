/// Taps on the tab bar's items and the sidebar's rows: Button semantics, as on the glass bar (the
/// finger lifts in the tab it landed in, without having dragged 10 pt). The system bar has no
/// pill to drag.
extension SystemTabView {
  /// A finger landed; returns whether it is on a shown tab (and so followed).
  mutating func touchDown(finger: Int, at point: Point, frames: [String: Rect]) -> Bool {
    guard tracking == nil,
      let tab = shownTabs.first(where: { frames[$0.title]?.contains(point) == true })
    else { return false }
    tracking = TrackedTouch(
      finger: finger, title: tab.title, drag: DragRecognizer(startLocation: point))
    return true
  }

  mutating func touchMoved(finger: Int, to point: Point) {
    guard tracking?.finger == finger else { return }
    _ = tracking?.drag.move(to: point)
  }

  /// The finger lifted; returns the tab it tapped, if it tapped one.
  mutating func touchUp(finger: Int, at point: Point, frames: [String: Rect]) -> String? {
    guard let touch = tracking, touch.finger == finger else { return nil }
    tracking = nil
    var drag = touch.drag
    _ = drag.move(to: point)
    guard !drag.hasBegun, frames[touch.title]?.contains(point) == true else { return nil }
    return touch.title
  }

  mutating func touchCancelled(finger: Int) {
    if tracking?.finger == finger { tracking = nil }
  }
}
