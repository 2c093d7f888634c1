import NavSpecModel

/// `:render` for the router and the system TabView: the selected tab's navigation bar and stack
/// above, then the system tab bar or the sidebar with its sections, and the bottom accessory.
///
///     ┌──────────────────────────────────────┐
///     │ ‹ Library        Apple Pie           │   back button and title of the top screen
///     └──────────────────────────────────────┘
///     Library › Apple Pie · slide push 38%      the stack and a transition in flight
///     ┌──────────────────────────────────────┐
///     │  Home   •Library   Search            │   the system tab bar (• selected)
///     └──────────────────────────────────────┘
extension ReplSession.BarPicture {
  static func navigationLines(_ simulator: Simulator, width: Int, color: Bool) -> [String] {
    // While the More list covers the selected tab, its lines say what is on display instead.
    guard let stack = simulator.selectedStack, simulator.tabView?.isMoreListShown != true else {
      return []
    }
    let inner = width - 2
    var header = Canvas(width: inner)
    let rootBack = simulator.environment.containerNavigation.rootBackTitle
    if let back = stack.backTitle ?? rootBack {
      header.put(fit("‹ " + sanitized(back), into: inner / 3), at: 1, style: .plain)
    }
    let title = fit(sanitized(stack.topTitle), into: inner / 3)
    header.put(title, at: (inner - columns(of: title)) / 2, style: .selected)
    var lines = [
      "┌" + String(repeating: "─", count: inner) + "┐",
      "│" + header.rendered(color: color) + "│",
      "└" + String(repeating: "─", count: inner) + "┘",
    ]
    var trail = ([stack.rootTitle] + stack.entries.map(\.title)).map(sanitized).joined(
      separator: " › ")
    if let transition = stack.transition {
      let distance = simulator.screen.width
      let offset = transition.offset(at: simulator.now)
      let travelled =
        distance > 0
        ? Int(
          clamping: 100 * (1 - abs(offset) / distance), to: -1_000...1_000,
          rounding: .toNearestOrAwayFromZero) : 100
      let kind = transition.isInteractive ? "swipe" : transition.kind.rawValue
      trail += " · \(kind) \(transition.direction.rawValue) \(travelled)%"
    }
    lines.append(fit(trail, into: width))
    return lines
  }

  static func systemTabViewLines(_ tabView: SystemTabView, width: Int, color: Bool) -> [String] {
    let inner = width - 2
    var lines: [String] = []
    if tabView.minimization.isMinimized {
      lines += minimizedTabBarLines(tabView, width: width, color: color)
    } else if tabView.presentation == .tabBar {
      // The bar's items: its tabs and, beside four of them, the More item; the More list's rows
      // above it while the list is on display.
      let split = tabView.barSplit
      let moreSelected = tabView.isMoreSelected
      var items = split.bar.map { tab in
        (
          label: sanitized(tab.title) + (tab.isSearch ? " ⌕" : ""),
          selected: !moreSelected && tab.title == tabView.selectedTitle
        )
      }
      if !split.more.isEmpty {
        items.append((label: SystemTabView.moreTitle + " …", selected: moreSelected))
      }
      if tabView.isMoreListShown {
        lines.append(fit("More list", into: width))
        for tab in split.more { lines.append(fit("  " + sanitized(tab.title) + " ›", into: width)) }
      }
      var row = Canvas(width: inner)
      if !items.isEmpty {
        let cell = inner / items.count
        for (index, item) in items.enumerated() {
          let text = fit((item.selected ? "•" : "") + item.label, into: max(1, cell - 1))
          row.put(
            text, at: index * cell + (cell - columns(of: text)) / 2,
            style: item.selected ? .selected : .plain)
        }
      }
      if tabView.isAccessoryEnabled {
        lines.append("╭" + String(repeating: "─", count: inner) + "╮")
        lines.append("│" + fit(" accessory", into: inner).padding(inner) + "│")
        lines.append("╰" + String(repeating: "─", count: inner) + "╯")
      }
      lines.append("┌" + String(repeating: "─", count: inner) + "┐")
      lines.append("│" + row.rendered(color: color) + "│")
      lines.append("└" + String(repeating: "─", count: inner) + "┘")
    } else {
      lines.append("sidebar")
      for line in tabView.sidebarLines {
        switch line {
        case .header(let section):
          lines.append(fit("  " + sanitized(section), into: width))
        case .row(let tab, let section, _, _):
          let selected = tab.title == tabView.selectedTitle
          let indent = section == nil ? "  " : "    "
          let text = indent + (selected ? "•" : " ") + sanitized(tab.title)
          lines.append(styled(fit(text, into: width), selected ? .selected : .plain, color: color))
        }
      }
      if tabView.isAccessoryEnabled { lines.append("[accessory]") }
    }
    let presentation =
      tabView.presentation == .sidebar
      ? "sidebar" : tabView.minimization.isMinimized ? "tab bar minimized" : "tab bar"
    lines.append(
      fit(
        "selected \(sanitized(tabView.selectedTitle)) · \(tabView.sizeClass.rawValue) · "
          + presentation, into: width))
    return lines
  }
}

extension ReplSession.BarPicture {
  /// The minimised tab bar: a capsule with the selected tab, and the accessory inline beside it.
  ///
  ///     ╭────────╮ ╭──────────────────────────╮
  ///     │•Library│ │ accessory                │
  ///     ╰────────╯ ╰──────────────────────────╯
  static func minimizedTabBarLines(_ tabView: SystemTabView, width: Int, color: Bool)
    -> [String]
  {
    let shown = tabView.isMoreSelected ? SystemTabView.moreTitle : sanitized(tabView.selectedTitle)
    let label = fit("•" + shown, into: max(1, width / 3 - 2))
    let capsule = columns(of: label)
    var top = "╭" + String(repeating: "─", count: capsule) + "╮"
    var middle = "│" + styled(label, .selected, color: color) + "│"
    var bottom = "╰" + String(repeating: "─", count: capsule) + "╯"
    let rest = width - capsule - 3
    if tabView.isAccessoryEnabled, rest >= 3 {
      let inner = rest - 2
      top += " ╭" + String(repeating: "─", count: inner) + "╮"
      middle += " │" + fit(" accessory", into: inner).padding(inner) + "│"
      bottom += " ╰" + String(repeating: "─", count: inner) + "╯"
    }
    return [top, middle, bottom]
  }
}

extension String {
  /// Pads with spaces to `width` terminal columns (never truncates).
  fileprivate func padding(_ width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - ReplSession.BarPicture.columns(of: self)))
  }
}
