/// What the audits know of the TabView's elements beyond the snapshot's guess (docs/audits.md):
/// the bar's selected item is More while the More list or one of its tabs is on display, so the
/// selected tab's own item is not then expected to say selected; the More item is a tab showing
/// "More"; the More list's rows are tabs that select nothing until tapped; its title is a
/// heading and its Edit button a button.
extension SystemTabView: AuditableComponent {
  public func describeForAudit(
    _ description: inout AuditElementDescription, of element: AccessibilityElement,
    in environment: ComponentEnvironment
  ) {
    switch element.identifier {
    case Self.moreItemIdentifier:
      description = AuditElementDescription(
        role: .tab, hitRegion: element.frame, visibleText: Self.moreTitle,
        isSelected: isMoreSelected)
    case Router.titleIdentifier where more.isListShown:
      description = AuditElementDescription(
        role: .heading, hitRegion: nil, visibleText: element.label)
    case Self.editButtonIdentifier:
      description = AuditElementDescription(
        role: .button, hitRegion: element.frame, visibleText: element.label)
    default:
      guard description.role == .tab, presentation == .tabBar else { return }
      // A row of the More list never says selected (UIKit deselects it once it has pushed its
      // tab); an item says so when it is the bar's selected item.
      description.isSelected =
        element.containerTrait == .tabBar && element.identifier == selectedBarItem
    }
  }
}
