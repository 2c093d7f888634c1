import NavSpecModel

/// "Did you mean …?" suggestions for misspelled keywords, tab names, settings and paths.
///
/// The parser uses it for keywords and sub-keywords; the checker reuses `nearest(to:among:)` for
/// names it only knows after parsing (tab titles, settings, state paths).
public enum Suggestion {
  public static let touchPhases = TouchPhase.allCases.map(\.rawValue)
  public static let voiceOverCommands = ["next", "previous", "escape", "focus", "activate"]
  public static let safeAreaEdges = SafeAreaEdge.allCases.map(\.rawValue)
  public static let tabProperties = ["badge", "hint", "label", "icon"]
  public static let switchValues = ["on", "off"]
  public static let durationUnits = ["us", "ms", "s"]
  /// Units a number may carry in an expectation (`pt` is ignored, durations become seconds).
  public static let valueUnits = ["pt", "us", "ms", "s"]
  /// What `save` and `restore` keep.
  public static let savedKinds = SavedKind.allCases.map(\.rawValue)
  /// `size-class` values (the model's `SizeClass`).
  public static let sizeClasses = SizeClass.allCases.map(\.rawValue)
  /// `columns` values (the model's `ColumnVisibility`).
  public static let columnVisibilities = ColumnVisibility.allCases.map(\.rawValue)
  public static let customizeCommands = ["hide", "show", "order"]
  public static let tabRoles = ["search"]
  public static let visibilities = ["visible", "hidden"]
  public static let customizationBehaviors = ["automatic", "disabled"]
  public static let comparisonOperators = Comparison.allCases.map(\.rawValue)

  /// Longer words get no suggestion: nobody misspells a 65-letter keyword, and skipping them
  /// keeps the quadratic distance computation bounded whatever a fuzzer throws at it.
  public static let maxWordLength = 64
  /// Only this many candidates are compared, so a huge candidate list cannot stall a diagnostic.
  public static let maxCandidates = 4096

  /// The candidate closest to `word` by case-insensitive Damerau–Levenshtein distance (optimal
  /// string alignment: insertions, deletions, substitutions and adjacent transpositions), or nil
  /// when none is within `max(1, word.count / 3)` edits.
  ///
  /// Ties go to the smaller distance, then to a candidate matching the word's exact spelling,
  /// then to the lexicographically smallest candidate, so the answer never depends on the
  /// order of `candidates` (callers often build them from dictionaries or sets).
  public static func nearest(to word: String, among candidates: [String]) -> String? {
    let needle = Array(word.lowercased())
    guard !needle.isEmpty, needle.count <= maxWordLength else { return nil }
    let threshold = max(1, needle.count / 3)
    var best: (distance: Int, candidate: String)?
    for candidate in candidates.prefix(maxCandidates) {
      // Cheap length filter first: `utf8.count` bounds the character count from above and is
      // O(1) for native strings, so huge candidates are rejected without being scanned.
      guard candidate.utf8.count <= 4 * (maxWordLength + threshold) else { continue }
      let hay = Array(candidate.lowercased())
      guard abs(hay.count - needle.count) <= threshold else { continue }
      guard let distance = distance(needle, hay, limit: threshold) else { continue }
      if let current = best {
        if distance > current.distance { continue }
        if distance == current.distance {
          let currentExact = current.candidate == word
          let candidateExact = candidate == word
          if currentExact && !candidateExact { continue }
          if currentExact == candidateExact && current.candidate <= candidate { continue }
        }
      }
      best = (distance, candidate)
    }
    return best?.candidate
  }

  /// "did you mean 'tap'?" — the note text of a diagnostic.
  public static func didYouMean(_ candidate: String) -> String {
    "did you mean '\(candidate)'?"
  }

  /// How many names a note lists before "and N more" (our decision: a note is one readable line;
  /// a scenario may declare thousands of route types).
  public static let listedNameLimit = 8

  /// "'a', 'b', 'c'", or "'a', …, 'h' and 12 more" past `listedNameLimit` names.
  public static func listing(_ names: [String]) -> String {
    let shown = names.prefix(listedNameLimit).map { "'\($0)'" }.joined(separator: ", ")
    let rest = names.count - min(names.count, listedNameLimit)
    return rest == 0 ? shown : "\(shown) and \(rest) more"
  }

  /// The "did you mean" note for the nearest candidate, or nil when nothing is close enough.
  public static func didYouMean(_ word: String, among candidates: [String]) -> String? {
    nearest(to: word, among: candidates).map(didYouMean)
  }

  /// Optimal-string-alignment distance between two character arrays, or nil once it is certain
  /// to exceed `limit` (every entry of a row is above it), which keeps the common "no match"
  /// case cheap.
  static func distance(_ a: [Character], _ b: [Character], limit: Int) -> Int? {
    if a.isEmpty { return b.count <= limit ? b.count : nil }
    if b.isEmpty { return a.count <= limit ? a.count : nil }
    // Three rolling rows: the one two back is needed for transpositions.
    var previousPrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      var rowMinimum = current[0]
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, previousPrevious[j - 2] + 1)
        }
        current[j] = value
        rowMinimum = min(rowMinimum, value)
      }
      if rowMinimum > limit { return nil }
      (previousPrevious, previous, current) = (previous, current, previousPrevious)
    }
    let result = previous[b.count]
    return result <= limit ? result : nil
  }
}
