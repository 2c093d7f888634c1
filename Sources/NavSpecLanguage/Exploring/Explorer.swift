import NavSpecModel

/// `navspec explore`: generates runs from a set-up, keeps the runs that reach new coverage as a
/// corpus to start later runs from, shrinks the first run that breaks each invariant, and writes
/// it as a scenario. It prints through `output`, one line at a time, and knows nothing of
/// terminals or files (docs/explore.md).
public struct Explorer {
  public let setup: ExplorationSetup
  public let options: ExploreOptions
  let output: (String) -> Void
  /// How a written scenario's header says to reproduce it, before the options.
  public var command: String

  /// One invariant broken: the shrunk scenario and where it came from.
  public struct Finding: Sendable {
    public var broken: InvariantBreak
    public var run: Int
    public var originalSteps: Int
    public var steps: [String]
    /// The scenario file's name and text.
    public var fileName: String
    public var scenario: String
    /// How many runs broke this invariant (the first is shrunk; the others are counted, since
    /// the invariant is already known to break and each would shrink to much the same).
    public var runsBroken = 1
  }

  public struct Result: Sendable {
    public var findings: [Finding] = []
    public var coverage = CoverageMap()
    public var runs = 0
    public var steps = 0
    /// Event kinds that need a part the set-up lacks (a scroll view, routes, the system
    /// TabView): left out of "never reached", where they would only be noise.
    public var outOfReach: Set<EventKind> = []
    /// With `--relations`: the first break of each relation, shrunk, and how often each was
    /// compared and broken (`Explorer+Relations.swift`).
    public var relationFindings: [RelationFinding] = []
    public var relationCounts: [RelationCount] = []
  }

  /// The event kinds only a scroll view, routes or the system TabView emit, for those parts the
  /// model lacks after the set-up. Our decision, from where each event is emitted
  /// (docs/model.md#events): a glass bar alone cannot scroll, push or hide a tab, so "never
  /// reached" does not list those.
  static func eventsOutOfReach(of setup: ExplorationSetup) -> Set<EventKind> {
    let simulator = setup.session.simulator
    var out: Set<EventKind> = []
    if simulator.scrollView == nil {
      out.formUnion([
        .scrollBegan, .scrollCaught, .scrollEndedDragging, .scrollDecelerating, .scrollBounced,
        .scrollToTop, .scrollPaged, .scrollEnded, .tabBarMinimized, .tabBarExpanded,
      ])
    }
    if simulator.router?.catalog.types.isEmpty ?? true {
      out.formUnion([
        .pushed, .popped, .poppedToRoot, .pathReplaced, .deepLinkOpened, .deepLinkRejected,
        .backSwipeBegan, .backSwipeEnded, .backSwipeCancelled, .buttonTapped, .transitionBegan,
        .transitionEnded,
      ])
    }
    if simulator.tabView == nil {
      out.formUnion([
        .tabHidden, .tabShown, .tabsReordered, .accessoryShown, .accessoryHidden,
        .columnVisibilityChanged, .tabBarMinimized, .tabBarExpanded, .accessoryPlacementChanged,
        .customizationSaved, .customizationRestored, .customizationRestoreRejected,
        .sizeClassChanged,
      ])
    }
    // The More tab needs more than five tabs in a compact tab bar.
    if (simulator.tabView?.tabs.count ?? 0) <= SystemTabView.maxCompactItems {
      out.formUnion([.moreListShown, .morePushed, .moreReselected])
    }
    return out
  }

  /// A run kept for reaching something new: its lines, and the player after each of them when
  /// the corpus still had room (`trailBudget`). A later run that starts from the first lines of
  /// the entry starts from the player after them rather than playing them again: the same
  /// model, checker and run, since playing the same lines from the same set-up is
  /// deterministic, for none of the cost (half the runs start from an entry, a quarter of all
  /// steps were those lines played again).
  struct CorpusEntry {
    var lines: [String]
    var trail: [ExplorationRun.Player]?
  }

  /// How much the corpus's players may hold, in steps played: a player after n steps holds
  /// what those steps made (the event log, the lines, each a copy of its own once the run goes
  /// on), so an entry of n players weighs 1 + 2 + … + n. Our decision: what a thousand entries
  /// of 30 steps weigh (measured: about 12 MB over a 10,000-run exploration of the glass
  /// set-up). Past it an entry keeps its lines only and they are played again when a run starts
  /// from it; a run that could never fit keeps no players at all (1,000-step runs kept them at
  /// half a gigabyte for 30 runs).
  static let trailBudget = 1_000 * weight(ofTrail: 30)

  /// The weight of `count` players, the first after one step (`trailBudget`).
  static func weight(ofTrail count: Int) -> Int { count * (count + 1) / 2 }

  /// The probability a run starts from a corpus entry rather than from the set-up alone (our
  /// decision: half the runs extend what reached something new, half stay broad).
  static let corpusProbability = 0.5

  public init(setup: ExplorationSetup, options: ExploreOptions, output: @escaping (String) -> Void)
  {
    self.setup = setup
    self.options = options
    self.output = output
    // The path as a shell word: a name holding a line break cannot end the comment it is
    // written in, and the command still reproduces the run when pasted.
    command = "navspec explore \(ShellWord.quoted(setup.path))"
  }

  public func explore() -> Result {
    var result = Result()
    var coverage: CoverageMap? = CoverageMap()
    // What the components keep from one state tree to the next, passed from run to run.
    var memo = StateTreeMemo()
    var corpus: [CorpusEntry] = []
    // What the corpus's players weigh (`CorpusEntry.trail`), against `trailBudget`.
    var keptWeight = 0
    // The finding of each invariant broken so far, by its name.
    var found: [String: Int] = [:]
    let relationChecks = relationChecks()
    result.relationCounts = relationChecks.map { RelationCount(relation: $0.relation) }
    output(
      "explore \(PrintableText.escaping(setup.path)): seed \(options.seed), \(options.runs) runs of up to "
        + "\(options.steps) steps")
    for runNumber in 1...options.runs {
      var rng = SeededGenerator.forRun(runNumber, seed: options.seed)
      var prefix: [String] = []
      let keepsPlayers = keptWeight + Self.weight(ofTrail: options.steps) <= Self.trailBudget
      var trail: [ExplorationRun.Player]? = keepsPlayers ? [] : nil
      if !corpus.isEmpty, rng.chance(Self.corpusProbability) {
        let entry = rng.pick(corpus)
        let count = 1 + rng.below(entry.lines.count)
        prefix = Array(entry.lines.prefix(count))
        if let players = entry.trail, trail != nil { trail = Array(players.prefix(count)) }
      }
      let run = ExplorationRun.generate(
        from: setup, steps: options.steps, prefix: prefix, rng: &rng,
        coverage: &coverage, trail: &trail, memo: &memo)
      result.runs += 1
      result.steps += run.lines.count
      if run.newCoverage > 0, !run.lines.isEmpty {
        corpus.append(CorpusEntry(lines: run.lines, trail: trail))
        keptWeight += Self.weight(ofTrail: trail?.count ?? 0)
      }
      guard let broken = run.broken else {
        checkRelations(
          run.lines, runNumber: runNumber, checks: relationChecks, into: &result)
        continue
      }
      if let index = found[broken.invariant] {
        result.findings[index].runsBroken += 1
        continue
      }
      found[broken.invariant] = result.findings.count
      output(
        "run \(runNumber), step \(broken.step + 1): " + PrintableText.escaping(broken.message))
      result.findings.append(shrink(run, broken: broken, runNumber: runNumber))
    }
    result.coverage = coverage ?? CoverageMap()
    result.outOfReach = Self.eventsOutOfReach(of: setup)
    return result
  }

  /// Shrinks a failing run, keeping every candidate that breaks the same invariant.
  func shrink(_ run: ExplorationRun, broken: InvariantBreak, runNumber: Int) -> Finding {
    let setup = self.setup
    var shrinker = Shrinker(
      stillFails: { lines in
        let replay = ExplorationRun.replay(lines, from: setup)
        guard replay.broken?.invariant == broken.invariant else { return nil }
        return replay.lines
      }, progress: output)
    let steps = shrinker.shrink(run.lines)
    let final = ExplorationRun.replay(steps, from: setup).broken ?? broken
    output(
      "shrink: \(Shrinker.steps([run.lines.count, steps.count])) in \(shrinker.replays) replays")
    let origin = ShrunkScenarioWriter.Origin(
      command: command, seed: options.seed, run: runNumber,
      steps: options.steps, originalSteps: run.lines.count)
    return Finding(
      broken: final, run: runNumber, originalSteps: run.lines.count, steps: steps,
      fileName: ShrunkScenarioWriter.fileName(for: final, seed: options.seed),
      scenario: ShrunkScenarioWriter.text(
        setup: setup.lines, steps: steps, broken: final, origin: origin))
  }

  /// A finding as printed without `--out`: its file name, then the scenario, between `---` lines.
  public static func printed(_ finding: Finding) -> [String] {
    ["--- \(finding.fileName)", finding.scenario + "---"]
  }

  /// What follows the findings, for the command and the REPL alike: how often each invariant
  /// broke, the coverage (with every key reached when `listing`), and the summary line.
  public static func closingReport(_ result: Result, listing: Bool = false) -> [String] {
    findingsReport(result) + relationsReport(result) + coverageReport(result)
      + (listing ? ["reached:"] + coverageListing(result.coverage) : []) + [summary(result)]
  }

  /// One line for each invariant broken: how many runs broke it.
  static func findingsReport(_ result: Result) -> [String] {
    result.findings.map { finding in
      "broken: \(finding.broken.invariant) in \(finding.runsBroken) of \(result.runs) "
        + "run\(result.runs == 1 ? "" : "s") (first in run \(finding.run))"
    }
  }

  /// The last line: `200 runs, 5400 steps, 1 invariant broken`.
  static func summary(_ result: Result) -> String {
    let count = result.findings.count
    let relations =
      result.relationCounts.isEmpty
      ? ""
      : ", \(result.relationFindings.count) relation\(result.relationFindings.count == 1 ? "" : "s") broken"
    return
      "\(result.runs) runs, \(result.steps) steps, \(count) invariant\(count == 1 ? "" : "s") broken"
      + relations
  }

  /// Every event, state and branch reached, one a line, sorted by component, kind and text
  /// (`navspec explore --coverage`).
  static func coverageListing(_ coverage: CoverageMap) -> [String] {
    coverage.keys.sorted { ($0.component, $0.kind, $0.text) < ($1.component, $1.kind, $1.text) }
      .map { "  \($0.component) \($0.kind.rawValue): \(PrintableText.escaping($0.text))" }
  }

  /// The coverage summary printed at the end: per component, then the event kinds never reached.
  static func coverageReport(_ result: Result) -> [String] {
    let coverage = result.coverage
    var lines = ["coverage (events, states, branches reached):"]
    for entry in coverage.summary {
      lines.append(
        "  \(entry.component): \(entry.events) events, \(entry.states) states, "
          + "\(entry.branches) branches")
    }
    let never = coverage.eventKindsNeverReached.filter { !result.outOfReach.contains($0) }
      .map(\.rawValue)
    // Wrapped at 100 columns, so the list reads in a terminal and a diff.
    var line = "  events never reached (\(never.count)):"
    if !result.outOfReach.isEmpty {
      lines.append(
        "  events left out (\(result.outOfReach.count)): they need a scroll view, routes, a "
          + "system TabView or its More tab the set-up lacks")
    }
    for (index, kind) in never.enumerated() {
      let word = " " + kind + (index == never.count - 1 ? "" : ",")
      if line.count + word.count > 100 {
        lines.append(line)
        line = "   "
      }
      line += word
    }
    lines.append(line)
    return lines
  }
}
