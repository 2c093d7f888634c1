/// Writes a broken relation, shrunk, as one scenario file that runs both: the shared set-up, a
/// scenario of the first run that records what it showed (it passes), and a scenario of the
/// second run, with the relation's additions, that expects what the relation requires: it fails
/// now and passes once the defect is fixed.
public enum RelationScenarioWriter {
  /// `relation-mirror-seed0.scenario`.
  public static func fileName(for broken: RelationBreak, seed: UInt64) -> String {
    "relation-\(broken.relation.name)-seed\(seed).scenario"
  }

  /// What each run's scenario ends with: the expectation (or, where none can be written, a
  /// comment) and, for a line the second run refused, that line again, so the run fails on it.
  struct Endings {
    var first: String
    var second: [String]
  }

  static func text(
    setup: [String], outcome: RelationCheck.Outcome, broken: RelationBreak, endings: Endings,
    additions: [String], shrunkSteps: Int, origin: ShrunkScenarioWriter.Origin
  ) -> String {
    text(
      header: [
        "Found by navspec explore --relations \(broken.relation.name): seed \(origin.seed), run "
          + "\(origin.run), shrunk from \(origin.originalSteps) steps to \(shrunkSteps).",
        "Reproduce: \(origin.command) --relations \(broken.relation.name) --seed "
          + "\(origin.seed) --runs \(origin.run) --steps \(origin.steps)",
      ], setup: setup, outcome: outcome, broken: broken, endings: endings, additions: additions)
  }

  /// `relation-bold-text-check.scenario`: found by `navspec check`, which has no seed.
  public static func checkFileName(for broken: RelationBreak) -> String {
    "relation-\(broken.relation.name)-check.scenario"
  }

  /// The pair under `header` (comment lines, the break's message added).
  static func text(
    header: [String], setup: [String], outcome: RelationCheck.Outcome, broken: RelationBreak,
    endings: Endings, additions: [String]
  ) -> String {
    var lines = (header + [broken.message]).map { "# " + PrintableText.escaping($0) }
    lines += setup
    lines.append("")
    lines.append("scenario \"The first run\"")
    lines += outcome.firstLines
    lines.append(endings.first)
    lines.append("")
    lines.append("scenario \"The second run: \(broken.relation.name)\"")
    lines += additions
    lines += outcome.secondLines
    lines += endings.second
    return lines.joined(separator: "\n") + "\n"
  }

  /// The endings for a break: a state path's two values; for the events, the event the second
  /// run lacks (at its time where the relation compares times) or the one it has too many; for a
  /// refused line, the line again and the first run's `selection`, which every relation keeps.
  static func endings(for broken: RelationBreak, firstValue: (String) -> String?) -> Endings {
    let comment =
      "# "
      + PrintableText.escaping(
        "\(broken.path): expected \(broken.expected), was \(broken.actual)")
    switch broken.path {
    case "events":
      if broken.expected.hasPrefix("no event "), let extra = eventPattern(broken.actual) {
        return Endings(
          first: "expect no event \(extra.pattern)",
          second: [comment, "expect no event \(extra.pattern)"])
      }
      guard let wanted = eventPattern(broken.expected) else {
        return Endings(first: comment, second: [comment])
      }
      return Endings(
        first: "expect event \(wanted.pattern)",
        second: [
          comment, "expect event \(wanted.pattern)" + (wanted.time.map { " at \($0)" } ?? ""),
        ])
    case "refused":
      guard let selection = firstValue("selection") else {
        return Endings(first: comment, second: [comment])
      }
      return Endings(
        first: "expect selection == \(selection)",
        second: [comment] + refusedLines(broken.actual) + ["expect selection == \(selection)"])
    default:
      return Endings(
        first: "expect \(broken.path) == \(firstValue(broken.path) ?? "missing")",
        second: ["expect \(broken.path) == \(broken.expected)"])
    }
  }

  /// An event as `RelationCheck.eventText` wrote it, `[TIME ]kind(label: value, …)`, as an
  /// `expect event` pattern and its time: the arguments whose numbers the relation does not
  /// compare (`from: …`) are left out, which a pattern may do.
  static func eventPattern(_ text: String) -> (time: String?, pattern: String)? {
    var rest = Substring(text)
    var time: String?
    guard let open = rest.firstIndex(of: "("), rest.hasSuffix(")") else { return nil }
    if let space = rest.firstIndex(of: " "), space < open {
      time = String(rest[..<space])
      rest = rest[rest.index(after: space)...]
    }
    guard let start = rest.firstIndex(of: "(") else { return nil }
    let kind = rest[..<start]
    let inside = rest[rest.index(after: start)..<rest.index(before: rest.endIndex)]
    let arguments = splitArguments(inside).filter { !$0.hasSuffix(": …") }
    let pattern = arguments.isEmpty ? String(kind) : "\(kind)(\(arguments.joined(separator: ", ")))"
    return (time, pattern)
  }

  /// `label: value, label: value` split at the commas outside quotes and brackets.
  static func splitArguments(_ text: Substring) -> [String] {
    var parts: [String] = []
    var current = ""
    var quoted = false
    var escaped = false
    var depth = 0
    for character in text {
      if quoted {
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          quoted = false
        }
        current.append(character)
        continue
      }
      switch character {
      case "\"": quoted = true
      case "[": depth += 1
      case "]": depth -= 1
      case "," where depth == 0:
        parts.append(current.trimmingSpaces)
        current = ""
        continue
      default: break
      }
      current.append(character)
    }
    if !current.trimmingSpaces.isEmpty { parts.append(current.trimmingSpaces) }
    return parts
  }

  /// The lines of "`a; b` refused".
  static func refusedLines(_ actual: String) -> [String] {
    guard actual.hasPrefix("`"), let close = actual.dropFirst().firstIndex(of: "`") else {
      return []
    }
    return actual[actual.index(after: actual.startIndex)..<close]
      .split(separator: "; ").map(String.init)
  }
}

extension String {
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
