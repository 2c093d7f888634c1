/// Why a string could not be measured. The scenario language turns each into a located error
/// with a suggestion (state the width instead).
public enum TextMeasurementError: Error, Hashable, Sendable {
  /// The bytes are not a font HarfBuzz can read (no glyphs).
  case notAFont
  /// The font has no glyph for this character (HarfBuzz shaped it as .notdef).
  case missingGlyph(Character)
  /// The system's HarfBuzz (`libharfbuzz.so.0`) could not be loaded.
  case harfBuzzUnavailable
}
