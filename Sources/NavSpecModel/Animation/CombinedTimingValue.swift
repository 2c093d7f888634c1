/// One number animated the way SwiftUI animates a value whose timing-curve animation is
/// interrupted by another change: the running animations are not replaced but combined.
///
/// SwiftUI (OpenSwiftUI's `DefaultCombiningAnimation` and `combineAnimation(into:…)`,
/// OpenSwiftUICore/Animation/Animation/DefaultCombiningAnimation.swift, a public reconstruction)
/// keeps every change that arrives while the previous ones still run as an entry of its own, each
/// with its own start and its own target. A frame folds the entries in order: entry i moves from
/// whatever the entries before it present now towards its own target,
/// v_i(t) = v_{i-1}(t) + (T_i − v_{i-1}(t))·p_i(t), and an entry that has finished presents its
/// target, whatever came before it. The last entry's value is what is drawn.
///
/// `AnimatedValue` restarts a timing curve from the presented value instead
/// (docs/design-inputs.md#interrupting-a-timing-curve), which is easier to state but is not what
/// the collapsing header's `.animation(.linear)` does on a device: with the restart, a change
/// every frame drags the curve's start along and the value lags further behind than SwiftUI's.
///
/// Every entry here has the same curve and duration, so entries finish in the order they began:
/// finished ones at the front are folded into `base`, and reading the value costs O(k), k being
/// the changes within the last `duration`.
public struct CombinedTimingValue: Hashable, Sendable {
  /// One change: when it arrived and the value it heads for.
  public struct Entry: Hashable, Sendable {
    public var start: VirtualTime
    public var target: Double
  }

  public let curve: TimingCurve
  /// Each entry's duration, in microseconds.
  public let duration: Int64
  /// What the entries fold onto: the value before the first entry that is still kept (the
  /// target of the last entry folded away, or the value it was made with).
  public private(set) var base: Double
  /// The changes that may still be running, oldest first.
  public private(set) var entries: [Entry] = []

  /// A value at rest at `value`, whose changes animate with `curve` over `seconds`.
  public init(_ value: Double, curve: TimingCurve = .linear, seconds: Double) {
    self.curve = curve
    self.duration = max(0, Int64((seconds * 1_000_000).rounded()))
    self.base = value
  }

  /// Where the value is heading: the last change's target.
  public var target: Double { entries.last?.target ?? base }

  /// The instant the last change finishes; nil when no change was ever kept.
  public var finishTime: VirtualTime? { entries.last.map { $0.start + duration } }

  public func isAnimating(at time: VirtualTime) -> Bool {
    finishTime.map { time < $0 } ?? false
  }

  /// How many changes are still running at `time`: the k that reading the value costs.
  public func runningCount(at time: VirtualTime) -> Int {
    entries.count { $0.start <= time && time.microseconds - $0.start.microseconds < duration }
  }

  /// The value presented at `time` (not before the last change: earlier instants read the
  /// entries that had begun by then, which is the value at that instant for every entry kept).
  public func value(at time: VirtualTime) -> Double {
    var value = base
    for entry in entries {
      guard time >= entry.start else { break }
      let elapsed = time.microseconds - entry.start.microseconds
      if elapsed >= duration {
        value = entry.target
      } else {
        let fraction = Double(elapsed) / Double(duration)
        value += (entry.target - value) * curve.progress(at: fraction)
      }
    }
    return value
  }

  /// A change to `target` at `time`: it becomes an entry of its own, combined with those still
  /// running. Returns false when `target` is already where the value is heading (SwiftUI starts
  /// no animation for a value that did not change).
  @discardableResult
  public mutating func set(_ target: Double, at time: VirtualTime) -> Bool {
    guard target != self.target else { return false }
    dropFinished(at: time)
    if duration == 0 {
      base = target
      entries.removeAll()
      return true
    }
    entries.append(Entry(start: time, target: target))
    return true
  }

  /// Folds the entries that have finished by `time` into `base`: a finished entry presents its
  /// target whatever came before it, so nothing before it is needed again.
  private mutating func dropFinished(at time: VirtualTime) {
    var finished = 0
    for entry in entries {
      guard time.microseconds - entry.start.microseconds >= duration else { break }
      finished += 1
    }
    guard finished > 0 else { return }
    base = entries[finished - 1].target
    entries.removeFirst(finished)
  }
}
