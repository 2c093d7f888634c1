/// The one place that notices the screen on display changing, whatever changed it: a push or a
/// pop, a deep link, a restore, the app or the user selecting a tab, the selected tab being hidden.
/// Every public operation of the simulator that can change it ends in `showScreen()`, which
/// compares the screen on display with the one shown before. When it changed:
/// - a finger on the content is let go (`ComponentSignal.screenChanged`): a back swipe is cancelled (`backSwipeCancelled`, the screen
///   it moved slides back) and a pressed back button is dropped; lifting the finger afterwards acts
///   on nothing (our decision, docs/model.md#the-screen-on-display: a gesture cannot end on a
///   screen that is gone, so it ends the way the system ends touches it interrupts);
/// - while VoiceOver runs, exactly one screenChanged is posted (a new view occupies the screen,
///   docs/platform-facts.md#screen-changed-notifications) and VoiceOver moves to the element the
///   change asked for (`pendingFocus`), else to the new screen's title.
///
/// Without routes there are no screens, only the bar, and nothing is compared.
extension Simulator {
  /// Nil without routes. Read in place (`ScreenComponents.lend`), hence mutating: it is asked
  /// after every input.
  var screenOnDisplay: ScreenOnDisplay? {
    mutating get {
      let selected = components.readSelectedStack()
      guard let tab = selected.tab, let stack = selected.stack else { return nil }
      // The More list over the tab: the same screen whatever happens to the stack beneath it
      // (an app's push onto the selected tab's path shows nothing new).
      if selected.navigation.coversContent { return .containerScreen }
      return .tab(tab, revision: stack.revision)
    }
  }

  /// Compares the screen on display with the one shown before and acts on a change. Returns
  /// whether it changed. The first screen (when routes are declared) is recorded, not announced.
  @discardableResult
  mutating func showScreen() -> Bool {
    let focus = pendingFocus
    pendingFocus = nil
    let current = screenOnDisplay
    let previous = shownScreen
    shownScreen = current
    guard let previous, let current, previous != current else { return false }
    lastScreenChange = events.count
    deliver([.screenChanged])
    screenChanged(focusing: focus ?? Router.titleIdentifier)
    return true
  }

  /// Posts screenChanged while VoiceOver runs: VoiceOver moves to `identifier` (or the title when
  /// that element is gone) and reads it. Without VoiceOver nobody hears it, so nothing is emitted
  /// (our decision: keeps event lists to what an observer sees). The navigation bar's elements
  /// belong to the screen and are new with it; a tab stays the same element across screens, so
  /// when it already has focus VoiceOver only reads it again.
  mutating func screenChanged(focusing identifier: String) {
    guard settings.voiceOver else { return }
    let elements = currentAccessibilityElements()
    guard
      let element = elements.first(where: { $0.identifier == identifier })
        ?? elements.first(where: { $0.identifier == Router.titleIdentifier })
    else { return }
    events.append(
      Event(
        time: now, kind: .screenChanged, arguments: [.init("focus", .string(element.identifier))]))
    let onScreen = [Router.backButtonIdentifier, Router.titleIdentifier]
    if voiceOver.focusedIdentifier == element.identifier, !onScreen.contains(element.identifier) {
      voiceOver.speak(element, at: now, events: &events)
    } else {
      voiceOver.refocus(element, at: now, events: &events)
    }
  }
}
