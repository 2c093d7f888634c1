import NavSpecModel

/// Checks a session's invariants at every instant of a step, not only at its end
/// (docs/language.md#invariants). The model hands it each stretch of time in which it runs on its
/// own (`QuietSpanObserver`); the stated invariants are checked at the stretch's start (just
/// after an input or a deadline) and, while something animates, at every instant inside it where
/// a value may turn (`Simulator.turningInstants(from:through:)`: a spring's overshoot, combined
/// slides turning back, an animation beginning or ending) and a microsecond before its end.
/// Between two of those instants every value moves one way, so a bound that holds at both holds
/// between them; where it does not, the first microsecond at which it breaks lies between them
/// and is found by bisection.
///
/// The built-ins cost more: they are checked where the model changes on its own (after a deadline
/// fires), and the one that judges a moving value (`indicator-inside-bar`) also inside the
/// stretch: at the turning instants when stated invariants need them, else at the first instant
/// after the start, which stands for them all (`observe`). Two are left to the check after the
/// step: `finite-values` walks the whole state tree, and the closed forms of finite animations
/// started from finite values are finite at every instant, so only an input makes a value
/// infinite; `animations-settle` runs a copy of the model for up to a minute, and asks about the
/// future, not the instant. A built-in broken by one input and repaired by the next of the same
/// step (two touch samples of one drag) is not seen; the check after the step sees what the step
/// leaves.
///
/// A stated invariant on a number is followed while it stays broken, to the end of the step, and
/// reported once, at the instant where its value was worst (the peak of an overshoot), with that
/// value and the instant it broke. Any other is reported where it first broke.
struct InvariantSpanCheck: QuietSpanObserver, Sendable {
  /// One invariant that broke inside the step.
  struct Break {
    /// The stated invariant's index in `SessionInvariants.stated`, or nil for a built-in.
    var stated: Int?
    var builtIn: BuiltInInvariant?
    var failure: ExpectationFailure
  }

  /// A stated invariant broken and still followed: where it broke, and its worst so far.
  private struct Run {
    var first: VirtualTime
    var worst: VirtualTime
    var failure: ExpectationFailure
    /// How far past its bound the value was at `worst` (nil: not a number against a bound).
    var excess: Double?
  }

  /// The invariants as they stand in this step (those found broken here are marked).
  private var invariants: SessionInvariants
  private let file: String
  private let statement: Statement
  private var found: [Break] = []
  /// Broken stated invariants still followed, by index.
  private var runs: [Int: Run] = [:]
  /// Whether the next stretch is the step's first: its start is the model the step began with,
  /// which the check after the previous step (or the `invariant` line) has judged already.
  private var isFirstStretch = true
  /// That start's instant, while the first stretch is checked: it is not checked again, but a
  /// break found just after it is only bisected from it if it held there. Its model is the one
  /// the stretch is checked on (`observe`), so only the instant is kept: a copy of the model,
  /// kept and dropped at every step, was about 1 % of a generated step.
  private var skippedStart: VirtualTime?
  /// Invariants found broken where the step began (the model was changed between steps, as a
  /// test may): the check after the step reports them, as it did before.
  private var brokenAtStart: Set<Int> = []
  private var builtInsBrokenAtStart: BuiltInInvariantSet = []

  init(session: ScenarioSession, statement: Statement) {
    invariants = session.invariants
    file = session.file
    self.statement = statement
  }

  /// What broke in the step, each once, in the order they broke; the runs still followed end here.
  var breaks: [Break] {
    var all = found
    for (index, run) in runs.sorted(by: { ($0.value.first, $0.key) < ($1.value.first, $1.key) }) {
      all.append(report(run, of: index))
    }
    return all
  }

  /// The built-in whose truth can change while time runs on its own: it judges values that move.
  private static let movingBuiltIns: BuiltInInvariantSet = [.indicatorInsideBar]

  /// The built-ins checked inside a step after a deadline fires.
  private static let deadlineBuiltIns = BuiltInInvariantSet.all.subtracting([
    .finiteValues, .animationsSettle,
  ])

  mutating func observe(_ model: Simulator, until end: VirtualTime, afterDeadline: Bool) {
    guard hasPending || !runs.isEmpty else { return }
    var instants = [model.now]
    // Nothing animating: every value stays as it is until the stretch ends.
    if model.isAnimating {
      if !runs.isEmpty || hasPendingStated {
        instants += model.turningInstants(from: model.now, through: end)
        let last = end + -1
        if last > instants[instants.count - 1] { instants.append(last) }
      } else if end.microseconds - model.now.microseconds >= 2 {
        // Only the built-ins are checked inside the stretch, and the one checked at its inner
        // instants, `indicator-inside-bar`, judges a moving indicator by where it is heading (as
        // every bar's check does): with nothing put in, its verdict is the same at every instant
        // after the stretch's start, so the first of them stands for all of them, and a break
        // there is reported at that instant, as the bisection from the start found it when every
        // turning instant was checked. Finding the turning instants cost about a tenth of a
        // generated step of `navspec explore`.
        instants.append(model.now + 1)
      }
    }
    let skipsStart = isFirstStretch
    isFirstStretch = false
    skippedStart = skipsStart ? model.now : nil
    defer { skippedStart = nil }
    for (index, instant) in instants.enumerated() where index > 0 || !skipsStart {
      let held = index > 0 ? instants[index - 1] : nil
      followRuns(on: model, at: instant)
      checkStated(on: model, at: instant, heldAt: held)
      if index > 0 {
        checkBuiltIns(on: model, at: instant, heldAt: held, among: Self.movingBuiltIns)
      } else if afterDeadline {
        checkBuiltIns(on: model, at: instant, heldAt: held, among: Self.deadlineBuiltIns)
      }
    }
  }

  /// Whether `breaks` is true where the step began, on `model` (the stretch's), when `held` is
  /// that skipped start.
  private func brokeAtStart(
    _ held: VirtualTime?, on model: Simulator, _ breaks: (inout ScenarioSession) -> Bool
  ) -> Bool {
    guard let start = skippedStart, held == start else { return false }
    var probe = probe(model, at: start)
    return breaks(&probe)
  }

  /// Asked at every move of the clock: looked for without building the sets of what is left.
  private var hasPending: Bool {
    hasPendingStated
      || invariants.builtIns.contains {
        !invariants.brokenBuiltIns.contains($0) && !builtInsBrokenAtStart.contains($0)
      }
  }

  private var hasPendingStated: Bool {
    invariants.stated.indices.contains {
      !invariants.stated[$0].hasBroken && !brokenAtStart.contains($0)
    }
  }

  /// A session reading `model` at `instant`: what the checks are methods of. Made for each
  /// instant and dropped after, so it never holds the live model's storage across the model's
  /// next change (a copy of the live event log held then would copy the log).
  private func probe(_ model: Simulator, at instant: VirtualTime) -> ScenarioSession {
    var probe = ScenarioSession(file: file)
    probe.simulator = model.presented(at: instant)
    return probe
  }

  // MARK: Stated invariants

  private mutating func checkStated(
    on model: Simulator, at instant: VirtualTime, heldAt held: VirtualTime?
  ) {
    for index in invariants.stated.indices
    where !invariants.stated[index].hasBroken && !brokenAtStart.contains(index) {
      let expectation = invariants.stated[index].expectation
      var probe = probe(model, at: instant)
      guard let broken = probe.check(expectation, statement) else { continue }
      if brokeAtStart(held, on: model, { $0.check(expectation, statement) != nil }) {
        brokenAtStart.insert(index)
        continue
      }
      let first = firstBreak(on: model, after: held, before: instant) { probe in
        probe.check(expectation, statement) != nil
      }
      invariants.stated[index].hasBroken = true
      let run = Run(
        first: first, worst: instant, failure: broken,
        excess: Self.excess(of: expectation, in: &probe))
      if run.excess == nil {
        found.append(report(run, of: index))
      } else {
        runs[index] = run
      }
    }
  }

  /// Follows the broken numbers: a worse value moves the report there; a value that holds again
  /// ends the run.
  private mutating func followRuns(on model: Simulator, at instant: VirtualTime) {
    for (index, run) in runs.sorted(by: { $0.key < $1.key }) {
      let expectation = invariants.stated[index].expectation
      var probe = probe(model, at: instant)
      guard let broken = probe.check(expectation, statement) else {
        runs[index] = nil
        found.append(report(run, of: index))
        continue
      }
      if let excess = Self.excess(of: expectation, in: &probe), excess > run.excess ?? excess {
        runs[index]?.worst = instant
        runs[index]?.failure = broken
        runs[index]?.excess = excess
      }
    }
  }

  private func report(_ run: Run, of index: Int) -> Break {
    var failure = run.failure
    failure.message = "invariant broke \(when(run.worst, first: run.first)): \(failure.message)"
    failure.invariant = invariants.stated[index].text
    return Break(stated: index, builtIn: nil, failure: failure)
  }

  /// How far the value is past the bound a numeric invariant sets (`<`, `<=`, `>`, `>=`, `==`);
  /// nil for anything else, whose break is reported where it first happens.
  private static func excess(of expectation: ValueExpectation, in probe: inout ScenarioSession)
    -> Double?
  {
    guard !expectation.path.isQuantified, case .number(let bound) = expectation.expected.value,
      case .leaf(.number(let value))? = probe.simulator.currentValue(
        at: expectation.path.components.map(\.value.stateStep))
    else { return nil }
    switch expectation.comparison.value {
    case .less, .lessOrEqual: return value - bound
    case .greater, .greaterOrEqual: return bound - value
    case .equal: return abs(value - bound)
    case .notEqual, .contains, .notContains, .in: return nil
    }
  }

  // MARK: Built-in invariants

  private mutating func checkBuiltIns(
    on model: Simulator, at instant: VirtualTime, heldAt held: VirtualTime?,
    among candidates: BuiltInInvariantSet
  ) {
    let pending = invariants.builtIns.intersection(candidates)
      .subtracting(invariants.brokenBuiltIns).subtracting(builtInsBrokenAtStart)
    guard !pending.isEmpty else { return }
    // At the stretch's start (after a deadline) the model is as it is presented: no copy.
    let violations =
      instant <= model.now
      ? model.invariantViolations(pending)
      : model.presented(at: instant).invariantViolations(pending)
    guard !violations.isEmpty else { return }
    let violated = Set(violations.map(\.invariant))
    for invariant in BuiltInInvariant.allCases where violated.contains(invariant) {
      func breaks(_ probe: inout ScenarioSession) -> Bool {
        probe.simulator.invariantViolations([invariant]).contains { $0.invariant == invariant }
      }
      if brokeAtStart(held, on: model, breaks) {
        builtInsBrokenAtStart.insert(invariant)
        continue
      }
      let first = firstBreak(on: model, after: held, before: instant, breaks)
      let lead = "invariant \(invariant.name) broke \(when(first, first: first))"
      let probe = probe(model, at: first)
      for failure in probe.builtInFailures([invariant], at: statement, lead: { _ in lead }) {
        invariants.brokenBuiltIns.insert(invariant)
        found.append(Break(stated: nil, builtIn: invariant, failure: failure))
      }
    }
  }

  // MARK: Where it broke

  /// The first whole microsecond after `held` (where the invariant held) up to `instant` (where it
  /// does not) at which `breaks` is true: between two turning instants values move one way, so
  /// the instants where it is broken are one run ending at `instant`. `instant` itself when
  /// there is no earlier instant of the stretch to bisect from.
  private func firstBreak(
    on model: Simulator, after held: VirtualTime?, before instant: VirtualTime,
    _ breaks: (inout ScenarioSession) -> Bool
  ) -> VirtualTime {
    guard let held else { return instant }
    var low = held.microseconds
    var high = instant.microseconds
    while high - low > 1 {
      let mid = low + (high - low) / 2
      var probe = probe(model, at: VirtualTime(microseconds: mid))
      if breaks(&probe) { high = mid } else { low = mid }
    }
    return VirtualTime(microseconds: high)
  }

  /// "at 2.352051s, during `settle` (broken from 2.331206s on)".
  private func when(_ instant: VirtualTime, first: VirtualTime) -> String {
    var text = "at \(ValueFormatter.time(instant)), during `\(statement.text)`"
    if first < instant { text += " (broken from \(ValueFormatter.time(first)) on)" }
    return text
  }
}
