import NavSpecModel

/// Checks a parsed document against the model's vocabulary before any step runs: tab names,
/// settings, state paths, event names, the order of set-up, fingers, VoiceOver and time.
///
/// Scenarios are straight-line scripts, so most runtime refusals can be found here, statically,
/// and reported together with a caret and a suggestion. Every scenario is checked with the
/// prelude in front of it; a prelude problem is reported once.
public enum ScenarioChecker {
  /// Longest synthesised gesture (our decision: a minute of touches is already 7,200 samples at
  /// 120 Hz; anything longer is a typo for `wait`).
  public static let maximumGestureDuration: Int64 = 60_000_000
  /// Frame rates accepted by `frame-rate` (our decision: 1 Hz to 1 kHz covers every display).
  public static let frameRates: ClosedRange<Double> = 1...1_000
  /// Most touch samples the synthesised drags of one file may make (our decision: a million
  /// samples run in about a second; a file asking for more is a mistake, and bounding it keeps a
  /// hostile file from running for hours).
  public static let maximumSynthesisedSamples = 1_000_000
  /// Most tabs a bar may have (our decision: beyond 12 a 390 pt bar is under 33 pt an item).
  public static let maximumTabs = 12

  /// With `requireExpectation` off (the REPL loading set-up into a session), a scenario need not
  /// assert anything.
  ///
  /// Every scenario runs after the prelude, so the prelude is checked once and each scenario
  /// starts from a copy of the context it leaves (the checker is a value): its diagnostics are
  /// reported once, however many scenarios follow, and the cost is the file's length, not the
  /// prelude's times the number of scenarios.
  public static func check(_ document: ScenarioDocument, requireExpectation: Bool = true)
    -> DiagnosticList
  {
    var diagnostics = DiagnosticList()
    var afterPrelude = CheckContext()
    // By index, not `for statement in`: a subscript lends the statement to `check` where the
    // iterator copies it (retaining its every token and string), about 4% of a compile.
    for index in document.prelude.indices { afterPrelude.check(document.prelude[index]) }
    diagnostics += afterPrelude.diagnostics
    afterPrelude.diagnostics = DiagnosticList()
    let preludeSamples = afterPrelude.synthesisedSamples
    // The sample budget is the file's, not each scenario's: every scenario of a file runs, each
    // after the prelude.
    var samplesSoFar = 0
    // Reports name scenarios, so two of one name in a file could not be told apart.
    var firstLineOfName: [String: Int] = [:]
    for block in document.scenarios {
      if let name = block.name {
        if let line = firstLineOfName[name] {
          diagnostics.append(
            Diagnostic(
              .error,
              "a scenario named '\(name)' is already declared on line \(line); reports name scenarios, so names must differ",
              at: SourceRange(start: block.location, length: 8)))
        } else {
          firstLineOfName[name] = block.location.line
        }
      }
      var context = afterPrelude
      let limit = maximumSynthesisedSamples
      if samplesSoFar > 0, samplesSoFar <= limit, samplesSoFar + preludeSamples > limit {
        // This scenario's run of the prelude crosses the budget (the first run, from 0, was
        // checked above): check the prelude again from the samples so far, only to find the drag
        // that crosses it, its other diagnostics being reported already. This happens once a
        // file at most: the budget is crossed once.
        var rerun = CheckContext()
        rerun.synthesisedSamples = samplesSoFar
        for statement in document.prelude { rerun.check(statement) }
        context.synthesisedSamples = rerun.synthesisedSamples
        if let crossing = rerun.sampleBudgetDiagnostic { context.diagnostics.append(crossing) }
      } else {
        context.synthesisedSamples = samplesSoFar + preludeSamples
      }
      for index in block.statements.indices { context.check(block.statements[index]) }
      samplesSoFar = context.synthesisedSamples
      if requireExpectation, !context.hasExpectation, !block.hasUnparsedExpectation {
        let name = block.name.map { "scenario '\($0)'" } ?? "this scenario"
        context.diagnostics.append(
          Diagnostic(
            .error, "\(name) has no expectation; a scenario that asserts nothing checks nothing",
            at: SourceRange(start: block.location, length: block.name == nil ? 1 : 8),
            suggestion:
              "add a line such as 'expect selection == \(context.titles?.first ?? "Home")'"
          ))
      }
      diagnostics += context.diagnostics
    }
    return diagnostics
  }
}
