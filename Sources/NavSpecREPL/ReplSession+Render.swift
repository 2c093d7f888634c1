import NavSpecLanguage
import NavSpecModel

/// `:render`: the bar drawn in the terminal, from the model's geometry. This file draws the
/// glass bar; ReplSession+RenderNavigation.swift the router and the system TabView;
/// ReplSession+RenderTabContainer.swift any other tab container, from the component protocol.
///
///     ┌──────────────────────────────────────┐
///     │  Home    Search  •Library  Profile   │   titles; • marks the selected tab
///     │                 [────────]           │   the pill at its presented offset and width
///     │                     ↑ drag +42pt     │   a finger the bar is following
///     └──────────────────────────────────────┘
///     selected Library · pill 185.25pt
///
/// Points map linearly onto the columns inside the frame; tabs and the pill are placed by their
/// screen frames, so right-to-left mirrors. The pill is `[───]`, `▐███▌` while swollen (drawn
/// at its scaled width) and `[═══]` when highlighted (the long press under Reduce Motion). The
/// Large Content Viewer, when up, is a box above the bar. Titles are cut with … to fit their
/// cell, counting East Asian wide characters and emoji as two columns.
extension ReplSession {
  func renderCommand(_ arguments: [String]) -> Response {
    if arguments.first == "svg" {
      // `:render svg FILE`: the screen at the current instant as `navspec render` draws it.
      guard arguments.count == 2 else { return Self.usage(":render svg FILE") }
      let svg = SVGRenderer.render(simulator)
      if let problem = Files.write(svg, to: resolvedPath(arguments[1]), overwrite: true) {
        return Self.error("cannot write \(arguments[1]): \(problem.message)")
      }
      return Response(text: "wrote \(arguments[1])\n")
    }
    guard arguments.isEmpty else { return Self.usage(":render") }
    return Response(text: BarPicture.draw(simulator, width: terminalWidth, color: colorEnabled))
  }

  enum BarPicture {
    static let minimumWidth = 40
    /// The farthest column, either side of the frame, a position is computed at: a column past
    /// the terminal is never drawn, and the bound keeps the arithmetic on it (`end - start`,
    /// `left + 2`) from overflowing whatever point the model holds (our decision).
    static let columnBounds = -1_000_000...1_000_000

    /// The terminal column of a computed position, bounded: NaN is column 0.
    static func column(_ value: Double, rounding rule: FloatingPointRoundingRule) -> Int {
      Int(clamping: value, to: columnBounds, rounding: rule)
    }

    static func draw(_ simulator: Simulator, width: Int, color: Bool) -> String {
      guard width >= minimumWidth else {
        return
          "the terminal is too narrow to draw the bar: \(width) columns, :render needs \(minimumWidth)\n"
      }
      let navigation = navigationLines(simulator, width: width, color: color)
      guard let bar = simulator.glassTabBar else {
        if let tabView = simulator.tabView {
          let lines = navigation + systemTabViewLines(tabView, width: width, color: color)
          return lines.joined(separator: "\n") + "\n"
        }
        if let container = simulator.tabContainer {
          let bar = tabContainerLines(container, in: simulator, width: width, color: color)
          let atTop = container.layout(on: simulator.device).topInset > 0
          return (atTop ? bar + navigation : navigation + bar).joined(separator: "\n") + "\n"
        }
        return "there is no tab bar to draw yet; declare one with 'tabbar glass ...'\n"
      }
      let inner = width - 2
      let direction = simulator.settings.layoutDirection
      let now = simulator.now
      let columnsPerPoint = Double(inner) / bar.frame.width
      func column(_ x: Double) -> Double { (x - bar.frame.minX) * columnsPerPoint }

      var lines = navigation

      // The Large Content Viewer: a box above the bar, centred like the system's HUD.
      if let item = bar.largeContentViewerItem {
        let title = fit(sanitized(bar.tabs[item].title), into: width - 6)
        let boxWidth = max(12, columns(of: title) + 6)
        let pad = String(repeating: " ", count: (width - boxWidth) / 2)
        let titlePad = boxWidth - 2 - columns(of: title)
        let box = [
          "╭" + String(repeating: "─", count: boxWidth - 2) + "╮",
          "│" + String(repeating: " ", count: titlePad / 2) + title
            + String(repeating: " ", count: titlePad - titlePad / 2) + "│",
          "╰" + String(repeating: "─", count: boxWidth - 2) + "╯",
        ]
        lines += box.map { pad + styled($0, .viewer, color: color) }
      }

      lines.append("┌" + String(repeating: "─", count: inner) + "┐")

      // Titles, each centred in its cell.
      var titles = Canvas(width: inner)
      for index in bar.tabs.indices {
        let frame = bar.tabFrame(index, direction: direction)
        let start = Self.column(column(frame.minX), rounding: .toNearestOrAwayFromZero)
        let end = Self.column(column(frame.maxX), rounding: .toNearestOrAwayFromZero)
        let cell = end - start
        let selected = index == bar.selectedIndex
        let label = (selected ? "•" : "") + sanitized(bar.tabs[index].title)
        let text = fit(label, into: cell > 2 ? cell - 1 : cell)
        titles.put(
          text, at: start + (cell - columns(of: text)) / 2, style: selected ? .selected : .plain)
      }
      lines.append("│" + titles.rendered(color: color) + "│")

      // The pill at its presented offset, scaled about its centre.
      let pillFrame = bar.pillFrame(at: now, direction: direction)
      let scale = bar.pill.scale.value(at: now)
      let centre = pillFrame.minX + pillFrame.width / 2
      let half = pillFrame.width * scale / 2
      let left = Self.column(column(centre - half), rounding: .toNearestOrAwayFromZero)
      let right = max(
        Self.column(column(centre + half), rounding: .toNearestOrAwayFromZero), left + 2)
      let swollen = scale > 1 + 1e-6
      let (open, fill, close, style): (String, String, String, Style) =
        bar.pill.isHighlighted
        ? ("[", "═", "]", .highlighted)
        : swollen ? ("▐", "█", "▌", .swollen) : ("[", "─", "]", .pill)
      // Where the bar's edge cuts the pill (it overhangs by a tenth of an item at either end),
      // the cap is drawn on the edge so the pill still reads as one.
      let first = min(max(left, 0), inner - 2)
      let last = max(min(right - 1, inner - 1), first + 1)
      var pill = Canvas(width: inner)
      for position in first...last {
        let glyph = position == first ? open : position == last ? close : fill
        pill.put(glyph, at: position, style: style)
      }
      lines.append("│" + pill.rendered(color: color) + "│")

      // The finger the bar follows, and what it is doing.
      if let tracking = bar.tracking, let point = simulator.fingers[tracking.finger] {
        let at = min(max(Self.column(column(point.x), rounding: .down), 0), inner - 1)
        let label: String
        if tracking.drag.hasBegun {
          let offset = bar.pill.dragOffset
          label = "drag \(offset >= 0 ? "+" : "")\(ValueFormatter.number(offset))pt"
        } else if tracking.longPress?.state == .began {
          label = "long press"
        } else {
          label = "finger down"
        }
        var finger = Canvas(width: inner)
        finger.put("↑", at: at, style: .finger)
        if at + 2 + label.count <= inner {
          finger.put(label, at: at + 2, style: .finger)
        } else if at - 1 - label.count >= 0 {
          finger.put(label, at: at - 1 - label.count, style: .finger)
        }
        lines.append("│" + finger.rendered(color: color) + "│")
      }

      lines.append("└" + String(repeating: "─", count: inner) + "┘")
      lines.append(fit(status(simulator, bar: bar, scale: scale), into: width))
      return lines.joined(separator: "\n") + "\n"
    }

    /// The facts under the picture: selection, pill, settings that change the drawing.
    static func status(_ simulator: Simulator, bar: GlassTabBar, scale: Double) -> String {
      let now = simulator.now
      var parts = ["selected \(sanitized(bar.selectedTab.title))"]
      let offset = bar.pill.offset(at: now)
      let target = bar.pill.base.target + bar.pill.dragOffset
      var pill = "pill \(ValueFormatter.number(offset))pt"
      if ValueFormatter.number(target) != ValueFormatter.number(offset) {
        pill += " → \(ValueFormatter.number(target))pt"
      }
      parts.append(pill)
      if ValueFormatter.number(scale) != "1" {
        parts.append("scale \(ValueFormatter.number(scale))")
      }
      if bar.pill.isHighlighted { parts.append("highlighted") }
      if simulator.settings.layoutDirection == .rightToLeft { parts.append("right-to-left") }
      if let item = bar.largeContentViewerItem {
        parts.append("Large Content Viewer: \(sanitized(bar.tabs[item].title))")
      }
      if simulator.settings.voiceOver {
        parts.append(
          "VoiceOver focus: \(simulator.voiceOver.focusedIdentifier.map(sanitized) ?? "none")")
      }
      return parts.joined(separator: " · ")
    }

    // MARK: Text

    enum Style {
      case plain, selected, pill, swollen, highlighted, finger, viewer

      var code: String {
        switch self {
        case .plain: ""
        case .selected: "\u{1B}[1;36m"
        case .pill: "\u{1B}[34m"
        case .swollen: "\u{1B}[1;34m"
        case .highlighted: "\u{1B}[1;33m"
        case .finger: "\u{1B}[33m"
        case .viewer: "\u{1B}[35m"
        }
      }
    }

    static let reset = "\u{1B}[0m"

    static func styled(_ text: String, _ style: Style, color: Bool) -> String {
      color && style != .plain ? style.code + text + reset : text
    }

    /// One row of terminal columns.
    struct Canvas {
      struct Cell {
        /// "" for the second column of a wide character.
        var text: String
        var style: Style
      }

      var cells: [Cell]

      init(width: Int) {
        cells = Array(repeating: Cell(text: " ", style: .plain), count: width)
      }

      /// Writes `text` from `column` on; what falls outside the row is cut off.
      mutating func put(_ text: String, at column: Int, style: Style) {
        var position = column
        for character in text {
          let width = BarPicture.columns(of: character)
          if position >= 0 && position + width <= cells.count && width > 0 {
            cells[position] = Cell(text: String(character), style: style)
            if width == 2 { cells[position + 1] = Cell(text: "", style: style) }
          }
          position += width
        }
      }

      func rendered(color: Bool) -> String {
        var out = ""
        var current = Style.plain
        for cell in cells {
          if color && cell.style != current {
            if current != .plain { out += BarPicture.reset }
            out += cell.style.code
            current = cell.style
          }
          out += cell.text
        }
        if color && current != .plain { out += BarPicture.reset }
        return out
      }
    }

    /// Control characters would break the picture; they are shown as �.
    static func sanitized(_ text: String) -> String {
      String(
        String.UnicodeScalarView(
          text.unicodeScalars.map { $0.properties.generalCategory == .control ? "\u{FFFD}" : $0 }))
    }

    /// `text` cut to at most `width` columns, ending in … when cut.
    static func fit(_ text: String, into width: Int) -> String {
      guard width > 0 else { return "" }
      if columns(of: text) <= width { return text }
      var result = ""
      var used = 0
      for character in text {
        let next = columns(of: character)
        if used + next > width - 1 { break }
        result.append(character)
        used += next
      }
      return result + "…"
    }

    static func columns(of text: String) -> Int { DisplayWidth.columns(of: text) }

    static func columns(of character: Character) -> Int { DisplayWidth.columns(of: character) }
  }
}
