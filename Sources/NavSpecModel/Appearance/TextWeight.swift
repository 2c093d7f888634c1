/// A font weight as the designs name them, in increasing order.
public enum TextWeight: String, Hashable, Sendable, CaseIterable, Comparable {
  case regular
  case medium
  case semibold
  case bold
  /// 800: the bubble bar's semibold title under Bold Text.
  case heavy

  private var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }

  public static func < (lhs: TextWeight, rhs: TextWeight) -> Bool { lhs.rank < rhs.rank }

  /// The bubble bar's weights.
  public init(_ weight: FontWeight) {
    switch weight {
    case .medium: self = .medium
    case .semibold: self = .semibold
    case .bold: self = .bold
    case .heavy: self = .heavy
    }
  }
}
