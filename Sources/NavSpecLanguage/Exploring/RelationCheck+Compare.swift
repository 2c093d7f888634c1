import NavSpecModel

/// What each relation compares at a moment: which state paths, transformed how, and which events
/// (docs/explore.md#relations-between-runs lists each exception and why).
extension RelationCheck {
  /// Numbers agree within a millionth of a point or second. Our decision, because the two runs
  /// reach a value by different sums of the same terms (a wait split in two, a frame mirrored as
  /// width − x − w), and a double's rounding is about 1e-13 at screen sizes: a real defect moves a
  /// value by far more.
  static let tolerance = 1e-6
  /// Mirrored, a frame's x is width − x − w, but the model moves x and w as separate values,
  /// each snapping to its target once within `AnimatedFrame.epsilon` (0.01 pt) of it, at an
  /// instant that depends on its own travel, which differs between the directions: mid-spring
  /// a mirrored x may be off by both snaps, 0.02 pt (found by the bubble bar's runs; at rest the
  /// frames mirror exactly). Our decision: mirrored numbers are compared within that.
  var tolerance: Double {
    relation == .builtIn(.mirror) ? 2 * AnimatedFrame.epsilon : Self.tolerance
  }

  func compare(_ a: Moment, _ b: Moment, step: Int, line: String) -> RelationBreak? {
    func broken(_ path: String, _ expected: String, _ actual: String) -> RelationBreak {
      RelationBreak(
        relation: relation, step: step, path: path, expected: expected, actual: actual, line: line)
    }
    // Only the mirror reads other paths' values (a frame's width, the screen's).
    var firstValues: [String: StateValue] = [:]
    if relation == .builtIn(.mirror) {
      for leaf in a.leaves { firstValues[leaf.path] = leaf.value }
    }
    // Both runs' trees come from one model, so their leaves are almost always the same paths in
    // the same order: then they are compared side by side, with no look-up by path (looking
    // every path up took a sixth of `--relations all`).
    if a.leaves.count == b.leaves.count,
      zip(a.leaves, b.leaves).allSatisfy({ $0.path == $1.path })
    {
      for (first, second) in zip(a.leaves, b.leaves) {
        guard let expected = expectedValue(first.path, first.value, firstValues) else { continue }
        if !Self.agree(expected, second.value, within: tolerance) {
          return broken(first.path, StateLeaves.text(expected), StateLeaves.text(second.value))
        }
      }
    } else {
      for leaf in a.leaves where relation != .builtIn(.mirror) {
        firstValues[leaf.path] = leaf.value
      }
      var secondValues: [String: StateValue] = [:]
      for leaf in b.leaves { secondValues[leaf.path] = leaf.value }
      for (path, value) in a.leaves {
        guard let expected = expectedValue(path, value, firstValues) else { continue }
        let actual = secondValues[path]
        if !Self.agree(expected, actual, within: tolerance) {
          return broken(path, StateLeaves.text(expected), StateLeaves.text(actual))
        }
      }
      for (path, value) in b.leaves where firstValues[path] == nil {
        guard expectedValue(path, value, secondValues) != nil else { continue }
        return broken(path, "missing", StateLeaves.text(value))
      }
    }
    var expectedEvents = a.events.compactMap(expectedEvent)
    var actualEvents = b.events.compactMap(comparedEvent)
    if relation == .builtIn(.reduceMotion) {
      // Without their times, and in no order: Reduce Motion changes when things happen, so it
      // may change their order (a jump to the top minimises the tab bar before VoiceOver speaks
      // the reselection; a scroll there minimises it after: found on `minimize-on-scroll.setup`).
      expectedEvents = Self.withoutRepeatedScrollsToTop(expectedEvents).sorted()
      actualEvents = Self.withoutRepeatedScrollsToTop(actualEvents).sorted()
    }
    if expectedEvents != actualEvents {
      let common = min(expectedEvents.count, actualEvents.count)
      let index = (0..<common).first { expectedEvents[$0] != actualEvents[$0] } ?? common
      func shown(_ events: [String]) -> String {
        index < events.count ? events[index] : "no event \(index + 1)"
      }
      return broken("events", shown(expectedEvents), shown(actualEvents))
    }
    return nil
  }

  /// Whether two moments come to rest in the same state: each settled (on a copy), they hold the
  /// same value at every path, numbers within `tolerance`, but for how they got there (the
  /// paths Reduce Motion may change: the clock, animation flags and progress, a droplet's peak,
  /// the count of events, a scroll anchor) and the instants a settle ends. False when either
  /// does not settle.
  static func restsTheSame(_ a: Moment, _ b: Moment) -> Bool {
    func settled(_ moment: Moment) -> [(path: String, value: StateValue)]? {
      var simulator = moment.simulator
      guard (try? simulator.settle(limit: ScenarioSession.settleLimit)) != nil else { return nil }
      return StateLeaves.of(simulator.state())
    }
    guard let first = settled(a), let second = settled(b), first.count == second.count else {
      return false
    }
    return zip(first, second).allSatisfy { first, second in
      first.path == second.path
        && (differsUnderReduceMotion(first.path) || absoluteTimes.contains(first.path)
          || agree(first.value, second.value, within: tolerance))
    }
  }

  static func agree(_ expected: StateValue, _ actual: StateValue?, within tolerance: Double)
    -> Bool
  {
    if case .number(let x) = expected, case .number(let y)? = actual {
      return x == y || abs(x - y) <= tolerance
    }
    return expected == actual
  }

  /// How a relation compares one path: decided from the path's text alone, so once per path
  /// (`PathVerdicts`), not once per leaf of every step (matching a stated relation's patterns
  /// against every leaf's path took a sixth of `--relations all`).
  enum PathVerdict {
    /// Not compared.
    case skipped
    /// Compared as it is.
    case same
    /// An instant on the clock: shifted by the time shift (a number, and the clock or not 0).
    case shiftedTime
    /// A frame's x, mirrored: width − x − w.
    case mirroredX
    /// Mirrored: a number is not compared, anything else is compared as it is.
    case sameUnlessNumber
  }

  /// The verdicts met so far, by path. A class so that every copy of a check shares them; a
  /// check runs on one thread.
  final class PathVerdicts {
    var known: [String: PathVerdict] = [:]
  }

  func verdict(_ path: String) -> PathVerdict {
    if let known = verdicts.known[path] { return known }
    let verdict = Self.verdict(path, relation: relation)
    verdicts.known[path] = verdict
    return verdict
  }

  static func verdict(_ path: String, relation: CheckedRelation) -> PathVerdict {
    guard let builtIn = relation.builtIn else {
      guard case .stated(let stated) = relation else { return .skipped }
      return stated.compares(path) ? .same : .skipped
    }
    switch builtIn {
    case .split:
      return .same
    case .timeShift:
      return absoluteTimes.contains(path) ? .shiftedTime : .same
    case .reduceMotion:
      return differsUnderReduceMotion(path) ? .skipped : .same
    case .restore:
      return isRestored(path) ? .same : .skipped
    case .mirror:
      // The indent's outline is drawing commands written as text: mirrored, it is another text.
      if path == "settings.layout-direction" || path == "indent.path" { return .skipped }
      let last = path.split(separator: ".").last ?? ""
      let parent = path.dropLast(last.count)
      guard parent.hasSuffix("frame.") else { return .sameUnlessNumber }
      if last == "x" { return .mirroredX }
      return ["y", "width", "height"].contains(last) ? .same : .sameUnlessNumber
    }
  }

  /// What the second run must show at `path`, from the first run's value; nil when the relation
  /// does not compare the path.
  func expectedValue(_ path: String, _ value: StateValue, _ values: [String: StateValue])
    -> StateValue?
  {
    switch verdict(path) {
    case .skipped:
      return nil
    case .same:
      return value
    case .sameUnlessNumber:
      if case .number = value { return nil }
      return value
    case .shiftedTime:
      // 0 is the droplet's "no peak yet", not an instant.
      if case .number(let seconds) = value, path == "time" || seconds != 0 {
        return .number(seconds + Double(RunRelation.timeShiftMicroseconds) / 1e6)
      }
      return value
    case .mirroredX:
      guard case .number(let number) = value else { return value }
      let parent = path.dropLast(1)
      if case .number(let width)? = values[parent + "width"], width > 0,
        case .number(let screen)? = values["screen.width"]
      {
        return .number(screen - number - width)
      }
      return nil
    }
  }

  /// The state paths that are instants on the clock: the clock, the instant the minimising tab
  /// bar's scroll last crossed its threshold (docs/components/tabview.md), and the gooey ball's
  /// droplet peak (docs/components/gooey.md).
  static let absoluteTimes: Set<String> = ["time", "tabview.minimize.crossing", "ball.peakTime"]

  /// The paths Reduce Motion may change, with the clock each run's settles leave: how a value
  /// gets where it goes (an animation's flags and progress), the setting itself, and how many
  /// events were emitted (the animation events differ).
  static func differsUnderReduceMotion(_ path: String) -> Bool {
    switch path {
    case "time", "settings.reduce-motion", "events.count":
      return true
    // The glass pill's long press highlights it instead of scaling it (docs/model.md).
    case "pill.scale", "pill.highlighted":
      return true
    // The corrected gooey bar draws no droplet under Reduce Motion (docs/components/gooey.md),
    // so the droplet's peak is never reached; the minimising tab bar's scroll anchor is where
    // the content last turned, and the content jumps to the top at once instead of moving
    // there (docs/components/scroll.md).
    case "ball.peakScale", "ball.peakTime", "tabview.minimize.anchor",
      "tabview.minimize.crossing":
      return true
    default:
      // The last component, read as bytes: this runs for every leaf of every step.
      let bytes = path.utf8
      let last =
        bytes.lastIndex(of: UInt8(ascii: ".")).map { bytes[bytes.index(after: $0)...] }
        ?? bytes[...]
      return last.elementsEqual("progress".utf8) || last.elementsEqual("velocity".utf8)
        || Self.contains(last, "animat".utf8)
    }
  }

  /// Whether `bytes` holds `part` somewhere.
  private static func contains(_ bytes: Substring.UTF8View, _ part: String.UTF8View) -> Bool {
    let count = part.count
    guard bytes.count >= count else { return false }
    var start = bytes.startIndex
    while bytes.distance(from: start, to: bytes.endIndex) >= count {
      if bytes[start...].starts(with: part) { return true }
      start = bytes.index(after: start)
    }
    return false
  }

  /// The paths a saved state restores: the selection and every tab's navigation stack
  /// (docs/model.md#state-restoration); the rest (settings, badges, hidden tabs, scroll offsets,
  /// VoiceOver) is not saved.
  static func isRestored(_ path: String) -> Bool {
    if ["selection", "selectedIndex", "state.json"].contains(path) { return true }
    if path.hasPrefix("tabs["), path.hasSuffix("].selected") { return true }
    if path.hasPrefix("stacks["), !path.hasSuffix(".animating") { return true }
    return [
      "navigation.tab", "navigation.path", "navigation.depth", "navigation.top.title",
      "navigation.top.route",
    ].contains(path)
  }

  /// An event of the first run as the second must emit it, written as text; nil when the
  /// relation does not compare it.
  func expectedEvent(_ event: Event) -> String? {
    switch relation {
    case .builtIn(.timeShift):
      var shifted = event
      shifted.time = VirtualTime(
        microseconds: event.time.microseconds + RunRelation.timeShiftMicroseconds)
      return Self.eventText(shifted, numbers: true, time: true)
    default:
      return comparedEvent(event)
    }
  }

  /// An event as compared: everything for split and time-shift; for mirror its time and every
  /// argument but numbers (positions and offsets mirror); for reduce-motion the events that are
  /// not the animation's or the environment's, without their times (each run's settles end at
  /// different instants) and numbers; none for restore (the fresh model's events differ by the
  /// restore itself).
  func comparedEvent(_ event: Event) -> String? {
    guard let builtIn = relation.builtIn else {
      // A stated relation compares every event, exactly, when it keeps them.
      guard case .stated(let stated) = relation, stated.comparesEvents else { return nil }
      return Self.eventText(event, numbers: true, time: true)
    }
    switch builtIn {
    case .split, .timeShift: return Self.eventText(event, numbers: true, time: true)
    case .mirror:
      // An animation settles when within its epsilon of its target, at an instant that depends
      // on its travel, which differs between the directions (see `tolerance`).
      // The environment's events name the direction, which differs by design.
      return event.kind.isQuiet ? nil : Self.eventText(event, numbers: false, time: true)
    case .reduceMotion:
      // `scrollToTop(animated:)` says how it moved, which Reduce Motion changes.
      // A jump to the top emits `scrollToTop` alone, no `scrollEnded` (docs/components/scroll.md).
      return event.kind.isQuiet || event.kind == .scrollEnded
        ? nil : Self.eventText(event, numbers: false, time: false, leaving: ["animated"])
    case .restore: return nil
    }
  }

  /// The events with a second `scrollToTop` of a tab in one step left out. A reselection while
  /// the content still scrolls to the top asks again, from where it is; under Reduce Motion the
  /// first jumped there at once, so the second finds it at the top and emits nothing (found on
  /// `header-scroll.setup`: a double tap on the selected tab). What Reduce Motion must keep is
  /// that the content goes to the top, which the first says.
  static func withoutRepeatedScrollsToTop(_ texts: [String]) -> [String] {
    var seen: Set<String> = []
    return texts.filter { text in
      guard text.hasPrefix("scrollToTop(") else { return true }
      return seen.insert(text).inserted
    }
  }

  static func eventText(
    _ event: Event, numbers: Bool, time: Bool, leaving unsaid: Set<String> = []
  ) -> String {
    let arguments = event.arguments.filter { !unsaid.contains($0.label) }.map {
      argument -> String in
      if !numbers, case .number = argument.value { return "\(argument.label): …" }
      return "\(argument.label): \(StateLeaves.text(argument.value))"
    }
    return (time ? "\(formatDuration(event.time.microseconds)) " : "")
      + "\(event.kind.rawValue)(\(arguments.joined(separator: ", ")))"
  }
}

extension RunRelation {
  /// Whether a line changes what a saved state does not hold (settings, badges, hidden tabs,
  /// the customisation, VoiceOver, deleted items, the scroll view): after one, the restored
  /// model is compared right after the restore only.
  static func changesWhatIsNotSaved(_ line: String) -> Bool {
    var words = line.split(separator: " ")
    if let first = words.first, first.hasPrefix("+") || first == "at" {
      words.removeFirst(first == "at" ? 2 : 1)
    }
    guard let keyword = words.first else { return false }
    let unsaved: Set<Substring> = [
      "set", "tab", "hide", "show", "customize", "size-class", "accessory", "columns",
      "minimize-behavior", "voiceover", "voiceover-scroll", "announce", "delete", "fling",
      // A state saved by name before the restore point is the app's storage, which the fresh
      // model lacks.
      "save",
    ]
    if unsaved.contains(keyword) { return true }
    return keyword == "restore" && words.dropFirst().first == "customization"
  }
}
