/// The Dynamic Type sizes, smallest to largest, named as in Settings > Accessibility.
///
/// Point sizes are UIKit's measured values from platform-facts.md ("Dynamic Type point sizes").
public enum DynamicTypeSize: String, Hashable, Sendable, CaseIterable, Comparable {
  case xSmall = "xS"
  case small = "S"
  case medium = "M"
  case large = "L"
  case xLarge = "xL"
  case xxLarge = "xxL"
  case xxxLarge = "xxxL"
  case accessibility1 = "AX1"
  case accessibility2 = "AX2"
  case accessibility3 = "AX3"
  case accessibility4 = "AX4"
  case accessibility5 = "AX5"

  private var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }

  public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool {
    lhs.rank < rhs.rank
  }

  /// AX1 and above: tab bars keep their label size and offer the Large Content Viewer instead
  /// (platform-facts.md, "Settings and what the platform expects of an app").
  public var isAccessibilitySize: Bool { self >= .accessibility1 }

  /// Body text point size (platform-facts.md table, row "body").
  public var bodyPointSize: Double {
    [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53][rank]
  }

  /// Caption 2 point size (platform-facts.md table, row "caption2").
  public var caption2PointSize: Double {
    [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40][rank]
  }
}
