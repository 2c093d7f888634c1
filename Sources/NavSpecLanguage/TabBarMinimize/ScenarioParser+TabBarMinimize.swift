import NavSpecModel

// `minimize-behavior automatic|never|on-scroll-down|on-scroll-up` and `minimize-threshold POINTS`
// (docs/components/tabview.md#statements).

extension ScenarioParser {
  static let minimizeBehaviors = TabBarMinimizeBehavior.allCases.map(\.rawValue)

  mutating func parseMinimizeBehavior() throws(ParseFailure) -> MinimizeSetting {
    guard let token = current, let word = token.word else {
      throw failure(
        "expected a minimize behavior (\(Self.list(Self.minimizeBehaviors))) after 'minimize-behavior'",
        at: current)
    }
    guard let behavior = TabBarMinimizeBehavior(rawValue: word) else {
      throw failure(
        "unknown minimize behavior \(Self.quoted(token)); expected \(Self.list(Self.minimizeBehaviors))",
        at: token, suggestion: Self.minimizeBehaviorSuggestion(for: word))
    }
    position += 1
    try expectEnd()
    return .behavior(behavior)
  }

  mutating func parseMinimizeThreshold() throws(ParseFailure) -> MinimizeSetting {
    let points = try parseNumber(
      "a distance in points such as '49'", after: "'minimize-threshold'", units: .points)
    let threshold = try checked(points, in: .minimizeThreshold)
    try expectEnd()
    return .threshold(threshold)
  }

  /// The nearest behaviour, also for SwiftUI's spelling (`onScrollDown`, `.onScrollDown`).
  private static func minimizeBehaviorSuggestion(for word: String) -> String? {
    func folded(_ text: String) -> String {
      text.lowercased().filter { $0.isLetter }
    }
    if let same = minimizeBehaviors.first(where: { folded($0) == folded(word) }) {
      return Suggestion.didYouMean(same)
    }
    return Suggestion.didYouMean(word, among: minimizeBehaviors)
  }
}
