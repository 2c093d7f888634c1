/// The finger the scroll view follows: where it landed, whether the pan has begun, and the
/// samples its release velocity comes from.
public struct ScrollTouch: Hashable, Sendable {
  public enum Phase: String, Hashable, Sendable {
    /// Down, not yet 10 pt from where it landed.
    case possible
    /// The pan has begun: the content follows the finger.
    case tracking
  }

  public var finger: Int
  /// The tab whose scroll view it moves.
  public var tab: String
  public var start: Point
  public var phase = Phase.possible
  /// The finger landed on moving content and stopped it (it selects nothing).
  public var caughtMotion: Bool
  /// Where the finger was when the pan began, and the raw (unbanded) offset then: the content
  /// follows the finger from there, so it does not jump by the slop.
  var anchorY = 0.0
  var anchorRawOffset = 0.0
  /// The offset shown at the last sample.
  var offset: Double
  /// The finger's vertical position over time (content velocity is its negative).
  var velocity = VelocityEstimator()

  init(finger: Int, tab: String, start: Point, offset: Double, caughtMotion: Bool) {
    self.finger = finger
    self.tab = tab
    self.start = start
    self.offset = offset
    self.caughtMotion = caughtMotion
  }
}
