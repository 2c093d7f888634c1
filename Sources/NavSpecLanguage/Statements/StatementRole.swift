/// What a statement does to a scenario's time line. The checker, the REPL's `:save` and the
/// parser's timing rules all follow from it, so a new statement states its role once, in its
/// keyword table, instead of being listed in each of them.
public enum StatementRole: Hashable, Sendable, CaseIterable {
  /// `scenario "…"`: starts a scenario.
  case scenarioHeader
  /// Describes the scenario whose `scenario` line it follows (`tags`, `skip`, `xfail`): only
  /// right after that line, before the scenario's statements. The parser keeps it in the
  /// scenario's `metadata`; it is never a step.
  case scenarioMetadata
  /// Describes the world before anything happens (the screen, the tab container, routes, the
  /// TabView's sections and roles): only before the first input or wait.
  case setup
  /// How the run is driven or judged (`frame-rate`, `exhaustive`): anywhere, never timed.
  case option
  /// A change the app or the user makes to the settings, a tab or the TabView's environment:
  /// allowed in the set-up too, so it does not end it; it can be timed like an input.
  case change
  /// Something the user or the app does at an instant (touches, gestures, VoiceOver,
  /// announcements, navigation, customisation): it ends the set-up and can be timed.
  case input
  /// Lets time pass (`at T`, `wait`, `settle`): it ends the set-up.
  case clock
  /// Reads the model and changes nothing.
  case expectation
  /// Shapes the file rather than the scenario (`use`, `flow`, `end`): the parser reads it and
  /// makes no step of it.
  case definition

  /// Whether `at T` or `+D` may come in front of it.
  public var canBeTimed: Bool {
    switch self {
    case .change, .input: true
    case .scenarioHeader, .scenarioMetadata, .setup, .option, .clock, .expectation, .definition:
      false
    }
  }

  /// Whether a statement of this role ends the set-up.
  public var endsSetup: Bool {
    switch self {
    case .input, .clock: true
    case .scenarioHeader, .scenarioMetadata, .setup, .option, .change, .expectation, .definition:
      false
    }
  }
}
