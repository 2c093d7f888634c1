import NavSpecLanguage
import NavSpecModel

/// `:save FILE [--expect-state]`: the session written back as a scenario file.
///
/// The invariant: `navspec run` passes the file. It holds because the model is deterministic and
/// the file replays exactly what ran here:
/// - set-up as typed; every input with its start time as an `at T` prefix (set-up statements
///   stay untimed while set-up is open, since a timed line closes it);
/// - `wait` and `settle` as the `at T` they ended at (the same deadlines fire on the way);
/// - expectations as typed, the failed ones as `# failed:` comments (a failed expectation marks
///   no event, so leaving it out changes nothing else);
/// - an `expect events [...]` of the unmatched events when exhaustive mode is on at the end, and
///   an expectation of the clock when the file would otherwise assert nothing;
/// - a `use` line for each flow file used, and a flow call as its call line when all its
///   statements ran here and none failed: the call runs them again from the same clock. Else
///   (an expectation in it failed, or `:undo` took part of it back) its statements are written
///   out one by one as above, under a comment naming the call.
/// Before writing, the text is run through `ScenarioPipeline`; should it not pass (a bug), the
/// file is still written and the REPL says so.
extension ReplSession {
  mutating func save(_ arguments: [String], overwrite: Bool = false) -> Response {
    let command = overwrite ? ":save!" : ":save"
    var file: String?
    var expectState = false
    for argument in arguments {
      if argument == "--expect-state" {
        expectState = true
      } else if argument.hasPrefix("--") {
        return Self.error(
          "unknown option '\(argument)'",
          note: Suggestion.didYouMean(argument, among: ["--expect-state"])
            ?? "usage: \(command) FILE [--expect-state]")
      } else if file == nil {
        file = argument
      } else {
        return Self.usage("\(command) FILE [--expect-state]")
      }
    }
    guard let file, !file.isEmpty else { return Self.usage("\(command) FILE [--expect-state]") }
    let saved = savedScenario(expectState: expectState, file: resolvedPath(file))
    let shownFile = Self.printable(file)
    if let problem = Files.write(saved.text, to: resolvedPath(file), overwrite: overwrite) {
      return Self.error("cannot write '\(shownFile)': \(problem.message)")
    }
    var text = "saved \(saved.lineCount) lines to \(shownFile)"
    if saved.failedExpectations > 0 {
      text +=
        "; \(saved.failedExpectations) failed expectation\(saved.failedExpectations == 1 ? " is" : "s are") "
        + "written as a comment, so the file passes"
    }
    text += "\n"
    for note in saved.notes { text += "note: \(note)\n" }
    // The path as typed, as the reader will; its `use` lines are read relative to it, and it is
    // relative to the working directory.
    let report = ScenarioPipeline.run(
      path: shownFile, text: saved.text, flows: .files(Self.flowLoader(workingDirectory)))
    if report.hasErrors || !report.results.allSatisfy(\.passed) {
      text += "warning: the saved file does not pass 'navspec run'; this is a bug in the REPL\n"
      text += HumanReporter.render(RunReport(files: [report]))
    }
    return Response(text: text)
  }

  struct SavedScenario {
    var text: String
    var lineCount: Int
    var failedExpectations: Int
    var notes: [String]
  }

  /// The scenario text `:save` writes to `file` (an absolute path, or nil for `:list`: the
  /// `use` lines then name the flow files by their absolute paths).
  func savedScenario(expectState: Bool, file: String? = nil) -> SavedScenario {
    var lines = ["# Recorded with navspec repl; 'navspec run' replays it."]
    lines += flowUses.map { use in
      let path = resolvedPath(use.resolvedPath)
      let folder = file.map(FlowLoader.directory(of:))
      let written = folder.flatMap { Self.relativePath(of: path, fromFolder: $0) } ?? path
      return "use \(Spelling.quote(written))"
    }
    lines.append("scenario \(Spelling.quote(scenarioName ?? "REPL session"))")
    var setupClosed = false
    var expectations = 0
    var failed = 0
    var notes: [String] = []
    func write(_ entry: Entry) {
      let statement = entry.statement
      // How a statement is written back follows from its role, which its keyword table
      // declares.
      switch statement.keyword.role {
      case .scenarioHeader, .scenarioMetadata, .definition:
        return
      case .expectation:
        if entry.failed {
          lines.append("# failed: " + statement.text)
          failed += 1
        } else {
          lines.append(statement.text)
          expectations += 1
        }
      case .clock:
        lines += Self.clockLines(to: entry.end, from: entry.before)
        setupClosed = true
      case .setup, .option:
        lines.append(statement.text)
      case .change:
        // Allowed in the set-up, where it stays untimed; after it, at its instant.
        lines.append(
          statement.timing != nil || setupClosed ? Self.timedText(entry) : statement.text)
        if statement.timing != nil { setupClosed = true }
      case .input:
        lines.append(Self.timedText(entry))
        setupClosed = true
      }
    }
    var index = entries.startIndex
    while index < entries.endIndex {
      guard let call = entries[index].statement.flowTrace.map({ $0.frames[0] }) else {
        write(entries[index])
        index += 1
        continue
      }
      // The statements of one call are consecutive, all at the call's line.
      var end = index + 1
      while end < entries.endIndex, entries[end].statement.flowTrace?.frames[0].call == call.call {
        end += 1
      }
      let group = entries[index..<end]
      index = end
      if group.allSatisfy({ $0.callLength == group.count && !$0.failed }) {
        lines.append(call.callText)
        for entry in group {
          switch entry.statement.keyword.role {
          case .expectation: expectations += 1
          case .clock, .input: setupClosed = true
          case .change where entry.statement.timing != nil: setupClosed = true
          default: break
          }
        }
        continue
      }
      let why =
        group.contains(where: \.failed)
        ? "an expectation in it failed"
        : group.allSatisfy({ $0.callLength == 0 })
          ? "it ran from a file" : "only part of it is in the session"
      lines.append("# \(call.callText): the flow's statements, written out (\(why))")
      group.forEach(write)
    }

    let events = live.simulator.events
    let unmatched = live.matcher.candidates(in: events, for: [])
    if expectState {
      lines.append("# The state when the session was saved.")
      if let bar = live.simulator.glassTabBar {
        let now = live.simulator.now
        lines.append("expect selection == \(Spelling.name(bar.selectedTab.title))")
        lines.append(
          "expect pill.offset == \(ValueFormatter.number(bar.pill.offset(at: now))) ± 0.001")
        lines.append(
          "expect pill.scale == \(ValueFormatter.number(bar.pill.scale.value(at: now))) ± 0.001")
      } else {
        lines.append("expect time == \(Self.durationText(live.simulator.now.microseconds))")
      }
      lines += Self.eventExpectations(unmatched.map { events[$0] })
      expectations += 1
    } else if live.exhaustive && !unmatched.isEmpty {
      lines.append("# Exhaustive mode is on: the events no expectation matched.")
      lines += Self.eventExpectations(unmatched.map { events[$0] })
      expectations += 1
      notes.append(
        "exhaustive mode is on, so the file ends with the \(unmatched.count) event(s) no expectation matched"
      )
    }
    if expectations == 0 {
      lines.append("# A scenario must assert something: the clock when the session was saved.")
      lines.append("expect time == \(Self.durationText(live.simulator.now.microseconds))")
      notes.append("no expectation held, so the file ends with 'expect time == ...'")
    }
    return SavedScenario(
      text: lines.joined(separator: "\n") + "\n", lineCount: lines.count,
      failedExpectations: failed, notes: notes)
  }

  /// `at T` for a wait or settle that ended at `end`; `wait` lines past the longest `at`.
  static func clockLines(to end: VirtualTime, from before: VirtualTime) -> [String] {
    if end.microseconds <= ScenarioParser.maxDuration {
      return ["at \(durationText(end.microseconds))"]
    }
    var remaining = end.microseconds - before.microseconds
    var lines: [String] = []
    repeat {
      let chunk = min(remaining, ScenarioParser.maxDuration)
      lines.append("wait \(durationText(chunk))")
      remaining -= chunk
    } while remaining > 0
    return lines
  }

  /// `3600s`, `350ms` or `16666us`: exact, as the parser reads durations.
  static func durationText(_ microseconds: Int64) -> String {
    if microseconds % 1_000_000 == 0 && microseconds >= 10_000_000 {
      return "\(microseconds / 1_000_000)s"
    }
    if microseconds % 1_000 == 0 { return "\(microseconds / 1_000)ms" }
    return "\(microseconds)us"
  }

  /// The input with `at START` in front (replacing the prefix it was typed with), or as typed
  /// when that would not read back as the same statement.
  static func timedText(_ entry: Entry) -> String {
    let statement = entry.statement
    guard entry.start.microseconds <= ScenarioParser.maxDuration,
      let body = textWithoutTiming(statement)
    else { return statement.text }
    let candidate = "at \(durationText(entry.start.microseconds)) \(body)"
    let (parsed, diagnostics) = ScenarioParser.parseLine(candidate, file: "<save>", line: 1)
    guard diagnostics.isEmpty, let parsed,
      parsed.timing == .absolute(entry.start.microseconds),
      signature(parsed) == signature(statement)
    else { return statement.text }
    return candidate
  }

  /// The statement's text after its `at T` or `+D` prefix.
  static func textWithoutTiming(_ statement: Statement) -> String? {
    var rest = Substring(statement.text)
    guard statement.timing != nil else { return String(rest) }
    if rest.hasPrefix("+") {
      rest = rest.dropFirst()
    } else if rest.hasPrefix("at") {
      rest = rest.dropFirst(2)
    } else {
      return nil
    }
    rest = rest.drop { $0.isWhitespace }
    rest = rest.drop { !$0.isWhitespace }
    rest = rest.drop { $0.isWhitespace }
    return rest.isEmpty ? nil : String(rest)
  }

  /// `target` relative to `folder`, both absolute (`../flows/tabs.flow`); nil when either is
  /// relative, as the folder a relative path starts from is not known here.
  static func relativePath(of target: String, fromFolder folder: String) -> String? {
    guard target.hasPrefix("/"), folder.hasPrefix("/") else { return nil }
    let to = FlowLoader.resolve(target, inDirectory: "").split(separator: "/")
    let from = FlowLoader.resolve(folder, inDirectory: "").split(separator: "/")
    var common = 0
    while common < min(to.count - 1, from.count), to[common] == from[common] { common += 1 }
    let ups = Array(repeating: "..", count: from.count - common)
    return (ups + to[common...].map(String.init)).joined(separator: "/")
  }

  /// What a statement does, without where it was written or when: its dump without locations
  /// and without the timing prefix (nor the flow it came from: written out, it comes from none).
  static func signature(_ statement: Statement) -> String {
    var statement = statement
    statement.flowTrace = nil
    var lines = statement.dump().split(separator: "\n").map { cut(String($0), atLast: " @") }
    if statement.timing != nil, let header = lines.first {
      lines[0] = cut(header, atLast: " [")
    }
    return lines.joined(separator: "\n")
  }

  /// `text` up to the last occurrence of `marker`, or all of it.
  static func cut(_ text: String, atLast marker: String) -> String {
    let characters = Array(text)
    let needle = Array(marker)
    guard characters.count >= needle.count else { return text }
    for start in stride(from: characters.count - needle.count, through: 0, by: -1)
    where Array(characters[start..<start + needle.count]) == needle {
      return String(characters[..<start])
    }
    return text
  }

  /// Expectations that match exactly `events` (the unmatched, non-quiet events, in order): one
  /// `expect events [...]` line, or one `expect event` per event when the list is too long.
  static func eventExpectations(_ events: [Event]) -> [String] {
    let list = "expect events [" + events.map(pattern).joined(separator: ", ") + "]"
    if parses(list) { return [list] }
    return events.map { event in
      let pinned = "expect event \(pattern(event)) at \(durationText(event.time.microseconds))"
      if parses(pinned) { return pinned }
      let full = "expect event \(pattern(event))"
      return parses(full) ? full : "expect event \(event.kind.rawValue)"
    }
  }

  /// An event written as a pattern with all its arguments.
  static func pattern(_ event: Event) -> String {
    let arguments = event.arguments.compactMap { argument -> String? in
      switch argument.value {
      case .number(let number):
        number.isFinite ? "\(argument.label): \(ValueFormatter.number(number))" : nil
      case .string(let text): "\(argument.label): \(Spelling.name(text))"
      case .bool(let flag): "\(argument.label): \(flag)"
      case .none: "\(argument.label): none"
      case .list: nil
      }
    }
    let name = event.kind.rawValue
    return arguments.isEmpty ? name : "\(name)(\(arguments.joined(separator: ", ")))"
  }

  static func parses(_ line: String) -> Bool {
    let (statement, diagnostics) = ScenarioParser.parseLine(line, file: "<save>", line: 1)
    return statement != nil && diagnostics.isEmpty
  }
}
