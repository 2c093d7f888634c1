import Testing

@testable import NavSpecModel

/// `AnimatedValue.maximum(from:through:)` against closed-form peaks published in
/// docs/platform-facts.md ("Overshoot peaks") and printed by tools/expected/gooey.py.
struct AnimatedValueExtremaTests {
  /// docs/platform-facts.md: "bouncy 1.045988 at t = 0.3501 s; snappy 1.006288 at t = 0.4746 s".
  @Test(arguments: [(Spring.bouncy, 1.045988, 0.3501), (Spring.snappy, 1.006288, 0.4746)])
  func presetPeaksMatchThePlatformFacts(spring: Spring, peakValue: Double, peakTime: Double) {
    var value = AnimatedValue(0, epsilon: 1e-6)
    value.animate(to: 1, with: .spring(spring), at: .zero)
    let peak = value.maximum(from: .zero, through: .seconds(2))
    #expect(abs(peak.value - peakValue) < 1e-6)
    #expect(abs(peak.seconds - peakTime) < 1e-4)
  }

  @Test func windowBeforeThePeakEndsAtItsEnd() {
    var value = AnimatedValue(0.6, epsilon: 1e-4)
    value.animate(to: 1.3, with: .spring(response: 0.2, dampingFraction: 0.4), at: .zero)
    let early = value.maximum(from: .zero, through: .seconds(0.1))
    #expect(abs(early.value - 1.469869) < 1e-6)  // landing.alone@0.1
    #expect(early.seconds == 0.1)
    let whole = value.maximum(from: .zero, through: .seconds(1))
    #expect(abs(whole.value - 1.477679) < 1e-6)  // landing.alone.peak
    #expect(abs(whole.seconds - 0.109109) < 1e-6)  // landing.alone.peak.time
  }

  @Test func criticalAndOverdampedSpringsDoNotOvershootFromRest() {
    for spring in [Spring.smooth, Spring(response: 0.5, dampingFraction: 2)] {
      var value = AnimatedValue(0)
      value.animate(to: 1, with: .spring(spring), at: .zero)
      let peak = value.maximum(from: .zero, through: .seconds(5))
      #expect(peak.value == 1)
    }
  }

  @Test func criticalSpringThrownPastItsTargetTurnsOnce() {
    // Released at the target with velocity 10 toward +: x(t) = 10·t·e^(−λt) with λ = 2π/0.5,
    // turning at t = 1/λ with x = 10/(λ·e).
    var value = AnimatedValue(1, epsilon: 1e-6)
    value.animate(to: 2, with: .linear(duration: 0.1), at: .zero)
    // Hand over at the linear curve's midpoint: value 1.5, velocity 10/s.
    value.animate(to: 1.5, with: .spring(.smooth), at: .seconds(0.05))
    let lambda = 2 * Double.pi / 0.5
    let peak = value.maximum(from: .seconds(0.05), through: .seconds(2))
    #expect(abs(peak.value - (1.5 + 10 / (lambda * 2.718281828459045))) < 1e-9)
    #expect(abs(peak.seconds - (0.05 + 1 / lambda)) < 1e-9)
  }
}
