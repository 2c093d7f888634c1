/// The Dynamic Type sizes, smallest to largest, named as in Settings > Accessibility.
///
/// The model keeps tab labels at one size (see docs/model.md); `bodyPointSize` is what text
/// that follows Dynamic Type would be, for the audits' messages.
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
  /// (docs/platform-facts.md#large-content-viewer).
  public var isAccessibilitySize: Bool { self >= .accessibility1 }

  /// The body text style's point size at this size: 14, 15, 16, 17 (the default), 19, 21, 23,
  /// then 28, 33, 40, 47, 53 at AX1 to AX5 (UIKit, measured; docs/platform-facts.md#dynamic-type-sizes).
  public var bodyPointSize: Double {
    let sizes: [Double] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    return sizes[rank]
  }
}
