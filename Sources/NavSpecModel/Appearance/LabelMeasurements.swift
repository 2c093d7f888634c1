/// The tab bars' labels measured in their 10 pt font, handed to the model from outside (the
/// scenario language shapes them with HarfBuzz, as it does the bubble bar's titles), so that the
/// dynamic-type rule can see a label wider than its tab. A label the table lacks (a character
/// the font has no glyph for) is not measured, and nothing is said about its clipping.
public struct LabelMeasurements: Hashable, Sendable {
  /// The size every measured label is set in: the tab bars' 10 pt (docs/colours.md#text).
  public static let pointSize = 10.0
  /// The height of one line (ascender − descender + line gap), when measured.
  public var lineHeight: Double?
  private var widths: [Key: Double] = [:]

  private struct Key: Hashable, Sendable {
    var title: String
    var weight: TextWeight
  }

  public init() {}

  public mutating func set(width: Double, of title: String, weight: TextWeight) {
    widths[Key(title: title, weight: weight)] = width
  }

  /// The advance width of `title` on one line in `weight`, if measured.
  public func width(of title: String, weight: TextWeight) -> Double? {
    widths[Key(title: title, weight: weight)]
  }

  public var isEmpty: Bool { widths.isEmpty }
}
