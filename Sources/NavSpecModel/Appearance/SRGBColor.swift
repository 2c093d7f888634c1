/// A colour as sRGB components (0…1, gamma-encoded, as a hex code writes them) and an opacity.
///
/// The model keeps the colours a design names so that a contrast rule can judge them; it draws
/// nothing. Compositing is done on the encoded components, as WCAG's contrast tools do and as
/// UIKit blends an sRGB colour over another (docs/colours.md#compositing).
public struct SRGBColor: Hashable, Sendable {
  public var red: Double
  public var green: Double
  public var blue: Double
  public var opacity: Double

  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.opacity = opacity
  }

  /// Components in 0…255, as Apple's and Flutter's tables write them.
  public init(red255 red: Int, green255 green: Int, blue255 blue: Int, opacity: Double = 1) {
    self.init(
      red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255,
      opacity: opacity)
  }

  public static let white = SRGBColor(red: 1, green: 1, blue: 1)
  public static let black = SRGBColor(red: 0, green: 0, blue: 0)

  /// The same colour at `opacity` times its own (SwiftUI's `Color.opacity(_:)`).
  public func withOpacity(_ factor: Double) -> SRGBColor {
    SRGBColor(red: red, green: green, blue: blue, opacity: opacity * factor)
  }

  public var isOpaque: Bool { opacity >= 1 }

  /// This colour painted over `background` (Porter-Duff source-over): an opaque background
  /// gives an opaque result.
  public func composited(over background: SRGBColor) -> SRGBColor {
    let alpha = opacity + background.opacity * (1 - opacity)
    guard alpha > 0 else { return SRGBColor(red: 0, green: 0, blue: 0, opacity: 0) }
    func mix(_ top: Double, _ bottom: Double) -> Double {
      (top * opacity + bottom * background.opacity * (1 - opacity)) / alpha
    }
    return SRGBColor(
      red: mix(red, background.red), green: mix(green, background.green),
      blue: mix(blue, background.blue), opacity: alpha)
  }

  /// `#RRGGBB`, or `#RRGGBBAA` when not opaque; components rounded to the nearest of 255 steps.
  /// Written digit by digit into the string's own storage: a `String(_:radix:)` and two
  /// concatenations per component took a third of building a tab's branch, which
  /// `navspec explore` does for every tab after every step.
  public var hex: String {
    let components = isOpaque ? [red, green, blue] : [red, green, blue, opacity]
    return String(unsafeUninitializedCapacity: 1 + 2 * components.count) { buffer in
      buffer[0] = UInt8(ascii: "#")
      var index = 1
      for value in components {
        let step = Int(clamping: (min(max(value, 0), 1) * 255).rounded())
        let byte = min(max(step, 0), 255)
        buffer[index] = Self.hexDigits[byte >> 4]
        buffer[index + 1] = Self.hexDigits[byte & 15]
        index += 2
      }
      return index
    }
  }

  /// The digits of `hex`, upper case as the design documents write them.
  private static let hexDigits = Array("0123456789ABCDEF".utf8)
}
