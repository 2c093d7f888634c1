/// What the audits know of the header's elements (docs/audits.md): the title is the screen's
/// heading whether or not it has the header trait (the `heading` option adds it), and the search
/// button is a button that shows an image and no text, touched on its 36 pt frame.
extension CollapsingHeader: AuditableComponent {
  public func describeForAudit(
    _ description: inout AuditElementDescription, of element: AccessibilityElement,
    in environment: ComponentEnvironment
  ) {
    switch element.identifier {
    case Self.titleIdentifier:
      description = AuditElementDescription(
        role: .heading, hitRegion: nil, visibleText: Self.title)
    case Self.buttonIdentifier:
      description = AuditElementDescription(
        role: .button, hitRegion: element.frame, visibleText: nil)
    default:
      break
    }
  }
}

/// The header's motion, for the reduce-motion audit (docs/audits.md#reduce-motion): the
/// background's height animating, linearly over 0.35 s, whether Reduce Motion is on or not
/// (the document's `.animation(.linear)` does not read it; docs/components/header.md#animation).
/// The background is centred on the `TopView`, so its edges travel half the change each; the
/// motion gives the whole change of height (350 to 127 is 223 pt), which is what the finding
/// prints. The corner radius animates alongside and is no motion of its own: it reshapes the
/// corners of a background already reported.
extension CollapsingHeader {
  /// What a finding names: the header's background, which has no accessibility element.
  public static let motionElement = "header"

  public func runningMotions(in environment: ComponentEnvironment) -> [RunningMotion] {
    [
      RunningMotion.of(
        height, element: Self.motionElement, property: "header.height", kind: .translation,
        at: environment.now)
    ].compactMap { $0 }
  }
}
