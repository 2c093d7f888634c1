#if canImport(Glibc)
  import Glibc  // log
#else
  import Darwin
#endif

/// How the bubble moves to a new selection: the curve, the name events give it, whether that
/// curve is the platform's own, and when the platform ends the motion
/// (docs/components/bubble.md#selection-and-motion, #the-uikit-spring).
public struct BubbleMotion: Hashable, Sendable {
  /// The curve each of the bubble's components follows.
  public var spec: AnimationSpec
  /// What `animationBegan` calls the animation.
  public var name: String
  /// Whether the curve is the one the platform draws (SwiftUI's published spring) rather than a
  /// stand-in for one it does not publish (UIKit's duration-based spring).
  public var isExact: Bool
  /// Seconds from the start after which the platform ends the motion with the bubble exactly on
  /// its target; nil for a motion that ends when its curve settles.
  public var duration: Double?

  public init(spec: AnimationSpec, name: String, isExact: Bool, duration: Double?) {
    self.spec = spec
    self.name = name
    self.isExact = isExact
    self.duration = duration
  }

  /// Approach 1: `withAnimation(.spring(response: 0.5, dampingFraction: 0.7))`, SwiftUI's
  /// `bouncy`; exact (docs/platform-facts.md#spring-response-and-damping).
  public static let swiftUI: BubbleMotion = {
    let spec = AnimationSpec.spring(response: 0.5, dampingFraction: 0.7)
    return BubbleMotion(spec: spec, name: spec.name, isExact: true, duration: nil)
  }()

  /// Approach 2's `UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7,
  /// initialSpringVelocity: 0.5, options: .curveEaseInOut)`. Known: it starts at the selection,
  /// whatever the settings (the code reads none), damps with ratio 0.7, and ends after its
  /// duration, 0.5 s ("the total duration of the animations", Apple), with the bubble on the
  /// button. Not known: how UIKit makes a spring of a duration. The stand-in is the public
  /// reconstruction that fits one to it: a spring of damping ratio 0.7 whose envelope has fallen
  /// to 0.001 of the distance at 0.5 s (`uiKitUndampedFrequency`), run from rest (the initial
  /// velocity of 0.5 distances per second is left out: the engine starts a spring from the
  /// velocity drawn) and ended at 0.5 s. Not exact, and named so.
  public static let uiKit: BubbleMotion = {
    let omega = uiKitUndampedFrequency(
      dampingRatio: uiKitDampingRatio, duration: uiKitDuration, fraction: uiKitSettledFraction)
    return BubbleMotion(
      spec: .spring(
        Spring(response: 2 * Double.pi / omega, dampingFraction: uiKitDampingRatio)),
      name:
        "approximateUIKitSpring(duration: \(AnimationNumberFormat.string(uiKitDuration))s, dampingRatio: \(AnimationNumberFormat.string(uiKitDampingRatio)))",
      isExact: false, duration: uiKitDuration)
  }()

  /// `withDuration: 0.5` (Approach 2, line 179).
  public static let uiKitDuration = 0.5
  /// `usingSpringWithDamping: 0.7` (Approach 2, line 179): the damping ratio ζ.
  public static let uiKitDampingRatio = 0.7
  /// The share of the distance the reconstruction leaves at the end of the duration: 0.001
  /// (`epsilon` in guillianbalisi/ios-spring-animations, Springs.playground/Sources/Math.swift,
  /// `computeDerivedCurveOptions`, after Framer's SpringsExample).
  public static let uiKitSettledFraction = 0.001

  /// The undamped angular frequency ω₀ (1/s) of a spring of damping ratio ζ < 1 that starts at
  /// rest and whose envelope, (ζ/√(1 − ζ²))·e^(−ζω₀t) of the distance, is `fraction` at
  /// `duration`: ω₀ = ln(ζ / (fraction·√(1 − ζ²))) / (ζ·duration). The reconstruction solves the
  /// same equation by Newton's method; from rest it has this closed form. 19.679 /s for ζ 0.7
  /// over 0.5 s (a response of 0.319 s).
  public static func uiKitUndampedFrequency(
    dampingRatio zeta: Double, duration: Double, fraction: Double
  ) -> Double {
    log(zeta / (fraction * (1 - zeta * zeta).squareRoot())) / (zeta * duration)
  }
}
