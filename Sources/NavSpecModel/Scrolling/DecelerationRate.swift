#if canImport(Glibc)
  import Glibc
#else
  import Darwin
#endif

/// How quickly a flung scroll view slows down: the fraction of its velocity it keeps each
/// millisecond, as UIKit's `UIScrollView.DecelerationRate` (docs/components/scroll.md).
public struct DecelerationRate: Hashable, Sendable {
  /// The velocity kept per millisecond, in (0, 1).
  public let perMillisecond: Double

  public init(perMillisecond: Double) {
    self.perMillisecond = perMillisecond
  }

  /// `UIScrollView.DecelerationRate.normal`: 0.998 (Apple's documentation).
  public static let normal = DecelerationRate(perMillisecond: 0.998)
  /// `UIScrollView.DecelerationRate.fast`: 0.99 (Apple's documentation).
  public static let fast = DecelerationRate(perMillisecond: 0.99)

  /// The exponent per second, k = 1000 · ln(rate): v(t) = v0 · e^(k·t). Negative.
  public var k: Double { 1000 * log(perMillisecond) }
}
