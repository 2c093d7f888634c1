/// The system TabView of iOS 18 and 26 (docs/design-inputs.md#the-system-tabview), beside
/// the custom bars: `Tab`s with titles and icons, `TabSection` groups, the search role, tabs hidden
/// by default or by state, tabs the user cannot customise, the user's customisation, the
/// sidebar-adaptable style, the iOS 26 bottom accessory, and NavigationSplitView column visibility.
///
/// A value like the glass bar. Order and visibility are in `SystemTabView+Order.swift`, frames in
/// `SystemTabView+Layout.swift`, selection and the user's changes in
/// `SystemTabView+Selection.swift`, VoiceOver's view in `SystemTabView+Accessibility.swift`,
/// touches in `SystemTabView+Touches.swift`, the More tab of a compact bar with more than five
/// tabs in `SystemTabView+More.swift` and `SystemTabView+MoreNavigation.swift`.
public struct SystemTabView: Hashable, Sendable {
  /// `.tabViewStyle(...)`, by the word scenarios use after `tabbar`.
  public enum Style: String, Hashable, Sendable, CaseIterable {
    /// A plain `TabView`: a tab bar in every size class.
    case automatic = "system"
    /// `.tabViewStyle(.sidebarAdaptable)`: a tab bar when compact, a sidebar when regular.
    case sidebarAdaptable = "sidebar-adaptable"
  }

  /// What the TabView shows its tabs in.
  public enum Presentation: String, Hashable, Sendable, CaseIterable {
    case tabBar
    case sidebar
  }

  public internal(set) var style: Style { didSet { refreshTabBar() } }
  /// In declaration order.
  public internal(set) var tabs: [SystemTab] { didSet { refreshTabBar() } }
  public internal(set) var selectedTitle: String
  public internal(set) var sizeClass = SizeClass.compact { didSet { refreshTabBar() } }
  public internal(set) var customization = TabViewCustomization() { didSet { refreshTabBar() } }
  /// `tabBarItems` and `barSplit`, worked out again whenever one of the four properties they
  /// follow from changes (each has a `didSet`): the layout, the state tree, the accessibility
  /// tree and the audit read them many times a step, and working them out at every read cost
  /// a fifth of `navspec audit` over the corpus.
  var tabBarCache = TabBarCache(items: [], split: BarSplit(bar: [], more: []))
  /// `.tabViewBottomAccessory(isEnabled:)`.
  public internal(set) var isAccessoryEnabled = false
  public internal(set) var columnVisibility = ColumnVisibility.automatic
  /// iOS 26's `.tabBarMinimizeBehavior(_:)` and the bar's minimised state
  /// (`SystemTabView+Minimize.swift`).
  public internal(set) var minimization = TabBarMinimization()
  /// The More navigation controller of a compact bar with more than five tabs
  /// (`SystemTabView+More.swift`).
  public internal(set) var more = MoreNavigation()
  /// The one finger followed on the tab bar or sidebar.
  public internal(set) var tracking: TrackedTouch?

  /// UITabBar's standard height on iPhone (our decision: the long-standing 49 pt; the bar sits on
  /// the bottom safe-area inset).
  public static let tabBarHeight = 49.0
  /// The bottom accessory's height (our decision: a mini player's row, 48 pt; the document gives
  /// none). It sits directly above the tab bar, full width.
  public static let accessoryHeight = 48.0
  /// The sidebar column's width (our decision: 320 pt, the width iPad sidebars have long used).
  public static let sidebarWidth = 320.0
  /// A sidebar row's height, also a section header's: hit regions of at least 44 x 44 pt
  /// (docs/platform-facts.md#minimum-hit-region).
  public static let rowHeight = 44.0

  /// The minimised tab bar, a capsule showing the selected tab (docs/components/tabview.md#geometry).
  /// Our decision, as Apple publishes no size: 44 pt tall, the minimum hit region
  /// (docs/platform-facts.md#minimum-hit-region), and 64 pt wide, one item of a five-tab bar on a
  /// 320 pt iPhone, so the selected item keeps at least the width it had in the smallest bar.
  public static let minimizedBarSize = Size(width: 64, height: 44)
  /// The minimised bar's distance from the leading edge, and the inline accessory's from the
  /// trailing edge. Our decision: 16 pt, UIKit's minimum layout margin on iPhone
  /// (`UIViewController.systemMinimumLayoutMargins`).
  public static let minimizedBarMargin = 16.0
  /// The gap between the minimised bar and the inline accessory. Our decision: 8 pt, Auto
  /// Layout's standard spacing between sibling views.
  public static let inlineAccessorySpacing = 8.0

  public struct TrackedTouch: Hashable, Sendable {
    public var finger: Int
    /// What was under the finger when it landed.
    public var target: TouchTarget
    /// A drag of 10 pt means the finger was not tapping.
    public var drag: DragRecognizer
  }

  /// What a finger on the TabView can tap: a tab's item or sidebar row, the More item, a row of
  /// the More list, or the list's Edit button.
  public enum TouchTarget: Hashable, Sendable {
    case tab(String)
    case moreItem
    case moreRow(String)
    case editButton
  }

  public init(style: Style, titles: [String]) {
    self.style = style
    self.tabs = titles.map(SystemTab.init(title:))
    self.selectedTitle = titles.first ?? ""
    refreshTabBar()
  }

  public func tab(named title: String) -> SystemTab? {
    tabs.first { $0.title == title }
  }

  /// Changes a tab's properties that need no event (title text, icon, badge, section, role ...).
  public mutating func update(tab title: String, _ change: (inout SystemTab) -> Void) {
    guard let index = tabs.firstIndex(where: { $0.title == title }) else { return }
    change(&tabs[index])
  }

  public var presentation: Presentation {
    style == .sidebarAdaptable && sizeClass == .regular ? .sidebar : .tabBar
  }
}
