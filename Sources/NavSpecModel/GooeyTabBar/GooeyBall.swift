/// The ball indicator ("Gooey Tab Bar in SwiftUI", section 5): an 8 pt circle at
/// `y = indentDepth / 2`, its x the bar's `selectedCenterX` (the same spring as the indent), its
/// scale the droplet's (`DropletPhase`).
///
/// The bar keeps the ball's x (it is the indent's centre); the ball keeps its scale and the
/// highest scale reached since the last tap, because the landing spring overshoots its 1.3
/// target and a scenario expects the true peak (docs/components/gooey.md#the-true-peak).
public struct GooeyBall: Hashable, Sendable {
  /// `ballScale`. Settles within 1e-4 (our decision, as the glass pill's scale: 0.01 % of the
  /// size, far below a pixel of an 8 pt ball).
  public internal(set) var scale = AnimatedValue(1, epsilon: 0.0001)
  /// The highest scale presented in finished segments since `peakSince`, and when.
  var foldedPeak: AnimatedValue.Extremum
  /// Where the peak is measured from: the latest tap (the start of the run before any).
  public internal(set) var peakSince = VirtualTime.zero

  /// `private let ballSize: CGFloat = 8` (section 5).
  public static let size = 8.0
  /// `.position(x: selectedCenterX, y: indentDepth / 2)` (section 5): 7.5 pt.
  public static let centerY = GooeyTabBarShape.indentDepth / 2

  public init() {
    foldedPeak = AnimatedValue.Extremum(value: 1, seconds: 0)
  }

  /// The highest scale presented from the latest tap up to `time`, and when (seconds on the
  /// virtual clock). Closed form: the extrema of each spring segment, not a sampled search.
  public func peak(at time: VirtualTime) -> AnimatedValue.Extremum {
    let start = max(peakSince, scale.startTime)
    guard time >= start else { return foldedPeak }
    let current = scale.maximum(from: start, through: time)
    return current.value > foldedPeak.value ? current : foldedPeak
  }

  /// A tap starts a new droplet: its peak is measured from now.
  mutating func beginDroplet(at time: VirtualTime) {
    peakSince = time
    let now = scale.value(at: time)
    foldedPeak = AnimatedValue.Extremum(value: now, seconds: time.seconds)
  }

  /// Animates the scale, folding what was presented so far into the peak first. False, and
  /// nothing changes, when the scale already heads for `target`.
  mutating func animateScale(to target: Double, with spec: AnimationSpec, at time: VirtualTime)
    -> Bool
  {
    guard target != scale.target else { return false }
    foldedPeak = peak(at: time)
    return scale.animate(to: target, with: spec, at: time)
  }

  /// Sets the scale without animation (Reduce Motion in the corrected variant, or a settle).
  mutating func jumpScale(to value: Double, at time: VirtualTime) {
    foldedPeak = peak(at: time)
    scale.jump(to: value, at: time)
  }
}
