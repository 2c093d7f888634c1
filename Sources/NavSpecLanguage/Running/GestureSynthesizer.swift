import NavSpecModel

/// Expands `tap`, `double-tap`, `drag` and `long-press` into the raw touches a finger would make.
/// Every expansion starts at the current instant, uses finger 1, and ends with the finger up;
/// docs/language.md shows each one.
public struct GestureSynthesizer: Sendable {
  /// Touch samples per second while a finger moves (default 120 Hz,
  /// docs/design-inputs.md#touch-frame-rate;
  /// settable with `frame-rate`).
  public var frameRate: Double

  public init(frameRate: Double = 120) {
    self.frameRate = frameRate
  }

  /// How long a synthesised tap holds the finger down. Our decision: 50 ms, a brisk real tap
  /// (well under the 0.5 s long press and SwiftUI's 0.75 s tap limit).
  public static let tapHold: Int64 = 50_000
  /// Gap between the two taps of a double tap: 100 ms, inside the 0.35 s multi-tap gap
  /// (docs/platform-facts.md#double-tap-interval) with room to spare.
  public static let doubleTapGap: Int64 = 100_000
  /// A whole double tap, from the first touch-down to the second lift.
  public static let doubleTapDuration = 2 * tapHold + doubleTapGap
  /// A long press without `for`: 800 ms (our decision: comfortably past the 0.5 s minimum).
  public static let defaultLongPress: Int64 = 800_000
  /// A drag without `in`: 300 ms (our decision: a deliberate swipe across a bar).
  public static let defaultDrag: Int64 = 300_000

  /// One touch at an offset from the gesture's start.
  public struct TimedTouch: Hashable, Sendable {
    public var offset: Int64
    public var touch: Touch
  }

  public static let finger = 1

  /// Down, then up `tapHold` later at the same point.
  public func tap(at point: Point) -> [TimedTouch] {
    [
      TimedTouch(offset: 0, touch: Touch(finger: Self.finger, phase: .down, location: point)),
      TimedTouch(
        offset: Self.tapHold, touch: Touch(finger: Self.finger, phase: .up, location: point)),
    ]
  }

  /// Two taps, the second starting `doubleTapGap` after the first lifts.
  public func doubleTap(at point: Point) -> [TimedTouch] {
    let second = Self.tapHold + Self.doubleTapGap
    return tap(at: point)
      + tap(at: point).map { TimedTouch(offset: $0.offset + second, touch: $0.touch) }
  }

  /// The moves of a drag lasting `duration`: one per frame, at least one.
  public func frameCount(duration: Int64) -> Int64 {
    max(1, Int64(clamping: Double(duration) * frameRate / 1_000_000, rounding: .down))
  }

  /// Down and hold, then up at the same point after `duration`.
  public func longPress(at point: Point, duration: Int64) -> [TimedTouch] {
    [
      TimedTouch(offset: 0, touch: Touch(finger: Self.finger, phase: .down, location: point)),
      TimedTouch(
        offset: duration, touch: Touch(finger: Self.finger, phase: .up, location: point)),
    ]
  }

  /// Down at `start`; a move on every frame k = 1 ... n at `start + (end - start) * k / n`, frame k
  /// at `k * duration / n` (n = duration x frame rate, at least 1), so the last move lands on `end`
  /// exactly at `duration`; then up at `end` at the same instant.
  public func drag(from start: Point, to end: Point, duration: Int64) -> [TimedTouch] {
    let frames = frameCount(duration: duration)
    var touches = [
      TimedTouch(offset: 0, touch: Touch(finger: Self.finger, phase: .down, location: start))
    ]
    touches.reserveCapacity(Int(frames) + 2)
    for k in 1...frames {
      let fraction = Double(k) / Double(frames)
      let point = Point(
        x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
      touches.append(
        TimedTouch(
          offset: duration * k / frames,
          touch: Touch(finger: Self.finger, phase: .move, location: point)))
    }
    touches.append(
      TimedTouch(offset: duration, touch: Touch(finger: Self.finger, phase: .up, location: end)))
    return touches
  }
}
