/// The design's `heightAndRadiusForBackground()` ("Collapsing top bar animation with SwiftUI"),
/// line for line: the background's height and corner radius from the two offsets the header
/// reads (docs/components/header.md#constants).
extension CollapsingHeader {
  /// `maxHeight`, `minHeight`, `factor` and `radius` of the design's function.
  public static let maxHeight = 350.0
  public static let minHeight = 127.0
  public static let factor = 5.0
  public static let maxRadius = 60.0
  /// The difference past which the design returns the minimum at once (`if diff > 40`).
  public static let threshold = 40.0

  /// The background's (height, corner radius) for the offsets read so far. Without both
  /// readings, the maximum. When the content has moved up (`initialOffset > offset`), the
  /// difference shrinks the height by `factor` per point up to 40 points, and past 40 the
  /// minimum with square corners; at 40 the height is 350 − 5·40 = 150, so it jumps from 150 to
  /// 127 just past it. Otherwise (at the start, or pulled down past it) the maximum.
  public static func heightAndRadiusForBackground(initialOffset: Double?, offset: Double?)
    -> (height: Double, radius: Double)
  {
    guard let initialOffset, let offset else { return (maxHeight, maxRadius) }
    if initialOffset > offset {
      let diff = initialOffset - offset
      if diff > threshold {
        return (minHeight, 0)
      } else {
        let computed = maxHeight - (factor * diff)
        let height = (computed > minHeight && computed < maxHeight) ? computed : minHeight
        let returnRadius = height == minHeight ? 0 : maxRadius
        return (height, returnRadius)
      }
    }
    return (maxHeight, maxRadius)
  }
}
