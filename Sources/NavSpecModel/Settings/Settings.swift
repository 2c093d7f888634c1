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
