/// Raw touches in, Button actions out. The document's buttons are plain SwiftUI `Button`s and the
/// bar has no gesture of its own (docs/components/gooey.md#touch):
/// - a press fires when its finger lifts inside the button it went down on, however far it
///   wandered in between; lifted anywhere else it does not fire;
/// - a drag across the bar changes nothing: there is no drag gesture, so the selection stays;
/// - each finger presses its own button (Buttons do not exclude each other), so two fingers on
///   two buttons fire two actions, in the order they lift;
/// - the bar's filled shape takes touches in its frame that miss every button, and nothing
///   happens (a filled Shape is hit-testable, so they do not reach the content behind).
extension GooeyTabBar {
  /// A finger went down. Returns whether the bar takes it (inside its frame).
  mutating func touchDown(finger: Int, at point: Point, direction: LayoutDirection) -> Bool {
    guard frame.contains(point) else { return false }
    if let button = buttonIndex(at: point, direction: direction) {
      presses[finger] = TapRecognizer(tabIndex: button)
    }
    return true
  }

  /// A finger lifted: its button fires if the finger is inside that button. Returns the signal
  /// the button's action sends.
  @discardableResult
  mutating func touchUp(
    finger: Int, at point: Point, time: VirtualTime, settings: Settings, events: inout [Event]
  ) -> ComponentSignal? {
    guard let press = presses.removeValue(forKey: finger),
      press.firesOnUp(over: buttonIndex(at: point, direction: settings.layoutDirection))
    else { return nil }
    return activate(press.tabIndex, cause: .tap, at: time, settings: settings, events: &events)
  }

  /// The system cancelled the touch: the press ends without firing.
  mutating func touchCancelled(finger: Int) {
    presses[finger] = nil
  }
}
