/// Writes a shrunk run as a `.scenario` file: a header saying where it came from and how to
/// reproduce it, the set-up, the steps, and an expectation that records the violation: it fails
/// now and passes once the defect is fixed, so the file can join the corpus as it is.
public enum ShrunkScenarioWriter {
  /// The file name for a break: the invariant's name (a stated invariant's text made a word) and
  /// the seed: `one-selection-seed7.scenario`.
  public static func fileName(for broken: InvariantBreak, seed: UInt64) -> String {
    var slug = ""
    for character in broken.invariant.lowercased() {
      if character.isASCII, character.isLetter || character.isNumber {
        slug.append(character)
      } else if !slug.isEmpty, slug.last != "-" {
        slug.append("-")
      }
    }
    while slug.hasSuffix("-") { slug.removeLast() }
    return "\(slug.isEmpty ? "invariant" : String(slug.prefix(48)))-seed\(seed).scenario"
  }

  public struct Origin: Sendable {
    /// The command that explores the same set-up: `navspec explore a.setup`, or `:explore` in
    /// the REPL, whose set-up is the session's.
    public var command: String
    public var seed: UInt64
    public var run: Int
    public var steps: Int
    public var originalSteps: Int

    public init(
      command: String, seed: UInt64, run: Int, steps: Int, originalSteps: Int
    ) {
      self.command = command
      self.seed = seed
      self.run = run
      self.steps = steps
      self.originalSteps = originalSteps
    }
  }

  public static func text(
    setup: [String], steps: [String], broken: InvariantBreak, origin: Origin
  ) -> String {
    // Each comment is escaped as the human report escapes text, so no name or message in it
    // can end the comment and start a statement (a line feed, a carriage return; and what an
    // editor shows as a line break, U+2028).
    var lines = [
      "Found by navspec explore: seed \(origin.seed), run \(origin.run), shrunk from "
        + "\(origin.originalSteps) steps to \(steps.count).",
      // Run N does not depend on how many runs follow it, so `--runs N` is the shortest
      // exploration that reproduces it.
      "Reproduce: \(origin.command) --seed \(origin.seed) --runs "
        + "\(origin.run) --steps \(origin.steps)",
      broken.message,
    ].map { "# " + PrintableText.escaping($0) }
    lines += setup
    lines += steps
    lines.append(expectation(for: broken))
    return lines.joined(separator: "\n") + "\n"
  }

  /// `expect invariant NAME` for a built-in; the stated invariant's own expectation otherwise.
  static func expectation(for broken: InvariantBreak) -> String {
    broken.isBuiltIn ? "expect invariant \(broken.invariant)" : "expect \(broken.invariant)"
  }
}
