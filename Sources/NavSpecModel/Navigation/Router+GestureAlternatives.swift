/// The router's gesture that changes the stack, for the gesture-alternative rule: the edge swipe
/// back pops the top screen, which the back button's tap, or VoiceOver's activation of it, pops
/// too (docs/audits.md#gesture-alternative).
extension Router: GestureAlternativeComponent {
  public func gestureAlternatives(in environment: ComponentEnvironment) -> [GestureAlternative] {
    guard let tab = environment.selectedTab, !environment.containerNavigation.coversContent,
      let back = stack(tab).backTitle
    else { return [] }
    return [
      GestureAlternative(
        gesture: "the edge swipe back", effect: "pops to \(back)",
        element: Self.backButtonIdentifier, tap: Self.backButtonIdentifier,
        voiceOver: Self.backButtonIdentifier)
    ]
  }
}
