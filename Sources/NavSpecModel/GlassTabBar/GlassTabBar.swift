/// The "water on glass" bottom tab bar (docs/design-inputs.md#the-glass-tab-bar): equal-width
/// tabs, a glass pill that
/// follows taps and horizontal drags and swells on a long press.
///
/// The bar is a value: every change takes the current instant and appends what an app would
/// observe to an event list. Layout lives in `GlassTabBar+Layout.swift`, touch handling in
/// `GlassTabBar+Touches.swift`, selection and pill motion in `GlassTabBar+Selection.swift`.
public struct GlassTabBar: Hashable, Sendable {
  public internal(set) var tabs: [TabItem]
  /// The bar's frame on screen.
  public internal(set) var frame: Rect
  public internal(set) var selectedIndex = 0
  public internal(set) var pill = PillIndicator()
  /// The one finger the bar follows; other fingers are ignored while it is down.
  public internal(set) var tracking: TrackedTouch?
  /// The tab shown by the Large Content Viewer, when it is up.
  public internal(set) var largeContentViewerItem: Int?

  /// Bar height: 64 pt holds a 49 pt system-style bar plus the pill's rim
  /// (docs/design-inputs.md#bar-frame).
  public static let height = 64.0
  /// The pill's slide between tabs: easeInOut over 0.35 s (docs/design-inputs.md#pill-slide).
  public static let slide = AnimationSpec.timing(.easeInOut, duration: 0.35)
  /// The ripple's spring, `.bouncy` (docs/design-inputs.md#ripple).
  public static let ripple = AnimationSpec.spring(.bouncy)

  public init(titles: [String], frame: Rect) {
    self.tabs = titles.map(TabItem.init(title:))
    self.frame = frame
    pill.base.jump(to: restingOffset(for: 0), at: .zero)
  }

  /// The state of the one touch the bar is following.
  public struct TrackedTouch: Hashable, Sendable {
    public var finger: Int
    public var tap: TapRecognizer
    public var drag: DragRecognizer
    /// Present when the touch went down on the pill (or on a tab at an accessibility text size,
    /// where the long press opens the Large Content Viewer).
    public var longPress: LongPressRecognizer?
    public var startedOnPill: Bool
  }

  /// Changes what a scenario can set on a tab (`tab Library badge 3 hint "..."`).
  public mutating func update(tab index: Int, _ change: (inout TabItem) -> Void) {
    guard tabs.indices.contains(index) else { return }
    change(&tabs[index])
  }

  /// Moves the bar, for a change of screen or safe area. The pill keeps its leading offset.
  public mutating func layOut(in frame: Rect, at time: VirtualTime) {
    self.frame = frame
    pill.base.jump(to: restingOffset(for: selectedIndex), at: time)
  }
}
