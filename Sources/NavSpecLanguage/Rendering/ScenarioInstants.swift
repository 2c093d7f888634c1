import NavSpecModel

/// A scenario played to chosen instants, for `navspec render` and the REPL's `:render`: the
/// file parsed and checked as `navspec run` does it (`ScenarioPipeline.compile`), one scenario
/// picked, its set-up and steps replayed (`ScenarioReplayer`) and the model returned at each
/// instant. A statement that spans an instant (a drag, a wait) is played up to it; an instant
/// past the scenario's end is the end state with the clock run on to it.
public struct ScenarioInstants: Sendable {
  /// Why a request cannot be drawn: a file with errors (its rendered diagnostics), an unknown
  /// scenario (with "did you mean"), or times that do not make a filmstrip.
  public struct Failure: Error, Sendable {
    public var message: String
    /// What to do about it, when there is something to say.
    public var note: String?
    /// The file's diagnostics as `navspec run` prints them, when it has errors.
    public var diagnostics: String?
  }

  /// The scenario's name, as `navspec run` names it.
  public let name: String
  let start: ScenarioSession
  let statements: [Statement]

  /// Compiles `text` and picks the scenario called `scenario` (the file's first when nil).
  public init(
    path: String, text: String, scenario: String?, settings: Settings = Settings(),
    flows: FlowResolution = .files(.fileSystem)
  ) throws(Failure) {
    let source = SourceFile(path: path, text: text)
    let (document, diagnostics) = ScenarioPipeline.compile(source, flows: flows)
    guard let document, !diagnostics.hasErrors else {
      throw Failure(
        message: "\(PrintableText.escaping(path)) has errors; nothing was drawn",
        diagnostics: diagnostics.map { DiagnosticRenderer.render($0, in: source) }.joined())
    }
    try self.init(document: document, scenario: scenario, settings: settings)
  }

  /// Picks the scenario called `scenario` in `document` (the first when nil).
  public init(document: ScenarioDocument, scenario: String?, settings: Settings = Settings())
    throws(Failure)
  {
    let file = document.source.path
    let named = document.scenarios.map { ($0, $0.name ?? ScenarioRunner.defaultName(for: file)) }
    let picked: (ScenarioBlock, String)?
    if let scenario {
      picked = named.first { $0.1 == scenario }
    } else {
      picked = named.first
    }
    guard let (block, name) = picked else {
      guard let scenario else {
        throw Failure(message: "\(PrintableText.escaping(file)) has no scenario to draw")
      }
      let names = named.map(\.1)
      throw Failure(
        message: "no scenario named '\(PrintableText.escaping(scenario))' in "
          + PrintableText.escaping(file),
        note: Suggestion.didYouMean(scenario, among: names)
          ?? "its scenarios: \(Suggestion.listing(names.map { PrintableText.escaping($0) }))")
    }
    self.name = name
    start = ScenarioSession(file: file, settings: settings)
    // Expectations only read the model; the replay leaves them out.
    statements = (document.prelude + block.statements).filter {
      $0.keyword.role != .expectation
    }
  }

  /// The model at each of `instants`, which must ascend.
  public func simulators(at instants: [VirtualTime]) -> [Simulator] {
    var replayer = ScenarioReplayer(statements: statements, from: start)
    return instants.map { replayer.simulator(at: $0) }
  }

  /// The model at `instant`.
  public func simulator(at instant: VirtualTime) -> Simulator {
    simulators(at: [instant])[0]
  }

  /// The screen at each of `instants` (which must ascend), with the paths of the fingers down.
  public func frames(at instants: [VirtualTime]) -> [ScreenFrame] {
    Self.frames(replaying: statements, from: start, at: instants)
  }

  /// The screen at each of `instants` (ascending) of `statements` replayed from `session`, the
  /// fingers' paths recorded: what `navspec render` and the REPL's `:film` draw.
  public static func frames(
    replaying statements: [Statement], from session: ScenarioSession, at instants: [VirtualTime]
  ) -> [ScreenFrame] {
    var session = session
    session.fingerPaths = FingerPaths()
    var replayer = ScenarioReplayer(statements: statements, from: session)
    return instants.map { instant in
      let played = replayer.session(at: instant)
      return ScreenFrame(
        time: instant, simulator: played.simulator, fingerPaths: played.fingerPaths?.paths ?? [:])
    }
  }

  /// The instants of a filmstrip from `from` to `to` every `every`, both ends included when the
  /// step reaches them; a failure past `SVGRenderer.frameLimit` frames.
  public static func filmstripInstants(
    from: VirtualTime, to: VirtualTime, every: VirtualTime
  ) throws(Failure) -> [VirtualTime] {
    guard to >= from else {
      throw Failure(
        message: "the filmstrip ends before it starts: \(ValueFormatter.time(to)) is earlier "
          + "than \(ValueFormatter.time(from))")
    }
    guard every.microseconds > 0 else {
      throw Failure(message: "the step between frames must be longer than 0")
    }
    let count = (to.microseconds - from.microseconds) / every.microseconds + 1
    guard count <= Int64(SVGRenderer.frameLimit) else {
      throw Failure(
        message: "that is \(count) frames; a filmstrip holds at most \(SVGRenderer.frameLimit)",
        note: "use a longer step or a shorter span")
    }
    return (0..<count).map {
      VirtualTime(microseconds: from.microseconds + $0 * every.microseconds)
    }
  }

  /// The largest coordinate or size of a `--region`, in points: our decision, a thousand times
  /// the largest screen, so that no region's numbers lose a digit when written.
  public static let regionLimit = 1_000_000.0

  /// A region of the screen written `X,Y,WIDTH,HEIGHT` in points (`--region 0,760,390,84`).
  public static func region(_ text: String) throws(Failure) -> Rect {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
      Double(String($0))
    }
    guard parts.count == 4, let x = parts[0], let y = parts[1], let width = parts[2],
      let height = parts[3]
    else {
      throw Failure(
        message: "'\(OptionFailure.shown(text))': expected a region as X,Y,WIDTH,HEIGHT in points",
        note: "e.g. --region 0,760,390,84 for the bottom 84 pt of a 390 x 844 screen")
    }
    guard [x, y, width, height].allSatisfy({ $0.isFinite && abs($0) <= regionLimit }) else {
      throw Failure(
        message: "'\(OptionFailure.shown(text))': each number of a region must be between "
          + "-\(ValueFormatter.number(regionLimit)) and \(ValueFormatter.number(regionLimit))")
    }
    guard width > 0, height > 0 else {
      throw Failure(
        message: "'\(OptionFailure.shown(text))': a region's width and height must be more than 0")
    }
    return Rect(x: x, y: y, width: width, height: height)
  }

  /// A time written as scenarios write durations (`0ms`, `350ms`, `1.5s`, `250us`).
  public static func time(_ text: String) throws(Failure) -> VirtualTime {
    let (statement, diagnostics) = ScenarioParser.parseLine(
      "wait \(text)", file: "<time>", line: 1)
    if case .wait(let duration)? = statement?.kind {
      return VirtualTime(microseconds: duration)
    }
    let message = diagnostics.first?.message ?? "expected a time such as '350ms'"
    throw Failure(
      message: "'\(OptionFailure.shown(text))': "
        + message.replacing(" after 'wait'", with: ""),
      note: diagnostics.first?.suggestion)
  }
}
