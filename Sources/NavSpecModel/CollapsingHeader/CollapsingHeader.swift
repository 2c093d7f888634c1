/// The collapsing top bar of the design document "Collapsing top bar animation with SwiftUI": a
/// `TopView` (the title "Martin's blog", a spacer and a 36 pt search button) whose background's
/// height and corner radius follow how far the content below has scrolled, animated with
/// `.animation(.linear)`.
///
/// It keeps the design's two `@State` values, `initialOffset` and `offset`, read the way the
/// design reads them (a zero-height `GeometryReader` at the top of the scroll view's content,
/// passed up through a preference), and the background's height and radius as `AnimatedValue`s,
/// which combine a linear animation that is still running with the next one, as SwiftUI does,
/// rather than restarting it. docs/components/header.md says where every number comes from.
public struct CollapsingHeader: Hashable, Sendable {
  /// Where the header sits relative to the content.
  public enum Placement: String, Hashable, Sendable, CaseIterable {
    /// The design's `VStack { TopView; ScrollView }`: the content starts below the `TopView` and
    /// the stack's spacing.
    case stacked
    /// The `TopView` laid over the content (a `ZStack` aligned to the top): the scroll view
    /// starts at the top safe-area inset, under the header. On a screen without a top inset its
    /// content's top is at y = 0, which is what the design's reading does not expect
    /// (docs/components/header.md#the-scroll-view-at-the-top-of-the-screen).
    case overlay
  }

  public var placement: Placement
  /// The `VStack`'s spacing between the `TopView` and the scroll view, when stacked.
  public var spacing: Double
  /// Whether the title carries the header trait. The design's `Text` does not (no
  /// `.accessibilityAddTraits(.isHeader)`); a scenario can ask for what an app should do.
  public var titleIsHeading: Bool

  /// The design's `@State var initialOffset: CGFloat?`: the first reading, taken again whenever
  /// it is 0.
  public internal(set) var initialOffset: Double?
  /// The design's `@State var offset: CGFloat?` as of the last reading the header acted on; the
  /// readings between that one and now changed nothing else (`offset(at:)` reads them).
  var lastReading: Double?
  /// The scroll view's motion since its last `contentScrolled`, read once per frame; nil before
  /// the first and while the scroll view is off screen.
  var source: HeaderReadingSource?
  /// The next frame at which a reading changes the header (its target, or `initialOffset`
  /// taken again); nil when none will before the next signal.
  var pendingReading: VirtualTime?

  /// The background's height and corner radius as drawn, with the events they report.
  var heightAnimation: HeaderAnimation
  var radiusAnimation: HeaderAnimation

  /// The finger that went down on the search button, while it is down.
  var buttonFinger: Int?

  /// The `VStack`'s default spacing between two views that are not text: 8 pt. SwiftUI chooses
  /// it per pair of views and publishes no figure; 8 pt is the commonly measured value
  /// (unconfirmed), and `header collapsing spacing N` sets another.
  public static let defaultSpacing = 8.0
  /// `.animation(.linear)`: linear over SwiftUI's default 0.35 s
  /// (docs/platform-facts.md#default-animation-duration).
  public static let animation = AnimationSpec.linear()

  /// The title the design's `Text` shows.
  public static let title = "Martin's blog"
  /// What VoiceOver reads for the button: the design gives the image no label, and SwiftUI
  /// labels the `magnifyingglass` symbol "Search" (docs/components/header.md#accessibility).
  public static let buttonLabel = "Search"
  /// The elements' identifiers, as scenarios name them (`voiceover focus header-search`).
  public static let titleIdentifier = "header-title"
  public static let buttonIdentifier = "header-search"

  public init(
    placement: Placement = .stacked, spacing: Double = CollapsingHeader.defaultSpacing,
    titleIsHeading: Bool = false
  ) {
    self.placement = placement
    self.spacing = spacing
    self.titleIsHeading = titleIsHeading
    let start = Self.heightAndRadiusForBackground(initialOffset: nil, offset: nil)
    heightAnimation = HeaderAnimation("header.height", at: start.height)
    radiusAnimation = HeaderAnimation("header.radius", at: start.radius)
  }

  /// The background's height and corner radius as drawn.
  public var height: AnimatedValue { heightAnimation.value }
  public var radius: AnimatedValue { radiusAnimation.value }

  /// The layout on `device`.
  public func layout(for device: DeviceContext) -> CollapsingHeaderLayout {
    CollapsingHeaderLayout(device: device, placement: placement, spacing: spacing)
  }

  /// Whether the background is heading for the minimum height (collapsed) rather than any other.
  public var isCollapsed: Bool { height.target == Self.minHeight }
}
