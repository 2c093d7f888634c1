import NavSpecModel
import Testing

/// `AnimatedValue` on the virtual clock, and `AnimationSpec`.
@Suite("Animated values")
struct AnimatedValueTests {
  private static func at(_ seconds: Double) -> VirtualTime { .seconds(seconds) }

  // MARK: Resting and jumping

  @Test("a new value rests: no settle time, same value at every instant")
  func resting() {
    let value = AnimatedValue(42)
    #expect(value.settleTime == nil)
    #expect(value.spec == nil)
    #expect(value.target == 42)
    #expect(value.epsilon == AnimatedValue.defaultEpsilon)
    for t in [-5.0, 0, 1, 3600] {
      #expect(value.value(at: Self.at(t)) == 42)
      #expect(value.velocity(at: Self.at(t)) == 0)
      #expect(!value.isAnimating(at: Self.at(t)))
    }
  }

  @Test("jump sets the value from that instant, with no animation")
  func jump() {
    var value = AnimatedValue(0)
    value.animate(to: 100, with: .bouncy, at: .zero)
    value.jump(to: 7, at: Self.at(0.1))
    #expect(value.settleTime == nil)
    #expect(value.spec == nil)
    #expect(value.target == 7)
    #expect(value.startValue == 7)
    // At rest nothing began: the value holds from the beginning of time.
    #expect(value.startTime == .zero)
    #expect(value.value(at: Self.at(0.1)) == 7)
    #expect(value.value(at: Self.at(5)) == 7)
    #expect(value.velocity(at: Self.at(0.2)) == 0)
    #expect(!value.isAnimating(at: Self.at(0.1)))
  }

  // MARK: Timing curves

  @Test("a timing curve follows its curve and settles at start + duration exactly")
  func timingCurve() {
    var value = AnimatedValue(0)
    value.animate(to: 100, with: .easeInOut(), at: Self.at(1))
    #expect(value.spec == .timing(.easeInOut, duration: 0.35))
    #expect(value.settleTime == VirtualTime(microseconds: 1_350_000))
    #expect(value.value(at: Self.at(1)) == 0)
    // docs/platform-facts.md#reference-values: easeInOut at 0.25 / 0.5 / 0.75 of the duration.
    #expect(abs(value.value(at: Self.at(1 + 0.35 * 0.25)) - 12.9162) <= 1e-4)
    #expect(abs(value.value(at: Self.at(1 + 0.35 * 0.5)) - 50) <= 1e-9)
    #expect(abs(value.value(at: Self.at(1 + 0.35 * 0.75)) - 87.0838) <= 1e-4)
    // Velocity: (to − from) · slope / duration.
    let midVelocity = value.velocity(at: Self.at(1 + 0.35 * 0.5))
    #expect(abs(midVelocity - 100 * TimingCurve.easeInOut.slope(at: 0.5) / 0.35) <= 1e-6)
    #expect(value.isAnimating(at: VirtualTime(microseconds: 1_349_999)))
    #expect(!value.isAnimating(at: VirtualTime(microseconds: 1_350_000)))
    #expect(value.value(at: VirtualTime(microseconds: 1_350_000)) == 100)
    #expect(value.velocity(at: VirtualTime(microseconds: 1_350_000)) == 0)
  }

  @Test("a duration that is not a whole number of microseconds rounds the settle time up")
  func timingSettleRoundsUp() {
    var value = AnimatedValue(0)
    value.animate(to: 1, with: .linear(duration: 0.0000015), at: .zero)
    #expect(value.settleTime == VirtualTime(microseconds: 2))
    // 2.007 × 1e6 is 2007000.0000000002 in doubles; that noise must not add a microsecond.
    value.animate(to: 2, with: .linear(duration: 2.007), at: Self.at(1))
    #expect(value.settleTime == VirtualTime(microseconds: 3_007_000))
  }

  @Test("a zero or negative duration is an instant change", arguments: [0.0, -1.0, .nan])
  func instantTiming(_ duration: Double) {
    var value = AnimatedValue(5)
    value.animate(to: 9, with: .linear(duration: duration), at: Self.at(2))
    #expect(value.settleTime == Self.at(2))
    #expect(!value.isAnimating(at: Self.at(2)))
    #expect(value.value(at: Self.at(2)) == 9)
    #expect(value.velocity(at: Self.at(2)) == 0)
  }

  @Test("reading before the segment start returns the start value")
  func beforeStart() {
    var value = AnimatedValue(10)
    value.animate(to: 20, with: .easeOut(duration: 1), at: Self.at(5))
    #expect(value.value(at: Self.at(4)) == 10)
    #expect(value.velocity(at: Self.at(4)) == 0)
    value.animate(to: 0, with: .smooth, at: Self.at(5.5))
    let start = value.startValue
    #expect(start > 10 && start < 20)
    #expect(value.value(at: Self.at(5.2)) == start)
  }

  // MARK: Springs

  @Test("spring retarget case of the reference values, through the virtual clock")
  func springRetarget() {
    var value = AnimatedValue(0)
    value.animate(to: 100, with: .spring(response: 0.5, dampingFraction: 0.825), at: .zero)
    #expect(abs(value.value(at: Self.at(0.2)) - 79.9649) <= 1e-4)
    #expect(abs(value.velocity(at: Self.at(0.2)) - 276.4626) <= 1e-4)
    value.animate(to: 200, with: .spring(response: 0.5, dampingFraction: 0.825), at: Self.at(0.2))
    #expect(abs(value.startValue - 79.9649) <= 1e-4)
    #expect(abs(value.velocity(at: Self.at(0.2)) - 276.4626) <= 1e-4)
    let expected: [(Double, Double)] = [
      (0.3, 136.2118), (0.4, 180.7909), (0.7, 200.9217), (1.2, 199.9943),
    ]
    for (t, x) in expected {
      #expect(abs(value.value(at: Self.at(t)) - x) <= 1e-4, "t = \(t)")
    }
  }

  @Test("spring progress on the clock matches the closed-form reference table")
  func springOnClock() {
    var value = AnimatedValue(0)
    value.animate(to: 1, with: .bouncy, at: Self.at(10))
    #expect(abs(value.value(at: Self.at(10.3)) - 1.033930) <= 1e-6)
    #expect(abs(value.value(at: Self.at(10.3501)) - 1.045988) <= 1e-6)
  }

  @Test("a spring settles at start + settlingTime rounded up, then snaps to the target")
  func springSettle() throws {
    var value = AnimatedValue(0, epsilon: 0.01)
    value.animate(to: 50, with: .snappy, at: Self.at(1))
    let seconds = Spring.snappy.settlingTime(from: -50, velocity: 0, epsilon: 0.01)
    let settle = try #require(value.settleTime)
    let expectedMicros = 1_000_000 + Int64((seconds * 1_000_000).rounded(.up))
    #expect(settle.microseconds == expectedMicros)
    #expect(value.isAnimating(at: settle + -1))
    #expect(!value.isAnimating(at: settle))
    #expect(value.value(at: settle) == 50)
    #expect(value.velocity(at: settle) == 0)
    // The snap is within epsilon: just before the settle instant, the value is that close.
    #expect(abs(value.value(at: settle + -1) - 50) <= 0.01)
  }

  @Test("a change to the value it already heads for starts nothing, whatever runs")
  func unchangedTarget() {
    var value = AnimatedValue(3)
    let same = value.animate(to: 3, with: .bouncy, at: Self.at(1))
    #expect(!same)
    #expect(value.settleTime == nil)
    #expect(!value.isAnimating(at: Self.at(1)))
    #expect(value.value(at: Self.at(1.1)) == 3)
    // Heading for 10 with easeOut: another 10, with a spring, leaves the curve alone.
    let changed = value.animate(to: 10, with: .easeOut(duration: 0.1), at: Self.at(2))
    #expect(changed)
    let before = value
    let again = value.animate(to: 10, with: .bouncy, at: Self.at(2.05))
    #expect(!again)
    #expect(value == before)
    #expect(value.value(at: Self.at(2.1)) == 10)
  }

  @Test(
    "velocity matches a central difference of the value",
    arguments: [
      AnimationSpec.bouncy, .smooth, .spring(response: 0.4, dampingFraction: 1.6),
      .easeInOut(duration: 0.5), .easeIn(duration: 0.5), .linear(duration: 0.5),
    ])
  func velocityMatchesValue(_ spec: AnimationSpec) {
    var value = AnimatedValue(-20)
    value.animate(to: 80, with: spec, at: Self.at(2))
    let h: Int64 = 10  // µs
    for ms in stride(from: 2_010, through: 2_480, by: 10) {
      let t = VirtualTime.milliseconds(Int64(ms))
      let difference =
        (value.value(at: t + h) - value.value(at: t + -h)) / (2 * Double(h) / 1_000_000)
      #expect(abs(value.velocity(at: t) - difference) <= 1e-3 * max(1, abs(difference)))
    }
  }

  // MARK: Interruption rules

  @Test("spring during a spring: position and velocity carry over (springs merge)")
  func springInterruptsSpring() {
    var value = AnimatedValue(0)
    value.animate(to: 100, with: .bouncy, at: .zero)
    let t = Self.at(0.15)
    let position = value.value(at: t)
    let velocity = value.velocity(at: t)
    value.animate(to: -50, with: .smooth, at: t)
    #expect(value.startTime == t)
    #expect(value.startValue == position)
    #expect(value.target == -50)
    #expect(value.value(at: t) == position)
    #expect(abs(value.velocity(at: t) - velocity) <= 1e-9)
    #expect(velocity > 0)  // Still moving towards 100 at the instant of the change.
  }

  @Test("spring during a timing curve: from the presented value, at rest (a curve has no velocity)")
  func springInterruptsTiming() {
    var value = AnimatedValue(0)
    value.animate(to: 100, with: .easeInOut(duration: 0.5), at: .zero)
    let t = Self.at(0.2)
    let position = value.value(at: t)
    value.animate(to: 300, with: .bouncy, at: t)
    #expect(value.value(at: t) == position)
    #expect(value.velocity(at: t) == 0)
    let expected = 300 + Spring.bouncy.displacement(from: position - 300, velocity: 0, at: 0.1)
    #expect(abs(value.value(at: Self.at(0.3)) - expected) <= 1e-9)
  }

  @Test("timing curve during a spring: the spring runs on underneath, the curve folds over it")
  func timingInterruptsSpring() {
    var value = AnimatedValue(0)
    value.animate(to: 100, with: .bouncy, at: .zero)
    let t = Self.at(0.1)
    let position = value.value(at: t)
    let springVelocity = value.velocity(at: t)
    #expect(springVelocity > 100)
    value.animate(to: 0, with: .linear(duration: 1), at: t)
    #expect(value.startValue == position)
    #expect(value.value(at: t) == position)
    // v = s + (0 − s)·p: at the start p = 0 and p' = 1/s, so v' = s' − s.
    #expect(abs(value.velocity(at: t) - (springVelocity - position)) <= 1e-9)
    // Half-way through the curve the spring presents s(0.6): v = s/2.
    let spring = 100 + Spring.bouncy.displacement(from: -100, velocity: 0, at: 0.6)
    #expect(abs(value.value(at: Self.at(0.6)) - spring / 2) <= 1e-9)
    #expect(value.settleTime == Self.at(1.1))
  }

  @Test("timing curve during a timing curve: the two combine")
  func timingInterruptsTiming() {
    var value = AnimatedValue(0)
    value.animate(to: 100, with: .linear(duration: 1), at: .zero)
    value.animate(to: 0, with: .easeInOut(duration: 0.5), at: Self.at(0.4))
    #expect(abs(value.startValue - 40) <= 1e-9)
    // easeInOut starts at rest, so the first curve's 100/s carries on.
    #expect(abs(value.velocity(at: Self.at(0.4)) - 100) <= 1e-9)
    // At 0.65 s the first presents 65 and the second is half-way: 65 + (0 − 65)·0.5.
    #expect(abs(value.value(at: Self.at(0.65)) - 32.5) <= 1e-9)
    #expect(value.runningCount(at: Self.at(0.65)) == 2)
    #expect(value.settleTime == Self.at(0.9))
    #expect(value.value(at: Self.at(0.9)) == 0)
  }

  @Test("a change without animation shifts what runs")
  func shiftKeepsTheAnimation() {
    var value = AnimatedValue(0)
    value.animate(to: 100, with: .linear(duration: 1), at: .zero)
    value.shift(by: 20, at: Self.at(0.25))
    #expect(value.target == 120)
    #expect(abs(value.value(at: Self.at(0.25)) - 45) <= 1e-9)
    #expect(abs(value.value(at: Self.at(0.5)) - 70) <= 1e-9)
    #expect(value.settleTime == Self.at(1))
    // At rest it is a jump.
    value.shift(by: -20, at: Self.at(2))
    #expect(value.value(at: Self.at(2)) == 100)
    #expect(!value.isAnimating(at: Self.at(2)))
  }

  @Test("animating from rest starts from the resting value with no velocity")
  func springFromRest() {
    var value = AnimatedValue(10)
    value.animate(to: 20, with: .snappy, at: .zero)
    value.animate(to: 30, with: .snappy, at: Self.at(10))  // the first has settled
    #expect(value.startValue == 20)
    #expect(value.velocity(at: Self.at(10)) == 0)
  }

  // MARK: Long times

  @Test(
    "an hour in costs the same: closed form, value is the target",
    arguments: [
      AnimationSpec.bouncy, .interactiveSpring, .spring(response: 0.5, dampingFraction: 3),
      .easeInOut(), .linear(duration: 2),
    ])
  func oneHour(_ spec: AnimationSpec) {
    var value = AnimatedValue(0)
    value.animate(to: 100, with: spec, at: .zero)
    #expect(value.value(at: Self.at(3600)) == 100)
    #expect(value.velocity(at: Self.at(3600)) == 0)
    #expect(!value.isAnimating(at: Self.at(3600)))
    // The same animation started an hour in presents the same values.
    var later = AnimatedValue(0)
    later.animate(to: 100, with: spec, at: Self.at(3600))
    for ms: Int64 in [0, 50, 100, 200, 300] {
      let early = value.value(at: .milliseconds(ms))
      let late = later.value(at: .milliseconds(3_600_000 + ms))
      #expect(early == late)
    }
  }

  @Test("an enormous settling time saturates the clock instead of trapping")
  func saturatingSettle() throws {
    var value = AnimatedValue(0, epsilon: 1e-300)
    value.animate(to: 1, with: .timing(.linear, duration: 1e300), at: .zero)
    #expect(value.settleTime == VirtualTime(microseconds: .max))
    value.animate(to: 1e300, with: .spring(response: 1000, dampingFraction: 0.01), at: .zero)
    let settle = try #require(value.settleTime)
    #expect(settle > .zero)
  }

  // MARK: AnimationSpec

  @Test("spec names and defaults")
  func specNames() {
    // 0.35 s: SwiftUI's default duration (docs/platform-facts.md#default-animation-duration).
    #expect(AnimationSpec.defaultTimingDuration == 0.35)
    #expect(AnimationSpec.easeInOut() == .timing(.easeInOut, duration: 0.35))
    #expect(AnimationSpec.easeInOut().name == "easeInOut(0.35s)")
    #expect(AnimationSpec.linear(duration: 1).name == "linear(1s)")
    #expect(AnimationSpec.easeIn().name == "easeIn(0.35s)")
    #expect(AnimationSpec.easeOut(duration: 0.2).name == "easeOut(0.2s)")
    #expect(
      AnimationSpec.timingCurve(0.25, 0.1, 0.25, 1).name == "cubicBezier(0.25, 0.1, 0.25, 1)(0.35s)"
    )
    #expect(AnimationSpec.bouncy.name == "bouncy")
    #expect(AnimationSpec.spring(duration: 0.5, bounce: 0.15).name == "snappy")
    #expect(AnimationSpec.spring().name == "spring(response: 0.5, dampingFraction: 0.825)")
    #expect(AnimationSpec.interactiveSpring == .spring(.interactiveSpring))
  }
}
