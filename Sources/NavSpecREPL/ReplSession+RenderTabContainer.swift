import NavSpecModel

/// `:render` for a tab container the REPL has no picture of its own for (the gooey tab bar, the
/// bubble bar, and any container registered after them), drawn only from what the component
/// protocol exposes, so that a new container renders without `:render` naming it:
///
///     ┌──────────────────────────────────────┐
///     │  Home    •Library    Search          │   each tab's accessibility label at its frame
///     │          ● ball                      │   each part at its centre (`centre(of:in:)`)
///     │          ● indent                    │
///     └──────────────────────────────────────┘
///     selected Library
///
/// Points map linearly onto the columns inside the frame, whose edges are the container's hit
/// regions (`layout(on:)`); tabs are placed by their accessibility frames, so right-to-left
/// mirrors. A container at the top of the screen (one that takes a top inset) is drawn above the
/// navigation, one at the bottom below it. The glass bar and the system TabView keep their own,
/// richer pictures (the pill's swelling, a drag, the sidebar).
extension ReplSession.BarPicture {
  static func tabContainerLines(
    _ container: any TabContainer, in simulator: Simulator, width: Int, color: Bool
  ) -> [String] {
    let inner = width - 2
    let environment = simulator.environment
    let regions = container.layout(on: simulator.device).hitRegions
    let minX = regions.map(\.minX).min() ?? 0
    let maxX = regions.map(\.maxX).max() ?? simulator.screen.width
    let columnsPerPoint = maxX > minX ? Double(inner) / (maxX - minX) : 0
    func column(_ x: Double) -> Int {
      Self.column((x - minX) * columnsPerPoint, rounding: .toNearestOrAwayFromZero)
    }

    var lines = ["┌" + String(repeating: "─", count: inner) + "┐"]

    // Titles, each centred in its element's frame.
    let titles = Set(container.tabTitles)
    var row = Canvas(width: inner)
    for element in container.accessibility(in: environment).elements
    where titles.contains(element.identifier) {
      let start = column(element.frame.minX)
      let cell = column(element.frame.maxX) - start
      let selected = element.identifier == container.selectedTitle
      let label = (selected ? "•" : "") + sanitized(element.label)
      let text = fit(label, into: cell > 2 ? cell - 1 : max(cell, 1))
      row.put(
        text, at: start + (cell - columns(of: text)) / 2, style: selected ? .selected : .plain)
    }
    lines.append("│" + row.rendered(color: color) + "│")

    // Each part the container has, at its centre, on a row of its own.
    for part in TabContainerPart.allCases {
      guard let centre = container.centre(of: part, in: environment) else { continue }
      let at = min(max(column(centre.x), 0), inner - 1)
      let label = part.rawValue
      var marker = Canvas(width: inner)
      marker.put("●", at: at, style: .pill)
      if at + 2 + label.count <= inner {
        marker.put(label, at: at + 2, style: .pill)
      } else if at - 1 - label.count >= 0 {
        marker.put(label, at: at - 1 - label.count, style: .pill)
      }
      lines.append("│" + marker.rendered(color: color) + "│")
    }

    lines.append("└" + String(repeating: "─", count: inner) + "┘")
    var status = ["selected \(sanitized(container.selectedTitle))"]
    if simulator.settings.layoutDirection == .rightToLeft { status.append("right-to-left") }
    if simulator.settings.voiceOver {
      status.append(
        "VoiceOver focus: \(simulator.voiceOver.focusedIdentifier.map(sanitized) ?? "none")")
    }
    lines.append(fit(status.joined(separator: " · "), into: width))
    return lines
  }
}
