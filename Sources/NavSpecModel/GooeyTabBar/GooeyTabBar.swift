/// The gooey tab bar of the design document "Gooey Tab Bar in SwiftUI" (docs/components/gooey.md):
/// equal slots (`TabBarLayout`), a top edge that dips under the selected button
/// (`GooeyTabBarShape`) and a ball in the dip that lifts, lands and settles like a droplet
/// (`GooeyBall`, `DropletPhase`).
///
/// The bar is a value, like the glass bar: every change takes the current instant and appends
/// what an app would observe to an event list. Selection and motion are in
/// `GooeyTabBar+Selection.swift`, touches in `GooeyTabBar+Touches.swift`, accessibility in
/// `GooeyTabBar+Accessibility.swift`, geometry in `GooeyTabBar+Geometry.swift`; the screen
/// component conformance in `GooeyTabBar+Component.swift` and its state branches in
/// `GooeyTabBar+State.swift`.
public struct GooeyTabBar: Hashable, Sendable {
  public internal(set) var tabs: [TabItem]
  /// The bar's frame on screen.
  public internal(set) var frame: Rect
  public internal(set) var variant: GooeyTabBarVariant
  public internal(set) var selectedIndex = 0
  /// `selectedCenterX` as presented, measured from the bar's leading edge: the indent's centre
  /// and the ball's x, both animated by the same `.animation(.spring(response: 0.4,
  /// dampingFraction: 0.6), value: selectedCenterX)`, so one value serves both. Measured from the
  /// leading edge so that the layout direction is applied when it is read
  /// (docs/components/gooey.md#right-to-left). Settles within 0.01 pt (our decision, as the glass
  /// pill: a hundredth of a point is below a pixel on every iPhone).
  public internal(set) var leadingCenter = AnimatedValue(0, epsilon: 0.01)
  public internal(set) var ball = GooeyBall()
  /// Droplet phases waiting on the main queue, earliest first.
  public internal(set) var pendingPhases: [ScheduledDropletPhase] = []
  /// Buttons pressed, by finger: a Button fires when its finger lifts inside it.
  public internal(set) var presses: [Int: TapRecognizer] = [:]
  /// Whether the buttons' frames have reached the bar through the preference key. Until they do,
  /// `selectedCenterX` is `buttonFrames[selectedIndex]?.midX ?? 0` = 0 (section 5).
  public internal(set) var framesArrived = false
  /// How many droplet phases have been scheduled: the next one's `sequence`.
  var scheduledPhaseCount = 0

  /// `tabBarHeight + indentDepth` = 60 + 15 = 75 pt (section 5, `.frame(height:)`).
  public static let height = tabBarHeight + GooeyTabBarShape.indentDepth
  /// `private let tabBarHeight: CGFloat = 60` (section 5).
  public static let tabBarHeight = 60.0
  /// The indent and the ball travel: `.spring(response: 0.4, dampingFraction: 0.6)` (section 5).
  public static let travel = AnimationSpec.spring(response: 0.4, dampingFraction: 0.6)

  /// A bar as it is first laid out: the buttons' frames have not arrived, so the indent and the
  /// ball sit at x = 0 (docs/components/gooey.md#the-first-layout-pass). `framesArrive` follows.
  /// `direction` places the unreported `selectedCenterX` of 0 (the bar's left edge) on the
  /// leading axis.
  public init(
    titles: [String], frame: Rect, direction: LayoutDirection = .leftToRight,
    variant: GooeyTabBarVariant = .document
  ) {
    self.tabs = titles.map(TabItem.init(title:))
    self.frame = frame
    self.variant = variant
    let layout = TabBarLayout(count: tabs.count, width: frame.width, direction: direction)
    leadingCenter.jump(to: layout.x(leading: 0), at: .zero)
  }

  /// Changes what a scenario can set on a tab (`tab Library label "…"`).
  public mutating func update(tab index: Int, _ change: (inout TabItem) -> Void) {
    guard tabs.indices.contains(index) else { return }
    change(&tabs[index])
  }

  /// The layout the buttons are placed by.
  public func layout(_ direction: LayoutDirection) -> TabBarLayout {
    TabBarLayout(count: tabs.count, width: frame.width, direction: direction)
  }

  /// The leading distance `selectedCenterX` heads for once the frames are in: the selected
  /// button's `midX` (section 5); before, where it is (0 from the left edge).
  var selectedLeadingCenter: Double {
    guard framesArrived else { return leadingCenter.target }
    return layout(.leftToRight).slotLeadingCenter(selectedIndex)
  }
}
