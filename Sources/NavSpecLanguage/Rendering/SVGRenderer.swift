import NavSpecModel

/// The screen at one instant as SVG, in screen points (`navspec render`, docs/cli.md).
///
/// Every component draws itself (`ScreenComponent.drawing(in:)`); this writer knows only the
/// drawing vocabulary (`Drawing`), so a new component draws without a change here. The output
/// is the same bytes on every run: numbers go through `ValueFormatter.number` (C's `%.6f`, no
/// locale), nothing reads the wall clock, and the items come in the model's order.
///
/// Every text from a scenario (titles, identifiers) is escaped for XML (`HTMLText`): `<`, `&`
/// and quotes become character references and control characters their visible escapes, so a
/// title can neither break the document nor add markup.
public enum SVGRenderer {
  /// The most characters of one text written (a title, an identifier); longer ones end in "…".
  /// Our decision, because no bar shows more than a few dozen characters of a title, and a
  /// title of megabytes must not make a picture of megabytes.
  public static let textLimit = 200
  /// The most frames of a filmstrip (`--from … --to … --every …`). Our decision: ten seconds
  /// at 60 frames a second, already a picture some 240,000 points wide.
  public static let frameLimit = 600
  /// The gap between a filmstrip's frames, and the height of the line above each that says its
  /// instant, in points. Our decision: room for a 12 pt label.
  public static let filmstripGap = 16.0
  public static let filmstripLabelHeight = 20.0
  static let filmstripLabelSize = 12.0
  /// A finger's drawn size: a circle 44 pt across, the minimum touch target of Apple's Human
  /// Interface Guidelines (Accessibility, "Buttons and controls": at least 44×44 pt), the size
  /// a fingertip covers.
  static let fingerRadius = 22.0
  /// The overlay's colours, our decision: red for what stops touches, green for what VoiceOver
  /// reads, orange for its focus, blue for the fingers and their paths; each half transparent where filled so
  /// the screen shows through.
  static let hitColor = SRGBColor(red: 1, green: 0, blue: 0)
  static let accessibilityColor = SRGBColor(red: 0, green: 0.6, blue: 0)
  static let focusColor = SRGBColor(red: 1, green: 0.5, blue: 0)
  static let fingerColor = SRGBColor(red: 0, green: 0.4, blue: 1, opacity: 0.4)
  static let fingerPathColor = SRGBColor(red: 0, green: 0.4, blue: 1, opacity: 0.8)
  /// The reading-order numbers' size, our decision: legible beside a 10 pt tab title.
  static let orderNumberSize = 9.0

  /// The screen of `simulator` at its clock's instant; with `overlay`, its hit regions, its
  /// accessibility frames numbered in reading order, VoiceOver's focus and the fingers down.
  public static func render(_ simulator: Simulator, overlay: Bool = false) -> String {
    render(ScreenFrame(simulator), overlay: overlay)
  }

  /// The screen of `frame`; with `overlay`, also the paths its fingers took. With `region`, only
  /// that part of the screen, in screen points (`--region`: a bar, for a picture in the docs).
  public static func render(_ frame: ScreenFrame, overlay: Bool = false, region: Rect? = nil)
    -> String
  {
    let shown = region ?? screenRect(frame.simulator)
    var out = "<svg xmlns=\"http://www.w3.org/2000/svg\""
    out += " width=\"\(number(shown.width))\" height=\"\(number(shown.height))\""
    out += " viewBox=\"\(viewBox(shown))\""
    out += " data-time=\"\(ValueFormatter.time(frame.time))\">\n"
    out += body(frame, overlay: overlay)
    out += "</svg>\n"
    return out
  }

  /// A standalone SVG as an element of an HTML page (the report's failures, `FilmstripPage`):
  /// HTML needs no namespace (and a page that names no address at all is plainly
  /// self-contained), and `class="screen"` tells a picture of the screen from a value plot.
  public static func inline(_ svg: String) -> String {
    let standalone = "<svg xmlns=\"http://www.w3.org/2000/svg\""
    guard svg.hasPrefix(standalone) else { return svg }
    return "<svg class=\"screen\"" + svg.dropFirst(standalone.count)
  }

  /// A filmstrip: the frames side by side, left to right, each labelled with its instant. At
  /// most `frameLimit` frames are drawn (the caller says so first: `FilmstripPlan`).
  public static func filmstrip(frames: [ScreenFrame], overlay: Bool = false, region: Rect? = nil)
    -> String
  {
    let drawn = frames.prefix(frameLimit)
    let width = drawn.map { (region ?? screenRect($0.simulator)).width }.max() ?? 0
    let height = drawn.map { (region ?? screenRect($0.simulator)).height }.max() ?? 0
    let totalWidth = Double(drawn.count) * width + Double(max(drawn.count - 1, 0)) * filmstripGap
    let totalHeight = filmstripLabelHeight + height
    var out = "<svg xmlns=\"http://www.w3.org/2000/svg\""
    out += " width=\"\(number(totalWidth))\" height=\"\(number(totalHeight))\""
    out += " viewBox=\"0 0 \(number(totalWidth)) \(number(totalHeight))\""
    out += " data-frames=\"\(drawn.count)\">\n"
    for (index, frame) in drawn.enumerated() {
      let x = Double(index) * (width + filmstripGap)
      let shown = region ?? screenRect(frame.simulator)
      let label = ValueFormatter.time(frame.time)
      out += "<text x=\"\(number(x))\" y=\"\(number(filmstripLabelHeight - 6))\""
      out += " font-family=\"monospace\" font-size=\"\(number(filmstripLabelSize))\""
      out += " data-label=\"\(label)\">\(label)</text>\n"
      out += "<svg x=\"\(number(x))\" y=\"\(number(filmstripLabelHeight))\""
      out += " width=\"\(number(shown.width))\" height=\"\(number(shown.height))\""
      out += " viewBox=\"\(viewBox(shown))\" data-time=\"\(label)\">\n"
      out += body(frame, overlay: overlay)
      out += "</svg>\n"
    }
    out += "</svg>\n"
    return out
  }

  /// The screen's background, every component's drawing, and the overlay if asked for.
  static func body(_ frame: ScreenFrame, overlay: Bool) -> String {
    let simulator = frame.simulator
    let appearance = ColorAppearance(simulator.settings)
    var out = ""
    out += element(
      DrawingItem(
        .rect(Rect(x: 0, y: 0, width: simulator.screen.width, height: simulator.screen.height)),
        fill: DesignColor.system(.systemBackground).resolved(in: appearance),
        tags: DrawingTags(part: "screen")))
    for item in simulator.drawing.items {
      out += element(item)
    }
    if overlay {
      out += "<g data-overlay=\"true\">\n"
      for item in overlayItems(frame) {
        out += element(item)
      }
      out += "</g>\n"
    }
    return out
  }

  /// The overlay as drawing items: hit regions (dashed in spirit: outlined thin), accessibility
  /// frames with their reading-order numbers, VoiceOver's focus, the fingers down and the
  /// paths they took since they landed.
  static func overlayItems(_ frame: ScreenFrame) -> [DrawingItem] {
    let simulator = frame.simulator
    var items: [DrawingItem] = []
    for region in simulator.hitRegions {
      items.append(
        DrawingItem(
          .rect(region), stroke: DrawingStroke(hitColor, width: 1),
          tags: DrawingTags(part: "hit-region")))
    }
    let focus = simulator.voiceOver.focusedIdentifier
    for (index, element) in simulator.accessibilityElements.enumerated() {
      let tags = DrawingTags(part: "accessibility", element: element.identifier)
      items.append(
        DrawingItem(
          .rect(element.frame), stroke: DrawingStroke(accessibilityColor, width: 1), tags: tags))
      items.append(
        DrawingItem(
          .text(
            DrawingText(
              String(index + 1),
              at: Point(x: element.frame.minX + 2, y: element.frame.minY + orderNumberSize),
              anchor: .start, fontName: "monospace", pointSize: orderNumberSize, weight: .bold)),
          fill: accessibilityColor,
          tags: DrawingTags(part: "reading-order", element: element.identifier)))
      if element.identifier == focus {
        items.append(
          DrawingItem(
            .rect(element.frame), stroke: DrawingStroke(focusColor, width: 3),
            tags: DrawingTags(part: "voiceover-focus", element: element.identifier)))
      }
    }
    for (finger, point) in simulator.fingerPoints {
      // The path from where the finger landed to where it is: the recorded points, then the
      // finger's own (a path ends where the circle is drawn even between two samples).
      var path = frame.fingerPaths[finger] ?? []
      if path.last != point { path.append(point) }
      if path.count >= 2 {
        let commands =
          [DrawingPathCommand.move(to: path[0])] + path.dropFirst().map { .line(to: $0) }
        items.append(
          DrawingItem(
            .path(commands, origin: .zero), stroke: DrawingStroke(fingerPathColor, width: 3),
            tags: DrawingTags(part: "finger-path", element: String(finger))))
      }
      items.append(
        DrawingItem(
          .circle(center: point, radius: fingerRadius), fill: fingerColor,
          tags: DrawingTags(part: "finger", element: String(finger))))
    }
    return items
  }

  // MARK: Writing

  /// One item as one SVG element, on its own line.
  static func element(_ item: DrawingItem) -> String {
    var out = ""
    var paint = ""
    switch item.shape {
    case .rect(let rect):
      out = "<rect" + box(rect)
    case .roundedRect(let rect, let radius):
      out = "<rect" + box(rect) + " rx=\"\(number(radius))\" ry=\"\(number(radius))\""
    case .circle(let center, let radius):
      out =
        "<circle cx=\"\(number(center.x))\" cy=\"\(number(center.y))\" r=\"\(number(radius))\""
    case .path(let commands, let origin):
      out = "<path d=\"\(pathData(commands))\""
      if origin.x != 0 || origin.y != 0 {
        out += " transform=\"translate(\(number(origin.x)) \(number(origin.y)))\""
      }
    case .text(let text):
      out = "<text x=\"\(number(text.position.x))\" y=\"\(number(text.position.y))\""
      out += " text-anchor=\"\(text.anchor.rawValue)\""
      out += " font-family=\"\(escaped(text.fontName))\""
      out += " font-size=\"\(number(text.pointSize))\""
      out += " font-weight=\"\(fontWeight(text.weight))\""
      if let width = text.measuredWidth, width > 0 {
        out += " textLength=\"\(number(width))\" lengthAdjust=\"spacingAndGlyphs\""
      }
      if let file = text.fontFile { out += " data-font=\"\(escaped(file))\"" }
    }
    paint += item.fill.map { color(" fill", $0) } ?? " fill=\"none\""
    if let stroke = item.stroke {
      paint += color(" stroke", stroke.color)
      paint += " stroke-width=\"\(number(stroke.width))\""
    }
    out += paint + tags(item.tags)
    if case .text(let text) = item.shape {
      out += ">" + escaped(text.text) + "</text>\n"
    } else {
      out += "/>\n"
    }
    return out
  }

  /// The whole screen, in points.
  static func screenRect(_ simulator: Simulator) -> Rect {
    Rect(x: 0, y: 0, width: simulator.screen.width, height: simulator.screen.height)
  }

  static func viewBox(_ rect: Rect) -> String {
    "\(number(rect.minX)) \(number(rect.minY)) \(number(rect.width)) \(number(rect.height))"
  }

  static func box(_ rect: Rect) -> String {
    " x=\"\(number(rect.minX))\" y=\"\(number(rect.minY))\""
      + " width=\"\(number(max(0, rect.width)))\" height=\"\(number(max(0, rect.height)))\""
  }

  /// The commands in SVG path syntax, as the gooey shape's elements print themselves
  /// (`GooeyPathElement.svg`): "M 0 75 L 0 0 C 28.75 15 68.75 15 88.75 0 Z".
  static func pathData(_ commands: [DrawingPathCommand]) -> String {
    func point(_ point: Point) -> String { "\(number(point.x)) \(number(point.y))" }
    return commands.map { command in
      switch command {
      case .move(let to): return "M " + point(to)
      case .line(let to): return "L " + point(to)
      case .curve(let to, let control1, let control2):
        return "C " + point(control1) + " " + point(control2) + " " + point(to)
      case .close: return "Z"
      }
    }.joined(separator: " ")
  }

  /// `fill="#RRGGBB"`, with `fill-opacity` when the colour is not opaque (6-digit colours, which
  /// every SVG reader takes; SVG 1.1 has no 8-digit form).
  static func color(_ attribute: String, _ color: SRGBColor) -> String {
    var opaque = color
    opaque.opacity = 1
    var out = "\(attribute)=\"\(opaque.hex)\""
    if !color.isOpaque {
      out += "\(attribute)-opacity=\"\(number(max(0, color.opacity)))\""
    }
    return out
  }

  /// CSS's numeric weights (CSS Fonts Level 4, `font-weight`: 400 normal, 500 medium,
  /// 600 semi-bold, 700 bold, 800 extra-bold).
  static func fontWeight(_ weight: TextWeight) -> String {
    switch weight {
    case .regular: "400"
    case .medium: "500"
    case .semibold: "600"
    case .bold: "700"
    case .heavy: "800"
    }
  }

  static func tags(_ tags: DrawingTags) -> String {
    var out = ""
    if let part = tags.part { out += " data-part=\"\(escaped(part))\"" }
    if let tab = tags.tab { out += " data-tab=\"\(escaped(tab))\"" }
    if let element = tags.element { out += " data-element=\"\(escaped(element))\"" }
    return out
  }

  /// A text from the scenario, cut at `textLimit` characters and escaped for XML.
  static func escaped(_ text: String) -> String {
    guard text.count > textLimit else { return HTMLText.escaping(text) }
    return HTMLText.escaping(text.prefix(textLimit)) + "…"
  }

  static func number(_ value: Double) -> String {
    ValueFormatter.number(value)
  }
}
