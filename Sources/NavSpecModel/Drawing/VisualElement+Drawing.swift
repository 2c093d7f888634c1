/// A component's labels and indicators (`VisualElement`, what the contrast rule judges) drawn as
/// they are judged: the same frame, the same text, the same colour. Drawing from them keeps the
/// picture and the audits in one set of numbers.
extension VisualElement {
  /// Where a label's baseline sits in its frame: `pointSize × 0.35` below the frame's middle.
  /// Our decision, because SF Pro's capitals are about 0.7 em tall (its cap height, 1443 of
  /// 2048 units), so this centres them on the frame's middle.
  public static let baselineDrop = 0.35

  /// The label as text centred in its frame, in the font the element's text appearance gives;
  /// nil for an element that is not text.
  public func textItem(tags: DrawingTags) -> DrawingItem? {
    guard let text else { return nil }
    let position = Point(
      x: frame.center.x, y: frame.center.y + Self.baselineDrop * text.pointSize)
    return DrawingItem(
      .text(
        DrawingText(
          text.shown, at: position, anchor: .middle, fontName: DrawingText.systemFont,
          pointSize: text.pointSize, weight: text.weight)),
      fill: foreground.resolved(in: appearance), tags: tags)
  }

  /// The text labels among `elements`, each tagged with its element (and with its tab when
  /// `tabs` holds the element's identifier).
  public static func textItems(_ elements: [VisualElement], tabs: [String] = []) -> [DrawingItem] {
    elements.compactMap { element in
      let tab = tabs.contains(element.element) ? element.element : nil
      return element.textItem(
        tags: DrawingTags(part: tab == nil ? "label" : "title", tab: tab, element: element.element)
      )
    }
  }
}

extension Rect {
  /// This rectangle scaled by `factor` about its centre, as SwiftUI's `scaleEffect` draws.
  public func scaled(by factor: Double) -> Rect {
    // At 1 the frame itself, so that a drawn frame equals the model's to the last bit.
    guard factor != 1 else { return self }
    let center = self.center
    return Rect(
      x: center.x - width * factor / 2, y: center.y - height * factor / 2,
      width: width * factor, height: height * factor)
  }
}
