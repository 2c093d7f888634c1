#if canImport(Glibc)
  import Glibc  // pow
#else
  import Darwin
#endif

/// What the app's content behind a translucent bar looks like, as a scenario declares it
/// (`content backdrop light`, docs/audits.md#content-behind-a-bar): the model cannot know the
/// content, so without a declaration the contrast rule reports the content-dependent risk as a
/// note, and with one judges the bar's text, icons and indicators against it.
public enum ContentBackdrop: Hashable, Sendable {
  /// Light content: white, iOS's light `systemBackground` (#FFFFFF).
  case light
  /// Dark content: black, iOS's dark `systemBackground` (#000000).
  case dark
  /// Content of one colour.
  case color(SRGBColor)
  /// Images, or content of varying colour, whose relative luminance (WCAG's, 0 for black to 1
  /// for white) stays within `range`.
  case luminance(ClosedRange<Double>)

  /// How many greys a luminance range is judged at, its ends included. Our decision: the
  /// worst contrast over a range falls at an end or where the background's luminance meets the
  /// foreground's, which a material's layers move; 33 evenly spaced greys find it to within
  /// 1/32 of the range.
  public static let luminanceSamples = 33

  /// The opaque colours the content may have, each with its description.
  public var candidates: [(color: SRGBColor, description: String)] {
    switch self {
    case .light: return [(.white, "light content")]
    case .dark: return [(.black, "dark content")]
    case .color(let color): return [(color, "content")]
    case .luminance(let range):
      let steps = Self.luminanceSamples - 1
      return (0...steps).map { step in
        let luminance =
          range.lowerBound + (range.upperBound - range.lowerBound)
          * Double(step) / Double(steps)
        return (
          SRGBColor.grey(luminance: luminance),
          "content of luminance \(AuditNumber.text(luminance))"
        )
      }
    }
  }
}

extension SRGBColor {
  /// The grey whose relative luminance (WCAG 2.2) is `luminance`, clamped to 0…1: each channel
  /// is the sRGB encoding of the linear value (IEC 61966-2-1).
  public static func grey(luminance: Double) -> SRGBColor {
    let linear = min(1, max(0, luminance))
    let encoded =
      linear <= 0.0031308 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
    return SRGBColor(red: encoded, green: encoded, blue: encoded)
  }
}
