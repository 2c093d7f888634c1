import NavSpecModel

/// What a scenario has said about its bubble bar so far: the variant, the font file for each
/// weight, and the widths it states (`bubble style uikit`, `bubble font "…"`,
/// `bubble width "My Projects" semibold 101.5`). Each `bubble` statement changes it, and the bar
/// is measured again.
struct BubbleBarSetup: Hashable, Sendable {
  var style = BubbleBarStyle.swiftUI
  /// The font file for each weight, as written (relative to the scenario file's folder) or the
  /// default.
  var fonts: [FontWeight: String] = BubbleTypesetter.defaultFonts
  var statedWidths: [StatedWidth: Double] = [:]

  struct StatedWidth: Hashable, Sendable {
    var title: String
    var weight: FontWeight
  }

  mutating func apply(_ setting: BubbleSetting) {
    switch setting {
    case .style(let style):
      self.style = style
    case .font(let path, let weight):
      for target in weight.map({ [$0] }) ?? FontWeight.allCases { fonts[target] = path }
    case .width(let title, let weight, let points):
      statedWidths[StatedWidth(title: title, weight: weight)] = points
    }
  }
}

/// One `bubble` statement's setting.
public enum BubbleSetting: Hashable, Sendable {
  /// `bubble style swiftui|uikit`.
  case style(BubbleBarStyle)
  /// `bubble font [medium|semibold|bold|heavy] "path"`: nil sets every weight (bold and heavy
  /// are what Bold Text draws medium and semibold in).
  case font(path: String, weight: FontWeight?)
  /// `bubble width TITLE medium|semibold|bold|heavy POINTS`.
  case width(title: String, weight: FontWeight, points: Double)
}
