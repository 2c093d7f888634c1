/// The glass bar's gestures that change the selection, for the gesture-alternative rule: dragging
/// the pill selects the tab it is let go over, which a tap on that tab, or VoiceOver's activation
/// of it, selects too (docs/audits.md#gesture-alternative).
extension GlassTabBar: GestureAlternativeComponent {
  public func gestureAlternatives(in environment: ComponentEnvironment) -> [GestureAlternative] {
    tabs.indices.filter { $0 != selectedIndex }.map { index in
      let title = tabs[index].title
      return GestureAlternative(
        gesture: "dragging the pill", effect: "selects \(title)", element: title, tap: title,
        voiceOver: title)
    }
  }
}
