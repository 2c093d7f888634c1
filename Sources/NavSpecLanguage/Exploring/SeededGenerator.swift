/// SplitMix64 (Steele, Lea and Flood, "Fast Splittable Pseudorandom Number Generators", OOPSLA
/// 2014; the reference code is public at https://prng.di.unimi.it/splitmix64.c): the explorer's
/// only source of choice. NavSpec uses no system randomness; a generator seeded from `--seed`
/// is a pure function of the seed, so every generated run is reproducible byte for byte.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  public init(seed: UInt64) {
    state = seed
  }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A whole number in `0..<bound` (`bound` > 0), by Lemire's multiply-and-reject, so the draw is
  /// the same on every platform (the standard library's `random(in:using:)` leaves its method
  /// unspecified).
  public mutating func below(_ bound: Int) -> Int {
    precondition(bound > 0)
    let range = UInt64(bound)
    while true {
      let product = next().multipliedFullWidth(by: range)
      if product.low >= (0 &- range) % range { return Int(product.high) }
    }
  }

  /// A number in `0 ..< 1` from the top 53 bits.
  public mutating func unit() -> Double {
    Double(next() >> 11) * 0x1.0p-53
  }

  /// True with probability `probability`.
  public mutating func chance(_ probability: Double) -> Bool {
    unit() < probability
  }

  /// One element of a non-empty array.
  public mutating func pick<Element>(_ elements: [Element]) -> Element {
    elements[below(elements.count)]
  }

  /// An index chosen with the given weights (not all zero).
  public mutating func weighted(_ weights: [Int]) -> Int {
    let total = weights.reduce(0, +)
    var draw = below(max(total, 1))
    for (index, weight) in weights.enumerated() {
      if draw < weight { return index }
      draw -= weight
    }
    return weights.count - 1
  }

  /// A generator for one run of an exploration: the run's number mixed into the seed, so run
  /// 37 of seed 5 is the same whatever runs came before it.
  public static func forRun(_ run: Int, seed: UInt64) -> SeededGenerator {
    var mixer = SeededGenerator(seed: seed ^ (UInt64(run) &* 0xD1B5_4A32_D192_ED03))
    return SeededGenerator(seed: mixer.next())
  }
}
