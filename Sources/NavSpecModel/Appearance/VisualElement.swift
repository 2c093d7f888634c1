/// One thing on screen a contrast or Dynamic Type rule judges: a label's text, a tab's icon, a
/// non-text indicator (the pill, the ball, the bubble) or a bar's edge, with its colour and what
/// lies behind it, as they are in the settings at this instant (docs/colours.md).
public struct VisualElement: Hashable, Sendable {
  public enum Role: Hashable, Sendable {
    case text(TextAppearance)
    /// A shape that shows state (the selection): WCAG 1.4.11's non-text contrast.
    case indicator
    /// A tab's symbol, drawn in its label's colour: WCAG 1.4.11's graphical object, needed to
    /// understand which tab it is.
    case icon
    /// The bar's own fill against what surrounds it: the boundary WCAG 1.4.11 asks to stand
    /// out only where it is needed to identify the component (docs/audits.md#contrast).
    case edge
  }

  /// Its path in the state tree (`tabs[Home].text`, `pill`).
  public var path: String
  /// What a finding names: the accessibility element the text labels (a tab's title), or the
  /// part as scenarios write it (`pill`, `ball`, `bubble`).
  public var element: String
  public var role: Role
  public var frame: Rect
  public var foreground: DesignColor
  public var backdrop: Backdrop
  public var appearance: ColorAppearance
  /// What the model supplied that the design document does not state, and a finding on the
  /// element rests on ("the labels' colours: …"): the findings say so, for a person to check
  /// against the app (docs/audits.md#assumptions).
  public var assumptions: [String] = []

  public init(
    path: String, element: String, role: Role, frame: Rect, foreground: DesignColor,
    backdrop: Backdrop,
    appearance: ColorAppearance
  ) {
    self.path = path
    self.element = element
    self.role = role
    self.frame = frame
    self.foreground = foreground
    self.backdrop = backdrop
    self.appearance = appearance
  }

  /// The icon drawn beside this label, in its colour on its backdrop: a tab's symbol, which
  /// SwiftUI's `Label` and UIKit's tab items tint as their title (docs/audits.md#icons).
  public func icon() -> VisualElement {
    var icon = self
    icon.role = .icon
    icon.path = path.hasSuffix(".text") ? String(path.dropLast(5)) + ".icon" : path + ".icon"
    return icon
  }

  public var text: TextAppearance? {
    if case .text(let text) = role { return text }
    return nil
  }

  /// The element's contrast against one colour it may stand on.
  public struct Contrast: Hashable, Sendable {
    public var ratio: Double
    /// The foreground as seen (composited over the background when translucent).
    public var foreground: SRGBColor
    public var background: Backdrop.Candidate
  }

  /// The lowest contrast over every colour the backdrop may have: the worst case.
  public var worstContrast: Contrast {
    let worst = worstCandidate
    let candidate = backdrop.candidate(at: worst.index, in: appearance)
    return Contrast(ratio: worst.ratio, foreground: worst.seen, background: candidate)
  }

  /// `worstContrast.ratio` without the words of the background, which the contrast rule wants
  /// only for an element that fails: it judges every element at every step.
  public var worstContrastRatio: Double { worstCandidate.ratio }

  /// The first of the lowest: white content before black, so a tie reads the same each run.
  private var worstCandidate: (index: Int, ratio: Double, seen: SRGBColor) {
    let foreground = self.foreground.resolved(in: appearance)
    var worst = (index: 0, ratio: Double.infinity, seen: foreground)
    for (index, color) in backdrop.candidateColors(in: appearance).enumerated() {
      let seen = foreground.composited(over: color)
      let ratio = SRGBColor.contrastRatio(seen, color)
      if ratio < worst.ratio { worst = (index, ratio, seen) }
    }
    return worst
  }

}
