import NavSpecLanguage
import NavSpecModel

/// `:trace PATH from T1 to T2 every D`: a number over virtual time, without touching the session.
///
/// The accepted statements are replayed into a fresh session up to each instant
/// (`ScenarioReplayer`, which the HTML report's curves use too). A statement that spans an
/// instant (a drag, a wait, a settle) is played in part: its touches up to the instant, then the
/// clock to it. Past the session's clock the replay simply runs on, so the future with no more
/// input can be traced as well as the past.
extension ReplSession {
  static let traceSampleLimit = 500
  static let traceUsage =
    ":trace PATH from T1 to T2 every D (e.g. :trace pill.offset from 0ms to 400ms every 50ms)"

  func trace(_ arguments: [String]) -> Response {
    guard arguments.count == 7, arguments[1] == "from", arguments[3] == "to",
      arguments[5] == "every"
    else { return Self.usage(Self.traceUsage) }
    let root = live.simulator.state()
    let path: (node: StateNode, spelled: String)
    let written: WrittenPath
    switch Self.parsePath(arguments[0]) {
    case .success(let parsed): written = parsed
    case .failure(let problem): return Self.error(problem.message, note: problem.note)
    }
    switch Self.resolve(written, in: root) {
    case .success(let resolved): path = resolved
    case .failure(let problem): return Self.error(problem.message, note: problem.note)
    }
    guard case .leaf(let value) = path.node else {
      return Self.error(
        "'\(path.spelled)' is a group of values; :trace follows one number",
        note:
          "name one of its values, e.g. \(Self.leaves(of: path.node, prefix: path.spelled).first?.path ?? path.spelled)"
      )
    }
    guard case .number = value else {
      return Self.error("'\(path.spelled)' is not a number; :trace follows numbers")
    }
    var times: [Int64] = []
    for (index, name) in [(2, "T1"), (4, "T2"), (6, "D")] {
      switch Self.parseDuration(arguments[index]) {
      case .success(let time): times.append(time)
      case .failure(let problem):
        return Self.error("\(name): \(problem.message)", note: problem.note)
      }
    }
    let (from, to, every) = (times[0], times[1], times[2])
    guard to >= from else {
      return Self.error(
        "the trace ends before it starts: \(arguments[4]) is earlier than \(arguments[2])")
    }
    guard every > 0 else { return Self.error("the step must be longer than 0") }
    let count = (to - from) / every + 1
    guard count <= Self.traceSampleLimit else {
      return Self.error(
        "that is \(count) samples; :trace takes at most \(Self.traceSampleLimit)",
        note: "use a longer step or a shorter span")
    }
    let instants = (0..<count).map { VirtualTime(microseconds: from + $0 * every) }
    let samples = traceSamples(path: written.steps, at: instants)
    return Response(
      text: Self.traceTable(
        path.spelled, instants: instants, values: samples,
        header: "\(path.spelled) from \(ValueFormatter.time(instants[0])) to "
          + "\(ValueFormatter.time(VirtualTime(microseconds: to))) every \(arguments[6])",
        width: terminalWidth))
  }

  /// The number at `path` at each instant (ascending), or nil where the path has no number.
  func traceSamples(path: [StateNode.PathStep], at instants: [VirtualTime]) -> [Double?] {
    ValueSampler.values(
      at: [path], instants: instants,
      replaying: entries.map(\.statement).filter { $0.keyword.role != .expectation },
      from: ScenarioSession(file: "<trace>"))[0]
  }

  /// A duration written the way scenarios write them (`0ms`, `350ms`, `1.5s`, `250us`).
  static func parseDuration(_ text: String) -> Result<Int64, PathError> {
    let (statement, diagnostics) = ScenarioParser.parseLine(
      "wait \(text)", file: "<trace>", line: 1)
    if case .wait(let duration)? = statement?.kind {
      return .success(duration)
    }
    let message = diagnostics.first?.message ?? "expected a duration such as '350ms'"
    return .failure(
      PathError(
        message.replacing(" after 'wait'", with: ""),
        note: diagnostics.first?.suggestion))
  }

  static func traceTable(
    _ path: String, instants: [VirtualTime], values: [Double?], header: String, width: Int
  ) -> String {
    let numbers = values.compactMap { $0 }
    let low = numbers.min() ?? 0
    let high = numbers.max() ?? 0
    let timeTexts = instants.map(ValueFormatter.time)
    let valueTexts = values.map { $0.map(ValueFormatter.number) ?? "—" }
    let timeWidth = timeTexts.map(\.count).max() ?? 0
    let valueWidth = max(valueTexts.map(\.count).max() ?? 0, 5)
    let plotWidth = min(50, max(10, width - timeWidth - valueWidth - 7))
    var lines = [
      "\(header) (\(instants.count) sample\(instants.count == 1 ? "" : "s"); "
        + "min \(ValueFormatter.number(low)), max \(ValueFormatter.number(high)))"
    ]
    for (index, time) in timeTexts.enumerated() {
      var bar = ""
      if let value = values[index], high > low {
        bar = String(
          repeating: "█",
          count: Int(
            clamping: (value - low) / (high - low) * Double(plotWidth), to: 0...max(plotWidth, 0),
            rounding: .toNearestOrAwayFromZero))
      }
      let paddedTime = String(repeating: " ", count: timeWidth - time.count) + time
      let valueText = valueTexts[index]
      let paddedValue = String(repeating: " ", count: valueWidth - valueText.count) + valueText
      lines.append("  \(paddedTime)  \(paddedValue)  │\(bar)")
    }
    // A line wider than the terminal would wrap and break the plot's columns.
    return joined(lines.map { BarPicture.fit($0, into: width) })
  }
}
