/// The screen reader: a focus that moves over the accessibility elements, what it speaks, and
/// how it reads touches while it is on (docs/platform-facts.md#voiceover-touches).
///
/// Our decisions, documented in docs/model.md: focus starts on nothing (the model has no content
/// above the bar to land on); a touch focuses the element under the finger as soon as it lands
/// and while it moves (explore by touch); a second touch that lands within the multi-tap gap
/// (0.35 s) of a tap's lift and lifts within 10 pt is a double tap and activates the focused
/// element wherever the finger is. Flicks and multi-finger gestures are not modelled; the named
/// actions (`voiceover next` ...) stand in for them.
public struct VoiceOver: Hashable, Sendable {
  public internal(set) var focusedIdentifier: String?
  public internal(set) var lastSpoken: String?
  var gesture: TouchGesture?
  var lastTapLift: VirtualTime?

  struct TouchGesture: Hashable, Sendable {
    var finger: Int
    /// Moving 10 pt makes the touch explore instead of tap, as it begins a drag elsewhere.
    var drag: DragRecognizer
    var isSecondTap: Bool
  }

  public init() {}

  /// What a touch or an action asks the app to do.
  public enum Outcome: Hashable, Sendable {
    case none
    case activate(String)
  }

  mutating func focus(
    _ element: AccessibilityElement, at time: VirtualTime, events: inout [Event]
  ) {
    guard focusedIdentifier != element.identifier else { return }
    focusedIdentifier = element.identifier
    events.append(
      Event(
        time: time, kind: .voiceOverFocused,
        arguments: [.init("element", .string(element.identifier))]))
    speak(element, at: time, events: &events)
  }

  /// Moves focus to an element and reads it even when it is already focused: the screen changed
  /// under it (a push or a pop posts screenChanged and VoiceOver reads the new screen).
  mutating func refocus(
    _ element: AccessibilityElement, at time: VirtualTime, events: inout [Event]
  ) {
    focusedIdentifier = nil
    focus(element, at: time, events: &events)
  }

  /// Speaks an element; the hint rides along as its own argument because VoiceOver reads it after
  /// a pause, and only when one is set.
  mutating func speak(_ element: AccessibilityElement, at time: VirtualTime, events: inout [Event])
  {
    let text = element.spokenDescription
    lastSpoken = text
    var arguments: [Event.Argument] = [.init("text", .string(text))]
    if !element.hint.isEmpty { arguments.append(.init("hint", .string(element.hint))) }
    events.append(Event(time: time, kind: .voiceOverSpoke, arguments: arguments))
  }

  /// Moves focus by `step` in reading order; at either end focus stays put.
  mutating func move(
    by step: Int, among elements: [AccessibilityElement], at time: VirtualTime,
    events: inout [Event]
  ) {
    guard !elements.isEmpty else { return }
    let current = elements.firstIndex { $0.identifier == focusedIdentifier }
    let next: Int
    if let current {
      next = current + step
    } else {
      next = step > 0 ? 0 : elements.count - 1
    }
    guard elements.indices.contains(next) else { return }
    focus(elements[next], at: time, events: &events)
  }

  mutating func touchDown(
    finger: Int, at point: Point, elements: [AccessibilityElement], time: VirtualTime,
    events: inout [Event]
  ) {
    guard gesture == nil else { return }
    let isSecondTap =
      lastTapLift.map { time.microseconds - $0.microseconds <= GestureThresholds.multiTapGap }
      ?? false
    gesture = TouchGesture(
      finger: finger, drag: DragRecognizer(startLocation: point), isSecondTap: isSecondTap)
    if !isSecondTap { explore(at: point, elements: elements, time: time, events: &events) }
  }

  mutating func touchMoved(
    finger: Int, to point: Point, elements: [AccessibilityElement], time: VirtualTime,
    events: inout [Event]
  ) {
    guard var touch = gesture, touch.finger == finger else { return }
    _ = touch.drag.move(to: point)
    gesture = touch
    if touch.drag.hasBegun { explore(at: point, elements: elements, time: time, events: &events) }
  }

  mutating func touchUp(finger: Int, at point: Point, time: VirtualTime) -> Outcome {
    guard var touch = gesture, touch.finger == finger else { return .none }
    gesture = nil
    _ = touch.drag.move(to: point)
    if touch.drag.hasBegun {
      lastTapLift = nil
      return .none
    }
    if touch.isSecondTap {
      lastTapLift = nil
      return focusedIdentifier.map(Outcome.activate) ?? .none
    }
    lastTapLift = time
    return .none
  }

  mutating func touchCancelled(finger: Int) {
    guard gesture?.finger == finger else { return }
    gesture = nil
    lastTapLift = nil
  }

  private mutating func explore(
    at point: Point, elements: [AccessibilityElement], time: VirtualTime, events: inout [Event]
  ) {
    if let element = elements.first(where: { $0.frame.contains(point) }) {
      focus(element, at: time, events: &events)
    }
  }

  /// VoiceOver was turned off: it forgets its focus and any touch in progress.
  mutating func reset() {
    self = VoiceOver()
  }
}
