import NavSpecModel

/// What the HTML report shows of a scenario beyond its verdict: each step as it ran, and the
/// numbers its expectations read, as curves over virtual time.
///
/// Recorded only when `RunOptions.records` is set (`navspec run` sets it when an HTML report is
/// asked for), so a plain run neither samples nor keeps anything more than before.
public struct ScenarioRecording: Sendable {
  /// One statement as it ran.
  public struct Step: Sendable {
    public var location: SourceLocation
    /// The statement without its comment.
    public var text: String
    /// The clock when the statement was over.
    public var time: VirtualTime
    /// Whether the statement failed (an expectation that did not hold, a refused step).
    public var failed: Bool

    public init(location: SourceLocation, text: String, time: VirtualTime, failed: Bool) {
      self.location = location
      self.text = text
      self.time = time
      self.failed = failed
    }
  }

  /// The statements that ran (prelude first), up to and including a refused one.
  public var steps: [Step]
  /// One curve per state path that an `expect PATH OP NUMBER` reads, in the order of the first
  /// such expectation; at most `ValueSampler.curveLimit`.
  public var curves: [ValueCurve]
  /// Paths past `ValueSampler.curveLimit`, not plotted.
  public var omittedCurves: Int

  public init(steps: [Step], curves: [ValueCurve] = [], omittedCurves: Int = 0) {
    self.steps = steps
    self.curves = curves
    self.omittedCurves = omittedCurves
  }
}

/// A number of the model over virtual time, with the expectations that read it.
public struct ValueCurve: Sendable {
  /// One instant of the curve; `value` is nil where the path had no number (not yet installed).
  public struct Sample: Sendable, Equatable {
    public var time: VirtualTime
    public var value: Double?

    public init(time: VirtualTime, value: Double?) {
      self.time = time
      self.value = value
    }
  }

  /// One `expect PATH OP NUMBER` that read the curve.
  public struct Expectation: Sendable, Equatable {
    public var location: SourceLocation
    public var time: VirtualTime
    /// What the model had; nil when the path had no number then.
    public var actual: Double?
    /// The number written in the expectation (a bound for `<`, `>=`…).
    public var expected: Double
    public var passed: Bool

    public init(
      location: SourceLocation, time: VirtualTime, actual: Double?, expected: Double, passed: Bool
    ) {
      self.location = location
      self.time = time
      self.actual = actual
      self.expected = expected
      self.passed = passed
    }
  }

  /// The path as written in the first expectation: "pill.offset".
  public var path: String
  /// In ascending time; empty until sampled, and in a scenario that passed unless the run sets
  /// `RunOptions.samplesPassingScenarios`.
  public var samples: [Sample]
  /// In the order they ran.
  public var expectations: [Expectation]

  public init(path: String, samples: [Sample] = [], expectations: [Expectation]) {
    self.path = path
    self.samples = samples
    self.expectations = expectations
  }
}
