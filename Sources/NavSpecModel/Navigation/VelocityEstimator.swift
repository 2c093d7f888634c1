/// Estimates a finger's speed along one axis from its raw touch samples, for the back swipe's
/// flick test.
///
/// The estimate is the slope of the least-squares line through the recent samples: those at most
/// `horizon` (100 ms) older than the newest, walking back from the newest and stopping at the
/// first gap longer than `stoppedGap` (40 ms), where the finger is taken to have stopped. Both
/// windows are Flutter's VelocityTracker's (`_horizonMilliseconds`, `_assumePointerMoveStopped
/// Milliseconds`); Flutter fits a quadratic, we fit a line (our decision: a line is exact for the
/// constant-speed drags scenarios synthesise and its slope can be checked by hand). Fewer than two
/// samples, or samples all at one instant, give 0.
///
/// A sample at the same instant as the newest replaces it (a lift reported at the same time as
/// the last move is one sample, not two that would weigh that point twice).
public struct VelocityEstimator: Hashable, Sendable {
  public struct Sample: Hashable, Sendable {
    public var time: VirtualTime
    public var position: Double
  }

  /// 100 ms, in microseconds (Flutter VelocityTracker `_horizonMilliseconds`).
  public static let horizon: Int64 = 100_000
  /// 40 ms, in microseconds (Flutter VelocityTracker `_assumePointerMoveStoppedMilliseconds`).
  public static let stoppedGap: Int64 = 40_000

  /// At most 128 samples are kept (our decision: at the 1000 Hz ceiling of `frame-rate`, 100 ms
  /// holds 101 samples, so no synthesised gesture loses one; raw samples closer together than that
  /// drop their oldest, which bounds the memory of a finger held for any number of samples).
  public static let capacity = 128

  /// Every sample added since the last compaction, oldest first; those before `live` are stale.
  /// Stale samples are dropped in batches once there are `capacity` of them, so adding a sample
  /// costs O(1) amortised: dropping the oldest at each sample shifted the whole buffer, which
  /// made a scroll's raw samples at 1 kHz spend a tenth of their time in memmove.
  private var storage: [Sample] = []
  /// Where the samples that can still matter begin in `storage`.
  private var live = 0

  /// Oldest first; only the samples that can still matter: at most `capacity`, none older than
  /// `horizon` before the newest.
  public var samples: ArraySlice<Sample> { storage[live...] }

  public init() {}

  public mutating func add(_ position: Double, at time: VirtualTime) {
    if live < storage.count, storage[storage.count - 1].time == time {
      storage[storage.count - 1].position = position
    } else {
      storage.append(Sample(time: time, position: position))
    }
    // Samples older than the horizon can never be used again: the newest only moves forward.
    let cutoff = time.microseconds - Self.horizon
    while live < storage.count, storage[live].time.microseconds < cutoff { live += 1 }
    live = max(live, storage.count - Self.capacity)
    if live >= Self.capacity {
      storage.removeFirst(live)
      live = 0
    }
  }

  public static func == (lhs: VelocityEstimator, rhs: VelocityEstimator) -> Bool {
    lhs.samples.elementsEqual(rhs.samples)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(samples.count)
    for sample in samples { hasher.combine(sample) }
  }

  /// The samples the estimate uses, oldest first.
  public var window: [Sample] {
    guard let newest = samples.last else { return [] }
    var used = [newest]
    for sample in samples.dropLast().reversed() {
      let age = newest.time.microseconds - sample.time.microseconds
      let gap = used[used.count - 1].time.microseconds - sample.time.microseconds
      if age > Self.horizon || gap > Self.stoppedGap { break }
      used.append(sample)
    }
    return used.reversed()
  }

  /// Points per second along the axis the positions measure; 0 without enough samples.
  public var velocity: Double {
    let used = window
    guard used.count >= 2, let newest = used.last else { return 0 }
    // Times relative to the newest sample, in seconds, keep the sums well conditioned.
    let times = used.map { $0.time.seconds(since: newest.time) }
    let positions = used.map(\.position)
    let count = Double(used.count)
    let meanTime = times.reduce(0, +) / count
    let meanPosition = positions.reduce(0, +) / count
    var covariance = 0.0
    var variance = 0.0
    for (time, position) in zip(times, positions) {
      covariance += (time - meanTime) * (position - meanPosition)
      variance += (time - meanTime) * (time - meanTime)
    }
    return variance > 0 ? covariance / variance : 0
  }
}
