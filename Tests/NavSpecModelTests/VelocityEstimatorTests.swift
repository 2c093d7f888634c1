import Testing

@testable import NavSpecModel

/// The back swipe's velocity: a least-squares line through the last 100 ms of samples, cut at a
/// gap longer than 40 ms.
struct VelocityEstimatorTests {
  func estimator(_ samples: [(Int64, Double)]) -> VelocityEstimator {
    var estimator = VelocityEstimator()
    for (microseconds, position) in samples {
      estimator.add(position, at: VirtualTime(microseconds: microseconds))
    }
    return estimator
  }

  @Test func constantSpeedIsExact() {
    // 10 pt every 10 ms: 1000 pt/s.
    let samples = (0...10).map { (Int64($0) * 10_000, Double($0) * 10) }
    #expect(abs(estimator(samples).velocity - 1000) < 1e-9)
  }

  @Test func onlyTheLast100msCount() {
    // Slow (100 pt/s) for 200 ms, then fast (1000 pt/s) for the last 100 ms: only the fast part
    // is inside the horizon (the sample exactly 100 ms old included).
    var samples: [(Int64, Double)] = []
    for step in 0...30 {
      let position: Double = step <= 20 ? Double(step) : 20 + Double(step - 20) * 10
      samples.append((Int64(step) * 10_000, position))
    }
    let velocity = estimator(samples)
    #expect(velocity.window.count == 11)
    #expect(velocity.window.first?.time == VirtualTime(microseconds: 200_000))
    // The window's first sample (t = 200 ms, x = 20) lies on the fast line too.
    #expect(abs(velocity.velocity - 1000) < 1e-9)
  }

  @Test func aPauseLongerThan40msMeansTheFingerStopped() {
    // Fast moves, then the lift 50 ms after the last move at the same place.
    let samples: [(Int64, Double)] = [(0, 0), (10_000, 10), (20_000, 20), (70_000, 20)]
    #expect(estimator(samples).velocity == 0)
    // 40 ms exactly is still motion.
    let close: [(Int64, Double)] = [(0, 0), (10_000, 10), (20_000, 20), (60_000, 20)]
    #expect(estimator(close).window.count == 4)
    #expect(estimator(close).velocity > 0)
  }

  @Test func aSampleAtTheSameInstantReplacesTheNewest() {
    let samples: [(Int64, Double)] = [(0, 0), (10_000, 10), (10_000, 12)]
    let velocity = estimator(samples)
    #expect(velocity.samples.count == 2)
    #expect(abs(velocity.velocity - 1200) < 1e-9)
  }

  @Test func fewerThanTwoSamplesGiveZero() {
    #expect(VelocityEstimator().velocity == 0)
    #expect(estimator([(5_000, 40)]).velocity == 0)
  }

  @Test func oldSamplesAreDropped() {
    let samples = (0...1000).map { (Int64($0) * 1_000, Double($0)) }
    #expect(estimator(samples).samples.count == 101)
  }

  @Test func leftwardMotionIsNegative() {
    let samples = (0...5).map { (Int64($0) * 8_000, 100 - Double($0) * 4) }
    #expect(abs(estimator(samples).velocity - -500) < 1e-9)
  }

  @Test("Stale samples dropped in batches leave the same estimator as dropped one by one")
  func batchedDropsAreInvisible() {
    // 1 µs apart, so the 128-sample cap (not the horizon) drops them; 1,000 samples pass
    // several compactions. An estimator given only the last 128 is the same value.
    let all = (0..<1_000).map { (Int64($0), Double($0 % 7)) }
    let long = estimator(all)
    let short = estimator(Array(all.suffix(VelocityEstimator.capacity)))
    #expect(long.samples.count == VelocityEstimator.capacity)
    #expect(long == short)
    #expect(long.hashValue == short.hashValue)
    #expect(long.velocity == short.velocity)
    #expect(long.samples.first?.time == VirtualTime(microseconds: 1_000 - 128))
  }
}
