/// A file's set-up (the statements before its first `scenario` line) run once, for every
/// scenario of the file to start from a copy of: the session is a value, so a copy is the model
/// exactly as the set-up left it, with its clock, events, matcher and invariants.
///
/// Each scenario replayed the set-up before: a 29,000-step set-up and 8,000 scenarios (0.5 MiB)
/// cost 2.3e8 steps, and a 4 MiB file of that shape ran for hours (docs/model.md#long-files).
/// What a scenario reports is unchanged: the set-up's failures and audit findings come first in
/// each scenario's result, its steps count towards each scenario's steps, as when it was
/// replayed.
struct PreludeRun {
  /// The session after the set-up's last step (or after the step the model refused).
  let session: ScenarioSession
  /// What the set-up's steps found.
  let kept: KeptResults
  /// The set-up's steps and curves, when the run records them (`RunOptions.records`): sampled
  /// once, shown once per file by the HTML report (`ScenarioResult.setUpRecording`).
  let recording: ScenarioRecording?
  /// Whether every step of the set-up ran: a step the model refused ends every scenario there.
  let ranEveryStep: Bool

  init(_ prelude: [Statement], file: String, options: RunOptions) {
    let fresh = ScenarioSession(
      file: file, exhaustive: options.exhaustive, settings: options.settings)
    var session = fresh
    var kept = KeptResults()
    var recorder = options.records ? ScenarioRecorder() : nil
    ranEveryStep = session.execute(prelude) { statement, report, session in
      kept.add(report)
      recorder?.record(statement, report, in: session)
    }
    self.session = session
    self.kept = kept
    recording = recorder.map { $0.recording(from: fresh) }
  }
}
