/// Touches on the buttons. Each button is a plain `Button` (Approach 1) or a `UIButton` sending
/// `touchUpInside` (Approach 2): it fires when the finger that went down on it lifts inside it.
///
/// Hit regions are the buttons' frames in the current layout (where they are heading during an
/// animation), not their presented frames: our decision, because UIKit hit-tests the model layer
/// (the final frame), and SwiftUI does not publish what it does mid-animation. A finger that
/// lifts outside its button does nothing (our decision: both frameworks track a little way past
/// the edge, by amounts neither publishes; the model uses the frame itself).
extension BubbleBar {
  /// The button under a point, or nil: the frames are half-open (a point on the shared edge of
  /// two buttons belongs to the one it starts).
  public func itemIndex(at point: Point) -> Int? {
    layout.itemFrames.firstIndex { $0.contains(point) }
  }

  /// A finger went down. Returns false when the bar does not take it (not on a button, or a
  /// finger is already tracked: a second finger is ignored for its whole life).
  mutating func touchDown(finger: Int, at point: Point) -> Bool {
    guard tracking == nil, let index = itemIndex(at: point) else { return false }
    tracking = TrackedTouch(finger: finger, index: index)
    return true
  }

  /// The finger lifted: the button it went down on fires if the finger is still inside it.
  mutating func touchUp(finger: Int, at point: Point, time: VirtualTime, events: inout [Event]) {
    guard let touch = tracking, touch.finger == finger else { return }
    tracking = nil
    guard layout.itemFrames[touch.index].contains(point) else { return }
    select(touch.index, cause: .tap, at: time, events: &events)
  }

  /// The system cancelled the touch: nothing fires.
  mutating func touchCancelled(finger: Int) {
    guard tracking?.finger == finger else { return }
    tracking = nil
  }
}
