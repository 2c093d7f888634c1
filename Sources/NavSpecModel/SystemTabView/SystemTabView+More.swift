/// The More tab of a compact tab bar (docs/components/tabview.md#the-more-tab): which tabs the bar
/// shows and which the More list holds, what the bar shows as selected, where the More item, the
/// list's navigation bar and its rows are, and the More navigation kept consistent with them.
///
/// - A tab bar in compact width shows at most five items. With more than five tabs in it (hidden
///   tabs left out, in the user's order, the search tab last), it shows the first four and a
///   More item, and the rest are rows of the More list (Apple's UITabBarController reference: "If
///   you add six or more custom view controllers to a tab bar controller, the tab bar controller
///   displays only the first four items plus the standard More item"; `viewControllers`: "view
///   controllers at the end of the array are managed by the More navigation controller").
/// - Regular width and the sidebar are unchanged: no More item.
extension SystemTabView {
  /// The most items a compact tab bar shows: five (Apple's UITabBarController reference: "the
  /// tab bar controller displays only the first four items plus the standard More item"; the
  /// iOS Human Interface Guidelines: "if there are more tabs, the tab bar displays four of them
  /// and adds the More tab").
  public static let maxCompactItems = 5
  /// The More item's title (`UITabBarItem.SystemItem.more`, "More").
  public static let moreTitle = ContainerNavigation.listTitle
  /// The More item's symbol. Our decision: Apple names the system item, not its image; it
  /// draws three dots, SF Symbols' `ellipsis`.
  public static let moreIcon = "ellipsis"
  /// The More item's identifier in scenarios (`voiceover activate more-tab`): not its title, so
  /// that it never clashes with a tab the app titles "More".
  public static let moreItemIdentifier = "more-tab"
  /// The More list's Edit button (`customizableViewControllers`: "This interface also contains an
  /// Edit button that allows the user to rearrange the items").
  public static let editButtonIdentifier = "more-edit"
  public static let editButtonTitle = "Edit"

  /// The tab bar's tabs split between the bar and the More list, leading first and top first.
  public struct BarSplit: Hashable, Sendable {
    /// The tabs on the bar: all of them, or the first four beside a More item.
    public var bar: [SystemTab]
    /// The rows of the More list; empty when the bar has no More item.
    public var more: [SystemTab]

    /// The bar's items: its tabs and the More item.
    public var itemCount: Int { bar.count + (more.isEmpty ? 0 : 1) }
  }

  /// What `tabBarItems` and `barSplit` answer, kept (`SystemTabView.tabBarCache`).
  struct TabBarCache: Hashable, Sendable {
    var items: [SystemTab]
    var split: BarSplit
  }

  /// The tab bar's items and their split between the bar and the More list, kept.
  public var barSplit: BarSplit { tabBarCache.split }

  mutating func refreshTabBar() {
    let items = computedTabBarItems
    tabBarCache = TabBarCache(items: items, split: split(items))
  }

  /// From one pass over the tab bar's items.
  func split(_ items: [SystemTab]) -> BarSplit {
    guard presentation == .tabBar, sizeClass == .compact, items.count > Self.maxCompactItems
    else { return BarSplit(bar: items, more: []) }
    let onBar = Self.maxCompactItems - 1
    return BarSplit(bar: Array(items.prefix(onBar)), more: Array(items.dropFirst(onBar)))
  }

  /// Whether the bar shows a More item now.
  public var hasMoreItem: Bool { !barSplit.more.isEmpty }

  /// The tabs the More list holds, top first (none without a More item).
  public var moreTabs: [SystemTab] { barSplit.more }

  /// Whether the bar's selected item is More: the More list is on display, or the selected tab
  /// is one of its rows (pushed above it).
  public var isMoreSelected: Bool {
    let rows = barSplit.more
    guard !rows.isEmpty else { return false }
    return more.isListShown || rows.contains { $0.title == selectedTitle }
  }

  /// The More list is on display (kept false without a More item by `normalizeMore`).
  public var isMoreListShown: Bool { more.isListShown }

  /// What the More navigation does to the selected tab's screens: its list covers them, or it
  /// holds the tab's root above the list, so the root has a back button titled "More". Read at
  /// every step and touch sample, so it answers from the two stored facts alone.
  public var containerNavigation: ContainerNavigation {
    if more.isListShown { return ContainerNavigation(coversContent: true) }
    if let pushed = more.pushedTitle, pushed == selectedTitle {
      return ContainerNavigation(rootIsAboveList: true)
    }
    return .none
  }

  /// After any change of the tabs, their order, the size class or the selection: no More
  /// navigation without a More item; a pushed tab that left the list is gone from its stack; a
  /// selected tab that lives in the list is the one pushed above it (unless the list is on
  /// display, which the selection keeps its value beneath).
  mutating func normalizeMore() {
    let rows = barSplit.more
    guard !rows.isEmpty else {
      if more != MoreNavigation() { more = MoreNavigation() }
      return
    }
    if let pushed = more.pushedTitle, !rows.contains(where: { $0.title == pushed }) {
      more.pushedTitle = nil
      more.focusBeforePush = nil
    }
    if !more.isListShown, more.pushedTitle != selectedTitle,
      rows.contains(where: { $0.title == selectedTitle })
    {
      more.pushedTitle = selectedTitle
      more.focusBeforePush = nil
    }
  }

  // MARK: Geometry

  /// The More item: the last slice of the bar (the leftmost in right-to-left), or the whole
  /// capsule while the bar is minimised with More selected. Nil without a More item.
  public func moreItemFrame(in layout: Layout, direction: LayoutDirection) -> Rect? {
    guard let tabBar = layout.tabBar else { return nil }
    let split = barSplit
    guard !split.more.isEmpty else { return nil }
    if minimization.isMinimized { return isMoreSelected ? tabBar : nil }
    let width = tabBar.width / Double(split.itemCount)
    return tabBar.leadingSlice(
      offset: Double(split.bar.count) * width, width: width, direction: direction)
  }

  /// The More list's navigation bar, where the router's would be: 44 pt below the top safe
  /// area, its title in the middle third and the Edit button in the trailing third.
  public func moreListNavigation(
    in layout: Layout, safeAreaTop: Double, direction: LayoutDirection
  ) -> NavigationLayout {
    NavigationLayout(content: layout.content, top: safeAreaTop, direction: direction)
  }

  /// The list's rows, 44 pt each (`rowHeight`), full width, from below its navigation bar.
  func moreRows(
    _ rows: [SystemTab], in layout: Layout, safeAreaTop: Double
  ) -> [PlacedTab] {
    let top = safeAreaTop + NavigationLayout.navigationBarHeight
    return rows.enumerated().map { index, tab in
      PlacedTab(
        tab: tab,
        frame: Rect(
          x: layout.content.minX, y: top + Double(index) * Self.rowHeight,
          width: layout.content.width, height: Self.rowHeight),
        position: index + 1, count: rows.count, section: nil, container: .list,
        isSelected: false)
    }
  }

  /// Whether the More list offers its Edit button: some tab on the bar or in the list can be
  /// moved. UIKit shows it while `customizableViewControllers` is not empty, every tab by
  /// default; the model's movable tabs are those (`customization-behavior … disabled` and the
  /// search tab are not).
  public var offersMoreEditing: Bool {
    hasMoreItem && tabBarItems.contains(where: \.isMovable)
  }
}
