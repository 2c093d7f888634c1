/// The bubble navigation bar of "Implementing Dynamic Resizing Navigation Bubbles in iOS": a row
/// of text buttons in a grey rounded container at the top of the screen, with a blue bubble
/// behind the selected one that is exactly as large as that button and springs to the next
/// button when the selection changes (docs/components/bubble.md).
///
/// The bar is a value: every change takes the current instant and appends what an app would
/// observe to an event list. It never measures text: it is handed a `BubbleTypography` with
/// every title's width. Layout lives in `BubbleBarLayout`, selection and motion in
/// `BubbleBar+Selection.swift`, touches in `BubbleBar+Touches.swift`, accessibility in
/// `BubbleBar+Accessibility.swift`.
public struct BubbleBar: Hashable, Sendable {
  public internal(set) var titles: [String]
  public internal(set) var style: BubbleBarStyle
  public internal(set) var typography: BubbleTypography
  public internal(set) var selectedIndex = 0
  /// The layout of the current selection: where everything is heading, and what a touch hits.
  public internal(set) var layout: BubbleBarLayout
  /// The bubble's presented frame over time.
  public internal(set) var bubble: AnimatedFrame
  /// Each button's presented frame over time (they move when the selected title's width
  /// changes, inside the same `withAnimation`).
  public internal(set) var items: [AnimatedFrame]
  /// When the running motion ends with the bubble on its target, for a motion with a duration
  /// (`BubbleMotion.duration`, UIKit's); nil otherwise.
  public internal(set) var motionEnd: VirtualTime?
  /// The one finger the bar follows; other fingers are ignored while it is down.
  public internal(set) var tracking: TrackedTouch?
  public internal(set) var screenWidth: Double
  public internal(set) var safeAreaTop: Double
  public internal(set) var direction: LayoutDirection
  /// Whether the layout was made under Bold Text, which sets the titles heavier
  /// (`BubbleBarStyle.weight(selected:boldText:)`).
  public internal(set) var boldText: Bool

  /// SwiftUI's default padding, what `.padding()` with no length adds on every side: 16 pt on
  /// iPhone (the design's outer `.padding()`; the value is the one SwiftUI's default spacing
  /// gives on iOS, as measured in public layout write-ups; Apple's page only says
  /// "a platform-specific default").
  public static let defaultPadding = 16.0

  /// A finger on one of the buttons.
  public struct TrackedTouch: Hashable, Sendable {
    public var finger: Int
    public var index: Int
  }

  /// A bar showing `titles` with the first selected (the design's initial `selectedTab` is its
  /// first item, "Home"). An empty list is refused by the caller (`ModelError.noTabs`).
  public init(
    titles: [String], style: BubbleBarStyle, typography: BubbleTypography, screenWidth: Double,
    safeAreaTop: Double, direction: LayoutDirection, boldText: Bool = false
  ) {
    self.titles = titles
    self.style = style
    self.typography = typography
    self.screenWidth = screenWidth
    self.safeAreaTop = safeAreaTop
    self.direction = direction
    self.boldText = boldText
    let layout = BubbleBarLayout(
      titles: titles, selectedIndex: 0, style: style, typography: typography,
      screenWidth: screenWidth, safeAreaTop: safeAreaTop, direction: direction,
      boldText: boldText)
    self.layout = layout
    let rightEdge = Self.rightEdge(style: style, direction: direction, screenWidth: screenWidth)
    self.items = layout.itemFrames.map { AnimatedFrame($0, measuredFromRightOf: rightEdge) }
    self.bubble = AnimatedFrame(
      layout.itemFrames.first ?? layout.containerFrame, measuredFromRightOf: rightEdge)
  }

  /// Where the animated frames measure x from: SwiftUI's from the leading edge, the screen's
  /// right in a right-to-left layout; UIKit's from the left always (`AnimatedFrame`).
  static func rightEdge(style: BubbleBarStyle, direction: LayoutDirection, screenWidth: Double)
    -> Double?
  {
    style == .swiftUI && direction == .rightToLeft ? screenWidth : nil
  }

  public var selectedTitle: String { titles[selectedIndex] }

  public func index(ofTitle title: String) -> Int? {
    titles.firstIndex(of: title)
  }

  /// The weight title `index` is drawn in now (heavier under Bold Text).
  public func weight(of index: Int) -> FontWeight {
    style.weight(selected: index == selectedIndex, boldText: boldText)
  }

  /// Lays the bar out again for a new screen width, safe area, layout direction or Bold Text
  /// setting: everything moves there at once, a running spring included (our decision: the
  /// design animates only the selection; docs/components/bubble.md#bold-text).
  public mutating func layOut(
    screenWidth: Double, safeAreaTop: Double, direction: LayoutDirection, at time: VirtualTime
  ) {
    self.screenWidth = screenWidth
    self.safeAreaTop = safeAreaTop
    self.direction = direction
    layout = layout(selecting: selectedIndex)
    let rightEdge = Self.rightEdge(style: style, direction: direction, screenWidth: screenWidth)
    for index in items.indices {
      items[index].jump(to: layout.itemFrames[index], at: time, measuredFromRightOf: rightEdge)
    }
    bubble.jump(to: layout.itemFrames[selectedIndex], at: time, measuredFromRightOf: rightEdge)
    motionEnd = nil
  }

  /// The layout the bar has with `index` selected.
  func layout(selecting index: Int) -> BubbleBarLayout {
    BubbleBarLayout(
      titles: titles, selectedIndex: index, style: style, typography: typography,
      screenWidth: screenWidth, safeAreaTop: safeAreaTop, direction: direction,
      boldText: boldText)
  }
}
