import NavSpecModel

/// The scroll view's statements as a component's statements (`ComponentStatement`): their dump,
/// their check and what they run.
extension ScrollStatement: ComponentStatement {
  struct SessionState: Sendable {}

  static func makeSessionState(for session: ScenarioSession) -> SessionState { SessionState() }

  /// `Scroll Content 3000 rate 0.99`, `Fling up 1500 in 100ms`, `VoiceOver Scroll down`.
  var dumpHeader: String {
    switch self {
    case .content(let height, let rate):
      "Scroll Content \(formatNumber(height)) rate \(formatNumber(rate.perMillisecond))"
    case .fling(let direction, let speed, let from, let duration):
      "Fling \(direction.rawValue) \(formatNumber(speed))"
        + (from.map { " from (\(formatNumber($0.x)), \(formatNumber($0.y)))" } ?? "")
        + " in \(formatNumber(Double(duration ?? Self.defaultFlingDuration) / 1000))ms"
    case .voiceOverScroll(let direction):
      "VoiceOver Scroll \(direction.rawValue)"
    }
  }

  func check(in context: inout CheckContext, _ statement: Statement) {
    switch self {
    case .content(let height, let rate):
      context.setUpReferenceModel("scroll") {
        $0.installScrollView(contentHeight: height, rate: rate)
      }
    case .fling(_, _, _, let duration):
      requireScrollView(in: &context, statement)
      context.checkDuration(duration, statement: statement)
      let duration = duration ?? Self.defaultFlingDuration
      if context.fingers.contains(GestureSynthesizer.finger) {
        context.error(
          "'fling' uses finger 1, which is still down", at: statement.range,
          suggestion: "lift it first with 'touch up'")
      }
      context.countSamples(duration, statement: statement)
      context.clock = context.clock.map { $0 + duration }
    case .voiceOverScroll:
      requireScrollView(in: &context, statement)
      if !context.voiceOverOn {
        context.error(
          "VoiceOver is off here", at: statement.range,
          suggestion: "add 'set voiceover on' before this line")
      }
    }
  }

  private func requireScrollView(in context: inout CheckContext, _ statement: Statement) {
    guard context.referenceModel().scrollView == nil else { return }
    context.error(
      "there is no scroll view yet", at: statement.range,
      suggestion: "declare its content first: 'scroll content 3000'")
  }

  func run(
    in session: inout ScenarioSession, state: inout SessionState, _ statement: Statement,
    report: inout ScenarioSession.StepReport
  ) throws(ModelError) {
    switch self {
    case .content(let height, let rate):
      session.simulator.installScrollView(contentHeight: height, rate: rate)
    case .fling(let direction, let speed, let from, let duration):
      let duration = duration ?? Self.defaultFlingDuration
      let start = from.map { Point(x: $0.x, y: $0.y) } ?? session.simulator.scrollFlingStart
      let distance = speed * Double(duration) / 1_000_000
      let end = Point(x: start.x, y: start.y + (direction == .up ? -distance : distance))
      try session.play(session.synthesizer.drag(from: start, to: end, duration: duration))
    case .voiceOverScroll(let direction):
      try session.simulator.voiceOverScroll(direction)
    }
  }

  /// After `tabbar …`: a scroll view declared before it learns the tabs.
  static func tabContainerInstalled(
    in session: inout ScenarioSession, _ statement: Statement,
    report: inout ScenarioSession.StepReport
  ) throws(ModelError) {
    guard let view = session.simulator.scrollView else { return }
    session.simulator.installScrollView(contentHeight: view.contentHeight, rate: view.rate)
  }
}
