#if canImport(Glibc)
  import Glibc  // pow
#else
  import Darwin
#endif

/// WCAG 2.x relative luminance and contrast ratio, exactly as the definitions give them
/// (https://www.w3.org/TR/WCAG22/#dfn-relative-luminance,
/// https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio).
extension SRGBColor {
  /// L = 0.2126 R + 0.7152 G + 0.0722 B, each channel linearised: c / 12.92 when c ≤ 0.04045,
  /// else ((c + 0.055) / 1.055)^2.4. The opacity is ignored: composite first.
  public var relativeLuminance: Double {
    func linear(_ channel: Double) -> Double {
      channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// (L1 + 0.05) / (L2 + 0.05), the lighter colour's luminance over the darker's: 1 to 21.
  public static func contrastRatio(_ first: SRGBColor, _ second: SRGBColor) -> Double {
    let one = first.relativeLuminance
    let two = second.relativeLuminance
    return (max(one, two) + 0.05) / (min(one, two) + 0.05)
  }
}
