/// Recognises a long press: the finger stays within `longPressMaximumDistance` of where it went
/// down for `longPressMinimumDuration`. It has no touch to react to when the time is up, so it
/// exposes a deadline that the simulator's clock fires.
public struct LongPressRecognizer: Hashable, Sendable {
  public enum State: Hashable, Sendable {
    /// Waiting for the deadline.
    case possible
    /// Recognised: the press is held. Moving further no longer ends it (the bar's drag may follow).
    case began
    /// The finger moved too far before the deadline.
    case failed
  }

  public private(set) var startLocation: Point
  public private(set) var startTime: VirtualTime
  public private(set) var state = State.possible

  public init(startLocation: Point, startTime: VirtualTime) {
    self.startLocation = startLocation
    self.startTime = startTime
  }

  /// When the press is recognised if the finger stays put.
  public var deadline: VirtualTime? {
    state == .possible ? startTime + GestureThresholds.longPressMinimumDuration : nil
  }

  public mutating func move(to point: Point) {
    if state == .possible,
      startLocation.distance(to: point) > GestureThresholds.longPressMaximumDistance
        + GestureThresholds.distanceTolerance
    {
      state = .failed
    }
  }

  /// Called when the clock reaches `deadline`; returns true when the press begins now.
  public mutating func deadlineReached() -> Bool {
    guard state == .possible else { return false }
    state = .began
    return true
  }
}
