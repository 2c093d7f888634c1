import NavSpecModel

/// The `expect` statements: each returns nil when it holds, else a failure that shows expected
/// against actual, the instant, and the events around it.
extension ScenarioSession {
  mutating func check(_ expectation: ValueExpectation, _ statement: Statement)
    -> ExpectationFailure?
  {
    if expectation.path.isQuantified { return checkEvery(expectation, statement) }
    let steps = expectation.path.components.map(\.value.stateStep)
    // Described only for a failure: an expectation that holds (most do) spells nothing.
    var expected: String {
      ValueComparison.describe(
        expectation.comparison.value, expectation.expected.value, tolerance: expectation.tolerance)
    }
    // Only the branch the path goes down is built, so an expectation costs what it reads; read
    // in place (`currentValue`), as the session holds the simulator.
    guard case .leaf(let actual)? = simulator.currentValue(at: steps) else {
      return failure(
        statement, message: "'\(expectation.path)' has no value now", expected: expected,
        actual: "nothing")
    }
    if ValueComparison.holds(
      actual, expectation.comparison.value, comparable(expectation),
      tolerance: expectation.tolerance)
    {
      return nil
    }
    let edits = recordingEdits(for: expectation, actual: actual, in: statement)
    if expectation.expected.value == .placeholder {
      return failure(
        statement, message: "no value recorded yet for \(expectation.path): run with --update",
        expected: expected, actual: ValueFormatter.abbreviated(actual), edits: edits)
    }
    return failure(
      statement,
      message:
        "\(expectation.path) \(expectation.comparison.value.rawValue) \(ValueComparison.describe(.equal, expectation.expected.value, tolerance: expectation.tolerance)) does not hold",
      expected: expected, actual: ValueFormatter.abbreviated(actual), edits: edits)
  }

  /// `tabs[*].hitRegion.height >= 44`: holds when it holds for every key of each `[*]` group as
  /// the state has them now. An empty group fails (a check of nothing is more likely a mistake
  /// than a pass); a failure names the first element where it does not hold, in the state's
  /// order, and how many do not.
  func checkEvery(_ expectation: ValueExpectation, _ statement: Statement)
    -> ExpectationFailure?
  {
    let path = expectation.path
    let comparison = expectation.comparison.value
    let written = ValueComparison.describe(
      .equal, expectation.expected.value, tolerance: expectation.tolerance)
    let expected = ValueComparison.describe(
      comparison, expectation.expected.value, tolerance: expectation.tolerance)
    var elements: [(steps: [StateNode.PathStep], name: String)] = [([], "")]
    for component in path.components {
      switch component.value {
      case .every:
        elements = elements.flatMap { element in
          let keys = simulator.value(at: element.steps)?.children.map(\.key) ?? []
          return keys.map {
            (element.steps + [.subscript($0)], element.name + "[" + PathComponent.spell($0) + "]")
          }
        }
      case .name(let name):
        elements = elements.map {
          ($0.steps + [.name(name)], $0.name.isEmpty ? name : $0.name + "." + name)
        }
      case .subscript(let key):
        elements = elements.map {
          ($0.steps + [.subscript(key)], $0.name + "[" + PathComponent.spell(key) + "]")
        }
      }
    }
    guard !elements.isEmpty else {
      return failure(
        statement, message: "'\(path)' names no element now", expected: expected,
        actual: "no elements")
    }
    var failing: [(name: String, actual: String)] = []
    for element in elements {
      guard case .leaf(let actual)? = simulator.value(at: element.steps) else {
        failing.append((element.name, "nothing"))
        continue
      }
      if !ValueComparison.holds(
        actual, comparison, comparable(expectation), tolerance: expectation.tolerance)
      {
        failing.append((element.name, ValueFormatter.abbreviated(actual)))
      }
    }
    guard let first = failing.first else { return nil }
    return failure(
      statement,
      message:
        "\(first.name) \(comparison.rawValue) \(written) does not hold (\(failing.count) of \(elements.count) do not)",
      expected: "\(path) \(expected)", actual: "\(first.name) = \(first.actual)")
  }

  mutating func checkEvent(
    _ pattern: EventPattern, at time: Int64?, tolerance: Int64?, _ statement: Statement
  ) -> ExpectationFailure? {
    matcher.sync(with: simulator.events)
    let events = simulator.events
    let found = matcher.firstUnmatched(named: pattern.name.value) { index in
      guard EventMatcher.matches(events[index], pattern) else { return false }
      guard let time else { return true }
      return abs(events[index].time.microseconds - time) <= (tolerance ?? 0)
    }
    if let found {
      matcher.markMatched(found)
      return nil
    }
    var expected = describe(pattern)
    if let time {
      expected += " at \(ValueFormatter.time(VirtualTime(microseconds: time)))"
      if let tolerance {
        expected += " ± \(ValueFormatter.time(VirtualTime(microseconds: tolerance)))"
      }
    }
    let sameName = matcher.firstUnmatched(named: pattern.name.value, limit: 4)
    let actual =
      sameName.isEmpty
      ? "no unmatched '\(pattern.name.value)' event"
      : sameName.map { ValueFormatter.timedEvent(events[$0]) }.joined(separator: "; ")
    // Recorded from the first unmatched event of the name, where it happened when the line says.
    var edits: [SourceEdit] = []
    if let first = sameName.first,
      time.map({ abs(events[first].time.microseconds - $0) <= (tolerance ?? 0) }) ?? true
    {
      edits = recordingEdits(for: pattern, event: events[first], in: statement)
    }
    return failure(
      statement, message: "no unmatched event matches \(describe(pattern))", expected: expected,
      actual: actual, edits: edits)
  }

  mutating func checkNoEvent(_ pattern: EventPattern, _ statement: Statement)
    -> ExpectationFailure?
  {
    let events = simulator.events
    let offending = matcher.firstUnmatched(named: pattern.name.value) {
      EventMatcher.matches(events[$0], pattern)
    }
    guard let offending else { return nil }
    return failure(
      statement, message: "an event matches \(describe(pattern))",
      expected: "no \(describe(pattern))", actual: ValueFormatter.timedEvent(events[offending]))
  }

  mutating func checkEvents(_ patterns: [EventPattern], _ statement: Statement)
    -> ExpectationFailure?
  {
    matcher.sync(with: simulator.events)
    let events = simulator.events
    // As many as the list names and one more decide whether it holds; a failure shows at most
    // `ExpectationFailure.listLimit` of them and counts the rest.
    let (candidates, count) = matcher.candidates(
      for: patterns, limit: max(patterns.count + 1, ExpectationFailure.listLimit))
    let fits =
      count == patterns.count
      && zip(candidates, patterns).allSatisfy { EventMatcher.matches(events[$0], $1) }
    if fits {
      for index in candidates { matcher.markMatched(index) }
      return nil
    }
    let expected = "[" + patterns.map(describe).joined(separator: ", ") + "]"
    let shown = candidates.prefix(ExpectationFailure.listLimit)
    let actual =
      "["
      + ExpectationFailure.listing(
        shown.map { ValueFormatter.event(events[$0]) }, of: count, noun: "event")
      + "]"
    // Recorded only when every unmatched event is at hand (not past the failure's listing).
    let edits =
      count == candidates.count
      ? recordingEdits(forEventList: candidates.map { events[$0] }, in: statement) : []
    return failure(
      statement,
      message: "the unmatched events differ from the list\n"
        + listDiff(patterns, shown.map { events[$0] }, eventCount: count),
      expected: expected, actual: actual, edits: edits)
  }

  /// A TestStore-style diff: `-` for an expected pattern with no matching event at that place,
  /// `+` for an event that was not expected, two spaces where they agree. `events` are the first
  /// of `eventCount` unmatched events; the diff shows at most `ExpectationFailure.listLimit`
  /// lines and counts the rest, so a list that keeps growing does not make every failure longer.
  private func listDiff(_ patterns: [EventPattern], _ events: [Event], eventCount: Int) -> String {
    var lines: [String] = []
    let limit = ExpectationFailure.listLimit
    var index = 0
    while index < max(patterns.count, events.count), lines.count < limit {
      let pattern = index < patterns.count ? patterns[index] : nil
      let event = index < events.count ? events[index] : nil
      if let pattern, let event, EventMatcher.matches(event, pattern) {
        lines.append("    \(ValueFormatter.event(event))")
      } else {
        if let pattern { lines.append("  - \(describe(pattern))") }
        if let event { lines.append("  + \(ValueFormatter.event(event))") }
      }
      index += 1
    }
    // What is left: the events and patterns past the last place shown.
    var rest: [String] = []
    let events = eventCount - index
    let patterns = patterns.count - index
    if events > 0 { rest.append("\(events) more event\(events == 1 ? "" : "s")") }
    if patterns > 0 { rest.append("\(patterns) more pattern\(patterns == 1 ? "" : "s")") }
    if !rest.isEmpty { lines.append("  … and " + rest.joined(separator: " and ")) }
    return lines.joined(separator: "\n")
  }

  func describe(_ pattern: EventPattern) -> String {
    guard !pattern.arguments.isEmpty else { return pattern.name.value }
    let arguments = pattern.arguments.map { argument in
      var text = "\(argument.label.value): \(argument.value.value)"
      if let tolerance = argument.tolerance { text += " ± \(ValueFormatter.number(tolerance))" }
      return text
    }
    return "\(pattern.name.value)(\(arguments.joined(separator: ", ")))"
  }

  func failure(
    _ statement: Statement, message: String, expected: String, actual: String,
    edits: [SourceEdit] = []
  ) -> ExpectationFailure {
    // `--update` rewrites the line a value is written on; a flow's line serves every call, so
    // a value checked in a flow is not recorded (docs/cli.md#recording-expected-values).
    ExpectationFailure(
      location: statement.location, statement: statement.text, message: message,
      expected: expected, actual: actual, time: simulator.now, eventsAround: eventsAround(),
      edits: statement.flowTrace == nil ? edits : [], flowFrames: statement.flowFrames)
  }

  /// The expected side as compared: for `in`, a keyed group's name becomes its keys as the
  /// state has them now (`selection in tabs`).
  func comparable(_ expectation: ValueExpectation) -> LiteralValue {
    guard expectation.comparison.value == .in,
      case .identifier(let group) = expectation.expected.value
    else { return expectation.expected.value }
    return .list(simulator.value(at: [.name(group)])?.children.map(\.key) ?? [])
  }

  /// The last few events up to now: what led to the failure.
  func eventsAround() -> [String] {
    simulator.events.suffix(Self.eventsAroundLimit).map(ValueFormatter.timedEvent)
  }
}
