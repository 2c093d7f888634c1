import NavSpecModel
import TextMeasurement

/// Measures the tab bars' labels for the model's dynamic-type rule: each title at 10 pt in Inter
/// Medium and Inter Bold (Bold Text), the family the bubble bar is measured in by default
/// (docs/components/bubble.md#text-measurement), and the line height of Inter Medium.
///
/// Leniently: a title the font has no glyph for, or a font that cannot be read, is left
/// unmeasured, and the rule then says nothing about that label's clipping. The labels are
/// measured for the audits alone; a scenario that runs today must not fail for them.
enum LabelTypesetter {
  static let fontPaths: [TextWeight: String] = [
    .medium: "/usr/share/fonts/opentype/inter/Inter-Medium.otf",
    .bold: "/usr/share/fonts/opentype/inter/Inter-Bold.otf",
  ]

  /// Read once per process: the files do not change during a run, and reading them for every
  /// scenario would cost more than the rest of a typical scenario.
  private static let faces: [TextWeight: FontFace] = {
    var faces: [TextWeight: FontFace] = [:]
    for (weight, path) in fontPaths {
      guard
        case .success(let bytes) = SourceFileReader.readBytes(
          path, limit: BubbleTypesetter.fontSizeLimit, what: "for a font file"),
        let face = try? FontFace(bytes: bytes)
      else { continue }
      faces[weight] = face
    }
    return faces
  }()

  static func measure(_ titles: [String]) -> LabelMeasurements {
    var measurements = LabelMeasurements()
    let size = LabelMeasurements.pointSize
    measurements.lineHeight = faces[.medium]?.lineHeight(pointSize: size)
    for weight in [TextWeight.medium, .bold] {
      guard let face = faces[weight] else { continue }
      for title in titles {
        guard let width = try? face.advanceWidth(of: title, pointSize: size) else { continue }
        measurements.set(width: width, of: title, weight: weight)
      }
    }
    return measurements
  }
}
