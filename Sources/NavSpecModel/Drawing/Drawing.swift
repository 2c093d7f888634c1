/// What a component shows at one instant, as shapes in screen points: what `navspec render`
/// writes as SVG (docs/cli.md#navspec-render).
///
/// The vocabulary is small on purpose (rectangles, rounded rectangles, circles, paths, text):
/// enough for every bar, header and screen the model knows, and each shape names its geometry
/// in the model's own numbers, so a drawing can be compared with the state tree. Colours are
/// resolved already (for the light or dark appearance of the instant), so the writer knows
/// nothing of the design colours. A component draws through `ScreenComponent.drawing(in:)`;
/// a new component draws without a change to the writer.
public struct Drawing: Hashable, Sendable {
  /// The items, back to front.
  public var items: [DrawingItem]
  /// Items drawn beneath every component's `items`: a screen that other components' content
  /// lies on (the router's root screen, under the scroll view's rows, which belong to it), while
  /// a screen pushed over the root stays in `items` and covers the rows.
  public var background: [DrawingItem] = []

  public init(_ items: [DrawingItem] = []) {
    self.items = items
  }

  public static let empty = Drawing()

  public mutating func append(_ item: DrawingItem) {
    items.append(item)
  }

  public mutating func append(contentsOf other: Drawing) {
    items += other.items
  }

  /// The items tagged with `part`, in drawing order.
  public func items(part: String) -> [DrawingItem] {
    items.filter { $0.tags.part == part }
  }
}

/// One shape with its paint and its tags.
public struct DrawingItem: Hashable, Sendable {
  public var shape: DrawingShape
  /// The fill; nil draws none.
  public var fill: SRGBColor?
  /// The outline; nil draws none.
  public var stroke: DrawingStroke?
  public var tags: DrawingTags

  public init(
    _ shape: DrawingShape, fill: SRGBColor? = nil, stroke: DrawingStroke? = nil,
    tags: DrawingTags = DrawingTags()
  ) {
    self.shape = shape
    self.fill = fill
    self.stroke = stroke
    self.tags = tags
  }
}

/// An outline: its colour and width in points.
public struct DrawingStroke: Hashable, Sendable {
  public var color: SRGBColor
  public var width: Double

  public init(_ color: SRGBColor, width: Double) {
    self.color = color
    self.width = width
  }
}

/// What a shape is, in the words of the state tree: `part` (`pill`, `ball`, `indent`, `bar`),
/// `tab` (the tab's title) and `element` (an accessibility element's identifier).
public struct DrawingTags: Hashable, Sendable {
  public var part: String?
  public var tab: String?
  public var element: String?

  public init(part: String? = nil, tab: String? = nil, element: String? = nil) {
    self.part = part
    self.tab = tab
    self.element = element
  }
}

/// A shape in screen points.
public enum DrawingShape: Hashable, Sendable {
  case rect(Rect)
  /// A rectangle with rounded corners of `cornerRadius` (a capsule when it is half the shorter
  /// side).
  case roundedRect(Rect, cornerRadius: Double)
  case circle(center: Point, radius: Double)
  /// A path whose points are relative to `origin` (a shape in its own coordinates, as the gooey
  /// bar's indent is, placed at its frame's origin).
  case path([DrawingPathCommand], origin: Point)
  case text(DrawingText)

  /// A capsule filling `rect`: corners of half its shorter side.
  public static func capsule(_ rect: Rect) -> DrawingShape {
    .roundedRect(rect, cornerRadius: min(rect.width, rect.height) / 2)
  }
}

/// One command of a path, as SwiftUI's `Path` records it.
public enum DrawingPathCommand: Hashable, Sendable {
  case move(to: Point)
  case line(to: Point)
  case curve(to: Point, control1: Point, control2: Point)
  case close

  /// The gooey shape's element as a command: the same points.
  public init(_ element: GooeyPathElement) {
    switch element {
    case .move(let point): self = .move(to: point)
    case .line(let point): self = .line(to: point)
    case .curve(let end, let control1, let control2):
      self = .curve(to: end, control1: control1, control2: control2)
    case .close: self = .close
    }
  }
}

/// A line of text: what it says, where its baseline starts or is centred, and its font.
public struct DrawingText: Hashable, Sendable {
  /// How the text sits on `position`.
  public enum Anchor: String, Hashable, Sendable {
    case start
    case middle
    case end
  }

  public var text: String
  /// The baseline's point at `anchor`.
  public var position: Point
  public var anchor: Anchor
  /// The font's family as CSS names it (`-apple-system` for SF Pro, the system font).
  public var fontName: String
  public var pointSize: Double
  public var weight: TextWeight
  /// The width the text was measured at, when the model knows it (the bubble bar's titles,
  /// shaped by HarfBuzz): the writer fits the text to it, so the picture keeps the model's
  /// widths whatever font the viewer has.
  public var measuredWidth: Double?
  /// The font file the text was measured with (its name, no folder), when the model measured
  /// it: the picture names it (`data-font`), so a reader knows which font the widths are of.
  public var fontFile: String?

  public init(
    _ text: String, at position: Point, anchor: Anchor = .middle, fontName: String,
    pointSize: Double, weight: TextWeight, measuredWidth: Double? = nil
  ) {
    self.measuredWidth = measuredWidth
    self.text = text
    self.position = position
    self.anchor = anchor
    self.fontName = fontName
    self.pointSize = pointSize
    self.weight = weight
  }

  /// The system font (SF Pro) as CSS names it on Apple platforms.
  public static let systemFont = "-apple-system"
}
