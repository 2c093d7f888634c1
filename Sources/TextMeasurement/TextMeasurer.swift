/// Measures titles with a set of fonts and remembers every answer, so a run shapes each
/// (font, size, string) once however often the layout asks.
///
/// A value type holding its cache: the scenario language keeps one per run. Fonts are
/// registered under a key the caller chooses (the language uses the file's path).
public struct TextMeasurer: Sendable {
  private var fonts: [String: FontFace] = [:]
  private var widths: [WidthKey: Double] = [:]
  /// How many strings were actually shaped (not answered from the cache); tests read it.
  public private(set) var shapedCount = 0

  /// The character appended to a truncated title: U+2026 HORIZONTAL ELLIPSIS, the one Core Text
  /// draws for tail truncation.
  public static let ellipsis = "\u{2026}"

  private struct WidthKey: Hashable {
    var font: String
    var pointSize: Double
    var text: String
  }

  public init() {}

  public func hasFont(_ key: String) -> Bool { fonts[key] != nil }

  public mutating func register(_ face: FontFace, as key: String) {
    fonts[key] = face
  }

  /// The advance width of `text` set in the font registered as `font`, at `pointSize`.
  /// A font that was never registered is a programming error in the caller (it registers first).
  public mutating func width(of text: String, font: String, pointSize: Double)
    throws(TextMeasurementError) -> Double
  {
    let key = WidthKey(font: font, pointSize: pointSize, text: text)
    if let known = widths[key] { return known }
    guard let face = fonts[font] else { preconditionFailure("font '\(font)' was not registered") }
    let width = try face.advanceWidth(of: text, pointSize: pointSize)
    shapedCount += 1
    widths[key] = width
    return width
  }

  public func lineHeight(font: String, pointSize: Double) -> Double {
    guard let face = fonts[font] else { preconditionFailure("font '\(font)' was not registered") }
    return face.lineHeight(pointSize: pointSize)
  }

  /// Every tail truncation of `text`, shortest first: for each whole-character prefix (an empty
  /// one included), the prefix with trailing spaces dropped and "…" appended, and its width.
  /// A layout picks the longest that fits. Each candidate is shaped whole, so kerning against
  /// the ellipsis counts, as it does when Core Text draws the truncated line.
  public mutating func tailTruncations(of text: String, font: String, pointSize: Double)
    throws(TextMeasurementError) -> [(text: String, width: Double)]
  {
    var result: [(text: String, width: Double)] = []
    var prefix = ""
    for character in text {
      let candidate = Self.trimmingTrailingSpaces(prefix) + Self.ellipsis
      result.append((candidate, try width(of: candidate, font: font, pointSize: pointSize)))
      prefix.append(character)
    }
    return result
  }

  private static func trimmingTrailingSpaces(_ text: String) -> String {
    var text = text
    while let last = text.last, last.isWhitespace { text.removeLast() }
    return text
  }
}
