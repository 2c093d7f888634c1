/// What one component takes from the screen, from `ScreenComponent.layout(on:)`.
public struct ComponentLayout: Hashable, Sendable {
  /// Points it covers at the content's top and bottom, beyond the safe area (a navigation bar's
  /// 44 pt, a tab bar's height). The simulator adds every component's to the safe area.
  public var topInset: Double
  public var bottomInset: Double
  /// Points it stands in above the content, from the top safe-area inset down (the stacked
  /// collapsing header's `VStack { TopView; ScrollView }`): the content's frame starts below
  /// them, and the top safe area, which they fill, no longer covers the content. Unlike
  /// `topInset`, which a bar lays over the content, this moves the content's top edge.
  public var stackedTop: Double
  /// The area it leaves the content, when narrower than the screen (the detail column beside a
  /// sidebar); nil leaves it alone.
  public var contentFrame: Rect?
  /// Where a touch it does not claim stops anyway: its bars and columns. The content below never
  /// sees a touch that lands there.
  public var hitRegions: [Rect]

  public init(
    topInset: Double = 0, bottomInset: Double = 0, stackedTop: Double = 0,
    contentFrame: Rect? = nil, hitRegions: [Rect] = []
  ) {
    self.topInset = topInset
    self.bottomInset = bottomInset
    self.stackedTop = stackedTop
    self.contentFrame = contentFrame
    self.hitRegions = hitRegions
  }
}

/// Where the content is once every component has taken its part: the area the selected tab's
/// screens fill, and the insets from its top and bottom (safe area included).
public struct ContentArea: Hashable, Sendable {
  public var frame: Rect
  public var topInset: Double
  public var bottomInset: Double

  public init(frame: Rect, topInset: Double, bottomInset: Double) {
    self.frame = frame
    self.topInset = topInset
    self.bottomInset = bottomInset
  }
}
