import NavSpecModel

/// A metamorphic relation between two runs (docs/explore.md#relations-between-runs): a generated
/// script is played as it is and again transformed, and what must agree is compared. Each case
/// says how the second run's set-up and lines are made from the first's; `RelationCheck` plays
/// both and compares.
public enum RunRelation: String, CaseIterable, Hashable, Sendable {
  /// The script mirrored for right-to-left: x → width − x, `set layout-direction rtl`.
  case mirror
  /// Both runs settle after every step; the second with Reduce Motion on.
  case reduceMotion = "reduce-motion"
  /// The script started `timeShift` later: `wait Δ` first, every `at T` made `at T+Δ`.
  case timeShift = "time-shift"
  /// The state saved at a step where the run is at rest, restored into a fresh model.
  case restore
  /// Every `wait D` split into two waits; `settle` added where nothing animates.
  case split

  /// How much later the time-shifted script starts: 2.5 s. Our decision, because it is longer
  /// than every animation and timer the model knows (the longest, a tab view's transition and
  /// the long press's 0.5 s, are well under it) and not a multiple of a 60 or 120 Hz frame, so a
  /// value that wrongly reads the absolute clock cannot agree by chance.
  public static let timeShiftMicroseconds: Int64 = 2_500_000

  /// How long both runs wait where a recogniser's memory of an earlier touch must not carry
  /// over: after the saved step (`restore`) and after each step's settle (`reduce-motion`): 1 s.
  /// Our decision, because it is longer than the double tap's 0.35 s and the long press's 0.5 s
  /// (docs/platform-facts.md), the longest a recognizer remembers an earlier touch.
  public static let touchMemoryPause: Int64 = 1_000_000

  /// What the second run's set-up adds to the first's.
  var secondSetup: [String] {
    switch self {
    case .mirror: ["set layout-direction rtl"]
    case .reduceMotion: ["set reduce-motion on"]
    case .timeShift, .restore, .split: []
    }
  }
}
