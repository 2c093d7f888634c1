/// One way a tab container shows which tab is selected, as WCAG 2.2 SC 1.4.1 (Use of Color)
/// asks about it: a colour alone is not enough, a shape, a weight or a different image is
/// (docs/audits.md#selection-cue).
public enum SelectionCue: Hashable, Sendable {
  /// A shape drawn at the selection: the pill, the ball, the indent, the bubble. Whether it can
  /// be seen is the contrast rule's `indicator` check, not this one's.
  case shape(String)
  /// The selected title in another weight.
  case weight(selected: TextWeight, others: TextWeight)
  /// The selected tab in another image (UIKit's `selectedImage`, a filled symbol).
  case image
  /// The selected title and icon in another colour.
  case colour(selected: DesignColor, others: DesignColor)

  /// The titles' colours as a team's palette sets them over the component's own: `tinted` for a
  /// design whose selected title wears the accent (`Palette.label(selected:tinted:otherwise:)`).
  public static func labelColours(
    _ palette: Palette, selected: DesignColor, others: DesignColor, tinted: Bool = false
  ) -> SelectionCue {
    .colour(
      selected: palette.label(selected: true, tinted: tinted, otherwise: selected),
      others: palette.label(selected: false, otherwise: others))
  }

  /// Whether it shows the selection by something other than colour.
  public var isColour: Bool {
    if case .colour = self { return true }
    return false
  }
}

/// How a tab container shows its selection at one instant: how many tabs it shows side by side
/// (a minimised bar shows the selected tab alone, so there is nothing to tell apart) and its
/// cues.
public struct SelectionPresentation: Hashable, Sendable {
  public var tabsShown: Int
  public var cues: [SelectionCue]

  public init(tabsShown: Int, cues: [SelectionCue]) {
    self.tabsShown = tabsShown
    self.cues = cues
  }
}

/// A component that shows a selection among tabs, and says how (`AuditRule.selectionCue`).
///
/// Why a protocol of its own: only tab containers have a selection to show, and the rule asks
/// for it through `AuditSnapshot.components` as the gesture-alternative rule asks for gestures.
public protocol SelectionCueComponent: ScreenComponent {
  /// nil where the model does not know how the selection is drawn (the system sidebar's rows).
  func selectionPresentation(in environment: ComponentEnvironment) -> SelectionPresentation?
}
