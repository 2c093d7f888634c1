/// What `navspec run --update` changes in one file: every failing expectation that can be
/// recorded, its expected value replaced by the actual one, every other byte of the file kept
/// (docs/cli.md#recording-expected-values).
public struct ExpectationUpdate: Sendable {
  public var path: String
  public var original: String
  public var updated: String
  /// The expectations rewritten, by their line and column.
  public var recorded: [SourceLocation]
  /// Expectations that failed with different actual values in different scenarios (a set-up
  /// line every scenario runs): no one value makes them hold, so they are left as they are.
  public var conflicting: [SourceLocation]
  /// Failures that no edit fixes (a comparison other than `==`, `expect no event`, a `[*]`
  /// path, an invariant), left for a person.
  public var unrecordable: [SourceLocation]
  /// Failures inside a flow (docs/language.md#flows), by the call's location: the flow's line
  /// serves every call, so no one call's value is the one to write there; the innermost frame
  /// says where a person changes it.
  public var inFlows: [(call: SourceLocation, frame: FlowFrame)]

  /// The update of `report`'s file; nil when the file did not parse (it ran nothing, so nothing
  /// it says is known) or nothing failed.
  public static func plan(for report: FileReport) -> ExpectationUpdate? {
    guard !report.hasErrors, let source = report.source else { return nil }
    var edits: [SourceLocation: [SourceEdit]] = [:]
    var order: [SourceLocation] = []
    var conflicting: Set<SourceLocation> = []
    var unrecordable: Set<SourceLocation> = []
    var inFlows: [(call: SourceLocation, frame: FlowFrame)] = []
    for result in report.results {
      // An expected failure's values are the defect it marks: recording them would hide it.
      if case .expectedFailure? = result.mark { continue }
      for failure in result.failures {
        let location = failure.location
        if let frame = failure.flowFrames.last {
          if !inFlows.contains(where: { $0.call == location && $0.frame.line == frame.line }) {
            inFlows.append((location, frame))
          }
          continue
        }
        guard !failure.edits.isEmpty else {
          unrecordable.insert(location)
          continue
        }
        if let known = edits[location] {
          if known != failure.edits { conflicting.insert(location) }
        } else {
          edits[location] = failure.edits
          order.append(location)
        }
      }
    }
    guard !order.isEmpty || !unrecordable.isEmpty || !conflicting.isEmpty || !inFlows.isEmpty
    else { return nil }
    let recorded = order.filter { !conflicting.contains($0) }
    let updated = SourceEdit.apply(recorded.flatMap { edits[$0] ?? [] }, to: source.text)
    return ExpectationUpdate(
      path: report.path, original: source.text, updated: updated, recorded: recorded,
      conflicting: conflicting.sorted(),
      unrecordable: unrecordable.subtracting(edits.keys).sorted(),
      inFlows: inFlows.sorted { ($0.call, $0.frame.line.start) < ($1.call, $1.frame.line.start) })
  }

  public var changes: Bool { updated != original }

  /// The changed lines, `-` before and `+` after, under a header naming the file and each
  /// line's number; every line made printable.
  public var diff: String {
    let before = SourceFile(path: path, text: original)
    let after = SourceFile(path: path, text: updated)
    let name = PrintableText.escaping(path)
    var text = "--- \(name)\n+++ \(name)\n"
    for number in 1...max(1, before.lineCount) {
      let old = before.line(number)
      let new = after.line(number)
      guard old != new else { continue }
      text += "@@ line \(number) @@\n"
      text += "-" + PrintableText.escaping(old, keepingTabs: true) + "\n"
      text += "+" + PrintableText.escaping(new, keepingTabs: true) + "\n"
    }
    return text
  }
}
