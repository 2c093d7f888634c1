/// How one label's text is set, and the room it has: what the contrast and Dynamic Type rules
/// read. A measurement the model does not have is nil (the glass, gooey and system tab bars'
/// labels are not shaped; the bubble bar's are, with HarfBuzz).
public struct TextAppearance: Hashable, Sendable {
  /// The text as the screen shows it (after any truncation), and the whole text.
  public var shown: String
  public var full: String
  public var pointSize: Double
  public var weight: TextWeight
  /// Whether the size follows the Dynamic Type setting (a text style does; `.system(size:)` and
  /// `.systemFont(ofSize:)` do not).
  public var scalesWithDynamicType: Bool
  /// Whether the Large Content Viewer shows the label at accessibility sizes instead: what a
  /// tab bar offers in place of larger labels (docs/platform-facts.md#large-content-viewer).
  public var offersLargeContentViewer: Bool
  /// The measured width of the whole text set on one line, and the height of a line.
  public var measuredWidth: Double?
  public var lineHeight: Double?
  /// The room the layout gives the text.
  public var availableWidth: Double?
  public var availableHeight: Double?

  public init(
    shown: String, full: String, pointSize: Double, weight: TextWeight,
    scalesWithDynamicType: Bool, offersLargeContentViewer: Bool,
    measuredWidth: Double? = nil, lineHeight: Double? = nil,
    availableWidth: Double? = nil, availableHeight: Double? = nil
  ) {
    self.shown = shown
    self.full = full
    self.pointSize = pointSize
    self.weight = weight
    self.scalesWithDynamicType = scalesWithDynamicType
    self.offersLargeContentViewer = offersLargeContentViewer
    self.measuredWidth = measuredWidth
    self.lineHeight = lineHeight
    self.availableWidth = availableWidth
    self.availableHeight = availableHeight
  }

  /// WCAG's large-scale text: at least 18 pt, or at least 14 pt bold
  /// (https://www.w3.org/TR/WCAG22/#dfn-large-scale). Bold is weight 700 or more, as CSS's
  /// `bold`; semibold (600) is not (our decision: WCAG's note names bold alone).
  public var isLarge: Bool { pointSize >= 18 || (pointSize >= 14 && weight >= .bold) }

  /// Whether the screen shows less than the whole text: cut short with "…", or wider or taller
  /// than its room. Nil when neither is known.
  public var isClipped: Bool? {
    if shown != full { return true }
    var known = false
    var clipped = false
    if let measuredWidth, let availableWidth {
      known = true
      clipped = clipped || measuredWidth > availableWidth + Self.tolerance
    }
    if let lineHeight, let availableHeight {
      known = true
      clipped = clipped || lineHeight > availableHeight + Self.tolerance
    }
    return known ? clipped : nil
  }

  /// Measurements within 0.01 pt of their room fit (our decision: below a pixel at 3x, as the
  /// model's other tolerances).
  static let tolerance = 0.01
}
