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
