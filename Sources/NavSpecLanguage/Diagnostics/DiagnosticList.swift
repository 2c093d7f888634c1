/// The diagnostics of one file, in source order: the first `capacity` of them kept, the rest
/// only counted.
///
/// A 4 MiB file of `tap Libary` lines has 381,000 errors; printing them all wrote 49 MB and held
/// 382 MB. Past the first screenfuls more messages help nobody, so every kind of diagnostic
/// (lexer, parser, checker) goes through one of these, which holds at most `capacity` whatever it
/// is given: memory stays constant, and reporters print "and N more errors" for the rest.
///
/// "First" means first in the file (by line and column), not first found: the checker reports by
/// scenario, the parser by line, and the kept ones are the same whatever the order they came in.
public struct DiagnosticList: Hashable, Sendable, RandomAccessCollection, ExpressibleByArrayLiteral
{
  /// How many a file keeps (our decision: 100 errors fill several screens; a file with more has
  /// one mistake repeated, and the first ones show it).
  public static let capacity = 100

  /// The kept diagnostics, sorted by location (equal locations in arrival order).
  public private(set) var kept: [Diagnostic] = []
  /// How many were dropped because `capacity` earlier ones were kept.
  public private(set) var omittedCount = 0
  /// How many of those were errors.
  public private(set) var omittedErrorCount = 0

  public init() {}

  public init(_ diagnostics: some Sequence<Diagnostic>) {
    append(contentsOf: diagnostics)
  }

  public init(arrayLiteral diagnostics: Diagnostic...) {
    self.init(diagnostics)
  }

  /// Where a diagnostic at `location` would go among the kept ones: after the last kept one
  /// with a location not later than it, so equal locations stay in arrival order.
  private func insertionIndex(for location: SourceLocation) -> Int {
    var low = 0
    var high = kept.count
    while low < high {
      let middle = (low + high) / 2
      if location < kept[middle].location {
        high = middle
      } else {
        low = middle + 1
      }
    }
    return low
  }

  /// Whether a diagnostic at `location` would be kept. A caller whose message or suggestion is
  /// costly to build (a "did you mean" over thousands of names) asks first, so a file with
  /// 100,000 such errors pays for the 100 that are printed, not for all of them.
  public func keeps(at location: SourceLocation) -> Bool {
    insertionIndex(for: location) < Self.capacity
  }

  /// Adds one, keeping the `capacity` earliest and counting the one that is not kept.
  public mutating func append(_ diagnostic: Diagnostic) {
    let low = insertionIndex(for: diagnostic.location)
    guard low < Self.capacity else {
      countOmitted(diagnostic)
      return
    }
    kept.insert(diagnostic, at: low)
    if kept.count > Self.capacity {
      countOmitted(kept.removeLast())
    }
  }

  public mutating func append(contentsOf diagnostics: some Sequence<Diagnostic>) {
    for diagnostic in diagnostics { append(diagnostic) }
  }

  /// Merges another list: its kept ones compete for the places, its omitted ones stay omitted
  /// (each list keeps its earliest, so the earliest of both are among the two kept sets).
  public mutating func append(contentsOf other: DiagnosticList) {
    for diagnostic in other.kept { append(diagnostic) }
    omittedCount += other.omittedCount
    omittedErrorCount += other.omittedErrorCount
  }

  public static func += (list: inout DiagnosticList, other: DiagnosticList) {
    list.append(contentsOf: other)
  }

  public static func += (list: inout DiagnosticList, diagnostics: [Diagnostic]) {
    list.append(contentsOf: diagnostics)
  }

  private mutating func countOmitted(_ diagnostic: Diagnostic) {
    omittedCount += 1
    if diagnostic.severity == .error { omittedErrorCount += 1 }
  }

  /// Kept and omitted together.
  public var totalCount: Int { kept.count + omittedCount }

  /// Errors, kept and omitted.
  public var errorCount: Int {
    kept.filter { $0.severity == .error }.count + omittedErrorCount
  }

  public var hasErrors: Bool { errorCount > 0 }

  /// "and 12 more errors" (or "diagnostics" when some are not errors), printed after the kept
  /// ones; nil when nothing was omitted.
  public var omissionSummary: String? {
    guard omittedCount > 0 else { return nil }
    let noun = omittedErrorCount == omittedCount ? "error" : "diagnostic"
    return "and \(omittedCount) more \(noun)\(omittedCount == 1 ? "" : "s")"
  }

  // MARK: Collection of the kept ones

  public var startIndex: Int { kept.startIndex }
  public var endIndex: Int { kept.endIndex }
  public subscript(position: Int) -> Diagnostic { kept[position] }
}
