/// How `navspec explore` and the REPL's `:explore` generate: the seed, how many runs and how
/// many steps a run (docs/explore.md#generation).
public struct ExploreOptions: Hashable, Sendable {
  public var seed: UInt64
  public var runs: Int
  public var steps: Int
  /// The relations between runs to check (`--relations`), none by default.
  public var relations: [CheckedRelation] = []

  /// Our decision, because the bundled set-ups' seeded defects are found well within these (200
  /// runs of 30 steps take under a second) and a 30-step failure still shrinks in milliseconds.
  public static let defaultRuns = 200
  public static let defaultSteps = 30
  /// The most either may be (our decision: a million runs is already minutes; a run of more than
  /// 1,000 steps finds nothing a shorter one does not, and shrinks slowly).
  public static let maximumRuns = 1_000_000
  public static let maximumSteps = 1_000

  public init(
    seed: UInt64 = 0, runs: Int = defaultRuns, steps: Int = defaultSteps,
    relations: [CheckedRelation] = []
  ) {
    self.seed = seed
    self.runs = runs
    self.steps = steps
    self.relations = relations
  }

  /// The options `:explore` takes, in the order completion offers them.
  public static let optionWords = ["--seed", "--runs", "--steps", "--relations"]

  /// Reads `--seed S`, `--runs N`, `--steps M`, `--relations LIST` from words (the REPL's
  /// `:explore`, whose set-up states no relation: a session is no set-up file); an unknown word,
  /// a bad number or an unknown relation is an `OptionFailure` naming it.
  public static func parsing(_ words: [String]) throws(OptionFailure) -> ExploreOptions {
    var options = ExploreOptions()
    var index = 0
    while index < words.count {
      let word = words[index]
      guard optionWords.contains(word) else {
        throw OptionFailure(
          message: "unknown option '\(OptionFailure.shown(word))'; :explore takes --seed S, "
            + "--runs N, --steps M, --relations LIST")
      }
      guard index + 1 < words.count else {
        throw OptionFailure(
          message: word == "--relations"
            ? "--relations needs a list such as 'mirror,split' or 'all'"
            : "\(word) needs a number")
      }
      let value = words[index + 1]
      switch word {
      case "--relations":
        options.relations = try CheckedRelation.parsing(value, stated: [])
      case "--seed":
        guard let seed = UInt64(value) else {
          throw OptionFailure(
            message:
              "--seed takes a whole number from 0 to \(UInt64.max), not '\(OptionFailure.shown(value))'"
          )
        }
        options.seed = seed
      case "--runs":
        options.runs = try count(value, option: word, maximum: maximumRuns)
      default:
        options.steps = try count(value, option: word, maximum: maximumSteps)
      }
      index += 2
    }
    return options
  }

  public static func count(_ text: String, option: String, maximum: Int) throws(OptionFailure)
    -> Int
  {
    guard let value = Int(text), value >= 1, value <= maximum else {
      throw OptionFailure(
        message:
          "\(option) takes a whole number from 1 to \(maximum), not '\(OptionFailure.shown(text))'")
    }
    return value
  }
}
