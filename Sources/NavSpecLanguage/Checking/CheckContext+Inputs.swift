import NavSpecModel

// Inputs: the clock, fingers, gesture durations and the touch-sample budget, VoiceOver.

extension CheckContext {
  mutating func advanceClock(_ timing: TimingPrefix, at range: SourceRange) {
    switch timing {
    case .absolute(let time):
      if let clock, time < clock {
        error(
          "time cannot go back: the clock is already at \(ValueFormatter.time(VirtualTime(microseconds: clock)))",
          at: range, suggestion: "use 'wait' or '+' for a time relative to now")
      }
      clock = clock.map { max($0, time) } ?? nil
    case .relative(let duration):
      clock = clock.map { $0 + duration }
    }
  }

  mutating func checkTouch(_ touch: TouchStatement, statement: Statement) {
    let finger = touch.fingerID
    let range = touch.finger?.range ?? touch.phase.range
    switch touch.phase.value {
    case .down:
      if !fingers.insert(finger).inserted {
        error(
          "finger \(finger) is already down", at: range, suggestion: "lift it first with 'touch up'"
        )
      }
    case .move, .up:
      if !fingers.contains(finger) {
        error(
          "finger \(finger) is not down", at: range,
          suggestion: "put it down first with 'touch down'")
      }
      if touch.phase.value == .up { fingers.remove(finger) }
    case .cancel:
      if touch.finger == nil {
        if fingers.isEmpty { error("no finger is down to cancel", at: range) }
        fingers.removeAll()
      } else if fingers.remove(finger) == nil {
        error("finger \(finger) is not down", at: range)
      }
    }
  }

  /// A drag makes one touch sample per frame; the scenario's total is bounded.
  mutating func countSamples(_ duration: Int64, statement: Statement) {
    let limit = ScenarioChecker.maximumSynthesisedSamples
    guard synthesisedSamples <= limit else { return }
    let duration = min(max(duration, 0), ScenarioChecker.maximumGestureDuration)
    // A down, a move per frame, and an up.
    synthesisedSamples +=
      Int(GestureSynthesizer(frameRate: frameRate).frameCount(duration: duration)) + 2
    if synthesisedSamples > limit {
      let diagnostic = Diagnostic(
        .error, "the drags of this file make more than \(limit) touch samples",
        at: statement.range, suggestion: "use shorter drags or a lower 'frame-rate'")
      diagnostics.append(diagnostic)
      sampleBudgetDiagnostic = diagnostic
    }
  }

  mutating func checkDuration(_ duration: Int64?, statement: Statement) {
    guard let duration else { return }
    if duration <= 0 || duration > ScenarioChecker.maximumGestureDuration {
      error("a gesture lasts more than 0 and at most 60s", at: statement.range)
    }
  }

  /// A synthesised gesture uses finger 1 from the current instant and leaves the clock at its end.
  mutating func checkGesture(_ target: Located<Target>, statement: Statement, duration: Int64) {
    requireTarget(target)
    if fingers.contains(GestureSynthesizer.finger) {
      error(
        "'\(statement.keyword.word)' uses finger 1, which is still down", at: statement.range,
        suggestion: "lift it first with 'touch up'")
    }
    clock = clock.map { $0 + duration }
  }

  mutating func checkVoiceOver(_ command: Located<VoiceOverCommand>) {
    if !voiceOverOn {
      error(
        "VoiceOver is off here", at: command.range,
        suggestion: "add 'set voiceover on' before this line")
    }
    switch command.value {
    case .focus(let name), .activate(.some(let name)):
      requireElement(Located(name, at: command.range))
    case .next, .previous, .escape, .activate(nil):
      break
    }
  }
}
