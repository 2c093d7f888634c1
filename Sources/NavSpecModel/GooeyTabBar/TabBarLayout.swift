/// The document's `TabBarLayout` ("Gooey Tab Bar in SwiftUI", section 1, "Custom Layout with
/// Layout Protocol"): the bar's width divided into equal slots, each button placed at its slot's
/// centre with its own (ideal) size.
///
/// Coordinates are the bar's own (the document's named coordinate space "tabBar"): x from the
/// bar's left edge, y from its top. In right-to-left the slots are mirrored, so the first tab sits
/// at the right (docs/platform-facts.md#right-to-left-layout; docs/components/gooey.md#right-to-left).
public struct TabBarLayout: Hashable, Sendable {
  /// How many buttons share the width.
  public var count: Int
  /// The width the layout is proposed: the bar's.
  public var width: Double
  public var direction: LayoutDirection

  /// A button's size. The document does not show `TabButton`; our decision, because 44 x 44 pt is
  /// the smallest hit region Apple's HIG allows (docs/platform-facts.md#minimum-hit-region) and a Button's
  /// hit region is its label's frame, so the button is exactly that
  /// (docs/components/gooey.md#button-size).
  public static let buttonSize = Size(width: 44, height: 44)
  /// The buttons' top: `.padding(.top, indentDepth + 5)` (section 5, "Putting It Together").
  public static let buttonTop = GooeyTabBarShape.indentDepth + 5

  public init(count: Int, width: Double, direction: LayoutDirection) {
    self.count = count
    self.width = width
    self.direction = direction
  }

  /// `bounds.width / CGFloat(subviews.count)` (section 1).
  public var slotWidth: Double { width / Double(max(count, 1)) }

  /// The layout's height: `sizeThatFits` returns the tallest button's height (section 1).
  public var height: Double { Self.buttonSize.height }

  /// `bounds.minX + width * index + width / 2` (section 1), mirrored in right-to-left.
  public func slotCenterX(_ index: Int) -> Double {
    x(leading: slotLeadingCenter(index))
  }

  /// The slot's centre measured from the leading edge: `width * index + width / 2`.
  public func slotLeadingCenter(_ index: Int) -> Double {
    slotWidth * Double(index) + slotWidth / 2
  }

  /// The bar's x of a distance from its leading edge (and back: the mirror is its own inverse).
  public func x(leading distance: Double) -> Double {
    switch direction {
    case .leftToRight: return distance
    case .rightToLeft: return width - distance
    }
  }

  /// The button's frame in the bar: centred on its slot's centre and on the layout's `midY`
  /// (`place(at: CGPoint(x: x, y: bounds.midY), anchor: .center)`); the layout's bounds start at
  /// `buttonTop`. Its `midX` is what the button reports through the preference key (section 2).
  public func buttonFrame(_ index: Int) -> Rect {
    let size = Self.buttonSize
    let midY = Self.buttonTop + height / 2
    return Rect(
      x: slotCenterX(index) - size.width / 2, y: midY - size.height / 2, width: size.width,
      height: size.height)
  }

  /// The button under a point in bar coordinates. Where buttons overlap (slots narrower than a
  /// button), the later one wins: in SwiftUI later siblings are on top for hit testing.
  public func buttonIndex(at point: Point) -> Int? {
    (0..<count).last { buttonFrame($0).contains(point) }
  }
}
