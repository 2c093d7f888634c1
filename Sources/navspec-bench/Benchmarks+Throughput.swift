import NavSpecLanguage

/// Corpus throughput: how many typical scenarios one core parses, checks and runs per second.
/// "Typical" is our decision: the bundled corpus averages about 9 statements per scenario, but a
/// team's regression scenario is longer, so the bench runs one of 50 statements mixing what the
/// corpus mixes: taps, drags, a long press, raw touches, waits, settles, pushes, a deep link,
/// VoiceOver, settings, and an expectation after most inputs (each reads one state path).
extension Benchmarks {
  static let typicalScenario = """
    tabbar glass Home Search Library Profile
    route recipe apple-pie "Apple Pie" pancakes "Pancakes" in Library

    scenario "Typical 50 steps"
    tap Search
    expect selection == Search
    expect event selectionChanged(from: Home, to: Search, cause: tap)
    settle
    expect pill.offset == 87.75
    drag Search to Profile in 300ms
    expect selection == Profile
    settle
    long-press pill for 800ms
    settle
    expect pill.scale == 1
    at 3s touch down (341.25, 812)
    +16ms touch move (300, 812)
    +16ms touch move (146.25, 812)
    expect drag.active == true
    +16ms touch up (146.25, 812)
    settle
    expect selection == Search
    tap Library
    expect selection == Library
    push recipe apple-pie
    expect navigation.depth == 1
    settle
    expect navigation.path == "recipe/apple-pie"
    push recipe pancakes
    settle
    expect navigation.depth == 2
    tap back
    settle
    expect navigation.depth == 1
    expect event popped(cause: back)
    open "myapp://recipe/pancakes"
    settle
    expect navigation.depth == 1
    set reduce-motion on
    tap Home
    expect selection == Home
    set reduce-motion off
    set voiceover on
    voiceover focus Library
    expect voiceover.focus == Library
    voiceover activate
    expect selection == Library
    set voiceover off
    tap Profile
    settle
    expect selection == Profile
    expect tabs[Library].selected == false
    wait 500ms
    expect touches.count == 0

    """

  /// Target: at least 10,000 typical scenarios per second on one core, all passing: what a CI
  /// team needs for a corpus of tens of thousands of scenarios to cost seconds. Met, close to the
  /// line (10,480 to 10,650 on a 2-core VM; 6,300 to 6,870 for the build before the last round
  /// of changes and 2,850 for an older one, side by side; README). Whether a change lowered
  /// throughput is judged side by side, the old and
  /// new benchmark run on the same machine at the same time (`navspec-bench scenarios typical`
  /// runs this case alone).
  static func typicalScenarioThroughput() -> Outcome {
    let runs = 200
    var failures = 0
    let seconds = measure {
      for _ in 0..<runs {
        let result = ScenarioPipeline.run(path: "typical", text: typicalScenario)
        if result.hasErrors || !result.results.allSatisfy(\.passed) { failures += 1 }
      }
    }
    let perSecond = Double(runs) / seconds
    return Outcome(
      name: "typical 50-step scenarios per second, one core",
      measured: String(format: "%.0f /s", perSecond) + (failures > 0 ? " (FAILED TO PASS)" : ""),
      target: "at least 10,000 /s, all passing", met: failures == 0 && perSecond >= 10_000)
  }

  /// The front end alone (`ScenarioPipeline.compile`: lines, lexer, parser, checker) on the
  /// typical scenario, per second: its share of `typicalScenarioThroughput`, for profiling the
  /// two halves apart (`navspec-bench scenarios compile`). The target is the share the front end
  /// may take of the 10,000 a second above (our decision: a fifth of the time, so 50,000). Not
  /// met yet: about 22,000 on a 2-core VM, 15,400 before the parser read its tokens in place and
  /// 5,260 before ASCII lines were scanned as bytes (docs/model.md#the-front-end).
  static func typicalScenarioCompileThroughput() -> Outcome {
    let runs = 1000
    var failures = 0
    let seconds = measure {
      for _ in 0..<runs {
        let (document, diagnostics) = ScenarioPipeline.compile(
          SourceFile(path: "typical", text: typicalScenario))
        if document == nil || diagnostics.hasErrors { failures += 1 }
      }
    }
    let perSecond = Double(runs) / seconds
    return Outcome(
      name: "typical 50-step scenarios compiled per second, one core",
      measured: String(format: "%.0f /s", perSecond) + (failures > 0 ? " (ERRORS)" : ""),
      target: "at least 50,000 /s", met: failures == 0 && perSecond >= 50_000)
  }
}
