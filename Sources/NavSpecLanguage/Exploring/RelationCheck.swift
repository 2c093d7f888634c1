import NavSpecModel

/// Plays a generated script twice, as it is and transformed by a relation, and compares what the
/// relation says must agree (docs/explore.md#relations-between-runs). Each run is played as the
/// explorer plays one: every line parsed, checked and run as a scenario's line is. The first run
/// plays the script from the set-up; the second from the set-up and the relation's additions.
struct RelationCheck {
  let relation: CheckedRelation
  let first: ExplorationSetup
  let second: ExplorationSetup
  /// How each path met so far is compared (`PathVerdict`).
  let verdicts = PathVerdicts()

  /// The checks of `relations` from `setup`; a relation whose second set-up cannot be read (an
  /// addition the set-up refuses) is left out and said through `output`, by `navspec explore` and
  /// `navspec check` alike.
  static func checks(
    of relations: [CheckedRelation], setup: ExplorationSetup, output: (String) -> Void
  ) -> [RelationCheck] {
    relations.compactMap { relation in
      do throws(ExplorationSetup.Failure) {
        return try RelationCheck(relation, setup: setup)
      } catch {
        output(
          "relation \(relation.name): not checked, the set-up refuses "
            + "\(relation.additions.joined(separator: "; "))")
        return nil
      }
    }
  }

  /// A built-in's second set-up is the first's lines and the relation's own, read as a file is,
  /// so it is also what a written pair of scenarios holds; a stated relation's is the first
  /// set-up with its changes made after it.
  init(_ relation: CheckedRelation, setup: ExplorationSetup) throws(ExplorationSetup.Failure) {
    self.relation = relation
    first = setup
    switch relation {
    case .builtIn(let builtIn):
      second =
        builtIn.secondSetup.isEmpty
        ? setup
        : try ExplorationSetup(
          path: setup.path, text: (setup.lines + builtIn.secondSetup).joined(separator: "\n"))
    case .stated(let stated):
      second = try setup.adding(stated.additions)
    }
  }

  init(_ relation: RunRelation, setup: ExplorationSetup) throws(ExplorationSetup.Failure) {
    try self.init(.builtIn(relation), setup: setup)
  }

  /// Two set-ups given as they are: a test's second run that differs as a defect would.
  init(relation: CheckedRelation, first: ExplorationSetup, second: ExplorationSetup) {
    self.relation = relation
    self.first = first
    self.second = second
  }

  init(relation: RunRelation, first: ExplorationSetup, second: ExplorationSetup) {
    self.init(relation: .builtIn(relation), first: first, second: second)
  }

  /// What both runs played and what they showed, for a break and for writing the pair.
  struct Outcome {
    var broken: RelationBreak?
    /// Whether anything was compared (the `restore` relation needs a step at rest).
    var compared = false
    var firstLines: [String] = []
    var secondLines: [String] = []
  }

  /// The model at one compared moment of a run.
  struct Moment {
    var leaves: [(path: String, value: StateValue)]
    var events: [Event]
    var atRest: Bool
    var fingersDown: Bool
    var time: VirtualTime
    var simulator: Simulator
  }

  /// The script played as it is from a set-up, step by step: what every relation but
  /// Reduce Motion plays first (a time shift of a set-up at rest included), so the relations of
  /// one run share it rather than each playing it again.
  struct FirstRun {
    var start: Moment
    var played: [[String]] = []
    var moments: [Moment] = []
    /// Where each step's touches landed (the mirror relation's).
    var touched: [[Point]] = []
    var lines: [String] = []
    var width: Double
    /// The set-up's lines, which a relation's first set-up must match to share the run.
    var setupLines: [String]

    init(_ lines: [String], from setup: ExplorationSetup) {
      setupLines = setup.lines
      var player = RelationPlayer(setup)
      player.recordsTouches = true
      start = player.moment(events: [])
      for line in lines {
        let (kept, events) = player.play([line])
        touched.append(player.touchedPoints)
        played.append(kept)
        self.lines += kept
        moments.append(player.moment(events: events))
      }
      width = player.session.simulator.screen.width
    }
  }

  /// Whether this relation's first run is the script as it is from the set-up `shared` was
  /// played from, so that run can stand for it.
  func playsFirst(asPlayedBy shared: FirstRun) -> Bool {
    guard first.lines == shared.setupLines else { return false }
    switch relation.builtIn {
    case .reduceMotion?: return false
    case .timeShift?: return shared.start.atRest
    default: return true
    }
  }

  func check(_ lines: [String], sharing shared: FirstRun? = nil) -> Outcome {
    var outcome = Outcome()
    // The first run: each group of lines is one step of the script, compared as a whole.
    let builtIn = relation.builtIn
    if let shared, playsFirst(asPlayedBy: shared) {
      outcome.firstLines = shared.lines
      return compareWithSecond(
        lines, outcome: outcome, start: shared.start, opening: [], played: shared.played,
        moments: shared.moments, touched: shared.touched, width: shared.width)
    }
    let firstGroups: [[String]] =
      switch builtIn {
      case .reduceMotion?: lines.map { [RunRelation.withoutAbsoluteTime($0)] }
      default: lines.map { [$0] }
      }
    var player = RelationPlayer(first)
    player.recordsTouches = builtIn == .mirror
    // The time-shifted run waits first: a set-up still animating would have settled by then,
    // so both runs settle first when it is not at rest.
    let start = player.moment(events: [])
    let setupAtRest = start.atRest
    let opening = builtIn == .timeShift && !setupAtRest ? ["settle"] : []
    outcome.firstLines = player.play(opening).kept
    var played: [[String]] = []
    var moments: [Moment] = []
    // Where each step's touches landed (the mirror relation's).
    var touched: [[Point]] = []
    for group in firstGroups {
      var (kept, events) = player.play(group)
      // Reduce Motion: both runs settle after every step, but not while a finger is down: each
      // run's settle ends at its own instant, so a settle between a finger's touches would set
      // them apart by different times, and the release velocity, which decides whether content
      // decelerates, would differ (found on `minimize-on-scroll.setup`). Nothing is compared
      // until the finger lifts. After the settle both wait `touchMemoryPause`, longer than any
      // recogniser remembers a touch, for the same reason: a tap 0.35 s after the last one
      // settled sooner would be the second tap of a VoiceOver double tap in one run only (found
      // on `router.setup` and `glass.setup`).
      if builtIn == .reduceMotion, !kept.isEmpty, player.session.simulator.fingersDown.isEmpty {
        let settled = player.play([
          "settle", "wait \(formatDuration(RunRelation.touchMemoryPause))",
        ])
        kept += settled.kept
        events += settled.events
      }
      touched.append(player.touchedPoints)
      played.append(kept)
      outcome.firstLines += kept
      moments.append(player.moment(events: events))
    }
    return compareWithSecond(
      lines, outcome: outcome, start: start, opening: opening, played: played, moments: moments,
      touched: touched, width: player.session.simulator.screen.width)
  }

  /// The second run, made from the first's played lines, compared step by step with it.
  private func compareWithSecond(
    _ lines: [String], outcome: Outcome, start: Moment, opening: [String], played: [[String]],
    moments: [Moment], touched: [[Point]], width: Double
  ) -> Outcome {
    let builtIn = relation.builtIn
    var outcome = outcome
    var played = played
    var moments = moments
    var touched = touched
    // The second run: a preamble (not compared), then one group for each of the first's.
    var preamble: [String] = []
    var secondGroups: [[String]] = []
    var firstIndex = 0
    var compareRestore: Int?
    switch builtIn {
    case .timeShift?:
      preamble = opening + ["wait \(formatDuration(RunRelation.timeShiftMicroseconds))"]
      secondGroups = played.map {
        $0.map { RunRelation.timeShifted($0, by: RunRelation.timeShiftMicroseconds) }
      }
    case .split?:
      secondGroups = played.enumerated().map { index, group in
        group.flatMap(RunRelation.splitWait) + (moments[index].atRest ? ["settle"] : [])
      }
    case .reduceMotion?, nil:
      // A stated relation plays the same lines from its own set-up.
      secondGroups = played
    case .mirror?:
      // Points on a frame's edge (or the screen's right edge) are moved a quarter point off it,
      // and the first run is played again with them moved: a run is then compared rather than
      // left out, as most generated runs have such a point (the generator aims at edges).
      // The rectangles on screen before each step: where its points are nudged from, and
      // where its touches must not tie.
      func rectanglesBeforeEachStep() -> [[Rect]] {
        ([start] + moments.dropLast()).map(Self.rectangles)
      }
      var before = rectanglesBeforeEachStep()
      var nudged = played
      for (index, group) in played.enumerated() {
        let edges = Set(before[index].flatMap { [$0.minX, $0.maxX] })
        nudged[index] = group.map {
          RunRelation.nudgedOffEdges($0, edges: edges, width: width)
        }
      }
      if nudged != played {
        var again = RelationPlayer(first)
        again.recordsTouches = true
        outcome.firstLines = again.play(opening).kept
        for index in nudged.indices {
          let (kept, events) = again.play(nudged[index])
          touched[index] = again.touchedPoints
          nudged[index] = kept
          outcome.firstLines += kept
          moments[index] = again.moment(events: events)
        }
        played = nudged
        before = rectanglesBeforeEachStep()
      }
      // A touch on the vertical edge of a frame is a tie: which side holds it is a convention
      // (screen space, [minX, maxX), for some hit tests; the leading edge for others), and the
      // conventions differ between components, so its mirror may fall on the other side. Such
      // runs are not compared (our decision); the sides are read before each step. Every touch
      // counts, not only the points a line names: a drag between the centres of two equal tabs
      // passes their shared edge on its middle move, which no quarter-point nudge of a named
      // tab can move (the line names the tab, not a point). A point at x = W (the checker
      // takes it, no frame holds it, and its mirror, 0, lies inside the first frame) is left
      // out too; the nudge moves the points a line names off it.
      for index in played.indices {
        let sides = Self.frameSides(before[index])
        if touched[index].contains(where: { point in
          point.x == width || sides.contains { $0.holds(point) }
        }) {
          return outcome
        }
      }
      secondGroups = played.map { $0.map { RunRelation.mirrored($0, width: width) } }
    case .restore?:
      guard let step = Self.restoreStep(played, moments) else { return outcome }
      // The first run again, with a pause after the saved step, so that no recognizer's memory
      // (the first tap of a double tap) carries across the moment the second run restores.
      let pause = "wait \(formatDuration(RunRelation.touchMemoryPause))"
      var paused = RelationPlayer(first)
      outcome.firstLines = []
      for index in played.indices {
        let group =
          index <= step
          ? played[index]
          : played[index].map { RunRelation.timeShifted($0, by: RunRelation.touchMemoryPause) }
        let (kept, events) = paused.play(group + (index == step ? [pause] : []))
        played[index] = kept
        outcome.firstLines += kept
        moments[index] = paused.moment(events: events)
      }
      let saved = moments[step].simulator.savedStateText()
      let time = moments[step].time.microseconds - RunRelation.touchMemoryPause
      preamble =
        (time > 0 ? ["wait \(formatDuration(time))"] : []) + [
          "restore state from \(Spelling.quote(saved))"
        ]
      let later = !played[...step].joined().contains(where: RunRelation.changesWhatIsNotSaved)
      secondGroups = later ? [[pause]] + Array(played[(step + 1)...]) : []
      firstIndex = step
      compareRestore = step
    }
    var secondPlayer = RelationPlayer(second)
    let (keptPreamble, _) = secondPlayer.play(preamble)
    outcome.secondLines = keptPreamble
    outcome.compared = true
    if let step = compareRestore {
      if keptPreamble.count != preamble.count {
        outcome.broken = RelationBreak(
          relation: relation, step: -1, path: "refused", expected: "the restore to be taken",
          actual: "refused", line: "")
        return outcome
      }
      if let broken = compare(moments[step], secondPlayer.moment(events: []), step: -1, line: "") {
        outcome.broken = broken
        return outcome
      }
    }
    for (offset, group) in secondGroups.enumerated() {
      let index = firstIndex + offset
      let (kept, events) = secondPlayer.play(group)
      outcome.secondLines += kept
      let line = played[index].first ?? lines[index]
      if kept.count != group.count {
        outcome.broken = RelationBreak(
          relation: relation, step: index, path: "refused",
          expected: "`\(group.joined(separator: "; "))` to be taken",
          actual: "`\(group.filter { !kept.contains($0) }.joined(separator: "; "))` refused",
          line: line)
        return outcome
      }
      // Mid-gesture the runs are not settled (Reduce Motion), so they are compared after the lift.
      // A finger held while the first run still moves ends the comparison: no settle can come
      // between the steps, and a touch during the motion may catch it (a tap stops a scroll to
      // the top) where under Reduce Motion it has already jumped there (found on
      // `header-scroll.setup`: a second finger held through a reselection and a tap).
      if builtIn == .reduceMotion, moments[index].fingersDown {
        if moments[index].simulator.isAnimating { return outcome }
        continue
      }
      let moment = secondPlayer.moment(events: events)
      if let broken = compare(moments[index], moment, step: index, line: line) {
        outcome.broken = broken
        return outcome
      }
      // After the pause that follows the restore, the later steps are compared only when the
      // restored model comes to rest where the first run does, everywhere, not only in what a
      // state saves: content scrolled by a drag, a bar it minimised, a setting, behave on
      // differently with no defect. A line's keyword cannot tell (a raw touch may scroll or
      // not); a restored selection still gliding into place is no difference.
      if compareRestore == index, !Self.restsTheSame(moments[index], moment) { return outcome }
    }
    return outcome
  }

  /// The x of every frame's left and right edge at a moment.
  /// A vertical side of a frame: where a touch is a tie between the frame and what lies
  /// beside it.
  struct FrameSide {
    var x: Double
    var minY: Double
    var maxY: Double

    /// Whether `point` lies on the side (its ends included).
    func holds(_ point: Point) -> Bool {
      point.x == x && point.y >= minY && point.y <= maxY
    }
  }

  /// The left and right side of every rectangle: a touch at a side's x but above
  /// or below it is no tie (a scroll drag down the screen's middle is not on the seam of two
  /// tabs at its foot).
  static func frameSides(_ rectangles: [Rect]) -> [FrameSide] {
    rectangles.flatMap { rect in
      [
        FrameSide(x: rect.minX, minY: rect.minY, maxY: rect.maxY),
        FrameSide(x: rect.maxX, minY: rect.minY, maxY: rect.maxY),
      ]
    }
  }

  /// Every rectangle the state holds, wherever a leaf `….x` has `y`, `width` and `height`
  /// beside it: the frames as drawn, and the frames a hit test reads, which may differ while
  /// something moves (`targetFrame`, `hitRegion`: a tap on an accessory's target edge at 374 pt
  /// missed it left to right and hit it mirrored, found on `minimize-on-scroll.setup`).
  static func rectangles(_ moment: Moment) -> [Rect] {
    var values: [String: Double] = [:]
    for leaf in moment.leaves {
      if case .number(let number) = leaf.value { values[leaf.path] = number }
    }
    var found: [Rect] = []
    for (path, x) in values where path.hasSuffix(".x") {
      let parent = path.dropLast(1)
      guard let y = values[parent + "y"], let width = values[parent + "width"],
        let height = values[parent + "height"]
      else { continue }
      found.append(Rect(x: x, y: y, width: width, height: height))
    }
    return found
  }

  /// The last step at which the first run is at rest with no finger down, before its last step:
  /// where a save restores into a fresh model what the user sees.
  static func restoreStep(_ played: [[String]], _ moments: [Moment]) -> Int? {
    guard moments.count >= 2 else { return nil }
    return (0..<(moments.count - 1)).last { moments[$0].atRest && !moments[$0].fingersDown }
  }
}

/// A run of the relation check: a session and checker from a set-up, with no invariants (the
/// explorer checks those on the first run already), playing groups of lines.
struct RelationPlayer {
  var session: ScenarioSession
  var checker: LineChecker
  let lineOffset: Int
  var count = 0
  /// Whether `play` notes where its touches landed (`touchedPoints`).
  var recordsTouches = false
  /// Where every touch the last `play` delivered landed, the moves a `drag` makes between its
  /// ends included, when `recordsTouches`.
  var touchedPoints: [Point] = []

  init(_ setup: ExplorationSetup) {
    session = setup.session
    session.invariants = SessionInvariants()
    checker = setup.checker
    lineOffset = setup.lines.count
  }

  /// Plays each line of the group; returns the lines taken and the events they emitted. A line
  /// the checker rejects or the model refuses is left out, as the explorer leaves it out.
  mutating func play(_ group: [String]) -> (kept: [String], events: [Event]) {
    var kept: [String] = []
    var events: [Event] = []
    if recordsTouches { session.touchLog = [] }
    defer {
      touchedPoints = session.touchLog ?? []
      session.touchLog = nil
    }
    for line in group {
      count += 1
      let (parsed, problems) = ScenarioParser.parseLine(
        line, file: session.file, line: lineOffset + count)
      guard let statement = parsed, !problems.contains(where: { $0.severity == .error }),
        ExplorationRun.Player.isStep(statement)
      else { continue }
      var trial = checker
      guard !trial.check(statement).contains(where: { $0.severity == .error }) else { continue }
      let before = session
      let report = session.execute(statement)
      if report.refused {
        session = before
        continue
      }
      checker = trial
      kept.append(line)
      events += report.events
    }
    return (kept, events)
  }

  func moment(events: [Event]) -> RelationCheck.Moment {
    let simulator = session.simulator
    return RelationCheck.Moment(
      leaves: StateLeaves.of(simulator.state()), events: events,
      atRest: !simulator.isAnimating && simulator.nextDeadline == nil,
      fingersDown: !simulator.fingersDown.isEmpty, time: simulator.now, simulator: simulator)
  }
}
