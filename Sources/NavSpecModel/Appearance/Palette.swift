/// A team's own colours for its bar, as a scenario sets them (`palette tint "#FF9500"`,
/// docs/audits.md#a-teams-own-colours): the contrast rule then judges the team's palette rather
/// than the design document's. Each colour left nil keeps the component's own (the document's,
/// or the model's assumption where the document gives none).
///
/// What each role colours, per bar: `tint` is the accent a design selects with (the gooey ball
/// and selected label, the bubble, the system TabView's selected label, the glass pill's tint at
/// the pill's 20 %); `selected-label` and `unselected-label` the titles; `indicator` the
/// selection shape itself (pill, ball, bubble), over `tint`.
public struct Palette: Hashable, Sendable {
  public var tint: DesignColor?
  public var selectedLabel: DesignColor?
  public var unselectedLabel: DesignColor?
  public var indicator: DesignColor?

  public init(
    tint: DesignColor? = nil, selectedLabel: DesignColor? = nil,
    unselectedLabel: DesignColor? = nil, indicator: DesignColor? = nil
  ) {
    self.tint = tint
    self.selectedLabel = selectedLabel
    self.unselectedLabel = unselectedLabel
    self.indicator = indicator
  }

  /// The roles, as `palette` names them.
  public enum Role: String, Hashable, Sendable, CaseIterable {
    case tint
    case selectedLabel = "selected-label"
    case unselectedLabel = "unselected-label"
    case indicator
  }

  public subscript(role: Role) -> DesignColor? {
    get {
      switch role {
      case .tint: tint
      case .selectedLabel: selectedLabel
      case .unselectedLabel: unselectedLabel
      case .indicator: indicator
      }
    }
    set {
      switch role {
      case .tint: tint = newValue
      case .selectedLabel: selectedLabel = newValue
      case .unselectedLabel: unselectedLabel = newValue
      case .indicator: indicator = newValue
      }
    }
  }

  /// A title's colour: the team's for its state, else `tinted` (the tint, for a design whose
  /// selected title wears the accent) or the component's own.
  public func label(selected: Bool, tinted: Bool = false, otherwise own: DesignColor)
    -> DesignColor
  {
    if selected {
      return selectedLabel ?? (tinted ? tint : nil) ?? own
    }
    return unselectedLabel ?? own
  }

  /// The indicator's colour: the team's, else `fromTint` of its tint, else the component's own.
  public func indicator(
    fromTint: (DesignColor) -> DesignColor = { $0 }, otherwise own: DesignColor
  ) -> DesignColor {
    indicator ?? tint.map(fromTint) ?? own
  }
}

extension DesignColor {
  /// A team's colour, `#RRGGBB`, with another for dark mode if it gives one.
  public static func custom(light: SRGBColor, dark: SRGBColor? = nil) -> DesignColor {
    guard let dark, dark != light else { return .fixed(light.hex, light) }
    return .adaptive(name: "\(light.hex), dark \(dark.hex)", light: light, dark: dark)
  }
}
