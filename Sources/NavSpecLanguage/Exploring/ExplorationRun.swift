import NavSpecModel

/// One run: scenario lines played from the set-up, each parsed, checked and run as a scenario's
/// line is, with the invariants checked after every step. A line the checker rejects or the model
/// refuses is dropped, not counted as a defect (the generator wrote something meaningless here,
/// such as lifting a finger a removed line had put down), so the kept lines always form a valid
/// scenario. The run ends at the first broken invariant.
public struct ExplorationRun: Sendable {
  /// The lines kept, in order: the steps of the scenario this run would write.
  public var lines: [String] = []
  /// The first invariant broken, at the last kept line.
  public var broken: InvariantBreak?
  /// How many coverage keys the run added.
  public var newCoverage = 0

  /// The state a run carries from step to step.
  struct Player {
    var session: ScenarioSession
    var checker: LineChecker
    let lineOffset: Int
    var run = ExplorationRun()
    /// The state tree after the last kept step, when coverage read it: the generator aims the
    /// next step with it rather than building it again.
    var lastState: StateNode?

    init(_ setup: ExplorationSetup) {
      session = setup.session
      session.stateTreeMemo = StateTreeMemo()
      checker = setup.checker
      lineOffset = setup.lines.count
    }

    /// Plays one line; returns false when it was dropped. Coverage is recorded when given.
    ///
    /// `undoes`: a dropped line leaves the player as it was, which a copy of the session and the
    /// checker taken before every line provides. Without it, a line the checker rejects or the
    /// model refuses may leave them changed, and the caller puts them back (`restore`): a
    /// generated run drops about one line in 150, and the two copies were about 4 % of its time.
    mutating func play(_ line: String, coverage: inout CoverageMap?, undoes: Bool = true) -> Bool {
      let (parsed, problems) = ScenarioParser.parseLine(
        line, file: session.file, line: lineOffset + run.lines.count + 1)
      guard let statement = parsed, !problems.contains(where: { $0.severity == .error }),
        Self.isStep(statement)
      else { return false }
      let checkerBefore = undoes ? checker : nil
      guard !checker.check(statement).contains(where: { $0.severity == .error }) else {
        if let checkerBefore { checker = checkerBefore }
        return false
      }
      // The session as it was, to put back if the model refuses the line; without the memo,
      // which the step then changes in place rather than copying (what it keeps is keyed by
      // what each branch is built from, so it stays true whatever the step did).
      let memo = session.stateTreeMemo.take()
      let before = undoes ? session : nil
      session.stateTreeMemo = memo
      let report = session.execute(statement)
      if report.refused {
        if let before, let checkerBefore {
          let memo = session.stateTreeMemo.take()
          session = before
          session.stateTreeMemo = memo
          checker = checkerBefore
        }
        return false
      }
      run.lines.append(line)
      lastState = nil
      if coverage != nil {
        // The tree the built-in invariants read after the step, when they built it.
        let state = report.state ?? session.wholeState()
        lastState = state
        run.newCoverage += coverage!.record(events: report.events, state: state)
      }
      if let broken = InvariantBreak.first(
        after: report, in: session.simulator, step: run.lines.count - 1)
      {
        run.broken = broken
      }
      return true
    }

    /// Puts back the session and the checker as they were after the kept lines, after a line
    /// played without `undoes` was dropped: from `last`, the player kept after the last of
    /// them, when there is one, else by playing them again from the set-up (a run is
    /// deterministic, so either is the player it was). The memo stays: what it keeps is keyed
    /// by what each branch is built from.
    mutating func restore(from setup: ExplorationSetup, last: Player?) {
      let memo = session.stateTreeMemo.take()
      if let last, last.run.lines.count == run.lines.count {
        session = last.session
        checker = last.checker
      } else {
        var again = Player(setup)
        var none: CoverageMap? = nil
        for line in run.lines { _ = again.play(line, coverage: &none) }
        session = again.session
        checker = again.checker
      }
      session.stateTreeMemo = memo
    }

    /// The player as a corpus entry keeps it: without the state tree and what the components
    /// keep of it (`StateTreeMemo`), which are built again from the model when a run starts from
    /// it (a tree for every step of every entry is memory for nothing).
    var kept: Player {
      var player = self
      player.lastState = nil
      player.session.stateTreeMemo = StateTreeMemo()
      return player
    }

    /// Only inputs, changes and the clock are steps: an expectation, a set-up statement or an
    /// option in a generated or shrunk line is dropped.
    static func isStep(_ statement: Statement) -> Bool {
      switch statement.keyword.role {
      case .input, .change, .clock: true
      case .scenarioHeader, .scenarioMetadata, .setup, .option, .expectation, .definition: false
      }
    }
  }

  /// Plays `lines` from the set-up and stops at the first broken invariant: what the shrinker
  /// asks of every candidate.
  public static func replay(_ lines: [String], from setup: ExplorationSetup) -> ExplorationRun {
    var player = Player(setup)
    var coverage: CoverageMap? = nil
    for line in lines {
      _ = player.play(line, coverage: &coverage)
      if player.run.broken != nil { break }
    }
    return player.run
  }

  /// Generates a run of up to `steps` lines: `prefix` (a corpus entry's start) first, then new
  /// lines from the generator. A line the checker or the model turns down is retried up to a few
  /// times with another line, then the step is skipped.
  static func generate(
    from setup: ExplorationSetup, steps: Int, prefix: [String], rng: inout SeededGenerator,
    coverage: inout CoverageMap?
  ) -> ExplorationRun {
    var trail: [Player]? = nil
    return generate(
      from: setup, steps: steps, prefix: prefix, rng: &rng, coverage: &coverage, trail: &trail)
  }

  /// `generate(from:steps:prefix:rng:coverage:)`, keeping in `trail` (when it is not nil) the
  /// player after each kept line, and starting from `trail`'s last player when it already holds
  /// one for each line of `prefix`: the player a corpus entry's run had after those lines is
  /// what playing them again would give (a run is deterministic), without playing them. The
  /// coverage they add is none: the entry's run recorded it.
  static func generate(
    from setup: ExplorationSetup, steps: Int, prefix: [String], rng: inout SeededGenerator,
    coverage: inout CoverageMap?, trail: inout [Player]?
  ) -> ExplorationRun {
    var memo = StateTreeMemo()
    return generate(
      from: setup, steps: steps, prefix: prefix, rng: &rng, coverage: &coverage, trail: &trail,
      memo: &memo)
  }

  /// `generate(from:steps:prefix:rng:coverage:trail:)`, building the state trees through `memo`
  /// and leaving in it what the run kept. An exploration passes one memo from run to run: what
  /// a component keeps is keyed by what each branch is built from, so it holds for any run, and
  /// a run's first trees, and the tabs it builds for the settings runs keep switching, are most
  /// often those some earlier run built (about 6 % of `navspec explore`'s time).
  static func generate(
    from setup: ExplorationSetup, steps: Int, prefix: [String], rng: inout SeededGenerator,
    coverage: inout CoverageMap?, trail: inout [Player]?, memo: inout StateTreeMemo
  ) -> ExplorationRun {
    var player = Player(setup)
    var generator = InteractionGenerator()
    // The kept player after the prefix's last line, when the trail holds one for each.
    let resumed = trail?.count == prefix.count && !prefix.isEmpty ? trail?.last : nil
    if let resumed { player = resumed }
    // Moved in, not copied, so that the player holds the only reference and changes it in
    // place; and moved back out however the run ends.
    player.session.stateTreeMemo = memo
    memo = StateTreeMemo()
    defer { memo = player.session.stateTreeMemo.take() ?? StateTreeMemo() }
    if resumed != nil {
      player.run.newCoverage = 0
      if player.run.broken != nil { return player.run }
    } else {
      trail = trail.map { _ in [] }
      for line in prefix.prefix(steps) {
        if player.play(line, coverage: &coverage) { trail?.append(player.kept) }
        if player.run.broken != nil { return player.run }
      }
    }
    var attempts = 0
    // The targets of a dropped line's attempt: a dropped line leaves the session as it was, so
    // the next attempt aims at the same model.
    var unchanged: ExplorationTargets?
    // The run's first targets, whose parts the set-up fixed later targets keep.
    var first: ExplorationTargets?
    while player.run.lines.count < steps, attempts < steps * 4 {
      attempts += 1
      // The tree through the session's memo when the last step left none (a run's first step,
      // a run resumed from a kept player): building it fills the memo the next step reuses.
      let targets: ExplorationTargets
      if let unchanged {
        targets = unchanged
      } else {
        let state = player.lastState ?? player.session.wholeState()
        let simulator = player.session.simulator
        targets =
          first?.updated(from: simulator, state: state)
          ?? ExplorationTargets(simulator: simulator, state: state)
        first = first ?? targets
      }
      let line = generator.nextLine(targets, &rng)
      if !player.play(line, coverage: &coverage, undoes: false) {
        player.restore(from: setup, last: trail?.last)
        generator.abandonPlan()
        unchanged = targets
        continue
      }
      unchanged = nil
      trail?.append(player.kept)
      if player.run.broken != nil { break }
    }
    return player.run
  }
}
