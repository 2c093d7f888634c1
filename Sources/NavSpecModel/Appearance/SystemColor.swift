/// The system colours the designs use, with their four published values: light, dark, and each
/// with Increase Contrast. docs/colours.md gives every value with its source: the system colour
/// table of Apple's Human Interface Guidelines ("Color", iOS 13 to 18 values) and, for the
/// semantic colours Apple publishes no figure for, Flutter's reconstruction of them
/// (`CupertinoColors`, packages/flutter/lib/src/cupertino/colors.dart).
public enum SystemColor: String, Hashable, Sendable, CaseIterable {
  /// UIKit `.systemBlue`, SwiftUI `Color.blue`, and the default `Color.accentColor` and tint.
  case systemBlue
  /// UIKit `.systemGray`, SwiftUI `Color.gray`.
  case systemGray
  case systemGray6
  /// `.label`, SwiftUI `.primary`.
  case label
  /// `.secondaryLabel`, SwiftUI `.secondary`.
  case secondaryLabel
  case systemBackground
  case secondarySystemBackground
  /// A bar's translucent chrome (the system tab bar's background), after Flutter's
  /// `CupertinoTheme` default `barBackgroundColor`: Apple publishes no figure.
  case barBackground

  /// The colour in `appearance`.
  public func resolved(in appearance: ColorAppearance) -> SRGBColor {
    let (light, dark, lightHigh, darkHigh) = values
    switch (appearance.scheme, appearance.increaseContrast) {
    case (.light, false): return light
    case (.dark, false): return dark
    case (.light, true): return lightHigh
    case (.dark, true): return darkHigh
    }
  }

  /// The scenario's name for it: SwiftUI's where SwiftUI has one.
  public var swiftUIName: String {
    switch self {
    case .systemBlue: return "blue"
    case .systemGray: return "gray"
    case .label: return "primary"
    case .secondaryLabel: return "secondary"
    default: return rawValue
    }
  }

  private typealias Variants = (
    light: SRGBColor, dark: SRGBColor, lightHigh: SRGBColor, darkHigh: SRGBColor
  )

  private static func rgb(_ red: Int, _ green: Int, _ blue: Int, _ alpha: Int = 255) -> SRGBColor {
    SRGBColor(red255: red, green255: green, blue255: blue, opacity: Double(alpha) / 255)
  }

  private var values: Variants {
    func rgb(_ red: Int, _ green: Int, _ blue: Int, _ alpha: Int = 255) -> SRGBColor {
      Self.rgb(red, green, blue, alpha)
    }
    switch self {
    case .systemBlue:
      return (rgb(0, 122, 255), rgb(10, 132, 255), rgb(0, 64, 221), rgb(64, 156, 255))
    case .systemGray:
      return (rgb(142, 142, 147), rgb(142, 142, 147), rgb(108, 108, 112), rgb(174, 174, 178))
    case .systemGray6:
      return (rgb(242, 242, 247), rgb(28, 28, 30), rgb(235, 235, 240), rgb(36, 36, 38))
    case .label:
      return (rgb(0, 0, 0), rgb(255, 255, 255), rgb(0, 0, 0), rgb(255, 255, 255))
    case .secondaryLabel:
      return (
        rgb(60, 60, 67, 153), rgb(235, 235, 245, 153), rgb(60, 60, 67, 173),
        rgb(235, 235, 245, 173)
      )
    case .systemBackground:
      return (rgb(255, 255, 255), rgb(0, 0, 0), rgb(255, 255, 255), rgb(0, 0, 0))
    case .secondarySystemBackground:
      return (rgb(242, 242, 247), rgb(28, 28, 30), rgb(235, 235, 240), rgb(36, 36, 38))
    case .barBackground:
      // 0xF0 = 240 of 255: 94 % opaque. Flutter gives no Increase Contrast variant.
      return (
        rgb(249, 249, 249, 240), rgb(29, 29, 29, 240), rgb(249, 249, 249, 240), rgb(29, 29, 29, 240)
      )
    }
  }
}
