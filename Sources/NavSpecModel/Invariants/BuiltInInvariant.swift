/// A property every model must keep after every step, whatever the input: what `navspec explore`
/// checks after each generated step, and what `invariant built-in` switches on in a scenario
/// (docs/explore.md#built-in-invariants lists them with why each must hold).
public enum BuiltInInvariant: String, CaseIterable, Hashable, Sendable {
  /// A tab container has exactly one selected tab, one of its visible tabs.
  case oneSelection = "one-selection"
  /// Every number in the state tree is finite.
  case finiteValues = "finite-values"
  /// Every indicator (the pill, the ball, the bubble) lies inside its bar: at rest where it is,
  /// while it moves where it is heading (a spring's overshoot is no defect). So with nothing put
  /// in, its verdict is the same from one instant after an input or a deadline until the next,
  /// which the check inside a step relies on (`InvariantSpanCheck.observe`): a bar's check must
  /// keep judging a moving indicator by its target.
  case indicatorInsideBar = "indicator-inside-bar"
  /// The accessibility tree's tab elements are the visible tabs, in order, one selected.
  case accessibilityMatchesTabs = "accessibility-matches-tabs"
  /// No finger is followed by two components, and none by a component after it lifted.
  case oneTouchOwner = "one-touch-owner"
  /// Every stack's path is made of declared route items.
  case declaredStackItems = "declared-stack-items"
  /// Every animation in flight settles within the settle limit.
  case animationsSettle = "animations-settle"

  /// The word a scenario uses (`invariant one-selection`, `expect invariant one-selection`).
  public var name: String { rawValue }
}
