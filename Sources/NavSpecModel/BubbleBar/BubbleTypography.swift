/// The table of title measurements a bubble bar is handed: each (title, weight) it can show, and
/// the height of a line, for its style's point size. The model never measures text itself.
public struct BubbleTypography: Hashable, Sendable {
  /// The height of one line of a title (ascender − descender + line gap of the font).
  public var lineHeight: Double
  /// The font each weight was measured with, for a picture to name (`navspec render`).
  public var fonts: [FontWeight: MeasuredFont] = [:]

  /// A font file that measured titles: its name (no folder), and its family as CSS names it
  /// when the language knows it (the default Inter), else nil.
  public struct MeasuredFont: Hashable, Sendable {
    public var file: String
    public var family: String?

    public init(file: String, family: String?) {
      self.file = file
      self.family = family
    }
  }
  private var metrics: [Key: TitleMetrics]

  private struct Key: Hashable, Sendable {
    var title: String
    var weight: FontWeight
  }

  public init(lineHeight: Double) {
    self.lineHeight = lineHeight
    self.metrics = [:]
  }

  public mutating func set(_ metrics: TitleMetrics, for title: String, weight: FontWeight) {
    self.metrics[Key(title: title, weight: weight)] = metrics
  }

  /// The measurements of `title` in `weight`. A pair the table lacks reads as an empty title
  /// (width 0): the language fills every pair the bar can show before installing it, so this
  /// only keeps a caller's mistake from trapping.
  public func metrics(for title: String, weight: FontWeight) -> TitleMetrics {
    metrics[Key(title: title, weight: weight)] ?? TitleMetrics(width: 0, truncations: [])
  }
}
