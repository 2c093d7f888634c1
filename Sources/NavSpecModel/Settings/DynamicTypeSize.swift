/// The Dynamic Type sizes, smallest to largest, named as in Settings > Accessibility.
///
/// The model keeps tab labels at one size (see docs/model.md), so only the order matters here.
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
}
