/// Where everything of a bubble bar is for one selection, at rest: each button's frame and the
/// title it shows, and the grey container. The bubble, at rest, is the selected button's frame.
///
/// SwiftUI (Approach 1 of "Implementing Dynamic Resizing Navigation Bubbles in iOS"): the bar is
/// the first child of a `VStack` followed by a `Spacer`, so it sits at the top of the safe area,
/// below the outer `.padding()` (16 pt), centred horizontally (a `VStack` centres its children).
/// The `HStack` is offered the screen's width less that padding and the container's `.padding(6)`
/// on both sides, and shares it out (`StackSpaceDistribution`): a button is its title plus 20 pt
/// on each side, and a title can shrink to nothing, so a button's flexibility is its title's
/// width. A title offered less than its width is cut short with "…". The stack's height is the
/// tallest button's: one line of text plus 12 pt above and below.
///
/// UIKit (Approach 2): every button keeps its intrinsic width (title + 16 + 16), 5 pt apart;
/// the container hugs the stack with 4 pt all round, 20 pt below the top of the safe area,
/// centred on the screen's centre; nothing limits its width, so nothing is cut short.
///
/// Under Bold Text every title is measured in the heavier weight iOS draws it in (medium as bold,
/// semibold as heavy), so the widths, the `HStack`'s sharing, the truncations and the frames follow.
///
/// In right-to-left the first item is at the right (`HStack` and `UIStackView` both lay out from
/// the leading edge). Frames are exact: the platforms' rounding to the pixel grid is not modelled.
public struct BubbleBarLayout: Hashable, Sendable {
  public var itemFrames: [Rect]
  public var displayedTitles: [String]
  /// The width of each displayed title (the whole title's, or its truncation's).
  public var textWidths: [Double]
  public var containerFrame: Rect

  public init(
    titles: [String], selectedIndex: Int, style: BubbleBarStyle, typography: BubbleTypography,
    screenWidth: Double, safeAreaTop: Double, direction: LayoutDirection, boldText: Bool = false
  ) {
    let padding = style.itemHorizontalPadding
    let metrics = titles.indices.map {
      typography.metrics(
        for: titles[$0],
        weight: style.weight(selected: $0 == selectedIndex, boldText: boldText))
    }
    var shown = titles
    var textWidths = metrics.map(\.width)
    if style.truncatesTitles {
      let spacing = style.itemSpacing * Double(max(titles.count - 1, 0))
      let available =
        screenWidth - 2 * style.containerSideMargin - 2 * style.containerInset - spacing
      _ = StackSpaceDistribution.widths(flexibility: textWidths, available: available) {
        index, proposal in
        let fitted = metrics[index].fitted(titles[index], in: max(proposal - 2 * padding, 0))
        shown[index] = fitted.text
        textWidths[index] = fitted.width
        return fitted.width + 2 * padding
      }
    }
    let itemWidths = textWidths.map { $0 + 2 * padding }
    let itemHeight = typography.lineHeight + 2 * style.itemVerticalPadding
    let stackWidth =
      itemWidths.reduce(0, +) + style.itemSpacing * Double(max(titles.count - 1, 0))
    let inset = style.containerInset
    let container = Rect(
      x: (screenWidth - stackWidth - 2 * inset) / 2, y: safeAreaTop + style.containerTop,
      width: stackWidth + 2 * inset, height: itemHeight + 2 * inset)
    let stack = Rect(
      x: container.minX + inset, y: container.minY + inset, width: stackWidth, height: itemHeight)
    var frames: [Rect] = []
    var offset = 0.0
    for width in itemWidths {
      frames.append(stack.leadingSlice(offset: offset, width: width, direction: direction))
      offset += width + style.itemSpacing
    }
    self.itemFrames = frames
    self.displayedTitles = shown
    self.textWidths = textWidths
    self.containerFrame = container
  }
}
