/// The user's system settings that change how navigation must behave. Any of them can change at
/// any moment of a scenario, as a user can flip them in Control Center mid-gesture.
public struct Settings: Hashable, Sendable {
  public var reduceMotion = false
  public var preferCrossFade = false
  public var reduceTransparency = false
  public var increaseContrast = false
  public var boldText = false
  public var dynamicType = DynamicTypeSize.large
  public var voiceOver = false
  public var layoutDirection = LayoutDirection.leftToRight
  public var colorScheme = ColorScheme.light

  public init() {}
}

/// Horizontal reading order. In right-to-left the first tab sits at the right.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
  case leftToRight = "ltr"
  case rightToLeft = "rtl"
}

public enum ColorScheme: String, Hashable, Sendable, CaseIterable {
  case light
  case dark
}

extension Settings {
  /// The settings as the model's behaviour reads them: what touches, layout, animation and
  /// VoiceOver do under them. Colour scheme, Increase Contrast and Reduce Transparency change
  /// only colours, and Dynamic Type only whether a size is an accessibility size (the glass bar's
  /// long press then shows the Large Content Viewer): two settings with one key give the same
  /// run, step for step, but for what is drawn. `navspec audit` replays a scenario once per key
  /// and audits that run under each setting of the key (docs/audits.md#speed); a test audits
  /// the corpus both ways and requires the same report.
  public var behaviouralKey: Settings {
    var key = self
    key.colorScheme = .light
    key.increaseContrast = false
    key.reduceTransparency = false
    key.dynamicType = dynamicType.isAccessibilitySize ? .accessibility1 : .large
    return key
  }
}
