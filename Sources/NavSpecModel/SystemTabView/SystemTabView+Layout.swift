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
      let tabBarY = screen.height - safeAreaBottom - Self.tabBarHeight
      return Layout(
        tabBar: Rect(x: 0, y: tabBarY, width: screen.width, height: Self.tabBarHeight),
        sidebar: nil,
        accessory: isAccessoryEnabled
          ? Rect(x: 0, y: tabBarY - accessory, width: screen.width, height: accessory) : nil,
        content: Rect(x: 0, y: 0, width: screen.width, height: screen.height),
        bottomInset: safeAreaBottom + Self.tabBarHeight + accessory)
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

  /// One shown tab where the current presentation puts it: its frame, and its place among the
  /// rows of its group (all the tab bar's items, or a sidebar section's rows) for VoiceOver.
  public struct PlacedTab: Hashable, Sendable {
    public var tab: SystemTab
    public var frame: Rect
    /// 1-based, and the count of its group.
    public var position: Int
    public var count: Int
    /// The sidebar section it is listed under; nil in the tab bar and at the sidebar's top level.
    public var section: String?
  }

  /// The shown tabs in their order with their frames, from one pass over the order and the
  /// visibility (frames, VoiceOver's elements and touches all start here, so a layout lists the
  /// tabs once). Empty when the sidebar is hidden.
  public func placedTabs(in layout: Layout, safeAreaTop: Double, direction: LayoutDirection)
    -> [PlacedTab]
  {
    if let tabBar = layout.tabBar {
      let items = tabBarItems
      let width = tabBar.width / Double(max(items.count, 1))
      return items.enumerated().map { index, tab in
        PlacedTab(
          tab: tab,
          frame: tabBar.leadingSlice(
            offset: Double(index) * width, width: width, direction: direction),
          position: index + 1, count: items.count, section: nil)
      }
    }
    guard let sidebar = layout.sidebar else { return [] }
    return sidebarLines.enumerated().compactMap { index, line in
      guard case .row(let tab, let section, let position, let count) = line else { return nil }
      return PlacedTab(
        tab: tab,
        frame: Rect(
          x: sidebar.minX, y: safeAreaTop + Double(index) * Self.rowHeight, width: sidebar.width,
          height: Self.rowHeight),
        position: position, count: count, section: section)
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
