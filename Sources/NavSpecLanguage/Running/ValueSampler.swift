import NavSpecModel

/// Numbers of the model sampled over virtual time, by replaying a scenario's inputs
/// (`ScenarioReplayer`).
///
/// The cost is bounded whatever the scenario's length: at most `sampleLimit` evenly spaced
/// instants plus the instants of the expectations, and at most `curveLimit` paths per scenario,
/// all read from the same replayed model at each instant.
public enum ValueSampler {
  /// Evenly spaced instants per curve: enough for a smooth curve a few hundred pixels wide
  /// (our decision, because a plot is at most about 700 px wide and a sample every 2 px
  /// shows a spring's overshoot without visible corners).
  public static let sampleLimit = 400
  /// Curves per scenario (our decision, because a scenario that expects more paths is rare and a
  /// report with dozens of plots per scenario is not read).
  public static let curveLimit = 6

  /// The numbers at each of `paths` at each of `instants` (ascending), nil where a path has no
  /// number then. `statements` are played into `start`.
  public static func values(
    at paths: [[StateNode.PathStep]], instants: [VirtualTime], replaying statements: [Statement],
    from start: ScenarioSession
  ) -> [[Double?]] {
    var replayer = ScenarioReplayer(statements: statements, from: start)
    var values = paths.map { _ in [Double?]() }
    for instant in instants {
      let simulator = replayer.simulator(at: instant)
      for (index, path) in paths.enumerated() {
        if case .leaf(.number(let number))? = simulator.value(at: path) {
          values[index].append(number)
        } else {
          values[index].append(nil)
        }
      }
    }
    return values
  }

  /// `sampleLimit` evenly spaced instants from `start` to `end` (fewer when the span has fewer
  /// whole microseconds), merged with `extra` (the expectations' instants, so each lies on its
  /// curve), ascending and without repeats.
  public static func instants(
    from start: VirtualTime = .zero, until end: VirtualTime, including extra: [VirtualTime]
  ) -> [VirtualTime] {
    let origin = start.microseconds
    let span = max(0, end.microseconds - origin)
    let count = Int64(min(Int64(sampleLimit), span + 1))
    var instants: [Int64] = []
    if count == 1 {
      instants = [origin]
    } else {
      // Integer arithmetic, so the instants are the same on every machine.
      instants = (0..<count).map {
        origin + span / (count - 1) * $0 + span % (count - 1) * $0 / (count - 1)
      }
    }
    instants += extra.map(\.microseconds)
    return Set(instants).sorted().map { VirtualTime(microseconds: $0) }
  }

  /// The curves of `paths` from `start`'s clock to `end`, through `extra`.
  static func sample(
    _ paths: [[StateNode.PathStep]], replaying statements: [Statement],
    from start: ScenarioSession, until end: VirtualTime, including extra: [VirtualTime]
  ) -> [[ValueCurve.Sample]] {
    guard !paths.isEmpty else { return [] }
    let instants = instants(from: start.simulator.now, until: end, including: extra)
    return values(at: paths, instants: instants, replaying: statements, from: start).map {
      zip(instants, $0).map { ValueCurve.Sample(time: $0, value: $1) }
    }
  }
}
