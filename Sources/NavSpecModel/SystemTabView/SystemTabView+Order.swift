/// Which tabs show, and in what order, given the user's customisation.
///
/// Our decisions, documented in docs/model.md:
/// - Order: tabs the user cannot customise and search tabs keep their declared places; the
///   movable tabs fill the other places in the user's order, then in declaration order.
/// - Tab bar: tabs hidden by the app never show; otherwise the user's choice, else the default
///   (`.defaultVisibility(.hidden, for: .tabBar)` leaves a tab out). Search tabs go last.
/// - Sidebar: search tabs first, then the others in order; a `TabSection` gathers its tabs under
///   its header where its first tab would be. Tabs hidden by default in the tab bar are listed;
///   tabs the app or the user hid are not.
extension SystemTabView {
  /// Every tab in the user's order. One pass with a table by title: looking each movable tab up
  /// by name made it quadratic in the number of tabs.
  public var orderedTabs: [SystemTab] {
    let movable = tabs.filter(\.isMovable)
    let movableByTitle = Dictionary(
      movable.map { ($0.title, $0) }, uniquingKeysWith: { first, _ in first })
    let chosen = customization.order.filter { movableByTitle[$0] != nil }
    let listed = Set(chosen)
    var queue = (chosen + movable.map(\.title).filter { !listed.contains($0) })[...]
    return tabs.map { tab in
      guard tab.isMovable, let title = queue.popFirst(), let next = movableByTitle[title] else {
        return tab
      }
      return next
    }
  }

  /// The user's choice for a tab, when they may make one.
  func userVisibility(_ tab: SystemTab) -> TabViewCustomization.Visibility? {
    tab.isMovable ? customization.visibility[tab.title] : nil
  }

  public func isShownInTabBar(_ tab: SystemTab) -> Bool {
    guard !tab.isHidden else { return false }
    let visibility = userVisibility(tab) ?? (tab.isHiddenByDefault ? .hidden : .visible)
    return visibility == .visible
  }

  public func isShownInSidebar(_ tab: SystemTab) -> Bool {
    !tab.isHidden && userVisibility(tab) != .hidden
  }

  /// The tab bar's items, leading first.
  public var tabBarItems: [SystemTab] { tabBarCache.items }

  var computedTabBarItems: [SystemTab] {
    let shown = orderedTabs.filter(isShownInTabBar)
    return shown.filter { !$0.isSearch } + shown.filter(\.isSearch)
  }

  /// One line of the sidebar.
  public enum SidebarLine: Hashable, Sendable {
    /// A `TabSection`'s header.
    case header(String)
    /// A tab, its section (nil at the top level), and its 1-based place among the rows of that
    /// group and their count.
    case row(SystemTab, section: String?, position: Int, count: Int)
  }

  /// The sidebar, top to bottom. The top-level group is the search tabs and the tabs outside any
  /// section; each section is a group of its own. A search tab is placed by the system, so its
  /// section, if it has one, is ignored.
  public var sidebarLines: [SidebarLine] {
    let shown = orderedTabs.filter(isShownInSidebar)
    let search = shown.filter(\.isSearch)
    let others = shown.filter { !$0.isSearch }
    let topLevel = search + others.filter { $0.section == nil }
    func row(_ tab: SystemTab, section: String?, among members: [SystemTab]) -> SidebarLine {
      let position = (members.firstIndex(of: tab) ?? 0) + 1
      return .row(tab, section: section, position: position, count: members.count)
    }
    var lines = search.map { row($0, section: nil, among: topLevel) }
    var emitted = Set<String>()
    for tab in others {
      guard let section = tab.section else {
        lines.append(row(tab, section: nil, among: topLevel))
        continue
      }
      guard emitted.insert(section).inserted else { continue }
      let members = others.filter { $0.section == section }
      lines.append(.header(section))
      lines += members.map { row($0, section: section, among: members) }
    }
    return lines
  }

  /// The sidebar's tabs, top to bottom.
  public var sidebarItems: [SystemTab] {
    sidebarLines.compactMap { line in
      if case .row(let tab, _, _, _) = line { return tab }
      return nil
    }
  }

  /// The tabs the current presentation shows, in its order.
  public var shownTabs: [SystemTab] {
    presentation == .tabBar ? tabBarItems : sidebarItems
  }
}
