/// The settings a system colour resolves by: the colour scheme and Increase Contrast (UIKit's
/// `userInterfaceStyle` and `accessibilityContrast` traits).
public struct ColorAppearance: Hashable, Sendable {
  public var scheme: ColorScheme
  public var increaseContrast: Bool

  public init(scheme: ColorScheme, increaseContrast: Bool) {
    self.scheme = scheme
    self.increaseContrast = increaseContrast
  }

  public init(_ settings: Settings) {
    self.init(scheme: settings.colorScheme, increaseContrast: settings.increaseContrast)
  }

  /// The same scheme with Increase Contrast on or off: a rule judges both.
  public func withIncreaseContrast(_ on: Bool) -> ColorAppearance {
    ColorAppearance(scheme: scheme, increaseContrast: on)
  }

  /// "light", "dark", "light, Increase Contrast", …: how a finding names the appearance.
  public var description: String {
    scheme.rawValue + (increaseContrast ? ", Increase Contrast" : "")
  }
}
