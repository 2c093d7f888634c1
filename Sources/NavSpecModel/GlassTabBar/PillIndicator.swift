/// The glass pill that marks the selected tab.
///
/// Its offset is the distance of its leading edge from the bar's leading edge
/// (docs/design-inputs.md#pill-offset:
/// `index * itemWidth - 0.1 * itemWidth + dragOffset`). The animated part (`base`) carries the
/// index term; the drag term follows the finger directly and is never animated, because direct
/// manipulation must track the finger (docs/platform-facts.md#reduce-motion).
public struct PillIndicator: Hashable, Sendable {
  /// Offset without the drag term. Settles within 0.01 pt (our decision: a hundredth of a point
  /// is below a pixel on every iPhone, 3x included).
  public var base = AnimatedValue(0, epsilon: 0.01)
  /// The finger's clamped horizontal translation, in leading-axis points.
  public var dragOffset = 0.0
  /// The ripple's scale. Settles within 1e-4 (our decision: 0.01 % of the size).
  public var scale = AnimatedValue(1, epsilon: 0.0001)
  /// Under Reduce Motion the pill is highlighted instead of swelling
  /// (docs/design-inputs.md#reduce-motion-highlight).
  public var isHighlighted = false

  public init() {}

  /// The presented offset at `time`: the animated base plus the live drag.
  public func offset(at time: VirtualTime) -> Double {
    base.value(at: time) + dragOffset
  }

  /// Width relative to the item width (docs/design-inputs.md#pill-width).
  public static let widthFactor = 1.2
  /// How far the pill reaches past its item on each side, in item widths: (1.2 − 1) / 2, written
  /// as the design's literal 0.1 so offsets come out exact (docs/design-inputs.md#pill-offset).
  public static let overhang = 0.1
  /// Scale while long-pressed (docs/design-inputs.md#ripple).
  public static let pressedScale = 1.2
  /// Vertical inset of the pill inside the bar. Our decision: the design gives no height;
  /// 4 pt keeps the pill inside the bar's 64 pt with a visible rim.
  public static let verticalInset = 4.0
}
