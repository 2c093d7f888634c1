import Foundation
import Testing

@testable import NavSpecModel

/// Springs against docs/platform-facts.md#reference-values and the spring facts above it.
@Suite("Springs")
struct SpringTests {
  /// Progress of a 0 → 1 move: 1 + displacement from −1 at rest.
  private static func progress(_ spring: Spring, _ t: Double) -> Double {
    1 + spring.displacement(from: -1, velocity: 0, at: t)
  }

  struct TableCell: Sendable, CustomTestStringConvertible {
    let label: String
    let spring: Spring
    let time: Double
    let progress: Double
    var testDescription: String { "\(label) at t = \(time)" }
  }

  /// The closed-form progress table of docs/platform-facts.md#reference-values, every cell.
  static let progressTable: [TableCell] = {
    let rows: [(String, Spring, [Double])] = [
      ("smooth", .smooth, [0.131311, 0.357740, 0.715416, 0.890034, 0.986399, 0.999953]),
      ("snappy", .snappy, [0.138210, 0.388102, 0.786369, 0.956447, 1.006020, 0.999966]),
      ("bouncy", .bouncy, [0.145715, 0.423302, 0.873711, 1.033930, 1.014498, 1.000072]),
      (
        "(0.5, 0.825)", Spring(response: 0.5, dampingFraction: 0.825),
        [0.139417, 0.393608, 0.799649, 0.968511, 1.008402, 0.999945]
      ),
      ("interactive", .interactiveSpring, [0.676635, 0.975876, 1.001449, 0.999976]),
    ]
    let times = [0.05, 0.10, 0.20, 0.30, 0.50, 1.00]
    return rows.flatMap { label, spring, values in
      zip(times, values).map {
        TableCell(label: label, spring: spring, time: $0, progress: $1)
      }
    }
  }()

  @Test("progress table matches the reference values to 1e-6", arguments: progressTable)
  func progressTableCell(_ cell: TableCell) {
    #expect(abs(Self.progress(cell.spring, cell.time) - cell.progress) <= 1e-6)
  }

  @Test("the table has every cell of the reference values")
  func progressTableIsComplete() {
    #expect(Self.progressTable.count == 4 * 6 + 4)
  }

  @Test(
    "overshoot peaks (reference values)",
    arguments: [(Spring.bouncy, 0.3501, 1.045988), (Spring.snappy, 0.4746, 1.006288)])
  func overshootPeak(_ spring: Spring, _ time: Double, _ peak: Double) {
    let value = Self.progress(spring, time)
    #expect(abs(value - peak) <= 1e-6)
    // A local maximum: lower on both sides, velocity changing sign across it.
    #expect(Self.progress(spring, time - 0.001) < value)
    #expect(Self.progress(spring, time + 0.001) < value)
    #expect(spring.velocity(from: -1, velocity: 0, at: time - 0.001) > 0)
    #expect(spring.velocity(from: -1, velocity: 0, at: time + 0.001) < 0)
    // And the true peak of the closed form, at t = π/ω, agrees.
    #expect(abs(Self.progress(spring, Double.pi / spring.frequency) - peak) <= 1e-6)
  }

  @Test("stiffness and damping for mass 1 (spring response and damping)")
  func physicalParameters() {
    let spring = Spring(response: 0.5, dampingFraction: 0.825)
    #expect(abs(spring.stiffness - pow(2 * Double.pi / 0.5, 2)) <= 1e-9)
    #expect(abs(spring.damping - 4 * Double.pi * 0.825 / 0.5) <= 1e-9)
    #expect(abs(spring.decay - spring.damping / 2) <= 1e-12)
  }

  @Test("defaults and presets (Apple's documented values)")
  func presets() {
    #expect(Spring() == Spring(response: 0.5, dampingFraction: 0.825))
    #expect(Spring.smooth == Spring(response: 0.5, dampingFraction: 1))
    #expect(abs(Spring.snappy.dampingFraction - 0.85) <= 1e-12)
    #expect(abs(Spring.bouncy.dampingFraction - 0.7) <= 1e-12)
    #expect(Spring.snappy.response == 0.5)
    #expect(Spring.bouncy.response == 0.5)
    #expect(Spring.interactiveSpring == Spring(response: 0.15, dampingFraction: 0.86))
  }

  @Test(
    "duration/bounce maps to response/dampingFraction",
    arguments: [
      (0.0, 1.0), (0.15, 0.85), (0.3, 0.7), (0.5, 0.5),
      (-0.5, 2.0), (-0.2, 1.25), (-0.75, 4.0),
    ])
  func durationBounce(_ bounce: Double, _ zeta: Double) {
    let spring = Spring(duration: 0.8, bounce: bounce)
    #expect(spring.response == 0.8)
    #expect(abs(spring.dampingFraction - zeta) <= 1e-12)
  }

  @Test("out-of-range parameters are clamped, never producing NaN")
  func clamping() {
    #expect(Spring(response: 0, dampingFraction: 0).response == Spring.validResponses.lowerBound)
    #expect(
      Spring(response: 1, dampingFraction: 0).dampingFraction
        == Spring.validDampingFractions.lowerBound)
    #expect(
      Spring(duration: 1, bounce: -1).dampingFraction
        == Spring.validDampingFractions.upperBound)
    #expect(Spring(duration: 1, bounce: 5) == Spring(duration: 1, bounce: 1))
    #expect(Spring(response: .nan, dampingFraction: .nan).response.isFinite)
    #expect(Spring(response: .nan, dampingFraction: .nan).dampingFraction.isFinite)
  }

  @Test("names")
  func names() {
    #expect(Spring.bouncy.name == "bouncy")
    #expect(Spring.smooth.name == "smooth")
    #expect(Spring.snappy.name == "snappy")
    #expect(Spring.interactiveSpring.name == "interactiveSpring")
    #expect(Spring(duration: 0.5, bounce: 0.3).presetName == "bouncy")
    #expect(Spring().presetName == nil)
    #expect(Spring().name == "spring(response: 0.5, dampingFraction: 0.825)")
    #expect(
      Spring(response: 1, dampingFraction: 0.5).name == "spring(response: 1, dampingFraction: 0.5)")
  }

  @Test("regimes, with |1 − ζ| < 1e-9 treated as critical")
  func regimes() {
    #expect(Spring(response: 0.5, dampingFraction: 0.7).regime == .underdamped)
    #expect(Spring(response: 0.5, dampingFraction: 1).regime == .critical)
    #expect(Spring(response: 0.5, dampingFraction: 1 + 1e-10).regime == .critical)
    #expect(Spring(response: 0.5, dampingFraction: 1 - 1e-10).regime == .critical)
    #expect(Spring(response: 0.5, dampingFraction: 1 + 1e-8).regime == .overdamped)
    #expect(Spring(response: 0.5, dampingFraction: 1.5).regime == .overdamped)
  }

  @Test("the closed form is continuous across critical damping")
  func continuityAtCritical() {
    let critical = Spring(response: 0.5, dampingFraction: 1)
    for zeta in [1 - 1e-8, 1 + 1e-8, 1 - 1e-6, 1 + 1e-6] {
      let near = Spring(response: 0.5, dampingFraction: zeta)
      for t in stride(from: 0.0, through: 2, by: 0.05) {
        let a = critical.displacement(from: -1, velocity: 3, at: t)
        let b = near.displacement(from: -1, velocity: 3, at: t)
        #expect(abs(a - b) <= 1e-5, "ζ = \(zeta), t = \(t)")
      }
    }
  }

  @Test("overdamped (ζ = 1.5) is monotone and converges")
  func overdamped() {
    let spring = Spring(response: 0.5, dampingFraction: 1.5)
    #expect(spring.regime == .overdamped)
    var previous = Self.progress(spring, 0)
    #expect(previous == 0)
    for i in 1...2000 {
      let value = Self.progress(spring, Double(i) * 0.005)
      #expect(value >= previous, "t = \(Double(i) * 0.005)")
      #expect(value <= 1)
      previous = value
    }
    #expect(abs(Self.progress(spring, 10) - 1) <= 1e-6)
    let settle = spring.settlingTime(from: -1, velocity: 0, epsilon: 0.001)
    #expect(settle.isFinite && settle > 0)
    #expect(abs(spring.displacement(from: -1, velocity: 0, at: settle)) <= 0.001)
  }

  static let sampleSprings: [Spring] = [
    .smooth, .snappy, .bouncy, .interactiveSpring, Spring(),
    Spring(response: 0.5, dampingFraction: 1.5),
    Spring(response: 0.3, dampingFraction: 4),
    Spring(response: 0.5, dampingFraction: 0.1),
    Spring(response: 0.5, dampingFraction: 1 - 1e-7),
    Spring(response: 0.5, dampingFraction: 1 + 1e-7),
  ]

  static let sampleStates: [(x0: Double, v0: Double)] = [
    (-1, 0), (1, 0), (-100, 0), (0, 50), (-120.035, 276.46), (30, -2000), (-0.002, 0.5),
  ]

  @Test("velocity matches a central difference of displacement", arguments: sampleSprings)
  func velocityMatchesDerivative(_ spring: Spring) {
    let h = 1e-6
    for (x0, v0) in Self.sampleStates {
      let scale = max(1, abs(x0), abs(v0))
      #expect(abs(spring.velocity(from: x0, velocity: v0, at: 0) - v0) <= 1e-12 * scale)
      #expect(abs(spring.displacement(from: x0, velocity: v0, at: 0) - x0) <= 1e-12 * scale)
      for t in stride(from: 0.01, through: 1.5, by: 0.0137) {
        let difference =
          (spring.displacement(from: x0, velocity: v0, at: t + h)
            - spring.displacement(from: x0, velocity: v0, at: t - h)) / (2 * h)
        let velocity = spring.velocity(from: x0, velocity: v0, at: t)
        #expect(abs(velocity - difference) <= 1e-5 * scale, "x0 \(x0) v0 \(v0) t \(t)")
      }
    }
  }

  @Test(
    "settling time is finite and the displacement stays within epsilon after it",
    arguments: sampleSprings)
  func settlingBoundHolds(_ spring: Spring) {
    for (x0, v0) in Self.sampleStates {
      for epsilon in [0.001, 0.5, 1e-9] {
        let settle = spring.settlingTime(from: x0, velocity: v0, epsilon: epsilon)
        #expect(settle.isFinite && settle >= 0)
        // 300 instants: densely just after the settle time, then out to 50 times it.
        for i in 0..<300 {
          let t = i < 200 ? settle + Double(i) * 0.0005 : settle * (1 + Double(i - 199) / 2)
          let displacement = spring.displacement(from: x0, velocity: v0, at: t)
          #expect(abs(displacement) <= epsilon, "x0 \(x0) v0 \(v0) ε \(epsilon) t \(t)")
        }
      }
    }
  }

  @Test("underdamped settling is no later than the envelope A·e^(−λt) (the brief's formula)")
  func underdampedEnvelope() {
    for spring in [Spring.snappy, .bouncy, Spring(), .interactiveSpring] {
      for (x0, v0) in Self.sampleStates {
        let lambda = spring.decay
        let amplitude = (x0 * x0 + pow((v0 + lambda * x0) / spring.frequency, 2)).squareRoot()
        let envelope = max(0, log(amplitude / 0.001) / lambda)
        let settle = spring.settlingTime(from: x0, velocity: v0, epsilon: 0.001)
        // settlingTime aims a hair under ε (a 1e-9 margin in ln ε against rounding).
        #expect(settle <= envelope + 1e-8)
      }
    }
  }

  @Test(
    "skipping the polynomial envelope's bisection when the exponential one comes first changes no settling time, to the bit"
  )
  func settlingShortcutIsExact() {
    var springs = Self.sampleSprings + Spring.presets.map(\.spring)
    for response in [0.05, 0.15, 0.35, 0.5, 1, 3] {
      for damping in [0.05, 0.3, 0.6, 0.825, 0.95, 0.999, 1, 1.001, 1.2, 3] {
        springs.append(Spring(response: response, dampingFraction: damping))
      }
    }
    let magnitudes = [0, 1e-6, 0.002, 0.1, 0.5, 1, 3.7, 87.75, 390, 1e6]
    var compared = 0
    for spring in springs {
      for x0 in magnitudes.flatMap({ [$0, -$0] }) {
        for v0 in magnitudes.flatMap({ [$0, -$0] }) {
          for epsilon in [0.001, 0.01, 0.5, 1e-9, 0] {
            let fast = spring.settlingTime(from: x0, velocity: v0, epsilon: epsilon)
            let slow = spring.settlingTime(
              from: x0, velocity: v0, epsilon: epsilon, alwaysBisecting: true)
            #expect(
              fast.bitPattern == slow.bitPattern, "x0 \(x0) v0 \(v0) ε \(epsilon): \(fast) \(slow)")
            compared += 1
          }
        }
      }
    }
    #expect(compared > 50_000)
  }

  @Test("settling time is reasonably tight: the spring is not within epsilon long before it")
  func settlingIsNotWildlyLate() {
    // smooth, unit move: the last instant outside 0.001 is below 1 s; the bound adds little.
    let settle = Spring.smooth.settlingTime(from: -1, velocity: 0, epsilon: 0.001)
    #expect(settle > 0.5 && settle < 1.2)
    #expect(abs(Spring.smooth.displacement(from: -1, velocity: 0, at: settle * 0.8)) > 0.001)
  }

  @Test("settling time is 0 at rest or already within epsilon for good")
  func settlingTimeZero() {
    #expect(Spring.bouncy.settlingTime(from: 0, velocity: 0, epsilon: 0.001) == 0)
    #expect(Spring.smooth.settlingTime(from: 0.0001, velocity: 0, epsilon: 0.001) == 0)
    #expect(Spring.bouncy.settlingTime(from: 0.0001, velocity: 0, epsilon: 0.001) == 0)
  }

  @Test("settling time is finite and non-negative for extreme finite input")
  func settlingExtremes() {
    let springs =
      Self.sampleSprings + [
        Spring(response: 0.001, dampingFraction: 100),
        Spring(response: 1000, dampingFraction: 0.01),
        Spring(response: 1000, dampingFraction: 100),
        Spring(response: 0.001, dampingFraction: 0.01),
      ]
    let big = Double.greatestFiniteMagnitude
    let states: [(Double, Double)] = [
      (big, big), (-big, big), (big, -big), (0, big), (big, 0), (1e-300, -1e-300),
      (Double.leastNonzeroMagnitude, 0),
    ]
    for spring in springs {
      for (x0, v0) in states {
        for epsilon in [0.001, 0, -1, Double.leastNonzeroMagnitude, 1e300, big] {
          let settle = spring.settlingTime(from: x0, velocity: v0, epsilon: epsilon)
          #expect(settle.isFinite && settle >= 0, "\(spring.name) \(x0) \(v0) \(epsilon)")
        }
      }
    }
  }

  @Test("an hour later the closed form is finite and at rest")
  func longTimes() {
    for spring in Self.sampleSprings {
      let x = spring.displacement(from: -100, velocity: 500, at: 3600)
      let v = spring.velocity(from: -100, velocity: 500, at: 3600)
      #expect(x.isFinite && abs(x) <= 1e-9)
      #expect(v.isFinite && abs(v) <= 1e-9)
    }
  }
}
