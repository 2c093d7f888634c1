/// A component that tells the audits what its accessibility elements are beyond what VoiceOver
/// reads: a back button is a button, a title a heading showing the screen's title, a tab shows
/// its title or only an icon. The snapshot asks after making its own guess
/// (`AuditSnapshot.defaultDescription`), so a component corrects only what it knows better.
///
/// Why a separate protocol and not a `ScreenComponent` requirement: a component that says
/// nothing still takes part in the audits with the snapshot's guess, and a later kind of fact
/// (colours, text metrics) can come through a protocol of its own that the rules that need it
/// ask for with `AuditSnapshot.components`.
public protocol AuditableComponent: ScreenComponent {
  func describeForAudit(
    _ description: inout AuditElementDescription, of element: AccessibilityElement,
    in environment: ComponentEnvironment)
}
