/// An instant on the model's virtual clock, in whole microseconds since the scenario began.
///
/// Nothing in the model reads a real clock: time only moves when the driver advances it,
/// which is what makes every run byte-for-byte repeatable.
public struct VirtualTime: Hashable, Comparable, Sendable {
  public var microseconds: Int64

  public init(microseconds: Int64) {
    self.microseconds = microseconds
  }

  public static let zero = VirtualTime(microseconds: 0)
  /// The last instant the clock reaches: 2^62 us, about 146,000 years. No scenario gets near it
  /// (the language caps a duration at 10^6 s, a file at 4 MiB), and it leaves room below
  /// `Int64.max` for the clock plus any duration a driver or the model adds (`now + duration`
  /// saturates rather than overflow) (our decision: `advance(to:)` refuses later instants with a
  /// `ModelError`).
  public static let end = VirtualTime(microseconds: 1 << 62)

  public static func milliseconds(_ value: Int64) -> VirtualTime {
    let (product, overflow) = value.multipliedReportingOverflow(by: 1_000)
    return VirtualTime(microseconds: overflow ? (value < 0 ? .min : .max) : product)
  }

  public static func seconds(_ value: Double) -> VirtualTime {
    VirtualTime(microseconds: Int64(clamping: (value * 1_000_000).rounded()))
  }

  /// The instant in seconds, for the closed-form animation maths.
  public var seconds: Double { Double(microseconds) / 1_000_000 }

  public static func < (lhs: VirtualTime, rhs: VirtualTime) -> Bool {
    lhs.microseconds < rhs.microseconds
  }

  /// Saturating at either end of `Int64`: a duration computed from a `Double` may be clamped
  /// to `Int64.max` (`Int64(clamping:)`), and the sum must not trap then.
  public static func + (lhs: VirtualTime, rhs: Int64) -> VirtualTime {
    let (sum, overflow) = lhs.microseconds.addingReportingOverflow(rhs)
    return VirtualTime(microseconds: overflow ? (rhs < 0 ? .min : .max) : sum)
  }

  /// Seconds elapsed from `earlier` to `self`.
  /// The earlier of two optional instants, nil only when both are: what `[a, b].compactMap { $0
  /// }.min()` says without building two arrays, for the deadlines asked at every step.
  public static func earliest(_ first: VirtualTime?, _ second: VirtualTime?) -> VirtualTime? {
    guard let first else { return second }
    guard let second else { return first }
    return min(first, second)
  }

  public func seconds(since earlier: VirtualTime) -> Double {
    Double(microseconds - earlier.microseconds) / 1_000_000
  }
}
