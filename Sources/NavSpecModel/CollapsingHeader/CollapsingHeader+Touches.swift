/// Taps on the search button. The design's `Button` runs its action when the finger that went
/// down on it lifts inside it (the bubble bar's rule, docs/components/bubble.md). Its hit area is
/// the image's whole 36 × 36 frame: `.clipShape(Circle())` clips what is drawn, not what is
/// hit-tested (docs/components/header.md#hit-testing), so the square's corners outside the
/// circle take taps too.
extension CollapsingHeader {
  /// A finger went down: the header takes it when it lands on the button and no other finger
  /// holds the button. Anywhere else on the header's region it is not taken (and the region
  /// keeps it from the content).
  mutating func buttonTouchDown(finger: Int, at point: Point, layout: CollapsingHeaderLayout)
    -> Bool
  {
    guard buttonFinger == nil, layout.button.contains(point) else { return false }
    buttonFinger = finger
    return true
  }

  /// The finger lifted: the button's action runs if the finger is still on it.
  mutating func buttonTouchUp(
    finger: Int, at point: Point, layout: CollapsingHeaderLayout, time: VirtualTime,
    events: inout [Event]
  ) {
    guard buttonFinger == finger else { return }
    buttonFinger = nil
    guard layout.button.contains(point) else { return }
    events.append(Self.buttonTapped(cause: .tap, at: time))
  }

  /// `buttonTapped(button: header-search, cause:)`: the design's action (`print("button
  /// pressed")`) ran.
  static func buttonTapped(cause: SelectionCause, at time: VirtualTime) -> Event {
    Event(
      time: time, kind: .buttonTapped,
      arguments: [
        .init("button", .string(buttonIdentifier)), .init("cause", .string(cause.rawValue)),
      ])
  }
}
