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
    // A spring retargeted to where it is keeps its velocity v (springs merge): released at its
    // target, x(t) = v·t·e^(−λt) with λ = 2π/0.5, turning at t = 1/λ with x = v/(λ·e).
    var value = AnimatedValue(0, epsilon: 1e-6)
    value.animate(to: 10, with: .spring(.smooth), at: .zero)
    let handover = VirtualTime.seconds(0.05)
    let position = value.value(at: handover)
    let velocity = value.velocity(at: handover)
    value.animate(to: position, with: .spring(.smooth), at: handover)
    let lambda = 2 * Double.pi / 0.5
    let peak = value.maximum(from: handover, through: .seconds(2))
    #expect(abs(peak.value - (position + velocity / (lambda * 2.718281828459045))) < 1e-9)
    #expect(abs(peak.seconds - (0.05 + 1 / lambda)) < 1e-9)
  }

  @Test func combinedTimingCurvesTurnWhereTheirFoldDoes() {
    // Linear 0 → 100 over 1 s, then at 0.4 s easeInOut back to 0 over 0.5 s, combined: the
    // value goes on rising until v' = 100·(1 − p) − v1·p' = 0, a turn the fold's derivative
    // gives. tools/expected/interruptions.py style check: sample every microsecond.
    var value = AnimatedValue(0)
    value.animate(to: 100, with: .linear(duration: 1), at: .zero)
    value.animate(to: 0, with: .easeInOut(duration: 0.5), at: .seconds(0.4))
    let peak = value.maximum(from: .seconds(0.4), through: .seconds(1))
    var sampled = (value: -Double.infinity, micros: Int64(0))
    for micros in stride(from: Int64(400_000), through: 1_000_000, by: 1) {
      let v = value.value(at: VirtualTime(microseconds: micros))
      if v > sampled.value { sampled = (v, micros) }
    }
    #expect(abs(peak.value - sampled.value) < 1e-6)
    #expect(abs(peak.seconds - Double(sampled.micros) / 1e6) < 2e-6)
    #expect(peak.seconds > 0.4)
    let turns = value.turningPoints(from: .seconds(0.4), through: .seconds(1))
    #expect(turns.contains { abs($0 + 0.4 - peak.seconds) < 1e-9 })
    // The first curve's end at 1 s is past the window; the second's at 0.9 s is a kink.
    #expect(turns.contains { abs($0 - 0.5) < 1e-9 })
  }
}
