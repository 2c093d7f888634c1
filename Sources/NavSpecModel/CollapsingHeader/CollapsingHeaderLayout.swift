/// Where the collapsing header's parts are on one device: the design's `TopView` (an `HStack` of
/// the title, a `Spacer` and the 36 pt search button, padded top 35 + 10, leading 15 + 10,
/// trailing and bottom 10), the background centred on it, and the inset the content below takes
/// (docs/components/header.md#layout).
public struct CollapsingHeaderLayout: Hashable, Sendable {
  /// The `TopView`'s frame: full width, at the top safe-area inset, `topViewHeight` tall.
  public var topView: Rect
  /// The title's `Text`, as the `HStack` offers it (our decision: the title is not typeset, so
  /// its frame is the room the stack gives it, from the leading padding to the spacing before
  /// the button).
  public var title: Rect
  /// The search button's 36 × 36 frame, centred on the stack's row.
  public var button: Rect
  /// The points the content is pushed down by, below the top safe-area inset: the `TopView` and
  /// the `VStack`'s spacing when stacked, nothing when the header overlays the content.
  public var contentTopInset: Double

  /// The design's paddings, in the order the modifiers apply them: `.padding(.top, 35)`,
  /// `.padding(.leading, 15)`, then `.padding(10)` on every edge.
  public static let topPadding = 35.0 + 10.0
  public static let leadingPadding = 15.0 + 10.0
  public static let trailingPadding = 10.0
  public static let bottomPadding = 10.0
  /// `HStack(spacing: 12)`.
  public static let stackSpacing = 12.0
  /// `.frame(width: 36, height: 36)` of the button's image.
  public static let buttonSize = 36.0
  /// One line of `.largeTitle`: 41 pt, the leading Apple's HIG gives the Large Title style at the
  /// default size (34 pt type). Our decision to keep it at the default size: the model does not
  /// set the title at other Dynamic Type sizes.
  public static let titleLineHeight = 41.0
  /// The `HStack`'s row: the taller of the title's line and the button.
  public static let rowHeight = max(titleLineHeight, buttonSize)
  /// 35 + 10 + 41 + 10 = 96 pt.
  public static let topViewHeight = topPadding + rowHeight + bottomPadding

  public init(
    device: DeviceContext, placement: CollapsingHeader.Placement, spacing: Double
  ) {
    let width = device.screen.width
    let direction = device.direction
    let top = device.safeAreaTop
    topView = Rect(x: 0, y: top, width: width, height: Self.topViewHeight)
    let row = Rect(x: 0, y: top + Self.topPadding, width: width, height: Self.rowHeight)
    let buttonOffset = width - Self.trailingPadding - Self.buttonSize
    let button = row.leadingSlice(
      offset: buttonOffset, width: Self.buttonSize, direction: direction)
    self.button = Rect(
      x: button.minX, y: row.minY + (Self.rowHeight - Self.buttonSize) / 2,
      width: Self.buttonSize, height: Self.buttonSize)
    let titleWidth = max(0, buttonOffset - Self.stackSpacing - Self.leadingPadding)
    let title = row.leadingSlice(
      offset: Self.leadingPadding, width: titleWidth, direction: direction)
    self.title = Rect(
      x: title.minX, y: row.minY + (Self.rowHeight - Self.titleLineHeight) / 2,
      width: titleWidth, height: Self.titleLineHeight)
    switch placement {
    case .stacked: contentTopInset = Self.topViewHeight + spacing
    case .overlay: contentTopInset = 0
    }
  }

  /// The background at `height`: full width, centred on the `TopView` (`.background` centres
  /// what it is given, and `.frame(height:)` centres its content, so a background taller than
  /// the `TopView` reaches as far above it as below it).
  public func background(height: Double) -> Rect {
    Rect(x: topView.minX, y: topView.center.y - height / 2, width: topView.width, height: height)
  }
}
