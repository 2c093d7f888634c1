/// Where the TabView puts things on a screen.
///
/// - Tab bar: full width, 49 pt tall, on the bottom safe-area inset; items split it equally (the
///   first at the right in right-to-left). The accessory, when enabled, sits directly above it.
/// - Sidebar (regular width, sidebar-adaptable): a 320 pt column at the leading edge when the
///   column visibility shows it; the selected tab's content fills the rest. Rows are 44 pt from
///   the top safe-area inset down, each section's header taking a row before its tabs. The
///   accessory sits at the bottom of the content.
/// - The content's bottom inset is what covers it from below: the safe area, the tab bar, and the
///   accessory when enabled. Disabling the accessory removes its height, not just its drawing
///   (docs/design-inputs.md#bottom-accessory-space).
/// - Minimised (iOS 26, compact width only): the bar is a 64 x 44 pt capsule 16 pt from the
///   leading edge on the bottom safe-area inset, and the accessory sits inline in its row, 8 pt
///   after it, to 16 pt from the trailing edge; the bottom inset is the capsule's row
///   (docs/components/tabview.md#geometry). This layout is the state the bar is in; the drawing
///   morphs towards it (`presentedLayout`).
extension SystemTabView {
  public struct Layout: Hashable, Sendable {
    /// The system TabView's own tab bar (the `tabview.bar` state path), nil beside a sidebar.
    public var tabBar: Rect?
    public var sidebar: Rect?
    public var accessory: Rect?
    /// The area the selected tab's screens fill (the detail column beside a sidebar).
    public var content: Rect
    /// From the screen's bottom: safe area, tab bar and accessory.
    public var bottomInset: Double
  }

  public func layout(
    screen: Size, safeAreaTop: Double, safeAreaBottom: Double, direction: LayoutDirection
  ) -> Layout {
    let accessory = isAccessoryEnabled ? Self.accessoryHeight : 0
    switch presentation {
    case .tabBar:
      return tabBarLayout(
        minimized: minimization.isMinimized, screen: screen, safeAreaBottom: safeAreaBottom,
        direction: direction)
    case .sidebar:
      let shown = columnVisibility.resolved(for: screen) != .detailOnly
      let width = shown ? Self.sidebarWidth : 0
      let leading = direction == .leftToRight
      let sidebar = Rect(
        x: leading ? 0 : screen.width - Self.sidebarWidth, y: 0, width: Self.sidebarWidth,
        height: screen.height)
      let content = Rect(
        x: leading ? width : 0, y: 0, width: screen.width - width, height: screen.height)
      return Layout(
        tabBar: nil,
        sidebar: shown ? sidebar : nil,
        accessory: isAccessoryEnabled
          ? Rect(
            x: content.minX, y: screen.height - safeAreaBottom - accessory, width: content.width,
            height: accessory) : nil,
        content: content,
        bottomInset: safeAreaBottom + accessory)
    }
  }

  /// The tab bar's layout, full or minimised: the two shapes the bar morphs between.
  func tabBarLayout(
    minimized: Bool, screen: Size, safeAreaBottom: Double, direction: LayoutDirection
  ) -> Layout {
    let content = Rect(x: 0, y: 0, width: screen.width, height: screen.height)
    let bottom = screen.height - safeAreaBottom
    guard minimized else {
      let accessory = isAccessoryEnabled ? Self.accessoryHeight : 0
      let tabBarY = bottom - Self.tabBarHeight
      return Layout(
        tabBar: Rect(x: 0, y: tabBarY, width: screen.width, height: Self.tabBarHeight),
        sidebar: nil,
        accessory: isAccessoryEnabled
          ? Rect(x: 0, y: tabBarY - accessory, width: screen.width, height: accessory) : nil,
        content: content,
        bottomInset: safeAreaBottom + Self.tabBarHeight + accessory)
    }
    let size = Self.minimizedBarSize
    let row = Rect(x: 0, y: bottom - size.height, width: screen.width, height: size.height)
    let margin = Self.minimizedBarMargin
    let accessoryOffset = margin + size.width + Self.inlineAccessorySpacing
    return Layout(
      tabBar: row.leadingSlice(offset: margin, width: size.width, direction: direction),
      sidebar: nil,
      accessory: isAccessoryEnabled
        ? row.leadingSlice(
          offset: accessoryOffset, width: max(0, screen.width - accessoryOffset - margin),
          direction: direction) : nil,
      content: content,
      bottomInset: safeAreaBottom + size.height)
  }

  /// The layout as drawn at `time`: while the bar morphs, its frame and the accessory's are
  /// between the full and the minimised shapes by the animation's progress (each edge moves in
  /// proportion); otherwise `layout` itself.
  public func presentedLayout(
    screen: Size, safeAreaTop: Double, safeAreaBottom: Double, direction: LayoutDirection,
    at time: VirtualTime
  ) -> Layout {
    let layout = layout(
      screen: screen, safeAreaTop: safeAreaTop, safeAreaBottom: safeAreaBottom,
      direction: direction)
    let progress = minimization.progress.value(at: time)
    let settled = minimization.isMinimized ? 1.0 : 0.0
    guard presentation == .tabBar, progress != settled else { return layout }
    let full = tabBarLayout(
      minimized: false, screen: screen, safeAreaBottom: safeAreaBottom, direction: direction)
    let minimized = tabBarLayout(
      minimized: true, screen: screen, safeAreaBottom: safeAreaBottom, direction: direction)
    var presented = layout
    presented.tabBar = full.tabBar.flatMap { from in
      minimized.tabBar.map { from.interpolated(to: $0, by: progress) }
    }
    presented.accessory = full.accessory.flatMap { from in
      minimized.accessory.map { from.interpolated(to: $0, by: progress) }
    }
    return presented
  }

  /// One shown tab where the current presentation puts it: its frame, and its place among the
  /// rows of its group (all the tab bar's items, a sidebar section's rows, or the More list's
  /// rows) for VoiceOver.
  public struct PlacedTab: Hashable, Sendable {
    public var tab: SystemTab
    public var frame: Rect
    /// 1-based, and the count of its group.
    public var position: Int
    public var count: Int
    /// The sidebar section it is listed under; nil in the tab bar and at the sidebar's top level.
    public var section: String?
    /// The container VoiceOver names it by: `tabBar` ("Tab"), or `list` for a sidebar's or the
    /// More list's row ("Row").
    public var container: AccessibilityTrait
    /// Whether its element says selected: the selected tab's item or sidebar row; never a row of
    /// the More list (UIKit deselects the row once it has pushed its tab; the More item carries
    /// the selection), nor the selected tab's item while the More list covers it.
    public var isSelected: Bool
  }

  /// The shown tabs in their order with their frames, from one pass over the order and the
  /// visibility (frames, VoiceOver's elements and touches all start here, so a layout lists the
  /// tabs once): the bar's tabs, then the More list's rows while it is on display; or the
  /// sidebar's rows. Empty when the sidebar is hidden.
  public func placedTabs(in layout: Layout, safeAreaTop: Double, direction: LayoutDirection)
    -> [PlacedTab]
  {
    if let tabBar = layout.tabBar {
      let split = barSplit
      let items = split.bar
      let count = split.itemCount
      let barSelected = more.isListShown ? nil : selectedTitle
      var placed: [PlacedTab] = []
      if minimization.isMinimized {
        // The capsule shows the selected item alone; it keeps its place among the items
        // (docs/components/tabview.md#voiceover). With More selected it shows the More item.
        if let index = items.firstIndex(where: { $0.title == barSelected }) {
          placed.append(
            PlacedTab(
              tab: items[index], frame: tabBar, position: index + 1, count: count, section: nil,
              container: .tabBar, isSelected: true))
        }
      } else {
        let width = tabBar.width / Double(max(count, 1))
        placed = items.enumerated().map { index, tab in
          PlacedTab(
            tab: tab,
            frame: tabBar.leadingSlice(
              offset: Double(index) * width, width: width, direction: direction),
            position: index + 1, count: count, section: nil, container: .tabBar,
            isSelected: tab.title == barSelected)
        }
      }
      if more.isListShown, !split.more.isEmpty {
        placed += moreRows(split.more, in: layout, safeAreaTop: safeAreaTop)
      }
      return placed
    }
    guard let sidebar = layout.sidebar else { return [] }
    return sidebarLines.enumerated().compactMap { index, line in
      guard case .row(let tab, let section, let position, let count) = line else { return nil }
      return PlacedTab(
        tab: tab,
        frame: Rect(
          x: sidebar.minX, y: safeAreaTop + Double(index) * Self.rowHeight, width: sidebar.width,
          height: Self.rowHeight),
        position: position, count: count, section: section, container: .list,
        isSelected: tab.title == selectedTitle)
    }
  }

  /// Frames of the tabs the current presentation shows, by title (empty when the sidebar is
  /// hidden).
  public func tabFrames(in layout: Layout, safeAreaTop: Double, direction: LayoutDirection)
    -> [String: Rect]
  {
    Dictionary(
      placedTabs(in: layout, safeAreaTop: safeAreaTop, direction: direction).map {
        ($0.tab.title, $0.frame)
      }, uniquingKeysWith: { _, last in last })
  }
}
