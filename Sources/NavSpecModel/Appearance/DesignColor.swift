/// A colour as a design names it: a system colour that resolves by the appearance, a fixed
/// colour, or either at an opacity (`Color.gray.opacity(0.1)`). Its name is what a finding and
/// docs/colours.md call it.
public indirect enum DesignColor: Hashable, Sendable {
  case system(SystemColor)
  /// A colour that does not follow the appearance (`Color.white`, UIKit's `.black`).
  case fixed(String, SRGBColor)
  case opacity(DesignColor, Double)
  /// The colour at full opacity (a translucent bar colour under Reduce Transparency).
  case opaque(DesignColor)
  /// A team's colour with its dark-mode variant (`palette … "#000000" dark "#FFFFFF"`).
  case adaptive(name: String, light: SRGBColor, dark: SRGBColor)

  public static let white = DesignColor.fixed("white", .white)
  public static let black = DesignColor.fixed("black", .black)

  public func resolved(in appearance: ColorAppearance) -> SRGBColor {
    switch self {
    case .system(let color): return color.resolved(in: appearance)
    case .fixed(_, let color): return color
    case .opacity(let color, let factor): return color.resolved(in: appearance).withOpacity(factor)
    case .opaque(let color):
      var resolved = color.resolved(in: appearance)
      resolved.opacity = 1
      return resolved
    case .adaptive(_, let light, let dark):
      return appearance.scheme == .dark ? dark : light
    }
  }

  public func opacity(_ factor: Double) -> DesignColor { .opacity(self, factor) }

  public var name: String {
    switch self {
    case .system(let color): return color.swiftUIName
    case .fixed(let name, _): return name
    case .opacity(let color, let factor):
      return "\(color.name) at \(Int(clamping: (factor * 100).rounded())) %"
    case .opaque(let color): return "\(color.name), opaque"
    case .adaptive(let name, _, _): return name
    }
  }
}
