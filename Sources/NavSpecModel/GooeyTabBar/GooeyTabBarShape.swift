/// The document's `GooeyTabBarShape` ("Gooey Tab Bar in SwiftUI", section 3, "Gooey Shape with
/// Bezier Curve"): a rectangle whose top edge dips in a cubic Bezier under the selected button.
///
/// `centerX` is the animatable part (the shape's `animatableData`); the model asks the bar for
/// the centre presented at an instant and builds the shape from it, so the path can be read at
/// any instant of the spring.
public struct GooeyTabBarShape: Hashable, Sendable {
  public var centerX: Double
  public var indentDepth: Double

  /// `let indentWidth: CGFloat = 80` (section 3).
  public static let indentWidth = 80.0
  /// `let curveControlOffset: CGFloat = indentWidth / 4` = 20 (section 3).
  public static let curveControlOffset = indentWidth / 4
  /// `private let indentDepth: CGFloat = 15` (section 5).
  public static let indentDepth = 15.0

  public init(centerX: Double, indentDepth: Double = GooeyTabBarShape.indentDepth) {
    self.centerX = centerX
    self.indentDepth = indentDepth
  }

  /// `path(in:)` exactly as section 3 builds it: move to the bottom-left, up the left edge, along
  /// the top to the indent, one cubic dip, on to the right edge, down, close. `rect` is in the
  /// shape's own coordinates; the document writes `0` where it means `rect.minX`, which is the
  /// same thing for a shape at the origin of its space, so it is kept.
  public func path(in rect: Rect) -> [GooeyPathElement] {
    let half = Self.indentWidth / 2
    let offset = Self.curveControlOffset
    return [
      .move(to: Point(x: 0, y: rect.maxY)),
      .line(to: Point(x: 0, y: 0)),
      .line(to: Point(x: centerX - half, y: 0)),
      .curve(
        to: Point(x: centerX + half, y: 0),
        control1: Point(x: centerX - offset, y: indentDepth),
        control2: Point(x: centerX + offset, y: indentDepth)),
      .line(to: Point(x: rect.maxX, y: 0)),
      .line(to: Point(x: rect.maxX, y: rect.maxY)),
      .close,
    ]
  }

  /// The dip's lowest point. Both controls sit at `indentDepth`, so the cubic reaches
  /// (0 + 3d + 3d + 0) / 8 = 0.75 d at its middle: 11.25 pt, not 15. The ball's bottom at rest
  /// (7.5 + 4 = 11.5) is 0.25 pt below it (docs/components/gooey.md#the-dip-is-shallower-than-its-depth).
  public var dipY: Double { 0.75 * indentDepth }
}
