/// A property every model must keep after every step, whatever the input: what `navspec explore`
/// checks after each generated step, and what `invariant built-in` switches on in a scenario
/// (docs/explore.md#built-in-invariants lists them with why each must hold).
///
/// Its word is not a raw value: a raw-valued enum hashes its word, and the sets of these that every
/// step of `navspec explore` asks (`Set.contains`) hashed strings for about 2 % of its time; a
/// plain enum hashes its case.
public enum BuiltInInvariant: CaseIterable, Hashable, Sendable {
  /// A tab container has exactly one selected tab, one of its visible tabs.
  case oneSelection
  /// Every number in the state tree is finite.
  case finiteValues
  /// Every indicator (the pill, the ball, the bubble) lies inside its bar: at rest where it is,
  /// while it moves where it is heading (a spring's overshoot is no defect). So with nothing put
  /// in, its verdict is the same from one instant after an input or a deadline until the next,
  /// which the check inside a step relies on (`InvariantSpanCheck.observe`): a bar's check must
  /// keep judging a moving indicator by its target.
  case indicatorInsideBar
  /// The accessibility tree's tab elements are the visible tabs, in order, one selected.
  case accessibilityMatchesTabs
  /// No finger is followed by two components, and none by a component after it lifted.
  case oneTouchOwner
  /// Every stack's path is made of declared route items.
  case declaredStackItems
  /// Every animation in flight settles within the settle limit.
  case animationsSettle

  /// The word a scenario uses (`invariant one-selection`, `expect invariant one-selection`).
  public var name: String {
    switch self {
    case .oneSelection: "one-selection"
    case .finiteValues: "finite-values"
    case .indicatorInsideBar: "indicator-inside-bar"
    case .accessibilityMatchesTabs: "accessibility-matches-tabs"
    case .oneTouchOwner: "one-touch-owner"
    case .declaredStackItems: "declared-stack-items"
    case .animationsSettle: "animations-settle"
    }
  }

  /// The word, as a raw value's would be.
  public var rawValue: String { name }

  /// The invariant a word names; nil for any other word.
  public init?(rawValue: String) {
    guard let found = Self.allCases.first(where: { $0.name == rawValue }) else { return nil }
    self = found
  }
}
