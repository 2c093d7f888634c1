import NavSpecModel

/// One of the scroll view's statements (docs/components/scroll.md#statements).
public enum ScrollStatement: Hashable, Sendable {
  /// `scroll content HEIGHT [rate normal|fast|RATE]`: installs the scroll view on every tab's
  /// root screen, or changes its content.
  case content(height: Double, rate: DecelerationRate)
  /// `fling up|down SPEED [from (X, Y)] [in DURATION]`: a finger moving at a constant SPEED
  /// (pt/s) the given way for DURATION (default 100 ms), then lifting: a drag whose samples make
  /// the velocity estimator measure exactly SPEED.
  case fling(direction: FingerDirection, speed: Double, from: PointLiteral?, duration: Int64?)
  /// `voiceover-scroll down|up`: VoiceOver's three-finger swipe, one page.
  case voiceOverScroll(ScrollView.PageDirection)

  /// Which way the finger moves: `up` scrolls the content down.
  public enum FingerDirection: String, Hashable, Sendable, CaseIterable {
    case up
    case down
  }

  /// How long a fling's finger moves without `in`: 100 ms, the velocity estimator's horizon, so
  /// that every sample counts (docs/platform-facts.md#velocity-estimation; our decision).
  static let defaultFlingDuration: Int64 = 100_000
}
