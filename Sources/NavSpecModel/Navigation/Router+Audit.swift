/// What the audits know of the navigation bar's elements (docs/audits.md): the back button is a
/// button showing the previous screen's title, the title a heading showing the screen's title,
/// which a touch does nothing to.
extension Router: AuditableComponent {
  public func describeForAudit(
    _ description: inout AuditElementDescription, of element: AccessibilityElement,
    in environment: ComponentEnvironment
  ) {
    switch element.identifier {
    case Self.backButtonIdentifier:
      description = AuditElementDescription(
        role: .button, hitRegion: element.frame, visibleText: element.label)
    case Self.titleIdentifier:
      description = AuditElementDescription(
        role: .heading, hitRegion: nil, visibleText: element.label)
    default:
      break
    }
  }
}
