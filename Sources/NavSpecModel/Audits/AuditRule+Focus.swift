/// focus: while VoiceOver runs, its focus is always on something on screen; a new screen is
/// announced (screenChanged) and focus lands on it; a tab the user activated keeps the focus
/// (docs/audits.md#focus).
extension AuditRule {
  /// Under 1 % of the focused element covered counts as none: our decision, so that a frame
  /// meeting a bar's edge by a rounding does not count as hidden.
  public static let obscuredTolerance = 0.01

  public static let focus = AuditRule(
    id: "focus",
    summary:
      "With VoiceOver on, focus stays on screen, a new screen is announced and gets the focus, and an activated tab keeps it.",
    threshold:
      "each breach is an error (WCAG 2.2 SC 2.4.3 Focus Order; Apple's screenChanged notification), and so is focus hidden whole under a bar (SC 2.4.11); focus partly hidden is a warning (SC 2.4.12, Level AAA)",
    sources: [
      AuditSource(
        "WCAG 2.2, Success Criterion 2.4.3 Focus Order",
        url: "https://www.w3.org/TR/WCAG22/#focus-order"),
      AuditSource(
        "Apple Developer Documentation, UIAccessibility.Notification.screenChanged",
        url:
          "https://developer.apple.com/documentation/uikit/uiaccessibility/notification/1620198-screenchanged"
      ),
      AuditSource(
        "Apple Developer Documentation, AccessibilityNotification",
        url: "https://developer.apple.com/documentation/accessibility/accessibilitynotification"),
      AuditSource(
        "WCAG 2.2, Success Criterion 2.4.11 Focus Not Obscured (Minimum)",
        url: "https://www.w3.org/TR/WCAG22/#focus-not-obscured-minimum"),
      AuditSource(
        "WCAG 2.2, Success Criterion 2.4.12 Focus Not Obscured (Enhanced)",
        url: "https://www.w3.org/TR/WCAG22/#focus-not-obscured-enhanced"),
    ],
    defaultSeverity: .error,
    checks: [
      "lost", "no-announcement", "not-on-new-screen", "left-activated-tab", "obscured",
      "partly-obscured",
    ]
  ) { rule, snapshot in
    guard snapshot.settings.voiceOver else { return [] }
    var findings: [AuditFinding] = []
    if let focus = snapshot.voiceOverFocus, snapshot.element(focus) == nil {
      findings.append(
        rule.finding(
          "lost", on: focus,
          "VoiceOver's focus is on \(focus), which is no longer on screen; the next swipe starts from nowhere"
        ))
    }
    // Focus under a bar drawn above it: hidden whole is an AA failure (SC 2.4.11), in part the
    // AAA criterion (SC 2.4.12), a warning.
    if let focus = snapshot.voiceOverFocus, let element = snapshot.element(focus) {
      let visible = snapshot.visibleFraction(of: element)
      let shown = AuditNumber.text((1 - visible) * 100, beside: 100)
      if visible <= 0 {
        findings.append(
          rule.finding(
            "obscured", on: focus,
            "VoiceOver's focus is on \(focus), hidden whole under a bar drawn above it; WCAG 2.2 (SC 2.4.11) asks that the focused element is not entirely hidden"
          ))
      } else if visible < 1 - obscuredTolerance {
        findings.append(
          rule.finding(
            "partly-obscured", on: focus,
            "VoiceOver's focus is on \(focus), \(shown) % of it under a bar drawn above it; WCAG 2.2 (SC 2.4.12, Level AAA) asks that no part of it is hidden",
            severity: .warning))
      }
    }
    let history = FocusHistory(snapshot.events, now: snapshot.now)
    if let change = snapshot.simulator.lastScreenChange, change >= history.events.startIndex,
      change <= history.events.endIndex
    {
      let announcement = history.events[change...].first { $0.kind == .screenChanged }
      // What made the change: the last event before it that an app observes (not an animation).
      let cause = history.events[..<change].last { !$0.kind.isQuiet }
      let when = AuditTime.text(cause?.time ?? snapshot.now)
      let what = cause.map { " (after \($0.kind.rawValue))" } ?? ""
      if let announcement {
        let target = announcement.argument("focus")?.identifier ?? ""
        if target.isEmpty {
          findings.append(
            rule.finding(
              "not-on-new-screen", on: "",
              "the screen changed at \(when)\(what) and screenChanged named no element; VoiceOver's focus stays where it was"
            ))
        }
      } else {
        findings.append(
          rule.finding(
            "no-announcement", on: "",
            "the screen changed at \(when)\(what) and no screenChanged was posted; VoiceOver neither announces nor focuses the new screen"
          ))
      }
    }
    if let moved = history.focusMovedAfterTabActivation(tabs: snapshot.tabTitles) {
      findings.append(
        rule.finding(
          "left-activated-tab", on: moved.tab,
          "\(moved.tab) was activated at \(AuditTime.text(moved.time)) and the screenChanged it posted sent VoiceOver's focus to \(moved.to); it should stay on the tab"
        ))
    }
    return findings
  }
}

/// What the focus rule reads of the event log: what happened at the current instant, since
/// VoiceOver was last turned on. A screen change and an activation are judged at the instant
/// they happen (our decision: the rules run after every step, and reading the whole log at each
/// would make a long scenario's audit grow with the square of its length); the focus they leave
/// behind is judged at every instant by `lost`.
struct FocusHistory {
  let events: ArraySlice<Event>
  private(set) var lastActivation: Int?

  /// What a tab's activation makes happen at its instant: the selection or the pop to the root,
  /// their animations and transitions, the new screen's announcement and what VoiceOver says.
  /// The first event of another kind, or at a later instant, is another input's.
  static let causedByTabActivation: Set<EventKind> = [
    .selectionChanged, .reselected, .poppedToRoot, .scrollToTop, .animationBegan,
    .animationSettled, .transitionBegan, .transitionEnded, .screenChanged, .layoutChanged,
    .voiceOverFocused, .voiceOverSpoke, .tabBarExpanded,
  ]

  init(_ log: [Event], now: VirtualTime) {
    var start = log.startIndex
    for index in log.indices.reversed() {
      let event = log[index]
      if event.time != now
        || (event.kind == .settingChanged && event.argument("setting") == .string("voiceover"))
      {
        start = index + 1
        break
      }
      if lastActivation == nil, event.kind == .voiceOverActivated { lastActivation = index }
    }
    events = log[start...]
  }

  /// The last tab VoiceOver activated, when the screenChanged its activation posted sent the focus
  /// to another element. A focus moved without one is not the activation's: a touch that lands
  /// at the same instant explores to what it touches, and the log has no event for the touch.
  func focusMovedAfterTabActivation(tabs: [String]) -> (tab: String, time: VirtualTime, to: String)?
  {
    guard let activation = lastActivation,
      let tab = events[activation].argument("element")?.identifier, tabs.contains(tab)
    else { return nil }
    let time = events[activation].time
    for event in events[(activation + 1)...] {
      guard event.time == time, Self.causedByTabActivation.contains(event.kind) else { break }
      if event.kind == .screenChanged, let other = event.argument("focus")?.identifier,
        other != tab
      {
        return (tab, time, other)
      }
    }
    return nil
  }
}

extension StateValue {
  /// An event argument naming an element, as text.
  var identifier: String? {
    if case .string(let text) = self { return text }
    return nil
  }
}

/// Instants in findings' messages: seconds with three decimals ("1.250s"), as reports print them.
enum AuditTime {
  static func text(_ time: VirtualTime) -> String {
    let micros = time.microseconds
    let millis = (micros + 500) / 1000
    let fraction = millis % 1000
    let padded = fraction < 10 ? "00\(fraction)" : fraction < 100 ? "0\(fraction)" : "\(fraction)"
    return "\(millis / 1000).\(padded)s"
  }
}
