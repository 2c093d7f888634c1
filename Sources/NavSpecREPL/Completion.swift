import FoundationEssentials
import NavSpecLanguage
import NavSpecModel

/// Tab completion for the REPL: what may come at the cursor, given the line, the live model and
/// the working directory. It knows nothing of terminals; the line editor inserts or lists the
/// candidates.
///
/// Offsets are in Characters. A candidate replaces the text from `replaceFrom` to the cursor.
/// Candidates that go on (a state path's group `pill.`, a subscript `tabs[`, a folder `scenarios/`)
/// end with the character that continues them, so the editor knows not to add a space.
public struct Completion: Hashable, Sendable {
  public var replaceFrom: Int
  public var candidates: [String]

  public init(replaceFrom: Int, candidates: [String]) {
    self.replaceFrom = replaceFrom
    self.candidates = candidates
  }

  /// The candidates at `cursor` in `line`, for a session whose model is `simulator`, whose
  /// `:load` and `:save` resolve relative paths against `workingDirectory`, and where the flows
  /// named `flows` are callable.
  public init(
    line: String, cursor: Int, simulator: Simulator, workingDirectory: String,
    flows: [String] = []
  ) {
    let characters = Array(line.prefix(max(0, cursor)))
    var context = CompletionContext(
      characters: characters, simulator: simulator,
      workingDirectory: URL(fileURLWithPath: workingDirectory, isDirectory: true), flows: flows)
    let (from, candidates) = context.complete()
    self.init(replaceFrom: from, candidates: candidates)
  }

  /// The candidates for a live session.
  public init(line: String, cursor: Int, session: ReplSession) {
    self.init(
      line: line, cursor: cursor, simulator: session.simulator,
      workingDirectory: session.workingDirectory, flows: session.flows.names)
  }
}
