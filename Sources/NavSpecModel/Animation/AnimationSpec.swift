/// How a value moves to a new target: a timing curve over a fixed duration, or a spring.
///
/// Mirrors SwiftUI's `Animation` values, with the semantics that matter for the model: timing
/// curves run for exactly `duration` seconds; springs run until they settle (see
/// `Spring.settlingTime`) and merge when retargeted (see `AnimatedValue.animate`).
public enum AnimationSpec: Hashable, Sendable {
  /// A timing curve over `duration` seconds. A duration that is not positive (or NaN) is an
  /// instant change.
  case timing(TimingCurve, duration: Double)
  /// A spring; its duration follows from its parameters and the distance it has to travel.
  case spring(Spring)

  /// The default duration of SwiftUI's `linear`, `easeIn`, `easeOut` and `easeInOut`
  /// animations: 0.35 s (docs/platform-facts.md#default-animation-duration).
  public static let defaultTimingDuration = 0.35

  /// `linear` over `duration` seconds (default 0.35 s).
  public static func linear(duration: Double = defaultTimingDuration) -> AnimationSpec {
    .timing(.linear, duration: duration)
  }

  /// `easeIn` over `duration` seconds (default 0.35 s).
  public static func easeIn(duration: Double = defaultTimingDuration) -> AnimationSpec {
    .timing(.easeIn, duration: duration)
  }

  /// `easeOut` over `duration` seconds (default 0.35 s).
  public static func easeOut(duration: Double = defaultTimingDuration) -> AnimationSpec {
    .timing(.easeOut, duration: duration)
  }

  /// `easeInOut` over `duration` seconds (default 0.35 s).
  public static func easeInOut(duration: Double = defaultTimingDuration) -> AnimationSpec {
    .timing(.easeInOut, duration: duration)
  }

  /// A custom cubic Bezier over `duration` seconds (default 0.35 s), as
  /// SwiftUI's `timingCurve(_:_:_:_:duration:)`.
  public static func timingCurve(
    _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double,
    duration: Double = defaultTimingDuration
  ) -> AnimationSpec {
    .timing(.cubicBezier(p1x, p1y, p2x, p2y), duration: duration)
  }

  /// SwiftUI's `spring(response:dampingFraction:)`; defaults 0.5 / 0.825
  /// (docs/platform-facts.md#spring-defaults).
  public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825)
    -> AnimationSpec
  {
    .spring(Spring(response: response, dampingFraction: dampingFraction))
  }

  /// SwiftUI's iOS 17 `spring(duration:bounce:)`
  /// (docs/platform-facts.md#spring-duration-and-bounce).
  public static func spring(duration: Double, bounce: Double = 0) -> AnimationSpec {
    .spring(Spring(duration: duration, bounce: bounce))
  }

  /// SwiftUI `.smooth` (docs/platform-facts.md#spring-presets).
  public static let smooth = AnimationSpec.spring(.smooth)
  /// SwiftUI `.snappy` (docs/platform-facts.md#spring-presets).
  public static let snappy = AnimationSpec.spring(.snappy)
  /// SwiftUI `.bouncy` (docs/platform-facts.md#spring-presets).
  public static let bouncy = AnimationSpec.spring(.bouncy)
  /// SwiftUI `.interactiveSpring()` (docs/platform-facts.md#spring-defaults).
  public static let interactiveSpring = AnimationSpec.spring(.interactiveSpring)

  /// A stable, human-readable name: "easeInOut(0.35s)", "bouncy",
  /// "spring(response: 0.5, dampingFraction: 0.825)".
  public var name: String {
    switch self {
    case .timing(let curve, let duration):
      return "\(curve.name)(\(AnimationNumberFormat.string(duration))s)"
    case .spring(let spring):
      return spring.name
    }
  }
}
