/// One animation running at an instant: what moves or scales, and by how much over the whole
/// animation. The reduce-motion audit reads these (docs/colours.md#motion). Motion that follows
/// the finger is not an animation and never appears here: Reduce Motion keeps direct
/// manipulation (docs/platform-facts.md#reduce-motion).
public struct RunningMotion: Hashable, Sendable {
  public enum Kind: String, Hashable, Sendable {
    /// A position, in points.
    case translation
    /// A scale factor (1 is the resting size).
    case scale
  }

  /// The part as scenarios write it (`pill`, `ball`, `bubble`, `indent`).
  public var element: String
  /// The state path of the animated value (`pill.offset`, `ball.scale`).
  public var property: String
  public var kind: Kind
  /// Where the animation started and where it heads.
  public var from: Double
  public var to: Double

  public init(element: String, property: String, kind: Kind, from: Double, to: Double) {
    self.element = element
    self.property = property
    self.kind = kind
    self.from = from
    self.to = to
  }

  /// The animation's travel: points for a translation, the change of factor for a scale.
  public var amount: Double { abs(to - from) }

  /// The motion of `value` if it is animating at `time`.
  public static func of(
    _ value: AnimatedValue, element: String, property: String, kind: Kind, at time: VirtualTime
  ) -> RunningMotion? {
    guard value.isAnimating(at: time) else { return nil }
    return RunningMotion(
      element: element, property: property, kind: kind, from: value.startValue, to: value.target)
  }
}
